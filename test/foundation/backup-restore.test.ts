import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, sqliteFile } from '../../src/db/database.ts';
import { freshStorage, storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { lineIdToken } from '../helpers/line-login.ts';
import { ROOT, runTenpo, startServerProcess, type CliRun, type ServerProcess } from '../helpers/server.ts';
import { runProcess } from '../helpers/processes.ts';

const Sqlite = createRequire(import.meta.url)('better-sqlite3') as typeof SQLite;

const CHANNEL_ID = '1234567890';
const CHANNEL_SECRET = '0123456789abcdef0123456789abcdef';

function ok(r: CliRun): string {
  assert.equal(r.code, 0, r.stderr);
  return r.stdout;
}

function refused(r: CliRun, message: RegExp): void {
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, message);
  assert.equal(r.stdout, '');
}

/** The files of a data folder and a digest of each: what a refused restore must leave as it was. */
function snapshot(dataDir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dataDir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [
        e.name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dataDir, e.name)))
          .digest('hex'),
      ]),
  );
}

/** A copy of a backup changed by `damage`, which works on the file with SQLite's own tools. */
function damagedCopy(backup: string, name: string, damage: (file: string) => void): string {
  const file = path.join(path.dirname(backup), name);
  fs.copyFileSync(backup, file);
  damage(file);
  return file;
}

/**
 * Where in the file the last byte of a sku sits on a page of the items' unique (shop_id, sku) index,
 * found by its columns, its pages by dbstat: changing it makes the index disagree with the table.
 */
function skuInIndex(file: string): number {
  const db = new Sqlite(file, { readonly: true });
  try {
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'items'")
      .pluck()
      .all();
    const index = (indexes as string[]).find(
      (name) => (db.pragma(`index_info(${name})`) as { name: string }[]).map((c) => c.name).join() === 'shop_id,sku',
    )!;
    const pages = db.prepare('SELECT pageno FROM dbstat WHERE name = ?').pluck().all(index) as number[];
    const sku = Buffer.from(db.prepare("SELECT sku FROM items WHERE sku <> '' LIMIT 1").pluck().get() as string);
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const bytes = fs.readFileSync(file);
    for (const page of pages) {
      const at = bytes.subarray((page - 1) * pageSize, page * pageSize).indexOf(sku);
      if (at >= 0) return (page - 1) * pageSize + at + sku.length - 1;
    }
    throw new Error(`no sku on the pages of ${index}`);
  } finally {
    db.close();
  }
}

/** The shop's LINE sign-in at a server: 201 when the shop's sealed channel secret opens there. */
async function lineSignIn(server: ServerProcess, shopId: string): Promise<number> {
  const token = await lineIdToken({
    alg: 'HS256',
    key: new TextEncoder().encode(CHANNEL_SECRET),
    channelId: CHANNEL_ID,
  });
  const res = await fetch(`${server.url}/storefront/v1/shops/${shopId}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id_token: token }),
  });
  return res.status;
}

describe('tenpo restore: everything or nothing', () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let dir: string;
  let shopId: string;
  let good: string;
  let server: ServerProcess | undefined;
  const elsewhere: string[] = [];
  /** An empty data folder of its own: where a restore goes on a new machine. */
  const newDataDir = () => {
    const d = fs.mkdtempSync(path.join(dir, 'new-'));
    elsewhere.push(d);
    return d;
  };

  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = storageEnv(storage);
    dir = fs.mkdtempSync(path.join(storage.dataDir, 'backups-'));
    if (TEST_DIALECT === 'postgres') return;
    shopId = (JSON.parse(ok(await runTenpo(['shops', 'list', '--json'], env))) as { shops: { shop_id: string }[] })
      .shops[0]!.shop_id;
    ok(
      await runTenpo(
        ['shops', 'update', shopId, '--line-channel-id', CHANNEL_ID, '--line-channel-secret', CHANNEL_SECRET],
        env,
      ),
    );
    ok(await runTenpo(['seed', '--demo', '--orders', '1', '--json'], env));
    good = path.join(dir, 'good.sqlite');
    ok(await runTenpo(['backup', good], env));
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  if (TEST_DIALECT === 'postgres') {
    it('on PostgreSQL, names pg_dump and pg_restore, and says the dump does not hold the sealing key', async () => {
      for (const command of ['backup', 'restore']) {
        refused(
          await runTenpo([command, path.join(dir, 'b.sqlite')], env),
          /storage is PostgreSQL.*pg_dump --format=custom.*pg_restore.*does not hold the key that seals the shops' secrets \(SECRETS_KEY, or .*secrets\.key\).*tenpo doctor/,
        );
      }
    });
    return;
  }

  /** A restore over the current database that must be refused with `message` and change nothing. */
  const refusedAndUntouched = async (file: string, message: RegExp) => {
    const before_ = snapshot(storage.dataDir);
    refused(await runTenpo(['restore', file, '--force'], env), message);
    assert.deepEqual(snapshot(storage.dataDir), before_, 'the current database and key file are untouched');
    assert.deepEqual(
      fs.readdirSync(storage.dataDir).filter((f) => /replaced|restore|partial/.test(f)),
      [],
      'nothing was moved aside or left behind',
    );
  };

  it('a backup missing its last 100 bytes is refused (SQLite would read them as zeros and pass its checks)', async () => {
    const cut = damagedCopy(good, 'cut.sqlite', (f) => fs.truncateSync(f, fs.statSync(f).size - 100));
    await refusedAndUntouched(
      cut,
      /cut\.sqlite is damaged: \d+ bytes, where its \d+ pages of \d+ take \d+ \(a copy cut short\?\)/,
    );
    const page = damagedCopy(good, 'cut-page.sqlite', (f) => fs.truncateSync(f, fs.statSync(f).size - 4096));
    await refusedAndUntouched(page, /cut-page\.sqlite is damaged/);
  });

  it('a backup whose sku index disagrees with the items table is refused (the full integrity check, not the quick one)', async () => {
    const file = damagedCopy(good, 'sku-index.sqlite', (f) => {
      const at = skuInIndex(f);
      const bytes = fs.readFileSync(f);
      bytes[at] = bytes[at]! ^ 1;
      fs.writeFileSync(f, bytes);
      const check = new Sqlite(f, { readonly: true });
      assert.equal(check.pragma('quick_check', { simple: true }), 'ok', 'damage that the quick check does not see');
      check.close();
    });
    await refusedAndUntouched(file, /sku-index\.sqlite is damaged: .*(missing from index|wrong # of entries in index)/);
  });

  it('a backup of a newer release (a migration this one does not know) is refused, naming the migration', async () => {
    const file = damagedCopy(good, 'newer.sqlite', (f) => {
      const db = new Sqlite(f);
      db.prepare("INSERT INTO kysely_migration (name, timestamp) VALUES ('9900_from_the_future', '2030-01-01')").run();
      db.close();
    });
    await refusedAndUntouched(
      file,
      /newer\.sqlite was made by a newer release of Tenpo: it has migration\(s\) 9900_from_the_future, which this release does not know/,
    );
  });

  it('a backup without the sealing key is refused where no key opens its shop secrets, naming the shop and setting; with the key it restores', async () => {
    const keyless = path.join(dir, 'keyless.sqlite');
    const taken = ok(await runTenpo(['backup', keyless, '--without-secrets-key'], env));
    assert.match(
      taken,
      /does NOT hold the key that seals the shops' secrets: a restore needs .*secrets\.key, keep it apart/,
    );
    const fresh = newDataDir();
    refused(
      await runTenpo(['restore', keyless], { DATA_DIR: fresh }),
      new RegExp(`carries no key for the shops' sealed secrets .* ${shopId}: LINE channel secret; set SECRETS_KEY`),
    );
    refused(
      await runTenpo(['restore', keyless], { DATA_DIR: fresh, SECRETS_KEY: 'another deployment' }),
      new RegExp(`do not open with SECRETS_KEY: ${shopId}: LINE channel secret`),
    );
    assert.deepEqual(fs.readdirSync(fresh), [], 'a refused restore leaves nothing');
    fs.copyFileSync(path.join(storage.dataDir, 'secrets.key'), path.join(fresh, 'secrets.key'));
    ok(await runTenpo(['restore', keyless], { DATA_DIR: fresh }));
  });

  it('a good backup restored into a new data folder brings the key: doctor finds no problem and LINE sign-in works', async () => {
    assert.equal(fs.statSync(good).mode & 0o777, 0o600, 'the backup, holding the key, is readable by its owner only');
    const fresh = newDataDir();
    const restored = JSON.parse(ok(await runTenpo(['restore', good, '--json'], { DATA_DIR: fresh }))) as {
      replaced: string[];
    };
    assert.deepEqual(restored.replaced, []);
    assert.equal(
      fs.readFileSync(path.join(fresh, 'secrets.key'), 'utf8'),
      fs.readFileSync(path.join(storage.dataDir, 'secrets.key'), 'utf8'),
    );
    const db = new Sqlite(sqliteFile(fresh), { readonly: true });
    const carried = db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'tenpo_backup'").pluck().get();
    db.close();
    assert.equal(carried, 0, 'the restored database does not hold the key');
    const doctor = await runTenpo(['doctor'], { DATA_DIR: fresh });
    assert.match(doctor.stdout, /^ok {7}shop secrets: 1 sealed setting\(s\) open with .*secrets\.key$/m);
    server = await startServerProcess({ DATA_DIR: fresh });
    assert.equal(await lineSignIn(server, shopId), 201);
    await server.stop();
    server = undefined;
  });

  it('over an existing database: kept beside it as tenpo.sqlite.replaced-<time>, and said where', async () => {
    ok(await runTenpo(['shops', 'create', '--name', 'made after the backup'], env));
    const text = ok(await runTenpo(['restore', good, '--force'], env));
    const aside = /kept what it replaced until you remove it: (\S+tenpo\.sqlite\.replaced-[0-9TZ-]+)/.exec(text)?.[1];
    assert.ok(aside && fs.existsSync(aside), text);
    assert.equal(path.dirname(aside), storage.dataDir);
    const shops = (file: string) => {
      const db = new Sqlite(file, { readonly: true });
      try {
        return db.prepare('SELECT name FROM shops ORDER BY name').pluck().all();
      } finally {
        db.close();
      }
    };
    assert.ok(shops(aside).includes('made after the backup'), 'the replaced database, whole');
    assert.ok(!shops(sqliteFile(storage.dataDir)).includes('made after the backup'));
    server = await startServerProcess(env);
    assert.equal(await lineSignIn(server, shopId), 201);
  });
});

describe("tenpo doctor: the shops' sealed secrets, and the data folder", () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let shopId: string;
  const readOnlyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-unwritable-'));
  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = storageEnv(storage);
    shopId = (JSON.parse(ok(await runTenpo(['shops', 'list', '--json'], env))) as { shops: { shop_id: string }[] })
      .shops[0]!.shop_id;
    fs.chmodSync(readOnlyDir, 0o555);
  });
  after(async () => {
    await storage?.cleanup();
    fs.rmSync(readOnlyDir, { recursive: true, force: true });
  });

  type Report = { checks: { check: string; status: string; detail: string }[] };
  const secretsCheck = async (extra: Record<string, string> = {}) => {
    const r = await runTenpo(['doctor', '--json'], { ...env, ...extra });
    const check = (JSON.parse(r.stdout) as Report).checks.find((c) => c.check === 'shop secrets')!;
    return { code: r.code, ...check };
  };

  it('checks that every sealed setting opens with the configured key, naming the shop and setting that does not', async () => {
    assert.deepEqual(await secretsCheck(), {
      code: 0,
      check: 'shop secrets',
      status: 'ok',
      detail: 'none stored (LINE channel secrets, Stripe keys)',
    });
    ok(
      await runTenpo(
        ['shops', 'update', shopId, '--line-channel-id', CHANNEL_ID, '--line-channel-secret', CHANNEL_SECRET],
        env,
      ),
    );
    const keyFile = path.join(storage.dataDir, 'secrets.key');
    assert.equal((await secretsCheck()).detail, `1 sealed setting(s) open with ${keyFile}`);

    const wrong = await secretsCheck({ SECRETS_KEY: 'not the key they were sealed with' });
    assert.equal(wrong.code, 1);
    assert.equal(wrong.status, 'problem');
    assert.match(
      wrong.detail,
      new RegExp(`^1 of 1 sealed setting\\(s\\) do not open with SECRETS_KEY \\(${shopId}: LINE channel secret\\)`),
    );

    fs.renameSync(keyFile, `${keyFile}.away`);
    try {
      const lost = await secretsCheck();
      assert.equal(lost.code, 1);
      assert.match(lost.detail, /do not open \(no key: SECRETS_KEY is unset and there is no .*secrets\.key\)/);
      assert.ok(!fs.existsSync(keyFile), 'doctor makes no key');
    } finally {
      fs.renameSync(`${keyFile}.away`, keyFile);
    }
  });

  it('reports a database a newer release migrated (this release will not start on it), naming the migration', async () => {
    const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    const future = sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9900_from_the_future', '2030-01-01')`;
    try {
      await future.execute(handle.migrationDb);
      for (const flags of [[], ['--fix']]) {
        const r = await runTenpo(['doctor', '--json', ...flags], env);
        assert.equal(r.code, 1, r.stderr);
        assert.deepEqual(
          (JSON.parse(r.stdout) as Report).checks.find((c) => c.check === 'migrations'),
          {
            check: 'migrations',
            status: 'problem',
            detail:
              '9900_from_the_future recorded by a newer release of Tenpo, unknown to this one, which will not start on it: run that release (or restore a backup of this one)',
          },
        );
      }
    } finally {
      await sql`DELETE FROM kysely_migration WHERE name = '9900_from_the_future'`.execute(handle.migrationDb);
      await handle.close();
    }
  });

  it('reports a DATA_DIR this user cannot write, and the start names the database file it cannot open', async () => {
    // Permission bits do not bind root, so as root the folder is sysfs, where nobody creates files
    // (running as another user instead would need the clone to be readable by that user).
    const unwritable = process.getuid?.() === 0 ? '/sys' : readOnlyDir;
    const run = (script: string, args: string[]) =>
      runProcess(process.execPath, [script, ...args], {
        cwd: ROOT,
        env: { ...process.env, ...env, DATA_DIR: unwritable, HOST: '127.0.0.1', PORT: '0', WORKERS: '1' },
      });
    const doctor = await run('bin/tenpo.js', ['doctor', '--json']);
    assert.equal(doctor.code, 1, doctor.stderr);
    assert.deepEqual(
      (JSON.parse(doctor.stdout) as Report).checks.find((c) => c.check === 'data folder'),
      {
        check: 'data folder',
        status: 'problem',
        detail: `DATA_DIR ${unwritable} is not writable by this user (EACCES): the SQLite database, its journal and the key file are written there; fix the owner or permissions, or set DATA_DIR`,
      },
    );
    if (TEST_DIALECT === 'postgres') return; // nothing of PostgreSQL's is written there at start
    const start = await run('dist/server.js', []);
    assert.equal(start.code, 1);
    assert.equal(
      start.stderr.trim(),
      `tenpo: cannot start: cannot open the SQLite database ${path.join(unwritable, 'tenpo.sqlite')} (SQLITE_CANTOPEN): DATA_DIR (${unwritable}) must exist or be creatable, and be writable by this user (tenpo doctor checks it)`,
    );
  });
});
