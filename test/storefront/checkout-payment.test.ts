import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DatabaseHandle, Tx } from '../../src/db/database.ts';
import {
  SimulatedPaymentProcessor,
  type PaymentProcessor,
  type PaymentRequest,
  type PaymentResult,
  type RefundRequest,
} from '../../src/payments/payment.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { checkout, resumeCheckout, sweepPendingCheckouts } from '../../src/storefront/checkout.ts';
import { placeOrder, type CheckoutRequest } from '../../src/storefront/place-order.ts';
import { storefrontServices, type StorefrontServices } from '../../src/storefront/providers.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import {
  createStorefrontItem,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
  type TestShopper,
} from '../helpers/storefront.ts';
import { SYSTEM } from '../../src/lib/actor.ts';

/** A gateway that honours idempotency keys and counts what it really charged (first sight of a key) and every call. */
class CountingGateway implements PaymentProcessor {
  readonly calls: PaymentRequest[] = [];
  readonly charged = new Map<string, PaymentResult>();
  private readonly simulated = new SimulatedPaymentProcessor();
  async charge(r: PaymentRequest): Promise<PaymentResult> {
    this.calls.push(r);
    const first = this.charged.get(r.idempotencyKey);
    if (first) return first;
    const result = await this.simulated.charge(r);
    this.charged.set(r.idempotencyKey, result);
    return result;
  }
  refund(r: RefundRequest): Promise<{ reference: string }> {
    return this.simulated.refund(r);
  }
  withdraw(): Promise<void> {
    return this.simulated.withdraw();
  }
}

/**
 * The database handle with forced retries: the first `failures` runs of every transaction throw a
 * serialization failure (40001) after fn has done all its work, and the transaction runs again, as
 * PostgreSQL's conflict retry does (src/db/database.ts); on SQLite the wrapper runs it again itself.
 */
function retryingDatabase(database: DatabaseHandle, failures: number): DatabaseHandle & { runs: number } {
  const handle = {
    ...database,
    runs: 0,
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      let left = failures;
      for (;;) {
        try {
          return await database.transaction(async (tx) => {
            handle.runs++;
            const value = await fn(tx);
            if (left-- > 0) throw Object.assign(new Error('could not serialize access (injected)'), { code: '40001' });
            return value;
          });
        } catch (err) {
          if ((err as { code?: string }).code !== '40001') throw err;
        }
      }
    },
  };
  return handle;
}

const SHIP = [{ recipient: TEST_RECIPIENT }];

describe('checkout charges once, outside any transaction that can run again', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  async function cartOf(quantity = 2, inventory = 5) {
    const item = await createStorefrontItem(t, { inventory, price: 1500 });
    const s = await signInShopper(t);
    await t.ctx.database.transaction((tx) => addCartLine(tx, s, { item_id: item.id, quantity }));
    return { item, s };
  }
  const inventory = async (itemId: string) =>
    (await t.ctx.db.selectFrom('items').select('inventory').where('id', '=', itemId).executeTakeFirstOrThrow())
      .inventory;
  const services = (gateway: PaymentProcessor): StorefrontServices => ({
    ...storefrontServices(t.ctx),
    payments: gateway,
  });
  const apiToken = () => t.token(['read_orders']);
  async function listedIds(): Promise<{ ids: string[]; total: number }> {
    const res = await t.get('/v1/orders', await apiToken(), { limit: '100' });
    return { ids: res.json().data.map((o: { id: string }) => o.id), total: res.json().pagination.total };
  }

  for (const failures of [1, 2]) {
    it(`charges exactly once when the transactions are forced to run ${failures + 1} times`, async () => {
      const gateway = new CountingGateway();
      const { item, s } = await cartOf();
      const db = retryingDatabase(t.ctx.database, failures);
      const orderId = await checkout(db, services(gateway), s, { payment_method: 'credit_card', shippings: SHIP });
      assert.ok(db.runs >= 2 * (failures + 1), 'both transactions ran again');
      assert.equal(gateway.calls.length, 1, 'the gateway is called once');
      assert.deepEqual([...gateway.charged.keys()], [orderId], 'with the order id as idempotency key');
      const order = await t.ctx.db
        .selectFrom('orders')
        .select(['status', 'total'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      assert.equal(order.status, 'paid');
      assert.equal(gateway.calls[0]!.amount, order.total);
      assert.equal(await inventory(item.id), 3, 'stock is taken once');
      const customer = await t.ctx.db
        .selectFrom('customers')
        .select(['order_count', 'total_spent'])
        .where('id', '=', s.customerId)
        .executeTakeFirstOrThrow();
      assert.deepEqual(customer, { order_count: 1, total_spent: order.total }, 'counters move once');
    });
  }

  it('a declined charge releases the stock, gives the cart back and leaves no order anywhere (402 payment_declined)', async () => {
    const gateway = new CountingGateway();
    const { item, s } = await cartOf();
    const before = await listedIds();
    const ordersBefore = (await t.ctx.db.selectFrom('orders').select('id').execute()).length;
    const db = retryingDatabase(t.ctx.database, 1);
    await assert.rejects(
      checkout(db, services(gateway), s, {
        payment_method: 'credit_card',
        payment_token: 'tok_declined',
        shippings: SHIP,
      }),
      { code: 'payment_declined' },
    );
    assert.equal(gateway.calls.length, 1);
    assert.equal(await inventory(item.id), 5, 'stock released');
    assert.equal(
      (await t.ctx.db.selectFrom('orders').select('id').execute()).length,
      ordersBefore,
      'no order row stays',
    );
    assert.deepEqual(await listedIds(), before, 'integrators see nothing, pagination.total included');
    const cart = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data;
    assert.deepEqual(
      cart.lines.map((l: { item_id: string; quantity: number }) => [l.item_id, l.quantity]),
      [[item.id, 2]],
      'the cart is given back',
    );
    // And through HTTP: 402 payment_declined, as before.
    const res = await shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      payment_token: 'tok_declined',
      shippings: SHIP,
    });
    assert.equal(res.statusCode, 402);
    assert.equal(errorOf(res).code, 'payment_declined');
  });

  /** Step 1 alone, as if the process died before charging. */
  async function placeOnly(s: TestShopper, req: CheckoutRequest) {
    return t.ctx.database.transaction((tx) => placeOrder(tx, s, req));
  }

  it('an order placed but never charged is hidden from every read until the sweeper resumes it with one charge', async () => {
    const gateway = new CountingGateway();
    const { item, s } = await cartOf();
    const before = await listedIds();
    const placed = await placeOnly(s, { payment_method: 'credit_card', shippings: SHIP });
    assert.equal(await inventory(item.id), 3, 'its stock is reserved');
    assert.deepEqual(await listedIds(), before, 'not listed, not counted');
    assert.equal((await t.get(`/v1/orders/${placed.orderId}`, await apiToken())).statusCode, 404);
    assert.equal((await shopperRequest(t, s.token, 'GET', `/storefront/v1/orders/${placed.orderId}`)).statusCode, 404);
    assert.equal((await shopperRequest(t, s.token, 'GET', '/storefront/v1/orders')).json().pagination.total, 0);

    assert.equal(
      await sweepPendingCheckouts(t.ctx.database, services(gateway), 60_000),
      0,
      'a young pending order is left to its request',
    );
    assert.equal(gateway.calls.length, 0);
    assert.ok((await sweepPendingCheckouts(t.ctx.database, services(gateway), 0)) >= 1);
    assert.equal(gateway.charged.size, 1);
    assert.ok(gateway.charged.has(placed.orderId));
    assert.equal((await t.get(`/v1/orders/${placed.orderId}`, await apiToken())).json().data.status, 'paid');
    assert.ok((await listedIds()).ids.includes(placed.orderId));
    assert.deepEqual(
      await resumeCheckout(t.ctx.database, services(gateway), SYSTEM, s.shopId, placed.orderId),
      { outcome: 'not_pending' },
      'resuming twice does nothing',
    );
    assert.equal(gateway.calls.length, 1);
    assert.equal(await inventory(item.id), 3);
  });

  it('a charge made before a crash is not made again: the resumed charge answers the first outcome', async () => {
    for (const [token, expect] of [
      [undefined, 'paid'],
      ['tok_declined', 'declined'],
    ] as const) {
      const gateway = new CountingGateway();
      const { item, s } = await cartOf();
      const placed = await placeOnly(s, {
        payment_method: 'credit_card',
        ...(token ? { payment_token: token } : {}),
        shippings: SHIP,
      });
      // Charged, then the process died before confirming.
      await gateway.charge({
        shopId: placed.shopId,
        method: 'credit_card',
        amount: placed.amount,
        orderId: placed.orderId,
        idempotencyKey: placed.orderId,
        ...(token ? { token } : {}),
      });
      const outcome = await resumeCheckout(t.ctx.database, services(gateway), SYSTEM, s.shopId, placed.orderId);
      assert.equal(outcome.outcome, expect);
      assert.equal(gateway.charged.size, 1, 'one charge');
      assert.equal(gateway.calls.at(-1)!.token, undefined, 'the card token was never stored');
      const row = await t.ctx.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', placed.orderId)
        .executeTakeFirst();
      assert.equal(row?.status, expect === 'paid' ? 'paid' : undefined);
      assert.equal(await inventory(item.id), expect === 'paid' ? 3 : 5);
    }
  });

  it('places the order carrying its Idempotency-Key in the placing transaction, once however often it runs, and a retry with the key finishes that order', async () => {
    const { s } = await cartOf();
    const gateway = new CountingGateway();
    const key = { key: `key-${Date.now()}`, hash: 'request-hash' };
    const body: CheckoutRequest = { payment_method: 'bank_transfer', shippings: SHIP };
    const db = retryingDatabase(t.ctx.database, 1);
    const orderId = await checkout(db, services(gateway), s, body, { key });
    const carrying = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'status', 'idempotency_hash'])
      .where('customer_id', '=', s.customerId)
      .where('idempotency_key', '=', key.key)
      .execute();
    assert.deepEqual(
      carrying,
      [{ id: orderId, status: 'init', idempotency_hash: key.hash }],
      'deferred methods stay init',
    );
    // The cart is empty now: a retry with the key answers the order it placed, charging nothing again.
    assert.equal(await checkout(t.ctx.database, services(gateway), s, body, { key }), orderId);
    assert.equal(gateway.charged.size, 1, 'one charge');
    await assert.rejects(
      checkout(t.ctx.database, services(gateway), s, body, { key: { ...key, hash: 'another request' } }),
      (err: { code?: string }) => err.code === 'idempotency_key_reused',
    );
  });

  it('refuses to charge a real gateway inside an atomic unit, whose transaction may run again; the simulated processor checks out there', async () => {
    const gateway = new CountingGateway();
    const { item, s } = await cartOf(1);
    const before = await inventory(item.id);
    await assert.rejects(
      t.ctx.database.atomic((_tx, unit) =>
        checkout(unit, services(gateway), s, { payment_method: 'credit_card', shippings: SHIP }),
      ),
      /never called inside a transaction/,
    );
    assert.equal(gateway.calls.length, 0, 'the gateway was never called');
    assert.equal(await inventory(item.id), before, 'the unit rolled back: stock untouched');
    assert.equal(
      (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data.lines.length,
      1,
      'the cart is kept',
    );

    const simulated = { payments: new SimulatedPaymentProcessor() };
    const orderId = await t.ctx.database.atomic((_tx, unit) =>
      checkout(unit, simulated, s, { payment_method: 'credit_card', shippings: SHIP }),
    );
    assert.ok((await listedIds()).ids.includes(orderId));
    assert.equal(await inventory(item.id), before! - 1);
  });
});
