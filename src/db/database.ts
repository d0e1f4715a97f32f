import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import { POSTGRES_DEFAULTS, type Config, type PostgresSettings } from '../config.ts';
import type { Database } from './schema.ts';
import { CommitSignal, SIGNAL_AFTER_COMMIT } from './commit-signal.ts';
import { kyselyPool } from './pg-pool.ts';
import { collectAfterCommit, runAfterCommit } from './after-commit.ts';
import { databaseOf } from './dialect.ts';
import { isRetryableConflict } from './errors.ts';
import { GroupCommit } from './group-commit.ts';
import { keptStatements } from './sqlite-statements.ts';
import { ANY_TURN, type WriteTurn } from './write-turn.ts';
import { scopedDialects, type DialectOptions } from './scoped-dialect.ts';
import { asTransactionFunction, checkTransactionScope, insideTransaction, misuse } from './scope.ts';
import type { DialectName, Db, Queryable, Read, Tx, UnitOfWork, Writes } from './types.ts';
import { metrics, metricsOn } from '../lib/metrics.ts';

// The handle types live beside the schema (src/db/types.ts) so the modules this one uses can name them too.
export type { DialectName, Db, Tx, Read, Queryable, Writes, UnitOfWork } from './types.ts';

export interface DatabaseHandle {
  /** The read handle: reads outside transactions (refused inside them; see scopedDialects). */
  db: Read;
  dialect: DialectName;
  /**
   * Runs fn in a write transaction and settles after it is committed. On SQLite, transactions
   * queued together share one BEGIN IMMEDIATE … COMMIT, each in its own savepoint (GroupCommit);
   * on PostgreSQL a transaction aborted by a deadlock or serialization failure runs again (up to 4
   * attempts). Either way fn must touch nothing but the database, through the handle it is given:
   * the database handle, transaction() or atomic(), used inside fn throws TransactionMisuseError
   * at once. Code that may run inside an atomic request takes a UnitOfWork instead.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs fn, a whole request, as one transaction that commits when fn settles successfully: for
   * idempotent writes, whose claimed key, effect and stored answer must commit together. fn gets
   * the transaction, and the unit of work to hand the request's code: its reads on the
   * transaction, its steps of writes run on it, the first step that fails failing the whole
   * request (see settleUnit). The rules of transaction() hold: fn touches nothing but the
   * database, through these, and on PostgreSQL may run again after a conflict.
   */
  atomic<T>(fn: (tx: Tx, unit: UnitOfWork) => Promise<T>): Promise<T>;
  /** As a unit of work (the CLI's, the workers'), each step is a transaction of its own. */
  readonly oneTransaction: false;
  /** Where migrations run: the engine beneath the database handle, which may open transactions. */
  migrationDb: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /**
   * false: a write whose loss in a power failure or an operating system crash is harmless (an
   * idempotency key's claim, a webhook delivery's lease: no answer relies on them). On SQLite its
   * commit does not wait for the WAL to reach the disk (synchronous = NORMAL; the next durable
   * commit syncs it with its own); a crash of the process loses nothing either way. PostgreSQL
   * commits it as any other. Default true.
   */
  durable?: boolean;
}

/**
 * Each driver is loaded by the function that opens its database: a deployment uses one of the two,
 * and the other's modules (pg's pool and type parsers, better-sqlite3's addon) would only hold
 * memory. Loaded with require so that openDatabase stays synchronous.
 */
const requireDriver = createRequire(import.meta.url);

/** writeTurn orders this process's SQLite writes with those of the other workers of its server (src/db/write-turn.ts). */
export function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'postgres' | 'transactionChecks'>>,
  writeTurn: WriteTurn = ANY_TURN,
): DatabaseHandle {
  if (config.transactionChecks) checkTransactionScope();
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.postgres ?? POSTGRES_DEFAULTS)
    : openSqlite(sqliteFile(config.dataDir), writeTurn);
}

/** The SQLite database file of a data directory. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'tenpo.sqlite');
}

function openSqlite(file: string, writeTurn: WriteTurn): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const Connection = requireDriver('better-sqlite3') as typeof SQLite;
  const raw = new Connection(file);
  raw.pragma('journal_mode = WAL');
  // FULL: the WAL is synced at every commit, so an acknowledged write survives a power loss, not
  // only a crash of the process (NORMAL syncs at checkpoints only). Group commit shares one sync
  // among the writes of a batch, which keeps its cost to item creations small (docs/BENCHMARKS.md).
  // A batch of writes that need not be durable (TransactionOptions) commits with NORMAL.
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // A write's savepoint keeps the pages it changes in a statement journal, which SQLite spills to a
  // temporary file past 64 KiB: an item's creation opened, wrote and deleted one. In memory, its CPU
  // fell by a third (docs/PERFORMANCE.md). The reader keeps files for large sorts.
  raw.pragma('temp_store = MEMORY');
  // A second, read-only connection for reads outside transactions (and the few on every request's
  // path, see preparedQuery): in WAL mode it reads the last committed state without waiting for the writer.
  const reader = new Connection(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  const { engine, db } = kyselyPair(new SqliteDialect({ database: keptStatements(raw) }), {
    sqliteReader: keptStatements(reader),
    // The group commit's batch takes the write lock at its start (see GroupCommit).
    begin: 'BEGIN IMMEDIATE',
  });
  readConnections.set(db, reader);
  // Writers share commits (see GroupCommit); the dialect's one connection is held per batch.
  const writes = new GroupCommit(engine, raw, writeTurn);
  return {
    db,
    dialect: 'sqlite',
    migrationDb: engine,
    ...guardedTransactions((fn, options) => writes.run(fn, options?.durable ?? true)),
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      await engine.destroy();
      reader.close();
    },
  };
}

function kyselyPair(base: Dialect, options: DialectOptions): { engine: Db; db: Db } {
  const dialects = scopedDialects(base, options);
  return {
    engine: new Kysely<Database>({ dialect: dialects.engine }),
    db: new Kysely<Database>({ dialect: dialects.public }),
  };
}

/**
 * transaction() and atomic() over a dialect's way of running a transaction function (begin, fn,
 * commit, then its afterCommit callbacks; run may call fn again after a conflict). Each attempt
 * runs as a transaction function (src/db/scope.ts).
 */
function guardedTransactions(
  runUntimed: <T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions) => Promise<T>,
): Pick<DatabaseHandle, 'transaction' | 'atomic' | 'oneTransaction'> {
  const run = <T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> =>
    runUntimed((tx) => asTransactionFunction(() => fn(tx)), options);
  return {
    oneTransaction: false,
    transaction(fn, options) {
      if (insideTransaction()) return Promise.reject(misuse('transaction() was called inside a transaction'));
      return timed(() => run(fn, options));
    },
    atomic(fn) {
      if (insideTransaction()) return Promise.reject(misuse('atomic() was called inside a transaction'));
      return timed(() => run((tx) => settleUnit(tx, fn)));
    },
  };
}

/** A transaction, counted in the metrics when they are on. */
function timed<T>(transaction: () => Promise<T>): Promise<T> {
  if (!metricsOn()) return transaction();
  const start = performance.now();
  return transaction().then(
    (value) => {
      metrics.transaction('committed', (performance.now() - start) / 1000);
      return value;
    },
    (err: unknown) => {
      metrics.transaction('failed', (performance.now() - start) / 1000);
      throw err;
    },
  );
}

/**
 * Runs an atomic request's fn, handing it a unit whose `transaction` runs steps on the request's transaction
 * with no savepoint (one would cost two statements, a round trip each on PostgreSQL): the first
 * step that fails fails the whole request with its error, whatever fn does next, and everything
 * rolls back. Code that expects a write to be refused and goes on says so in the statement
 * (ON CONFLICT … DO NOTHING) rather than by catching the failure.
 */
async function settleUnit<T>(tx: Tx, fn: (tx: Tx, unit: UnitOfWork) => Promise<T>): Promise<T> {
  let failure: { error: unknown } | undefined;
  const write: Writes = async (step) => {
    if (failure) throw failure.error;
    try {
      return await step(tx);
    } catch (error) {
      failure ??= { error };
      throw error;
    }
  };
  const value = await fn(tx, { db: tx, transaction: write, oneTransaction: true }).catch((err: unknown) => {
    throw failure?.error ?? err;
  });
  if (failure) throw failure.error;
  return value;
}

const readConnections = new WeakMap<Db, SQLite.Database>();

/** The read-only SQLite connection beside db (not beside a transaction, nor on PostgreSQL); db may be typed to some tables only. */
export function readConnectionOf<DB>(db: Kysely<DB>): SQLite.Database | undefined {
  return readConnections.get(db as unknown as Db);
}

function openPostgres(url: string, settings: PostgresSettings): DatabaseHandle {
  const { Client, Pool, types } = requireDriver('pg') as typeof pg;
  // Integers come back as numbers from PostgreSQL too (counts and sums are bigint there).
  types.setTypeParser(20, (v) => Number(v));
  types.setTypeParser(1700, (v) => Number(v));
  const pool = new Pool({
    connectionString: url,
    max: settings.poolMax,
    connectionTimeoutMillis: 5000,
    // Set per connection at its start; a statement cancelled by it (57014) answers 503 (isUnavailableError).
    ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
  });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  // A checked-out client whose backend dies between two statements emits 'error' too; its next
  // statement fails (answered 503) and the pool replaces it, so the event needs no handling.
  const signal = new CommitSignal(() => new Client({ connectionString: url }));
  pool.on('connect', (client) => {
    client.on('error', () => {});
    signal.own(client);
  });
  const { engine, db } = kyselyPair(new PostgresDialect({ pool: kyselyPool(pool) }), {
    commits: { onCommit: (tables) => signal.noteCommit(tables), ...SIGNAL_AFTER_COMMIT },
  });
  commitSignals.set(databaseOf(db), signal);
  return {
    db,
    dialect: 'postgres',
    migrationDb: engine,
    ...guardedTransactions(async (fn) => {
      // A deadlock or serialization failure aborts one of the transactions involved; running it
      // again is safe (fn only touches the database) and almost always succeeds.
      for (let attempt = 1; ; attempt++) {
        try {
          return await pgTransaction(engine, fn);
        } catch (err) {
          if (attempt >= 4 || !isRetryableConflict(err)) throw err;
          await new Promise((r) => setTimeout(r, attempt * 5 + Math.random() * 10));
        }
      }
    }),
    async ping() {
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      await signal.close();
      await engine.destroy();
    },
  };
}

/** By the database (databaseOf). */
const commitSignals = new WeakMap<object, CommitSignal>();

/**
 * The PostgreSQL commit signal of the database db (or a transaction on it) talks to; none on
 * SQLite, whose reads use PRAGMA data_version. db may be typed to some tables only.
 */
export function commitSignalOf<DB>(db: Kysely<DB>): CommitSignal | undefined {
  return commitSignals.get(databaseOf(db as unknown as Queryable));
}

/**
 * One PostgreSQL transaction, its COMMIT timed apart (Kysely's controlled transaction, so the
 * COMMIT is a statement of ours), then its afterCommit callbacks.
 */
async function pgTransaction<T>(engine: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const trx = await engine.startTransaction().execute();
  try {
    const callbacks = collectAfterCommit(trx);
    const value = await fn(trx);
    const start = performance.now();
    await trx.commit().execute();
    metrics.commit((performance.now() - start) / 1000);
    runAfterCommit(callbacks);
    return value;
  } catch (err) {
    // Releases the connection whatever failed (a failed commit keeps it otherwise); on a dead
    // connection the rollback fails too, and the server has ended the transaction already.
    if (!trx.isCommitted && !trx.isRolledBack)
      await trx
        .rollback()
        .execute()
        .catch(() => {});
    throw err;
  }
}

/**
 * Why storage could not be opened, in one line the operator can act on (the CLI's errors and
 * `tenpo doctor`); undefined when the error is not about reaching storage.
 */
export function storageProblem(err: unknown, config: Pick<Config, 'dataDir' | 'databaseUrl'>): string | undefined {
  const e = err as { code?: string; message?: string; errors?: { code?: string }[] };
  if (!e || typeof e !== 'object') return undefined;
  const code = e.code ?? e.errors?.[0]?.code;
  if (config.databaseUrl) {
    let where = 'PostgreSQL';
    let name = '';
    try {
      const u = new URL(config.databaseUrl);
      where = `PostgreSQL at ${u.hostname}:${u.port || 5432}`;
      name = decodeURIComponent(u.pathname.slice(1)) || u.username;
    } catch {
      /* DATABASE_URL was checked by loadConfig; a URL pg reads but URL does not keeps the generic words */
    }
    if (code === '3D000')
      return `${where} has no database "${name}": create it first (createdb "${name}", or CREATE DATABASE "${name}";)`;
    if (code === '28P01' || code === '28000') return `${where} refused the login in DATABASE_URL: ${e.message ?? code}`;
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT')
      return `cannot reach ${where} (${code}): is it running, and is DATABASE_URL right?`;
    return undefined;
  }
  if (code === 'SQLITE_CANTOPEN' || code === 'EACCES' || code === 'EROFS' || code?.startsWith('SQLITE_READONLY'))
    return `cannot open the SQLite database ${sqliteFile(config.dataDir)} (${code}): DATA_DIR (${config.dataDir}) must exist or be creatable, and be writable by this user (tenpo doctor checks it)`;
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
    return `${sqliteFile(config.dataDir)} is not a usable SQLite database (${code})`;
  return undefined;
}
