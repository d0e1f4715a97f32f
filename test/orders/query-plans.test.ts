import assert from 'node:assert/strict';
import { CompiledQuery, sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { orderListsRepo } from '../../src/orders/repo/lists.ts';
import { orderListFilter, shopOrderFilter, type OrderListQuery, type ShopOrderFilter } from '../../src/orders/rules.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';
import { newId } from '../../src/lib/ids.ts';

/**
 * GET /v1/orders must walk the sync indexes (shop_id, [status,] updated_at, id) in order instead
 * of sorting the shop's orders, on both databases, or a sync of a large shop degrades with its size.
 */
describe('GET /v1/orders query plans', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    // A shop's realistic mix: mostly fulfilled orders, a few open ones; planner statistics gathered.
    const template = await insertOrder(t);
    const row = await t.ctx.db.selectFrom('orders').selectAll().where('id', '=', template.id).executeTakeFirstOrThrow();
    const shipping = await t.ctx.db
      .selectFrom('order_shippings')
      .selectAll()
      .where('order_id', '=', template.id)
      .executeTakeFirstOrThrow();
    for (let batch = 0; batch < 6; batch++) {
      const orders = Array.from({ length: 500 }, (_, i) => {
        const n = batch * 500 + i;
        const status = n % 50 === 0 ? 'init' : n % 25 === 0 ? 'paid' : n % 40 === 0 ? 'cancelled' : 'fulfilled';
        return {
          ...row,
          id: newId('ord'),
          number: 2000 + n,
          status,
          updated_at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
        } as const;
      });
      await t.fixtures.insertInto('orders').values(orders).execute();
      // Each order's shipping: delivered, but for the open orders', a few of them due by a date.
      await t.fixtures
        .insertInto('order_shippings')
        .values(
          orders.map((o, i) => ({
            ...shipping,
            id: newId('osh'),
            order_id: o.id,
            status: o.status === 'fulfilled' ? 'delivered' : 'unshipped',
            delivery_date: o.status === 'fulfilled' || i % 2 ? null : '2026-01-20',
          })),
        )
        .execute();
    }
    await sql`ANALYZE`.execute(t.fixtures);
  });
  after(() => t.close());

  function plan(q: Omit<OrderListQuery, 'limit' | 'offset'>): Promise<string> {
    return explain(orderListsRepo(t.ctx.db).statements.page('sync', t.shopId, orderListFilter(q), 20, 0));
  }

  async function explain(c: CompiledQuery): Promise<string> {
    if (t.ctx.database.dialect === 'sqlite') {
      // On the connection that ran ANALYZE (the read-only one loaded its statistics before it).
      const r = await t.fixtures.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${c.sql}`, [...c.parameters]),
      );
      return r.rows.map((row) => row.detail).join('\n');
    }
    // A handful of test rows would always be read sequentially; forbid that to see the index plan.
    return t.ctx.database.transaction(async (tx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      const r = await tx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${c.sql}`, [...c.parameters]),
      );
      return r.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  const sorts = (p: string) => /TEMP B-TREE FOR ORDER BY|Sort Key|-> {2}Sort|^Sort/m.test(p);

  it('walks orders_sync in order without a status filter, with and without the cursor', async () => {
    for (const q of [
      {},
      { updated_since: '2026-01-01T00:00:00Z' },
      { updated_since: '2026-01-01T00:00:00Z', after_id: 'ord_x' },
    ]) {
      const p = await plan(q);
      assert.match(p, /orders_sync/, p);
      assert.ok(!sorts(p), `no sort expected:\n${p}`);
    }
  });

  it("counts a sync cursor's total on the sync indexes: from the cursor on, never the whole table", async () => {
    // Near the end of the walk: the last 50 of the shop's 3,000 orders are after the cursor.
    const near = new Date(Date.UTC(2026, 0, 1) + 2950 * 60_000).toISOString();
    for (const q of [
      { updated_since: near, after_id: 'ord_x' },
      { status: ['init'], updated_since: near, after_id: 'ord_x' },
    ]) {
      const p = await explain(orderListsRepo(t.ctx.db).statements.count(t.shopId, orderListFilter(q)));
      assert.match(p, /orders_(status_)?sync/, p);
      assert.ok(!/SCAN o\b(?! USING)|Seq Scan on orders/.test(p), p);
      // Each count from an index alone (SQLite; PostgreSQL's index-only scans depend on its visibility map).
      if (t.ctx.database.dialect === 'sqlite')
        for (const line of p.split('\n').filter((l) => /orders_/.test(l))) assert.match(line, /COVERING INDEX/, p);
    }
  });

  it('walks orders_status_sync in order for one status', async () => {
    for (const q of [
      { status: ['init'] },
      { status: ['init'], updated_since: '2026-01-01T00:00:00Z', after_id: 'ord_x' },
    ]) {
      const p = await plan(q);
      assert.match(p, /orders_status_sync/, p);
      assert.ok(!sorts(p), `no sort expected:\n${p}`);
    }
  });

  it('reads several statuses through an orders index, never the whole table', async () => {
    const p = await plan({ status: ['paid', 'init'], updated_since: '2026-01-01T00:00:00Z' });
    assert.match(p, /orders_(status_)?sync/, p);
    assert.ok(!/SCAN o\b(?! USING)|Seq Scan on orders/.test(p), p);
  });

  describe('the staff list (newest placed first)', () => {
    const staffPlan = (f: ShopOrderFilter) =>
      explain(orderListsRepo(t.ctx.db).statements.page('placed', t.shopId, shopOrderFilter(f), 20, 0));

    it('walks orders_placed in order, unfiltered or within a date range', async () => {
      for (const f of [{}, { orderedFrom: '2026-01-01', orderedTo: '2026-01-31' }]) {
        const p = await staffPlan(f);
        assert.match(p, /orders_placed/, p);
        assert.ok(!sorts(p), `no sort expected:\n${p}`);
      }
    });

    it('walks orders_status_placed in order for one status', async () => {
      const p = await staffPlan({ statuses: ['init'] });
      assert.match(p, /orders_status_placed/, p);
      assert.ok(!sorts(p), `no sort expected:\n${p}`);
    });

    it('finds a number through orders_number, and reads other filters through an orders index, never the whole table', async () => {
      assert.match(await staffPlan({ number: 2010 }), /orders_number/);
      for (const f of [{ paymentMethods: ['credit_card'] }, { statuses: ['paid', 'init'] as const }]) {
        const p = await staffPlan(f as ShopOrderFilter);
        assert.match(p, /orders_(status_)?placed/, p);
        assert.ok(!/SCAN o\b(?! USING)|Seq Scan on orders/.test(p), p);
      }
    });

    it('finds late deliveries through the partial index of shippings still to arrive (order_shippings_due)', async () => {
      const p = await staffPlan({ lateBefore: '2026-02-01' });
      assert.match(p, /order_shippings_due/, p);
      assert.ok(!/SCAN s\b(?! USING)|Seq Scan on order_shippings/.test(p), p);
    });
  });
});
