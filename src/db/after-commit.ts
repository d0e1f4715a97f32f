import type { Transaction } from 'kysely';
import type { Tx } from './types.ts';

/** What runs once a transaction has committed, by the handle its function was given. */
const waiting = new WeakMap<object, (() => void)[]>();

/**
 * Runs fn once the transaction tx belongs to has committed, and never if it rolls back (with its
 * savepoint on SQLite's group commit, or whole): for what must not be seen before the commit (a
 * worker woken to send what the transaction queued, an answer kept for later reads). On a
 * transaction PostgreSQL runs again after a conflict, only the attempt that commits runs it. tx
 * may be typed to some tables only (src/db/own-tables.ts): it is the same object.
 */
export function afterCommit<DB>(tx: Transaction<DB>, fn: () => void): void {
  const callbacks = waiting.get(tx);
  if (!callbacks) throw new Error('afterCommit: not a handle given by transaction() or atomic()');
  callbacks.push(fn);
}

/** For the transaction runners (database.ts, group-commit.ts): tx's callbacks start being collected. */
export function collectAfterCommit(tx: Tx): (() => void)[] {
  const callbacks: (() => void)[] = [];
  waiting.set(tx, callbacks);
  return callbacks;
}

/** For the transaction runners, once the commit is acknowledged. A callback's failure is its own: the commit stands. */
export function runAfterCommit(callbacks: (() => void)[]): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // nothing to undo: the transaction committed
    }
  }
}
