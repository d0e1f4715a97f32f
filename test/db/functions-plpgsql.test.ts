import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import * as functions from '../../src/db/migrations/0940_functions_plpgsql.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';

/**
 * Migration 0940: the functions on PostgreSQL's write and search paths (the counters' add
 * functions, the item, keyword and customer search keys) in PL/pgSQL, plans kept for the session,
 * instead of SQL, planned at every call. Their answers must not change: an index holds the item
 * keys computed by either definition.
 */
describe('migration 0940: the functions of the write and search paths in PL/pgSQL', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const languages = async () =>
    Object.fromEntries(
      (
        await sql<{ name: string; language: string }>`SELECT p.proname AS name, l.lanname AS language
          FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
          WHERE p.proname IN (${sql.join(functions.PLPGSQL_FUNCTIONS)}) AND pg_function_is_visible(p.oid)`.execute(
          t.ctx.db,
        )
      ).rows.map((r) => [r.name, r.language]),
    );
  const all = (language: string) => Object.fromEntries(functions.PLPGSQL_FUNCTIONS.map((name) => [name, language]));
  /**
   * The keys functions' answers for names and keywords of several kinds, nulls and empty strings
   * among them, each sorted: an array of keys is a set (an index's, a containment's), and a set
   * operation's order may follow its plan.
   */
  const answers = async () => {
    const row = (
      await sql<
        Record<string, string[] | null>
      >`SELECT tenpo_item_name_keys('shop_a', 'ブレンド珈琲 Blend 200g') AS item,
          tenpo_item_name_keys('shop_a', '') AS empty_name, tenpo_item_name_keys('shop_a', NULL) AS null_name,
          tenpo_keyword_keys('shop_a', '珈琲') AS keyword, tenpo_keyword_keys('shop_a', 'a.') AS short_keyword,
          customer_search_keys('shop_a', '山田', '太郎', '090-1234-5678', 'Taro@Example.com', 'たろう', 'U123') AS customer,
          customer_search_keys('shop_a', NULL, '', NULL, NULL, NULL, 'U1') AS sparse_customer`.execute(t.ctx.db)
    ).rows[0]!;
    return Object.fromEntries(Object.entries(row).map(([k, keys]) => [k, keys && [...keys].sort()]));
  };
  const ordersCounted = async () =>
    Number(
      (await sql<{ n: number }>`SELECT sum(n) AS n FROM order_counts WHERE shop_id = ${t.shopId}`.execute(t.ctx.db))
        .rows[0]!.n ?? 0,
    );

  it('defines them in PL/pgSQL with the same answers, goes back to SQL and forward again, and the counters count through either', async (c) => {
    if (t.ctx.database.dialect !== 'postgres')
      return c.skip('PostgreSQL only: SQLite keeps its counters and keys in trigger bodies');
    const db = t.ctx.database.migrationDb as Kysely<any>;
    assert.deepEqual(await languages(), all('plpgsql'));
    const inPlpgsql = await answers();
    assert.ok(inPlpgsql!.item!.length > 5, JSON.stringify(inPlpgsql));
    const before = await ordersCounted();

    await functions.down(db);
    assert.deepEqual(await languages(), all('sql'));
    assert.deepEqual(await answers(), inPlpgsql);
    await insertOrder(t, { status: 'paid' });

    await functions.up(db);
    assert.deepEqual(await languages(), all('plpgsql'));
    assert.deepEqual(await answers(), inPlpgsql);
    await insertOrder(t, { status: 'paid' });
    assert.equal(await ordersCounted(), before + 2);
    await assert.rejects(functions.up(db), /expected the 7 functions in sql, found 0/);
  });
});
