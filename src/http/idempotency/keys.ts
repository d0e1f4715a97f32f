import { isAlive, processHolder } from '../../lib/process-holder.ts';
import { metrics } from '../../lib/metrics.ts';
import { isUniqueViolation, type DatabaseHandle, type Db, type Tx } from '../../db/database.ts';
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
export async function storedKey(db: Db, claim: IdempotencyClaim): Promise<StoredKey | null> {
  return storedIn(await findKey(db, claim), db, claim, 'delete');
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

export interface StoredKey {
  answer?: Answer;
  /** A running key: its holder (null once it let go), and whether that request may still be running. */
  heldBy?: string | null;
  heldByLiveRequest?: boolean;
}

/** How a key is held while its request runs (see registerIdempotency). */
export interface KeyHolding {
  /**
   * Whether a request needs the key looked up before claim(), or the atomic request's own look-up
   * answers as soon (see the plugin's claimUnread).
   */
  readonly lookUpFirst: boolean;
  /** Before the atomic request: a stored answer to replay, or null once the key is this request's (409 while another live request holds it). */
  claim(claim: IdempotencyClaim): Promise<Answer | null>;
  /** First thing inside the atomic request: a stored answer to replay instead of running, or null once the key is this request's (409 while another request holds it). */
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
 *
 * The key is read after the lock is tried, in one round trip, in a statement of its own inside a
 * function (migration 0030 says why it must be: a read in the statement taking the lock could miss
 * the answer of a holder that committed in between, and run the request a second time).
 */
export function advisoryLocks(): KeyHolding {
  return {
    lookUpFirst: false, // enter() answers at once: it tries the lock, never waits for it
    claim: async () => null,
    async enter(tx, claim) {
      const { taken, row } = await tryLockThenFindKey(tx, runningId(claim), claim);
      // Not taken: another request holds the key, one running it (409), or one replaying the answer stored, as this one then does.
      const stored = await storedIn(row, tx, claim, taken ? 'delete' : 'leave');
      if (stored?.answer) return stored.answer;
      if (!taken) throw inUse();
      return null;
    },
    async store(tx, claim, answer) {
      await insertDoneKey(tx, claim, answer).catch((err: unknown) => {
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
export function claimedRows(database: DatabaseHandle): KeyHolding {
  const holder = processHolder();
  return {
    // claim() waits for the one writer, which a running request of another process holds to its
    // end; the read-only connection sees that request's committed claim (409) or answer at once.
    lookUpFirst: true,
    claim: (claim) => claimRow(database, claim, holder),
    enter: async () => null,
    async store(tx, claim, answer) {
      const stored = await updateRunningKey(tx, claim, { ...doneRow(answer), state: 'done', holder: null }, holder);
      if (stored !== 1) throw inUse(); // taken over: the other request's answer stands
    },
    async release(claim) {
      await database.transaction((tx) => deleteRunningKey(tx, claim, holder));
    },
  };
}

/**
 * Claims the key for `holder` in a commit of its own, so that every other request, of any process,
 * sees it in use: the answer stored under it (to replay), or null once claimed, taken over from a
 * holder that let go or died. 409 while another live request holds it, and when another request
 * claimed it first (on PostgreSQL two claims of one new key meet at its primary key; a takeover is
 * a guarded update only one of them makes).
 */
async function claimRow(database: DatabaseHandle, claim: IdempotencyClaim, holder: string): Promise<Answer | null> {
  return database.transaction(async (tx) => {
    const stored = await storedKey(tx, claim);
    if (stored?.answer) return stored.answer;
    if (stored?.heldByLiveRequest) throw inUse();
    const held = { holder, locked_until: lease() };
    if (stored) {
      if ((await updateRunningKey(tx, claim, held, stored.heldBy ?? null)) !== 1) throw inUse();
      return null;
    }
    await insertRunningKey(tx, claim, held).catch((err: unknown) => {
      throw isUniqueViolation(err) ? inUse() : err;
    });
    return null;
  });
}

const lease = () => isoAfterSeconds(LEASE_SECONDS);

/** A key held by one request across several commits: the row names that request alone. */
export interface HeldKey extends IdempotencyClaim {
  holder: string;
}

/**
 * A key held across several commits (checkout: place the order, charge outside any transaction,
 * confirm; src/storefront/checkout-key.ts), on both databases. The key is claimed by this request
 * alone (its holder names the request, not only the process), and its lease is renewed while it
 * runs, so a slow step (a payment gateway) is never taken over while its request lives. The answer
 * replaces the claim when sent, only while this request still holds the key. A request that
 * answered 5xx lets go of the key (a retry runs at once); one whose process died leaves it to be
 * taken over as soon as that is seen (isAlive) or after the lease.
 */
export function heldKeys(database: DatabaseHandle) {
  return {
    /** The stored answer to replay, or the key held by this request. */
    async claim(claim: IdempotencyClaim): Promise<{ answer: Answer } | { held: HeldKey }> {
      const held = { ...claim, holder: processHolder() };
      const answer = await claimRow(database, claim, held.holder);
      return answer ? { answer } : { held };
    },
    /** Keeps the claim's lease while its request runs; returns the function that stops it. */
    renew(held: HeldKey): () => void {
      const timer = setInterval(
        () => {
          void database
            .transaction((tx) => updateRunningKey(tx, held, { locked_until: lease() }, held.holder))
            .catch(() => {}); // a missed renewal costs nothing while the next one comes within the lease
        },
        (LEASE_SECONDS * 1000) / 3,
      );
      timer.unref();
      return () => clearInterval(timer);
    },
    /** Stores the answer in place of the claim, while this request holds it. */
    async store(held: HeldKey, answer: Answer): Promise<void> {
      const done = { ...doneRow(answer), state: 'done' as const, holder: null };
      await database.transaction((tx) => updateRunningKey(tx, held, done, held.holder));
    },
    /** Lets go of the key, while this request holds it. */
    async release(held: HeldKey): Promise<void> {
      await database.transaction((tx) =>
        updateRunningKey(tx, held, { holder: null, locked_until: nowIso() }, held.holder),
      );
    },
  };
}

/** A new row's identity: whose key, which request, created now. */
function newKeyRow(claim: IdempotencyClaim) {
  return { client_id: claim.owner, key: claim.key, request_hash: claim.hash, created_at: nowIso() };
}

/** Stores the key as running, held by `held.holder` until `held.locked_until`. */
function insertRunningKey(
  tx: Db,
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
function insertDoneKey(tx: Db, claim: IdempotencyClaim, answer: Answer): Promise<void> {
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
export function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  return deleteExpiredKeys(db, nowIso());
}
