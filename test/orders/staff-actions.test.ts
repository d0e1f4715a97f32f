import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ApiError } from '../../src/lib/errors.ts';
import type { UnitOfWork } from '../../src/db/database.ts';
import { ORDER_STATUSES, SHIPPING_STATUSES, type ShippingStatus } from '../../src/orders/schemas.ts';
import { getOrder } from '../../src/orders/service.ts';
import {
  cancelAsStaff,
  moveShippingAsStaff,
  recordPayment,
  registerTrackingAsStaff,
  staffActions,
  type OrderActor,
} from '../../src/orders/staff.ts';
import { SimulatedPaymentProcessor } from '../../src/payments/payment.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { carrierOf, insertOrder } from '../helpers/orders.ts';

const STAFF: OrderActor = { type: 'staff', staffId: 'stf_test_actions' };

/** Thrown at the end of an accepted operation so that its atomic unit rolls back. */
class Undo extends Error {}

describe('staffActions: the console offers exactly what the staff operations accept', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  /** Runs the operation and undoes it: true when it was accepted, false when refused as invalid_transition. */
  async function accepted(operation: (unit: UnitOfWork) => Promise<unknown>): Promise<boolean> {
    try {
      await t.ctx.database.atomic(async (_tx, unit) => {
        await operation(unit);
        throw new Undo();
      });
    } catch (err) {
      if (err instanceof Undo) return true;
      if (err instanceof ApiError && err.code === 'invalid_transition') return false;
      throw err;
    }
    throw new Error('an operation neither undone nor refused');
  }

  it('for every order status, a gateway and a recorded payment method, and shippings in every state', async () => {
    const shopId = await t.newShop();
    const carrier = await carrierOf(t, shopId);
    const payments = new SimulatedPaymentProcessor();
    const shippingSets: ShippingStatus[][] = [['unshipped'], ['preparing', 'shipped'], ['cancelled', 'delivered']];
    for (const status of ORDER_STATUSES)
      for (const paymentMethod of ['credit_card', 'bank_transfer'] as const)
        for (const shippings of shippingSets) {
          const { id } = await insertOrder(t, { shopId, status, paymentMethod, shippings });
          const order = await getOrder(t.ctx.db, shopId, id, { pii: true });
          const offered = staffActions(order);
          const label = `${status} ${paymentMethod} ${shippings.join('+')}`;
          assert.equal(
            offered.recordPayment,
            await accepted((unit) => unit.transaction((tx) => recordPayment(tx, shopId, id, STAFF))),
            `${label}: record payment`,
          );
          assert.equal(
            offered.cancel,
            await accepted((unit) => cancelAsStaff(unit, payments, shopId, id, STAFF, 'test')),
            `${label}: cancel`,
          );
          for (const s of order.shippings) {
            const may = offered.shippings.get(s.order_shipping_id)!;
            for (const to of SHIPPING_STATUSES)
              assert.equal(
                may.moves.includes(to),
                await accepted((unit) =>
                  unit.transaction((tx) => moveShippingAsStaff(tx, shopId, id, s.order_shipping_id, to, STAFF)),
                ),
                `${label}: ${s.status} → ${to}`,
              );
            assert.equal(
              may.tracking,
              await accepted((unit) =>
                unit.transaction((tx) =>
                  registerTrackingAsStaff(
                    tx,
                    shopId,
                    id,
                    { order_shipping_id: s.order_shipping_id, carrier_id: carrier, tracking_number: 'TRK-1' },
                    STAFF,
                  ),
                ),
              ),
              `${label}: tracking on a ${s.status} shipping`,
            );
          }
          assert.equal((await getOrder(t.ctx.db, shopId, id, { pii: true })).updated_at, order.updated_at, 'undone');
        }
  });
});
