import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { seedDemo } from '../../src/demo/seed.ts';

describe('demo seed', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('fills a shop with ≥ 20 customers and N orders over every status, each with purchaser, a shipping with recipient and lines', async () => {
    const shopId = await t.newShop('Demo roaster');
    const progress: string[] = [];
    const s = await seedDemo(t.ctx, { shopId, orders: 120, progress: (m) => progress.push(m) });
    assert.equal(s.orders_created, 120);
    assert.ok(s.customers >= 20);
    for (const status of ['init', 'paid', 'fulfilled', 'cancelled'])
      assert.ok((s.orders[status] ?? 0) > 0, `no ${status} order: ${JSON.stringify(s.orders)}`);
    for (const status of ['unshipped', 'preparing', 'shipped', 'delivered', 'cancelled'])
      assert.ok((s.shippings[status] ?? 0) > 0, `no ${status} shipping`);
    assert.ok(s.trackings > 0);
    assert.ok((s.gifts.accepted ?? 0) + (s.gifts.declined ?? 0) + (s.gifts.pending ?? 0) > 0);
    const orders = await t.ctx.db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).execute();
    for (const o of orders) {
      assert.ok(JSON.parse(o.purchaser).last_name, 'purchaser');
      const lines = await t.ctx.db.selectFrom('order_lines').select('id').where('order_id', '=', o.id).execute();
      assert.ok(lines.length > 0, 'line items');
      const pendingGift = o.gift_status !== 'none' && o.gift_source_order_id === '';
      if (!pendingGift) {
        const sh = await t.ctx.db
          .selectFrom('order_shippings')
          .select('recipient')
          .where('order_id', '=', o.id)
          .execute();
        assert.ok(sh.length > 0 && JSON.parse(sh[0]!.recipient).address, `shipping with recipient on ${o.id}`);
      }
    }
    // Counters agree with the orders that stand.
    const c = await t.ctx.db
      .selectFrom('customers')
      .select(['id', 'order_count', 'total_spent'])
      .where('shop_id', '=', shopId)
      .execute();
    for (const cu of c) {
      const mine = orders.filter((o) => o.customer_id === cu.id && o.status !== 'cancelled');
      assert.equal(cu.order_count, mine.length);
      assert.equal(
        cu.total_spent,
        mine.reduce((n, o) => n + o.total, 0),
      );
    }
  });
});
