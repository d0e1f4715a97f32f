import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import fs from 'node:fs';
import { CommitSignal, SHM_VIEW_ADDON } from '../../src/db/commit-signal.ts';
import { commitSignalOf, readConnectionOf } from '../../src/db/database.ts';
import { memoizedQuery } from '../../src/db/prepared.ts';
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

  it('a client disabled by a separate OS process (raw SQL, no Tenpo code) is refused on the next request', { skip: TEST_DIALECT !== 'sqlite' && 'the CLI test covers PostgreSQL across processes' }, async () => {
    const d = await t.client(['read_users']);
    assert.equal((await t.get('/v1/me', d.token)).statusCode, 200);
    const file = path.join(t.config.dataDir, 'tenpo.sqlite');
    const script = `const D=require('better-sqlite3');const db=new D(${JSON.stringify(file)});db.prepare("UPDATE oauth_clients SET disabled_at='2026-01-01T00:00:00.000Z' WHERE id=?").run(${JSON.stringify(d.clientId)});db.close();`;
    const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal((await t.get('/v1/me', d.token)).statusCode, 401);
  });
});

describe('SQLite commit signal', { skip: TEST_DIALECT !== 'sqlite' && 'the signal reads SQLite\'s WAL index; PostgreSQL queries every time' }, () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('stays the same while nothing commits, reads included', async () => {
    const signal = commitSignalOf(t.ctx.db)!;
    const first = signal.current();
    assert.notEqual(first, null);
    await t.ctx.db.selectFrom('shops').selectAll().execute();
    readConnectionOf(t.ctx.db)!.prepare('SELECT count(*) FROM shops').get();
    assert.equal(signal.current(), first);
  });

  // (A statement that leaves every byte as it was commits nothing, and the signal rightly stays.)
  for (const mapping of [true, false]) {
    it(`changes after a commit of this process and after a commit of another connection (${mapping ? 'mapped header' : 'pread'})`, async () => {
      const signal = new CommitSignal(path.join(t.config.dataDir, 'tenpo.sqlite-shm'), mapping);
      try {
        const before = signal.current()!;
        assert.notEqual(before, null);
        assert.equal(signal.current(), before);
        await sql`UPDATE shops SET name = ${`Changed here ${mapping}`} WHERE id = ${t.shopId}`.execute(t.ctx.db);
        const afterOwn = signal.current()!;
        assert.notEqual(afterOwn, before);
        const conn = new SQLite(path.join(t.config.dataDir, 'tenpo.sqlite'));
        try {
          conn.prepare('UPDATE shops SET name = ? WHERE id = ?').run(`Changed elsewhere ${mapping}`, t.shopId);
        } finally {
          conn.close();
        }
        assert.notEqual(signal.current(), afterOwn);
      } finally {
        signal.close();
      }
    });
  }

  it('reads the header through a mapping of the file where the addon is built (pread otherwise)', () => {
    const built = fs.existsSync(new URL(SHM_VIEW_ADDON, import.meta.resolve('../../src/db/commit-signal.ts')));
    const signal = commitSignalOf(t.ctx.db)!;
    signal.current();
    assert.equal(signal.mode, built ? 'mapped' : 'pread');
    assert.equal(new CommitSignal(path.join(t.config.dataDir, 'tenpo.sqlite-shm'), false).mode, 'pread');
  });

  it('answers null once closed, and for a file that does not exist', () => {
    const signal = new CommitSignal(path.join(t.config.dataDir, 'tenpo.sqlite-shm'));
    assert.notEqual(signal.current(), null);
    signal.close();
    assert.equal(signal.current(), null);
    assert.equal(new CommitSignal(path.join(t.config.dataDir, 'missing.sqlite-shm')).current(), null);
  });

  it('memoizedQuery runs its query once while nothing commits, and again after a commit', async () => {
    let runs = 0;
    readConnectionOf(t.ctx.db)!.function('counted_read', () => ++runs);
    const read = memoizedQuery(t.ctx.db, t.ctx.db.selectFrom('shops').select(['id', sql<number>`counted_read()`.as('n')]).where('id', '=', ''));
    for (let i = 0; i < 5; i++) assert.equal((await read(t.shopId))?.id, t.shopId);
    assert.equal(runs, 1);
    assert.ok(Object.isFrozen(await read(t.shopId)), 'shared answers are frozen');
    await sql`UPDATE shops SET name = 'Changed again' WHERE id = ${t.shopId}`.execute(t.ctx.db);
    await read(t.shopId);
    assert.equal(runs, 2);
    assert.equal(await read('shop_missing'), undefined);
  });
});
