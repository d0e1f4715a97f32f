import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { readConnectionOf } from '../../src/db/database.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { sqlitePassOnly } from '../helpers/db.ts';

describe(
  'SQLite group commit: transactions queued together share one commit',
  sqlitePassOnly('PostgreSQL commits each transaction'),
  () => {
    let t: TestApp;
    let n = 0;
    before(async () => {
      t = await startTestApp();
      await sql`CREATE TABLE gc_rows (name TEXT PRIMARY KEY)`.execute(t.fixtures);
    });
    after(() => t.close());

    const name = () => `row-${++n}`;
    const insert = (value: string) =>
      t.ctx.database.transaction((tx) => sql`INSERT INTO gc_rows (name) VALUES (${value})`.execute(tx));
    /** What another connection sees: committed rows only. */
    const committed = (value: string) =>
      readConnectionOf(t.ctx.db)!.prepare('SELECT count(*) AS n FROM gc_rows WHERE name = ?').get(value) as {
        n: number;
      };

    it('a transaction settles only once its rows are committed and visible to other connections', async () => {
      const a = name();
      await insert(a);
      assert.equal(committed(a).n, 1);
    });

    it('the first transaction of a batch is not committed until the last one has run (one commit for both)', async () => {
      const a = name();
      let seenByOthersDuringSecond: number | null = null;
      await Promise.all([
        insert(a),
        t.ctx.database.transaction(async (tx) => {
          seenByOthersDuringSecond = committed(a).n;
          const own = await sql<{ n: number }>`SELECT count(*) AS n FROM gc_rows WHERE name = ${a}`.execute(tx);
          assert.equal(Number(own.rows[0]!.n), 1, 'a later transaction of the batch sees the earlier one');
        }),
      ]);
      assert.equal(seenByOthersDuringSecond, 0);
      assert.equal(committed(a).n, 1);
    });

    it('a transaction that throws is rolled back alone; the others of its batch commit', async () => {
      const [a, b, c] = [name(), name(), name()];
      const results = await Promise.allSettled([
        insert(a),
        t.ctx.database.transaction(async (tx) => {
          await sql`INSERT INTO gc_rows (name) VALUES (${b})`.execute(tx);
          throw new Error('refused after writing');
        }),
        insert(c),
      ]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'rejected', 'fulfilled'],
      );
      assert.deepEqual([committed(a).n, committed(b).n, committed(c).n], [1, 0, 1]);
    });

    it('a constraint violation fails only its own transaction', async () => {
      const a = name();
      const results = await Promise.allSettled([insert(a), insert(a), insert(name())]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['fulfilled', 'rejected', 'fulfilled'],
      );
      assert.match(String((results[1] as PromiseRejectedResult).reason?.code), /SQLITE_CONSTRAINT/);
    });

    it('when SQLite ends the whole transaction (as on an I/O error), every transaction of the batch before it fails and nothing of them stays; later ones run in a new transaction', async () => {
      const [a, c] = [name(), name()];
      const results = await Promise.allSettled([
        insert(a),
        t.ctx.database.transaction(async (tx) => {
          await sql`ROLLBACK`.execute(tx); // what SQLite does by itself on SQLITE_FULL or SQLITE_IOERR
          throw new Error('disk failed');
        }),
        insert(c),
      ]);
      assert.deepEqual(
        results.map((r) => r.status),
        ['rejected', 'rejected', 'fulfilled'],
      );
      assert.equal((results[0] as PromiseRejectedResult).reason.message, 'disk failed');
      assert.deepEqual([committed(a).n, committed(c).n], [0, 1]);
    });

    // PRAGMA synchronous: 1 is NORMAL (the WAL is synced at a later FULL commit), 2 is FULL (synced at this commit).
    const synchronousIn = (durable?: boolean) =>
      t.ctx.database.transaction(
        async (tx) => Number((await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(tx)).rows[0]!.synchronous),
        durable === undefined ? undefined : { durable },
      );

    it('a batch of transactions that need not be durable commits without a sync; one with any durable transaction syncs', async () => {
      assert.equal(await synchronousIn(false), 1);
      assert.equal(await synchronousIn(true), 2);
      assert.deepEqual(await Promise.all([synchronousIn(false), synchronousIn(false)]), [1, 1]);
      assert.deepEqual(await Promise.all([synchronousIn(false), synchronousIn(true)]), [2, 2]);
      assert.equal(await synchronousIn(false), 1);
      assert.equal(await synchronousIn(), 2, 'durable is the default, and set again after a batch that was not');
    });

    it("keeps a savepoint's statement journal in memory, not in a temporary file", async () => {
      const tempStore = await t.ctx.database.transaction(
        async (tx) => (await sql<{ temp_store: number }>`PRAGMA temp_store`.execute(tx)).rows[0]!.temp_store,
      );
      assert.equal(tempStore, 2, 'PRAGMA temp_store: 2 is MEMORY');
    });

    it('many concurrent transactions each commit exactly once, in order', async () => {
      const names = Array.from({ length: 200 }, name);
      await Promise.all(names.map(insert));
      for (const v of names) assert.equal(committed(v).n, 1);
    });
  },
);
