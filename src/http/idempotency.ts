import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql, type ExpressionBuilder } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { isUniqueViolation, type DatabaseHandle, type Db, type Tx } from '../db/database.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import { insertRow } from '../db/compiled.ts';
import type { Database } from '../db/schema.ts';
import { ApiError } from './errors.ts';
import { apiErrorAnswer } from './error-handler.ts';

const RETENTION_SECONDS = 24 * 3600;
/** A SQLite claim whose holder still looks alive may be taken over after this (its process may be another's with a reused pid). */
const LEASE_SECONDS = 30;
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
    /** A route committed in steps: what the request holding this key before it stored with its first step, when it died before answering. */
    idempotencyRecovery: Record<string, unknown> | null;
    /** A route committed in steps: stores, inside its first step's transaction, the key as held by this request with what a retry needs to resume. */
    holdIdempotencyKey(tx: Db, recovery: Record<string, unknown>): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * `required`: like `write: true` (the key is required); `optional`: a request with a key is
     * replayed on retry, one without runs as usual (e.g. storefront checkout, where shopper apps
     * predate keys).
     */
    idempotency?: IdempotencyMode;
    /**
     * The handler commits in several steps (checkout: place the order, charge outside any
     * transaction, confirm) instead of running as one atomic request: its first step calls
     * req.holdIdempotencyKey(tx, recovery), and a retry after the request died finds
     * req.idempotencyRecovery and resumes. The answer is stored when it is sent.
     */
    idempotentSteps?: boolean;
  }
}

export type IdempotencyMode = 'required' | 'optional';

export interface IdempotencyClaim {
  owner: string;
  key: string;
  hash: string;
}

/** A stored answer, replayed byte for byte. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The route's idempotency mode: `write: true` is the API's shorthand for required. */
export function idempotencyModeOf(config: { write?: boolean; idempotency?: IdempotencyMode } | undefined): IdempotencyMode | null {
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
    const entries = Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function requestHash(req: FastifyRequest): string {
  const path = req.url.split('?')[0];
  return createHash('sha256').update(`${req.method} ${path}\n${canonical(req.body)}`).digest('hex');
}

const inUse = () => new ApiError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly', {
  headers: { 'Retry-After': '1' },
});

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
  const holding = database.dialect === 'postgres' ? advisoryLocks() : claimedRows(database);
  const steps = stepClaims(database);
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyOwner', null);
  app.decorateRequest('idempotencyRecovery', null);
  app.decorateRequest('holdIdempotencyKey', async function (this: FastifyRequest, tx: Db, recovery: Record<string, unknown>) {
    const claim = this.idempotencyClaim;
    if (claim) await steps.hold(tx, claim, recovery);
  });

  const hasKey = (req: FastifyRequest) => req.headers['idempotency-key'] !== undefined;

  async function requireKey(req: FastifyRequest): Promise<void> {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') {
      throw new ApiError('idempotency_key_required', 'This write needs an Idempotency-Key header (a UUID v4 is recommended)');
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

  /** Replays a stored answer, refuses a key in use or reused with another body, or lets the request run under its claim. */
  async function lookUp(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    if (!hasKey(req)) return; // optional mode without a key (required mode refused it before validation)
    const claim: IdempotencyClaim = { owner: ownerOf(req), key: req.headers['idempotency-key'] as string, hash: requestHash(req) };
    if (running.has(runningId(claim))) throw inUse();
    const stored = await storedKey(db, claim);
    if (stored?.answer) return replay(reply, stored.answer);
    if (stored?.heldByLiveRequest) throw inUse();
    req.idempotencyClaim = claim;
    req.idempotencyRecovery = stored?.recovery ?? null;
  }

  /** Marks a key running in this process, or refuses it while another request here runs it. */
  function startRunning(claim: IdempotencyClaim): string {
    const id = runningId(claim);
    if (running.has(id)) throw inUse();
    running.add(id);
    return id;
  }

  /** A route committed in steps: runs while this process marks its key running, then stores what it answered. */
  function inSteps(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function (this: FastifyInstance, req, reply) {
      const claim = req.idempotencyClaim;
      if (!claim) return handler.call(this, req, reply);
      const id = startRunning(claim);
      reply.raw.once('close', () => running.delete(id));
      // Resuming a request that died: the key is this request's now.
      const recovery = req.idempotencyRecovery;
      if (recovery) await database.transaction((tx) => steps.hold(tx, claim, recovery));
      return handler.call(this, req, reply);
    };
  }

  async function recordSteps(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = req.idempotencyClaim;
    if (!claim || reply.getHeader('idempotent-replay')) return payload;
    req.idempotencyClaim = null;
    running.delete(runningId(claim));
    if (reply.statusCode >= 500) await steps.release(claim);
    else await steps.store(claim, { status: reply.statusCode, headers: replayedHeaders(reply), body: typeof payload === 'string' ? payload : String(payload ?? '') });
    return payload;
  }

  /** The handler, run atomically with the storing of its answer when the request has a claim. */
  function atomically(handler: RouteHandlerMethod): RouteHandlerMethod {
    return async function (this: FastifyInstance, req, reply) {
      const claim = req.idempotencyClaim;
      if (!claim) return handler.call(this, req, reply);
      const id = startRunning(claim);
      try {
        const stored = await holding.claim(claim);
        if (stored) return replay(reply, stored);
        const outcome = await database.atomic(async (tx) => {
          const storedMeanwhile = await holding.enter(tx, claim);
          if (storedMeanwhile) return { stored: storedMeanwhile, answer: undefined };
          const answer = await runHandler(this, handler, req, reply, tx);
          await holding.store(tx, claim, answer);
          return { stored: undefined, answer };
        }).catch(async (err: unknown) => {
          await holding.release(claim).catch(() => {}); // if this fails too, the lease runs out
          throw err;
        });
        return outcome.stored ? replay(reply, outcome.stored) : send(reply, outcome.answer!);
      } finally {
        running.delete(id);
      }
    };
  }

  app.addHook('onRoute', (route) => {
    const mode = idempotencyModeOf(route.config);
    if (!mode) return;
    route.preValidation = [mode === 'required' ? requireKey : checkKeyIfSent, ...([] as any[]).concat(route.preValidation ?? [])];
    route.preHandler = [lookUp, ...([] as any[]).concat(route.preHandler ?? [])];
    if (route.config?.idempotentSteps) {
      route.handler = inSteps(route.handler);
      route.onSend = [recordSteps, ...([] as any[]).concat(route.onSend ?? [])];
    } else {
      route.handler = atomically(route.handler);
    }
  });
}

/**
 * Runs the handler inside the atomic request and returns the answer it gives, serialized as the
 * route would send it, without sending it yet. A 4xx the handler throws is an answer too (stored
 * and replayed): its writes are undone by rolling back to a savepoint taken before it ran. Any
 * other error propagates and the whole request rolls back, key included, so a retry runs again.
 */
async function runHandler(app: FastifyInstance, handler: RouteHandlerMethod, req: FastifyRequest, reply: FastifyReply, tx: Tx): Promise<Answer> {
  // Before reply.send is taken over: if this fails, the error handler must be able to answer.
  await sql`SAVEPOINT handler`.execute(tx);
  reply.code(200); // a PostgreSQL retry runs the handler again from the start
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
    if (payload === undefined && reply.statusCode !== 204) throw new Error('An idempotent handler must answer with a body');
    const body = payload === undefined ? '' : typeof payload === 'string' ? payload : String(reply.serialize(payload));
    if (payload !== undefined && !reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
    return { status: reply.statusCode, headers: replayedHeaders(reply), body };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    await sql`ROLLBACK TO SAVEPOINT handler`.execute(tx);
    const answer = apiErrorAnswer(err, req.id);
    for (const [k, v] of Object.entries(err.options.headers ?? {})) answer.headers[k] = v;
    return answer;
  } finally {
    reply.send = send;
  }
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

function replay(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.header('Idempotent-Replay', 'true');
  return send(reply, answer);
}

function runningId(claim: IdempotencyClaim): string {
  return `${claim.owner}\n${claim.key}`;
}

/**
 * What is stored under a claim's key: the answer of a completed request, or a claim by a running
 * one (SQLite). A different request under the same key is 422 idempotency_key_reused. An expired
 * key not yet purged counts as absent (and is deleted).
 */
async function storedKey(db: Db, claim: IdempotencyClaim): Promise<StoredKey | null> {
  const row = await db.selectFrom('idempotency_keys')
    .select(['request_hash', 'state', 'holder', 'recovery', 'locked_until', 'expires_at', 'response_status', 'response_headers', 'response_body'])
    .where('client_id', '=', claim.owner).where('key', '=', claim.key).executeTakeFirst();
  if (!row) return null;
  const now = nowIso();
  if (row.expires_at <= now) {
    await db.deleteFrom('idempotency_keys').where('client_id', '=', claim.owner).where('key', '=', claim.key).where('expires_at', '<=', now).execute();
    return null;
  }
  if (row.request_hash !== claim.hash) {
    throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used with a different request; retries must be identical');
  }
  if (row.state === 'running') {
    return {
      heldBy: row.holder ?? '', heldByLiveRequest: row.holder !== null && row.locked_until > now && isAlive(row.holder),
      recovery: row.recovery === null ? null : JSON.parse(row.recovery) as Record<string, unknown>,
    };
  }
  return { answer: { status: row.response_status ?? 200, headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string>, body: row.response_body ?? '' } };
}

interface StoredKey {
  answer?: Answer;
  /** A running key: its holder, whether that request may still be running, and its recovery point (steps routes). */
  heldBy?: string;
  heldByLiveRequest?: boolean;
  recovery?: Record<string, unknown> | null;
}

/** How a key is held while its request runs (see registerIdempotency). */
interface KeyHolding {
  /** Before the atomic request: a stored answer to replay, or null once the key is this request's (409 while another live request holds it). */
  claim(claim: IdempotencyClaim): Promise<Answer | null>;
  /** First thing inside the atomic request: a stored answer to replay instead of running, or null. */
  enter(tx: Tx, claim: IdempotencyClaim): Promise<Answer | null>;
  /** Last thing inside the atomic request: stores the answer, committing with the handler's writes. */
  store(tx: Tx, claim: IdempotencyClaim, answer: Answer): Promise<void>;
  /** After the atomic request failed (rolled back): lets go of the key so that a retry runs. */
  release(claim: IdempotencyClaim): Promise<void>;
}

/**
 * PostgreSQL: a transaction-scoped advisory lock on the key, held by the atomic request, marks it
 * in use; the database releases it when the transaction ends, also when its process dies. Only the
 * done row is ever written, in the atomic request.
 */
function advisoryLocks(): KeyHolding {
  return {
    claim: async () => null,
    async enter(tx, claim) {
      const { rows } = await sql<{ taken: boolean }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${runningId(claim)}, 0)) AS taken`.execute(tx);
      if (rows[0]?.taken !== true) throw inUse();
      return (await storedKey(tx, claim))?.answer ?? null; // completed by another process since the look-up
    },
    async store(tx, claim, answer) {
      await insertRow(tx, 'idempotency_keys', { ...doneRow(answer), client_id: claim.owner, key: claim.key, request_hash: claim.hash, state: 'done', created_at: nowIso() })
        .catch((err: unknown) => {
          throw isUniqueViolation(err) ? inUse() : err;
        });
    },
    release: async () => {},
  };
}

/**
 * SQLite: the key is claimed in its own commit (a running row naming this process), so that other
 * processes see it in use, and the atomic request turns that row into the done row only while it
 * still names this process (a fence: if the claim was taken over, the request rolls back whole).
 * A claim is taken over once its holder's process is gone from this host, or after the lease; while
 * an atomic request runs it holds SQLite's one write lock, so no takeover can commit meanwhile.
 */
function claimedRows(database: DatabaseHandle): KeyHolding {
  const holder = processHolder();
  const lease = () => isoAfterSeconds(LEASE_SECONDS);
  return {
    claim: (claim) => database.transaction(async (tx) => {
      const stored = await storedKey(tx, claim);
      if (stored?.answer) return stored.answer;
      if (stored?.heldByLiveRequest) throw inUse();
      if (stored) {
        await tx.updateTable('idempotency_keys').set({ holder, locked_until: lease() })
          .where('client_id', '=', claim.owner).where('key', '=', claim.key).where('holder', '=', stored.heldBy!).execute();
      } else {
        await insertRow(tx, 'idempotency_keys', {
          client_id: claim.owner, key: claim.key, request_hash: claim.hash, state: 'running', holder, locked_until: lease(),
          response_status: null, response_headers: null, response_body: null, created_at: nowIso(), expires_at: isoAfterSeconds(RETENTION_SECONDS),
        });
      }
      return null;
    }),
    enter: async () => null,
    async store(tx, claim, answer) {
      const r = await tx.updateTable('idempotency_keys').set({ ...doneRow(answer), state: 'done', holder: null })
        .where('client_id', '=', claim.owner).where('key', '=', claim.key).where('holder', '=', holder).where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw inUse(); // taken over: the other request's answer stands
    },
    async release(claim) {
      await database.transaction((tx) => tx.deleteFrom('idempotency_keys')
        .where('client_id', '=', claim.owner).where('key', '=', claim.key).where('holder', '=', holder).where('state', '=', 'running').execute());
    },
  };
}

/**
 * Keys of routes committed in steps, on both databases: the first step's transaction stores the
 * key as running, held by this process, with the recovery point; the answer replaces it when sent,
 * only while this process still holds it. A request that answered 5xx lets go of the key (a retry
 * resumes at once); one that died leaves it to be taken over as in claimedRows.
 */
function stepClaims(database: DatabaseHandle) {
  const holder = processHolder();
  const heldHere = (claim: IdempotencyClaim) => (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
    eb.and([eb('client_id', '=', claim.owner), eb('key', '=', claim.key), eb('state', '=', 'running'), eb('holder', '=', holder)]);
  return {
    async hold(tx: Db, claim: IdempotencyClaim, recovery: Record<string, unknown>): Promise<void> {
      const fields = { holder, locked_until: isoAfterSeconds(LEASE_SECONDS), recovery: JSON.stringify(recovery) };
      const taken = await tx.updateTable('idempotency_keys').set(fields)
        .where('client_id', '=', claim.owner).where('key', '=', claim.key).where('state', '=', 'running').executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) return; // resumed after the request holding it died
      await insertRow(tx, 'idempotency_keys', {
        client_id: claim.owner, key: claim.key, request_hash: claim.hash, state: 'running', ...fields,
        response_status: null, response_headers: null, response_body: null, created_at: nowIso(), expires_at: isoAfterSeconds(RETENTION_SECONDS),
      });
    },
    store(claim: IdempotencyClaim, answer: Answer): Promise<void> {
      return database.transaction(async (tx) => {
        const r = await tx.updateTable('idempotency_keys').set({ ...doneRow(answer), state: 'done', holder: null, recovery: null })
          .where(heldHere(claim)).executeTakeFirst();
        if (Number(r.numUpdatedRows) === 1) return;
        // Answered before its first step (a refusal): stored now, unless another request stored one meanwhile.
        const existing = await storedKey(tx, claim);
        if (existing) return;
        await insertRow(tx, 'idempotency_keys', {
          ...doneRow(answer), client_id: claim.owner, key: claim.key, request_hash: claim.hash, state: 'done', holder: null, recovery: null, created_at: nowIso(),
        });
      });
    },
    async release(claim: IdempotencyClaim): Promise<void> {
      await database.transaction((tx) => tx.updateTable('idempotency_keys').set({ holder: null, locked_until: nowIso() }).where(heldHere(claim)).execute());
    },
  };
}

/** This process, as a key's holder: `host:pid:nonce` (see isAlive). */
function processHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

/** The columns of a done row. */
function doneRow(answer: Answer) {
  return {
    response_status: answer.status, response_headers: JSON.stringify(answer.headers), response_body: answer.body,
    locked_until: nowIso(), expires_at: isoAfterSeconds(RETENTION_SECONDS),
  };
}

/** False only when the holder names a process of this host that no longer exists. */
function isAlive(holder: string | null): boolean {
  const [host, pid] = (holder ?? '').split(':');
  if (host !== os.hostname() || !pid) return true;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Deletes keys past their 24-hour retention; run periodically. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const r = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(r.numDeletedRows);
}

