import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { insertOrder } from '../helpers/orders.ts';

describe('inflow route links', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_inflow_routes']);
  });
  after(() => t.close());

  it('creates a link with a chosen code: 201 {data} with its shareable url', async () => {
    const res = await t.post('/v1/inflow_routes', token, { name: 'Spring flyer', code: 'spring26' });
    assert.equal(res.statusCode, 201, res.body);
    const d = res.json().data;
    assert.deepEqual(Object.keys(d).sort(), ['code', 'created_at', 'id', 'name', 'order_count', 'url']);
    assert.equal(d.code, 'spring26');
    assert.equal(d.name, 'Spring flyer');
    assert.equal(d.order_count, 0);
    assert.equal(d.url, `${t.config.baseUrl}/s/${t.shopId}?ir=spring26`);
  });

  it('generates an 8-character code when none is given, different each time', async () => {
    const a = (await t.post('/v1/inflow_routes', token, { name: 'Instagram bio' })).json().data;
    const b = (await t.post('/v1/inflow_routes', token, { name: 'Instagram bio' })).json().data;
    assert.match(a.code, /^[2-9a-hjkmnp-z]{8}$/);
    assert.notEqual(a.code, b.code);
  });

  it('refuses a code the shop already uses with 409 inflow_route_code_taken and writes nothing', async () => {
    const before = await countRows(t, 'inflow_routes');
    const res = await t.post('/v1/inflow_routes', token, { name: 'Again', code: 'spring26' });
    assert.equal(res.statusCode, 409);
    assert.equal(errorOf(res).code, 'inflow_route_code_taken');
    assert.equal(await countRows(t, 'inflow_routes'), before);
  });

  it('refuses bad bodies with 400 invalid_request and writes nothing', async () => {
    const before = await countRows(t, 'inflow_routes');
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(65) },
      { name: 5 },
      { name: 'a', code: 'UPPER' },
      { name: 'a', code: 'ab' },
      { name: 'a', code: 'has space' },
      { name: 'a', code: 'x'.repeat(33) },
      { name: 'a', url: 'https://evil' },
      { name: 'a', code: null },
    ]) {
      const res = await t.post('/v1/inflow_routes', token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    assert.equal(await countRows(t, 'inflow_routes'), before);
  });

  it('lists links oldest first, paginated, with their order counts; listing also needs write_inflow_routes', async () => {
    const res = await t.get('/v1/inflow_routes', token, { limit: '2' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.data[0].code, 'spring26');
    assert.deepEqual(body.pagination, { limit: 2, offset: 0, total: 3 });
    const forbidden = await t.get('/v1/inflow_routes', await t.token(['read_orders', 'read_customers']));
    assert.equal(forbidden.statusCode, 403);
    assert.match(errorOf(forbidden).message, /write_inflow_routes/);
  });

  it('shows the link on orders placed through it', async () => {
    const route = (await t.post('/v1/inflow_routes', token, { name: 'LINE ad', code: 'line-ad' })).json().data;
    const o = await insertOrder(t, { inflowRouteId: route.id });
    const d = (await t.get(`/v1/orders/${o.id}`, await t.token(['read_orders']))).json().data;
    assert.deepEqual(d.inflow_route, { id: route.id, code: 'line-ad', name: 'LINE ad' });
  });

  it('replays a retried creation instead of creating a second link', async () => {
    const before = await countRows(t, 'inflow_routes');
    const a = await t.post('/v1/inflow_routes', token, { name: 'Retry' }, 'create-once');
    const b = await t.post('/v1/inflow_routes', token, { name: 'Retry' }, 'create-once');
    assert.equal(b.headers['idempotent-replay'], 'true');
    assert.equal(a.body, b.body);
    assert.equal(await countRows(t, 'inflow_routes'), before + 1);
  });
});
