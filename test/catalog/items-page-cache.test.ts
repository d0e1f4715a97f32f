import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ItemPageCache } from '../../src/catalog/items/page-cache.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, multipart } from '../helpers/catalog.ts';
import { solidPng } from '../helpers/png.ts';
import { seenFromAnotherProcess } from '../helpers/until.ts';

/**
 * GET /v1/items pages are kept rendered while the shop's catalogue version stands
 * (src/catalog/items/page-cache.ts): every change that could alter a page shows at once,
 * whoever makes it, and a kept page is served byte for byte.
 */
describe('item list page cache', () => {
  let t: TestApp;
  let other: TestApp;
  let write: string;
  let read: string;
  let categoryId: string;
  before(async () => {
    t = await startTestApp();
    // A second app on the same storage: another server process of the deployment.
    other = await startTestApp({}, { storage: (t as TestApp & { storage: never }).storage });
    write = await t.token(['write_items', 'read_items']);
    read = await t.token(['read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(async () => {
    await other.close();
    await t.close();
  });

  const page = async (app: TestApp = t, token = read) => {
    const res = await app.get('/v1/items', token, { category_id: categoryId, limit: '100' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'] as string, /^application\/json; charset=utf-8/);
    return res;
  };
  const entry = async (id: string, app: TestApp = t, token = read) =>
    (await page(app, token)).json().data.find((i: { id: string }) => i.id === id);

  it('serves an unchanged page again byte for byte, in the documented shape', async () => {
    const item = await createTestItem(t, write, { category_id: categoryId, name: '保存される一覧' });
    const first = await page();
    const second = await page();
    assert.equal(second.body, first.body);
    const body = first.json();
    assert.deepEqual(Object.keys(body).sort(), ['data', 'pagination']);
    assert.equal(body.data.find((i: { id: string }) => i.id === item.id).name, '保存される一覧');
  });

  it('shows an edit through the API at once', async () => {
    const item = await createTestItem(t, write, { category_id: categoryId });
    await page();
    assert.equal((await t.patch(`/v1/items/${item.id}`, write, { name: '新しい名前' })).statusCode, 200);
    assert.equal((await entry(item.id)).name, '新しい名前');
  });

  it('shows a stock change at once', async () => {
    const item = await createTestItem(t, write, { category_id: categoryId, inventory: 10 });
    assert.equal((await entry(item.id)).inventory, 10);
    assert.equal((await t.patch(`/v1/items/${item.id}/stock`, write, { adjustment: -3 })).statusCode, 200);
    assert.equal((await entry(item.id)).inventory, 7);
  });

  it('shows a new main image and its removal at once', async () => {
    const item = await createTestItem(t, write, { category_id: categoryId });
    assert.equal((await entry(item.id)).main_image, '');
    const { payload, contentType } = multipart([
      { name: 'file', data: solidPng(2, 2, [1, 2, 3]), filename: 'a.png', type: 'image/png' },
    ]);
    const upload = await t.request('POST', `/v1/items/${item.id}/images`, {
      token: write,
      key: randomUUID(),
      body: payload,
      headers: { 'content-type': contentType },
    });
    assert.equal(upload.statusCode, 201, upload.body);
    const image = upload.json().data;
    assert.equal((await entry(item.id)).main_image, image.url);
    assert.equal((await t.del(`/v1/items/${item.id}/images/${image.id}`, write)).statusCode, 204);
    assert.equal((await entry(item.id)).main_image, '');
  });

  it('shows a change written by another process (once its commit notification arrives, on PostgreSQL), or by any writer of the items table at once', async () => {
    const item = await createTestItem(t, write, { category_id: categoryId, inventory: 5 });
    await page();
    await page(other);
    assert.equal((await other.patch(`/v1/items/${item.id}`, write, { status: 'inactive' })).statusCode, 200);
    await seenFromAnotherProcess(
      async () => (await entry(item.id)).status === 'inactive',
      'a change made by the other process',
    );
    // A writer that bypasses the item service (the storefront's checkout, a migration): the triggers still move the version.
    await t.fixtures.updateTable('items').set({ inventory: 1 }).where('id', '=', item.id).execute();
    assert.equal((await entry(item.id)).inventory, 1);
    await seenFromAnotherProcess(
      async () => (await entry(item.id, other)).inventory === 1,
      'the other process sees the write',
    );
  });

  it('keeps pages per viewer: managed_by reads "self" for the managing client and "other" for another', async () => {
    const item = await createTestItem(t, write, { category_id: categoryId, external_ref: 'ERP-CACHE-1' });
    assert.equal((await entry(item.id, t, write)).managed_by, 'self');
    assert.equal((await entry(item.id, t, read)).managed_by, 'other');
    assert.equal((await entry(item.id, t, write)).managed_by, 'self');
  });

  it('keeps pages per query: another filter, page or limit is another page', async () => {
    const a = await t.get('/v1/items', read, { category_id: categoryId, limit: '1' });
    const b = await t.get('/v1/items', read, { category_id: categoryId, limit: '1', offset: '1' });
    assert.notEqual(a.json().data[0].id, b.json().data[0].id);
    const inactive = await t.get('/v1/items', read, { category_id: categoryId, status: 'inactive', limit: '100' });
    assert.ok(inactive.json().data.every((i: { status: string }) => i.status === 'inactive'));
  });

  it('works the same with the cache off (PAGE_CACHE_MB=0)', async () => {
    const off = await startTestApp({ PAGE_CACHE_MB: '0' }, { storage: (t as TestApp & { storage: never }).storage });
    try {
      const item = await createTestItem(t, write, { category_id: categoryId, inventory: 4 });
      assert.equal((await entry(item.id, off)).inventory, 4);
      assert.equal((await t.patch(`/v1/items/${item.id}/stock`, write, { inventory: 2 })).statusCode, 200);
      assert.equal((await entry(item.id, off)).inventory, 2);
      assert.equal((await page(off)).body, (await page(t)).body);
    } finally {
      await off.close();
    }
  });
});

describe('ItemPageCache', () => {
  it('drops the least recently used pages past its byte budget', () => {
    const cache = new ItemPageCache(64);
    cache.set('s', 1, 'a', Buffer.alloc(8));
    cache.set('s', 1, 'b', Buffer.alloc(8));
    cache.get('s', 1, 'a');
    for (let i = 0; i < 7; i++) cache.set('s', 1, `x${i}`, Buffer.alloc(8)); // nine pages of 8 bytes: one must go
    assert.ok(cache.get('s', 1, 'a'), 'recently used page kept');
    assert.equal(cache.get('s', 1, 'b'), undefined, 'least recently used page dropped');
  });

  it('does not keep a page larger than an eighth of the budget, and is off at 0 bytes', () => {
    const cache = new ItemPageCache(64);
    cache.set('s', 1, 'big', Buffer.alloc(9));
    assert.equal(cache.get('s', 1, 'big'), undefined);
    assert.equal(new ItemPageCache(0).enabled, false);
  });

  it("drops a shop's pages once a newer catalogue version of it is seen, and leaves other shops' alone", () => {
    const cache = new ItemPageCache(64);
    cache.set('s', 1, 'a', Buffer.alloc(8));
    cache.set('s', 1, 'b', Buffer.alloc(8));
    cache.set('t', 5, 'a', Buffer.alloc(8));
    assert.equal(cache.get('s', 1, 'a')?.length, 8, 'kept at its own version');
    assert.equal(cache.get('s', 2, 'a'), undefined, 'not served at another version');
    assert.equal(cache.get('s', 1, 'b'), undefined, 'the older version dropped once a newer one was asked for');
    // The budget went back: seven pages of shop s at version 2 fit beside shop t's one (8 × 8 = 64).
    for (let i = 0; i < 7; i++) cache.set('s', 2, `y${i}`, Buffer.alloc(8));
    assert.ok(cache.get('t', 5, 'a'), "another shop's page kept");
    assert.ok(cache.get('s', 2, 'y0'), 'every page of the newer version kept');
  });

  it('keeps no page rendered at a version older than the kept ones, nor serves it', () => {
    const cache = new ItemPageCache(64);
    cache.set('s', 3, 'a', Buffer.from('new'));
    cache.set('s', 2, 'b', Buffer.from('old'));
    assert.equal(cache.get('s', 2, 'b'), undefined);
    assert.equal(cache.get('s', 3, 'b'), undefined);
    assert.equal(cache.get('s', 3, 'a')?.toString(), 'new', 'an older request does not drop the newer pages');
  });
});
