import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { carrierTrackingUrl, DEFAULT_CARRIERS } from '../../src/catalog/carriers.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';

describe('GET /v1/delivery_companies', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('gives a new shop the default carriers, in their order, with every field', async () => {
    const shop = await t.newShop();
    const res = await t.get('/v1/delivery_companies', await t.token(['read_items'], shop), { limit: '100' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      body.data.map((c: Record<string, string>) => ({
        code: c.code,
        name: c.name,
        tracking_url_template: c.tracking_url_template,
      })),
      DEFAULT_CARRIERS,
    );
    for (const c of body.data) {
      assert.deepEqual(Object.keys(c).sort(), ['code', 'id', 'name', 'tracking_url_template']);
      assert.match(c.id, /^dlv_/);
    }
    assert.deepEqual(body.pagination, { limit: 100, offset: 0, total: DEFAULT_CARRIERS.length });
    assert.ok(DEFAULT_CARRIERS.length >= 3);
  });

  it('the default shop has the default carriers too', async () => {
    const res = await t.get('/v1/delivery_companies', await t.token(['read_items']));
    assert.equal(res.json().pagination.total, DEFAULT_CARRIERS.length);
  });

  it("lists only the token's shop: ids differ between shops", async () => {
    const ids = async (shop?: string) =>
      new Set(
        (await t.get('/v1/delivery_companies', await t.token(['read_items'], shop)))
          .json()
          .data.map((c: { id: string }) => c.id),
      );
    const mine = await ids();
    const theirs = await ids(await t.newShop());
    assert.equal([...mine].filter((id) => theirs.has(id)).length, 0);
  });

  it('paginates with limit and offset', async () => {
    const token = await t.token(['read_items']);
    const all = (await t.get('/v1/delivery_companies', token)).json().data;
    const page = (await t.get('/v1/delivery_companies', token, { limit: '2', offset: '1' })).json();
    assert.deepEqual(page.data, all.slice(1, 3));
    assert.deepEqual(page.pagination, { limit: 2, offset: 1, total: DEFAULT_CARRIERS.length });
  });

  it('admits read_items or write_shipping; any other scope is 403 insufficient_scope naming both', async () => {
    assert.equal((await t.get('/v1/delivery_companies', await t.token(['read_items']))).statusCode, 200);
    assert.equal((await t.get('/v1/delivery_companies', await t.token(['write_shipping']))).statusCode, 200);
    const res = await t.get('/v1/delivery_companies', await t.token(['write_items', 'read_orders']));
    assert.equal(res.statusCode, 403);
    const e = errorOf(res);
    assert.equal(e.code, 'insufficient_scope');
    assert.match(e.message, /read_items/);
    assert.match(e.message, /write_shipping/);
  });

  it('refuses limit 0 and 101 and unknown query fields with 400 invalid_request', async () => {
    const token = await t.token(['read_items']);
    for (const query of [{ limit: '0' }, { limit: '101' }, { code: 'yamato' }] as Record<string, string>[]) {
      const res = await t.get('/v1/delivery_companies', token, query);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
  });
});

describe('carrierTrackingUrl', () => {
  const template = 'https://carrier.example/track?no={tracking_number}';
  it('opens the carrier page with the number normalized: spaces, hyphens and full-width forms folded away', () => {
    assert.equal(carrierTrackingUrl(template, '4455 6677 8899'), 'https://carrier.example/track?no=445566778899');
    assert.equal(carrierTrackingUrl(template, '1234-5678-9012'), 'https://carrier.example/track?no=123456789012');
    assert.equal(
      carrierTrackingUrl(template, '１２３４－５６７８\u3000AB'),
      'https://carrier.example/track?no=12345678AB',
    );
    assert.equal(carrierTrackingUrl(template, 'A/B?'), 'https://carrier.example/track?no=A%2FB%3F');
  });
  it('answers null for a carrier without a tracking page', () => {
    assert.equal(carrierTrackingUrl('', '1234'), null);
  });
});
