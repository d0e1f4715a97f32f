import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jstDay } from '../../src/lib/jst-time.ts';
import { createInflowRoute, inflowRouteDays, visitInflowRoute } from '../../src/inflow-routes/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInStaff } from '../helpers/console.ts';
import { placeTestOrder } from '../helpers/storefront.ts';
import { OPERATOR } from '../../src/lib/actor.ts';

const STOREFRONT = 'https://liff.line.me/1234-abcd';

/**
 * The inflow routes' per-day tally (inflow_route_daily, migration 0910): each counted visit and
 * each confirmed order adds to its route's Japan day in the transaction that moves the route's
 * totals, so the tally always sums to those totals, and the home page draws the last 30 days from it.
 */
describe('inflow routes: visits and orders per Japan day', () => {
  let t: TestApp;
  let origin: string;
  const tz = process.env.TZ;

  before(async () => {
    // Far from Japan: a day taken from local time would fall on the wrong side of midnight.
    process.env.TZ = 'America/Los_Angeles';
    t = await startTestApp();
    origin = await listenTestApp(t);
    await t.fixtures.updateTable('shops').set({ storefront_url: STOREFRONT }).where('id', '=', t.shopId).execute();
  });
  after(async () => {
    process.env.TZ = tz;
    await t.close();
  });

  const tally = async (routeId: string) => {
    const rows = await t.ctx.db
      .selectFrom('inflow_route_daily')
      .select(['day', 'visits', 'orders'])
      .where('route_id', '=', routeId)
      .orderBy('day')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.day, [Number(r.visits), Number(r.orders)]]));
  };
  const totals = async (routeId: string) => {
    const r = await t.ctx.db
      .selectFrom('inflow_routes')
      .select(['visit_count', 'order_count'])
      .where('id', '=', routeId)
      .executeTakeFirstOrThrow();
    return [Number(r.visit_count), Number(r.order_count)];
  };

  it('counts each visit on its Japan day across midnight, whatever the process time zone, and only counted visits', async () => {
    assert.notEqual(new Date().getTimezoneOffset(), -540, 'the test runs outside Japan time');
    const route = await t.ctx.database.transaction((tx) =>
      createInflowRoute(tx, t.config.baseUrl, t.shopId, { name: 'チラシ', code: 'flyer-midnight' }, OPERATOR),
    );
    const visit = (at: string, counted = true) =>
      visitInflowRoute(t.ctx.database, t.shopId, STOREFRONT, route.code, counted, Date.parse(at));
    assert.equal((await visit('2025-03-31T14:59:59.999Z')).outcome, 'redirect'); // 23:59:59 on 31 March in Japan
    await visit('2025-03-31T14:00:00.000Z');
    await visit('2025-03-31T15:00:00.000Z'); // 00:00 on 1 April
    await visit('2025-03-31T15:30:00.000Z', false); // over the per-address limit: redirected, not counted
    assert.equal(
      (await visitInflowRoute(t.ctx.database, t.shopId, STOREFRONT, 'no-such-code')).outcome,
      'unknown_link',
    );
    assert.deepEqual(await tally(route.id), { '2025-03-31': [2, 0], '2025-04-01': [1, 0] });
    assert.deepEqual(await totals(route.id), [3, 0]);

    const days = await inflowRouteDays(t.ctx.db, t.shopId, Date.parse('2025-04-01T14:59:59.000Z'), 30);
    assert.equal(days.today, '2025-04-01');
    assert.equal(days.chart.length, 30);
    assert.equal(days.chart[0]!.day, '2025-03-03');
    assert.deepEqual(days.chart.slice(-2), [
      { day: '2025-03-31', visits: 2, orders: 0 },
      { day: '2025-04-01', visits: 1, orders: 0 },
    ]);
    assert.deepEqual(days.routes, [{ id: route.id, name: 'チラシ', visits: 3, orders: 0 }]);
    // A second later it is 2 April in Japan: 31 March is still in the 30 days, and nothing is today's.
    const next = await inflowRouteDays(t.ctx.db, t.shopId, Date.parse('2025-04-01T15:00:00.000Z'), 30);
    assert.deepEqual(next.chart.at(-1), { day: '2025-04-02', visits: 0, orders: 0 });
    assert.equal(next.chart.at(-3)!.visits, 2);
    const later = await inflowRouteDays(t.ctx.db, t.shopId, Date.parse('2025-04-30T15:00:00.000Z'), 30);
    assert.deepEqual(later.routes, [], 'visits older than the 30 days are left out');
  });

  it('counts a link opened in a browser and an order placed through it on today, the tally summing to the totals; the home page draws them', async () => {
    const route = await t.ctx.database.transaction((tx) =>
      createInflowRoute(tx, t.config.baseUrl, t.shopId, { name: 'Instagram', code: 'insta-1' }, OPERATOR),
    );
    const before = Date.now();
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/s/${t.shopId}?ir=insta-1` });
      assert.equal(res.statusCode, 302);
    }
    await placeTestOrder(t, { inflowRouteCode: 'insta-1' });
    const days = [jstDay(before), jstDay(Date.now())];
    const kept = await tally(route.id);
    // Unless the test ran across midnight in Japan, all of it is today's.
    if (days[0] === days[1]) assert.deepEqual(kept, { [days[0]!]: [2, 1] });
    const sum = Object.values(kept).reduce(([v, o], [dv, dord]) => [v! + dv!, o! + dord!], [0, 0]);
    assert.deepEqual(sum, await totals(route.id));

    const { agent } = await signedInStaff(t, origin, { role: 'staff', locale: 'en' });
    const page = await (await agent.get('/console/home')).text();
    assert.match(page, /<svg [^>]*aria-labelledby="routes-chart-title routes-chart-desc"/);
    assert.match(page, /<title id="routes-chart-title">Inflow routes: visits and orders by day, last 30 days<\/title>/);
    assert.match(page, /<desc id="by-route-chart-desc">The 1 most visited inflow route\(s\)\.<\/desc>/);
    assert.match(page, new RegExp(`<title>${days[1]}: Visits 2</title>`));
    assert.match(page, new RegExp(`<title>${days[1]}: Orders 1</title>`));
    assert.match(page, /<th scope="row">Instagram<\/th><td class="num">2<\/td><td class="num">1<\/td>/);
  });
});
