import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommitSignal } from './commit-signal.ts';
import type { Tx } from './types.ts';

/**
 * Where the code running now stands with respect to transactions, carried along its async calls:
 * - `transaction`: inside a transaction function, which must use the handle it was given;
 * - `unit`: inside an atomic request (an idempotent write, see DatabaseHandle.atomic): every
 *   statement of the request, through any handle, runs in its one transaction, and transaction()
 *   joins it (see joinUnit in database.ts).
 */
export type Scope = TransactionScope | UnitScope;

interface Committing {
  /**
   * On PostgreSQL, what reads memoized in transactions need (memoizedRead): the commit signal, and
   * callbacks run once the transaction (the unit's, for a transaction() joining one) has
   * committed, dropped if it rolls back. SQLite has none: its reads cost no round trip.
   */
  memo: { signal: CommitSignal; afterCommit: (() => void)[] } | undefined;
}

export interface TransactionScope extends Committing {
  kind: 'transaction';
}

/**
 * One attempt at an atomic request. Its transaction() calls run either each in a savepoint, or, on
 * the first attempt, without one (a savepoint costs two statements, a round trip each on
 * PostgreSQL, and is needed only when the request goes on after a failed transaction()). A failure
 * without a savepoint leaves fn's writes in the request's transaction, so from then on the unit's
 * transaction is refused to the request (UnitRunsAgain): the attempt either ends with that very
 * failure, as it would have with a savepoint, or runs again from the start with savepoints. Only the
 * handle atomic() gives fn itself is not refused: fn uses it for its own statements (the idempotency
 * plugin: the key's look-up before the handler runs, the answer's storing after it answered), never
 * between a failed transaction() and its end. An attempt that does not stand commits nothing, so
 * the afterCommit callbacks of a failed transaction() need no dropping then.
 */
export class UnitScope implements Committing {
  readonly kind = 'unit';
  /** A transaction() of the unit is running (they run one at a time). */
  transactionRunning = false;
  /** What a transaction() run without a savepoint failed with, and whether the request used its transaction since. */
  failure: { error: unknown; usedSince: boolean } | null = null;

  constructor(
    private readonly transaction: Tx,
    /** Whether each transaction() runs in a savepoint, so that its failure is undone alone. */
    readonly savepoints: boolean,
    readonly memo: Committing['memo'],
  ) {}

  /** The request's transaction: the database handle's statements in the unit run on it. */
  get tx(): Tx {
    if (this.failure) {
      this.failure.usedSince = true;
      throw new UnitRunsAgain();
    }
    return this.transaction;
  }
}

/**
 * Thrown to an atomic request that goes on after a transaction() of it failed without a savepoint:
 * the request is then run again with savepoints, whatever it does with this error.
 */
export class UnitRunsAgain extends Error {
  override name = 'UnitRunsAgain';
  constructor() {
    super('A transaction() of this atomic request failed outside a savepoint; the request runs again with savepoints');
  }
}

export const scopes = new AsyncLocalStorage<Scope>();

/** A programming error that would hang SQLite or silently lose atomicity on PostgreSQL: thrown at once instead. */
export class TransactionMisuseError extends Error {
  override name = 'TransactionMisuseError';
}

export function misuse(what: string): TransactionMisuseError {
  return new TransactionMisuseError(
    `${what}. Inside ctx.database.transaction(fn), run every statement through the handle fn receives, and pass it down instead of opening another transaction.`,
  );
}

export function currentScope(): Scope | undefined {
  return scopes.getStore();
}
