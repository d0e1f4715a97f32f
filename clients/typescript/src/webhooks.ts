import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook deliveries are signed the Standard Webhooks way (https://www.standardwebhooks.com), as the
 * server signs them: `webhook-signature` holds space-separated `v1,<base64>` signatures (two during
 * the day after a secret rotation), each the HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`
 * under the key of the endpoint's secret (`whsec_` and the base64 of the key).
 */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** Request headers as Node's `IncomingMessage.headers`, a fetch `Headers`, or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a delivery and answers its event. `body` is the raw body as received (not parsed and
 * serialized again); a timestamp more than `toleranceSeconds` (default 300) from now is refused, so
 * a captured delivery cannot be replayed later.
 */
export function verifyWebhook<Event = unknown>(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array,
  options: { toleranceSeconds?: number; now?: () => number } = {},
): Event {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError('Missing webhook-id, webhook-timestamp or webhook-signature');
  const seconds = Number(timestamp);
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - seconds) > (options.toleranceSeconds ?? 300))
    throw new WebhookVerificationError('The webhook-timestamp is too far from now');
  if (!secret.startsWith('whsec_')) throw new WebhookVerificationError('The secret must start with whsec_');
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${text}`)
    .digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2);
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('No signature matches the secret');
  return JSON.parse(text) as Event;
}
