import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { append } from '../../src/changes/service.ts';
import { orderStamps } from '../../src/orders/stamp.ts';
import { SHIPPING_TRANSITIONS } from '../../src/orders/rules.ts';
import { moveShippingStatus } from '../../src/orders/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { assertCompleteWalk, insertCustomer, insertOrder, walkOrderCursor } from '../helpers/orders.ts';
import { placeTestOrder } from '../helpers/storefront.ts';
import { SYSTEM } from '../../src/lib/actor.ts';

/** Writes each of the two writers makes (checkouts, new orders, shipping moves in turn): a count, never a time, so a slow machine still writes them all. */
const WRITES_PER_WRITER = 18;

/**
 * The sync cursor of GET /v1/orders (updated_since + after_id = the last entry's updated_at and id)
 * must show every order change exactly once, in (updated_at, id) order, while orders are created
 * and updated, with no settle window: changes are stamped in commit order (src/changes).
 */
describe('sync cursor walk over GET /v1/orders under concurrent writes', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('sees every order in its latest state, no change twice, in cursor order', async () => {
    const customerId = await insertCustomer(t);
    for (let i = 0; i < 15; i++) await insertOrder(t, { customerId, shippings: ['unshipped'] });
    const token = await t.token(['read_orders']);

    const writer = async (seed: number) => {
      let n = seed;
      for (let k = 0; k < WRITES_PER_WRITER; k++) {
        n++;
        if (n % 6 === 0) {
          // A real checkout (cart, stock, payment, order, shippings, customer counters).
          await placeTestOrder(t);
        } else if (n % 3 === 0) {
          // A new order whose transaction runs up to 150 ms before it is stamped and committed.
          await t.ctx.database.transaction(async (tx) => {
            const { id } = await insertOrder(t, { customerId }, tx);
            await sleep(20 + ((n * 37) % 130));
            await append(tx, t.shopId, SYSTEM, [{ type: 'order.created', objectType: 'order', objectId: id }], {
              stamp: orderStamps([id]),
            });
          });
        } else {
          // An update through the shipping-status service, which moves orders.updated_at.
          // Of placed orders only: a checkout still between placing and confirming is nobody's to move.
          const open = await t.ctx.db
            .selectFrom('order_shippings')
            .innerJoin('orders', 'orders.id', 'order_shippings.order_id')
            .select(['order_shippings.id', 'order_shippings.order_id', 'order_shippings.status'])
            .where('order_shippings.status', 'in', ['unshipped', 'preparing', 'shipped'])
            .where('orders.status', '!=', 'pending_payment')
            .execute();
          const pick = open[(n * 7919) % Math.max(open.length, 1)];
          if (pick) {
            const to = SHIPPING_TRANSITIONS[pick.status].find((s) => s !== 'cancelled')!;
            await t.ctx.database
              .transaction((tx) => moveShippingStatus(tx, t.shopId, pick.order_id, pick.id, to, SYSTEM))
              .catch((err) => {
                if (err.code !== 'invalid_transition') throw err; // the other writer moved it first
              });
          }
        }
        await sleep(5);
      }
    };
    let writersDone = false;
    const writers = Promise.all([writer(0), writer(1)]).finally(() => (writersDone = true));

    const seen = await walkOrderCursor(t, token, () => writersDone);
    await writers;

    const final = await t.ctx.db.selectFrom('orders').select(['id', 'updated_at']).execute();
    assert.ok(final.length > 15, 'the writers created orders');
    assertCompleteWalk(seen, final);
    assert.ok(seen.length > final.length, 'updates made orders reappear after they were first seen');
  });
});
