import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import {
  createStorefrontItem,
  placeTestOrder,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
} from '../helpers/storefront.ts';

describe('gift orders', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('the named recipient accepts with an address: a zero-priced order of theirs, gift_source_order_id set, both accepted, stock taken once', async () => {
    const item = await createStorefrontItem(t, { inventory: 5, price: 2000, shipping_cost: 600 });
    const to = await signInShopper(t);
    const { orderId, shopper } = await placeTestOrder(t, {
      lines: [{ itemId: item.id, quantity: 2 }],
      gift: { recipient_line_user_id: to.lineUserId, message: 'おめでとう' },
    });
    const gift = (await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${orderId}`)).json().data;
    assert.equal(gift.gift_status, 'pending');
    assert.equal(gift.shipping_total.amount, 600, 'the giver pays the parcel');
    assert.equal(gift.shippings.length, 0);
    const stranger = await signInShopper(t);
    assert.equal(
      (
        await shopperRequest(t, stranger.token, 'POST', `/storefront/v1/gifts/${orderId}/accept`, {
          recipient: TEST_RECIPIENT,
        })
      ).statusCode,
      404,
    );
    const res = await shopperRequest(t, to.token, 'POST', `/storefront/v1/gifts/${orderId}/accept`, {
      recipient: TEST_RECIPIENT,
    });
    assert.equal(res.statusCode, 201, res.body);
    const got = res.json().data;
    assert.equal(got.gift_source_order_id, orderId);
    assert.equal(got.gift_status, 'accepted');
    assert.equal(got.total.amount, 0);
    assert.deepEqual(got.shippings[0].recipient, TEST_RECIPIENT);
    const src = (await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${orderId}`)).json().data;
    assert.equal(src.gift_status, 'accepted');
    assert.equal(src.gift.accepted_order_id, got.id);
    const row = await t.ctx.db
      .selectFrom('items')
      .select('inventory')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.inventory, 3);
    const twice = await shopperRequest(t, to.token, 'POST', `/storefront/v1/gifts/${orderId}/accept`, {
      recipient: TEST_RECIPIENT,
    });
    assert.equal(errorOf(twice).code, 'invalid_transition');
  });

  it("a declined gift is cancelled: stock back and the giver's counters restored", async () => {
    const item = await createStorefrontItem(t, { inventory: 5 });
    const to = await signInShopper(t);
    const { orderId, shopper } = await placeTestOrder(t, {
      lines: [{ itemId: item.id }],
      gift: { recipient_line_user_id: to.lineUserId },
    });
    assert.equal(
      (await shopperRequest(t, to.token, 'POST', `/storefront/v1/gifts/${orderId}/decline`)).statusCode,
      204,
    );
    const o = (await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${orderId}`)).json().data;
    assert.equal(o.gift_status, 'declined');
    assert.equal(o.status, 'cancelled');
    assert.equal(
      (await t.ctx.db.selectFrom('items').select('inventory').where('id', '=', item.id).executeTakeFirstOrThrow())
        .inventory,
      5,
    );
    const me = (await shopperRequest(t, shopper.token, 'GET', '/storefront/v1/me')).json().data;
    assert.equal(me.order_count, 0);
  });

  it('a gift order sends no shippings (400) and the giver cannot answer their own gift (409)', async () => {
    const s = await signInShopper(t);
    await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', {
      item_id: (await createStorefrontItem(t)).id,
      quantity: 1,
    });
    const r = await shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      gift: {},
      shippings: [{ recipient: TEST_RECIPIENT }],
    });
    assert.equal(r.statusCode, 400);
    assert.equal(errorOf(r).details?.[0]?.field, 'shippings');
    const { orderId, shopper } = await placeTestOrder(t, { gift: {} });
    const own = await shopperRequest(t, shopper.token, 'POST', `/storefront/v1/gifts/${orderId}/accept`, {
      recipient: TEST_RECIPIENT,
    });
    assert.equal(own.statusCode, 409);
  });
});
