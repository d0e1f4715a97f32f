import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';

describe(
  'PostgreSQL named prepared statements (parsed once per connection)',
  { skip: TEST_DIALECT !== 'postgres' && 'better-sqlite3 keeps its own prepared statements' },
  () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp();
      await sql`CREATE TABLE prepared_probe (id text PRIMARY KEY, a text NOT NULL)`.execute(t.fixtures);
      await sql`INSERT INTO prepared_probe VALUES ('p1', 'one')`.execute(t.fixtures);
    });
    after(() => t.close());

    const read = (db = t.ctx.db) =>
      db
        .selectFrom('prepared_probe' as never)
        .selectAll()
        .where('id' as never, '=', 'p1' as never)
        .executeTakeFirst();

    it('statements with parameters are prepared by name and reused, statements without are not', async () => {
      for (let i = 0; i < 20; i++) assert.deepEqual(await read(), { id: 'p1', a: 'one' });
      const { rows } = await t.ctx.database.transaction(async (tx) => {
        await read(tx);
        return sql<{ name: string; statement: string }>`SELECT name, statement FROM pg_prepared_statements`.execute(tx);
      });
      const probe = rows.filter((r) => r.statement.includes('prepared_probe'));
      assert.equal(probe.length, 1, 'one prepared statement for the read on this connection');
      assert.match(probe[0]!.name, /^s\d+_/);
      assert.ok(!rows.some((r) => /^\s*(begin|commit)/i.test(r.statement)), 'no prepared BEGIN or COMMIT');
    });

    it('after a migration changes the columns a prepared read returns, the read runs again (alone and in a transaction)', async () => {
      for (let i = 0; i < 10; i++) await read(); // prepared on the pool's connections
      await sql`ALTER TABLE prepared_probe ADD COLUMN b text NOT NULL DEFAULT 'two'`.execute(t.fixtures);
      assert.deepEqual(await read(), { id: 'p1', a: 'one', b: 'two' });
      await sql`ALTER TABLE prepared_probe DROP COLUMN b`.execute(t.fixtures);
      assert.deepEqual(await t.ctx.database.transaction((tx) => read(tx)), { id: 'p1', a: 'one' });
      // Every connection of the pool answers with the new columns, in parallel.
      const all = await Promise.all(Array.from({ length: 10 }, () => read()));
      for (const row of all) assert.deepEqual(row, { id: 'p1', a: 'one' });
    });
  },
);
