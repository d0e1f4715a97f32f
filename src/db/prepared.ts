import type SQLite from 'better-sqlite3';
import type { CompiledQuery, Compilable, Kysely, Transaction } from 'kysely';
import { commitSignalOf, readConnectionOf } from './database.ts';
import { afterCommit } from './after-commit.ts';
import { SIGNALLED_TABLES, type CommitSignal } from './commit-signal.ts';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';
import type { DialectName } from './types.ts';
import { insideTransaction, misuse } from './scope.ts';

/**
 * Compiles a query once and runs it with fresh parameters (in the order they appear in the query):
 * for the few reads on every request's path, where building and compiling would cost more than the
 * query. On SQLite it runs as a prepared statement on the read-only connection, synchronously and
 * outside the writer's mutex; inside a transaction, or on PostgreSQL, it runs through Kysely.
 */
export function preparedQuery<R, DB>(
  db: Kysely<DB>,
  query: Compilable<R>,
): (...parameters: unknown[]) => Promise<R | undefined> {
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
 * (undefined where reads cannot be memoized: PostgreSQL while its commit signal is down). db is the
 * database handle, which reads committed state (it is refused inside transactions).
 * - SQLite: `PRAGMA data_version`, asked on the read-only connection. It reports commits of
 *   connections other than the one asking, and that connection never writes, so it sees this
 *   process's writer and other processes alike. It is documented
 *   (https://www.sqlite.org/pragma.html#pragma_data_version) and costs less than the query it
 *   spares (docs/BENCHMARKS.md). It changes with commits to any table.
 * - PostgreSQL: the CommitSignal's number for those tables (src/db/commit-signal.ts): commits of
 *   this process at once, other processes' when their notification arrives.
 */
export function commitVersion<DB>(
  db: Kysely<DB>,
  tables: readonly string[] = [],
): (() => number | undefined) | undefined {
  const reader = readConnectionOf(db);
  if (reader) {
    const version = reader.prepare('PRAGMA data_version').pluck();
    return () => version.get() as number;
  }
  const signal = commitSignalOf(db);
  if (!signal) return undefined;
  assertSignalled(tables);
  return () => signal.version(tables);
}

function assertSignalled(tables: readonly string[]): void {
  const unheard = tables.filter((t) => !SIGNALLED_TABLES.has(t));
  if (unheard.length)
    throw new Error(`memoized reads of ${unheard.join(', ')} need a commit signal on PostgreSQL (SIGNALLED_TABLES)`);
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
 * - It reads committed state: the database handle, never a transaction's (on SQLite its read-only
 *   connection).
 * - Callers never change an answer (frozen, shallowly: rows are flat).
 */
export function memoizedQuery<R extends object, DB>(
  db: Kysely<DB>,
  query: Compilable<R>,
): (key: string) => Promise<R | undefined> {
  const run = preparedQuery(db, query);
  const commits = commitVersion(db, tablesOf(query.compile().query));
  if (!commits) return (key) => run(key);
  const memo = new Memo<R | undefined>();
  return async (key) => {
    // Refused inside transactions even when it would answer from memory, as the handle's statements are.
    if (insideTransaction()) throw misuse('A memoized read of the database handle ran inside a transaction');
    // Invariant: a kept answer was read at or after a look that gave `version`, so while the version
    // stays the same no commit could have changed it. The version is read before the query: a
    // commit landing in between makes the next look query again, never keeps a stale answer.
    const version = commits();
    if (version === undefined) return run(key);
    const kept = memo.get(key, version);
    if (kept) return kept.answer;
    const row = await run(key);
    memo.keep(key, version, row && Object.freeze(row));
    return row;
  };
}

/**
 * A read memoized as memoizedQuery's are, which transactions may make too: for rows that the
 * transactions reading them do not change themselves (a shop's settings, its webhook subscribers,
 * read while an order or item is written). build gives the query, with '' for its one parameter;
 * the answer is every row, frozen.
 * - PostgreSQL: a kept answer that is current (CommitSignal) is served without a round trip,
 *   inside a transaction as outside: it holds committed rows. An answer read inside a transaction
 *   (db is one), which could hold that transaction's uncommitted writes, is kept only
 *   after the commit, and only if no commit to its tables was noted since it was read: a
 *   transaction's commit reports the signalled tables it changed, so an answer it could have
 *   changed is never kept, nor one read in a transaction, or a savepoint, that rolled back.
 * - SQLite: outside transactions, kept as memoizedQuery's answers are (`PRAGMA data_version` on the
 *   read-only connection: exact for every process at once); inside a transaction, read every time,
 *   since the transaction's own batch may hold uncommitted writes to them.
 */
export function memoizedRead<R extends object, DB = Database>(
  build: (db: Kysely<DB>) => Compilable<R>,
): (db: Kysely<DB>, key: string) => Promise<readonly R[]> {
  const compiled = new Map<DialectName, { query: CompiledQuery<R>; tables: string[] }>();
  const compiledFor = (db: Kysely<DB>) => {
    const dialect = dialectOf(db);
    let c = compiled.get(dialect);
    if (!c) {
      const query = build(db).compile();
      if (query.parameters.length !== 1)
        throw new Error(`memoizedRead: a query with one parameter, not ${query.parameters.length}`);
      c = { query, tables: dialect === 'postgres' ? tablesOf(query.query) : [] };
      assertSignalled(c.tables);
      compiled.set(dialect, c);
    }
    return c;
  };
  const signalMemos = new WeakMap<CommitSignal, Memo<readonly R[]>>();
  // SQLite, per read-only connection: its data_version, the query prepared on it, and the answers.
  const readers = new WeakMap<
    SQLite.Database,
    { version: () => number; rows: (key: string) => R[]; memo: Memo<readonly R[]> }
  >();
  const frozen = (rows: R[]) => Object.freeze(rows.map((r) => Object.freeze(r)));
  return async (db, key) => {
    const { query, tables } = compiledFor(db);
    const reader = readConnectionOf(db);
    if (reader) {
      if (insideTransaction()) throw misuse('A memoized read of the database handle ran inside a transaction');
      let on = readers.get(reader);
      if (!on) {
        const statement = reader.prepare(query.sql);
        // commitVersion's data_version look, which on SQLite always answers a number.
        const version = commitVersion(db) as () => number;
        on = { version, rows: (k) => statement.all(k) as R[], memo: new Memo() };
        readers.set(reader, on);
      }
      // As in memoizedQuery: the version is read before the query, so a commit in between is never missed.
      const version = on.version();
      const kept = on.memo.get(key, version);
      if (kept) return kept.answer;
      const answer = frozen(on.rows(key));
      on.memo.keep(key, version, answer);
      return answer;
    }
    const read = async () => (await db.executeQuery<R>({ ...query, parameters: [key] })).rows;
    const signal = commitSignalOf(db);
    const version = signal?.version(tables);
    if (!signal || version === undefined) return read();
    let memo = signalMemos.get(signal);
    if (!memo) signalMemos.set(signal, (memo = new Memo()));
    const kept = memo.get(key, version);
    if (kept) return kept.answer;
    const answer = frozen(await read());
    const keep = () => {
      if (signal.version(tables) === version) memo.keep(key, version, answer);
    };
    if (db.isTransaction) afterCommit(db as Transaction<DB>, keep);
    else keep();
    return answer;
  };
}

/** Answers kept by key, each with the version it was read at (at most MEMO_MAX, then all forgotten at once). */
class Memo<A> {
  private readonly kept = new Map<string, { version: number; answer: A }>();
  /** The answer kept for key, if it was read at this version. */
  get(key: string, version: number): { answer: A } | undefined {
    const kept = this.kept.get(key);
    return kept?.version === version ? kept : undefined;
  }
  keep(key: string, version: number, answer: A): void {
    if (this.kept.size >= MEMO_MAX) this.kept.clear();
    this.kept.set(key, { version, answer });
  }
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
