import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { openDatabase } from '../../src/db/database.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo, spawnTenpo, startServerProcess, type CliRun, type ServerProcess } from '../helpers/server.ts';

/** --json output: exactly one JSON object on stdout, nothing on stderr. */
function oneJsonObject(r: CliRun): Record<string, unknown> {
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const text = r.stdout.trim();
  assert.ok(!text.includes('\n'), `one line of JSON, got:\n${r.stdout}`);
  const value = JSON.parse(text);
  assert.equal(typeof value, 'object');
  assert.ok(value !== null && !Array.isArray(value));
  return value;
}

/** A refusal: non-zero exit, a message on stderr, nothing on stdout. */
function refused(r: CliRun, message: RegExp): void {
  assert.notEqual(r.code, 0);
  assert.match(r.stderr, message);
  assert.equal(r.stdout, '');
}

async function tableNames(storage: TestStorage): Promise<string[]> {
  const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  try {
    return (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
  } finally {
    await handle.close();
  }
}

async function appliedMigrations(storage: TestStorage): Promise<string[]> {
  const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  try {
    const rows = await (handle.db as any).selectFrom('kysely_migration').select('name').orderBy('name').execute();
    return rows.map((r: { name: string }) => r.name);
  } finally {
    await handle.close();
  }
}

describe('npx tenpo migrate', () => {
  let storage: TestStorage;
  before(async () => (storage = await freshStorage()));
  after(() => storage.cleanup());

  it('applies every migration to fresh storage and reports them; a second run applies none', async () => {
    const first = oneJsonObject(await runTenpo(['migrate', '--json'], storageEnv(storage)));
    assert.deepEqual(first.applied, Object.keys(migrations).sort());
    assert.deepEqual(await appliedMigrations(storage), Object.keys(migrations).sort());
    const tables = await tableNames(storage);
    for (const t of ['shops', 'oauth_clients', 'signing_keys', 'idempotency_keys']) assert.ok(tables.includes(t), t);
    const second = oneJsonObject(await runTenpo(['migrate', '--json'], storageEnv(storage)));
    assert.deepEqual(second.applied, []);
  });
});

describe('The server applies migrations and creates the default shop at its first start', () => {
  let storage: TestStorage;
  let server: ServerProcess | undefined;
  before(async () => (storage = await freshStorage()));
  after(async () => {
    await server?.stop();
    await storage.cleanup();
  });

  it('migrates fresh storage at start and has a default shop from the first start', async () => {
    server = await startServerProcess(storageEnv(storage));
    assert.deepEqual(await appliedMigrations(storage), Object.keys(migrations).sort());
    const list = oneJsonObject(await runTenpo(['shops', 'list', '--json'], storageEnv(storage)));
    const shops = list.shops as { shop_id: string; default: boolean }[];
    assert.equal(shops.filter((s) => s.default).length, 1);
  });
});

describe('npx tenpo CLI (operator contract, DECISIONS.md section 0)', () => {
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

  const countClients = async () =>
    (oneJsonObject(await runTenpo(['clients', 'list', '--json'], env)).clients as unknown[]).length;

  async function tokenFor(c: { client_id: string; client_secret: string }): Promise<Response> {
    return fetch(`${server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: c.client_id,
        client_secret: c.client_secret,
      }),
    });
  }

  it('shops create --name --json prints one JSON object with shop_id', async () => {
    const shop = oneJsonObject(await runTenpo(['shops', 'create', '--name', '二号店 🏪', '--json'], env));
    assert.match(shop.shop_id as string, /^shop_/);
    assert.equal(shop.name, '二号店 🏪');
  });

  it('clients create --json prints exactly {client_id, client_secret, scopes, shop_id}; the client belongs to one shop and its token carries that shop_id', async () => {
    const shop = oneJsonObject(await runTenpo(['shops', 'create', '--name', 'Client shop', '--json'], env));
    const c = oneJsonObject(
      await runTenpo(
        [
          'clients',
          'create',
          '--name',
          'integration',
          '--scopes',
          'read_items write_items read_users',
          '--shop',
          shop.shop_id as string,
          '--json',
        ],
        env,
      ),
    );
    assert.deepEqual(Object.keys(c).sort(), ['client_id', 'client_secret', 'scopes', 'shop_id']);
    assert.deepEqual(c.scopes, ['read_items', 'write_items', 'read_users']);
    assert.equal(c.shop_id, shop.shop_id);
    const res = await tokenFor(c as { client_id: string; client_secret: string });
    assert.equal(res.status, 200);
    const { access_token } = (await res.json()) as { access_token: string };
    assert.equal(decodeJwt(access_token).shop_id, shop.shop_id);
    const me = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${access_token}` } });
    assert.equal(((await me.json()) as { data: { id: string } }).data.id, shop.shop_id);
  });

  it('clients create without --shop puts the client in the default shop', async () => {
    const shops = oneJsonObject(await runTenpo(['shops', 'list', '--json'], env)).shops as {
      shop_id: string;
      default: boolean;
    }[];
    const c = oneJsonObject(
      await runTenpo(['clients', 'create', '--name', 'default', '--scopes', 'read_items', '--json'], env),
    );
    assert.equal(c.shop_id, shops.find((s) => s.default)!.shop_id);
  });

  it('refuses a *_pii scope without --trusted (non-zero exit, message on stderr, nothing written) and grants it with --trusted', async () => {
    const before_ = await countClients();
    refused(
      await runTenpo(['clients', 'create', '--name', 'pii', '--scopes', 'read_items read_orders_pii', '--json'], env),
      /read_orders_pii.*trusted/,
    );
    refused(
      await runTenpo(['clients', 'create', '--name', 'pii', '--scopes', 'read_customers_pii', '--json'], env),
      /read_customers_pii/,
    );
    assert.equal(await countClients(), before_);
    const ok = oneJsonObject(
      await runTenpo(['clients', 'create', '--name', 'pii', '--scopes', 'read_orders_pii', '--trusted', '--json'], env),
    );
    assert.deepEqual(ok.scopes, ['read_orders_pii']);
  });

  it('refuses unknown scopes and write_reservations, writing nothing', async () => {
    const before_ = await countClients();
    refused(
      await runTenpo(['clients', 'create', '--name', 'x', '--scopes', 'read_items admin', '--json'], env),
      /unknown scope "admin"/,
    );
    refused(
      await runTenpo(
        ['clients', 'create', '--name', 'x', '--scopes', 'write_reservations', '--trusted', '--json'],
        env,
      ),
      /write_reservations/,
    );
    refused(await runTenpo(['clients', 'create', '--name', 'x', '--scopes', '', '--json'], env), /scope/);
    assert.equal(await countClients(), before_);
  });

  it('refuses unknown flags, missing values and unknown commands on stderr with a non-zero exit', async () => {
    const before_ = await countClients();
    refused(
      await spawnTenpo(['clients', 'create', '--name', 'x', '--scopes', 'read_items', '--bogus', '1', '--json'], env),
      /unknown flag --bogus/,
    );
    refused(
      await spawnTenpo(['clients', 'create', '--name', 'x', '--scope', 'read_items', '--json'], env),
      /unknown flag --scope/,
    );
    refused(await spawnTenpo(['clients', 'create', '--name', '--json'], env), /--name/);
    refused(await spawnTenpo(['shops', 'create', '--json'], env), /--name is required/);
    refused(await spawnTenpo(['clients', 'destroy', 'x'], env), /unknown command/);
    assert.equal(await countClients(), before_);
  });

  it('clients list --json lists clients without their secrets', async () => {
    const c = oneJsonObject(
      await runTenpo(['clients', 'create', '--name', 'listed', '--scopes', 'read_items', '--json'], env),
    );
    const r = await runTenpo(['clients', 'list', '--json'], env);
    const list = oneJsonObject(r).clients as {
      client_id: string;
      name: string;
      scopes: string[];
      disabled_at: string | null;
    }[];
    const found = list.find((x) => x.client_id === c.client_id);
    assert.ok(found);
    assert.equal(found.name, 'listed');
    assert.deepEqual(found.scopes, ['read_items']);
    assert.ok(!r.stdout.includes(c.client_secret as string));
    assert.doesNotMatch(r.stdout, /secret/);
  });

  it('clients disable CLIENT_ID makes its live tokens get 401 invalid_token from the running server on the next request', async () => {
    const c = oneJsonObject(
      await runTenpo(['clients', 'create', '--name', 'to-disable', '--scopes', 'read_users', '--json'], env),
    ) as { client_id: string; client_secret: string };
    const { access_token } = (await (await tokenFor(c)).json()) as { access_token: string };
    const me = () => fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${access_token}` } });
    assert.equal((await me()).status, 200);
    const d = oneJsonObject(await runTenpo(['clients', 'disable', c.client_id, '--json'], env));
    assert.equal(d.client_id, c.client_id);
    const after_ = await me();
    assert.equal(after_.status, 401);
    assert.equal(((await after_.json()) as { error: { code: string } }).error.code, 'invalid_token');
    assert.match(after_.headers.get('www-authenticate') ?? '', /invalid_token/);
    assert.equal((await tokenFor(c)).status, 401);
    refused(await runTenpo(['clients', 'disable', 'cli_nope', '--json'], env), /no client cli_nope/);
  });

  it('prints text without --json and exits 0', async () => {
    const r = await spawnTenpo(['shops', 'list'], env);
    assert.equal(r.code, 0, r.stderr);
    assert.throws(() => JSON.parse(r.stdout));
    assert.match(r.stdout, /shop_/);
  });
});
