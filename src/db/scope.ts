import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the code running now is inside a transaction function or an atomic request, carried
 * along its async calls, where the checks are on (TRANSACTION_CHECKS; `npm test` runs with them).
 * Nothing is routed by it: it only asserts that such code runs every statement through the handle
 * it was given (a statement on the database handle would wait forever for SQLite's one writer, or
 * run outside the transaction on PostgreSQL, and hold a second pooled connection while the first
 * waits), and that no payment gateway is called there. They are off unless asked for: on Node 20
 * an AsyncLocalStorage turns on promise hooks for the whole process, which cost an item read 15-23 %
 * of its CPU (docs/BENCHMARKS.md), in every request, to catch a mistake the tests catch.
 */
let transactionFunctions: AsyncLocalStorage<true> | undefined;

/** Turns the checks on for this process (they cannot be turned off again: code may be inside a scope). */
export function checkTransactionScope(): void {
  transactionFunctions ??= new AsyncLocalStorage<true>();
}

/** Inside a transaction function; always false while the checks are off. */
export function insideTransaction(): boolean {
  return transactionFunctions?.getStore() === true;
}

/** Runs fn as a transaction function (see insideTransaction). */
export function asTransactionFunction<T>(fn: () => Promise<T>): Promise<T> {
  return transactionFunctions ? transactionFunctions.run(true, fn) : fn();
}

/** A programming error that would hang SQLite or silently lose atomicity on PostgreSQL: thrown at once instead. */
export class TransactionMisuseError extends Error {
  override name = 'TransactionMisuseError';
}

export function misuse(what: string): TransactionMisuseError {
  return new TransactionMisuseError(
    `${what}. Inside a transaction function (or an atomic request), run every statement through the handle it receives, and pass it down instead of opening another transaction.`,
  );
}
