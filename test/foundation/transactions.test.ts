import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { TransactionMisuseError } from '../../src/db/scope.ts';

describe(`Write transactions (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let shopA: string, shopB: string;
  before(async () => {
    t = await startTestApp();
    shopA = await t.newShop('Deadlock A');
    shopB = await t.newShop('Deadlock B');
  });
  after(() => t.close());

  const rename = (tx: any, id: string, name: string) =>
    tx.updateTable('shops').set({ name }).where('id', '=', id).execute();

  it(
    'runs a transaction again when PostgreSQL aborts it as a deadlock victim, so both writers succeed',
    { skip: TEST_DIALECT !== 'postgres' && 'SQLite writers queue on BEGIN IMMEDIATE and never deadlock' },
    async () => {
      // Two transactions lock the same two rows in opposite order and wait for each other: a real deadlock.
      let attempts = 0;
      let release!: () => void;
      const bothLockedFirst = new Promise<void>((r) => (release = r));
      let locked = 0;
      const writer = (first: string, second: string, label: string) =>
        t.ctx.database.transaction(async (tx) => {
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
    },
  );

  it('leaves no trace of a transaction that fails', async () => {
    await assert.rejects(
      t.ctx.database.transaction(async (tx) => {
        await rename(tx, shopA, 'should not stay');
        await sql`SELECT no_such_column FROM shops`.execute(tx);
      }),
    );
    const row = await t.ctx.db.selectFrom('shops').select('name').where('id', '=', shopA).executeTakeFirstOrThrow();
    assert.notEqual(row.name, 'should not stay');
  });

  const nameOf = async (id: string) =>
    (await t.ctx.db.selectFrom('shops').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  const inTime = <T>(p: Promise<T>) =>
    Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('hung')), 3000))]);

  it('refuses at once the database handle used inside a transaction, and rolls the transaction back', async () => {
    const err = await inTime(
      t.ctx.database.transaction(async (tx) => {
        await rename(tx, shopA, 'half written');
        await t.ctx.db.selectFrom('shops').select('id').execute();
      }),
    ).catch((e: unknown) => e);
    assert.ok(err instanceof TransactionMisuseError, String(err));
    assert.match(err.message, /handle/);
    assert.notEqual(await nameOf(shopA), 'half written');
  });

  it('refuses at once a transaction opened inside a transaction', async () => {
    const err = await inTime(
      t.ctx.database.transaction(async () => {
        await t.ctx.database.transaction(async () => 1);
      }),
    ).catch((e: unknown) => e);
    assert.ok(err instanceof TransactionMisuseError, String(err));
  });

  it('refuses a transaction opened on the database handle itself (only ctx.database.transaction opens one)', async () => {
    const err = await inTime(t.ctx.db.transaction().execute(async () => 1)).catch((e: unknown) => e);
    assert.ok(err instanceof TransactionMisuseError, String(err));
  });

  it('runs an atomic request as one transaction: its handle reads its own writes, a failing inner transaction is undone alone, and nothing stays when it fails', async () => {
    await t.ctx.database.atomic(async () => {
      await t.ctx.database.transaction((tx) => rename(tx, shopA, 'atomic one'));
      assert.equal(await nameOf(shopA), 'atomic one', 'the database handle inside the request reads its writes');
      await assert.rejects(
        t.ctx.database.transaction(async (tx) => {
          await rename(tx, shopB, 'undone alone');
          throw new Error('inner failure');
        }),
      );
      assert.notEqual(await nameOf(shopB), 'undone alone');
    });
    assert.equal(await nameOf(shopA), 'atomic one');
    await assert.rejects(
      t.ctx.database.atomic(async () => {
        await t.ctx.database.transaction((tx) => rename(tx, shopA, 'never committed'));
        throw new Error('request failed');
      }),
    );
    assert.equal(await nameOf(shopA), 'atomic one');
  });

  it("runs an atomic request's transactions one at a time: one started while another runs is refused at once, and the first commits with the request", async () => {
    let second: unknown;
    await t.ctx.database.atomic(async () => {
      await Promise.all([
        t.ctx.database.transaction((tx) => rename(tx, shopA, 'first of two')),
        t.ctx.database.transaction(async () => 1).catch((e: unknown) => (second = e)),
      ]);
      // Many in sequence share one savepoint name: each still undoes alone.
      for (let i = 0; i < 3; i++) {
        await assert.rejects(
          t.ctx.database.transaction(async (tx) => {
            await rename(tx, shopB, `undone ${i}`);
            throw new Error('inner failure');
          }),
        );
      }
      await t.ctx.database.transaction((tx) => rename(tx, shopB, 'kept after failures'));
    });
    assert.ok(second instanceof TransactionMisuseError, String(second));
    assert.equal(await nameOf(shopA), 'first of two');
    assert.equal(await nameOf(shopB), 'kept after failures');
  });

  it("ends an atomic request with a failing transaction()'s own error, run once, leaving no trace of either", async () => {
    let runs = 0;
    const failure = new Error('inner failure');
    const err = await t.ctx.database
      .atomic(async () => {
        runs++;
        await t.ctx.database.transaction((tx) => rename(tx, shopA, 'request before the failure'));
        await t.ctx.database.transaction(async (tx) => {
          await rename(tx, shopB, 'half written');
          throw failure;
        });
      })
      .catch((e: unknown) => e);
    assert.equal(err, failure);
    assert.equal(runs, 1, 'a failure that ends the request needs no second run');
    assert.notEqual(await nameOf(shopA), 'request before the failure');
    assert.notEqual(await nameOf(shopB), 'half written');
  });

  it('undoes a failing transaction() alone for a request that catches the failure and goes on: what it reads and writes next never sees the failed writes', async () => {
    let runs = 0;
    const seen: string[] = [];
    const value = await t.ctx.database.atomic(async () => {
      runs++;
      await t.ctx.database.transaction((tx) => rename(tx, shopA, 'kept A'));
      try {
        await t.ctx.database.transaction(async (tx) => {
          await rename(tx, shopB, 'failed B');
          throw new Error('a failure after writing, the transaction itself still usable');
        });
      } catch {
        // goes on, as a service that tries another way would
      }
      const b = await nameOf(shopB);
      seen.push(b);
      await t.ctx.database.transaction((tx) => rename(tx, shopA, `${b} seen`));
      return 'done';
    });
    assert.equal(value, 'done');
    assert.ok(runs <= 2, `runs: ${runs}`);
    assert.ok(!seen.includes('failed B'), `read after the failure: ${seen.join(', ')}`);
    assert.notEqual(await nameOf(shopB), 'failed B');
    assert.equal(await nameOf(shopA), `${seen.at(-1)} seen`);
  });

  it('commits nothing of a request that swallows every error after a failed transaction() and answers: it runs again first', async () => {
    const answers = await t.ctx.database.atomic(async () => {
      await t.ctx.database
        .transaction(async (tx) => {
          await rename(tx, shopB, 'swallowed B');
          await sql`SELECT no_such_column FROM shops`.execute(tx); // aborts a PostgreSQL transaction
        })
        .catch(() => {});
      const after = await t.ctx.database
        .transaction((tx) => rename(tx, shopA, 'after swallowed'))
        .catch(() => 'refused');
      return after === 'refused' ? 'refused' : 'written';
    });
    assert.equal(answers, 'written', 'the answer is the one of the run with savepoints');
    assert.notEqual(await nameOf(shopB), 'swallowed B');
    assert.equal(await nameOf(shopA), 'after swallowed');
  });

  it('answers reads outside transactions while writes are queued behind a long one', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let holding!: () => void;
    const started = new Promise<void>((r) => (holding = r));
    const long = t.ctx.database.transaction(async (tx) => {
      await rename(tx, shopA, 'long writer');
      holding();
      await held;
    });
    await started;
    const queued = t.ctx.database.transaction((tx) => rename(tx, shopB, 'queued writer'));
    const read = await inTime(nameOf(shopA)); // SQLite: the read connection; PostgreSQL: another pooled connection
    assert.notEqual(read, 'long writer', 'reads see the last committed state');
    release();
    await Promise.all([long, queued]);
    assert.equal(await nameOf(shopA), 'long writer');
  });
});
