import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { readConnectionOf } from '../../src/db/database.ts';
import { SIGNALLED_TABLES } from '../../src/db/commit-signal.ts';
import { commitVersion, memoizedQuery, memoizedRead } from '../../src/db/prepared.ts';
import { TransactionMisuseError } from '../../src/db/scope.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { sqlitePassOnly, TEST_DIALECT } from '../helpers/db.ts';
import { runProcess } from '../helpers/processes.ts';
import { until } from '../helpers/until.ts';

/**
 * On PostgreSQL another process's commit reaches this one's memoized reads when its notification
 * arrives (src/db/commit-signal.ts). Called before such a commit, it answers a wait for the signal's
 * number to move; on SQLite the next read sees the commit at once.
 */
function watchCommits(t: TestApp): () => Promise<void> {
  if (TEST_DIALECT !== 'postgres') return async () => {};
  const version = commitVersion(t.ctx.db, [...SIGNALLED_TABLES])!;
  const before = version();
  return async () => void (await until(() => ![undefined, before].includes(version()), 'a commit notification'));
}

describe('reads memoized until the next commit (authentication, client lookup)', () => {
  let t: TestApp;
  let other: TestApp; // a second process on the same storage
  let c: TestClient;
  before(async () => {
    t = await startTestApp();
    other = await startTestApp({}, { storage: (t as TestApp & { storage: any }).storage });
    c = await t.client(['read_users']);
  });
  after(async () => {
    await other.close();
    await t.close();
  });

  it('a client disabled by another process is refused on the next request, after the same token was accepted', async () => {
    const d = await t.client(['read_users']);
    for (let i = 0; i < 3; i++) assert.equal((await t.get('/v1/me', d.token)).statusCode, 200);
    const heard = watchCommits(t);
    await other.ctx.clients.disable(d.clientId);
    await heard();
    const res = await t.get('/v1/me', d.token);
    assert.equal(res.statusCode, 401);
    assert.equal(errorOf(res).code, 'invalid_token');
  });

  it('a shop profile changed by a raw UPDATE from another connection shows in the next /v1/me', async () => {
    assert.equal((await t.get('/v1/me', c.token)).statusCode, 200);
    const heard = watchCommits(t);
    await sql`UPDATE shops SET name = 'Renamed elsewhere' WHERE id = ${c.shopId}`.execute(other.fixtures);
    await heard();
    assert.equal((await t.get('/v1/me', c.token)).json().data.name, 'Renamed elsewhere');
  });

  it(
    'a client disabled by a separate OS process (raw SQL, no Tenpo code) is refused on the next request',
    sqlitePassOnly('the CLI test covers PostgreSQL across processes'),
    async () => {
      const d = await t.client(['read_users']);
      assert.equal((await t.get('/v1/me', d.token)).statusCode, 200);
      const file = path.join(t.config.dataDir, 'tenpo.sqlite');
      const script = `const D=require('better-sqlite3');const db=new D(${JSON.stringify(file)});db.prepare("UPDATE oauth_clients SET disabled_at='2026-01-01T00:00:00.000Z' WHERE id=?").run(${JSON.stringify(d.clientId)});db.close();`;
      const r = await runProcess(process.execPath, ['-e', script]);
      assert.equal(r.code, 0, r.stderr);
      assert.equal((await t.get('/v1/me', d.token)).statusCode, 401);
    },
  );
});

describe(
  'SQLite commit version (PRAGMA data_version on the read-only connection)',
  sqlitePassOnly('PostgreSQL queries every time'),
  () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp();
    });
    after(() => t.close());

    it('stays the same while nothing commits, reads included', async () => {
      const version = commitVersion(t.ctx.db)!;
      const first = version();
      assert.equal(typeof first, 'number');
      await t.ctx.db.selectFrom('shops').selectAll().execute();
      readConnectionOf(t.ctx.db)!.prepare('SELECT count(*) FROM shops').get();
      assert.equal(version(), first);
    });

    // (A statement that leaves every byte as it was commits nothing, and the version rightly stays.)
    it("changes after a commit of this process's writer (plain, transaction, atomic) and after commits of another connection and another OS process", async () => {
      const version = commitVersion(t.ctx.db)!;
      const seen = [version()];
      const changed = (what: string) => {
        const now = version();
        assert.ok(!seen.includes(now), `no change after ${what}`);
        seen.push(now);
        assert.equal(version(), now, `stays after ${what}`);
      };
      await sql`UPDATE shops SET name = 'Changed here' WHERE id = ${t.shopId}`.execute(t.fixtures);
      changed('a statement of the writer');
      await t.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Changed in a transaction' }).where('id', '=', t.shopId).execute(),
      );
      changed('a transaction (group commit)');
      await t.ctx.database.atomic((tx) =>
        tx.updateTable('shops').set({ name: 'Changed atomically' }).where('id', '=', t.shopId).execute(),
      );
      changed('an atomic request');
      const conn = new SQLite(path.join(t.config.dataDir, 'tenpo.sqlite'));
      try {
        conn.prepare('UPDATE shops SET name = ? WHERE id = ?').run('Changed elsewhere', t.shopId);
      } finally {
        conn.close();
      }
      changed('a commit of another connection');
      const file = path.join(t.config.dataDir, 'tenpo.sqlite');
      const script = `const D=require('better-sqlite3');const db=new D(${JSON.stringify(file)});db.prepare("UPDATE shops SET name='Changed by a process' WHERE id=?").run(${JSON.stringify(t.shopId)});db.close();`;
      const r = await runProcess(process.execPath, ['-e', script]);
      assert.equal(r.code, 0, r.stderr);
      changed('a commit of another OS process');
    });

    it('a memoized read fails once the database is closed, instead of answering from memory', async () => {
      const closing = await startTestApp();
      const read = memoizedQuery(closing.ctx.db, closing.ctx.db.selectFrom('shops').select('id').where('id', '=', ''));
      assert.equal((await read(closing.shopId))?.id, closing.shopId);
      await closing.close();
      await assert.rejects(read(closing.shopId), /not open/);
    });

    it('memoizedQuery runs its query once while nothing commits, and again after a commit', async () => {
      let runs = 0;
      readConnectionOf(t.ctx.db)!.function('counted_read', () => ++runs);
      const read = memoizedQuery(
        t.ctx.db,
        t.ctx.db
          .selectFrom('shops')
          .select(['id', sql<number>`counted_read()`.as('n')])
          .where('id', '=', ''),
      );
      for (let i = 0; i < 5; i++) assert.equal((await read(t.shopId))?.id, t.shopId);
      assert.equal(runs, 1);
      assert.ok(Object.isFrozen(await read(t.shopId)), 'shared answers are frozen');
      await sql`UPDATE shops SET name = 'Changed again' WHERE id = ${t.shopId}`.execute(t.fixtures);
      await read(t.shopId);
      assert.equal(runs, 2);
      assert.equal(await read('shop_missing'), undefined);
    });

    it("memoizedRead outside transactions runs its query once while nothing commits, again after another process's commit; inside a transaction it reads the transaction's own rows", async () => {
      let runs = 0;
      readConnectionOf(t.ctx.db)!.function('counted_read_rows', () => ++runs);
      const read = memoizedRead((db) =>
        db
          .selectFrom('shops')
          .select(['name', sql<number>`counted_read_rows()`.as('n')])
          .where('id', '=', ''),
      );
      for (let i = 0; i < 5; i++) assert.equal((await read(t.ctx.db, t.shopId)).length, 1);
      assert.equal(runs, 1);
      assert.ok(Object.isFrozen(await read(t.ctx.db, t.shopId)), 'shared answers are frozen');
      const conn = new SQLite(path.join(t.config.dataDir, 'tenpo.sqlite'));
      try {
        conn.prepare('UPDATE shops SET name = ? WHERE id = ?').run('Renamed by another process', t.shopId);
      } finally {
        conn.close();
      }
      assert.equal((await read(t.ctx.db, t.shopId))[0]!.name, 'Renamed by another process');
      assert.equal(runs, 2);
      // Inside a transaction a read is the transaction's own: it sees the batch's uncommitted write.
      const names = memoizedRead((db) => db.selectFrom('shops').select('name').where('id', '=', ''));
      assert.equal((await names(t.ctx.db, t.shopId))[0]!.name, 'Renamed by another process');
      const seen = await t.ctx.database.transaction(async (tx) => {
        await tx.updateTable('shops').set({ name: 'Renamed in a transaction' }).where('id', '=', t.shopId).execute();
        return (await names(tx, t.shopId))[0]!.name;
      });
      assert.equal(seen, 'Renamed in a transaction');
      assert.equal((await names(t.ctx.db, t.shopId))[0]!.name, 'Renamed in a transaction', 'and after its commit');
    });
  },
);

describe(
  'PostgreSQL commit signal (LISTEN/NOTIFY): memoized reads without a round trip while nothing they read changes',
  { skip: TEST_DIALECT !== 'postgres' && 'SQLite asks PRAGMA data_version' },
  () => {
    let t: TestApp;
    let other: TestApp; // a second process on the same database
    before(async () => {
      t = await startTestApp();
      other = await startTestApp({}, { storage: (t as TestApp & { storage: any }).storage });
    });
    after(async () => {
      await other.close();
      await t.close();
    });

    /** A memoized read of the shop's name that counts how often PostgreSQL really ran it (a sequence's nextval per run), counted from another app. */
    async function countedRead(app: TestApp, counter = other) {
      const fn = `counted_${Math.random().toString(36).slice(2, 10)}`;
      await sql`CREATE SEQUENCE ${sql.id(fn)}`.execute(app.fixtures);
      const read = memoizedQuery(
        app.ctx.db,
        app.ctx.db
          .selectFrom('shops')
          .select(['id', 'name', sql<number>`nextval(${sql.lit(fn)})`.as('n')])
          .where('id', '=', ''),
      );
      const runs = async () =>
        Number(
          (await sql<{ n: number }>`SELECT last_value AS n FROM ${sql.id(fn)}`.execute(counter.ctx.db)).rows[0]!.n,
        );
      return { read, runs };
    }

    async function listening(app: TestApp): Promise<void> {
      const version = commitVersion(app.ctx.db, ['shops'])!;
      await until(() => version() !== undefined, 'the commit signal to start listening');
    }

    it('a read is run once while nothing commits, again after this process commits, and after another process commits once notified', async () => {
      const { read, runs } = await countedRead(t);
      await listening(t);
      for (let i = 0; i < 5; i++) assert.equal((await read(t.shopId))?.id, t.shopId);
      const first = await runs();
      for (let i = 0; i < 5; i++) await read(t.shopId);
      assert.equal(await runs(), first, 'no statement while nothing commits');

      await sql`UPDATE shops SET name = 'Changed here' WHERE id = ${t.shopId}`.execute(t.fixtures);
      assert.equal((await read(t.shopId))?.name, 'Changed here', "this process's own write shows at once");
      await t.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Changed in a transaction' }).where('id', '=', t.shopId).execute(),
      );
      assert.equal((await read(t.shopId))?.name, 'Changed in a transaction');

      const heard = watchCommits(t);
      await sql`UPDATE shops SET name = 'Changed by another process' WHERE id = ${t.shopId}`.execute(other.fixtures);
      await heard();
      assert.equal((await read(t.shopId))?.name, 'Changed by another process');
    });

    it("another process's transaction is heard after its commit; a rolled back one sends nothing", async () => {
      await listening(t);
      const version = commitVersion(t.ctx.db, ['shops'])!;
      const rolledBack = version();
      await assert.rejects(
        other.ctx.database.transaction(async (tx) => {
          await tx.updateTable('shops').set({ name: 'Never committed' }).where('id', '=', t.shopId).execute();
          throw new Error('roll back');
        }),
        /roll back/,
      );
      // A later transaction that writes no signalled table must not carry the rolled back note.
      await other.ctx.database.transaction((tx) => sql`SELECT 1 FROM shops LIMIT 1`.execute(tx));
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(version(), rolledBack, 'nothing was notified');
      const heard = watchCommits(t);
      await other.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Committed elsewhere' }).where('id', '=', t.shopId).execute(),
      );
      await heard();
      const { rows } = await other.ctx.database.transaction((tx) =>
        sql<{ noted: string | null }>`SELECT current_setting('tenpo.changed_tables', true) AS noted`.execute(tx),
      );
      assert.ok(!rows[0]!.noted, 'the note is cleared after the commit');
    });

    it('a commit to a table the read does not touch keeps the answer', async () => {
      const { read, runs } = await countedRead(t);
      await listening(t);
      await read(t.shopId);
      const first = await runs();
      const version = commitVersion(t.ctx.db, ['oauth_clients'])!;
      const before = version();
      await other.client(['read_users']); // writes oauth_clients (another process)
      await until(() => version() !== before, 'the notification of oauth_clients');
      await read(t.shopId);
      assert.equal(await runs(), first);
    });

    it('is refused inside a transaction or an atomic request, even when it would answer from memory', async () => {
      const { read } = await countedRead(t);
      await listening(t);
      await read(t.shopId);
      for (const run of [t.ctx.database.transaction.bind(t.ctx.database), t.ctx.database.atomic.bind(t.ctx.database)])
        await assert.rejects(
          run(() => read(t.shopId)),
          (err) => err instanceof TransactionMisuseError,
        );
    });

    it("this process's commit moves the number once: its own notification does not move it again", async () => {
      await listening(t);
      const version = commitVersion(t.ctx.db, ['shops'])!;
      const before = version()!;
      await t.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Counted once' }).where('id', '=', t.shopId).execute(),
      );
      assert.notEqual(version(), before, 'moved when the commit was acknowledged');
      await new Promise((r) => setTimeout(r, 100)); // the notification has arrived by now
      assert.equal(version(), before + 1, 'one step per commit (the number is a count of them)');
    });

    it("this process's transaction that changes other tables keeps the answer; one that changes the read's table shows at once", async () => {
      const { read, runs } = await countedRead(t);
      await listening(t);
      await read(t.shopId);
      const first = await runs();
      // Items and, through their trigger, catalog_versions (a signalled table the read does not touch).
      await t.ctx.database.transaction((tx) =>
        sql`UPDATE items SET name = name WHERE shop_id = ${t.shopId}`.execute(tx),
      );
      await t.ctx.database.transaction((tx) =>
        sql`UPDATE catalog_versions SET version = version + 1 WHERE false`.execute(tx),
      );
      await read(t.shopId);
      assert.equal(await runs(), first, 'kept across commits to other tables');
      await t.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Changed, reported' }).where('id', '=', t.shopId).execute(),
      );
      assert.equal((await read(t.shopId))?.name, 'Changed, reported');
      assert.equal(await runs(), first + 1);
    });

    it('memoizedRead in transactions: a kept answer costs no statement; one read in a transaction is kept after its commit, never when the transaction changed its table, rolled back, or read it in a savepoint that rolled back', async () => {
      const fn = `counted_${Math.random().toString(36).slice(2, 10)}`;
      await sql`CREATE SEQUENCE ${sql.id(fn)}`.execute(t.fixtures);
      const read = memoizedRead((db) =>
        db
          .selectFrom('shops')
          .select(['id', 'name', sql<number>`nextval(${sql.lit(fn)})`.as('n')])
          .where('id', '=', ''),
      );
      const runs = async () =>
        Number((await sql<{ n: number }>`SELECT last_value AS n FROM ${sql.id(fn)}`.execute(other.ctx.db)).rows[0]!.n);
      const nameIn = async (db: Parameters<typeof read>[0]) => (await read(db, t.shopId))[0]?.name;
      await listening(t);
      await t.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Before' }).where('id', '=', t.shopId).execute(),
      );

      await t.ctx.database.transaction((tx) => read(tx, t.shopId));
      const first = await runs();
      assert.equal(await nameIn(t.ctx.db), 'Before');
      await t.ctx.database.transaction((tx) => read(tx, t.shopId));
      await t.ctx.database.atomic((tx) => read(tx, t.shopId));
      assert.equal(await runs(), first, 'kept after the commit, served inside transactions and atomic requests');

      await assert.rejects(
        t.ctx.database.transaction(async (tx) => {
          await tx.updateTable('shops').set({ name: 'Rolled back' }).where('id', '=', t.shopId).execute();
          assert.equal(await nameIn(tx), 'Before', 'the kept answer is served: its rows are committed ones');
          throw new Error('roll back');
        }),
        /roll back/,
      );
      assert.equal(await nameIn(t.ctx.db), 'Before');

      await t.ctx.database.transaction(async (tx) => {
        await tx.updateTable('shops').set({ name: 'Committed' }).where('id', '=', t.shopId).execute();
        await sql`SELECT 1`.execute(tx);
      });
      const before = await runs();
      await t.ctx.database.transaction(async (tx) => {
        await tx.updateTable('shops').set({ name: 'Read uncommitted' }).where('id', '=', t.shopId).execute();
        assert.equal(await nameIn(tx), 'Read uncommitted');
        await tx.updateTable('shops').set({ name: 'Committed after' }).where('id', '=', t.shopId).execute();
      });
      assert.equal(await nameIn(t.ctx.db), 'Committed after', 'an answer its own transaction changed is not kept');
      assert.equal(await runs(), before + 2);

      await t.ctx.database.transaction((tx) =>
        tx.updateTable('shops').set({ name: 'Before the request' }).where('id', '=', t.shopId).execute(),
      );
      await assert.rejects(
        t.ctx.database.atomic(async (tx) => {
          await tx.updateTable('shops').set({ name: 'In the request' }).where('id', '=', t.shopId).execute();
          assert.equal(await nameIn(tx), 'In the request');
          throw new Error('roll back the request');
        }),
        /roll back the request/,
      );
      assert.equal(await nameIn(t.ctx.db), 'Before the request', 'a read rolled back with its request is not kept');
    });

    it('while the listening connection is down every read runs; once it is back, changes made meanwhile are seen', async () => {
      const { read, runs } = await countedRead(t);
      await listening(t);
      await read(t.shopId);
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN tenpo_commits' AND pid <> pg_backend_pid()`.execute(
        other.ctx.db,
      );
      const version = commitVersion(t.ctx.db, ['shops'])!;
      await until(() => version() === undefined, 'the signal to notice it is down');
      const before = await runs();
      await read(t.shopId);
      await read(t.shopId);
      assert.equal(await runs(), before + 2, 'every read runs while down');
      await sql`UPDATE shops SET name = 'Changed while unheard' WHERE id = ${t.shopId}`.execute(other.fixtures);
      await listening(t);
      assert.equal((await read(t.shopId))?.name, 'Changed while unheard');
      // Back to memoizing (and other apps' listeners, terminated too, reconnect the same way).
      const after = await runs();
      await read(t.shopId);
      assert.equal(await runs(), after);
      await listening(other);
    });

    it('memoized reads are refused for a table without a commit signal, and every signalled table has its trigger', async () => {
      assert.throws(
        () => memoizedQuery(t.ctx.db, t.ctx.db.selectFrom('items').select('id').where('id', '=', '')),
        /commit signal/,
      );
      const { rows } = await sql<{
        table: string;
      }>`SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname LIKE '%_commit_signal'`.execute(t.ctx.db);
      assert.deepEqual(rows.map((r) => r.table).sort(), [...SIGNALLED_TABLES].sort());
    });
  },
);
