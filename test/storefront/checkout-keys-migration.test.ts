import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import * as checkoutKeys from '../../src/db/migrations/0840_checkout_keys.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertCustomer, insertOrder } from '../helpers/orders.ts';

describe('migration 0840: checkout keys move from the key rows to the orders', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('gives the order named by an unanswered checkout’s recovery point its key and hash, and no other order', async () => {
    const customerId = await insertCustomer(t);
    const resumed = await insertOrder(t, { customerId });
    const other = await insertOrder(t, { customerId });
    const db = t.ctx.database.migrationDb as Kysely<any>;
    await checkoutKeys.down(db);
    const now = new Date().toISOString();
    const key = (k: string, state: string, recovery: string | null) => ({
      client_id: `shopper:${customerId}`,
      key: k,
      request_hash: `hash-${k}`,
      state,
      holder: null,
      recovery,
      locked_until: now,
      response_status: state === 'done' ? 201 : null,
      response_headers: state === 'done' ? '{}' : null,
      response_body: state === 'done' ? '{}' : null,
      created_at: now,
      expires_at: now,
    });
    await db
      .insertInto('idempotency_keys')
      .values([key('unanswered', 'running', JSON.stringify({ order_id: resumed.id })), key('answered', 'done', null)])
      .execute();
    await checkoutKeys.up(db);
    const orders = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'idempotency_key', 'idempotency_hash'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      orders,
      [
        { id: resumed.id, idempotency_key: 'unanswered', idempotency_hash: 'hash-unanswered' },
        { id: other.id, idempotency_key: null, idempotency_hash: null },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });
});
