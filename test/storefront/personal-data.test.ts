import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { newId } from '../../src/lib/ids.ts';
import { up as repairGiftPurchasers } from '../../src/db/migrations/0420_gift_purchaser_repair.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { asRecipient, distinctPerson, leaked, type DistinctPerson as Person } from '../helpers/personal-data.ts';
import { createStorefrontItem, placeTestOrder, shopperRequest, type TestShopper } from '../helpers/storefront.ts';

const GIVER = distinctPerson('Giver', '1111');
const GIVER_DESTINATION = distinctPerson('Giverdest', '4444');
const RECIPIENT = distinctPerson('Recip', '2222');
const RECIPIENT_DESTINATION = distinctPerson('Recipdest', '6666');
const OTHER = distinctPerson('Other', '3333');
const OTHER_DESTINATION = distinctPerson('Otherdest', '5555');
const MESSAGE = 'Happy birthday, with love';

describe("personal data on the storefront: a shopper sees only their own, a gift recipient never the giver's", () => {
  let t: TestApp;
  let giver: TestShopper;
  let recipient: TestShopper;
  let other: TestShopper;
  let giverOrder: string;
  let namedGift: string;
  let otherOrder: string;
  const as = (s: TestShopper | null, method: string, url: string, body?: unknown) =>
    shopperRequest(t, s?.token ?? null, method, url, body);

  async function signIn(person: Person): Promise<{ shopper: TestShopper; res: LightMyRequestResponse }> {
    const lineUserId = `U${newId('t').slice(2)}`;
    const res = await as(null, 'POST', `/storefront/v1/shops/${t.shopId}/session`, {
      line_user_id: lineUserId,
      profile: { ...person, gender: 'other' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const d = res.json().data;
    return { shopper: { shopId: t.shopId, customerId: d.customer.id, lineUserId, token: d.token }, res };
  }

  /** Asserts the answer's status and that it holds none of these people's personal data. */
  function clean(res: LightMyRequestResponse, status: number, label: string, people: Person[]) {
    assert.equal(res.statusCode, status, `${label}: ${res.body}`);
    assert.deepEqual(leaked(res.body, people), [], `${label} leaked personal data: ${res.body}`);
  }

  before(async () => {
    t = await startTestApp({ STOREFRONT_DEV_LOGIN: 'true' });
    giver = (await signIn(GIVER)).shopper;
    other = (await signIn(OTHER)).shopper;
    giverOrder = (
      await placeTestOrder(t, { shopper: giver, shippings: [{ recipient: asRecipient(GIVER_DESTINATION) }] })
    ).orderId;
    otherOrder = (
      await placeTestOrder(t, { shopper: other, shippings: [{ recipient: asRecipient(OTHER_DESTINATION) }] })
    ).orderId;
  });
  after(() => t.close());

  it("the recipient's every answer, from sign-in through accepting and reading the received order, holds none of the giver's (or anyone else's) data", async () => {
    const signedIn = await signIn(RECIPIENT);
    recipient = signedIn.shopper;
    namedGift = (
      await placeTestOrder(t, {
        shopper: giver,
        gift: { recipient_line_user_id: recipient.lineUserId, message: MESSAGE },
      })
    ).orderId;
    const declined = (
      await placeTestOrder(t, { shopper: giver, gift: { recipient_line_user_id: recipient.lineUserId } })
    ).orderId;
    const open = (await placeTestOrder(t, { shopper: giver, gift: {} })).orderId;
    const others = [GIVER, GIVER_DESTINATION, OTHER, OTHER_DESTINATION];
    clean(signedIn.res, 201, 'POST session', others);

    const accepted = await as(recipient, 'POST', `/storefront/v1/gifts/${namedGift}/accept`, {
      recipient: asRecipient(RECIPIENT_DESTINATION),
    });
    clean(accepted, 201, 'POST gifts/{id}/accept', others);
    const received = accepted.json().data;
    // What a recipient sees: their own details as purchaser and recipient, the gift's message, the items.
    assert.deepEqual(received.purchaser, { ...asRecipient(RECIPIENT_DESTINATION), email: RECIPIENT.email });
    assert.deepEqual(received.shippings[0].recipient, asRecipient(RECIPIENT_DESTINATION));
    assert.equal(received.gift.message, MESSAGE);
    assert.equal(received.gift.accepted_order_id, received.id);
    const openAccepted = await as(recipient, 'POST', `/storefront/v1/gifts/${open}/accept`, {
      recipient: asRecipient(RECIPIENT_DESTINATION),
    });
    clean(openAccepted, 201, 'POST gifts/{id}/accept (a gift naming nobody)', others);

    const item = await createStorefrontItem(t);
    const calls: [string, string, string, unknown?, number?][] = [
      ['GET', '/storefront/v1/me', 'GET me'],
      ['PATCH', '/storefront/v1/me', 'PATCH me', { address: RECIPIENT.address }],
      ['GET', `/storefront/v1/orders/${received.id}`, 'GET the received order'],
      ['GET', '/storefront/v1/orders', 'GET orders'],
      ['GET', `/storefront/v1/orders/${namedGift}`, "GET the giver's gift order", undefined, 404],
      ['GET', `/storefront/v1/orders/${giverOrder}`, "GET the giver's order", undefined, 404],
      ['GET', `/storefront/v1/orders/${otherOrder}`, "GET another shopper's order", undefined, 404],
      ['POST', `/storefront/v1/orders/${giverOrder}/cancel`, "cancel the giver's order", undefined, 404],
      [
        'POST',
        `/storefront/v1/gifts/${giverOrder}/accept`,
        'accept an order that is no gift',
        { recipient: asRecipient(RECIPIENT_DESTINATION) },
        404,
      ],
      [
        'POST',
        `/storefront/v1/gifts/${namedGift}/accept`,
        'accept the gift again',
        { recipient: asRecipient(RECIPIENT_DESTINATION) },
        409,
      ],
      ['POST', `/storefront/v1/gifts/${declined}/decline`, 'decline a gift', undefined, 204],
      ['POST', '/storefront/v1/cart/lines', 'POST cart line', { item_id: item.id, quantity: 2 }, 201],
      ['GET', '/storefront/v1/cart', 'GET cart'],
    ];
    for (const [method, url, label, body, status = 200] of calls)
      clean(await as(recipient, method, url, body), status, label, others);
    const lineId = (await as(recipient, 'GET', '/storefront/v1/cart')).json().data.lines[0].id;
    clean(
      await as(recipient, 'PATCH', `/storefront/v1/cart/lines/${lineId}`, { quantity: 1 }),
      200,
      'PATCH cart line',
      others,
    );
    const placed = await as(recipient, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      shippings: [{ recipient: asRecipient(RECIPIENT_DESTINATION) }],
    });
    clean(placed, 201, 'POST checkout', others);
    clean(
      await as(recipient, 'POST', `/storefront/v1/orders/${placed.json().data.id}/cancel`),
      200,
      'cancel own order',
      others,
    );
    clean(
      await as(recipient, 'POST', '/storefront/v1/cart/lines', { item_id: item.id, quantity: 1 }),
      201,
      'POST cart line',
      others,
    );
    clean(
      await as(
        recipient,
        'DELETE',
        `/storefront/v1/cart/lines/${(await as(recipient, 'GET', '/storefront/v1/cart')).json().data.lines[0].id}`,
      ),
      200,
      'DELETE cart line',
      others,
    );
    clean(await as(recipient, 'GET', '/storefront/v1/orders', undefined), 200, 'GET orders at the end', others);
    clean(await as(recipient, 'DELETE', '/storefront/v1/session'), 204, 'DELETE session', others);
  });

  it("the giver sees the gift and its status, never the recipient's data; another shopper sees neither", async () => {
    const notGivers = [RECIPIENT, RECIPIENT_DESTINATION, OTHER, OTHER_DESTINATION];
    const gift = await as(giver, 'GET', `/storefront/v1/orders/${namedGift}`);
    clean(gift, 200, 'giver: GET the accepted gift', notGivers);
    assert.equal(gift.json().data.gift_status, 'accepted');
    assert.deepEqual(gift.json().data.purchaser, GIVER, "the giver's own order shows the giver");
    clean(await as(giver, 'GET', '/storefront/v1/orders?limit=100'), 200, 'giver: GET orders', notGivers);
    clean(await as(giver, 'GET', '/storefront/v1/me'), 200, 'giver: GET me', notGivers);
    const received = gift.json().data.gift.accepted_order_id;
    clean(
      await as(giver, 'GET', `/storefront/v1/orders/${received}`),
      404,
      "giver: GET the recipient's order",
      notGivers,
    );

    const notOthers = [GIVER, GIVER_DESTINATION, RECIPIENT, RECIPIENT_DESTINATION];
    clean(await as(other, 'GET', '/storefront/v1/orders'), 200, 'other: GET orders', notOthers);
    for (const id of [namedGift, received, giverOrder])
      clean(await as(other, 'GET', `/storefront/v1/orders/${id}`), 404, `other: GET ${id}`, notOthers);
    clean(
      await as(other, 'POST', `/storefront/v1/gifts/${namedGift}/accept`, {
        recipient: asRecipient(OTHER_DESTINATION),
      }),
      404,
      'other: accept a gift naming someone else',
      notOthers,
    );
  });

  it("the shop's API shows the received order with the recipient as purchaser (read_orders_pii), the gift order with the giver", async () => {
    const token = await t.token(['read_orders', 'read_orders_pii']);
    const gift = (await t.get(`/v1/orders/${namedGift}`, token)).json().data;
    assert.deepEqual(gift.purchaser, GIVER);
    const received = await t.get(
      `/v1/orders/${(await as(giver, 'GET', `/storefront/v1/orders/${namedGift}`)).json().data.gift.accepted_order_id}`,
      token,
    );
    assert.equal(received.statusCode, 200, received.body);
    assert.deepEqual(leaked(received.body, [GIVER, GIVER_DESTINATION]), []);
    assert.deepEqual(received.json().data.purchaser, { ...asRecipient(RECIPIENT_DESTINATION), email: RECIPIENT.email });
  });

  it('repairs received orders written before the fix: migration 0420 makes the recipient their purchaser', async () => {
    const token = await t.token(['read_orders', 'read_orders_pii']);
    const receivedId = (await as(giver, 'GET', `/storefront/v1/orders/${namedGift}`)).json().data.gift
      .accepted_order_id;
    // As the earlier code wrote it: the giver's purchaser copied onto the received order.
    await t.ctx.database.transaction((tx) =>
      tx
        .updateTable('orders')
        .set({ purchaser: JSON.stringify(GIVER) })
        .where('id', '=', receivedId)
        .execute(),
    );
    assert.notDeepEqual(leaked((await t.get(`/v1/orders/${receivedId}`, token)).body, [GIVER]), []);
    await repairGiftPurchasers(t.ctx.database.migrationDb);
    const received = await t.get(`/v1/orders/${receivedId}`, token);
    assert.deepEqual(leaked(received.body, [GIVER, GIVER_DESTINATION]), []);
    assert.deepEqual(received.json().data.purchaser, { ...asRecipient(RECIPIENT_DESTINATION), email: RECIPIENT.email });
  });
});
