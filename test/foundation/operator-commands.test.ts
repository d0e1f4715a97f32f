import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { findSession, startSession, verifyStaffPassword } from '../../src/console/service.ts';
import { openDatabase, sqliteFile } from '../../src/db/database.ts';
import { freshStorage, storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { seenFromAnotherProcess } from '../helpers/until.ts';
import {
  clientCredentialsToken,
  runTenpo,
  startServerProcess,
  type CliRun,
  type ServerProcess,
} from '../helpers/server.ts';

const Sqlite = createRequire(import.meta.url)('better-sqlite3') as typeof SQLite;

function jsonOf<T = Record<string, unknown>>(r: CliRun): T {
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as T;
}

function refused(r: CliRun, message: RegExp): void {
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, message);
  assert.equal(r.stdout, '');
}

interface Client {
  client_id: string;
  client_secret: string;
}

/** POST /v1/oauth/token with client credentials at a server. */
function tokenRequest(baseUrl: string, c: Client): Promise<Response> {
  return fetch(`${baseUrl}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...c }),
  });
}

describe('Operator commands: clients, staff, keys', () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let server: ServerProcess;
  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = storageEnv(storage);
    server = await startServerProcess(env);
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  const newClient = async (name: string) =>
    jsonOf<Client>(await runTenpo(['clients', 'create', '--name', name, '--scopes', 'read_users', '--json'], env));
  const tokenStatus = async (clientId: string, secret: string) =>
    (await tokenRequest(server.url, { client_id: clientId, client_secret: secret })).status;
  const meStatus = async (token: string) =>
    (await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  const tokenOf = (c: Client) => clientCredentialsToken(server.url, c);
  /** The server is another process than the command: it sees the command's change as seenFromAnotherProcess says. */
  const answers = (status: () => Promise<number>, expected: number, what: string) =>
    seenFromAnotherProcess(async () => (await status()) === expected, `${what} answered ${expected}`);

  it('clients rotate-secret prints a new secret once; the old one keeps working through the grace period', async () => {
    const c = await newClient('rotating');
    assert.equal(await tokenStatus(c.client_id, c.client_secret), 200);
    const r = await runTenpo(['clients', 'rotate-secret', c.client_id], env);
    assert.equal(r.code, 0, r.stderr);
    const secret = /client_secret: (sk_\S+)/.exec(r.stdout)?.[1];
    assert.ok(secret && secret !== c.client_secret, r.stdout);
    const until = /works until (\S+)\.$/m.exec(r.stdout)?.[1];
    const graceMs = Date.parse(until!) - Date.now();
    assert.ok(graceMs > 23.9 * 3600_000 && graceMs <= 24 * 3600_000, `default grace 24 h, got ${until}`);
    await answers(() => tokenStatus(c.client_id, secret), 200, 'the new secret');
    assert.equal(await tokenStatus(c.client_id, c.client_secret), 200);
    const list = await runTenpo(['clients', 'list', '--json'], env);
    assert.ok(!list.stdout.includes(secret), 'the secret is printed only by rotate-secret');
  });

  it('clients rotate-secret --grace-hours 0 ends the old secret at once; a bad grace or client is refused', async () => {
    const c = await newClient('rotating now');
    assert.equal(await tokenStatus(c.client_id, c.client_secret), 200); // remembered as verified by the server
    const rotated = jsonOf<{ client_secret: string; previous_valid_until: string }>(
      await runTenpo(['clients', 'rotate-secret', c.client_id, '--grace-hours', '0', '--json'], env),
    );
    await answers(() => tokenStatus(c.client_id, c.client_secret), 401, 'the old secret');
    assert.equal(await tokenStatus(c.client_id, rotated.client_secret), 200);
    refused(
      await runTenpo(['clients', 'rotate-secret', c.client_id, '--grace-hours', 'soon'], env),
      /--grace-hours must be a number/,
    );
    refused(await runTenpo(['clients', 'rotate-secret', 'cli_nope'], env), /no client cli_nope/);
  });

  it('clients enable lets a disabled client get and use tokens again', async () => {
    const c = await newClient('toggled');
    const token = await tokenOf(c);
    jsonOf(await runTenpo(['clients', 'disable', c.client_id, '--json'], env));
    await answers(() => meStatus(token), 401, "the disabled client's token");
    assert.equal(await tokenStatus(c.client_id, c.client_secret), 401);
    const enabled = jsonOf(await runTenpo(['clients', 'enable', c.client_id, '--json'], env));
    assert.deepEqual(enabled, { client_id: c.client_id, disabled: false });
    await answers(() => meStatus(token), 200, "the enabled client's token");
    assert.equal(await tokenStatus(c.client_id, c.client_secret), 200);
  });

  it('clients delete stops its tokens, drops it from the list, and it cannot be enabled again', async () => {
    const c = await newClient('deleted');
    const token = await tokenOf(c);
    assert.equal(await meStatus(token), 200);
    jsonOf(await runTenpo(['clients', 'delete', c.client_id, '--json'], env));
    await answers(() => meStatus(token), 401, "the deleted client's token");
    assert.equal(await tokenStatus(c.client_id, c.client_secret), 401);
    const clients = jsonOf<{ clients: { client_id: string }[] }>(await runTenpo(['clients', 'list', '--json'], env));
    assert.ok(!clients.clients.some((x) => x.client_id === c.client_id));
    refused(await runTenpo(['clients', 'enable', c.client_id], env), new RegExp(`no client ${c.client_id}`));
    refused(await runTenpo(['clients', 'delete', c.client_id], env), new RegExp(`no client ${c.client_id}`));
  });

  it('staff list, disable, enable and reset-password: a disabled account cannot sign in and its sessions end', async () => {
    const shop = jsonOf<{ shops: { shop_id: string; default: boolean }[] }>(
      await runTenpo(['shops', 'list', '--json'], env),
    ).shops.find((s) => s.default)!.shop_id;
    const email = `owner-${process.pid}@example.test`;
    const created = jsonOf<{ staff_id: string }>(
      await runTenpo(
        ['staff', 'create', '--shop', shop, '--email', email, '--role', 'owner', '--json'],
        env,
        'first-password\n',
      ),
    );
    const listed = jsonOf<{ staff: { staff_id: string; email: string; disabled_at: string | null }[] }>(
      await runTenpo(['staff', 'list', '--shop', shop, '--json'], env),
    ).staff;
    assert.deepEqual(
      listed.filter((s) => s.staff_id === created.staff_id).map((s) => [s.email, s.disabled_at]),
      [[email, null]],
    );
    assert.doesNotMatch(JSON.stringify(listed), /scrypt|password/);

    const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      const signIn = (password: string) => verifyStaffPassword(handle.db, email, password, 16384);
      const staff = (await signIn('first-password'))!;
      const session = await handle.transaction((tx) => startSession(tx, staff));
      jsonOf(await runTenpo(['staff', 'disable', created.staff_id, '--json'], env));
      assert.equal(await signIn('first-password'), null);
      assert.equal(await findSession(handle, session), null);
      jsonOf(await runTenpo(['staff', 'enable', created.staff_id, '--json'], env));
      const again = (await signIn('first-password'))!;
      assert.equal(again.staffId, created.staff_id);
      const secondSession = await handle.transaction((tx) => startSession(tx, again));
      refused(await runTenpo(['staff', 'reset-password', created.staff_id], env, 'short\n'), /at least 10 characters/);
      jsonOf(await runTenpo(['staff', 'reset-password', created.staff_id, '--json'], env, 'second-password\n'));
      assert.equal(await signIn('first-password'), null);
      assert.equal((await signIn('second-password'))?.staffId, created.staff_id);
      assert.equal(await findSession(handle, secondSession), null);
    } finally {
      await handle.close();
    }
    refused(await runTenpo(['staff', 'disable', 'staff_nope'], env), /no staff account staff_nope/);
  });

  it('keys list shows the signing key, and after keys rotate the retired one as published', async () => {
    type Keys = { keys: { kid: string; state: string; retired_at: string | null }[] };
    const before_ = jsonOf<Keys>(await runTenpo(['keys', 'list', '--json'], env)).keys;
    assert.equal(before_.filter((k) => k.state === 'signing').length, 1);
    const rotated = jsonOf<{ kid: string; retired: string[] }>(await runTenpo(['keys', 'rotate', '--json'], env));
    const after_ = jsonOf<Keys>(await runTenpo(['keys', 'list', '--json'], env)).keys;
    assert.equal(after_[0]!.kid, rotated.kid);
    assert.equal(after_[0]!.state, 'signing');
    for (const kid of rotated.retired) assert.equal(after_.find((k) => k.kid === kid)?.state, 'published');
    const text = await runTenpo(['keys', 'list'], env);
    assert.match(text.stdout, new RegExp(`^${rotated.kid}\\tsigning\\tcreated `));
  });
});

describe('tenpo doctor, and the issuer recorded at the first start', () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  before(async () => {
    storage = await freshStorage();
    env = storageEnv(storage);
  });
  after(async () => {
    for (const s of servers) await s.stop();
    await storage?.cleanup();
  });

  type Report = { checks: { check: string; status: string; detail: string }[]; problems: number };
  const doctor = async (extra: Record<string, string> = {}, ...flags: string[]) => {
    const r = await runTenpo(['doctor', '--json', ...flags], { ...env, ...extra });
    const report = JSON.parse(r.stdout) as Report;
    return { code: r.code, report, status: Object.fromEntries(report.checks.map((c) => [c.check, c.status])) };
  };

  it('on storage never started, reports what the first start would do and changes nothing', async () => {
    const { code, status } = await doctor();
    assert.equal(code, 0);
    assert.equal(status.configuration, 'ok');
    if (TEST_DIALECT === 'sqlite') {
      assert.equal(status.storage, 'change');
      assert.ok(!fs.existsSync(sqliteFile(storage.dataDir)), 'doctor created no database');
    } else {
      assert.equal(status.storage, 'ok');
      assert.equal(status.migrations, 'change');
    }
  });

  it('after a start: everything ok; with another BASE_URL the issuer is a problem (exit 1); the server warns at start', async () => {
    const first = await startServerProcess(env);
    servers.push(first);
    const same = await doctor({ BASE_URL: first.url });
    assert.equal(same.code, 0, JSON.stringify(same.report));
    assert.deepEqual(same.status, {
      configuration: 'ok',
      'data folder': 'ok',
      storage: 'ok',
      migrations: 'ok',
      'signing keys': 'ok',
      'shop secrets': 'ok',
      issuer: 'ok',
    });

    const other = await doctor({ BASE_URL: 'https://shop.example.jp' });
    assert.equal(other.code, 1);
    assert.equal(other.status.issuer, 'problem');
    assert.equal(other.report.problems, 1);
    const text = await runTenpo(['doctor'], { ...env, BASE_URL: 'https://shop.example.jp' });
    assert.equal(text.code, 1);
    assert.match(
      text.stdout,
      /^PROBLEM {2}issuer: BASE_URL gives the OAuth issuer https:\/\/shop\.example\.jp\/v1, but this deployment's issuer is http:\/\/127\.0\.0\.1:\d+\/v1/m,
    );

    const second = await startServerProcess({ ...env, BASE_URL: 'https://shop.example.jp' });
    servers.push(second);
    assert.match(
      second.output(),
      /BASE_URL gives the OAuth issuer https:\/\/shop\.example\.jp\/v1, but this deployment's issuer is/,
    );
    assert.doesNotMatch(first.output(), /BASE_URL gives the OAuth issuer/);
  });

  it('doctor --fix records the new BASE_URL as the issuer; then that BASE_URL is ok and the old one the problem', async () => {
    const fixed = await doctor({ BASE_URL: 'https://shop.example.jp' }, '--fix');
    assert.equal(fixed.code, 0, JSON.stringify(fixed.report));
    assert.equal((await doctor({ BASE_URL: 'https://shop.example.jp' })).status.issuer, 'ok');
    assert.equal((await doctor({ BASE_URL: servers[0]!.url })).status.issuer, 'problem');
  });

  it('reports unreachable storage as a problem in one line (exit 1)', async () => {
    const { code, report } = await doctor({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    assert.equal(code, 1);
    assert.deepEqual(report.checks.at(-1), {
      check: 'storage',
      status: 'problem',
      detail: 'cannot reach PostgreSQL at 127.0.0.1:1 (ECONNREFUSED): is it running, and is DATABASE_URL right?',
    });
  });

  it('reports a bad configuration as a problem (exit 1)', async () => {
    const { code, report } = await doctor({ PORT: 'eighty' });
    assert.equal(code, 1);
    assert.equal(report.checks[0]!.status, 'problem');
    assert.match(report.checks[0]!.detail, /PORT must be a whole number/);
  });
});

describe('tenpo backup and tenpo restore', () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let dir: string;
  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = storageEnv(storage);
    dir = fs.mkdtempSync(path.join(storage.dataDir, 'backups-'));
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  if (TEST_DIALECT === 'postgres') {
    it('on PostgreSQL, names pg_dump and pg_restore instead (exit 1)', async () => {
      refused(
        await runTenpo(['backup', path.join(dir, 'b.sqlite')], env),
        /storage is PostgreSQL.*pg_dump --format=custom/,
      );
      refused(await runTenpo(['restore', path.join(dir, 'b.sqlite')], env), /pg_restore/);
    });
    return;
  }

  const rows = (file: string) => {
    const db = new Sqlite(file, { readonly: true });
    try {
      return db.prepare('SELECT id, shop_id, name FROM categories ORDER BY id').all() as { id: string }[];
    } finally {
      db.close();
    }
  };

  it('takes a consistent backup while writes run, and restores it exactly (refused while the server runs or over a database without --force)', async () => {
    server = await startServerProcess(env);
    const c = jsonOf<Client>(
      await runTenpo(['clients', 'create', '--name', 'writer', '--scopes', 'write_items read_items', '--json'], env),
    );
    const token = await clientCredentialsToken(server.url, c);
    const baseline = rows(sqliteFile(storage.dataDir)).length;
    let writing = true;
    let written = 0;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const res = await fetch(`${server!.url}/v1/categories`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': `w${n}-${i}`,
          },
          body: JSON.stringify({ name: `category ${n}-${i}` }),
        });
        assert.equal(res.status, 201);
        written++;
      }
    };
    const writers = [writer(1), writer(2), writer(3)];
    while (written < 30) await new Promise((r) => setTimeout(r, 10));
    const file = path.join(dir, 'during-writes.sqlite');
    const backup = jsonOf<{ file: string; bytes: number }>(await runTenpo(['backup', file, '--json'], env));
    const writtenAtBackup = written;
    while (written < writtenAtBackup + 30) await new Promise((r) => setTimeout(r, 10));
    writing = false;
    await Promise.all(writers);
    assert.equal(backup.file, file);
    assert.equal(backup.bytes, fs.statSync(file).size);

    const check = new Sqlite(file, { readonly: true });
    assert.equal(check.pragma('integrity_check', { simple: true }), 'ok');
    check.close();
    const saved = rows(file);
    assert.ok(
      saved.length - baseline >= 30 && saved.length - baseline < written,
      `backup holds ${saved.length} of ${written}`,
    );
    assert.equal(rows(sqliteFile(storage.dataDir)).length, baseline + written);

    refused(await runTenpo(['backup', file], env), /exists; --force overwrites it/);
    refused(await runTenpo(['restore', file, '--force'], env), /open in another process \(a running server\?\)/);
    assert.equal(rows(sqliteFile(storage.dataDir)).length, baseline + written, 'a refused restore changed nothing');

    await server.stop();
    server = undefined;
    refused(await runTenpo(['restore', file], env), /exists; --force replaces it/);
    const restored = jsonOf<{ database: string }>(await runTenpo(['restore', file, '--force', '--json'], env));
    assert.equal(restored.database, sqliteFile(storage.dataDir));
    assert.deepEqual(rows(sqliteFile(storage.dataDir)), saved);

    // The restored database serves: a server starts on it (another port: another issuer, so a new
    // token) and sees the backup's categories.
    server = await startServerProcess(env);
    const listed = await fetch(`${server.url}/v1/categories?limit=1`, {
      headers: { authorization: `Bearer ${await clientCredentialsToken(server.url, c)}` },
    });
    assert.equal(listed.status, 200);
    assert.equal(((await listed.json()) as { pagination: { total: number } }).pagination.total, saved.length);
  });

  it('refuses to restore a file that is not a Tenpo SQLite database', async () => {
    const junk = path.join(dir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database at all, just text that is long enough to be read as a header');
    refused(await runTenpo(['restore', junk, '--force'], env), /is not a SQLite database|not a Tenpo database/);
    refused(await runTenpo(['restore', path.join(dir, 'missing.sqlite')], env), /no file/);
  });
});
