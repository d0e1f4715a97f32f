import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { VISITS_COUNTED_PER_ADDRESS } from '../../src/inflow-routes/routes.ts';
import { updateShop } from '../../src/shop/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInAgent } from '../helpers/console.ts';
import { runTenpo } from '../helpers/server.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

/** DECISIONS 0: an inflow route's url redirects to the shop's storefront_url with ir=CODE added and counts the visit. */
describe('inflow links lead to the storefront', () => {
  let t: TestApp;
  let token: string;
  let env: Record<string, string>;
  let origin: string;

  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_inflow_routes']);
    origin = await listenTestApp(t);
    env = {
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
  });
  after(() => t.close());

  const open = (url: string) => t.app.inject({ method: 'GET', url: url.slice(t.config.baseUrl.length) });
  const routeOf = async (code: string) =>
    ((await t.get('/v1/inflow_routes', token, { limit: '100' })).json().data as any[]).find((r) => r.code === code);

  it('without a storefront URL the link answers a page saying the shop has not set it (404), and counts nothing', async () => {
    const route = (await t.post('/v1/inflow_routes', token, { name: 'Flyer', code: 'flyer-1' })).json().data;
    const res = await open(route.url);
    assert.equal(res.statusCode, 404);
    assert.match(res.headers['content-type'] as string, /^text\/html/);
    assert.match(res.body, /<html lang="ja">/);
    assert.match(res.body, /has not set its storefront URL/);
  });

  it('tenpo shops update --storefront-url sets it, refusing anything but an absolute http(s) URL', async () => {
    const bad = await runTenpo(['shops', 'update', t.shopId, '--storefront-url', 'javascript:alert(1)'], env);
    assert.notEqual(bad.code, 0);
    assert.match(bad.stderr, /storefront_url must be an absolute http\(s\) URL/);
    const ok = await runTenpo(
      ['shops', 'update', t.shopId, '--storefront-url', 'https://liff.line.me/1234-abcd?from=flyer#top', '--json'],
      env,
    );
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).storefront_url, 'https://liff.line.me/1234-abcd?from=flyer#top');
  });

  it('redirects (302) to the storefront URL with ir added, keeping its own query, and counts the visit; the order placed with that code carries the route', async () => {
    const route = await routeOf('flyer-1');
    const res = await open(route.url);
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers['cache-control'], 'no-store');
    const location = new URL(res.headers.location as string);
    assert.equal(location.origin + location.pathname, 'https://liff.line.me/1234-abcd');
    assert.equal(location.searchParams.get('from'), 'flyer');
    assert.equal(location.hash, '#top');
    const ir = location.searchParams.get('ir')!;
    assert.equal(ir, 'flyer-1');
    await open(route.url);

    const { orderId } = await placeTestOrder(t, { inflowRouteCode: ir });
    const order = (await t.get(`/v1/orders/${orderId}`, await t.token(['read_orders']))).json().data;
    assert.deepEqual(order.inflow_route, { id: route.id, code: 'flyer-1', name: 'Flyer' });
    assert.equal((await routeOf('flyer-1')).order_count, 1);

    const agent = await signedInAgent(t, origin);
    const page = await (await agent.get('/console/inflow-routes')).text();
    assert.match(
      page,
      /<td class="key" data-label="Name">Flyer<\/td><td data-label="Code"><code>flyer-1<\/code><\/td>.*<td class="num" data-label="Visits">2<\/td><td class="num" data-label="Orders">1<\/td>/,
    );
  });

  it('an unknown code, a malformed one or another shop answers 404 and counts nothing', async () => {
    const otherShop = await t.newShop();
    for (const url of [
      `/s/${t.shopId}?ir=nope-nope`,
      `/s/${t.shopId}?ir=BAD%20CODE`,
      `/s/${t.shopId}`,
      `/s/${otherShop}?ir=flyer-1`,
      `/s/shop_missing?ir=flyer-1`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.body, /このリンクは見つかりません/, url);
    }
    const route = await routeOf('flyer-1');
    const rows = await t.ctx.db.selectFrom('inflow_routes').select('visit_count').where('id', '=', route.id).execute();
    assert.equal(Number(rows[0]!.visit_count), 2);
  });

  it('the console shop page sets the storefront URL and refuses a relative one', async () => {
    const agent = await signedInAgent(t, origin);
    const page = await (await agent.get('/console/shop')).text();
    const fields = { name: 'Shop', url: '', contact_email: '' };
    const bad = await agent.submit(page, '/console/shop', { ...fields, storefront_url: '/liff' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /storefront_url must be an absolute/);
    const ok = await agent.submit(page, '/console/shop', { ...fields, storefront_url: 'https://shop.example/store' });
    assert.equal(ok.status, 200);
    const res = await t.app.inject({ method: 'GET', url: `/s/${t.shopId}?ir=flyer-1` });
    assert.equal(res.headers.location, 'https://shop.example/store?ir=flyer-1');
  });

  it("one address opening a shop's links past VISITS_COUNTED_PER_ADDRESS a minute is still redirected, but its visits stop counting", async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_MINUTE: '600' });
    try {
      const writer = await limited.token(['write_inflow_routes']);
      await limited.ctx.database.transaction((tx) =>
        updateShop(tx, limited.ctx.secrets, limited.shopId, { storefront_url: 'https://shop.example/store' }),
      );
      const route = (await limited.post('/v1/inflow_routes', writer, { name: 'Poster', code: 'poster-1' })).json().data;
      const visit = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: `/s/${limited.shopId}?ir=poster-1`, remoteAddress });
      for (let i = 0; i < VISITS_COUNTED_PER_ADDRESS + 5; i++) {
        const res = await visit('203.0.113.7');
        assert.equal(res.statusCode, 302, 'a shopper is never turned away');
      }
      await visit('198.51.100.9');
      const rows = await limited.ctx.db
        .selectFrom('inflow_routes')
        .select('visit_count')
        .where('id', '=', route.id)
        .execute();
      assert.equal(Number(rows[0]!.visit_count), VISITS_COUNTED_PER_ADDRESS + 1);
    } finally {
      await limited.close();
    }
  });
});
