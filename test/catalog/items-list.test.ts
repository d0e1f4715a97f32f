import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';

describe('GET /v1/items', () => {
  let t: TestApp;
  let writer: string;
  let reader: string;
  let coffee: string;
  let tea: string;
  const ids: Record<string, string> = {};
  before(async () => {
    t = await startTestApp();
    writer = await t.token(['write_items', 'read_items']);
    reader = await t.token(['read_items']);
    coffee = (await createTestCategory(t, { name: 'Coffee' })).id;
    tea = (await createTestCategory(t, { name: 'Tea' })).id;
    for (const [key, name, category, extra] of [
      ['drip', 'ドリップコーヒー 200g', coffee, { external_ref: 'ERP-1' }],
      ['beans', 'Coffee Beans 1kg', coffee, {}],
      ['green', '緑茶 100g', tea, { status: 'inactive' }],
      ['rate', '100% Arabica_blend', coffee, {}],
    ] as const)
      ids[key] = (await createTestItem(t, writer, { name, category_id: category, sku: `L-${key}`, ...extra })).id;
  });
  after(() => t.close());

  const list = async (query: Record<string, string>, token = writer) => {
    const res = await t.get('/v1/items', token, query);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { id: string }[]; pagination: { limit: number; offset: number; total: number } }>();
  };
  const idsOf = (r: { data: { id: string }[] }) => r.data.map((d) => d.id).sort();

  it('answers summaries with pagination; status defaults to all, ordered by updated_at then id', async () => {
    const r = await list({});
    assert.deepEqual(r.pagination, { limit: 20, offset: 0, total: 4 });
    assert.deepEqual(Object.keys(r.data[0]!).sort(), [
      'archived',
      'category_id',
      'created_at',
      'external_ref',
      'for_gift',
      'id',
      'inventory',
      'kind',
      'main_image',
      'managed_by',
      'name',
      'price',
      'sell_by',
      'sell_from',
      'sku',
      'status',
      'updated_at',
    ]);
    const order = r.data.map((d: any) => `${d.updated_at}|${d.id}`);
    assert.deepEqual(order, [...order].sort());
  });

  it('limit is 1-100 (0 and 101 are 400), offset pages', async () => {
    assert.equal((await list({ limit: '1' })).data.length, 1);
    assert.equal((await list({ limit: '100' })).data.length, 4);
    for (const limit of ['0', '101', 'x'])
      assert.equal(errorOf(await t.get('/v1/items', reader, { limit })).code, 'invalid_request');
    assert.equal(errorOf(await t.get('/v1/items', reader, { offset: '-1' })).code, 'invalid_request');
    const page2 = await list({ limit: '3', offset: '3' });
    assert.equal(page2.data.length, 1);
    assert.equal(page2.pagination.total, 4);
  });

  it('q matches a part of the name in Japanese and Latin script, case-insensitively', async () => {
    assert.deepEqual(idsOf(await list({ q: 'コーヒー' })), [ids.drip]);
    assert.deepEqual(idsOf(await list({ q: 'coffee' })), [ids.beans]);
    assert.deepEqual(idsOf(await list({ q: '200g' })), [ids.drip]);
    assert.deepEqual(idsOf(await list({ q: 'なし' })), []);
  });

  it('q of 1-2 characters still matches (below the trigram length)', async () => {
    assert.deepEqual(idsOf(await list({ q: '茶' })), [ids.green]);
    assert.deepEqual(idsOf(await list({ q: 'ー' })), [ids.drip]);
    assert.deepEqual(idsOf(await list({ q: '1k' })), [ids.beans]);
  });

  it('q treats %, _ and quotes literally', async () => {
    assert.deepEqual(idsOf(await list({ q: '%' })), [ids.rate]);
    assert.deepEqual(idsOf(await list({ q: 'a_b' })), [ids.rate]);
    assert.deepEqual(idsOf(await list({ q: '0% A' })), [ids.rate]);
    assert.deepEqual(idsOf(await list({ q: '"x" OR' })), []);
  });

  it('q follows renames (the search index is kept in step)', async () => {
    const item = await createTestItem(t, writer, { name: 'Hojicha latte', category_id: tea, sku: 'L-rename' });
    assert.deepEqual(idsOf(await list({ q: 'hojicha' })), [item.id]);
    await t.patch(`/v1/items/${item.id}`, writer, { name: 'Genmaicha latte' });
    assert.deepEqual(idsOf(await list({ q: 'hojicha' })), []);
    assert.deepEqual(idsOf(await list({ q: 'genmai' })), [item.id]);
    await t.patch(`/v1/items/${item.id}`, writer, { archived: true });
  });

  it('filters by category_id, status, sku', async () => {
    assert.deepEqual(idsOf(await list({ category_id: tea })), [ids.green]);
    assert.deepEqual(idsOf(await list({ status: 'inactive' })), [ids.green]);
    assert.equal((await list({ status: 'active' })).pagination.total, 3);
    assert.equal((await list({ status: 'all' })).pagination.total, 4);
    assert.deepEqual(idsOf(await list({ sku: 'L-beans' })), [ids.beans]);
    assert.equal(errorOf(await t.get('/v1/items', reader, { status: 'deleted' })).code, 'invalid_request');
    assert.equal(errorOf(await t.get('/v1/items', reader, { archived: 'yes' })).code, 'invalid_request');
  });

  it('external_ref filters for clients holding write_items; others get 403 insufficient_scope naming write_items', async () => {
    assert.deepEqual(idsOf(await list({ external_ref: 'ERP-1' })), [ids.drip]);
    const res = await t.get('/v1/items', reader, { external_ref: 'ERP-1' });
    assert.equal(res.statusCode, 403);
    const e = errorOf(res);
    assert.equal(e.code, 'insufficient_scope');
    assert.match(e.message, /write_items/);
  });

  it('updated_since is an inclusive lower bound, ISO 8601 or JST', async () => {
    const all = (await list({})).data as any[];
    const pivot = all[2].updated_at as string;
    const since = await list({ updated_since: pivot });
    assert.ok(since.data.every((d: any) => d.updated_at >= pivot));
    assert.ok(
      since.data.some((d: any) => d.updated_at === pivot),
      'inclusive',
    );
    assert.equal((await list({ updated_since: '2999-01-01 00:00' })).pagination.total, 0);
    assert.equal((await list({ updated_since: '2000-01-01T00:00:00+09:00' })).pagination.total, 4);
    const bad = await t.get('/v1/items', reader, { updated_since: 'yesterday' });
    assert.equal(bad.statusCode, 400);
    assert.equal(errorOf(bad).details?.[0]?.field, 'updated_since');
  });

  it("a client sees only its own shop's items (tenant isolation)", async () => {
    const other = await t.newShop();
    const r = await list({}, await t.token(['read_items'], other));
    assert.equal(r.pagination.total, 0);
  });

  it('managed_by reads self for the managing client, other for another client of the shop', async () => {
    const mine = (await list({ sku: 'L-drip' })).data[0] as any;
    assert.equal(mine.managed_by, 'self');
    const theirs = (await list({ sku: 'L-drip' }, reader)).data[0] as any;
    assert.equal(theirs.managed_by, 'other');
  });

  it('main_image is the URL of the image with the lowest sort', async () => {
    await t.fixtures
      .insertInto('item_images')
      .values([
        {
          id: 'img_b',
          shop_id: t.shopId,
          item_id: ids.beans!,
          content_type: 'image/png',
          byte_size: 1,
          sort: 2,
          created_at: new Date().toISOString(),
        },
        {
          id: 'img_a',
          shop_id: t.shopId,
          item_id: ids.beans!,
          content_type: 'image/png',
          byte_size: 1,
          sort: 1,
          created_at: new Date().toISOString(),
        },
      ])
      .execute();
    const summary = (await list({ sku: 'L-beans' })).data[0] as any;
    assert.equal(summary.main_image, 'http://tenpo.test/media/img_a');
    const full = (await t.get(`/v1/items/${ids.beans}`, reader)).json().data;
    assert.equal(full.main_image, 'http://tenpo.test/media/img_a');
    assert.deepEqual(full.images, [
      { id: 'img_a', url: 'http://tenpo.test/media/img_a', sort: 1 },
      { id: 'img_b', url: 'http://tenpo.test/media/img_b', sort: 2 },
    ]);
  });
});
