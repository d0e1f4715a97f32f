import createClient, { type Client } from 'openapi-fetch';
import { randomUUID } from 'node:crypto';
import type { components, paths } from './schema.ts';

export type { components, paths } from './schema.ts';
export { verifyWebhook, WebhookVerificationError, type WebhookHeaders } from './webhooks.ts';

/** An operation whose Idempotency-Key header is optional: the SDK sends one when the caller does not. */
type KeyOptional<Operation> = Operation extends { parameters: { header: infer Header } }
  ? Omit<Operation, 'parameters'> & {
      parameters: Omit<Operation['parameters'], 'header'> & {
        header?: Omit<Header, 'Idempotency-Key'> & { 'Idempotency-Key'?: string };
      };
    }
  : Operation;

/** The document's paths as the SDK takes them: the same, but Idempotency-Key may be left out. */
export type SdkPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: Method extends 'parameters' ? paths[Path][Method] : KeyOptional<paths[Path][Method]>;
  };
};

type Schemas = components['schemas'];
export type Item = Schemas['Item'];
export type ItemSummary = Schemas['ItemSummary'];
export type Variant = Schemas['Variant'];
export type Option = Schemas['Option'];
export type Order = Schemas['Order'];
export type OrderSummary = Schemas['OrderSummary'];
export type Shipping = Schemas['Shipping'];
export type Tracking = Schemas['Tracking'];
export type Customer = Schemas['Customer'];
export type Category = Schemas['Category'];
export type DeliveryCompany = Schemas['DeliveryCompany'];
export type InflowRoute = Schemas['InflowRoute'];
export type Shop = Schemas['Shop'];
export type Money = Schemas['Money'];
export type ErrorBody = Schemas['Error'];
export type Event = Schemas['Event'];

export interface TenpoOptions {
  /** Where the API is, without `/v1` (e.g. `http://127.0.0.1:3000`). */
  baseUrl: string;
  /** Client credentials: tokens are fetched from `/v1/oauth/token` and renewed before they expire. */
  clientId?: string;
  clientSecret?: string;
  /** Scopes to ask for; the client's own scopes when left out. */
  scopes?: string[];
  /** A token of your own instead of client credentials (e.g. from the authorization-code flow). */
  accessToken?: string;
  /** Renew a token this many seconds before it expires (default 60). */
  renewBeforeSeconds?: number;
  /** Attempts per request on 429, 503 and network errors, the first included (default 4). */
  attempts?: number;
  /** First backoff when the answer names no Retry-After (default 500 ms; doubled each attempt, with jitter). */
  backoffMs?: number;
  /** Longest wait between attempts (default 30 s). */
  maxDelayMs?: number;
  /** For tests and other runtimes. */
  fetch?: (request: Request) => Promise<Response>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** An answer with an error status, with the API's `{error:{code,message,request_id}}` when it sent one. */
export class TenpoError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  constructor(
    status: number,
    readonly body: unknown,
  ) {
    const error = (body as { error?: { code?: unknown; message?: unknown; request_id?: unknown } } | undefined)?.error;
    const code = typeof error?.code === 'string' ? error.code : typeof error === 'string' ? error : `http_${status}`;
    super(typeof error?.message === 'string' ? `${code}: ${error.message}` : `${code} (HTTP ${status})`);
    this.name = 'TenpoError';
    this.status = status;
    this.code = code;
    this.requestId = typeof error?.request_id === 'string' ? error.request_id : undefined;
  }
}

/** What an openapi-fetch call resolves to, as far as the iterators read it. */
interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** A list answer: `{data: [...], pagination: {limit, offset, total}}`. */
interface Page<T> {
  data: T[];
  pagination: { limit: number; offset: number; total: number };
}

/** Where an order sync stands: the last order handled (its updated_at and id), or where to start. */
export interface OrderCursor {
  updated_since: string;
  after_id?: string;
}

export interface Tenpo {
  /** The typed client (openapi-fetch): `api.GET('/v1/items')`, `api.POST('/v1/items', { body, params })`. */
  api: Client<SdkPaths>;
  /** Every entry of a list, page after page: `tenpo.paginate((page) => tenpo.api.GET('/v1/items', { params: { query: page } }))`. */
  paginate<T>(
    fetchPage: (page: { limit: number; offset: number }) => Promise<Answer<Page<T>>>,
    limit?: number,
  ): AsyncGenerator<T>;
  /**
   * Every order changed since the cursor, oldest change first, each change once: save
   * `{ updated_since: order.updated_at, after_id: order.id }` of the last order handled and start there next time.
   */
  orderChanges(cursor: OrderCursor, options?: { limit?: number; status?: string[] }): AsyncGenerator<OrderSummary>;
  /** The current access token (fetched or renewed when needed). */
  accessToken(): Promise<string>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createTenpo(options: TenpoOptions): Tenpo {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const transport = options.fetch ?? ((request: Request) => fetch(request));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const attempts = Math.max(1, options.attempts ?? 4);
  const tokens = tokenSource(options, baseUrl, transport, now);

  const delayBefore = (attempt: number, response: Response | null): number => {
    const retryAfter = response?.headers.get('Retry-After');
    if (retryAfter) {
      const seconds = Number(retryAfter);
      const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now();
      if (Number.isFinite(ms)) return Math.min(Math.max(ms, 0), options.maxDelayMs ?? 30_000);
    }
    const backoff = (options.backoffMs ?? 500) * 2 ** (attempt - 1);
    return Math.min(backoff / 2 + Math.random() * (backoff / 2), options.maxDelayMs ?? 30_000);
  };

  /**
   * Every call goes through here: the token, an Idempotency-Key on each write (kept for its
   * retries, so a retried write happens once), and retries on 429, 503 and network failures.
   */
  const send = async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if (!READS.has(request.method) && !headers.has('Idempotency-Key')) headers.set('Idempotency-Key', randomUUID());
    const body = READS.has(request.method) ? undefined : await request.arrayBuffer();
    const ownToken = tokens !== null && !headers.has('Authorization');
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      if (ownToken) headers.set('Authorization', `Bearer ${await tokens.get()}`);
      let response: Response | null = null;
      try {
        response = await transport(
          new Request(request.url, { method: request.method, headers, body, signal: request.signal }),
        );
      } catch (err) {
        if (attempt >= attempts || request.signal.aborted) throw err;
      }
      if (response?.status === 401 && ownToken && tokens.renewable && !renewed) {
        // Revoked or rotated keys: one new token, then the answer stands.
        renewed = true;
        tokens.forget();
        attempt--;
        continue;
      }
      if (response && !((response.status === 429 || response.status === 503) && attempt < attempts)) return response;
      await sleep(delayBefore(attempt, response));
    }
  };

  const api = createClient<SdkPaths>({ baseUrl, fetch: send });

  async function* paginate<T>(
    fetchPage: (page: { limit: number; offset: number }) => Promise<Answer<Page<T>>>,
    limit = 100,
  ): AsyncGenerator<T> {
    for (let offset = 0; ;) {
      const { data, error, response } = await fetchPage({ limit, offset });
      if (!data) throw new TenpoError(response.status, error);
      yield* data.data;
      offset += data.data.length;
      if (data.data.length === 0 || offset >= data.pagination.total) return;
    }
  }

  async function* orderChanges(
    cursor: OrderCursor,
    { limit = 100, status }: { limit?: number; status?: string[] } = {},
  ): AsyncGenerator<OrderSummary> {
    let position = cursor;
    for (;;) {
      const { data, error, response } = await api.GET('/v1/orders', {
        params: { query: { ...position, limit, ...(status ? { status } : {}) } },
      });
      if (!data) throw new TenpoError(response.status, error);
      yield* data.data;
      const last = data.data.at(-1);
      if (!last || data.data.length < limit) return;
      position = { updated_since: last.updated_at, after_id: last.id };
    }
  }

  return {
    api,
    paginate,
    orderChanges,
    accessToken: async () => {
      if (!tokens) throw new Error('No credentials: give clientId and clientSecret, or accessToken');
      return tokens.get();
    },
  };
}

interface TokenSource {
  get(): Promise<string>;
  forget(): void;
  /** Whether forget() leads to another token (client credentials), not the same one given. */
  renewable: boolean;
}

/** Client-credentials tokens, fetched once for concurrent callers and renewed before they expire. */
function tokenSource(
  options: TenpoOptions,
  baseUrl: string,
  transport: (request: Request) => Promise<Response>,
  now: () => number,
): TokenSource | null {
  if (options.accessToken) {
    const token = options.accessToken;
    return { get: async () => token, forget: () => {}, renewable: false };
  }
  const { clientId, clientSecret } = options;
  if (!clientId || !clientSecret) return null;
  const renewBefore = (options.renewBeforeSeconds ?? 60) * 1000;
  let current: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scopes?.length) form.set('scope', options.scopes.join(' '));
    const response = await transport(
      new Request(`${baseUrl}/v1/oauth/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
      }),
    );
    const body = (await response.json().catch(() => undefined)) as
      { access_token?: string; expires_in?: number; error?: string; error_description?: string } | undefined;
    if (!response.ok || !body?.access_token) throw new TenpoError(response.status, body);
    const lifetime = (body.expires_in ?? 3600) * 1000;
    current = { token: body.access_token, renewAt: now() + Math.max(lifetime - renewBefore, lifetime / 2) };
    return body.access_token;
  };

  return {
    get: () => {
      if (current && now() < current.renewAt) return Promise.resolve(current.token);
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    forget: () => {
      current = null;
    },
    renewable: true,
  };
}
