import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { countRows } from '../helpers/db.ts';

describe('categories', () => {
  let t: TestApp;
  let write: string;
  let read: string;
  before(async () => {
    t = await startTestApp();
    write = await t.token(['write_items', 'read_items']);
    read = await t.token(['read_items']);
  });
  after(() => t.close());

  const count = (shopId = t.shopId) => countRows(t, 'categories', { shop_id: shopId });
  const create = async (body: Record<string, unknown>, token = write) => {
    const res = await t.post('/v1/categories', token, body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as {
      id: string;
      name: string;
      parent_id: string | null;
      sort: number;
      created_at: string;
      updated_at: string;
    };
  };

  describe('POST /v1/categories', () => {
    it('creates a category with every field and answers 201 {data}', async () => {
      const res = await t.post('/v1/categories', write, { name: 'コーヒー豆', sort: 5 });
      assert.equal(res.statusCode, 201);
      const { data } = res.json();
      assert.deepEqual(Object.keys(data).sort(), ['created_at', 'id', 'name', 'parent_id', 'sort', 'updated_at']);
      assert.match(data.id, /^cat_/);
      assert.equal(data.name, 'コーヒー豆');
      assert.equal(data.parent_id, null);
      assert.equal(data.sort, 5);
      assert.match(data.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      assert.equal(data.updated_at, data.created_at);
    });

    it('puts a category without sort after every other category of the shop (max + 1)', async () => {
      const a = await create({ name: 'A', sort: 41 });
      const b = await create({ name: 'B' });
      assert.equal(b.sort, a.sort + 1);
    });

    it('accepts a name of 1 and of 64 characters, counted as characters (Japanese included)', async () => {
      assert.equal((await create({ name: 'x' })).name, 'x');
      assert.equal((await create({ name: '豆'.repeat(64) })).name, '豆'.repeat(64));
    });

    it('refuses an empty, blank or 65-character name with 400 invalid_request naming the field, and writes nothing', async () => {
      const before = await count();
      for (const name of ['', '   ', 'a'.repeat(65), '豆'.repeat(65)]) {
        const res = await t.post('/v1/categories', write, { name });
        assert.equal(res.statusCode, 400, name);
        const e = errorOf(res);
        assert.equal(e.code, 'invalid_request');
        assert.equal(e.details?.[0]?.field, 'name');
      }
      assert.equal(await count(), before);
    });

    it('refuses wrong types, a missing name, unknown fields and a huge string with 400 invalid_request, writing nothing', async () => {
      const before = await count();
      for (const body of [
        { name: 5 },
        {},
        { name: 'x', sort: '1' },
        { name: 'x', sort: 1.5 },
        { name: 'x', sort: -1 },
        { name: 'x', sort: 1_000_000_001 },
        { name: 'x', parent_id: 7 },
        { name: 'x', shop_id: t.shopId },
        { name: 'x'.repeat(100_000) },
        [{ name: 'x' }],
      ]) {
        const res = await t.post('/v1/categories', write, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body).slice(0, 80));
        assert.equal(errorOf(res).code, 'invalid_request');
      }
      assert.equal(await count(), before);
    });

    it('accepts sort at its bounds 0 and 1000000000', async () => {
      assert.equal((await create({ name: 'low', sort: 0 })).sort, 0);
      assert.equal((await create({ name: 'high', sort: 1_000_000_000 })).sort, 1_000_000_000);
    });

    it('nests a category under a parent of the same shop', async () => {
      const parent = await create({ name: 'Parent' });
      const child = await create({ name: 'Child', parent_id: parent.id });
      assert.equal(child.parent_id, parent.id);
    });

    it('refuses a parent_id of another shop or of no category with 400 invalid_request on parent_id, writing nothing', async () => {
      const other = await t.newShop();
      const foreign = await create({ name: 'Foreign' }, await t.token(['write_items'], other));
      const before = await count();
      for (const parent_id of [foreign.id, 'cat_doesnotexist']) {
        const res = await t.post('/v1/categories', write, { name: 'x', parent_id });
        assert.equal(res.statusCode, 400);
        const e = errorOf(res);
        assert.equal(e.code, 'invalid_request');
        assert.equal(e.details?.[0]?.field, 'parent_id');
      }
      assert.equal(await count(), before);
    });

    it('needs write_items: read_items alone is 403 insufficient_scope', async () => {
      const res = await t.post('/v1/categories', read, { name: 'x' });
      assert.equal(res.statusCode, 403);
      assert.match(errorOf(res).message, /write_items/);
    });

    it('needs an Idempotency-Key and replays a retry with the same key and body', async () => {
      const missing = await t.post('/v1/categories', write, { name: 'x' }, null);
      assert.equal(errorOf(missing).code, 'idempotency_key_required');
      const key = randomUUID();
      const first = await t.post('/v1/categories', write, { name: 'Once' }, key);
      const before = await count();
      const again = await t.post('/v1/categories', write, { name: 'Once' }, key);
      assert.equal(again.statusCode, 201);
      assert.equal(again.headers['idempotent-replay'], 'true');
      assert.equal(again.body, first.body);
      assert.equal(await count(), before);
      const other = await t.post('/v1/categories', write, { name: 'Twice' }, key);
      assert.equal(other.statusCode, 422);
      assert.equal(errorOf(other).code, 'idempotency_key_reused');
    });
  });

  describe('GET /v1/categories', () => {
    it("lists only the token's shop, ordered by sort then id, with pagination", async () => {
      const shop = await t.newShop();
      const w = await t.token(['write_items'], shop);
      const r = await t.token(['read_items'], shop);
      const c = await create({ name: 'c', sort: 2 }, w);
      const a = await create({ name: 'a', sort: 1 }, w);
      const b = await create({ name: 'b', sort: 2 }, w);
      const res = await t.get('/v1/categories', r);
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.deepEqual(
        body.data.map((x: { id: string }) => x.id),
        [a.id, c.id, b.id],
      );
      assert.deepEqual(body.pagination, { limit: 20, offset: 0, total: 3 });
      const page = (await t.get('/v1/categories', r, { limit: '1', offset: '1' })).json();
      assert.deepEqual(
        page.data.map((x: { id: string }) => x.id),
        [c.id],
      );
      assert.deepEqual(page.pagination, { limit: 1, offset: 1, total: 3 });
    });

    it('accepts limit 1 and 100 and refuses 0, 101 and unknown query fields with 400 invalid_request', async () => {
      for (const limit of ['1', '100']) assert.equal((await t.get('/v1/categories', read, { limit })).statusCode, 200);
      for (const query of [
        { limit: '0' },
        { limit: '101' },
        { offset: '-1' },
        { limit: 'ten' },
        { shop_id: t.shopId },
      ] as Record<string, string>[]) {
        const res = await t.get('/v1/categories', read, query);
        assert.equal(res.statusCode, 400, JSON.stringify(query));
        assert.equal(errorOf(res).code, 'invalid_request');
      }
    });

    it('needs read_items: write_shipping alone is 403, no token is 401', async () => {
      assert.equal((await t.get('/v1/categories', await t.token(['write_shipping']))).statusCode, 403);
      assert.equal(errorOf(await t.request('GET', '/v1/categories')).code, 'invalid_token');
    });

    it("gets one category by id; another shop's category is 404 not_found", async () => {
      const mine = await create({ name: 'Mine' });
      assert.equal((await t.get(`/v1/categories/${mine.id}`, read)).json().data.name, 'Mine');
      const other = await t.newShop();
      const res = await t.get(`/v1/categories/${mine.id}`, await t.token(['read_items'], other));
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'not_found');
    });
  });

  describe('PATCH /v1/categories/{id}', () => {
    it('updates name, parent_id and sort and bumps updated_at', async () => {
      const parent = await create({ name: 'P' });
      const c = await create({ name: 'Old', sort: 3 });
      await new Promise((r) => setTimeout(r, 5));
      const res = await t.patch(`/v1/categories/${c.id}`, write, { name: 'New', parent_id: parent.id, sort: 0 });
      assert.equal(res.statusCode, 200);
      const { data } = res.json();
      assert.equal(data.name, 'New');
      assert.equal(data.parent_id, parent.id);
      assert.equal(data.sort, 0);
      assert.equal(data.created_at, c.created_at);
      assert.ok(data.updated_at > c.updated_at);
      const moved = await t.patch(`/v1/categories/${c.id}`, write, { parent_id: null });
      assert.equal(moved.json().data.parent_id, null);
      assert.equal(moved.json().data.name, 'New');
    });

    it('refuses a parent that is the category itself or one of its descendants (cycle) with 400, changing nothing', async () => {
      const a = await create({ name: 'A' });
      const b = await create({ name: 'B', parent_id: a.id });
      const c = await create({ name: 'C', parent_id: b.id });
      for (const parent_id of [a.id, b.id, c.id]) {
        const res = await t.patch(`/v1/categories/${a.id}`, write, { parent_id });
        assert.equal(res.statusCode, 400);
        assert.equal(errorOf(res).details?.[0]?.field, 'parent_id');
      }
      assert.equal((await t.get(`/v1/categories/${a.id}`, read)).json().data.parent_id, null);
      // Moving a leaf under a sibling branch is fine.
      assert.equal((await t.patch(`/v1/categories/${c.id}`, write, { parent_id: a.id })).statusCode, 200);
    });

    it('refuses an empty body, unknown fields and bad values with 400, changing nothing', async () => {
      const c = await create({ name: 'Keep' });
      for (const body of [{}, { name: '' }, { sort: 'x' }, { id: 'cat_x' }, { name: 'a'.repeat(65) }]) {
        const res = await t.patch(`/v1/categories/${c.id}`, write, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
        assert.equal(errorOf(res).code, 'invalid_request');
      }
      assert.deepEqual((await t.get(`/v1/categories/${c.id}`, read)).json().data, c);
    });

    it("answers another shop's category with 404 not_found and leaves it unchanged", async () => {
      const c = await create({ name: 'Mine' });
      const other = await t.newShop();
      const res = await t.patch(`/v1/categories/${c.id}`, await t.token(['write_items'], other), { name: 'Stolen' });
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'not_found');
      assert.equal((await t.get(`/v1/categories/${c.id}`, read)).json().data.name, 'Mine');
    });
  });

  describe('DELETE /v1/categories/{id}', () => {
    it('deletes an unused category with 204 and an empty body', async () => {
      const c = await create({ name: 'Gone' });
      const res = await t.del(`/v1/categories/${c.id}`, write);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal((await t.get(`/v1/categories/${c.id}`, read)).statusCode, 404);
    });

    it('refuses with 409 category_in_use while an item, archived or not, belongs to it', async () => {
      for (const archived of [false, true]) {
        const c = await create({ name: 'Used' });
        const item = await createTestItem(t, write, { category_id: c.id });
        if (archived) assert.equal((await t.patch(`/v1/items/${item.id}`, write, { archived: true })).statusCode, 200);
        const res = await t.del(`/v1/categories/${c.id}`, write);
        assert.equal(res.statusCode, 409);
        assert.equal(errorOf(res).code, 'category_in_use');
        assert.equal((await t.get(`/v1/categories/${c.id}`, read)).statusCode, 200);
      }
    });

    it('refuses with 409 category_in_use while it has child categories; deleting the child first works', async () => {
      const parent = await create({ name: 'Parent' });
      const child = await create({ name: 'Child', parent_id: parent.id });
      const res = await t.del(`/v1/categories/${parent.id}`, write);
      assert.equal(res.statusCode, 409);
      assert.equal(errorOf(res).code, 'category_in_use');
      assert.equal((await t.del(`/v1/categories/${child.id}`, write)).statusCode, 204);
      assert.equal((await t.del(`/v1/categories/${parent.id}`, write)).statusCode, 204);
    });

    it("answers another shop's category with 404 not_found and does not delete it", async () => {
      const c = await create({ name: 'Mine' });
      const other = await t.newShop();
      const res = await t.del(`/v1/categories/${c.id}`, await t.token(['write_items'], other));
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'not_found');
      assert.equal((await t.get(`/v1/categories/${c.id}`, read)).statusCode, 200);
    });
  });
});
