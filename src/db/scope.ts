import { AsyncLocalStorage } from 'node:async_hooks';
import type { CommitSignal } from './commit-signal.ts';
import type { Tx } from './types.ts';

/**
 * Where the code running now stands with respect to transactions, carried along its async calls:
 * - `transaction`: inside a transaction function, which must use the handle it was given;
 * - `unit`: inside an atomic request (an idempotent write, see DatabaseHandle.atomic): every
 *   statement of the request, through any handle, runs in its one transaction, and transaction()
 *   joins it in a savepoint.
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

export interface UnitScope extends Committing {
  kind: 'unit';
  /** The request's transaction: the database handle's statements in the unit run on it. */
  tx: Tx;
  /** A transaction() of the unit is running in its savepoint (they run one at a time). */
  inSavepoint: boolean;
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
