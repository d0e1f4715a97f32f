import {
  CompiledQuery,
  RawNode,
  SelectQueryNode,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import { insideTransaction, misuse } from './scope.ts';

/**
 * The dialects behind the two Kysely instances of a database handle, sharing one driver:
 * - the engine, used by DatabaseHandle.transaction and migrations only, as Kysely made it;
 * - the public handle (`ctx.db`), the read handle: it runs reads only (a write, or a transaction
 *   opened on it, throws TransactionMisuseError), is refused inside a transaction function or an
 *   atomic request (src/db/scope.ts), and on SQLite reads on the read-only connection, so that
 *   reads never wait behind queued writes.
 */
export function scopedDialects(
  base: Dialect,
  { sqliteReader, commits, begin }: DialectOptions,
): { engine: Dialect; public: Dialect } {
  const shared = new InitOnce(base.createDriver(), commits, begin);
  const reader = sqliteReader ? new SqliteReadConnection(sqliteReader) : undefined;
  // One adapter for both, which their transactions share: it names the database (databaseOf).
  const adapter = base.createAdapter();
  const withDriver = (driver: Driver): Dialect => ({
    createDriver: () => driver,
    createQueryCompiler: () => base.createQueryCompiler(),
    createAdapter: () => adapter,
    createIntrospector: (db) => base.createIntrospector(db),
  });
  return { engine: withDriver(shared), public: withDriver(new ScopedDriver(shared, reader)) };
}

export interface DialectOptions {
  /** SQLite's read-only connection, where the public handle's SELECTs go. */
  sqliteReader?: SqliteDatabase;
  commits?: Commits;
  /** Sent instead of the driver's BEGIN (without commits). */
  begin?: string;
}

/** What PostgreSQL's commit signal needs of the driver (src/db/commit-signal.ts). */
export interface Commits {
  /**
   * Hears of every commit made through the driver (writes run in transactions only), with the
   * tables its commit statements reported changed.
   */
  onCommit: (tables: readonly string[]) => void;
  /** Sent instead of BEGIN, and instead of COMMIT (each may be several statements, sent at once). */
  begin: string;
  commit: string;
}

/**
 * Both Kysely instances init and destroy the driver they share; it happens once. With `commits`,
 * transactions begin and commit with its statements, and each commit is told to it; with `begin`,
 * they begin with that statement.
 */
class InitOnce implements Driver {
  private initialized?: Promise<void>;
  private destroyed?: Promise<void>;
  constructor(
    readonly inner: Driver,
    private readonly commits?: Commits,
    private readonly begin = commits?.begin,
  ) {}
  init() {
    return (this.initialized ??= this.inner.init());
  }
  destroy() {
    return (this.destroyed ??= this.inner.destroy());
  }
  acquireConnection() {
    // Kysely's own message for a closed database, which the error handler answers with 503.
    if (this.destroyed) return Promise.reject(new Error('driver has already been destroyed'));
    return this.inner.acquireConnection();
  }
  releaseConnection(c: DatabaseConnection) {
    return this.inner.releaseConnection(c);
  }
  async beginTransaction(c: DatabaseConnection, s: Parameters<Driver['beginTransaction']>[1]) {
    if (this.begin) await c.executeQuery(CompiledQuery.raw(this.begin));
    else await this.inner.beginTransaction(c, s);
  }
  async commitTransaction(c: DatabaseConnection) {
    if (!this.commits) return this.inner.commitTransaction(c);
    const committed = await c.executeQuery<{ changed_table: string }>(CompiledQuery.raw(this.commits.commit));
    this.commits.onCommit(committed.rows.map((r) => r.changed_table));
  }
  rollbackTransaction(c: DatabaseConnection) {
    return this.inner.rollbackTransaction(c);
  }
}

/** Runs each statement on the database, SQLite's SELECTs on the read-only connection (see scopedDialects). */
class RoutedConnection implements DatabaseConnection {
  constructor(
    private readonly driver: Driver,
    private readonly reader: SqliteReadConnection | undefined,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (insideTransaction()) throw misuse('A statement ran on the database handle inside a transaction');
    if (!isRead(query)) throw misuse('A write ran on the read handle; writes run in a transaction');
    if (this.reader) return this.reader.executeQuery<R>(query);
    const connection = await this.driver.acquireConnection();
    try {
      return await connection.executeQuery<R>(query);
    } finally {
      await this.driver.releaseConnection(connection);
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the database handle');
  }
}

/** A SELECT, built or written out (raw SQL that starts with SELECT, SHOW or EXPLAIN): what the read handle runs. */
function isRead(query: CompiledQuery): boolean {
  return SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*(select|show|explain)\b/i.test(query.sql));
}

class ScopedDriver implements Driver {
  private readonly connection: RoutedConnection;
  constructor(
    private readonly shared: Driver,
    reader: SqliteReadConnection | undefined,
  ) {
    this.connection = new RoutedConnection(shared, reader);
  }
  init() {
    return this.shared.init();
  }
  async destroy() {
    await this.shared.destroy();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    // Checked here too, so that the misuse is reported where it happens, before any statement is built.
    if (insideTransaction()) throw misuse('The database handle was used inside a transaction');
    return this.connection;
  }
  async releaseConnection(): Promise<void> {}
  async beginTransaction(): Promise<void> {
    throw misuse('A transaction was opened on the database handle; use ctx.database.transaction(fn)');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
}

/**
 * SQLite's read-only connection: in WAL mode it reads the last committed state without waiting for
 * the writer. It is given with its statements kept (src/db/sqlite-statements.ts), so each SQL
 * text is prepared once.
 */
class SqliteReadConnection implements DatabaseConnection {
  constructor(private readonly raw: SqliteDatabase) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return { rows: this.raw.prepare(query.sql).all(query.parameters) as R[] };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the read connection');
  }
}
