import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/db/schema.ts';
import type { TestApp } from './app.ts';

/** Which database this test run uses: `TENPO_TEST_DB=postgres` (set by `npm test` for the second pass) or SQLite. */
export const TEST_DIALECT: 'sqlite' | 'postgres' = process.env.TENPO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export interface TestStorage {
  dataDir: string;
  databaseUrl: string | null;
  cleanup(): Promise<void>;
}

/** Fresh, isolated storage: a temporary SQLite directory, or a new PostgreSQL schema. */
export async function freshStorage(): Promise<TestStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-test-'));
  if (TEST_DIALECT === 'sqlite') {
    return { dataDir, databaseUrl: null, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  // t_<run>_<random>: scripts/test.js names the run (TENPO_TEST_RUN) and drops its schemas at the end.
  const schema = `t_${process.env.TENPO_TEST_RUN ?? 'adhoc'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    dataDir,
    databaseUrl: url.toString(),
    // The schema itself is dropped by scripts/test.js once the PostgreSQL pass ends: dropping it
    // now could fail another test file's migration, whose table check (Kysely's introspection)
    // calls has_schema_privilege by name on every schema of the database.
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment that points the server or the CLI at this storage (DATA_DIR, and DATABASE_URL on PostgreSQL). */
export function storageEnv(storage: TestStorage): Record<string, string> {
  return { DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) };
}

/**
 * Counts a table's rows (only those whose columns equal the given values, when given), to prove
 * a refused write changed nothing: `countRows(t, 'categories', { shop_id: shopId })`.
 */
export async function countRows(t: Pick<TestApp, 'ctx'>, table: keyof Database, where: Record<string, string> = {}): Promise<number> {
  let query = t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  for (const [column, value] of Object.entries(where)) query = query.where(sql.ref(column), '=', value);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
