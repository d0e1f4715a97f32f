import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createStorefrontItem, shopperRequest, signInShopper, TEST_RECIPIENT } from '../helpers/storefront.ts';

describe('concurrent checkouts of the last units', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('100 shoppers racing for 10 units get exactly 10 orders, the rest 422 insufficient_stock, stock 0', async () => {
    const item = await createStorefrontItem(t, { inventory: 10, price: 500 });
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => signInShopper(t)));
    for (const s of shoppers) {
      const r = await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', {
        item_id: item.id,
        quantity: 1,
      });
      assert.equal(r.statusCode, 201, r.body);
    }
    const results = await Promise.all(
      shoppers.map((s) =>
        shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', {
          payment_method: 'credit_card',
          shippings: [{ recipient: TEST_RECIPIENT }],
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    assert.equal(ok.length, 10);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      assert.equal(r.statusCode, 422, r.body);
      assert.equal(errorOf(r).code, 'insufficient_stock');
    }
    const row = await t.ctx.db
      .selectFrom('items')
      .select('inventory')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.inventory, 0);
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('shop_id', '=', t.shopId).execute();
    assert.equal(orders.length, 10);
    const counted = await t.ctx.db.selectFrom('customers').select('id').where('order_count', '>', 0).execute();
    assert.equal(counted.length, 10);
  });

  it('one shopper checking out the same cart twice at once places exactly one order', async () => {
    const item = await createStorefrontItem(t, { inventory: 100, selling_limits: 1 });
    const s = await signInShopper(t);
    await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', { item_id: item.id, quantity: 1 });
    const body = { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] };
    const [a, b] = await Promise.all(
      [1, 2].map(() => shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', body)),
    );
    assert.deepEqual([a!.statusCode, b!.statusCode].sort(), [201, 422]);
    const n = await t.ctx.db.selectFrom('orders').select('id').where('customer_id', '=', s.customerId).execute();
    assert.equal(n.length, 1);
  });
});
