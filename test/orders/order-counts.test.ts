import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';

/**
 * GET /v1/orders answers pagination.total from order_counts (migration 0230, kept by triggers on
 * orders): after any mix of writes each counter must equal a real count(*), and the total is the
 * number of the shop's orders with the statuses asked for, whatever the sync cursor.
 */
describe('order counters (pagination.total of GET /v1/orders)', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['read_orders', 'write_shipping']);
    other = await t.newShop('Other shop');
  });
  after(() => t.close());

  async function expectCountersExact(): Promise<void> {
    const counted = await sql<{
      shop_id: string;
      status: string;
      n: number;
    }>`SELECT shop_id, status, count(*) AS n FROM orders GROUP BY shop_id, status`.execute(t.ctx.db);
    const kept = await sql<{
      shop_id: string;
      status: string;
      n: number;
    }>`SELECT shop_id, status, sum(n) AS n FROM order_counts GROUP BY shop_id, status`.execute(t.ctx.db);
    const want = Object.fromEntries(counted.rows.map((r) => [`${r.shop_id}|${r.status}`, Number(r.n)]).sort());
    const got = Object.fromEntries(
      kept.rows
        .filter((r) => Number(r.n) !== 0)
        .map((r) => [`${r.shop_id}|${r.status}`, Number(r.n)])
        .sort(),
    );
    assert.deepEqual(got, want);
  }

  it('equal a real count(*) after placements, status changes, shipping moves and a rollback', async () => {
    const orders = [];
    for (const status of ['init', 'paid', 'paid', 'cancelled', 'fulfilled', 'paid'] as const)
      orders.push(await insertOrder(t, { status }));
    await insertOrder(t, { shopId: other, status: 'paid' });
    await expectCountersExact();

    await t.fixtures.updateTable('orders').set({ status: 'paid' }).where('id', '=', orders[0]!.id).execute();
    await t.fixtures
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', 'in', [orders[1]!.id, orders[5]!.id])
      .execute();
    await t.fixtures
      .updateTable('orders')
      .set({ updated_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', orders[2]!.id)
      .execute();
    // The orders service: shipping moves that fulfil a paid order.
    const paid = orders[2]!;
    for (const status of ['preparing', 'shipped']) {
      const res = await t.post(`/v1/orders/${paid.id}/shippings/${paid.shippingIds[0]}/status`, token, { status });
      assert.equal(res.statusCode, 200, res.body);
    }
    assert.equal(
      (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', paid.id).executeTakeFirstOrThrow()).status,
      'fulfilled',
    );
    await assert.rejects(
      t.ctx.database.transaction(async (tx) => {
        await tx.updateTable('orders').set({ status: 'init' }).where('shop_id', '=', t.shopId).execute();
        throw new Error('roll back');
      }),
    );
    await expectCountersExact();
  });

  it('answers the total of the status filter; with a sync cursor, the entries from the cursor on', async () => {
    const all = await t.get('/v1/orders', token, { limit: '100' });
    const n = all.json().data.length;
    assert.equal(all.json().pagination.total, n);
    const paid = (await t.get('/v1/orders', token, { status: 'paid,cancelled', limit: '100' })).json();
    assert.equal(paid.pagination.total, paid.data.length);
    let since = '1970-01-01T00:00:00Z';
    let after: string | undefined;
    let seen = 0;
    for (;;) {
      const page = (
        await t.get('/v1/orders', token, { limit: '2', updated_since: since, ...(after ? { after_id: after } : {}) })
      ).json();
      assert.equal(page.pagination.total, n - seen, 'the entries from the cursor on');
      seen += page.data.length;
      if (page.data.length < 2) break;
      since = page.data.at(-1).updated_at;
      after = page.data.at(-1).id;
    }
    const future = (await t.get('/v1/orders', token, { updated_since: '2999-01-01T00:00:00Z' })).json();
    assert.deepEqual([future.data, future.pagination.total], [[], 0]);
    const paidSince = (
      await t.get('/v1/orders', token, { status: 'paid,cancelled', updated_since: '1970-01-01T00:00:00Z', limit: '1' })
    ).json();
    assert.equal(paidSince.pagination.total, paid.data.length, 'with statuses too');
  });
});
