import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';

/**
 * GET /v1/items answers pagination.total from item_counts (migration 0130, kept by triggers on
 * items): after any mix of writes, through the API or straight into the table, each counter must
 * equal a real count(*) of the shop's items, and the list's total the number of matching items.
 */
describe('item counters (pagination.total of GET /v1/items)', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    other = await t.newShop('Other shop');
  });
  after(() => t.close());

  async function expectCountersExact(): Promise<void> {
    const counted = await sql<{ shop_id: string; category_id: string; status: string; archived: number; n: number }>`
      SELECT shop_id, category_id, status, archived, count(*) AS n FROM items GROUP BY shop_id, category_id, status, archived`.execute(
      t.ctx.db,
    );
    const kept = await sql<{ shop_id: string; category_id: string; status: string; archived: number; n: number }>`
      SELECT shop_id, category_id, status, archived, sum(n) AS n FROM item_counts GROUP BY shop_id, category_id, status, archived`.execute(
      t.ctx.db,
    );
    const key = (r: { shop_id: string; category_id: string; status: string; archived: number }) =>
      `${r.shop_id}|${r.category_id}|${r.status}|${Number(r.archived)}`;
    const want = new Map(counted.rows.map((r) => [key(r), Number(r.n)]));
    const got = new Map(kept.rows.filter((r) => Number(r.n) !== 0).map((r) => [key(r), Number(r.n)]));
    assert.deepEqual(Object.fromEntries([...got].sort()), Object.fromEntries([...want].sort()));
  }

  const total = async (query: Record<string, string>) => {
    const res = await t.get('/v1/items', token, query);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().pagination.total as number;
  };

  it('equal a real count(*) after creates, edits of category, status and archived, and direct writes', async () => {
    const a = (await createTestCategory(t, { name: 'A' })).id;
    const b = (await createTestCategory(t, { name: 'B' })).id;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(
        (
          await createTestItem(t, token, {
            sku: `CNT-${i}`,
            category_id: i % 2 ? a : b,
            ...(i % 3 === 0 ? { status: 'inactive' } : {}),
          })
        ).id,
      );
    await expectCountersExact();

    const edit = async (id: string, body: Record<string, unknown>) =>
      assert.equal((await t.patch(`/v1/items/${id}`, token, body)).statusCode, 200);
    await edit(ids[0]!, { category_id: a });
    await edit(ids[1]!, { status: 'inactive' });
    await edit(ids[2]!, { archived: true });
    await edit(ids[3]!, { archived: true, status: 'active', category_id: b });
    await edit(ids[4]!, { name: 'renamed only' });
    await edit(ids[2]!, { archived: false });
    await edit(ids[5]!, { status: 'inactive' });
    await edit(ids[5]!, { status: 'active' });
    // A refused edit (unknown category) changes no counter.
    assert.equal(
      (await t.patch(`/v1/items/${ids[6]}`, token, { category_id: 'cat_nope', archived: true })).statusCode,
      400,
    );
    await expectCountersExact();

    // Writers outside the item service (fixtures, seeders): the triggers follow them too.
    const template = await t.ctx.db.selectFrom('items').selectAll().where('id', '=', ids[7]!).executeTakeFirstOrThrow();
    const otherCategory = (await createTestCategory(t, { shopId: other, name: 'O' })).id;
    await t.fixtures
      .insertInto('items')
      .values([
        { ...template, id: 'item_direct_1', sku: 'DIRECT-1' },
        { ...template, id: 'item_direct_2', sku: 'DIRECT-2', shop_id: other, category_id: otherCategory, archived: 1 },
      ])
      .execute();
    await t.fixtures
      .updateTable('items')
      .set({ status: 'inactive' })
      .where('id', 'in', ['item_direct_1', ids[0]!])
      .execute();
    await t.ctx.database.transaction(async (tx) => {
      await tx.updateTable('items').set({ archived: 1 }).where('id', '=', 'item_direct_1').execute();
      await tx.updateTable('items').set({ category_id: a }).where('id', '=', ids[3]!).execute();
    });
    await expectCountersExact();

    // The list's totals, each filter combination against the items it lists.
    const queries: Record<string, string>[] = [
      {},
      { status: 'active' },
      { status: 'inactive' },
      { category_id: a },
      { category_id: b, status: 'active' },
      { archived: 'include' },
      { archived: 'only' },
      { archived: 'only', category_id: b },
      { archived: 'include', status: 'inactive', category_id: a },
    ];
    for (const query of queries) {
      const res = await t.get('/v1/items', token, { ...query, limit: '100' });
      assert.equal(res.json().pagination.total, res.json().data.length, JSON.stringify(query));
    }
    assert.equal(await total({ archived: 'include' }), 9);
  });

  it('a rolled-back write leaves the counters as they were', async () => {
    const c = (await createTestCategory(t, { name: 'C' })).id;
    const before = await total({ category_id: c, archived: 'include' });
    const template = await t.ctx.db
      .selectFrom('items')
      .selectAll()
      .where('shop_id', '=', t.shopId)
      .executeTakeFirstOrThrow();
    await assert.rejects(
      t.ctx.database.transaction(async (tx) => {
        await tx
          .insertInto('items')
          .values({ ...template, id: 'item_rolled_back', sku: 'ROLLED-BACK', category_id: c })
          .execute();
        throw new Error('roll back');
      }),
    );
    assert.equal(await total({ category_id: c, archived: 'include' }), before);
    await expectCountersExact();
  });
});
