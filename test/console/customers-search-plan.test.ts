import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { customersRepo } from '../../src/customers/repo.ts';
import { customerSearchKey } from '../../src/customers/service.ts';
import { newId } from '../../src/lib/ids.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

const FAMILY = ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'];
const CUSTOMERS = 3000;
/** A LINE user id as LINE makes them: U and 32 hexadecimal digits, spread evenly. */
const lineUserId = (n: number) => `U${createHash('md5').update(String(n)).digest('hex')}`;

/**
 * The console's customer search (owners) must find its matches through the customer_search index
 * (migration 0911), not by reading every customer of the shop, on both databases.
 */
describe('console customer search: an index range, not a scan of the shop', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
    const at = Date.UTC(2026, 0, 1);
    for (let batch = 0; batch < CUSTOMERS / 500; batch++) {
      await t.fixtures
        .insertInto('customers')
        .values(
          Array.from({ length: 500 }, (_, i) => {
            const n = batch * 500 + i;
            const created = new Date(at + n * 60_000).toISOString();
            return {
              id: newId('cus'),
              shop_id: t.shopId,
              line_user_id: lineUserId(n),
              tags: '[]',
              order_count: 0,
              total_spent: 0,
              last_name: FAMILY[n % FAMILY.length]!,
              first_name: `花子${n}`,
              tel: `090-${String(n).padStart(4, '0')}-0000`,
              email: `c${n}@example.jp`,
              postal_code: '',
              address: '',
              gender: '',
              picture_url: '',
              line_name: `Shopper ${n}`,
              created_at: created,
              updated_at: created,
            };
          }),
        )
        .execute();
    }
    await sql`ANALYZE`.execute(t.fixtures);
  });
  after(() => t.close());

  async function plan(q: string): Promise<string> {
    const c = customersRepo(t.ctx.db).listNewestFirst(t.shopId, 50, 0, customerSearchKey(q)).compile();
    if (t.ctx.database.dialect === 'sqlite') {
      // On the connection that ran ANALYZE (the read-only one loaded its statistics before it).
      const r = await t.fixtures.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`EXPLAIN QUERY PLAN ${c.sql}`, [...c.parameters]),
      );
      return r.rows.map((row) => row.detail).join('\n');
    }
    const r = await t.ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${c.sql}`, [...c.parameters]),
    );
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  it('finds a rare key by a range of customer_search and fetches only the matches by id', async () => {
    for (const q of ['c2999@', '090-2999', 'shopper 2999', '佐藤花子2', lineUserId(2999).slice(0, 12)]) {
      const p = await plan(q);
      if (t.ctx.database.dialect === 'sqlite') {
        assert.match(p, /SEARCH customer_search USING PRIMARY KEY \(shop_id=\? AND key>\? AND key<\?\)/, p);
        assert.doesNotMatch(p, /SCAN customers/, p);
      } else {
        assert.match(p, /Index (Only )?Scan using customer_search_pkey on customer_search/, p);
        assert.match(p, /Index Cond: \(\(shop_id = [^)]+\) AND \(key >= [^)]+\) AND \(key < [^)]+\)\)/, p);
        assert.doesNotMatch(p, /Seq Scan on customers/, p);
      }
    }
  });

  it('answers what the plan finds: newest first, paged', async () => {
    const rows = await customersRepo(t.ctx.db).listNewestFirst(t.shopId, 2, 1, customerSearchKey('佐藤')).execute();
    // 佐藤 is every tenth customer: the newest is number 2990, then 2980, 2970.
    assert.deepEqual(
      rows.map((r) => r.first_name),
      ['花子2980', '花子2970'],
    );
    const phone = await customersRepo(t.ctx.db)
      .listNewestFirst(t.shopId, 50, 0, customerSearchKey('０９０ー０１２３'))
      .execute();
    assert.deepEqual(
      phone.map((r) => r.first_name),
      ['花子123'],
    );
  });
});
