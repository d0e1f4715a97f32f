import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { PrimaryCountedStore, RATE_LIMIT_KEYS } from '../cluster/rate-limits.ts';
import { workerSlot } from '../cluster/slot.ts';
import type { Config } from '../config.ts';
import { ApiError } from '../lib/errors.ts';

/** Counts one request and sets RateLimit-Limit, -Remaining and -Reset; past the limit throws 429 rate_limited (with Retry-After). */
export type RateLimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const WINDOW_MS = 60_000;
/** A Redis answer slower than this is a failure: the request is served uncounted rather than held. */
const STORE_TIMEOUT_MS = 250;
const WARN_EVERY_MS = 10_000;

/**
 * Rate limits with @fastify/rate-limit: fixed one-minute windows, counted in one Redis for the
 * whole deployment when REDIS_URL is set, else in this server's memory: this process's, or, in
 * a worker of several (WORKERS), the primary's for all of them (src/cluster/rate-limits.ts). The /v1 hook keys on
 * the client once authentication has run (src/http/auth.ts calls it there) and on the address
 * otherwise. If Redis fails, requests are served uncounted (fail open) with a warning logged:
 * an outage of the limiter's store should not become an outage of the API.
 * Answers null when limits are off (RATE_LIMIT_PER_MINUTE=0): nothing then runs per request.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<RateLimitHook | null> {
  if (config.rateLimitPerMinute === 0) return null;
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : null;
  const countedByPrimary = !redis && workerSlot() !== null;
  const store = redis
    ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:` }
    : countedByPrimary
      ? { store: PrimaryCountedStore }
      : {};
  await app.register(rateLimit, {
    // Nothing is attached by itself: auth.ts places the hook after authentication (or first on public /v1 routes).
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    enableDraftSpec: true,
    cache: RATE_LIMIT_KEYS,
    // IPv6 addresses count per /64, as one host usually holds the whole block.
    keyGenerator: (req) => (req.auth ? `client:${req.auth.clientId}` : `address:${normalizeIP(req.ip)}`),
    errorResponseBuilder: (_req, context) =>
      new ApiError('rate_limited', `Too many requests; retry after ${Math.max(1, Math.ceil(context.ttl / 1000))} s`),
    ...store,
  });
  const counted: RateLimitHook = app.rateLimit();
  const limit = redis || countedByPrimary ? failOpen(counted, app.log) : counted;
  // Unknown /v1 paths (404, 405) are answers too: counted per address like other public ones.
  app.addHook('onRequest', (req, reply, done) => {
    if (!req.is404 || !req.url.startsWith('/v1/')) return done();
    limit(req, reply).then(() => done(), done);
  });
  return limit;
}

/**
 * A further limit on one step of a handler, such as sign-in guesses per e-mail: counts the key
 * and throws 429 rate_limited past max per minute. Sets no headers; off when limits are off.
 */
export function stepLimit(
  app: FastifyInstance,
  config: Config,
  max: number,
  keyOf: (req: FastifyRequest) => string,
): (req: FastifyRequest) => Promise<void> {
  const within = stepWithin(app, config, max, keyOf);
  return async (req) => {
    const retryAfter = await within(req);
    if (retryAfter !== null) {
      throw new ApiError('rate_limited', `Too many attempts; retry after ${retryAfter} s`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  };
}

/**
 * Counts the key like stepLimit but refuses nothing: answers null while within max per minute,
 * else the seconds until the window ends, for a step that goes on either way (an inflow link
 * still redirects, uncounted). Within, when limits are off or the store fails.
 */
export function stepWithin(
  app: FastifyInstance,
  config: Config,
  max: number,
  keyOf: (req: FastifyRequest) => string,
): (req: FastifyRequest) => Promise<number | null> {
  if (config.rateLimitPerMinute === 0) return async () => null;
  const count = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: keyOf });
  const counted = failOpen(async (req) => {
    const r = await count(req);
    return !r.isAllowed && r.isExceeded ? r.ttlInSeconds : null;
  }, app.log);
  return async (req) => (await counted(req)) ?? null;
}

/**
 * Serves the request when the store fails (anything but the 429 itself), warning at most every
 * 10 s; answers the hook's answer, or undefined when the store failed.
 */
function failOpen<A extends unknown[], R>(
  hook: (req: FastifyRequest, ...rest: A) => Promise<R>,
  log: FastifyBaseLogger,
) {
  let warnedAt = 0;
  return async (req: FastifyRequest, ...rest: A): Promise<R | undefined> => {
    try {
      return await hook(req, ...rest);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      if (Date.now() - warnedAt >= WARN_EVERY_MS) {
        warnedAt = Date.now();
        log.warn({ err, request_id: req.id }, 'rate-limit store failed: request served without counting (fail open)');
      }
    }
  };
}

/** One client per process; commands fail at once while disconnected (no queue), and ioredis keeps reconnecting. */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded here, not at start: a deployment without REDIS_URL never needs its modules.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: STORE_TIMEOUT_MS,
    connectTimeout: 2000,
  });
  let reachable = true;
  redis.on('error', (err: Error) => {
    if (!reachable) return;
    reachable = false;
    app.log.warn({ err }, 'Redis is unreachable: rate limits are not enforced until it answers (fail open)');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    app.log.info('Redis answers again: rate limits are enforced');
  });
  app.addHook('onClose', async () => redis.disconnect());
  // A start without Redis goes on (logged above); requests are served uncounted until it answers.
  await redis.connect().catch(() => {});
  return redis;
}
