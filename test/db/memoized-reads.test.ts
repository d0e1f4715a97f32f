import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { readConnectionOf } from '../../src/db/database.ts';
import { commitVersion, memoizedQuery } from '../../src/db/prepared.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';

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
    await other.ctx.clients.disable(d.clientId);
    const res = await t.get('/v1/me', d.token);
    assert.equal(res.statusCode, 401);
    assert.equal(errorOf(res).code, 'invalid_token');
  });

  it('a shop profile changed by a raw UPDATE from another connection shows in the next /v1/me', async () => {
    assert.equal((await t.get('/v1/me', c.token)).statusCode, 200);
    await sql`UPDATE shops SET name = 'Renamed elsewhere' WHERE id = ${c.shopId}`.execute(other.ctx.db);
    assert.equal((await t.get('/v1/me', c.token)).json().data.name, 'Renamed elsewhere');
  });

  it(
    'a client disabled by a separate OS process (raw SQL, no Tenpo code) is refused on the next request',
    { skip: TEST_DIALECT !== 'sqlite' && 'the CLI test covers PostgreSQL across processes' },
    async () => {
      const d = await t.client(['read_users']);
      assert.equal((await t.get('/v1/me', d.token)).statusCode, 200);
      const file = path.join(t.config.dataDir, 'tenpo.sqlite');
      const script = `const D=require('better-sqlite3');const db=new D(${JSON.stringify(file)});db.prepare("UPDATE oauth_clients SET disabled_at='2026-01-01T00:00:00.000Z' WHERE id=?").run(${JSON.stringify(d.clientId)});db.close();`;
      const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.equal((await t.get('/v1/me', d.token)).statusCode, 401);
    },
  );
});

describe(
  'SQLite commit version (PRAGMA data_version on the read-only connection)',
  { skip: TEST_DIALECT !== 'sqlite' && 'PostgreSQL queries every time' },
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
      await sql`UPDATE shops SET name = 'Changed here' WHERE id = ${t.shopId}`.execute(t.ctx.db);
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
      const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
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
      await sql`UPDATE shops SET name = 'Changed again' WHERE id = ${t.shopId}`.execute(t.ctx.db);
      await read(t.shopId);
      assert.equal(runs, 2);
      assert.equal(await read('shop_missing'), undefined);
    });
  },
);
