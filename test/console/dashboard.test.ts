import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { dialectOf } from '../../src/db/dialect.ts';
import { orderWork, salesFigures } from '../../src/orders/dashboard.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInStaff } from '../helpers/console.ts';
import { insertOrder, type OrderFixture } from '../helpers/orders.ts';

/** What insertOrder's order of two lines and one shipping totals: 2 × ¥2,100 + ¥1,650 less 10 % + ¥600 shipping. */
const TOTAL = 2 * 2100 + Math.floor(1650 * 0.9) + 600;
/** 12:00 on 28 November 2026 in Japan (03:00 UTC). */
const NOW = Date.parse('2026-11-28T03:00:00.000Z');

/**
 * The console's home page: its figures come from the per-day tally (order_daily, migration 0870,
 * kept by triggers on orders), by Japan calendar day whatever the process's time zone, and must
 * equal what the seeded orders add up to.
 */
describe('console dashboard: sales by Japan day, work waiting, the page', () => {
  let t: TestApp;
  let origin: string;
  const tz = process.env.TZ;

  before(async () => {
    // A process far from Japan: a day computed from local time would fall on the wrong side of midnight.
    process.env.TZ = 'America/Los_Angeles';
    t = await startTestApp();
    origin = await listenTestApp(t);
  });
  after(async () => {
    process.env.TZ = tz;
    await t.close();
  });

  it('counts each order on its Japan day, cancellations left out, against the previous day and the same days of last month', async () => {
    assert.notEqual(new Date(NOW).getTimezoneOffset(), -540, 'the test runs outside Japan time');
    const shopId = await t.newShop();
    const order = (orderedAt: string, f: OrderFixture = {}) => insertOrder(t, { shopId, orderedAt, ...f });
    await order('2026-11-27T14:59:59.999Z'); // 23:59 on the 27th in Japan: yesterday
    await order('2026-11-27T15:00:00.000Z'); // 00:00 on the 28th: today
    await order('2026-11-28T02:00:00.000Z', { status: 'init', paymentMethod: 'bank_transfer' }); // today, awaiting payment
    const cancelled = await order('2026-11-28T01:00:00.000Z'); // today, cancelled below
    await order('2026-10-31T15:00:00.000Z'); // 1 November in Japan: this month
    await order('2026-10-31T14:59:00.000Z'); // 31 October: in the chart, past the 28 days compared
    await order('2026-10-05T00:00:00.000Z'); // last month, compared
    await insertOrder(t, { orderedAt: '2026-11-28T01:00:00.000Z' }); // another shop's
    await t.fixtures.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled.id).execute();

    const f = await salesFigures(t.ctx.db, shopId, NOW);
    assert.equal(f.today, '2026-11-28');
    assert.deepEqual(f.day, { current: { orders: 2, sales: 2 * TOTAL }, previous: { orders: 1, sales: TOTAL } });
    assert.deepEqual(f.month, { current: { orders: 4, sales: 4 * TOTAL }, previous: { orders: 1, sales: TOTAL } });
    assert.equal(f.chart.length, 30);
    assert.equal(f.chart[0]!.day, '2026-10-30');
    assert.equal(f.chart.at(-1)!.day, '2026-11-28');
    const chart = Object.fromEntries(f.chart.filter((d) => d.orders > 0).map((d) => [d.day, d.orders]));
    assert.deepEqual(chart, { '2026-10-31': 1, '2026-11-01': 1, '2026-11-27': 1, '2026-11-28': 2 });
    // One second before midnight in Japan the 28th's orders are still today's.
    const lastSecond = await salesFigures(t.ctx.db, shopId, Date.parse('2026-11-28T14:59:59.000Z'));
    assert.equal(lastSecond.day.current.orders, 2);
    const nextDay = await salesFigures(t.ctx.db, shopId, Date.parse('2026-11-28T15:00:00.000Z'));
    assert.deepEqual(nextDay.day, { current: { orders: 0, sales: 0 }, previous: { orders: 2, sales: 2 * TOTAL } });
  });

  it('keeps the tally equal to a recount after inserts, a status change and a date change', async () => {
    const shopId = await t.newShop();
    const a = await insertOrder(t, { shopId, orderedAt: '2026-11-01T00:00:00.000Z' });
    const b = await insertOrder(t, { shopId, status: 'init', orderedAt: '2026-11-02T16:00:00.000Z' });
    await t.fixtures.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', b.id).execute();
    await t.fixtures
      .updateTable('orders')
      .set({ ordered_at: '2026-11-03T15:30:00.000Z' })
      .where('id', '=', a.id)
      .execute();
    const day = (column: string) =>
      dialectOf(t.ctx.db) === 'postgres'
        ? sql`to_char(${sql.ref(column)}::timestamptz AT TIME ZONE 'Asia/Tokyo', 'YYYY-MM-DD')`
        : sql`date(${sql.ref(column)}, '+9 hours')`;
    const recount = await sql<{ k: string; n: number; s: number }>`
      SELECT shop_id || ' ' || ${day('ordered_at')} || ' ' || status AS k, count(*) AS n, sum(total) AS s
      FROM orders GROUP BY shop_id, ${day('ordered_at')}, status`.execute(t.ctx.db);
    const kept = await sql<{ k: string; n: number; s: number }>`
      SELECT shop_id || ' ' || day || ' ' || status AS k, sum(orders) AS n, sum(amount) AS s
      FROM order_daily GROUP BY shop_id, day, status`.execute(t.ctx.db);
    const rows = (r: { k: string; n: number; s: number }[]) =>
      Object.fromEntries(r.filter((x) => Number(x.n) !== 0).map((x) => [x.k, [Number(x.n), Number(x.s)]]));
    assert.deepEqual(rows(kept.rows), rows(recount.rows));
    assert.ok(rows(kept.rows)[`${shopId} 2026-11-04 paid`], 'the moved order is on its new Japan day');
  });

  it('lists the work waiting, each count a link to the list it counts', async () => {
    const shopId = await t.newShop();
    await insertOrder(t, { shopId, status: 'paid' });
    await insertOrder(t, { shopId, status: 'paid', shippings: ['shipped'] });
    await insertOrder(t, { shopId, status: 'fulfilled', shippings: ['delivered'] });
    const awaiting = await insertOrder(t, { shopId, status: 'init', paymentMethod: 'bank_transfer' });
    await t.fixtures
      .updateTable('orders')
      .set({ payment_due_at: '2026-12-01T00:00:00.000Z' })
      .where('id', '=', awaiting.id)
      .execute();
    // insertOrder's shippings are due on 5 December: on the 6th, the three not delivered are late.
    const work = await orderWork(t.ctx.db, shopId, Date.parse('2026-12-06T00:00:00.000Z'));
    assert.equal(work.toShip, 2);
    assert.equal(work.awaitingPayment, 1);
    assert.deepEqual(
      work.due.map((o) => o.id),
      [awaiting.id],
    );
    assert.equal(work.lateShippings, 3);

    const { agent } = await signedInStaff(t, origin, { shopId, role: 'staff', locale: 'ja' });
    const page = await (await agent.get('/console/home')).text();
    assert.match(page, /<h1>ダッシュボード<\/h1>/);
    assert.match(page, /<a href="\/console\/orders\?status=paid"><span class="count">2<\/span>/);
    assert.match(page, /<a href="\/console\/orders\?status=init"><span class="count">1<\/span>/);
    assert.match(page, /<svg [^>]*role="img" aria-labelledby="sales-chart-title sales-chart-desc"/);
    const late = await (await agent.get('/console/orders?late=2026-12-06')).text();
    assert.equal([...late.matchAll(/<a href="\/console\/orders\/ord_[^"]+">#\d+<\/a>/g)].length, 3);
    const icon = await fetch(`${origin}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    const home = await agent.get('/console');
    assert.equal(home.headers.get('location'), '/console/home', 'the console opens on its home page');
  });
});
