#!/usr/bin/env node
// `npm test`: the whole suite on SQLite, then again on PostgreSQL when one answers at
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). Without PostgreSQL the
// second pass is skipped and says so; with TENPO_REQUIRE_POSTGRES=1 (CI) that is a failure.
// Arguments narrow the files: `npm test -- test/oauth` runs the tests under test/oauth.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { build } from 'esbuild';
import { packagesCompiledIn } from './bundling.js';

const args = process.argv.slice(2);
const sqliteOnly = args.includes('--sqlite-only');
const postgresOnly = args.includes('--postgres-only');
const filters = args.filter((a) => !a.startsWith('--'));
const TEMPLATE_SCRIPT = 'test/helpers/template.ts';
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return testFiles(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const files = testFiles('test')
  .filter((f) => filters.length === 0 || filters.some((x) => f.startsWith(x.replace(/^\.\//, ''))))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

// Names this run's test bundles, SQLite template and PostgreSQL databases (tenpo_test_<run>_…),
// so that overlapping runs never touch each other's and only this run's are removed at the end.
const testRun = randomBytes(4).toString('hex');
const runDatabase = (suffix) => `tenpo_test_${testRun}_${suffix}`;

// The processes the tests spawn (the server, the CLI) run the compiled dist/: rebuild it first so
// that an edit in src is never tested stale.
const built = spawnSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

// Each test file is bundled with what it imports, packages included, as scripts/build.js bundles the
// server: a test process then loads a few files instead of transpiling some 200 modules through a
// loader (about a second of CPU per file) or resolving and reading the packages' hundreds (0.4-0.5 s
// of a test process's start of about 1 s). What the files share is split into chunks, written once
// (28 MB for the suite instead of 468 MB of whole bundles, 2.5 s instead of 11). Playwright,
// autocannon and TypeScript (through openapi-typescript) read files of their own and stay in
// node_modules. Bundles and chunks sit side by side in
// .test-build/<run>/ with a copy of the console's assets, so that a file read relative to
// import.meta.url resolves as it does from dist/; source maps point failures at the .ts (the sources
// themselves are in the checkout, so the maps leave them out: a sixth of the map to parse).
const bundleDir = path.join('.test-build', testRun);
const bundleName = (file) =>
  file
    .replace(/^test\//, '')
    .replace(/\.ts$/, '')
    .replaceAll('/', '--');
await build({
  entryPoints: Object.fromEntries([...files, TEMPLATE_SCRIPT].map((f) => [bundleName(f), f])),
  outdir: bundleDir,
  bundle: true,
  ...packagesCompiledIn(['playwright-core', 'autocannon', 'openapi-typescript', 'typescript']),
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
});
fs.cpSync('src/console/assets', path.join(bundleDir, 'assets'), { recursive: true });
const bundles = files.map((f) => path.join(bundleDir, `${bundleName(f)}.js`));

/**
 * A test file that has not finished after this long fails (node's --test-timeout; the file's
 * process gets SIGTERM, and test/helpers/processes.ts stops what it started), and so does a test
 * in it without a limit of its own. The slowest file, hostile input, took 58 s on SQLite and 93 s on
 * PostgreSQL at a load of 10: the limit, five times that, ends a hang, never a slow run, and a hang
 * still leaves .ci/run within its 20 minutes.
 */
const FILE_TIMEOUT_MS = 8 * 60_000;

/**
 * Kills every process still carrying this run's TENPO_TEST_RUN in its environment (each test
 * process has it, and test/helpers/processes.ts passes it on to whatever a test starts): what a
 * test process killed outright could not stop. Linux (/proc) only; elsewhere the test processes'
 * own clean-up is all there is.
 */
function killLeftovers() {
  if (!fs.existsSync('/proc/self/environ')) return;
  const marker = `\0TENPO_TEST_RUN=${testRun}\0`;
  const left = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .filter((pid) => {
      try {
        return `\0${fs.readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(marker);
      } catch {
        return false; // gone, or not ours to read
      }
    });
  for (const pid of left) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }
  if (left.length) console.error(`\nkilled ${left.length} processes this run left running (${left.join(', ')})`);
}

/** Resolves with a child process's exit status. */
const exitStatus = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

/** Migrates the template that test apps copy (test/helpers/template.ts); resolves false when that failed. */
async function prepareTemplate(env) {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(bundleDir, `${bundleName(TEMPLATE_SCRIPT)}.js`)],
    { stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
  );
  return (await exitStatus(child)) === 0;
}

/**
 * Runs one pass; resolves with its exit status. With `output` the pass's output is collected there
 * (printed by the caller after the other pass), else it goes straight to this terminal.
 */
function run(dialect, env, output) {
  const header = `\n=== ${dialect} suite: ${files.length} files ===\n`;
  // The PostgreSQL pass takes the files in reverse order, so that the two passes rarely run the same
  // heavy file (hostile input, slow clients, crashes) at the same moment.
  const order = dialect === 'postgres' ? [...bundles].reverse() : bundles;
  // TRANSACTION_CHECKS reaches the servers and commands the tests start, which inherit this environment.
  const child = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      '--test',
      '--test-concurrency=2',
      `--test-timeout=${FILE_TIMEOUT_MS}`,
      '--test-reporter=spec',
      ...order,
    ],
    {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TENPO_TEST_DB: dialect, TENPO_TEST_RUN: testRun, TRANSACTION_CHECKS: 'true', ...env },
    },
  );
  if (output) {
    output.push(header);
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
  } else {
    process.stdout.write(header);
  }
  return exitStatus(child);
}

async function runSqlite() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), `tenpo-test-${testRun}-`));
  try {
    if (!(await prepareTemplate({ DATA_DIR: template, DATABASE_URL: '' }))) return 1;
    return await run('sqlite', { TENPO_TEST_TEMPLATE: template });
  } finally {
    fs.rmSync(template, { recursive: true, force: true });
  }
}

async function withServer(fn) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The run's template database, which test apps copy (test/helpers/db.ts freshStorage). */
async function createTemplate() {
  await withServer((c) => c.query(`CREATE DATABASE ${runDatabase('migrated')}`));
  const url = new URL(serverUrl);
  url.pathname = `/${runDatabase('migrated')}`;
  return prepareTemplate({ DATABASE_URL: url.toString() });
}

/** Drops every database of this run: the templates and whatever test storage was left behind. */
async function dropRunDatabases() {
  await withServer(async (c) => {
    const { rows } = await c.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `tenpo\\_test\\_${testRun}\\_%`,
    ]);
    for (const { datname } of rows) await c.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  });
}

async function postgresReachable() {
  try {
    await withServer(async () => {});
    return true;
  } catch (err) {
    return err.message;
  }
}

/**
 * The PostgreSQL pass, or why it did not run: {status, output} (output printed after the SQLite
 * pass), or {status, message}.
 */
async function runPostgres(output) {
  const reachable = await postgresReachable();
  if (reachable !== true) {
    if (process.env.TENPO_REQUIRE_POSTGRES === '1')
      return { status: 1, message: `\nPostgreSQL suite FAILED to start: ${reachable}` };
    return {
      status: 0,
      message: `\nPostgreSQL suite SKIPPED: no PostgreSQL at TEST_DATABASE_URL (${reachable}). Set TEST_DATABASE_URL to run it.`,
    };
  }
  try {
    return {
      status: (await createTemplate())
        ? await run('postgres', { TENPO_TEST_TEMPLATE: runDatabase('migrated') }, output)
        : 1,
    };
  } finally {
    await dropRunDatabases();
  }
}

// Stopped from outside (Ctrl-C, a CI job's time limit): what the tests started goes too.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    killLeftovers();
    fs.rmSync(bundleDir, { recursive: true, force: true });
    process.exit(128 + os.constants.signals[signal]);
  });

// Both passes run at once: much of a pass is spent waiting (timers, spawned servers, the database),
// and each keeps two test files going. SQLite's output shows as it comes; PostgreSQL's follows it.
const postgresOutput = [];
try {
  const [sqliteStatus, postgres] = await Promise.all([
    postgresOnly ? 0 : runSqlite(),
    sqliteOnly ? { status: 0 } : runPostgres(sqliteOnly || postgresOnly ? undefined : postgresOutput),
  ]);
  for (const chunk of postgresOutput) process.stdout.write(chunk);
  if (postgres.message) (postgres.status ? console.error : console.log)(postgres.message);
  process.exitCode = sqliteStatus || postgres.status;
} finally {
  killLeftovers();
  fs.rmSync(bundleDir, { recursive: true, force: true });
}
