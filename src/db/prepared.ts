import type { Compilable } from 'kysely';
import { commitSignalOf, readConnectionOf, type Db } from './database.ts';
import { SIGNALLED_TABLES } from './commit-signal.ts';
import { currentScope } from './scope.ts';

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
 * A number that changes after every commit that could change what a read of `tables` answers
 * (undefined where reads cannot be memoized: PostgreSQL while its commit signal is down, or inside
 * a transaction there, where a read would see the transaction's own writes).
 * - SQLite: `PRAGMA data_version`, asked on the read-only connection. It reports commits of
 *   connections other than the one asking, and that connection never writes, so it sees this
 *   process's writer and other processes alike. It is documented
 *   (https://www.sqlite.org/pragma.html#pragma_data_version) and costs less than the query it
 *   spares (docs/BENCHMARKS.md). It changes with commits to any table.
 * - PostgreSQL: the CommitSignal's number for those tables (src/db/commit-signal.ts): commits of
 *   this process at once, other processes' when their notification arrives.
 */
export function commitVersion(db: Db, tables: readonly string[] = []): (() => number | undefined) | undefined {
  const reader = readConnectionOf(db);
  if (reader) {
    const version = reader.prepare('PRAGMA data_version').pluck();
    return () => version.get() as number;
  }
  const signal = commitSignalOf(db);
  if (!signal) return undefined;
  const unheard = tables.filter((t) => !SIGNALLED_TABLES.has(t));
  if (unheard.length)
    throw new Error(`memoized reads of ${unheard.join(', ')} need a commit signal on PostgreSQL (SIGNALLED_TABLES)`);
  return () => (currentScope() ? undefined : signal.version(tables));
}

/**
 * preparedQuery with one parameter, whose answers are remembered until the next commit that could
 * change them (commitVersion): on SQLite as fresh as querying every time; on PostgreSQL, as fresh
 * for this process's own writes and behind another process's by the delay of its notification.
 * Answers are frozen, since callers share them.
 *
 * Invariants (what keeps a remembered answer exact):
 * - The answer is a function of the committed rows and the key alone. A condition on the clock
 *   (an expiry) is checked by the caller on the answer, never written into the query.
 * - Every change to those rows moves the version: on SQLite a commit to this database, which
 *   data_version counts (any connection, any process, triggers included; the read-only connection
 *   it asks never writes, so its own commits cannot go uncounted); on PostgreSQL a commit that
 *   notifies its tables (a trigger on each, migration 0650) or a commit of this process.
 * - The version is read before the query (see below).
 * - It reads committed state: on SQLite the read-only connection; on PostgreSQL it does not
 *   remember inside a transaction or an atomic request (the version is undefined there).
 * - Callers never change an answer (frozen, shallowly: rows are flat).
 */
export function memoizedQuery<R extends object>(db: Db, query: Compilable<R>): (key: string) => Promise<R | undefined> {
  const run = preparedQuery(db, query);
  const commits = commitVersion(db, tablesOf(query.compile().query));
  if (!commits) return (key) => run(key);
  const memo = new Map<string, { version: number; row: R | undefined }>();
  return async (key) => {
    // Invariant: a kept answer was read at or after a look that gave `version`, so while the version
    // stays the same no commit could have changed it. The version is read before the query: a
    // commit landing in between makes the next look query again, never keeps a stale answer.
    const version = commits();
    if (version === undefined) return run(key);
    const kept = memo.get(key);
    if (kept && kept.version === version) return kept.row;
    const row = await run(key);
    if (row) Object.freeze(row);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(key, { version, row });
    return row;
  };
}

/** The tables a query reads (every table named anywhere in its operation tree). */
function tablesOf(node: unknown, found = new Set<string>()): string[] {
  if (node && typeof node === 'object') {
    const n = node as { kind?: string; table?: { identifier?: { name?: string } } };
    if (n.kind === 'TableNode' && n.table?.identifier?.name) found.add(n.table.identifier.name);
    for (const value of Object.values(node)) tablesOf(value, found);
  }
  return [...found];
}
