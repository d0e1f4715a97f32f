import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` and the
 * base64 of the key; the signature of a message is `v1,` and the base64 HMAC-SHA256, under the key,
 * of `{webhook-id}.{webhook-timestamp}.{body}`. Receivers verify with the `standardwebhooks` library.
 */
const PREFIX = 'whsec_';

/** A new signing secret: 24 random bytes, as Standard Webhooks writes them. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString('base64');
}

function signature(secret: string, content: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

/** The webhook-signature header: one `v1,` signature per secret still signing (two during a rotation's overlap), space separated. */
export function signatureHeader(secrets: string[], id: string, timestampSeconds: number, body: string): string {
  const content = `${id}.${timestampSeconds}.${body}`;
  return secrets.map((s) => signature(s, content)).join(' ');
}
