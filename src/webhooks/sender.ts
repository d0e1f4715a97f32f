import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { WebhookSettings } from '../config.ts';
import { guardedLookup, hostOf, isRefusedAddress } from './address-check.ts';
import type { EndpointRow } from './repo.ts';
import { signatureHeader } from './signing.ts';

export interface SendResult {
  /** The receiver's status; null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer's body, at most 200 characters. */
  excerpt: string;
  error: string | null;
}

/** A 2xx answer: the receiver has the event. */
export function delivered(result: SendResult): boolean {
  return result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
}

const EXCERPT_CHARS = 200;
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * POSTs a delivery. Never follows a redirect (a 3xx is a failure like any other non-2xx); gives up
 * after timeoutMs, counted from the start to the end of the answer; unless allowPrivate, connects
 * only to addresses that are not internal (checked on the resolved addresses themselves).
 */
export function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  allowPrivate: boolean,
): Promise<SendResult> {
  const started = performance.now();
  const done = (statusCode: number | null, excerpt: string, error: string | null): SendResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    excerpt: excerpt.slice(0, EXCERPT_CHARS),
    error,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(done(null, '', 'the URL is not valid'));
  }
  if (!allowPrivate && (url.protocol !== 'https:' || (isIP(hostOf(url)) && isRefusedAddress(hostOf(url))))) {
    return Promise.resolve(done(null, '', 'the URL is not https or names an internal address'));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = transport.request(
      url,
      {
        method: 'POST',
        agent: agents[url.protocol as 'http:' | 'https:'],
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Tenpo-Webhooks/1',
        },
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < EXCERPT_CHARS) text += chunk;
        });
        res.on('end', () => finish(done(res.statusCode ?? null, text, null)));
        res.on('error', (err) => finish(done(res.statusCode ?? null, text, err.message)));
      },
    );
    const timer = setTimeout(() => {
      finish(done(null, '', `no answer within ${timeoutMs} ms`));
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => finish(done(null, '', err.message)));
    req.end(body);
  });
}

/**
 * POSTs an event's body to an endpoint, signed with its secrets in force at `now` (two during the
 * overlap after a rotation); webhook-timestamp is this machine's clock, which the receiver checks.
 */
export function sendSigned(
  endpoint: Pick<EndpointRow, 'url' | 'secret' | 'previous_secret' | 'previous_secret_until'>,
  eventId: string,
  body: string,
  now: string,
  settings: Pick<WebhookSettings, 'timeoutMs' | 'allowPrivateUrls'>,
): Promise<SendResult> {
  const timestamp = Math.floor(Date.now() / 1000);
  const secrets = [
    endpoint.secret,
    ...(endpoint.previous_secret && endpoint.previous_secret_until! > now ? [endpoint.previous_secret] : []),
  ];
  return sendWebhook(
    endpoint.url,
    {
      'webhook-id': eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader(secrets, eventId, timestamp, body),
    },
    body,
    settings.timeoutMs,
    settings.allowPrivateUrls,
  );
}
