import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createStorefrontItem } from '../helpers/storefront.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { DeliveryWorker, workerOptions } from '../../src/webhooks/worker.ts';
import { startReceiver, type Receiver } from '../webhooks/helpers.ts';

/*
 * The "Done when": an integrator subscribed to order and shipping topics receives every
 * change of a seeded demo shop as verified deliveries, and misses nothing across a receiver outage.
 * The worker runs on the test's clock (runDue), so retries come when the test moves time on.
 */

const ORDER_AND_SHIPPING = [
  'order.created',
  'order.paid',
  'order.cancelled',
  'order.fulfilled',
  'order.gift_accepted',
  'order.gift_declined',
  'shipping.status_changed',
  'tracking.registered',
  'tracking.corrected',
];

describe('webhooks of real changes, end to end', () => {
  let t: TestApp;
  let receiver: Receiver;
  let skew = 0;
  let worker: DeliveryWorker;
  before(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_WORKER: 'false' });
    receiver = await startReceiver();
    worker = new DeliveryWorker(
      t.ctx.database,
      workerOptions(t.config.webhooks, { now: () => Date.now() + skew, random: () => 0.5 }),
    );
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  /** Every event the token sees, oldest first (walking the after cursor). */
  async function allEvents(token: string, types?: string[]): Promise<any[]> {
    const seen: any[] = [];
    for (let cursor: string | undefined; ;) {
      const page = (
        await t.get('/v1/events', token, {
          limit: '100',
          ...(types ? { types: types.join(',') } : {}),
          ...(cursor ? { after: cursor } : {}),
        })
      ).json().data;
      if (page.length === 0) return seen;
      seen.push(...page);
      cursor = page.at(-1).id;
    }
  }

  async function subscribe(
    shopId: string,
    scopes: Parameters<TestApp['token']>[0],
    topics: string[],
    url = receiver.url,
  ) {
    const token = await t.token(scopes, shopId);
    const res = await t.post('/v1/webhook_endpoints', token, { url, topics });
    assert.equal(res.statusCode, 201, res.body);
    return { token, secret: res.json().data.secret as string };
  }

  test("a seeded demo shop's order and shipping changes (checkout, ship, track) arrive as verified deliveries, each once, ordered by their commit", async () => {
    const shopId = await t.newShop();
    const { token, secret } = await subscribe(
      shopId,
      ['read_orders', 'read_orders_pii'],
      ORDER_AND_SHIPPING,
      `${receiver.url}/demo`,
    );
    receiver.secrets.push(secret);
    await seedDemo(t.ctx, { shopId, orders: 40 });
    while ((await worker.runDue()) > 0);

    const events = await allEvents(token);
    const types = new Set(events.map((e) => e.type));
    for (const type of [
      'order.created',
      'order.paid',
      'shipping.status_changed',
      'tracking.registered',
      'order.fulfilled',
    ])
      assert.ok(types.has(type), type);
    const receipts = receiver.receipts.filter((r) => r.path === '/hooks/demo');
    assert.equal(receipts.length, events.length, 'one delivery per event');
    for (const r of receipts) {
      assert.ok(r.verifiedBy.includes(receiver.secrets.indexOf(secret)), 'verified with standardwebhooks');
      assert.equal(r.headers['webhook-id'], r.event.id);
    }
    // Deliveries travel concurrently; the event ids carry their commit order.
    const received = receipts.map((r) => r.event).sort((a, b) => (a.id < b.id ? -1 : 1));
    assert.deepEqual(received, events, 'the events exactly as GET /v1/events lists them, in commit order');
    for (let i = 1; i < events.length; i++) {
      assert.ok(
        events[i].id > events[i - 1].id && events[i].created_at >= events[i - 1].created_at,
        'ids and instants grow with the commits',
      );
    }
    const created = received.find((e) => e.type === 'order.created');
    assert.ok(created.data.object.purchaser, 'personal data for a read_orders_pii client');
  });

  test('a receiver outage loses nothing: deliveries to a receiver that is down are retried on schedule once it is back up', async () => {
    const shopId = await t.newShop();
    // Down: every delivery's connection cut unanswered. The receiver keeps its port throughout (a
    // port given back could be taken meanwhile by another test's server running in parallel).
    const receiver = await startReceiver();
    receiver.respond = () => 'drop';
    const { token, secret } = await subscribe(
      shopId,
      ['read_items', 'write_items'],
      ['stock.changed', 'stock.out'],
      receiver.url,
    );
    try {
      const item = await createStorefrontItem(t, { shopId, inventory: 2 });
      for (const adjustment of [-1, -1])
        assert.equal((await t.patch(`/v1/items/${item.id}/stock`, token, { adjustment })).statusCode, 200);
      assert.equal(await worker.runDue(), 3, 'three attempts, each cut unanswered');
      // Back up.
      receiver.receipts.length = 0;
      receiver.respond = () => 200;
      receiver.secrets.push(secret);
      skew += 60_000;
      while ((await worker.runDue()) > 0);
      const events = await allEvents(token);
      assert.deepEqual(
        events.map((e) => e.type),
        ['stock.changed', 'stock.changed', 'stock.out'],
      );
      assert.deepEqual(
        receiver.receipts.map((r) => r.event).sort((a, b) => (a.id < b.id ? -1 : 1)),
        events,
        'every event, once',
      );
      assert.ok(receiver.receipts.every((r) => r.verifiedBy.length === 1));
    } finally {
      await receiver.close();
    }
  });
});
