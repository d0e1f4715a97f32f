import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { addChangeSink } from '../../src/changes/service.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { deliveryFanOut } from '../../src/webhooks/fan-out.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { shopRepo } from '../../src/shop/repo.ts';
import { itemBody } from '../helpers/catalog.ts';
import { authorizedTokens, ConsoleAgent, createTestStaff, postForm, TEST_REDIRECT_URI } from '../helpers/console.ts';
import { fixtureDb, freshStorage, storageEnv } from '../helpers/db.ts';
import {
  clientCredentialsToken,
  runTenpo,
  startServerProcess,
  startServersWithClient,
  type ServerProcess,
} from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { emit, startReceiver, stockEvent } from './helpers.ts';

/** Server processes of one deployment, a receiver subscribed to stock events, and a handle on the same storage to record events with. */
async function deployment(count: number, scopes = 'read_items', extraEnv: Record<string, string> = {}) {
  const storage = await freshStorage();
  const env = { ...storageEnv(storage), WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_POLL_MS: '50', ...extraEnv };
  const { servers, token } = await startServersWithClient(env, count, scopes);
  const receiver = await startReceiver();
  const res = await fetch(`${servers[0]!.url}/v1/webhook_endpoints`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': 'subscribe-1' },
    body: JSON.stringify({ url: receiver.url, topics: ['stock.changed'] }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  receiver.secrets.push(((await res.json()) as any).data.secret);
  const database = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
  const shopId = (await shopRepo(database.db).findDefault())!.id;
  // This process records events too (emit): their deliveries are queued as a server's are (src/app.ts), for the servers' workers.
  const removeFanOut = addChangeSink(database.db, 'webhooks', deliveryFanOut(null));
  return { storage, env, servers, receiver, database, shopId, token, removeFanOut };
}

async function emitMany(database: DatabaseHandle, shopId: string, n: number, perTransaction: number): Promise<void> {
  for (let i = 0; i < n; i += perTransaction) {
    await emit(
      database,
      shopId,
      Array.from({ length: Math.min(perTransaction, n - i) }, (_, k) => stockEvent(`item_${i + k}`, i + k + 1)),
    );
  }
}

async function eventIds(database: DatabaseHandle, shopId: string, types?: string[]): Promise<string[]> {
  let q = database.db
    .selectFrom('changes')
    .select('event_id')
    .where('shop_id', '=', shopId)
    .where('event_id', 'is not', null);
  if (types) q = q.where('type', 'in', types);
  const rows = await q.execute();
  return rows.map((r) => r.event_id!).sort();
}

describe('delivery workers in server processes', () => {
  let d: Awaited<ReturnType<typeof deployment>> | null = null;
  let extra: ServerProcess[] = [];
  const cleanup = async () => {
    if (!d) return;
    for (const s of [...d.servers, ...extra]) await s.stop('SIGKILL');
    await d.receiver.close();
    d.removeFanOut();
    await d.database.close();
    await d.storage.cleanup();
    d = null;
    extra = [];
  };
  // After each test, failed or not: a failed test's processes must not outlive it (they kept the run from ending).
  afterEach(cleanup);

  test('two server processes deliver each event once', async () => {
    d = await deployment(2);
    const N = 200;
    await emitMany(d.database, d.shopId, N, 4);
    const ids = await eventIds(d.database, d.shopId);
    assert.equal(ids.length, N);
    await until(() => new Set(d!.receiver.receipts.map((r) => r.id)).size === N, 'every event delivered');
    await new Promise((r) => setTimeout(r, 500));
    assert.deepEqual(d.receiver.receipts.map((r) => r.id).sort(), ids, 'each event once, none twice');
    assert.ok(d.receiver.receipts.every((r) => r.verifiedBy.length === 1));
    const statuses = await d.database.db.selectFrom('webhook_deliveries').select('status').execute();
    assert.ok(statuses.every((s) => s.status === 'succeeded'));
  });

  test('SIGKILL during delivery, then a restart: every event is delivered', async () => {
    d = await deployment(1);
    let slow = true;
    d.receiver.respond = async () => {
      if (slow) await new Promise((r) => setTimeout(r, 2000));
      return 200;
    };
    const N = 30;
    await emitMany(d.database, d.shopId, N, 3);
    await until(() => d!.receiver.receipts.length >= 5, 'deliveries in flight');
    await d.servers[0]!.stop('SIGKILL');
    slow = false;
    extra.push(await startServerProcess(d.env));
    const ids = await eventIds(d.database, d.shopId);
    await until(async () => {
      const rows = await d!.database.db
        .selectFrom('webhook_deliveries')
        .select('status')
        .where('status', '!=', 'succeeded')
        .execute();
      return rows.length === 0;
    }, 'every event delivered after the restart');
    assert.deepEqual([...new Set(d.receiver.receipts.map((r) => r.id))].sort(), ids);
  });

  const TOPICS = ['item.created', 'stock.changed'];
  /**
   * The tester's case across processes: an app approved by the shop's staff subscribes through server
   * 1; its access ends through server 0 or the CLI; then server 1 records new items (their deliveries
   * leased to its own worker at once) and so does this process (found by either server's polling).
   * None reaches the app, from the instant the revocation is answered, while a control endpoint of
   * another client gets every one.
   */
  type App = { client_id: string; client_secret: string; refresh: string };
  /** Each way an app's access ends, and which token set its endpoint up (the grant's, or a client-credentials token). */
  const revocations: Record<string, { setBy: 'grant' | 'secret'; revoke: (app: App) => Promise<void> }> = {
    'the app revokes its refresh token at server 0 (RFC 7009)': {
      setBy: 'grant',
      revoke: async (app) => {
        const res = await postForm(d!.servers[0]!.url, '/v1/oauth/revoke', {
          token: app.refresh,
          client_id: app.client_id,
          client_secret: app.client_secret,
        });
        assert.equal(res.status, 200);
      },
    },
    'the operator disables the client (tenpo clients disable, a process of its own)': {
      setBy: 'grant',
      revoke: async (app) => {
        const res = await runTenpo(['clients', 'disable', app.client_id], d!.env);
        assert.equal(res.code, 0, res.stderr);
      },
    },
    "the operator replaces the secret of the endpoint's token with no grace (tenpo clients rotate-secret --grace-hours 0)":
      {
        setBy: 'secret',
        revoke: async (app) => {
          const res = await runTenpo(['clients', 'rotate-secret', app.client_id, '--grace-hours', '0'], d!.env);
          assert.equal(res.code, 0, res.stderr);
        },
      },
  };
  for (const [how, { setBy, revoke }] of Object.entries(revocations)) {
    test(`${how}: no process delivers to it afterwards`, async () => {
      // One BASE_URL (one issuer), as behind a load balancer: a token from either server works at both.
      d = await deployment(2, 'read_items write_items', { BASE_URL: 'http://tenpo.test' });
      const [s0, s1] = d.servers as [ServerProcess, ServerProcess];
      const created = await runTenpo(
        ['clients', 'create', '--name', 'app', '--scopes', 'read_items', '--redirect-uri', TEST_REDIRECT_URI, '--json'],
        d.env,
      );
      const client = JSON.parse(created.stdout) as { client_id: string; client_secret: string };
      const agent = new ConsoleAgent(s0.url);
      await agent.signIn(await createTestStaff(d.database, d.shopId));
      const tokens = await authorizedTokens(
        agent,
        { clientId: client.client_id, clientSecret: client.client_secret },
        'read_items',
      );
      const subscribe = async (token: string, path: string) => {
        const res = await fetch(`${s1.url}/v1/webhook_endpoints`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': path },
          body: JSON.stringify({ url: `${d!.receiver.url}/${path}`, topics: TOPICS }),
        });
        assert.equal(res.status, 201, await res.clone().text());
        return ((await res.json()) as any).data.id as string;
      };
      const appToken = setBy === 'grant' ? tokens.access_token : await clientCredentialsToken(s0.url, client);
      const appEndpoint = await subscribe(appToken, 'app');
      await subscribe(d.token, 'control');
      const got = (path: string) => d!.receiver.receipts.filter((r) => r.path === `/hooks/${path}`).length;

      const now = nowIso();
      const categoryId = newId('cat');
      await fixtureDb(d.database)
        .insertInto('categories')
        .values({
          id: categoryId,
          shop_id: d.shopId,
          name: 'Beans',
          parent_id: null,
          sort: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const createItem = async (server: ServerProcess) => {
        const res = await fetch(`${server.url}/v1/items`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${d!.token}`,
            'content-type': 'application/json',
            'idempotency-key': newId('key'),
          },
          body: JSON.stringify(itemBody(categoryId)),
        });
        assert.equal(res.status, 201, await res.clone().text());
      };
      const recorded = async () => (await eventIds(d!.database, d!.shopId, TOPICS)).length;

      await createItem(s1);
      const before = await recorded();
      await until(() => got('app') === before && got('control') === before, 'the first item delivered to both');

      await revoke({ ...client, refresh: tokens.refresh_token });
      await createItem(s1);
      await createItem(s0);
      await emit(d.database, d.shopId, [stockEvent('item_p', 4)]);
      const all = await recorded();
      await until(() => got('control') === all, 'every later event delivered to the control endpoint');
      await until(
        async () =>
          (
            await d!.database.db
              .selectFrom('webhook_deliveries')
              .select('id')
              .where('endpoint_id', '=', appEndpoint)
              .where('lease_holder', 'is not', null)
              .execute()
          ).length === 0,
        "no delivery of the app's endpoint held by a worker",
      );
      assert.equal(got('app'), before, 'nothing reached the app after its access ended');
    });
  }
});
