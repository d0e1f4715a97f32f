import type { Compilable } from 'kysely';
import { readConnectionOf, type Db } from './database.ts';

/**
 * Compiles a query once and runs it with fresh parameters (in the order they appear in the query):
 * for the few reads on every request's path, where building and compiling would cost more than the
 * query. On SQLite it runs as a prepared statement on the read-only connection, synchronously and
 * outside the writer's mutex; inside a transaction, or on PostgreSQL, it runs through Kysely.
 */
export function preparedQuery<R>(db: Db, query: Compilable<R>): (...parameters: unknown[]) => Promise<R | undefined> {
  const compiled = query.compile();
  const reader = readConnectionOf(db);
  if (reader) {
    let statement: ReturnType<typeof reader.prepare> | null = null; // prepared on first use: tables may not exist yet
    return async (...parameters) => {
      statement ??= reader.prepare(compiled.sql);
      return statement.get(parameters) as R | undefined;
    };
  }
  return async (...parameters) => (await db.executeQuery<R>({ ...compiled, parameters })).rows[0];
}

const MEMO_MAX = 10_000;

/**
 * A number that changes after every commit to a SQLite database by any connection of any process
 * (undefined on PostgreSQL): SQLite's `PRAGMA data_version`, asked on the read-only connection. The
 * pragma reports commits of connections other than the one asking, and that connection never
 * writes, so it sees this process's writer and other processes alike. It is documented
 * (https://www.sqlite.org/pragma.html#pragma_data_version) and costs less than the query it spares
 * (docs/BENCHMARKS.md).
 */
export function commitVersion(db: Db): (() => number) | undefined {
  const reader = readConnectionOf(db);
  if (!reader) return undefined;
  const version = reader.prepare('PRAGMA data_version').pluck();
  return () => version.get() as number;
}

/**
 * preparedQuery with one parameter, whose answers are remembered until the next commit to the
 * database by any process (commitVersion): as fresh as querying every time. Answers are frozen,
 * since callers share them. On PostgreSQL it queries every time.
 *
 * Invariants (what keeps a remembered answer exact):
 * - The answer is a function of the committed rows and the key alone. A condition on the clock
 *   (an expiry) is checked by the caller on the answer, never written into the query.
 * - Every change to those rows is a commit to this SQLite database, which data_version counts
 *   (any connection, any process, triggers included); the read-only connection it asks never
 *   writes, so its own commits cannot go uncounted.
 * - The version is read before the query (see below).
 * - It reads committed state on the read-only connection: it is for reads outside transactions.
 *   Inside a transaction function or an atomic request it would not see that transaction's writes.
 * - Callers never change an answer (frozen, shallowly: rows are flat).
 */
export function memoizedQuery<R extends object>(db: Db, query: Compilable<R>): (key: string) => Promise<R | undefined> {
  const run = preparedQuery(db, query);
  const commits = commitVersion(db);
  if (!commits) return (key) => run(key);
  const memo = new Map<string, { version: number; row: R | undefined }>();
  return async (key) => {
    // Invariant: a kept answer was read at or after a look that gave `version`, so while the version
    // stays the same no commit could have changed it. The version is read before the query: a
    // commit landing in between makes the next look query again, never keeps a stale answer.
    const version = commits();
    const kept = memo.get(key);
    if (kept && kept.version === version) return kept.row;
    const row = await run(key);
    if (row) Object.freeze(row);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, { version, row });
    return row;
  };
}
