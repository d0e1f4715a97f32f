import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ItemListFilter } from '../../src/catalog/items/repo/items.ts';
import { itemListRepo } from '../../src/catalog/items/repo/lists.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, insertItemCopies } from '../helpers/catalog.ts';

/**
 * A page at an offset (served by a seek to the first row of the page, found in the filter's index)
 * is the same slice of the whole filtered list as before: same rows, same order, same total, with
 * ties in updated_at broken by id, for every filter and past the end.
 */
describe('items list: deep pages are slices of the whole list', () => {
  let t: TestApp;
  let writer: string;
  let categories: string[];
  const N = 240;

  before(async () => {
    t = await startTestApp();
    writer = await t.token(['write_items', 'read_items']);
    categories = [(await createTestCategory(t, { name: 'A' })).id, (await createTestCategory(t, { name: 'B' })).id];
    await createTestItem(t, writer, { name: 'Template', category_id: categories[0], sku: 'D-template' });
    const base = Date.parse('2025-01-01T00:00:00Z');
    // Three items share each updated_at, their ids out of insertion order; categories, status and archived vary.
    await insertItemCopies(
      t,
      Array.from({ length: N }, (_, i) => ({
        id: `item_d${String((i * 7919) % 1000).padStart(5, '0')}${String(i).padStart(4, '0')}`,
        sku: `D-${i}`,
        name: `ドリップコーヒー No.${i}`,
        category_id: categories[i % 2]!,
        status: i % 5 === 0 ? ('inactive' as const) : ('active' as const),
        archived: i % 7 === 0 ? 1 : 0,
        updated_at: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
      })),
    );
  });
  after(() => t.close());

  it('every filter: the page at any offset equals the same slice of the whole list, with the same total', async () => {
    const repo = itemListRepo(t.ctx.db);
    const filters: Partial<ItemListFilter>[] = [
      {},
      { archived: 'include' },
      { archived: 'only' },
      { status: 'active' },
      { status: 'inactive', archived: 'include' },
      { categoryId: categories[1] },
      { categoryId: categories[0], status: 'active' },
      { updatedSince: '2025-01-01T00:00:30.000Z' },
      { q: 'コーヒー' },
      { q: 'コーヒー', categoryId: categories[1] },
    ];
    for (const filter of filters) {
      const base: ItemListFilter = { shopId: t.shopId, limit: 20, offset: 0, archived: 'exclude', ...filter };
      const whole = await repo.list({ ...base, limit: 10_000 });
      const order = whole.rows.map((r) => `${r.updated_at}|${r.id}`);
      assert.deepEqual(order, [...order].sort(), `order for ${JSON.stringify(filter)}`);
      const n = whole.rows.length;
      assert.equal(whole.total, n);
      for (const offset of [1, 2, 19, 20, 37, 100, n - 21, n - 20, n - 1, n, n + 5]) {
        if (offset < 0) continue;
        const page = await repo.list({ ...base, offset });
        const label = `${JSON.stringify(filter)} offset ${offset}`;
        assert.deepEqual(page.rows, whole.rows.slice(offset, offset + 20), label);
        assert.equal(page.total, n, label);
      }
    }
  });

  it('GET /v1/items: a deep filtered page over HTTP is the slice of the first pages', async () => {
    const ids = async (query: Record<string, string>) => {
      const res = await t.get('/v1/items', writer, query);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ data: { id: string }[]; pagination: { total: number } }>();
    };
    const whole = await ids({ limit: '100', category_id: categories[1]!, status: 'active' });
    const deep = await ids({ limit: '7', offset: '45', category_id: categories[1]!, status: 'active' });
    assert.deepEqual(
      deep.data.map((d) => d.id),
      whole.data.slice(45, 52).map((d) => d.id),
    );
    assert.equal(deep.pagination.total, whole.pagination.total);
  });
});
