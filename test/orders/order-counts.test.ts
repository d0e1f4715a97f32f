import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';
import { foldPastTallySlots } from '../../src/orders/tallies.ts';

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
    const byDay = async (q: string) =>
      Object.fromEntries(
        (await sql<{ k: string; n: number }>`${sql.raw(q)}`.execute(t.ctx.db)).rows
          .filter((r) => Number(r.n) !== 0)
          .map((r) => [r.k, Number(r.n)])
          .sort(),
      );
    assert.deepEqual(
      await byDay(
        "SELECT shop_id || '|' || day || '|' || status AS k, sum(n) AS n FROM order_sync_days GROUP BY shop_id, day, status",
      ),
      await byDay(
        "SELECT shop_id || '|' || substr(updated_at, 1, 10) || '|' || status AS k, count(*) AS n FROM orders GROUP BY shop_id, substr(updated_at, 1, 10), status",
      ),
      'order_sync_days: the orders by UTC day of updated_at and status',
    );
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

  it("counts a cursor's total as the entries from it on, whatever days the orders were updated on (the cursor's day in the index, later days from order_sync_days)", async () => {
    const shop = await t.newShop('Days shop');
    const dayToken = await t.token(['read_orders'], shop);
    const times = [
      '2026-03-01T10:00:00.000Z',
      '2026-03-01T23:59:59.999Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
      '2026-03-02T12:30:00.000Z',
      '2026-03-05T08:00:00.000Z',
      '2026-04-30T23:59:59.999Z',
      '2026-05-01T00:00:00.000Z',
    ];
    const statuses = ['paid', 'init', 'paid', 'cancelled', 'paid', 'fulfilled', 'paid', 'init'] as const;
    const orders = [];
    for (const [i, updatedAt] of times.entries())
      orders.push(await insertOrder(t, { shopId: shop, status: statuses[i], updatedAt }));
    // Moves between days and statuses, and an order pending payment (never listed).
    await t.fixtures
      .updateTable('orders')
      .set({ updated_at: '2026-03-05T09:00:00.000Z' })
      .where('id', '=', orders[0]!.id)
      .execute();
    await t.fixtures.updateTable('orders').set({ status: 'paid' }).where('id', '=', orders[1]!.id).execute();
    // Orders pending payment: one on a later day, one on a cursor's day (its count subtracts it).
    await t.fixtures
      .updateTable('orders')
      .set({ status: 'pending_payment' })
      .where('id', 'in', [orders[7]!.id, orders[4]!.id])
      .execute();
    await expectCountersExact();

    const rows = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'status', 'updated_at'])
      .where('shop_id', '=', shop)
      .where('status', '!=', 'pending_payment')
      .orderBy('updated_at')
      .orderBy('id')
      .execute();
    const cursors = [
      { updated_since: '2026-01-01T00:00:00.000Z' },
      { updated_since: '2026-03-02T00:00:00.000Z' },
      ...rows.map((r) => ({ updated_since: r.updated_at, after_id: r.id })),
    ];
    for (const status of [undefined, 'paid', 'paid,fulfilled'])
      for (const cursor of cursors) {
        const from = rows.filter(
          (r) =>
            (!status || status.split(',').includes(r.status)) &&
            (r.updated_at > cursor.updated_since ||
              (r.updated_at === cursor.updated_since && (!('after_id' in cursor) || r.id > cursor.after_id!))),
        );
        const page = (
          await t.get('/v1/orders', dayToken, { ...cursor, ...(status ? { status } : {}), limit: '1' })
        ).json();
        assert.equal(page.pagination.total, from.length, JSON.stringify({ status, cursor }));
      }
  });

  it("folds the per-day tallies' slots of past days into slot 0 without changing a count", async () => {
    const shop = await t.newShop('Fold shop');
    for (const [i, updatedAt] of [
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T11:00:00.000Z',
      '2026-06-02T09:00:00.000Z',
    ].entries())
      await insertOrder(t, { shopId: shop, status: i ? 'paid' : 'fulfilled', updatedAt, orderedAt: updatedAt });
    // A past day's counts spread over two more slots (added to what the triggers put there), netting
    // to nothing, and a slot of today's.
    const today = new Date().toISOString().slice(0, 10);
    await sql`INSERT INTO order_sync_days (shop_id, day, status, slot, n)
      VALUES (${shop}, '2026-06-01', 'paid', 3, 5), (${shop}, '2026-06-01', 'paid', 5, -5), (${shop}, ${today}, 'paid', 4, 0)
      ON CONFLICT (shop_id, day, status, slot) DO UPDATE SET n = order_sync_days.n + excluded.n`.execute(t.fixtures);
    const sums = async () => ({
      sync: await sql`SELECT day, status, sum(n) AS n FROM order_sync_days WHERE shop_id = ${shop} GROUP BY day, status ORDER BY day, status`.execute(
        t.ctx.db,
      ),
      daily:
        await sql`SELECT day, status, sum(orders) AS orders, sum(amount) AS amount FROM order_daily WHERE shop_id = ${shop} GROUP BY day, status ORDER BY day, status`.execute(
          t.ctx.db,
        ),
    });
    const before = await sums();
    await t.ctx.database.transaction((tx) => foldPastTallySlots(tx, Date.now()));
    assert.deepEqual(await sums(), before);
    await expectCountersExact();
    const slots = await sql<{ day: string; slot: number }>`SELECT day, slot FROM order_sync_days WHERE shop_id = ${shop}
      UNION ALL SELECT day, slot FROM order_daily WHERE shop_id = ${shop}`.execute(t.ctx.db);
    const pastSlots = slots.rows.filter((r) => r.day < today && Number(r.slot) !== 0);
    if (t.ctx.database.dialect === 'postgres') {
      assert.deepEqual(pastSlots, [], 'no past day keeps a slot but 0');
      assert.ok(
        slots.rows.some((r) => r.day === today && Number(r.slot) === 4),
        "today's slots are left alone",
      );
    } else assert.equal(pastSlots.length, 2, 'SQLite keeps its rows as they are (one slot, nothing to fold)');
  });
});
