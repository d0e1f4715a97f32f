import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';

describe('PATCH /v1/items/{id}/stock', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());
  const stock = (id: string, body: unknown, tk = token) => t.patch(`/v1/items/${id}/stock`, tk, body);
  const inventoryOf = async (id: string) => (await t.get(`/v1/items/${id}`, token)).json().data.inventory;

  it('absolute set and adjustment answer {item_id, variant_id, inventory}', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, inventory: 5 });
    const set = await stock(item.id, { inventory: 12 });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(set.json(), { data: { item_id: item.id, variant_id: null, inventory: 12 } });
    assert.equal((await stock(item.id, { adjustment: -2 })).json().data.inventory, 10);
    assert.equal((await stock(item.id, { adjustment: 3 })).json().data.inventory, 13);
    assert.equal((await stock(item.id, { inventory: null })).json().data.inventory, null);
    assert.equal(
      (await stock(item.id, { adjustment: -1000 })).json().data.inventory,
      null,
      'unlimited stays unlimited',
    );
  });

  it('insufficient_stock: down to exactly 0 is accepted, below 0 is 422 and changes nothing', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, inventory: 3 });
    const res = await stock(item.id, { adjustment: -4 });
    assert.equal(res.statusCode, 422);
    assert.equal(errorOf(res).code, 'insufficient_stock');
    assert.equal(await inventoryOf(item.id), 3);
    assert.equal((await stock(item.id, { adjustment: -3 })).json().data.inventory, 0);
  });

  it('exactly one of inventory or adjustment; adjustment non-zero; inventory ≥ 0; bounded', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, inventory: 3 });
    for (const body of [
      {},
      { inventory: 1, adjustment: 1 },
      { adjustment: 0 },
      { inventory: -1 },
      { inventory: 1.5 },
      { inventory: '3' },
      { adjustment: 1e10 },
      { inventory: 1_000_000_001 },
      { extra: 1, adjustment: 1 },
    ]) {
      const res = await stock(item.id, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    assert.equal((await stock(item.id, { inventory: 1_000_000_000 })).statusCode, 200);
    const over = await stock(item.id, { adjustment: 1 });
    assert.equal(over.statusCode, 400);
    assert.equal(await inventoryOf(item.id), 1_000_000_000);
  });

  it("variant stock with variant_id; null is refused for variants; unknown variant or another item's 404; bounded", async () => {
    const item = await createTestItem(t, token, {
      category_id: categoryId,
      variation_axes: [{ name: 'Size', values: [{ name: 'S' }] }],
      variants: [{ sku: 'STK-S', name: 'S', axis_values: [{ axis: 'Size', value: 'S' }] }],
    });
    const variantId = item.variants[0].id;
    const res = await stock(item.id, { inventory: 8, variant_id: variantId });
    assert.deepEqual(res.json().data, { item_id: item.id, variant_id: variantId, inventory: 8 });
    assert.equal((await stock(item.id, { adjustment: -9, variant_id: variantId })).statusCode, 422);
    assert.equal((await stock(item.id, { adjustment: -8, variant_id: variantId })).json().data.inventory, 0);
    assert.equal((await stock(item.id, { inventory: null, variant_id: variantId })).statusCode, 400);
    assert.equal((await stock(item.id, { adjustment: 1, variant_id: 'var_missing' })).statusCode, 404);
    const other = await createTestItem(t, token, { category_id: categoryId, inventory: 3 });
    const elsewhere = await stock(other.id, { adjustment: 1, variant_id: variantId });
    assert.equal(elsewhere.statusCode, 404);
    assert.equal(errorOf(elsewhere).code, 'not_found');
    assert.equal(await inventoryOf(other.id), 3);
    assert.equal((await t.get(`/v1/items/${item.id}`, token)).json().data.variants[0].inventory, 0);
    assert.equal((await stock(item.id, { inventory: 1_000_000_000, variant_id: variantId })).statusCode, 200);
    const over = await stock(item.id, { adjustment: 1, variant_id: variantId });
    assert.equal(over.statusCode, 400);
    assert.equal(errorOf(over).code, 'invalid_request');
    assert.equal((await t.get(`/v1/items/${item.id}`, token)).json().data.variants[0].inventory, 1_000_000_000);
  });

  it('a bundle item is 409 field_not_editable', async () => {
    const part = await createTestItem(t, token, { category_id: categoryId });
    const bundle = await createTestItem(t, token, {
      category_id: categoryId,
      kind: 'bundle',
      inventory: null,
      bundle: { components: [{ item_id: part.id, quantity: 1 }] },
    });
    const res = await stock(bundle.id, { adjustment: 1 });
    assert.equal(res.statusCode, 409);
    assert.equal(errorOf(res).code, 'field_not_editable');
  });

  it("needs write_items; another shop's item is 404", async () => {
    const item = await createTestItem(t, token, { category_id: categoryId });
    assert.equal((await stock(item.id, { adjustment: 1 }, await t.token(['read_items']))).statusCode, 403);
    assert.equal(
      (await stock(item.id, { adjustment: 1 }, await t.token(['write_items'], await t.newShop()))).statusCode,
      404,
    );
    assert.equal((await stock('item_missing', { adjustment: 1 })).statusCode, 404);
  });
});
