import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from './schema.ts';
import { CommitSignal } from './commit-signal.ts';
import { GroupCommit } from './group-commit.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or a transaction on it: repositories accept both. */
export type Queryable = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /**
   * Runs fn in a write transaction and settles after it is committed. On SQLite, transactions
   * queued together share one BEGIN IMMEDIATE … COMMIT, each in its own savepoint (GroupCommit);
   * on PostgreSQL a transaction aborted by a deadlock or serialization failure runs again (up to 4
   * attempts). Either way fn must touch nothing but the database, through the handle it is given.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Integers come back as numbers from PostgreSQL too (counts and sums are bigint there).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): DatabaseHandle {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openSqlite(path.join(config.dataDir, 'tenpo.sqlite'));
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(raw) }) });
  // A second, read-only connection for the few reads on every request's path (see preparedQuery):
  // in WAL mode it reads the last committed state without waiting for the writer's mutex.
  const reader = new SQLite(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  readConnections.set(db, reader);
  const commits = new CommitSignal(`${file}-shm`);
  const writes = new GroupCommit(db, raw);
  commitSignals.set(db, commits);
  return {
    db,
    dialect: 'sqlite',
    // Writers share commits (see GroupCommit); the dialect's one connection is held per batch.
    transaction: (fn) => writes.run(fn),
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      commits.close(); // before the connections: see CommitSignal
      await db.destroy();
      reader.close();
    },
  };
}

const readConnections = new WeakMap<Db, SQLite.Database>();
const commitSignals = new WeakMap<Db, CommitSignal>();

/** The read-only SQLite connection beside db (not beside a transaction, nor on PostgreSQL). */
export function readConnectionOf(db: Db): SQLite.Database | undefined {
  return readConnections.get(db);
}

/** The commit signal of a SQLite database (not of a transaction, nor on PostgreSQL). */
export function commitSignalOf(db: Db): CommitSignal | undefined {
  return commitSignals.get(db);
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query, so prepared
 * statements are kept by SQL text. Safe because the dialect runs one statement at a time.
 */
function withStatementCache(raw: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let stmt = cache.get(source);
    if (!stmt) {
      stmt = raw.prepare(source);
      if (cache.size >= 500) cache.delete(cache.keys().next().value!);
      cache.set(source, stmt);
    }
    return stmt;
  };
  return new Proxy(raw, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const v = Reflect.get(target, prop);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    async transaction(fn) {
      // A deadlock or serialization failure aborts one of the transactions involved; running it
      // again is safe (fn only touches the database) and almost always succeeds.
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(fn);
        } catch (err) {
          if (attempt >= 4 || !isRetryableConflict(err)) throw err;
          await new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
        }
      }
    },
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  };
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction may simply run again. */
function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

/** True for errors that mean storage is unreachable or busy (answered 503), not a bug. */
export function isUnavailableError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (!e || typeof e !== 'object') return false;
  if (e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_LOCKED' || e.code === 'SQLITE_CANTOPEN') return true;
  if (e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET' || e.code === 'ETIMEDOUT' || e.code === '57P01' || e.code === '53300') return true;
  if (isRetryableConflict(err)) return true; // still conflicting after retries: the client may retry
  return /Connection terminated|timeout exceeded when trying to connect|database is closed|database connection is not open|driver has already been destroyed/i.test(e.message ?? '');
}

/** True when err is a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
