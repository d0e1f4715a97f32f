import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  host: string;
  port: number;
  /** `{base_url}` of the interface document (BASE_URL, else HOST and PORT); the OAuth issuer is `${baseUrl}/v1`, the same for every process of a deployment. */
  baseUrl: string;
  issuer: string;
  dataDir: string;
  /** postgres://… switches storage to PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl: string | null;
  postgres: PostgresSettings;
  logLevel: LogLevel;
  /** Requests per minute per client (API) or per address (token endpoint, sign-in); 0 turns limits off. */
  rateLimitPerMinute: number;
  /** redis://… makes every process of the deployment count rate limits in one Redis; otherwise each counts in memory. */
  redisUrl: string | null;
  /** Prefix of every key Tenpo writes in Redis (REDIS_KEY_PREFIX), so deployments can share one. */
  redisKeyPrefix: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For gives the client address (per-address limits, logs). */
  trustProxy: boolean | number | string[];
  /** NODE_ENV=production: development-only features (the dev sign-in) are refused. */
  production: boolean;
  /** Lets shoppers sign in with a bare LINE user id; for development only, refused in production. */
  storefrontDevLogin: boolean;
  /** LINE_JWKS_URL: LINE's public keys for ES256 ID tokens (tests point it at a local key server). */
  lineJwksUrl: string;
  /** Seconds an access token lives. */
  accessTokenTtl: number;
  /** Bytes of rendered item-list pages kept in memory (PAGE_CACHE_MB); 0 turns the cache off. */
  pageCacheBytes: number;
  /** scrypt cost N of new staff passwords: 2^14, not read from the environment; tests lower it where the hash is not what they test (a stored hash names its own N). */
  secretHashCost: number;
  /** Milliseconds a client has to send a request's headers, its whole request, and between requests on a kept-alive connection. */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  webhooks: WebhookSettings;
  /** JOBS_WORKER: whether this server process runs import and export jobs (src/jobs/worker.ts; default true). */
  jobsWorker: boolean;
  /** SECRETS_KEY: seals the secrets shops configure (src/lib/sealed-secrets.ts); null = a key file in dataDir. */
  secretsKey: string | null;
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <it>`; null = no /metrics route. */
  metricsToken: string | null;
  /** STRIPE_API_BASE: where the Stripe SDK sends its requests (a local stand-in in tests); null = Stripe's own API. */
  stripeApi: StripeApiBase | null;
  /** WORKERS: server processes sharing the port (src/cluster/primary.ts); 1 serves in this process alone. */
  workers: number;
  /** TRANSACTION_CHECKS: assert at run time that transaction code uses only its own handle (src/db/scope.ts; default false). */
  transactionChecks: boolean;
}

/** The Stripe SDK's host, port and protocol settings. */
export interface StripeApiBase {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

function stripeApiOf(env: NodeJS.ProcessEnv): StripeApiBase | null {
  const raw = env.STRIPE_API_BASE;
  if (!raw) return null;
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    /* refused below */
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || (u.pathname !== '/' && u.pathname !== '')) {
    throw new ConfigError(
      `STRIPE_API_BASE must be an http(s) URL without a path (http://127.0.0.1:12111), got "${raw}"`,
    );
  }
  const protocol = u.protocol === 'https:' ? 'https' : 'http';
  return { protocol, host: u.hostname, port: u.port ? Number(u.port) : protocol === 'https' ? 443 : 80 };
}

/** The PostgreSQL connections of a process (unused on SQLite). */
export interface PostgresSettings {
  /** PG_POOL_MAX: connections the process opens at most (each worker of WORKERS its own pool). */
  poolMax: number;
  /** PG_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer (answered 503); 0 = no limit. */
  statementTimeoutMs: number;
}

export const POSTGRES_DEFAULTS: PostgresSettings = { poolMax: 10, statementTimeoutMs: 5000 };

/** Webhook delivery (src/webhooks). */
export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE_URLS: http URLs and internal addresses allowed (development and tests only). */
  allowPrivateUrls: boolean;
  /** WEBHOOKS_WORKER: whether this server process delivers (default true; `tenpo worker` always does). */
  worker: boolean;
  /** WEBHOOKS_POLL_MS: how often the worker looks for due deliveries when nothing woke it. */
  pollMs: number;
  /** WEBHOOKS_TIMEOUT_MS: how long a receiver has to answer (10 s). */
  timeoutMs: number;
  /** WEBHOOKS_LEASE_MS: how long a worker holds a delivery it sends before another may take it; more than the timeout. */
  leaseMs: number;
}

export class ConfigError extends Error {}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').toLowerCase();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or CIDR block ("10.0.0.0/8", "fd00::/8"), or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/** TRUST_PROXY: false (default), true (trust every hop), a hop count, or a comma-separated list of addresses, CIDRs or named ranges. */
function trustProxyOf(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw) && Number(raw) <= 100) return Number(raw);
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length && entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses or CIDRs, got "${env.TRUST_PROXY}"`,
  );
}

/**
 * The address the server is reached at when BASE_URL is not set: HOST and PORT as listened on
 * (http://127.0.0.1:3000 by default, the README's address), a wildcard host as the loopback address.
 */
function defaultBaseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

/**
 * HOST: an IP address or a host name, what the server listens on. A name is checked as a URL's
 * host, so "999.1.1.1" (no IPv4 address) is refused as HOST, not later as the BASE_URL made of it.
 */
function hostOf(env: NodeJS.ProcessEnv): string {
  const host = env.HOST || '127.0.0.1';
  if (isIP(host)) return host;
  const named = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(host);
  // The URL parser reads numbers as IPv4 ("1.2.3" is 1.2.0.3) and refuses impossible ones ("999.1.1.1").
  if (!named || host.length > 253 || URL.parse(`http://${host}`)?.hostname !== host.toLowerCase()) {
    throw new ConfigError(`HOST must be an IP address or a host name (0.0.0.0, 127.0.0.1, ::), got "${host}"`);
  }
  return host;
}

/** Reads and validates the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = hostOf(env);
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const baseUrl = (env.BASE_URL || defaultBaseUrl(host, port)).replace(/\/+$/, '');
  let parsed: URL | null = null;
  try {
    parsed = new URL(baseUrl);
  } catch {
    /* refused below */
  }
  if (!env.BASE_URL && !parsed) {
    throw new ConfigError(`HOST "${host}" makes no valid default BASE_URL (${baseUrl}): set BASE_URL`);
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new ConfigError(`BASE_URL must be an absolute http(s) URL, got "${env.BASE_URL}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const production = env.NODE_ENV === 'production';
  const storefrontDevLogin = flag(env, 'STOREFRONT_DEV_LOGIN');
  if (storefrontDevLogin && production) {
    throw new ConfigError(
      'STOREFRONT_DEV_LOGIN=true lets anyone sign in as any shopper and is refused when NODE_ENV=production',
    );
  }
  const lineJwksUrl = env.LINE_JWKS_URL || 'https://api.line.me/oauth2/v2.1/certs';
  if (!/^https?:\/\/[^/]/.test(lineJwksUrl) || !URL.canParse(lineJwksUrl)) {
    throw new ConfigError(`LINE_JWKS_URL must be an absolute http(s) URL, got "${env.LINE_JWKS_URL}"`);
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const timeouts = {
    headersMs: integer(env, 'HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 3_600_000),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs}), got "${timeouts.headersMs}"`,
    );
  }
  const webhooks: WebhookSettings = {
    allowPrivateUrls: flag(env, 'WEBHOOKS_ALLOW_PRIVATE_URLS'),
    worker: env.WEBHOOKS_WORKER === undefined || env.WEBHOOKS_WORKER === '' ? true : flag(env, 'WEBHOOKS_WORKER'),
    pollMs: integer(env, 'WEBHOOKS_POLL_MS', 250, 10, 60_000),
    timeoutMs: integer(env, 'WEBHOOKS_TIMEOUT_MS', 10_000, 100, 60_000),
    leaseMs: integer(env, 'WEBHOOKS_LEASE_MS', 60_000, 1000, 3_600_000),
  };
  if (webhooks.leaseMs <= webhooks.timeoutMs) {
    throw new ConfigError(
      `WEBHOOKS_LEASE_MS must exceed WEBHOOKS_TIMEOUT_MS (${webhooks.timeoutMs}), got "${webhooks.leaseMs}"`,
    );
  }
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    throw new ConfigError(
      'METRICS_TOKEN must be 16-256 printable characters without spaces (e.g. openssl rand -hex 32)',
    );
  }
  return {
    host,
    port,
    baseUrl,
    issuer: `${baseUrl}/v1`,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    postgres: {
      poolMax: integer(env, 'PG_POOL_MAX', POSTGRES_DEFAULTS.poolMax, 1, 1000),
      statementTimeoutMs: integer(env, 'PG_STATEMENT_TIMEOUT_MS', POSTGRES_DEFAULTS.statementTimeoutMs, 0, 3_600_000),
    },
    logLevel,
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1200, 0, 10_000_000),
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'tenpo:',
    trustProxy: trustProxyOf(env),
    production,
    storefrontDevLogin,
    lineJwksUrl,
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 3600, 60, 86_400),
    pageCacheBytes: integer(env, 'PAGE_CACHE_MB', 64, 0, 65_536) * 1024 * 1024,
    secretHashCost: 16384,
    timeouts,
    webhooks,
    jobsWorker: env.JOBS_WORKER === undefined || env.JOBS_WORKER === '' ? true : flag(env, 'JOBS_WORKER'),
    secretsKey: env.SECRETS_KEY || null,
    stripeApi: stripeApiOf(env),
    metricsToken,
    workers: integer(env, 'WORKERS', os.availableParallelism(), 1, 1024),
    transactionChecks: flag(env, 'TRANSACTION_CHECKS'),
  };
}
