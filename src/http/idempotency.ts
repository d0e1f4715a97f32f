import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUniqueViolation, type DatabaseHandle, type Db } from '../db/database.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import { fixedStatement, insertRow } from '../db/compiled.ts';
import { ApiError } from './errors.ts';

const RETENTION_SECONDS = 24 * 3600;
/** A request holding a key longer than this is presumed dead and its key may be taken over. */
const LOCK_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['content-type', 'location'];

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
    /**
     * Whose keys these are, set by whatever authenticated the request when it is not an API client
     * (the storefront sets `shopper:<customer id>`); null means the API client (`req.auth.clientId`).
     */
    idempotencyOwner: string | null;
  }
  interface FastifyContextConfig {
    /**
     * `required`: like `write: true` (the key is required); `optional`: a request with a key is
     * replayed on retry, one without runs as usual (e.g. storefront checkout, where shopper apps
     * predate keys).
     */
    idempotency?: IdempotencyMode;
  }
}

export type IdempotencyMode = 'required' | 'optional';

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

/** JSON with sorted keys: two bodies that parse to the same value hash the same. Buffers hash by content. */
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

/**
 * Idempotency for every route declaring `config.write` or `config.idempotency` (DECISIONS.md
 * section 3): a key is claimed with one INSERT on the (owner, key) primary key, so exactly one
 * request executes per key even across processes; the completed response is stored and replayed
 * byte for byte.
 */
export function registerIdempotency(app: FastifyInstance, database: DatabaseHandle): void {
  const db = database.db;
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotencyOwner', null);

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

  async function claim(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    if (!hasKey(req)) return; // optional mode without a key (required mode refused it before validation)
    const key = req.headers['idempotency-key'] as string;
    const owner = ownerOf(req);
    const hash = requestHash(req);
    const now = nowIso();
    const fresh = {
      client_id: owner, key, request_hash: hash, state: 'running' as const, locked_until: isoAfterSeconds(LOCK_SECONDS),
      response_status: null, response_headers: null, response_body: null, created_at: now, expires_at: isoAfterSeconds(RETENTION_SECONDS),
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        // Claim and record are transactions so that they share commits with the other writes (group commit on SQLite).
        await database.transaction((tx) => insertRow(tx, 'idempotency_keys', fresh));
        req.idempotencyKey = key;
        return;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      const row = await db.selectFrom('idempotency_keys').selectAll().where('client_id', '=', owner).where('key', '=', key).executeTakeFirst();
      if (!row) continue; // deleted between our insert and select (expired or a 5xx): try again
      if (row.expires_at <= now) {
        await db.deleteFrom('idempotency_keys').where('client_id', '=', owner).where('key', '=', key).where('expires_at', '<=', now).execute();
        continue;
      }
      if (row.request_hash !== hash) {
        throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used with a different request; retries must be identical');
      }
      if (row.state === 'done') {
        const headers = JSON.parse(row.response_headers ?? '{}') as Record<string, string>;
        reply.header('Idempotent-Replay', 'true');
        for (const [k, v] of Object.entries(headers)) reply.header(k, v);
        reply.status(row.response_status ?? 200);
        (reply as any)[REPLAYING] = true;
        return reply.send(row.response_body ?? '');
      }
      if (row.locked_until > now) {
        throw new ApiError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly', {
          headers: { 'Retry-After': '1' },
        });
      }
      const taken = await db.updateTable('idempotency_keys').set({ locked_until: isoAfterSeconds(LOCK_SECONDS) })
        .where('client_id', '=', owner).where('key', '=', key).where('state', '=', 'running').where('locked_until', '=', row.locked_until)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 1) {
        req.idempotencyKey = key;
        return;
      }
    }
    throw new ApiError('idempotency_key_in_use', 'A request with this Idempotency-Key is still being processed; retry shortly', {
      headers: { 'Retry-After': '1' },
    });
  }

  async function record(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const key = req.idempotencyKey;
    if (!key || (reply as any)[REPLAYING]) return payload;
    req.idempotencyKey = null;
    if (reply.statusCode >= 500) {
      // Nothing was committed (writes are transactional), so a retry may run again.
      await db.deleteFrom('idempotency_keys').where('client_id', '=', ownerOf(req)).where('key', '=', key).execute();
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const h of REPLAYED_HEADERS) {
      const v = reply.getHeader(h);
      if (v !== undefined) headers[h] = String(v);
    }
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : String(payload);
    const owner = ownerOf(req);
    await database.transaction((tx) => recordDone(tx, reply.statusCode, JSON.stringify(headers), body, owner, key));
    return payload;
  }

  app.addHook('onRoute', (route) => {
    const mode = idempotencyModeOf(route.config);
    if (!mode) return;
    route.preValidation = [mode === 'required' ? requireKey : checkKeyIfSent, ...([] as any[]).concat(route.preValidation ?? [])];
    route.preHandler = [claim, ...([] as any[]).concat(route.preHandler ?? [])];
    route.onSend = [record, ...([] as any[]).concat(route.onSend ?? [])];
  });
}

const REPLAYING = Symbol('idempotent-replay');

const recordDone = fixedStatement((db) => db.updateTable('idempotency_keys')
  .set({ state: sql.lit('done'), response_status: 0, response_headers: '', response_body: '' }).where('client_id', '=', '').where('key', '=', ''));

/** Deletes keys past their 24-hour retention; run periodically. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const r = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(r.numDeletedRows);
}
