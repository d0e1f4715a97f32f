import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, type RootOperationNode } from 'kysely';
import type { ItemListFilter } from '../../src/catalog/items/repo/items.ts';
import { itemListRepo } from '../../src/catalog/items/repo/lists.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { sqlitePassOnly } from '../helpers/db.ts';

/**
 * Every list filter is served by an index: the SQLite query plan of each list query searches an
 * index (or the FTS5 trigram table for q) and never scans the items table; a deep page finds its
 * first row in a covering index. (PostgreSQL's planner
 * prefers sequential scans on tiny test tables, so plans are checked on SQLite.)
 */
describe('items list: every filter is served by an index', sqlitePassOnly('query plans are checked on SQLite'), () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  async function plans(filter: Partial<ItemListFilter>): Promise<string[]> {
    const captured: RootOperationNode[] = [];
    const spy = t.ctx.db.withPlugin({
      transformQuery: (a) => (captured.push(a.node), a.node),
      transformResult: async (a) => a.result,
    });
    await itemListRepo(spy).list({ shopId: t.shopId, limit: 20, offset: 0, archived: 'exclude', ...filter });
    const out: string[] = [];
    for (const node of captured) {
      const c = t.ctx.db.getExecutor().compileQuery(node, { queryId: 'plan' });
      const r = await t.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${c.sql}`, [...c.parameters]),
      );
      out.push(r.rows.map((row) => row.detail).join(' | '));
    }
    return out;
  }

  const cases: [string, Partial<ItemListFilter>][] = [
    ['no filter', {}],
    ['archived=include', { archived: 'include' }],
    ['archived=only', { archived: 'only' }],
    ['status', { status: 'active' }],
    ['category_id', { categoryId: 'cat_x' }],
    ['sku', { sku: 'SKU-1' }],
    ['external_ref', { externalRef: 'ERP-1' }],
    ['updated_since', { updatedSince: '2026-01-01T00:00:00.000Z' }],
    ['q (trigram)', { q: 'コーヒー' }],
    ['q (short)', { q: '茶' }],
    ['no filter, deep page', { offset: 40 }],
    ['archived=include, deep page', { archived: 'include', offset: 40 }],
    ['status, deep page', { status: 'active', offset: 40 }],
    ['category_id, deep page', { categoryId: 'cat_x', offset: 40 }],
  ];
  for (const [name, filter] of cases) {
    it(name, async () => {
      const all = await plans(filter);
      // A deep page's first row is found in the filter's index alone, never in the rows it skips.
      if (filter.offset)
        assert.ok(
          all.some((plan) => /USING COVERING INDEX items_/.test(plan)),
          all.join('\n'),
        );
      for (const plan of all) {
        assert.doesNotMatch(plan, /SCAN items(?! USING)/, plan);
        assert.match(plan, /USING (COVERING )?INDEX|VIRTUAL TABLE/, plan);
      }
      // The spy also sees the item_counts subquery the count embeds, as a query of its own.
      if (name === 'q (trigram)')
        assert.ok(
          all.some((plan) => /item_search_fts VIRTUAL TABLE/.test(plan)),
          all.join('\n'),
        );
    });
  }
});
