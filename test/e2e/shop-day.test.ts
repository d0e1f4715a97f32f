import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { updateShop } from '../../src/shop/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInStaff, type ConsoleAgent } from '../helpers/console.ts';
import { lineIdToken, startLineStandIn } from '../helpers/line-login.ts';
import { carrierOf } from '../helpers/orders.ts';
import { createStorefrontItem, shopperRequest, TEST_PROFILE, TEST_RECIPIENT } from '../helpers/storefront.ts';
import { deliverStripeEvent, StripeStandIn } from '../helpers/stripe-stand-in.ts';

const CHANNEL_ID = '2000000001';
const CHANNEL_SECRET = 'fedcba9876543210fedcba9876543210';
const WEBHOOK_SECRET = 'whsec_shopday1234567890';

/**
 * A day of a shop, end to end through its public faces: shoppers sign in with LINE and pay through
 * Stripe (both played by local stand-ins), staff work in the console, and an integrator follows
 * every step through GET /v1/orders and GET /v1/events.
 */
describe('a shop day: LINE sign-in, Stripe card and konbini, staff shipping and cancelling in the console, an integrator following', () => {
  let t: TestApp;
  let origin: string;
  let stripe: StripeStandIn;
  let line: Awaited<ReturnType<typeof startLineStandIn>>;

  before(async () => {
    stripe = await StripeStandIn.start();
    line = await startLineStandIn();
    t = await startTestApp({ STRIPE_API_BASE: stripe.apiBase, LINE_JWKS_URL: line.url });
    origin = await listenTestApp(t);
  });
  after(async () => {
    await t?.close();
    await stripe?.close();
    await line?.close();
  });

  it('every step is visible to the integrator, in order, with the staff member’s work', async () => {
    const shopId = await t.newShop('Shop day');
    await t.ctx.database.transaction((tx) =>
      updateShop(
        tx,
        t.ctx.secrets,
        shopId,
        { line_channel_id: CHANNEL_ID, line_channel_secret: CHANNEL_SECRET },
        {
          secretKey: 'sk_test_shopday123456789',
          publishableKey: 'pk_test_shopday123456',
          webhookSecret: WEBHOOK_SECRET,
        },
      ),
    );
    const item = await createStorefrontItem(t, { shopId, price: 1500, inventory: 5 });
    const integrator = await t.token(['read_orders', 'read_orders_pii'], shopId);

    // The integrator's feed: every event after the last one read.
    let cursor: string | undefined;
    const newEvents = async () => {
      const res = await t.get('/v1/events', integrator, { limit: '100', ...(cursor ? { after: cursor } : {}) });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as { id: string; type: string; data: { object: Record<string, any> } }[];
      if (data.length) cursor = data.at(-1)!.id;
      // Orders name themselves (id), trackings their order, shippings themselves.
      // A shipping event is about its shipping (it names its order too); the others about their order, or themselves.
      const about = (o: Record<string, any>) =>
        (o.status !== undefined && o.order_shipping_id ? o.order_shipping_id : (o.order_id ?? o.id)) as string;
      return data.map((e) => [e.type, about(e.data.object)]);
    };
    const apiOrder = async (id: string) => {
      const res = await t.get(`/v1/orders/${id}`, integrator);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data;
    };

    /** A shopper signs in with a LINE ID token (ES256, LINE's key), fills the cart and checks out. */
    async function shopperBuys(sub: string, name: string, method: 'credit_card' | 'convenience_store') {
      const session = await t.app.inject({
        method: 'POST',
        url: `/storefront/v1/shops/${shopId}/session`,
        payload: {
          id_token: await lineIdToken({
            channelId: CHANNEL_ID,
            key: line.privateKey,
            sub,
            claims: { name, email: `${sub.toLowerCase()}@example.jp` },
          }),
        },
      });
      assert.equal(session.statusCode, 201, session.body);
      const token = session.json().data.token as string;
      // LINE gives a name and an e-mail; the shopper adds what delivery needs.
      const { tel, postal_code, address } = TEST_PROFILE;
      const profile = await shopperRequest(t, token, 'PATCH', '/storefront/v1/me', { tel, postal_code, address });
      assert.equal(profile.statusCode, 200, profile.body);
      const added = await shopperRequest(t, token, 'POST', '/storefront/v1/cart/lines', {
        item_id: item.id,
        quantity: 1,
      });
      assert.equal(added.statusCode, 201, added.body);
      const placed = await shopperRequest(t, token, 'POST', '/storefront/v1/checkout', {
        payment_method: method,
        shippings: [{ recipient: TEST_RECIPIENT }],
      });
      assert.equal(placed.statusCode, 201, placed.body);
      const order = placed.json().data as { id: string; number: number; status: string };
      assert.equal(order.status, 'init', 'Stripe answers later');
      return order;
    }
    const stripePays = async (orderId: string) => {
      const res = await deliverStripeEvent(t, shopId, stripe.succeed(stripe.intentOf(orderId).id), WEBHOOK_SECRET);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().outcome, 'paid');
    };

    // Morning: one shopper pays by card, another by konbini (paid at the store in the afternoon).
    const card = await shopperBuys('Ushopdaycard000000000000000001', 'Taro Yamada', 'credit_card');
    await stripePays(card.id);
    const konbini = await shopperBuys('Ushopdaykonbini00000000000001', 'Hanako Sato', 'convenience_store');
    assert.equal((await apiOrder(konbini.id)).status, 'init');
    await stripePays(konbini.id);
    assert.deepEqual(await newEvents(), [
      ['order.created', card.id],
      ['order.paid', card.id],
      ['order.created', konbini.id],
      ['order.paid', konbini.id],
    ]);
    const listed = (await t.get('/v1/orders', integrator, { status: 'paid' })).json().data as any[];
    assert.deepEqual(listed.map((o) => o.id).sort(), [card.id, konbini.id].sort());
    assert.equal(listed.find((o) => o.id === card.id).purchaser.last_name, 'Yamada', 'with read_orders_pii');

    // Afternoon: staff find the card order by its number and ship it with a tracking number.
    const { agent: staff, login } = await signedInStaff(t, origin, { shopId, role: 'staff' });
    const found = await (await staff.get(`/console/orders?number=${encodeURIComponent(`#${card.number}`)}`)).text();
    const links = [...found.matchAll(/<a href="(\/console\/orders\/[^"]+)">#(\d+)<\/a>/g)];
    assert.deepEqual(
      links.map((m) => [m[1], Number(m[2])]),
      [[`/console/orders/${card.id}`, card.number]],
    );
    const shippingId = (await apiOrder(card.id)).shippings[0].order_shipping_id as string;
    let page = await (await staff.get(`/console/orders/${card.id}`)).text();
    page = await submitted(staff, page, `/console/orders/${card.id}/shippings/${shippingId}/status`, {
      to: 'preparing',
    });
    page = await submitted(staff, page, `/console/orders/${card.id}/trackings`, {
      carrier_id: await carrierOf(t, shopId),
      tracking_number: '4321-8765-0001',
    });
    await submitted(staff, page, `/console/orders/${card.id}/shippings/${shippingId}/status`, { to: 'shipped' });

    const shipped = await apiOrder(card.id);
    assert.equal(shipped.status, 'fulfilled');
    assert.equal(shipped.shippings[0].status, 'shipped');
    assert.equal(shipped.shippings[0].trackings[0].tracking_number, '4321-8765-0001');
    assert.deepEqual(await newEvents(), [
      ['shipping.status_changed', shippingId],
      ['tracking.registered', card.id],
      ['shipping.status_changed', shippingId],
      ['order.fulfilled', card.id],
    ]);

    // The konbini shopper asks to cancel: staff cancel it, and the money goes back through Stripe.
    const confirm = await (await staff.get(`/console/orders/${konbini.id}/cancel`)).text();
    const cancelled = await submitted(staff, confirm, `/console/orders/${konbini.id}/cancel`, {
      reason: 'お客様のご都合によるキャンセル',
    });
    assert.match(cancelled, /Refunded/);
    const refunds = [...stripe.refunds.values()];
    assert.deepEqual(
      refunds.map((r) => [r.payment_intent, r.amount]),
      [[stripe.intentOf(konbini.id).id, (await apiOrder(konbini.id)).total.amount]],
      'one refund of the whole konbini payment',
    );
    assert.equal((await apiOrder(konbini.id)).status, 'cancelled');
    assert.deepEqual(await newEvents(), [['order.cancelled', konbini.id]]);
    // The integrator sees who cancelled it and why.
    const why = (await t.get('/v1/events', integrator, { object_id: konbini.id, types: 'order.cancelled' })).json()
      .data as { actor: { type: string; id: string | null }; data: { reason?: string } }[];
    assert.deepEqual(
      why.map((e) => [e.actor.type, e.data.reason]),
      [['staff', 'お客様のご都合によるキャンセル']],
    );

    // The integrator's incremental sync sees both orders once, in their final state.
    const sync = (await t.get('/v1/orders', integrator, { updated_since: '2000-01-01T00:00:00Z' })).json()
      .data as any[];
    assert.deepEqual(
      sync.map((o) => [o.id, o.status]),
      [
        [card.id, 'fulfilled'],
        [konbini.id, 'cancelled'],
      ],
    );
    // Evening: an unpaid konbini order is cancelled; its voucher is withdrawn at Stripe and nothing is refunded.
    const unpaid = await shopperBuys('Ushopdayunpaid0000000000000001', 'Jiro Suzuki', 'convenience_store');
    const unpaidConfirm = await (await staff.get(`/console/orders/${unpaid.id}/cancel`)).text();
    assert.match(unpaidConfirm, /Nothing has been paid yet, so nothing is refunded\./);
    await submitted(staff, unpaidConfirm, `/console/orders/${unpaid.id}/cancel`, {
      reason: '期限までにお支払いがないため',
    });
    assert.equal(stripe.intentOf(unpaid.id).status, 'canceled', 'nobody can pay the cancelled order any more');
    assert.equal(stripe.refunds.size, 1, 'nothing was paid, so nothing more is refunded');
    assert.deepEqual(await newEvents(), [
      ['order.created', unpaid.id],
      ['order.cancelled', unpaid.id],
    ]);

    // And the console's history says who did each step.
    const history = await (await staff.get(`/console/orders/${card.id}`)).text();
    assert.equal(history.split(`(${login.email})`).length - 1, 3, 'three actions by this staff member');
  });
});

/** Submits a form of a console page and answers the page its redirect leads to (the order, with its message). */
async function submitted(agent: ConsoleAgent, page: string, action: string, fields: Record<string, string> = {}) {
  const res = await agent.submit(page, action, fields);
  assert.equal(res.status, 303, `${action}: ${await res.clone().text()}`);
  return (await agent.get(res.headers.get('location')!)).text();
}
