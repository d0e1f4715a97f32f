import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the code running now is inside a transaction function or an atomic request, carried
 * along its async calls. Nothing is routed by it: it only asserts that such code runs every
 * statement through the handle it was given (a statement on the database handle would wait
 * forever for SQLite's one writer, or run outside the transaction on PostgreSQL, and hold a second
 * pooled connection while the first waits), and that no payment gateway is called there. On
 * Node 20 its async scope costs every request a few percent of its CPU (docs/BENCHMARKS.md): the
 * price of failing at once instead of hanging.
 */
const transactionFunctions = new AsyncLocalStorage<true>();

export function insideTransaction(): boolean {
  return transactionFunctions.getStore() === true;
}

/** Runs fn as a transaction function (see insideTransaction). */
export function asTransactionFunction<T>(fn: () => Promise<T>): Promise<T> {
  return transactionFunctions.run(true, fn);
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
