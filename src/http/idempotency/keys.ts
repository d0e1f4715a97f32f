import { isAlive, processHolder } from '../../lib/process-holder.ts';
import { metrics } from '../../lib/metrics.ts';
import type { DatabaseHandle, Db, Read, Tx } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  deleteExpiredKeys,
  deleteIfExpired,
  deleteRunningKey,
  findKey,
  insertKey,
  tryLockThenFindKey,
  updateRunningKey,
  type FoundKey,
} from './repo.ts';

/*
 * Stored answers, and how a key is held while its request runs (plugin.ts uses them; repo.ts
 * holds their SQL).
 */

const RETENTION_SECONDS = 24 * 3600;
/** A SQLite claim whose holder still looks alive may be taken over after this (its process may be another's with a reused pid). */
const LEASE_SECONDS = 30;

export interface IdempotencyClaim {
  owner: string;
  key: string;
  hash: string;
}

/** A stored answer, replayed byte for byte. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const inUse = () => {
  metrics.idempotency('in_use');
  return new ApiError(
    'idempotency_key_in_use',
    'A request with this Idempotency-Key is still being processed; retry shortly',
    {
      headers: { 'Retry-After': '1' },
    },
  );
};

export const reused = () => {
  metrics.idempotency('reused');
  return new ApiError(
    'idempotency_key_reused',
    'This Idempotency-Key was used with a different request; retries must be identical',
  );
};

export function runningId(claim: IdempotencyClaim): string {
  return `${claim.owner}\n${claim.key}`;
}

/**
 * What is stored under a claim's key: the answer of a completed request, or a claim by a running
 * one (SQLite). A different request under the same key is 422 idempotency_key_reused. An expired
 * key not yet purged counts as absent (and is deleted).
 */
async function storedKey(tx: Tx, claim: IdempotencyClaim): Promise<StoredKey | null> {
  return storedIn(await findKey(tx, claim), tx, claim, 'delete');
}

/** storedKey on the read handle, before the request holds the key: an expired key is absent, and left for the holder to delete. */
export async function lookUpKey(db: Read, claim: IdempotencyClaim): Promise<StoredKey | null> {
  return storedIn(await findKey(db, claim), db, claim, 'leave');
}

/**
 * What the key's row, as read, holds (see storedKey); an expired row is left in place when
 * `expired` is 'leave', by a reader that does not hold the key, whose delete would wait for the
 * holder's.
 */
async function storedIn(
  row: FoundKey | undefined,
  db: Db,
  claim: IdempotencyClaim,
  expired: 'delete' | 'leave',
): Promise<StoredKey | null> {
  if (!row) return null;
  const now = nowIso();
  if (row.expires_at <= now) {
    if (expired === 'delete') await deleteIfExpired(db, claim, now);
    return null;
  }
  if (row.request_hash !== claim.hash) throw reused();
  if (row.state === 'running') {
    return {
      heldBy: row.holder,
      heldByLiveRequest: row.holder !== null && row.locked_until > now && isAlive(row.holder),
    };
  }
  return {
    answer: {
      status: row.response_status ?? 200,
      headers: JSON.parse(row.response_headers ?? '{}') as Record<string, string>,
      body: row.response_body ?? '',
    },
  };
}

interface StoredKey {
  answer?: Answer;
  /** A running key: its holder (null once it let go), and whether that request may still be running. */
  heldBy?: string | null;
  heldByLiveRequest?: boolean;
}

/** A key held by one request: on SQLite and for checkout, the running row names that request alone. */
export interface HeldKey extends IdempotencyClaim {
  holder: string;
}

/** How a key is held while its request runs (see registerIdempotency). */
export interface KeyHolding {
  /**
   * Whether a request needs the key looked up before claim(), or the atomic request's own look-up
   * answers as soon (see the plugin's claimUnread).
   */
  readonly lookUpFirst: boolean;
  /** Before the atomic request: a stored answer to replay, or the key held by this request (409 while another live request holds it). */
  claim(claim: IdempotencyClaim): Promise<{ answer: Answer } | { held: HeldKey }>;
  /** First thing inside the atomic request: a stored answer to replay instead of running, or null once the key is this request's (409 while another request holds it). */
  enter(tx: Tx, held: HeldKey): Promise<Answer | null>;
  /** Last thing inside the atomic request: stores the answer, committing with the handler's writes (409 when the key is no longer this request's). */
  store(tx: Tx, held: HeldKey, answer: Answer): Promise<void>;
  /** After the atomic request failed (rolled back): lets go of the key so that a retry runs. */
  release(held: HeldKey): Promise<void>;
}

/**
 * PostgreSQL: a transaction-scoped advisory lock on the key, held by the atomic request, marks it
 * in use; the database releases it when the transaction ends, also when its process dies. Only the
 * done row is ever written, in the atomic request: one commit per keyed write, where a running row
 * committed first would cost a second (test/foundation/idempotency-round-trips.test.ts).
 *
 * The key is read after the lock is tried, in one round trip, in a statement of its own inside a
 * function (migration 0030 says why it must be: a read in the statement taking the lock could miss
 * the answer of a holder that committed in between, and run the request a second time).
 */
export function advisoryLocks(): KeyHolding {
  return {
    lookUpFirst: false, // enter() answers at once: it tries the lock, never waits for it
    claim: async (claim) => ({ held: { ...claim, holder: '' } }), // held by the atomic request's transaction
    async enter(tx, held) {
      const { taken, row } = await tryLockThenFindKey(tx, runningId(held), held);
      // Not taken: another request holds the key, one running it (409), or one replaying the answer stored, as this one then does.
      const stored = await storedIn(row, tx, held, taken ? 'delete' : 'leave');
      if (stored?.answer) return stored.answer;
      if (!taken) throw inUse();
      return null;
    },
    async store(tx, held, answer) {
      await insertDoneKey(tx, held, answer).catch((err: unknown) => {
        throw isUniqueViolation(err) ? inUse() : err;
      });
    },
    release: async () => {},
  };
}

/**
 * A claim, its lease's renewal and its release need not survive a power failure: no answer relied
 * on them, and a claim left running by a holder that is gone is taken over (claimRow). The write
 * that follows a claim commits durably, the claim's WAL frames with it.
 */
const NOT_DURABLE = { durable: false };

/**
 * Keys held by running rows, each claimed in a commit of its own by one request, so that other
 * processes see it in use: on SQLite for every keyed write (SQLite has no lock another process can
 * try without waiting), and for checkout on both databases (src/storefront/checkout-key.ts), which
 * holds its key across several commits. The answer replaces the claim only while the row still
 * names its request (a fence: a request whose claim was taken over stores nothing, and an atomic
 * request then rolls back whole). A claim is taken over once its holder's process is gone from
 * this host, or after the lease, which renew() extends while a long request runs; while an atomic
 * request runs on SQLite it holds the one write lock, so no takeover can commit meanwhile.
 */
export function claimedRows(database: DatabaseHandle) {
  return {
    // On SQLite claim() waits for the one writer, which a running request of another process holds
    // to its end; the read-only connection sees that request's committed claim (409) or answer at once.
    lookUpFirst: true,
    async claim(claim: IdempotencyClaim): Promise<{ answer: Answer } | { held: HeldKey }> {
      const held = { ...claim, holder: processHolder() };
      const answer = await claimRow(database, held);
      return answer ? { answer } : { held };
    },
    enter: async () => null,
    async store(tx: Tx, held: HeldKey, answer: Answer): Promise<void> {
      const stored = await updateRunningKey(tx, held, { ...doneRow(answer), state: 'done', holder: null }, held.holder);
      if (stored !== 1) throw inUse(); // taken over: the other request's answer stands
    },
    async release(held: HeldKey): Promise<void> {
      await database.transaction((tx) => deleteRunningKey(tx, held, held.holder), NOT_DURABLE);
    },
    /** Keeps the claim's lease while its request runs; returns the function that stops it. */
    renew(held: HeldKey): () => void {
      const timer = setInterval(
        () => {
          void database
            .transaction((tx) => updateRunningKey(tx, held, { locked_until: lease() }, held.holder), NOT_DURABLE)
            .catch(() => {}); // a missed renewal costs nothing while the next one comes within the lease
        },
        (LEASE_SECONDS * 1000) / 3,
      );
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/**
 * Claims the key for its holder in a commit of its own, so that every other request, of any
 * process, sees it in use: the answer stored under it (to replay), or null once claimed, taken
 * over from a holder that died. 409 while another live request holds it, and when another request
 * claimed it first (on PostgreSQL two claims of one new key meet at its primary key; a takeover is
 * a guarded update only one of them makes).
 */
async function claimRow(database: DatabaseHandle, held: HeldKey): Promise<Answer | null> {
  return database.transaction(async (tx) => {
    const stored = await storedKey(tx, held);
    if (stored?.answer) return stored.answer;
    if (stored?.heldByLiveRequest) throw inUse();
    const holding = { holder: held.holder, locked_until: lease() };
    if (stored) {
      if ((await updateRunningKey(tx, held, holding, stored.heldBy ?? null)) !== 1) throw inUse();
      return null;
    }
    await insertRunningKey(tx, held, holding).catch((err: unknown) => {
      throw isUniqueViolation(err) ? inUse() : err;
    });
    return null;
  }, NOT_DURABLE);
}

const lease = () => isoAfterSeconds(LEASE_SECONDS);

/** A new row's identity: whose key, which request, created now. */
function newKeyRow(claim: IdempotencyClaim) {
  return { client_id: claim.owner, key: claim.key, request_hash: claim.hash, created_at: nowIso() };
}

/** Stores the key as running, held by `held.holder` until `held.locked_until`. */
function insertRunningKey(
  tx: Tx,
  claim: IdempotencyClaim,
  held: { holder: string; locked_until: string },
): Promise<void> {
  return insertKey(tx, {
    ...newKeyRow(claim),
    state: 'running',
    ...held,
    response_status: null,
    response_headers: null,
    response_body: null,
    expires_at: isoAfterSeconds(RETENTION_SECONDS),
  });
}

/** Stores the key as done with its answer (no running row was claimed for it). */
function insertDoneKey(tx: Tx, claim: IdempotencyClaim, answer: Answer): Promise<void> {
  return insertKey(tx, { ...newKeyRow(claim), ...doneRow(answer), state: 'done', holder: null });
}

/** The columns of a done row. */
function doneRow(answer: Answer) {
  return {
    response_status: answer.status,
    response_headers: JSON.stringify(answer.headers),
    response_body: answer.body,
    locked_until: nowIso(),
    expires_at: isoAfterSeconds(RETENTION_SECONDS),
  };
}

/** Deletes keys past their 24-hour retention; run periodically. */
export function purgeExpiredIdempotencyKeys(tx: Tx): Promise<number> {
  return deleteExpiredKeys(tx, nowIso());
}
