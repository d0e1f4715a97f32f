#!/usr/bin/env node
// `npm test`: the whole suite on SQLite, then again on PostgreSQL when one answers at
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Without PostgreSQL the
// second pass is skipped and says so; with TENPO_REQUIRE_POSTGRES=1 (CI) that is a failure.
// Arguments narrow the files: `npm test -- test/oauth` runs the tests under test/oauth.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const args = process.argv.slice(2);
const sqliteOnly = args.includes('--sqlite-only');
const postgresOnly = args.includes('--postgres-only');
const filters = args.filter((a) => !a.startsWith('--'));

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const files = testFiles('test').filter((f) => filters.length === 0 || filters.some((x) => f.startsWith(x.replace(/^\.\//, '')))).sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

// The suites run the TypeScript sources through tsx, but the processes they spawn (the server, the
// CLI) run the compiled dist/: rebuild it first so that an edit in src is never tested stale.
const built = spawnSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// Names this run's PostgreSQL test schemas, so that only they are dropped at the end.
const testRun = randomBytes(4).toString('hex');

function run(dialect) {
  console.log(`\n=== ${dialect} suite: ${files.length} files ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], {
    stdio: 'inherit',
    env: { ...process.env, TENPO_TEST_DB: dialect, TENPO_TEST_RUN: testRun },
  });
  return r.status ?? 1;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    // Extensions are database-wide: create them once in public, not inside a test's own schema
    // (dropping that schema at the end of the test would drop the extension for every other test).
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    return true;
  } catch (err) {
    return err.message;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Drops this run's test schemas (test/helpers/db.ts freshStorage), kept until the pass ends. */
async function dropTestSchemas() {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [`t\\_${testRun}\\_%`]);
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  } finally {
    await client.end();
  }
}

let status = 0;
if (!postgresOnly) status = run('sqlite');
if (!sqliteOnly) {
  const reachable = await postgresReachable();
  if (reachable === true) {
    try {
      status = run('postgres') || status;
    } finally {
      await dropTestSchemas();
    }
  }
  else if (process.env.TENPO_REQUIRE_POSTGRES === '1') {
    console.error(`\nPostgreSQL suite FAILED to start: ${reachable}`);
    status = 1;
  } else {
    console.log(`\nPostgreSQL suite SKIPPED: no PostgreSQL at TEST_DATABASE_URL (${reachable}). Set TEST_DATABASE_URL to run it.`);
  }
}
process.exit(status);
