import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { runProcess } from '../helpers/processes.ts';
import { ROOT } from '../helpers/server.ts';
import { afterCommit } from '../../src/db/after-commit.ts';
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

  it('refuses every write through the read handle, built or written out, and writes nothing', async () => {
    const name = () => t.ctx.db.selectFrom('shops').select('name').where('id', '=', shopA).executeTakeFirstOrThrow();
    const before = (await name()).name;
    for (const write of [
      () => t.ctx.db.updateTable('shops').set({ name: 'through the read handle' }).where('id', '=', shopA).execute(),
      () => t.ctx.db.deleteFrom('shops').where('id', '=', shopA).execute(),
      () => sql`UPDATE shops SET name = 'raw' WHERE id = ${shopA}`.execute(t.ctx.db),
    ])
      await assert.rejects(write(), TransactionMisuseError);
    assert.equal((await name()).name, before);
    assert.deepEqual(
      (await sql<{ one: number }>`SELECT 1 AS one`.execute(t.ctx.db)).rows.map((r) => Number(r.one)),
      [1],
      'a written-out SELECT runs',
    );
  });

  it('runs an atomic request as one transaction: its steps read their writes through its handle, and nothing stays when it fails', async () => {
    await t.ctx.database.atomic(async (tx, { transaction: write }) => {
      await write((step) => rename(step, shopA, 'atomic one'));
      const { name } = await tx.selectFrom('shops').select('name').where('id', '=', shopA).executeTakeFirstOrThrow();
      assert.equal(name, 'atomic one', 'the request reads its own writes through its transaction');
    });
    assert.equal(await nameOf(shopA), 'atomic one');
    await assert.rejects(
      t.ctx.database.atomic(async (_tx, { transaction: write }) => {
        await write((step) => rename(step, shopA, 'never committed'));
        throw new Error('request failed');
      }),
    );
    assert.equal(await nameOf(shopA), 'atomic one');
  });

  it('refuses at once the database handle, transaction() and atomic() inside an atomic request', async () => {
    for (const misuse of [
      async () => (await t.ctx.db.selectFrom('shops').select('id').execute()).length,
      () => t.ctx.database.transaction(async () => 1),
      () => t.ctx.database.atomic(async () => 1),
    ]) {
      const err = await inTime(t.ctx.database.atomic(() => misuse())).catch((e: unknown) => e);
      assert.ok(err instanceof TransactionMisuseError, String(err));
    }
  });

  it("ends an atomic request with a failing step's own error, run once, leaving no trace of either", async () => {
    let runs = 0;
    const failure = new Error('inner failure');
    const err = await t.ctx.database
      .atomic(async (_tx, { transaction: write }) => {
        runs++;
        await write((step) => rename(step, shopA, 'request before the failure'));
        await write(async (step) => {
          await rename(step, shopB, 'half written');
          throw failure;
        });
      })
      .catch((e: unknown) => e);
    assert.equal(err, failure);
    assert.equal(runs, 1);
    assert.notEqual(await nameOf(shopA), 'request before the failure');
    assert.notEqual(await nameOf(shopB), 'half written');
  });

  it('fails a request that catches a failed step and goes on: its later steps are refused with that failure, and nothing stays', async () => {
    const failure = new Error('a failure after writing');
    let later: unknown;
    const err = await t.ctx.database
      .atomic(async (_tx, { transaction: write }) => {
        await write((step) => rename(step, shopA, 'before the swallowed failure'));
        await write(async (step) => {
          await rename(step, shopB, 'swallowed B');
          await sql`SELECT no_such_column FROM shops`.execute(step); // aborts a PostgreSQL transaction
        }).catch(() => {});
        await write((step) => rename(step, shopA, 'after the swallowed failure')).catch((e: unknown) => (later = e));
        await write(async () => {
          throw failure;
        }).catch(() => {});
        return 'answered as if nothing failed';
      })
      .catch((e: unknown) => e);
    assert.ok(err instanceof Error && /no_such_column/.test(err.message), String(err));
    assert.equal(later, err, 'a later step gets the first failure at once');
    assert.notEqual(await nameOf(shopA), 'before the swallowed failure');
    assert.notEqual(await nameOf(shopA), 'after the swallowed failure');
    assert.notEqual(await nameOf(shopB), 'swallowed B');
  });

  it('runs afterCommit callbacks once their transaction committed, its writes then visible, and never those of a rolled-back one, also within one group-commit batch', async () => {
    const ran: string[] = [];
    let seen: Promise<string> | undefined;
    // Started in one turn: on SQLite one batch, the second job rolled back to its savepoint.
    const [committed, rolledBack] = await Promise.allSettled([
      t.ctx.database.transaction(async (tx) => {
        afterCommit(tx, () => {
          ran.push('committed');
          seen = nameOf(shopA);
        });
        await rename(tx, shopA, 'renamed with a callback');
        assert.deepEqual(ran, [], 'not before the commit');
      }),
      t.ctx.database.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        await rename(tx, shopB, 'never committed');
        throw new Error('rolled back');
      }),
    ]);
    assert.equal(committed.status, 'fulfilled');
    assert.equal(rolledBack.status, 'rejected');
    assert.deepEqual(ran, ['committed']);
    assert.equal(await seen, 'renamed with a callback', 'the write is visible to the callback');

    await t.ctx.database.atomic(async (_tx, unit) => {
      await unit.transaction(async (tx) => afterCommit(tx, () => ran.push('atomic step')));
      assert.deepEqual(ran, ['committed'], "a step's callback waits for the request's commit");
    });
    await assert.rejects(
      t.ctx.database.atomic(async (_tx, unit) => {
        await unit.transaction(async (tx) => afterCommit(tx, () => ran.push('failed request')));
        throw new Error('the request fails');
      }),
    );
    assert.deepEqual(ran, ['committed', 'atomic step']);
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

describe('TRANSACTION_CHECKS', () => {
  /** What insideTransaction() says inside a transaction of a process configured with TRANSACTION_CHECKS=value (a fresh process: the checks are per process). */
  async function seenInside(value: string): Promise<boolean> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-checks-'));
    try {
      const script = `
        import { loadConfig } from './src/config.ts';
        import { openDatabase } from './src/db/database.ts';
        import { insideTransaction } from './src/db/scope.ts';
        const database = openDatabase(loadConfig({ DATA_DIR: process.argv[1], TRANSACTION_CHECKS: process.argv[2] }));
        const seen = await database.transaction(async () => insideTransaction());
        await database.close();
        console.log(JSON.stringify(seen));`;
      const r = await runProcess(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script, dataDir, value],
        { cwd: ROOT },
      );
      assert.equal(r.code, 0, r.stderr);
      return JSON.parse(r.stdout) as boolean;
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('are off unless asked for (no async scope carried in production), and on with TRANSACTION_CHECKS=true', async () => {
    assert.equal(await seenInside(''), false);
    assert.equal(await seenInside('true'), true);
  });
});
