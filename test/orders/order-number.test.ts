import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';
import { createStorefrontItem, placeTestOrder, shopperRequest, signInShopper } from '../helpers/storefront.ts';
import * as orderOperations from '../../src/db/migrations/0250_order_operations.ts';
import * as actors from '../../src/db/migrations/0900_actors.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { checkout } from '../../src/storefront/checkout.ts';
import { storefrontServices } from '../../src/storefront/providers.ts';
import { TEST_RECIPIENT } from '../helpers/storefront.ts';

describe('order numbers', () => {
  let t: TestApp & { storage: Awaited<ReturnType<typeof startTestApp>>['storage'] };
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const numberOf = async (orderId: string) =>
    Number(
      (await t.ctx.db.selectFrom('orders').select('number').where('id', '=', orderId).executeTakeFirstOrThrow()).number,
    );

  it('run from 1001 per shop in the order orders are placed, shown in the list, the detail, events and the shopper view', async () => {
    const [a, b] = [await t.newShop(), await t.newShop()];
    const inA = [];
    for (let i = 0; i < 3; i++) inA.push(await placeTestOrder(t, { shopId: a }));
    const inB = await placeTestOrder(t, { shopId: b });
    assert.deepEqual(await Promise.all(inA.map((o) => numberOf(o.orderId))), [1001, 1002, 1003]);
    assert.equal(await numberOf(inB.orderId), 1001);

    const token = await t.token(['read_orders'], a);
    const list = (await t.get('/v1/orders', token)).json().data as { id: string; number: number }[];
    assert.deepEqual(
      list.map((o) => [o.id, o.number]),
      inA.map((o, i) => [o.orderId, 1001 + i]),
    );
    assert.equal((await t.get(`/v1/orders/${inA[1]!.orderId}`, token)).json().data.number, 1002);
    const created = ((await t.get('/v1/events', token)).json().data as any[]).filter((e) => e.type === 'order.created');
    assert.deepEqual(
      created.map((e) => e.data.object.number),
      [1001, 1002, 1003],
    );
    const shopper = await shopperRequest(t, inA[2]!.shopper.token, 'GET', `/storefront/v1/orders/${inA[2]!.orderId}`);
    assert.equal(shopper.json().data.number, 1003, shopper.body);
  });

  it('GET /v1/orders?number= finds one order, with a total of 1 (0 for none)', async () => {
    const shopId = await t.newShop();
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await placeTestOrder(t, { shopId }));
    const token = await t.token(['read_orders'], shopId);
    const found = (await t.get('/v1/orders', token, { number: '1002' })).json();
    assert.deepEqual(
      found.data.map((o: any) => o.id),
      [orders[1]!.orderId],
    );
    assert.equal(found.pagination.total, 1);
    const none = (await t.get('/v1/orders', token, { number: '1002', status: 'cancelled' })).json();
    assert.deepEqual(none, { data: [], pagination: { limit: 20, offset: 0, total: 0 } });
    assert.equal((await t.get('/v1/orders', token, { number: 'abc' })).statusCode, 400);
  });

  it('a declined checkout, whose order is deleted, leaves no gap', async () => {
    const shopId = await t.newShop();
    const first = await placeTestOrder(t, { shopId });
    const item = await createStorefrontItem(t, { shopId });
    const s = await signInShopper(t, { shopId });
    await t.ctx.database.transaction((tx) =>
      addCartLine(tx, s, { item_id: item.id, variant_id: null, option_choice_ids: [], quantity: 1 }),
    );
    await assert.rejects(
      checkout(t.ctx.database, storefrontServices(t.ctx), s, {
        payment_method: 'credit_card',
        payment_token: 'tok_declined',
        shippings: [{ recipient: TEST_RECIPIENT }],
      }),
      /declined/,
    );
    const next = await placeTestOrder(t, { shopId });
    assert.deepEqual([await numberOf(first.orderId), await numberOf(next.orderId)], [1001, 1002]);
  });

  it('are unique and without gaps under concurrent checkouts from two processes on one database', async () => {
    const other = await startTestApp({}, { storage: t.storage });
    try {
      const shopId = await t.newShop();
      const items = await Promise.all(
        Array.from({ length: 2 }, () => createStorefrontItem(t, { shopId, inventory: 1000 })),
      );
      const apps = [t, other];
      const placed = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          placeTestOrder(apps[i % 2]!, { shopId, lines: [{ itemId: items[i % 2]!.id }] }),
        ),
      );
      const numbers = await Promise.all(placed.map((p) => numberOf(p.orderId)));
      assert.deepEqual(
        [...numbers].sort((x, y) => x - y),
        Array.from({ length: 24 }, (_, i) => 1001 + i),
      );
      const counter = await t.ctx.db
        .selectFrom('order_number_counters')
        .select('last_number')
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      assert.equal(Number(counter.last_number), 1024);
    } finally {
      await other.close();
    }
  });

  it('the migration numbers existing orders per shop in the order they were placed, and new orders continue after them', async () => {
    const [a, b] = [await t.newShop(), await t.newShop()];
    const late = await insertOrder(t, { shopId: a, orderedAt: '2026-03-02T00:00:00.000Z' });
    const early = await insertOrder(t, { shopId: a, orderedAt: '2026-03-01T00:00:00.000Z' });
    const onlyB = await insertOrder(t, { shopId: b, orderedAt: '2026-03-03T00:00:00.000Z' });
    // The schema as it was before migration 0250, with these orders in it; then the migration (and
    // 0900, which adds to the table 0250 makes).
    await actors.down(t.ctx.database.migrationDb);
    await orderOperations.down(t.ctx.database.migrationDb);
    await orderOperations.up(t.ctx.database.migrationDb);
    await actors.up(t.ctx.database.migrationDb);
    assert.deepEqual([await numberOf(early.id), await numberOf(late.id), await numberOf(onlyB.id)], [1001, 1002, 1001]);
    const next = await placeTestOrder(t, { shopId: a });
    assert.equal(await numberOf(next.orderId), 1003);
  });
});
