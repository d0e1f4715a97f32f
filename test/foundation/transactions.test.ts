import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';

describe(`Write transactions (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let shopA: string, shopB: string;
  before(async () => {
    t = await startTestApp();
    shopA = await t.newShop('Deadlock A');
    shopB = await t.newShop('Deadlock B');
  });
  after(() => t.close());

  const rename = (tx: any, id: string, name: string) => tx.updateTable('shops').set({ name }).where('id', '=', id).execute();

  it('runs a transaction again when PostgreSQL aborts it as a deadlock victim, so both writers succeed', { skip: TEST_DIALECT !== 'postgres' && 'SQLite writers queue on BEGIN IMMEDIATE and never deadlock' }, async () => {
    // Two transactions lock the same two rows in opposite order and wait for each other: a real deadlock.
    let attempts = 0;
    let release!: () => void;
    const bothLockedFirst = new Promise<void>((r) => (release = r));
    let locked = 0;
    const writer = (first: string, second: string, label: string) => t.ctx.database.transaction(async (tx) => {
      attempts++;
      await rename(tx, first, `${label} first`);
      if (++locked === 2) release();
      await Promise.race([bothLockedFirst, new Promise((r) => setTimeout(r, 2000))]);
      await rename(tx, second, `${label} second`);
      return label;
    });
    const results = await Promise.all([writer(shopA, shopB, 'one'), writer(shopB, shopA, 'two')]);
    assert.deepEqual(results.sort(), ['one', 'two']);
    assert.ok(attempts >= 3, `the deadlock victim ran again (attempts: ${attempts})`);
    const rows = await t.ctx.db.selectFrom('shops').select('name').where('id', 'in', [shopA, shopB]).execute();
    assert.equal(rows.length, 2);
  });

  it('leaves no trace of a transaction that fails', async () => {
    await assert.rejects(t.ctx.database.transaction(async (tx) => {
      await rename(tx, shopA, 'should not stay');
      await sql`SELECT no_such_column FROM shops`.execute(tx);
    }));
    const row = await t.ctx.db.selectFrom('shops').select('name').where('id', '=', shopA).executeTakeFirstOrThrow();
    assert.notEqual(row.name, 'should not stay');
  });
});
