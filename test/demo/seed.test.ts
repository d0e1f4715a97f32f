import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { stockAlerts } from '../../src/catalog/items/service.ts';

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
    // A shop's rhythm: ¥0 orders only as free, orders over many days (none in the future), stock that raises alerts.
    for (const o of orders)
      assert.equal(Number(o.total) === 0, o.payment_method === 'free', `${o.id}: ¥${o.total} as ${o.payment_method}`);
    const days = new Set(orders.map((o) => o.ordered_at.slice(0, 10)));
    assert.ok(days.size >= 20, `orders on ${days.size} days`);
    assert.ok(orders.every((o) => o.ordered_at <= new Date().toISOString()));
    assert.ok(orders.some((o) => o.ordered_at < new Date(Date.now() - 40 * 86_400_000).toISOString()));
    const stock = await stockAlerts(t.ctx.db, shopId);
    assert.ok(stock.out >= 1 && stock.low >= 2, JSON.stringify(stock));
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
