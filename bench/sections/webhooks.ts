// Issue 14: events and webhooks. The app is built in this process (its delivery worker wakes on this
// process's commits, as in a server) with a local receiver. Latency is measured on real order changes
// (shipping moves through the orders service, each recording its shipping.status_changed); the
// saturation backlog is recorded by recordEvents directly. Writer, worker and receiver share one core
// here, so the figures are conservative.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { recordEvents } from '../../src/events/service.ts';
import { moveShippingStatus } from '../../src/orders/service.ts';
import { shopRepo } from '../../src/shop/repo.ts';
import { createEndpoint } from '../../src/webhooks/service.ts';
import { DeliveryWorker, workerOptions } from '../../src/webhooks/worker.ts';
import { freshStorage, seedOrders } from '../fixtures.ts';
import { DURATION_S, fmt, ms, percentile, scaled, type Row } from '../lib.ts';
import { SYSTEM } from '../../src/lib/actor.ts';

const RATE = 200;
const SATURATION_EVENTS = 20_000;

/** A local receiver; onReceipt gets each delivery's body. */
async function receiver(onReceipt: (body: string) => void) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      onReceipt(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function app(env: Record<string, string>, worker: boolean) {
  const config = loadConfig({
    ...process.env,
    ...env,
    LOG_LEVEL: 'silent',
    WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOKS_WORKER: String(worker),
  });
  const built = await buildApp(config, { logger: false });
  await built.app.ready();
  const shopId = (await shopRepo(built.ctx.db).findDefault())!.id;
  const client = await built.ctx.clients.create({
    shopId,
    name: 'bench',
    scopes: ['read_items', 'read_orders'],
    trusted: false,
  });
  return { ...built, config, shopId, client };
}

/** The app's client subscribes url to one event type, holding the scope it needs. */
function subscribe(
  a: Awaited<ReturnType<typeof app>>,
  scope: 'read_orders' | 'read_items',
  topic: string,
  url: string,
) {
  return a.ctx.database.transaction((tx) =>
    createEndpoint(
      tx,
      { shopId: a.shopId, clientId: a.client.client_id },
      { scopes: new Set([scope]), grantId: null, secretId: null },
      { url, topics: [topic] },
    ),
  );
}

export async function webhooksBench(pgUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const storage = await freshStorage('webhooks', pgUrl);
  const label = storage.label;
  try {
    // Commit-to-receipt while RATE order changes a second are made: each order's shipping moves to
    // preparing through the orders service, whose transaction records shipping.status_changed.
    const committed = new Map<string, number>();
    const latencies: number[] = [];
    const early = new Map<string, number>();
    const hooks = await receiver((body) => {
      const at = performance.now();
      const shippingId = (JSON.parse(body) as { data: { object: { order_shipping_id: string } } }).data.object
        .order_shipping_id;
      const c = committed.get(shippingId);
      if (c === undefined) early.set(shippingId, at);
      else latencies.push(at - c);
    });
    const a = await app(storage.env, true);
    const total = Math.round(RATE * DURATION_S);
    const { orderIds } = await seedOrders(
      { ctx: a.ctx, db: a.ctx.db, engine: a.ctx.database.migrationDb, shopId: a.shopId, close: async () => {} },
      total,
      'W',
    );
    const shippings = await a.ctx.db
      .selectFrom('order_shippings')
      .select(['id', 'order_id'])
      .where('order_id', 'in', orderIds)
      .execute();
    await subscribe(a, 'read_orders', 'shipping.status_changed', hooks.url);
    const started = performance.now();
    const writes: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const { id, order_id: orderId } = shippings[i]!;
      writes.push(
        a.ctx.database
          .transaction((tx) => moveShippingStatus(tx, a.shopId, orderId, id, 'preparing', SYSTEM))
          .then(() => {
            const at = performance.now();
            committed.set(id, at);
            const got = early.get(id);
            if (got !== undefined) latencies.push(Math.max(0, got - at)); // received before the writer saw its commit settle
          }),
      );
    }
    await Promise.all(writes);
    const deadline = performance.now() + 30_000;
    while (latencies.length < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    latencies.sort((x, y) => x - y);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    rows.push({
      name: `[${label}] webhook commit-to-receipt, ${RATE} order changes/s (shipping moves) for ${DURATION_S} s (${fmt(latencies.length)}/${fmt(total)} received)`,
      value: `p50 ${ms(p50)}, p99 ${ms(p99)}`,
      target: 'p50 < 100 ms, p99 < 1 s',
      ok: p50 < 100 && p99 < 1000 && latencies.length === total,
    });
    await a.app.close();

    // Saturation: a backlog recorded with no worker running, then one worker drains it.
    const b = await app(storage.env, false);
    await subscribe(b, 'read_items', 'stock.changed', hooks.url);
    const n = scaled(SATURATION_EVENTS, 1000);
    for (let i = 0; i < n; i += 100) {
      await b.ctx.database.transaction((tx) =>
        recordEvents(
          tx,
          b.shopId,
          SYSTEM,
          Array.from({ length: Math.min(100, n - i) }, (_, k) => ({
            type: 'stock.changed' as const,
            object: { item_id: `sat_${i + k}`, variant_id: null, inventory: k },
          })),
        ),
      );
    }
    let received = 0;
    const sink = await receiver(() => void received++);
    await b.ctx.database.transaction((tx) => tx.updateTable('webhook_endpoints').set({ url: sink.url }).execute());
    const worker = new DeliveryWorker(b.ctx.database, workerOptions(b.config.webhooks));
    const t0 = performance.now();
    worker.start();
    const pending = await b.ctx.db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const backlog = Number(pending.n);
    while (received < backlog && performance.now() - t0 < 120_000) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - t0) / 1000;
    await worker.stop();
    const rate = received / seconds;
    rows.push({
      name: `[${label}] webhook deliveries at saturation (${fmt(backlog)} queued, one worker)`,
      value: `${fmt(rate)}/s`,
      target: label === 'sqlite' ? '≥ 1,000/s' : undefined,
      ok: label === 'sqlite' ? rate >= 1000 : undefined,
    });
    await b.app.close();
    await hooks.close();
    await sink.close();
  } finally {
    await storage.cleanup();
  }
  return rows;
}
