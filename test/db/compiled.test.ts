import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { fixedStatement, insertRow } from '../../src/db/compiled.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('statements compiled once (insertRow, fixedStatement)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const key = (n: string) => ({ client_id: 'cli_compiled', key: n, request_hash: `h-${n}`, state: 'running' as const, locked_until: '2030-01-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', expires_at: '2030-01-01T00:00:00.000Z' });
  const read = (n: string) => t.ctx.db.selectFrom('idempotency_keys').selectAll().where('client_id', '=', 'cli_compiled').where('key', '=', n).executeTakeFirst();

  it('insertRow writes each row with its own values, whatever column sets were compiled before', async () => {
    await insertRow(t.ctx.db, 'idempotency_keys', { ...key('a'), response_status: 201, response_headers: '{}', response_body: 'A' });
    await insertRow(t.ctx.db, 'idempotency_keys', { ...key('b'), response_status: undefined, response_headers: null, response_body: null } as any);
    await insertRow(t.ctx.db, 'idempotency_keys', { ...key('c'), response_status: 409, response_headers: '{"x":"1"}', response_body: 'C' });
    assert.deepEqual([(await read('a'))?.response_body, (await read('b'))?.response_status, (await read('c'))?.response_body], ['A', null, 'C']);
    assert.equal((await read('c'))?.request_hash, 'h-c');
  });

  it('insertRow refuses values that are not plain (they would not be parameters)', async () => {
    await assert.rejects(insertRow(t.ctx.db, 'idempotency_keys', { ...key('d'), created_at: sql`CURRENT_TIMESTAMP` } as any), /only plain values/);
  });

  it('fixedStatement runs inside a transaction, and its writes go with a rollback', async () => {
    const rename = fixedStatement((db) => db.updateTable('idempotency_keys').set({ response_body: '' }).where('client_id', '=', '').where('key', '=', ''));
    await t.ctx.database.transaction((tx) => rename(tx, 'renamed', 'cli_compiled', 'a'));
    assert.equal((await read('a'))?.response_body, 'renamed');
    await assert.rejects(t.ctx.database.transaction(async (tx) => {
      await rename(tx, 'lost', 'cli_compiled', 'a');
      throw new Error('abort');
    }), /abort/);
    assert.equal((await read('a'))?.response_body, 'renamed');
  });
});
