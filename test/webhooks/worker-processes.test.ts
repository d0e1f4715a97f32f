import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { shopRepo } from '../../src/shop/repo.ts';
import { freshStorage, storageEnv } from '../helpers/db.ts';
import { startServerProcess, startServersWithClient, type ServerProcess } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { emit, startReceiver, stockEvent } from './helpers.ts';

/** Server processes of one deployment, a receiver subscribed to stock events, and a handle on the same storage to record events with. */
async function deployment(count: number) {
  const storage = await freshStorage();
  const env = { ...storageEnv(storage), WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_POLL_MS: '50' };
  const { servers, token } = await startServersWithClient(env, count, 'read_items');
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
  return { storage, env, servers, receiver, database, shopId };
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

async function eventIds(database: DatabaseHandle, shopId: string): Promise<string[]> {
  const rows = await database.db
    .selectFrom('changes')
    .select('event_id')
    .where('shop_id', '=', shopId)
    .where('event_id', 'is not', null)
    .execute();
  return rows.map((r) => r.event_id!).sort();
}

describe('delivery workers in server processes', () => {
  let d: Awaited<ReturnType<typeof deployment>> | null = null;
  let extra: ServerProcess[] = [];
  const cleanup = async () => {
    if (!d) return;
    for (const s of [...d.servers, ...extra]) await s.stop('SIGKILL');
    await d.receiver.close();
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
});
