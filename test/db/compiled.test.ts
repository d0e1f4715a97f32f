import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { fixedStatement, insertRow, shapedWrites } from '../../src/db/compiled.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('statements compiled once (insertRow, fixedStatement, shapedStatement, shapedWrites)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const key = (n: string) => ({
    client_id: 'cli_compiled',
    key: n,
    request_hash: `h-${n}`,
    state: 'running' as const,
    locked_until: '2030-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    expires_at: '2030-01-01T00:00:00.000Z',
  });
  const read = (n: string) =>
    t.ctx.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('client_id', '=', 'cli_compiled')
      .where('key', '=', n)
      .executeTakeFirst();

  it('insertRow writes each row with its own values, whatever column sets were compiled before', async () => {
    await insertRow(t.fixtures, 'idempotency_keys', {
      ...key('a'),
      response_status: 201,
      response_headers: '{}',
      response_body: 'A',
    });
    await insertRow(t.fixtures, 'idempotency_keys', {
      ...key('b'),
      response_status: undefined,
      response_headers: null,
      response_body: null,
    } as any);
    await insertRow(t.fixtures, 'idempotency_keys', {
      ...key('c'),
      response_status: 409,
      response_headers: '{"x":"1"}',
      response_body: 'C',
    });
    assert.deepEqual(
      [(await read('a'))?.response_body, (await read('b'))?.response_status, (await read('c'))?.response_body],
      ['A', null, 'C'],
    );
    assert.equal((await read('c'))?.request_hash, 'h-c');
  });

  it('insertRow refuses values that are not plain (they would not be parameters)', async () => {
    await assert.rejects(
      insertRow(t.fixtures, 'idempotency_keys', { ...key('d'), created_at: sql`CURRENT_TIMESTAMP` } as any),
      /only plain values/,
    );
  });

  it('fixedStatement runs inside a transaction, and its writes go with a rollback', async () => {
    const rename = fixedStatement((db, p: { body: string; clientId: string; key: string }) =>
      db
        .updateTable('idempotency_keys')
        .set({ response_body: p.body })
        .where('client_id', '=', p.clientId)
        .where('key', '=', p.key),
    );
    await t.ctx.database.transaction((tx) => rename(tx, { body: 'renamed', clientId: 'cli_compiled', key: 'a' }));
    assert.equal((await read('a'))?.response_body, 'renamed');
    await assert.rejects(
      t.ctx.database.transaction(async (tx) => {
        await rename(tx, { body: 'lost', clientId: 'cli_compiled', key: 'a' });
        throw new Error('abort');
      }),
      /abort/,
    );
    assert.equal((await read('a'))?.response_body, 'renamed');
  });

  it('fixedStatement binds parameters by name: reordering the keys of .set or of the call cannot misbind', async () => {
    type Answer = { clientId: string; key: string; status: number; body: string; headers: string };
    const one = fixedStatement((db, p: Answer) =>
      db
        .updateTable('idempotency_keys')
        .set({ response_status: p.status, response_body: p.body, response_headers: p.headers })
        .where('client_id', '=', p.clientId)
        .where('key', '=', p.key),
    );
    const reordered = fixedStatement((db, p: Answer) =>
      db
        .updateTable('idempotency_keys')
        .set({ response_headers: p.headers, response_body: p.body, response_status: p.status })
        .where('key', '=', p.key)
        .where('client_id', '=', p.clientId),
    );
    await one(t.fixtures, { body: 'B1', headers: '{"h":"1"}', key: 'a', status: 201, clientId: 'cli_compiled' });
    await reordered(t.fixtures, { status: 202, clientId: 'cli_compiled', key: 'c', headers: '{"h":"2"}', body: 'B2' });
    const [a, c] = [await read('a'), await read('c')];
    assert.deepEqual([a?.response_status, a?.response_body, a?.response_headers], [201, 'B1', '{"h":"1"}']);
    assert.deepEqual([c?.response_status, c?.response_body, c?.response_headers], [202, 'B2', '{"h":"2"}']);
  });

  it('a list parameter compiles once per length, the first 64 compiled once and those past them built per call', async () => {
    const someKeys = fixedStatement((db, p: { clientId: string; keys: string[] }) =>
      db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('client_id', '=', p.clientId)
        .where('key', 'in', p.keys)
        .orderBy('key'),
    );
    for (let n = 1; n <= 70; n++) {
      const keys = Array.from({ length: n }, (_, i) => ['a', 'b', 'c'][i % 3]!);
      const { rows } = await someKeys(t.ctx.db, { clientId: 'cli_compiled', keys });
      assert.deepEqual(
        rows.map((r) => r.key),
        ['a', 'b', 'c'].slice(0, Math.min(n, 3)),
        `${n} ids`,
      );
    }
  });

  it('rows as parameters: each column set (a column left undefined, rows of other columns) compiles apart, and every row gets its own values', async () => {
    const insert = fixedStatement((db, p: { rows: ReturnType<typeof key>[] }) =>
      db.insertInto('idempotency_keys').values(p.rows),
    );
    const withBody = (n: string, body: string | undefined) => ({ ...key(n), response_body: body }) as any;
    await insert(t.fixtures, { rows: [withBody('r1', 'one'), withBody('r2', 'two')] });
    await insert(t.fixtures, { rows: [withBody('r3', undefined), withBody('r4', undefined)] });
    await insert(t.fixtures, { rows: [withBody('r5', 'five')] });
    assert.deepEqual(
      await Promise.all(['r1', 'r2', 'r3', 'r4', 'r5'].map(async (n) => (await read(n))?.response_body ?? null)),
      ['one', 'two', null, null, 'five'],
    );
    assert.equal((await read('r4'))?.request_hash, 'h-r4');
  });

  it('a function among the parameters is refused (it would not be a parameter)', async () => {
    const update = fixedStatement((db, p: { body: unknown }) =>
      db
        .updateTable('idempotency_keys')
        .set({ response_body: p.body as string })
        .where('key', '=', 'a'),
    );
    await assert.rejects(update(t.fixtures, { body: () => 'x' }), /only plain values/);
  });

  it('shapedWrites runs its writes together with their own values, past 64 shapes too, and they go with a rollback', async () => {
    // Two independent writes (two rows) under 70 shapes (labels only: the writes are the same).
    type P = { clientId: string; a: string; c: string; keyA: string; keyC: string };
    const answers = shapedWrites((db, _label: string, p: P) =>
      (['a', 'c'] as const).map((k) =>
        db
          .updateTable('idempotency_keys')
          .set({ response_body: p[k] })
          .where('client_id', '=', p.clientId)
          .where('key', '=', k === 'a' ? p.keyA : p.keyC),
      ),
    );
    const run = (n: number, body: string) => (tx: Parameters<typeof answers>[0]) =>
      answers(tx, String(n), { clientId: 'cli_compiled', a: `${body}-a`, c: `${body}-c`, keyA: 'a', keyC: 'c' });
    for (let n = 1; n <= 70; n++) {
      await t.ctx.database.transaction(run(n, `w${n}`));
      assert.deepEqual([(await read('a'))?.response_body, (await read('c'))?.response_body], [`w${n}-a`, `w${n}-c`]);
    }
    await assert.rejects(
      t.ctx.database.transaction(async (tx) => {
        await run(1, 'lost')(tx);
        throw new Error('abort');
      }),
      /abort/,
    );
    assert.equal((await read('a'))?.response_body, 'w70-a');
  });

  it('fixedStatement refuses a statement built with a value that is not a placeholder', async () => {
    const literal = fixedStatement((db, p: { key: string }) =>
      db.selectFrom('idempotency_keys').select('key').where('client_id', '=', 'cli_compiled').where('key', '=', p.key),
    );
    await assert.rejects(literal(t.ctx.db, { key: 'a' }), /not a placeholder/);
  });
});
