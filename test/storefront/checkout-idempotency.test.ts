import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import os from 'node:os';
import { insideTransaction } from '../../src/db/scope.ts';
import { SimulatedPaymentProcessor } from '../../src/payments/payment.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createStorefrontItem, signInShopper, TEST_RECIPIENT, type TestShopper } from '../helpers/storefront.ts';

const BODY = { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] };

describe('checkout with Idempotency-Key (optional; keys belong to the shopper)', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const request = (s: TestShopper, method: 'GET' | 'POST', url: string, body?: unknown, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Shopper ${s.token}`, ...(key !== undefined ? { 'idempotency-key': key } : {}) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  const fill = async (s: TestShopper) => {
    const item = await createStorefrontItem(t, { price: 1500 });
    const r = await request(s, 'POST', '/storefront/v1/cart/lines', { item_id: item.id, quantity: 1 });
    assert.equal(r.statusCode, 201, r.body);
  };
  const ordersOf = async (s: TestShopper) =>
    (await t.ctx.db.selectFrom('orders').select('id').where('customer_id', '=', s.customerId).execute()).length;

  it('replays a retry with the same key and body byte for byte (Idempotent-Replay: true) and places one order', async () => {
    const s = await signInShopper(t);
    await fill(s);
    const key = randomUUID();
    const first = await request(s, 'POST', '/storefront/v1/checkout', BODY, key);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replay'], undefined);
    const retry = await request(
      s,
      'POST',
      '/storefront/v1/checkout',
      { shippings: BODY.shippings, payment_method: 'credit_card' },
      key,
    );
    assert.equal(retry.statusCode, 201, 'not 422 cart_empty');
    assert.equal(retry.headers['idempotent-replay'], 'true');
    assert.equal(retry.body, first.body);
    assert.equal(await ordersOf(s), 1);
  });

  it('without a key a retry finds the cart empty, as before (422 cart_empty)', async () => {
    const s = await signInShopper(t);
    await fill(s);
    assert.equal((await request(s, 'POST', '/storefront/v1/checkout', BODY)).statusCode, 201);
    assert.equal(errorOf(await request(s, 'POST', '/storefront/v1/checkout', BODY)).code, 'cart_empty');
    assert.equal(await ordersOf(s), 1);
  });

  it('answers the same key with another body 422 idempotency_key_reused, placing nothing', async () => {
    const s = await signInShopper(t);
    await fill(s);
    const key = randomUUID();
    assert.equal((await request(s, 'POST', '/storefront/v1/checkout', BODY, key)).statusCode, 201);
    await fill(s);
    const other = await request(
      s,
      'POST',
      '/storefront/v1/checkout',
      { ...BODY, payment_method: 'bank_transfer' },
      key,
    );
    assert.equal(errorOf(other).code, 'idempotency_key_reused');
    assert.equal(await ordersOf(s), 1);
  });

  it("keys are the shopper's own: another shopper sending the same key checks out their own cart", async () => {
    const a = await signInShopper(t);
    const b = await signInShopper(t);
    await fill(a);
    await fill(b);
    const key = randomUUID();
    const ra = await request(a, 'POST', '/storefront/v1/checkout', BODY, key);
    const rb = await request(b, 'POST', '/storefront/v1/checkout', BODY, key);
    assert.equal(ra.statusCode, 201);
    assert.equal(rb.statusCode, 201);
    assert.equal(rb.headers['idempotent-replay'], undefined);
    assert.notEqual(rb.json().data.id, ra.json().data.id);
    const owners = await t.ctx.db.selectFrom('idempotency_keys').select('client_id').where('key', '=', key).execute();
    assert.deepEqual(
      owners.map((o) => o.client_id).sort(),
      [`shopper:${a.customerId}`, `shopper:${b.customerId}`].sort(),
    );
  });

  it('replays a completed refusal too (a 422 cart_empty answered with a key stays that answer for the key)', async () => {
    const s = await signInShopper(t);
    const key = randomUUID();
    const first = await request(s, 'POST', '/storefront/v1/checkout', BODY, key);
    assert.equal(errorOf(first).code, 'cart_empty');
    await fill(s);
    const retry = await request(s, 'POST', '/storefront/v1/checkout', BODY, key);
    assert.equal(retry.statusCode, 422);
    assert.equal(retry.headers['idempotent-replay'], 'true');
    assert.equal(await ordersOf(s), 0);
  });

  it('refuses a malformed key with 400 invalid_request and a body refused by validation is not stored', async () => {
    const s = await signInShopper(t);
    await fill(s);
    assert.equal(
      errorOf(await request(s, 'POST', '/storefront/v1/checkout', BODY, 'bad key with spaces')).code,
      'invalid_request',
    );
    const key = randomUUID();
    assert.equal(
      errorOf(await request(s, 'POST', '/storefront/v1/checkout', { payment_method: 'cheque' }, key)).code,
      'invalid_request',
    );
    assert.equal((await request(s, 'POST', '/storefront/v1/checkout', BODY, key)).statusCode, 201);
  });

  /** Runs fn with the simulated gateway spied on: charges counted, any made inside a transaction noted, the next ones failing on demand. */
  async function withGatewaySpy(
    fn: (spy: { charges: number; insideTransaction: number; failNext: number }) => Promise<void>,
  ): Promise<void> {
    const original = SimulatedPaymentProcessor.prototype.charge;
    const spy = { charges: 0, insideTransaction: 0, failNext: 0 };
    // The spy counts only where the checks see transactions (they are on in tests: helpers/db.ts).
    await t.ctx.database.transaction(async () => assert.ok(insideTransaction()));
    SimulatedPaymentProcessor.prototype.charge = async function (this: SimulatedPaymentProcessor, r) {
      if (insideTransaction()) spy.insideTransaction++;
      if (spy.failNext > 0) {
        spy.failNext--;
        throw new Error('gateway unreachable (test)');
      }
      spy.charges++;
      return original.call(this, r);
    };
    try {
      await fn(spy);
    } finally {
      SimulatedPaymentProcessor.prototype.charge = original;
    }
  }

  /** A keyed checkout whose gateway failed after the order was placed (500): the shopper and the key to retry with. */
  async function failedAfterPlacing(spy: { failNext: number }): Promise<{ s: TestShopper; key: string }> {
    const s = await signInShopper(t);
    await fill(s);
    const key = randomUUID();
    spy.failNext = 1;
    assert.equal((await request(s, 'POST', '/storefront/v1/checkout', BODY, key)).statusCode, 500);
    return { s, key };
  }

  it('charges outside any transaction also when a key is sent (the key is stored with the placed order, not around the charge)', () =>
    withGatewaySpy(async (spy) => {
      const s = await signInShopper(t);
      await fill(s);
      assert.equal((await request(s, 'POST', '/storefront/v1/checkout', BODY, randomUUID())).statusCode, 201);
      assert.equal(spy.charges, 1);
      assert.equal(spy.insideTransaction, 0);
    }));

  it('a retry after the request failed between placing the order and charging it finishes that order: one order, one charge', () =>
    withGatewaySpy(async (spy) => {
      const { s, key } = await failedAfterPlacing(spy);
      const retry = await request(s, 'POST', '/storefront/v1/checkout', BODY, key);
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(retry.headers['idempotent-replay'], undefined);
      assert.equal(await ordersOf(s), 1, 'the placed order was finished, not a second one placed');
      assert.equal(spy.charges, 1);
      const replay = await request(s, 'POST', '/storefront/v1/checkout', BODY, key);
      assert.equal(replay.headers['idempotent-replay'], 'true');
      assert.equal(replay.body, retry.body);
    }));

  it('a retry after the process holding the key died resumes at once (no wait for the lease)', () =>
    withGatewaySpy(async (spy) => {
      const { s, key } = await failedAfterPlacing(spy);
      // As a process that died after placing the order leaves it: the order carrying the key, and
      // the key held by a process of this host that no longer runs, its lease not yet out.
      const placed = await t.ctx.db
        .selectFrom('orders')
        .select('idempotency_hash')
        .where('customer_id', '=', s.customerId)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      const now = new Date();
      await t.ctx.database.transaction((tx) =>
        tx
          .insertInto('idempotency_keys')
          .values({
            client_id: `shopper:${s.customerId}`,
            key,
            request_hash: placed.idempotency_hash!,
            state: 'running',
            holder: `${os.hostname()}:2147483646:gone`,
            locked_until: new Date(now.getTime() + 60_000).toISOString(),
            response_status: null,
            response_headers: null,
            response_body: null,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
          })
          .execute(),
      );
      const retry = await request(s, 'POST', '/storefront/v1/checkout', BODY, key);
      assert.equal(retry.statusCode, 201, retry.body);
      assert.equal(await ordersOf(s), 1);
      assert.equal(spy.charges, 1);
      assert.equal(
        (await request(s, 'POST', '/storefront/v1/checkout', BODY, key)).body,
        retry.body,
        'the finished answer is stored',
      );
    }));
});
