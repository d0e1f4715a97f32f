import { createHash } from 'node:crypto';
import { metrics } from '../../lib/metrics.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { DatabaseHandle, UnitOfWork } from '../../db/database.ts';
import { ApiError } from '../../lib/errors.ts';
import { apiErrorAnswer } from '../error-handler.ts';
import { hooksStartingWith } from '../route-hooks.ts';
import { runsIn } from '../unit-of-work.ts';
import {
  advisoryLocks,
  claimedRows,
  inUse,
  purgeExpiredIdempotencyKeys,
  runningId,
  lookUpKey,
  type Answer,
  type HeldKey,
  type IdempotencyClaim,
  type KeyHolding,
} from './keys.ts';

/** Stored answers are kept 24 hours (keys.ts); expired ones are deleted this often. */
const PURGE_INTERVAL_MS = 10 * 60_000;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['content-type', 'location'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request runs under, once it was found neither stored nor in use. */
    idempotencyClaim: IdempotencyClaim | null;
    /**
     * Whose keys these are, set by whatever authenticated the request when it is not an API client
     * (the storefront sets `shopper:<customer id>`); null means the API client (`req.auth.clientId`).
     */
    idempotencyOwner: string | null;
  }
  interface FastifyContextConfig {
    /**
     * `required`: like `write: true` (the key is required, and the plugin runs the request under
     * it); `optional`: the route takes a key if sent, checked and documented here, and answers for
     * it through a record of its own (storefront checkout, whose order carries the key, and whose
     * shopper apps predate keys).
     */
    idempotency?: IdempotencyMode;
  }
}

type IdempotencyMode = 'required' | 'optional';

/** The route's idempotency mode: `write: true` is the API's shorthand for required. */
export function idempotencyModeOf(
  config: { write?: boolean; idempotency?: IdempotencyMode } | undefined,
): IdempotencyMode | null {
  return config?.idempotency ?? (config?.write ? 'required' : null);
}

/**
 * Keys are per owner: the API client, or the owner the authentication set. Both live in the
 * client_id column; a shopper owner is prefixed `shopper:`, which no client id starts with.
 */
function ownerOf(req: FastifyRequest): string {
  return req.idempotencyOwner ?? req.auth.clientId;
}

/**
 * JSON with sorted keys: two bodies that parse to the same value hash the same. Buffers hash by
 * content. The JSON parser bounds nesting, so the recursion is bounded too.
 */
function canonical(value: unknown): string {
  if (Buffer.isBuffer(value)) return JSON.stringify(`sha256:${createHash('sha256').update(value).digest('hex')}`);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(req: FastifyRequest): string {
  const path = req.url.split('?')[0];
  return createHash('sha256')
    .update(`${req.method} ${path}\n${canonical(req.body)}`)
    .digest('hex');
}

/** The key a request with an Idempotency-Key header sends: whose, which, and for what request. */
export function claimOfRequest(req: FastifyRequest): IdempotencyClaim {
  return { owner: ownerOf(req), key: req.headers['idempotency-key'] as string, hash: requestHash(req) };
}

/**
 * Idempotency for every route declaring `config.write` or `config.idempotency` (DECISIONS.md
 * section 3). The handler of a request with a new key runs as one atomic request
 * (DatabaseHandle.atomic): its writes, the key and the answer it stored commit together, or none
 * of them does. So after a crash at any instant, a retry finds either the stored answer (replayed
 * byte for byte) or no trace (and runs for the first time). While a request runs its key, another
 * with the same key gets 409 idempotency_key_in_use: seen in this process's set of running keys,
 * or, on PostgreSQL, as a transaction-scoped advisory lock held by another process (released
 * by the database when that process dies). On SQLite a request of another process waits for the
 * first one's commit (SQLite has one writer) and then replays its answer.
 */
export function registerIdempotency(app: FastifyInstance, database: DatabaseHandle): void {
  const db = database.db;
  /** Keys this process is running: a second request with one of them is refused without asking the database. */
  const running = new Set<string>();
  const holding: KeyHolding = database.dialect === 'postgres' ? advisoryLocks() : claimedRows(database);
  const purge = setInterval(
    () => void database.transaction((tx) => purgeExpiredIdempotencyKeys(tx)).catch(() => {}),
    PURGE_INTERVAL_MS,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyOwner', null);

  const hasKey = (req: FastifyRequest) => req.headers['idempotency-key'] !== undefined;

  async function requireKey(req: FastifyRequest): Promise<void> {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      throw new ApiError(
        'idempotency_key_required',
        'This write needs an Idempotency-Key header (a UUID v4 is recommended)',
      );
    }
    if (!KEY_PATTERN.test(key)) {
      throw new ApiError('invalid_request', 'Idempotency-Key must be 1-255 printable ASCII characters', {
        details: [{ field: 'Idempotency-Key', message: 'must be 1-255 printable ASCII characters' }],
      });
    }
  }

  /** Optional mode: a request without the header runs as usual; one with it is checked as when required. */
  async function checkKeyIfSent(req: FastifyRequest): Promise<void> {
    if (hasKey(req)) await requireKey(req);
  }

  /** The request's claim, refused while a request of this process runs its key. */
  function claimOf(req: FastifyRequest): IdempotencyClaim {
    const claim = claimOfRequest(req);
    if (running.has(runningId(claim))) throw inUse();
    return claim;
  }

  /**
   * An atomic route without preHandlers of its own, on PostgreSQL (KeyHolding.lookUpFirst): the
   * request runs under its claim without a look-up first, since the atomic request looks the key
   * up once it holds it (advisoryLocks' enter) and answers as the look-up would (replayed, 409, 422
   * reused); nothing of the route runs in between to tell the two apart. A round trip fewer for
   * every write with a new key; a replay costs a transaction instead.
   */
  async function claimUnread(req: FastifyRequest): Promise<void> {
    req.idempotencyClaim = claimOf(req);
  }

  /**
   * Replays a stored answer, refuses a key in use or reused with another body, or lets the request
   * run under its claim. Routes with preHandlers of their own need it: a retry is replayed before
   * them, not refused by a check its first run passed (a webhook URL whose address has changed since).
   */
  async function lookUp(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const claim = claimOf(req);
    const stored = await lookUpKey(db, claim);
    if (stored?.answer) return replay(reply, stored.answer);
    if (stored?.heldByLiveRequest) throw inUse();
    req.idempotencyClaim = claim;
  }

  /**
   * One atomic request holding the claim's key: the answer stored under it since the look-up (to
   * replay), or the answer `answer` gives, stored with the writes made for it.
   */
  function answerHolding(
    held: HeldKey,
    answer: (unit: UnitOfWork) => Promise<Answer>,
  ): Promise<{ stored: Answer; answer?: undefined } | { stored?: undefined; answer: Answer }> {
    return database.atomic(async (tx, unit) => {
      const stored = await holding.enter(tx, held);
      if (stored) return { stored };
      const given = await answer(unit);
      await holding.store(tx, held, given);
      return { answer: given };
    });
  }

  /**
   * The handler, run atomically with the storing of its answer when the request has a claim. A
   * 4xx it throws is an answer too, stored and replayed (DECISIONS.md section 3) without its writes:
   * the whole atomic request rolls back, and the refusal is stored by a second one that holds the
   * key again and stores it only if nothing was stored meanwhile. This costs the rare refusal a
   * second transaction instead of a savepoint before every handler (a round trip on PostgreSQL).
   * Between the two, this process still holds the key (its set; on SQLite the running row it
   * claimed, which names it); on PostgreSQL another process may take the key in that instant and
   * then this request answers as any other would: 409 while it runs, its answer replayed once
   * stored. Either way the key gets one execution whose answer every request of it receives.
   */
  function atomically(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function (this: FastifyInstance, req, reply) {
      const claim = req.idempotencyClaim;
      if (!claim) return handler.call(this, req, reply);
      // Marked running in this process once the key is this request's to run, not while it may
      // only be replayed: a replay must not refuse another (claimOf).
      const id = runningId(claim);
      let runs = false;
      try {
        const claimed = await holding.claim(claim);
        if ('answer' in claimed) return replay(reply, claimed.answer);
        const { held } = claimed;
        let refusal: { error: ApiError; answer: Answer } | null = null;
        const outcome = await answerHolding(held, async (unit) => {
          running.add(id);
          runs = true;
          refusal = null; // a retry runs the handler again from the start
          return runsIn(req, unit, () => runHandler(this, handler, req, reply)).catch((err: unknown) => {
            if (err instanceof ApiError && err.status < 500) refusal = { error: err, answer: refusalAnswer(err, req) };
            throw err;
          });
        })
          .catch((err: unknown) => {
            const refused = refusal;
            if (!refused || refused.error !== err) throw err;
            return answerHolding(held, async () => refused.answer);
          })
          .catch(async (err: unknown) => {
            await holding.release(held).catch(() => {}); // if this fails too, the lease runs out
            throw err;
          });
        return outcome.stored ? replay(reply, outcome.stored) : send(reply, outcome.answer);
      } finally {
        if (runs) running.delete(id);
      }
    };
  }

  app.addHook('onRoute', (route) => {
    const mode = idempotencyModeOf(route.config);
    if (!mode) return;
    route.preValidation = hooksStartingWith(mode === 'required' ? requireKey : checkKeyIfSent, route.preValidation);
    if (mode === 'optional') return; // the route answers for its key itself
    const ownPreHandlers = [route.preHandler ?? []].flat().length > 0;
    route.preHandler = hooksStartingWith(
      ownPreHandlers || holding.lookUpFirst ? lookUp : claimUnread,
      route.preHandler,
    );
    route.handler = atomically(route.handler);
  });
}

/**
 * Runs the handler inside the atomic request and returns the answer it gives, serialized as the
 * route would send it, without sending it yet. What it throws propagates as thrown (a 4xx is
 * stored by the caller, without the handler's writes).
 */
async function runHandler(
  app: FastifyInstance,
  handler: RouteHandlerMethod,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Answer> {
  reply.code(200); // a retry runs the handler again from the start
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on this same reply below, so called with it as `this`
  const send = reply.send;
  // Fastify's reply is a thenable settled once the response is out, so a handler that returns it
  // (`return reply.send(x)`) settles only then: the answer is taken when the handler sends it.
  let payload: unknown;
  const sent = new Promise<void>((resolve) => {
    reply.send = function (value?: unknown) {
      payload = value;
      resolve();
      return reply;
    };
  });
  try {
    const handled = Promise.resolve(handler.call(app, req, reply));
    handled.catch(() => {}); // observed through the race below
    await Promise.race([sent, handled.then((value) => void (payload = value))]);
    if (payload === undefined && reply.statusCode !== 204)
      throw new Error('An idempotent handler must answer with a body');
    // The routes' serializer is Fastify's JSON one, which gives a string (Buffer and ArrayBuffer come only from custom ones).
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
    const body = payload === undefined ? '' : typeof payload === 'string' ? payload : String(reply.serialize(payload));
    if (payload !== undefined && !reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
    return { status: reply.statusCode, headers: replayedHeaders(reply), body };
  } finally {
    reply.send = send;
  }
}

/** A 4xx the handler threw, as stored and replayed: the error handler's body, with the error's own headers. */
function refusalAnswer(err: ApiError, req: FastifyRequest): Answer {
  const answer = apiErrorAnswer(err, req.id);
  for (const [k, v] of Object.entries(err.options.headers ?? {})) answer.headers[k] = v;
  return answer;
}

/** What a reply answers, as onSend sees its payload (serialized: a string, a Buffer, or null), for storing. */
export function answerOf(reply: FastifyReply, payload: unknown): Answer {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a Buffer's String() is its text
  const body = typeof payload === 'string' ? payload : String(payload ?? '');
  return { status: reply.statusCode, headers: replayedHeaders(reply), body };
}

function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const h of REPLAYED_HEADERS) {
    const v = reply.getHeader(h);
    if (v !== undefined) headers[h] = String(v);
  }
  return headers;
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  for (const [k, v] of Object.entries(answer.headers)) reply.header(k, v);
  return reply.status(answer.status).send(answer.body);
}

/** Sends a stored answer again, marked Idempotent-Replay. */
export function replay(reply: FastifyReply, answer: Answer): FastifyReply {
  metrics.idempotency('replayed');
  reply.header('Idempotent-Replay', 'true');
  return send(reply, answer);
}
