import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { placeTestOrder } from '../helpers/storefront.ts';
import { moveShippingStatus } from '../../src/orders/service.ts';
import { markOrderPaid } from '../../src/orders/lifecycle.ts';
import type { ShippingStatus } from '../../src/orders/schemas.ts';
import { OPERATOR, SYSTEM } from '../../src/lib/actor.ts';

/** One fulfilment rule (src/orders/service.ts settleFulfilment) whether the last step is a shipping move or the payment. */
describe('fulfilment on payment (init → paid)', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const statusOf = async (orderId: string) =>
    (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
  const shippingOf = async (orderId: string) =>
    (
      await t.ctx.db
        .selectFrom('order_shippings')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;
  const move = async (orderId: string, ...steps: ShippingStatus[]) => {
    const id = await shippingOf(orderId);
    for (const to of steps)
      await t.ctx.database.transaction((tx) => moveShippingStatus(tx, t.shopId, orderId, id, to, SYSTEM));
  };

  it('an unpaid order whose shippings all went out (cash on delivery) stays init, and is fulfilled as soon as it is marked paid', async () => {
    const { orderId } = await placeTestOrder(t, { paymentMethod: 'cash_on_delivery' });
    await move(orderId, 'preparing', 'shipped', 'delivered');
    assert.equal(await statusOf(orderId), 'init', 'not fulfilled before it is paid');
    const paid = await t.ctx.database.transaction((tx) =>
      markOrderPaid(tx, { shopId: t.shopId, orderId, by: OPERATOR }),
    );
    assert.equal(paid.status, 'fulfilled');
    assert.equal(await statusOf(orderId), 'fulfilled');
  });

  it('an order with a shipping still to go is only paid, and the last shipping move fulfils it', async () => {
    const { orderId } = await placeTestOrder(t, { paymentMethod: 'bank_transfer' });
    await move(orderId, 'preparing');
    assert.equal(
      (await t.ctx.database.transaction((tx) => markOrderPaid(tx, { shopId: t.shopId, orderId, by: OPERATOR }))).status,
      'paid',
    );
    await move(orderId, 'shipped');
    assert.equal(await statusOf(orderId), 'fulfilled');
  });

  it('an order whose shippings are all cancelled stays paid (cancelling the order is a separate decision)', async () => {
    const { orderId } = await placeTestOrder(t, { paymentMethod: 'convenience_store' });
    await move(orderId, 'cancelled');
    assert.equal(
      (await t.ctx.database.transaction((tx) => markOrderPaid(tx, { shopId: t.shopId, orderId, by: OPERATOR }))).status,
      'paid',
    );
  });
});
