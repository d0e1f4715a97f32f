import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import * as counterAdds from '../../src/db/migrations/0940_counter_adds_plpgsql.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';

/**
 * Migration 0940: the counters' add functions, which the counters' row triggers call on
 * PostgreSQL, in PL/pgSQL (plans kept for the session) instead of SQL (planned at every call).
 */
describe("migration 0940: the counters' add functions in PL/pgSQL", () => {
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
          WHERE p.proname IN (${sql.join(counterAdds.COUNTER_ADDS)}) AND pg_function_is_visible(p.oid)`.execute(
          t.ctx.db,
        )
      ).rows.map((r) => [r.name, r.language]),
    );
  const all = (language: string) => Object.fromEntries(counterAdds.COUNTER_ADDS.map((name) => [name, language]));
  const ordersCounted = async () =>
    Number(
      (await sql<{ n: number }>`SELECT sum(n) AS n FROM order_counts WHERE shop_id = ${t.shopId}`.execute(t.ctx.db))
        .rows[0]!.n ?? 0,
    );

  it('defines them in PL/pgSQL, goes back to SQL and forward again, and the counters count through either', async (c) => {
    if (t.ctx.database.dialect !== 'postgres')
      return c.skip('PostgreSQL only: SQLite keeps its counters in trigger bodies');
    const db = t.ctx.database.migrationDb as Kysely<any>;
    assert.deepEqual(await languages(), all('plpgsql'));
    const before = await ordersCounted();
    await counterAdds.down(db);
    assert.deepEqual(await languages(), all('sql'));
    await insertOrder(t, { status: 'paid' });
    await counterAdds.up(db);
    assert.deepEqual(await languages(), all('plpgsql'));
    await insertOrder(t, { status: 'paid' });
    assert.equal(await ordersCounted(), before + 2);
    await assert.rejects(counterAdds.up(db), /expected the 4 counters' add functions in sql, found 0/);
  });
});
