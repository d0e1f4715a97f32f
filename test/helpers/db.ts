import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
} from 'kysely';
import type { DatabaseHandle } from '../../src/db/database.ts';
import pg from 'pg';
import type { Database } from '../../src/db/schema.ts';
import { checkTransactionScope } from '../../src/db/scope.ts';
import type { TestApp } from './app.ts';

// Every test process checks that transaction code uses only its own handle (src/db/scope.ts), as a
// server started with TRANSACTION_CHECKS=true does: the suite is what catches such a mistake.
checkTransactionScope();

/** Which database this test run uses: `TENPO_TEST_DB=postgres` (set by `npm test` for the second pass) or SQLite. */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env.TENPO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Test options for a check that runs on the SQLite pass only: what it checks does not depend on the
 * database, or exists only in SQLite. On the PostgreSQL pass the test is skipped with `reason`.
 */
export function sqlitePassOnly(reason: string): { skip: string | false } {
  return { skip: TEST_DIALECT !== 'sqlite' && reason };
}

const fixtureHandles = new WeakMap<DatabaseHandle, Kysely<Database>>();

/**
 * A handle for a test's fixture rows, written as they are (no area's rules), each statement in a
 * transaction of its own: the database handle reads only, and a write through it is refused.
 */
export function fixtureDb(database: DatabaseHandle): Kysely<Database> {
  let db = fixtureHandles.get(database);
  if (db) return db;
  const connection: DatabaseConnection = {
    executeQuery: <R>(query: CompiledQuery) => database.transaction((tx) => tx.executeQuery<R>(query)),
    streamQuery: () => {
      throw new Error('not supported');
    },
  };
  const postgres = database.dialect === 'postgres';
  db = new Kysely<Database>({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
      createIntrospector: (k) => (postgres ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
      createDriver: () => ({
        init: async () => {},
        acquireConnection: async () => connection,
        beginTransaction: async () => {
          throw new Error('fixtureDb runs each statement in a transaction of its own');
        },
        commitTransaction: async () => {},
        rollbackTransaction: async () => {},
        releaseConnection: async () => {},
        destroy: async () => {},
      }),
    },
  });
  fixtureHandles.set(database, db);
  return db;
}

export interface TestStorage {
  dataDir: string;
  databaseUrl: string | null;
  cleanup(): Promise<void>;
}

/**
 * Fresh, isolated storage: a temporary SQLite directory, or a new PostgreSQL database. Empty unless
 * `migrated`; then it is a copy of this run's template (every migration applied and one signing
 * key, made once per run by test/helpers/template.ts), which spares each test app the migrations
 * and the RSA key generation. Without a template (a file run on its own) the app migrates as usual.
 * PostgreSQL databases are named `tenpo_test_<run>_…` (scripts/test.js names the run in
 * TENPO_TEST_RUN and drops what is left of its databases at the end): overlapping runs never see
 * each other's objects, and a database is dropped as soon as its test is done with it.
 */
export async function freshStorage(options: { migrated?: boolean } = {}): Promise<TestStorage> {
  const template = options.migrated ? process.env.TENPO_TEST_TEMPLATE : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-test-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite') {
    if (template) fs.cpSync(template, dataDir, { recursive: true });
    return { dataDir, databaseUrl: null, cleanup: async () => removeDataDir() };
  }
  const name = `tenpo_test_${process.env.TENPO_TEST_RUN ?? 'adhoc'}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async cleanup() {
      removeDataDir();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The environment that points the server or the CLI at this storage (DATA_DIR, and DATABASE_URL on PostgreSQL). */
export function storageEnv(storage: TestStorage): Record<string, string> {
  return { DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) };
}

/**
 * Counts a table's rows (only those whose columns equal the given values, when given), to prove
 * a refused write changed nothing: `countRows(t, 'categories', { shop_id: shopId })`.
 */
export async function countRows(
  t: Pick<TestApp, 'ctx'>,
  table: keyof Database,
  where: Record<string, string> = {},
): Promise<number> {
  let query = t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [column, value] of Object.entries(where)) query = query.where(sql.ref(column), '=', value);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
