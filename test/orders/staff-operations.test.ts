import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { carrierOf } from '../helpers/orders.ts';
import { createStorefrontItem, placeTestOrder } from '../helpers/storefront.ts';
import { ApiError } from '../../src/lib/errors.ts';
import { byShop, orderActions } from '../../src/orders/actions.ts';
import { cancelOrder } from '../../src/orders/lifecycle.ts';
import { REFUND_GRACE_MS, retryPendingRefunds } from '../../src/orders/refunds.ts';
import {
  cancelAsStaff,
  correctTrackingAsStaff,
  moveShippingAsStaff,
  recordPayment,
  registerTrackingAsStaff,
  type OrderActor,
} from '../../src/orders/staff.ts';
import { getOrder } from '../../src/orders/service.ts';
import {
  SimulatedPaymentProcessor,
  type PaymentProcessor,
  type PaymentRequest,
  type PaymentResult,
  type RefundRequest,
} from '../../src/payments/payment.ts';
import type { PaymentMethod } from '../../src/payments/payment.ts';
import { OPERATOR } from '../../src/lib/actor.ts';

const STAFF: OrderActor = { type: 'staff', staffId: 'stf_test_1' };

/** A gateway that refunds each key once (as real gateways do) and can be told to fail the next calls. */
class RecordingGateway implements PaymentProcessor {
  readonly refundCalls: RefundRequest[] = [];
  readonly refunded = new Map<string, string>();
  failNext = 0;
  private readonly simulated = new SimulatedPaymentProcessor();
  charge(r: PaymentRequest): Promise<PaymentResult> {
    return this.simulated.charge(r);
  }
  async refund(r: RefundRequest): Promise<{ reference: string }> {
    this.refundCalls.push(r);
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('gateway unreachable (injected)');
    }
    if (!this.refunded.has(r.idempotencyKey))
      this.refunded.set(r.idempotencyKey, `gw_refund_${this.refunded.size + 1}`);
    return { reference: this.refunded.get(r.idempotencyKey)! };
  }
  withdraw(): Promise<void> {
    return this.simulated.withdraw();
  }
}

async function rejectsWith(p: Promise<unknown>, code: string): Promise<void> {
  await assert.rejects(p, (err: unknown) => err instanceof ApiError && err.code === code);
}

describe('staff order operations', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  /** The order's actions by staff and the operator (the shopper's checkout and the apps' changes are in its history too). */
  const shopActions = async (shopId: string, orderId: string) =>
    (await orderActions(t.ctx.db, shopId, orderId)).filter((a) => byShop(a.actor));
  after(() => t.close());

  /** A shop of its own, an order in it paid by `method`, and a reader of its events. */
  async function orderIn(method: PaymentMethod, inventory = 10) {
    const shopId = await t.newShop();
    const item = await createStorefrontItem(t, { shopId, inventory, price: 1200 });
    const placed = await placeTestOrder(t, {
      shopId,
      paymentMethod: method,
      lines: [{ itemId: item.id, quantity: 2 }],
    });
    const reader = await t.token(['read_orders', 'read_items', 'read_customers'], shopId);
    let cursor: string | undefined;
    const events = async (): Promise<string[]> => {
      const res = await t.get('/v1/events', reader, { limit: '100', ...(cursor ? { after: cursor } : {}) });
      const data = res.json().data as { id: string; type: string }[];
      if (data.length) cursor = data.at(-1)!.id;
      return data.map((e) => e.type);
    };
    await events(); // the checkout's own
    const order = () => getOrder(t.ctx.db, shopId, placed.orderId, { pii: true });
    const inventory_ = async () =>
      Number(
        (await t.ctx.db.selectFrom('items').select('inventory').where('id', '=', item.id).executeTakeFirstOrThrow())
          .inventory,
      );
    const customer = () =>
      t.ctx.db
        .selectFrom('customers')
        .select(['order_count', 'total_spent'])
        .where('id', '=', placed.shopper.customerId)
        .executeTakeFirstOrThrow();
    return { shopId, orderId: placed.orderId, events, order, inventory: inventory_, customer };
  }

  describe('record payment', () => {
    for (const method of ['bank_transfer', 'convenience_store', 'cash_on_delivery'] as const) {
      it(`moves a ${method} order init → paid, records who and when, order.paid, and moves updated_at`, async () => {
        const o = await orderIn(method);
        const before = await o.order();
        assert.equal(before.status, 'init');
        const startedAt = new Date().toISOString();
        const paid = await t.ctx.database.transaction((tx) => recordPayment(tx, o.shopId, o.orderId, STAFF));
        assert.equal(paid.status, 'paid');
        assert.ok(paid.purchaser, 'staff see personal data');
        assert.ok(paid.updated_at > before.updated_at);
        assert.deepEqual(await o.events(), ['order.paid']);
        const actions = await shopActions(o.shopId, o.orderId);
        assert.equal(actions.length, 1);
        assert.equal(actions[0]!.action, 'record_payment');
        assert.deepEqual(actions[0]!.actor, STAFF);
        assert.ok(actions[0]!.at >= startedAt);
        assert.match(actions[0]!.note, new RegExp(method));
      });
    }

    it('refuses an order paid through the gateway, an order already paid, and an unknown order, recording nothing', async () => {
      const card = await orderIn('credit_card');
      await rejectsWith(
        t.ctx.database.transaction((tx) => recordPayment(tx, card.shopId, card.orderId, STAFF)),
        'invalid_transition',
      );
      const transfer = await orderIn('bank_transfer');
      await t.ctx.database.transaction((tx) => recordPayment(tx, transfer.shopId, transfer.orderId, OPERATOR));
      await transfer.events();
      await rejectsWith(
        t.ctx.database.transaction((tx) => recordPayment(tx, transfer.shopId, transfer.orderId, STAFF)),
        'invalid_transition',
      );
      await rejectsWith(
        t.ctx.database.transaction((tx) => recordPayment(tx, transfer.shopId, 'ord_unknown', STAFF)),
        'not_found',
      );
      // Another shop's order is not found either.
      await rejectsWith(
        t.ctx.database.transaction((tx) => recordPayment(tx, card.shopId, transfer.orderId, STAFF)),
        'not_found',
      );
      assert.deepEqual(await card.events(), []);
      assert.deepEqual(await transfer.events(), []);
      assert.deepEqual(await shopActions(card.shopId, card.orderId), []);
      assert.equal((await shopActions(transfer.shopId, transfer.orderId)).length, 1);
    });

    it('refuses a cancelled order', async () => {
      const o = await orderIn('bank_transfer');
      await cancelAsStaff(t.ctx.database, new RecordingGateway(), o.shopId, o.orderId, STAFF, 'test reason');
      await rejectsWith(
        t.ctx.database.transaction((tx) => recordPayment(tx, o.shopId, o.orderId, STAFF)),
        'invalid_transition',
      );
    });
  });

  describe('cancel', () => {
    it('cancels an init order: stock back, customer counters corrected, order.cancelled, no refund', async () => {
      const o = await orderIn('bank_transfer');
      assert.equal(await o.inventory(), 8);
      assert.deepEqual(await o.customer(), { order_count: 1, total_spent: (await o.order()).total.amount });
      const gateway = new RecordingGateway();
      const before = await o.order();
      const { order, refund } = await cancelAsStaff(t.ctx.database, gateway, o.shopId, o.orderId, STAFF, 'test reason');
      assert.equal(order.status, 'cancelled');
      assert.ok(order.updated_at > before.updated_at);
      assert.deepEqual(
        order.shippings.map((s) => s.status),
        ['cancelled'],
      );
      assert.equal(refund, null);
      assert.equal(gateway.refundCalls.length, 0);
      assert.equal(await o.inventory(), 10);
      assert.deepEqual(await o.customer(), { order_count: 0, total_spent: 0 });
      const events = await o.events();
      assert.ok(events.includes('order.cancelled'));
      assert.ok(events.includes('stock.changed'));
      assert.ok(events.includes('customer.updated'));
      const [action] = await shopActions(o.shopId, o.orderId);
      assert.equal(action!.action, 'cancel');
      assert.deepEqual(action!.actor, STAFF);
      assert.equal(action!.refund, null);
      assert.match(action!.note, /not paid/);
    });

    it('cancels a card order paid through the gateway and refunds it once, with the refund reference recorded', async () => {
      const o = await orderIn('credit_card');
      const total = (await o.order()).total.amount;
      const gateway = new RecordingGateway();
      const { order, refund } = await cancelAsStaff(
        t.ctx.database,
        gateway,
        o.shopId,
        o.orderId,
        OPERATOR,
        'operator test',
      );
      assert.equal(order.status, 'cancelled');
      assert.equal(refund?.status, 'done');
      assert.equal(refund?.reference, 'gw_refund_1');
      assert.equal(refund?.amount, total);
      assert.equal(gateway.refundCalls.length, 1);
      assert.deepEqual(gateway.refundCalls[0], {
        shopId: o.shopId,
        orderId: o.orderId,
        reference: gateway.refundCalls[0]!.reference,
        amount: total,
        idempotencyKey: `refund_${o.orderId}`,
      });
      assert.match(gateway.refundCalls[0].reference, /^sim_credit_card_/, "the charge's reference");
      const [action] = await shopActions(o.shopId, o.orderId);
      assert.deepEqual(action!.actor, OPERATOR);
      assert.equal(action!.refund?.status, 'done');
      assert.equal(action!.refund?.reference, 'gw_refund_1');
      // Nothing is left for the retry loop.
      assert.equal(await retryPendingRefunds(t.ctx.database, gateway, Date.now() + 24 * 3600_000), 0);
      assert.equal(gateway.refundCalls.length, 1);
    });

    it('a refund the gateway fails stays pending and visible, and the retry loop finishes it: refunded once', async () => {
      const o = await orderIn('credit_card');
      const gateway = new RecordingGateway();
      gateway.failNext = 1;
      const { order, refund } = await cancelAsStaff(t.ctx.database, gateway, o.shopId, o.orderId, STAFF, 'test reason');
      assert.equal(order.status, 'cancelled', 'the cancellation stands');
      assert.equal(refund?.status, 'pending');
      assert.equal(refund?.attempts, 1);
      assert.match(refund?.last_error ?? '', /unreachable/);
      assert.ok(refund?.next_attempt_at);
      // Not due yet: the loop leaves it.
      assert.equal(await retryPendingRefunds(t.ctx.database, gateway), 0);
      assert.equal(await retryPendingRefunds(t.ctx.database, gateway, Date.parse(refund.next_attempt_at) + 1), 1);
      const [action] = await shopActions(o.shopId, o.orderId);
      assert.equal(action!.refund?.status, 'done');
      assert.equal(action!.refund?.last_error, null);
      assert.equal(gateway.refundCalls.length, 2);
      assert.equal(gateway.refunded.size, 1, 'refunded once');
      assert.equal(new Set(gateway.refundCalls.map((c) => c.idempotencyKey)).size, 1, 'asked again with the same key');
    });

    it('a crash between the commit and the refund call: the retry loop sends the pending refund', async () => {
      const o = await orderIn('credit_card');
      const gateway = new RecordingGateway();
      // The cancelling transaction commits; the process dies before sending the refund.
      await t.ctx.database.transaction((tx) =>
        cancelOrder(tx, { shopId: o.shopId, orderId: o.orderId, by: OPERATOR, reason: 'test reason' }),
      );
      assert.equal((await shopActions(o.shopId, o.orderId))[0]!.refund?.status, 'pending');
      assert.equal(await retryPendingRefunds(t.ctx.database, gateway), 0, 'its canceller has the grace period');
      assert.equal(await retryPendingRefunds(t.ctx.database, gateway, Date.now() + REFUND_GRACE_MS + 1000), 1);
      assert.equal((await shopActions(o.shopId, o.orderId))[0]!.refund?.status, 'done');
      assert.equal(gateway.refunded.size, 1);
    });

    it('an order whose payment staff recorded gets no gateway refund, and the record says so', async () => {
      const o = await orderIn('cash_on_delivery');
      await t.ctx.database.transaction((tx) => recordPayment(tx, o.shopId, o.orderId, STAFF));
      const gateway = new RecordingGateway();
      const { refund } = await cancelAsStaff(t.ctx.database, gateway, o.shopId, o.orderId, STAFF, 'test reason');
      assert.equal(refund, null);
      assert.equal(gateway.refundCalls.length, 0);
      const actions = await shopActions(o.shopId, o.orderId);
      assert.deepEqual(
        actions.map((a) => a.action),
        ['record_payment', 'cancel'],
      );
      assert.match(actions[1]!.note, /outside the payment gateway/);
    });

    it('refuses a cancelled order or one that has shipped, changing nothing', async () => {
      const o = await orderIn('bank_transfer');
      const gateway = new RecordingGateway();
      await cancelAsStaff(t.ctx.database, gateway, o.shopId, o.orderId, STAFF, 'test reason');
      await o.events();
      await rejectsWith(
        cancelAsStaff(t.ctx.database, gateway, o.shopId, o.orderId, STAFF, 'test reason'),
        'invalid_transition',
      );
      const shipped = await orderIn('credit_card');
      const shippingId = (await shipped.order()).shippings[0]!.order_shipping_id;
      await t.ctx.database.transaction((tx) =>
        moveShippingAsStaff(tx, shipped.shopId, shipped.orderId, shippingId, 'preparing', STAFF),
      );
      await t.ctx.database.transaction((tx) =>
        moveShippingAsStaff(tx, shipped.shopId, shipped.orderId, shippingId, 'shipped', STAFF),
      );
      await shipped.events();
      await rejectsWith(
        cancelAsStaff(t.ctx.database, gateway, shipped.shopId, shipped.orderId, STAFF, 'test reason'),
        'invalid_transition',
      );
      await rejectsWith(
        cancelAsStaff(t.ctx.database, gateway, o.shopId, 'ord_unknown', STAFF, 'test reason'),
        'not_found',
      );
      assert.deepEqual(await o.events(), []);
      assert.deepEqual(await shipped.events(), []);
      assert.equal(gateway.refundCalls.length, 0);
      assert.equal(await shipped.inventory(), 8);
    });
  });

  describe('shippings and trackings from the order page', () => {
    it('moves a shipping and registers and corrects a tracking number with the API rules, each recorded', async () => {
      const o = await orderIn('credit_card');
      const shippingId = (await o.order()).shippings[0]!.order_shipping_id;
      const carrier = await carrierOf(t, o.shopId);
      const moved = await t.ctx.database.transaction((tx) =>
        moveShippingAsStaff(tx, o.shopId, o.orderId, shippingId, 'preparing', STAFF),
      );
      assert.equal(moved.status, 'preparing');
      assert.ok(moved.recipient);
      const { tracking } = await t.ctx.database.transaction((tx) =>
        registerTrackingAsStaff(
          tx,
          o.shopId,
          o.orderId,
          { order_shipping_id: shippingId, carrier_id: carrier, tracking_number: '1111-2222' },
          STAFF,
        ),
      );
      await t.ctx.database.transaction((tx) =>
        correctTrackingAsStaff(tx, o.shopId, o.orderId, tracking.tracking_id, { tracking_number: '1111-3333' }, STAFF),
      );
      assert.deepEqual(await o.events(), ['shipping.status_changed', 'tracking.registered', 'tracking.corrected']);
      // The API's refusals, and nothing recorded for them.
      await rejectsWith(
        t.ctx.database.transaction((tx) =>
          moveShippingAsStaff(tx, o.shopId, o.orderId, shippingId, 'preparing', STAFF),
        ),
        'invalid_transition',
      );
      await rejectsWith(
        t.ctx.database.transaction((tx) =>
          moveShippingAsStaff(tx, o.shopId, o.orderId, 'osh_unknown', 'shipped', STAFF),
        ),
        'not_found',
      );
      await rejectsWith(
        t.ctx.database.transaction((tx) =>
          registerTrackingAsStaff(
            tx,
            o.shopId,
            o.orderId,
            { order_shipping_id: shippingId, carrier_id: 'dlv_unknown', tracking_number: '9' },
            STAFF,
          ),
        ),
        'invalid_request',
      );
      const actions = await shopActions(o.shopId, o.orderId);
      assert.deepEqual(
        actions.map((a) => a.action),
        ['move_shipping', 'register_tracking', 'correct_tracking'],
      );
      assert.ok(actions.every((a) => a.actor.type === 'staff'));
      assert.match(actions[0]!.note, /unshipped → preparing/);
      assert.match(actions[2]!.note, /1111-2222 → 1111-3333/);
    });

    it('the API client moving a shipping records no staff action: its history entry names the client', async () => {
      const o = await orderIn('credit_card');
      const shippingId = (await o.order()).shippings[0]!.order_shipping_id;
      const { token: writer, clientId } = await t.client(['write_shipping'], { shopId: o.shopId });
      const res = await t.post(`/v1/orders/${o.orderId}/shippings/${shippingId}/status`, writer, {
        status: 'preparing',
      });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(await shopActions(o.shopId, o.orderId), []);
      const all = await orderActions(t.ctx.db, o.shopId, o.orderId);
      assert.deepEqual(
        all.map((a) => [a.action, a.actor.type]),
        [
          ['order.created', 'shopper'],
          ['order.paid', 'shopper'],
          ['shipping.status_changed', 'client'],
        ],
      );
      assert.deepEqual(all[2]!.actor, { type: 'client', clientId });
    });
  });
});
