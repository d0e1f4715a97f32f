import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cancelAsStaff } from '../../src/orders/staff.ts';
import { updateShop } from '../../src/shop/service.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { resumeCheckout } from '../../src/storefront/checkout.ts';
import { placeOrder } from '../../src/storefront/place-order.ts';
import { storefrontServices } from '../../src/storefront/providers.ts';
import { BANK_TRANSFER_DAYS, CARD_CONFIRM_MINUTES } from '../../src/payments/stripe.ts';
import { sweepOverduePayments } from '../../src/storefront/stripe-webhooks.ts';
import { errorOf, startTestApp } from '../helpers/app.ts';
import { storageEnv } from '../helpers/db.ts';
import { runTenpo } from '../helpers/server.ts';
import {
  createStorefrontItem,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
  type TestShopper,
} from '../helpers/storefront.ts';
import { deliverStripeEvent, StripeStandIn } from '../helpers/stripe-stand-in.ts';
import { OPERATOR, SYSTEM } from '../../src/lib/actor.ts';

const WEBHOOK_SECRET = 'whsec_testsecret1234567890';
const PUBLISHABLE_KEY = 'pk_test_publishable123456';

describe('payments through Stripe (against a local stand-in of the Stripe API)', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let stripe: StripeStandIn;
  let shopId: string;
  let readToken: string;

  before(async () => {
    stripe = await StripeStandIn.start();
    t = await startTestApp({ STRIPE_API_BASE: stripe.apiBase });
    shopId = await t.newShop('Stripe shop');
    await t.ctx.database.transaction((tx) =>
      updateShop(
        tx,
        t.ctx.secrets,
        shopId,
        {},
        { secretKey: 'sk_test_secret123456789', publishableKey: PUBLISHABLE_KEY, webhookSecret: WEBHOOK_SECRET },
      ),
    );
    readToken = await t.token(['read_orders', 'read_items'], shopId);
  });
  after(async () => {
    await t.close();
    await stripe.close();
  });

  /** A shopper with one item (3 in stock before the order) in the cart, checked out through HTTP. */
  async function checkoutWith(method: string, headers: Record<string, string> = {}) {
    const item = await createStorefrontItem(t, { shopId, price: 1200, inventory: 3 });
    const shopper = await signInShopper(t, { shopId });
    await t.ctx.database.transaction((tx) => addCartLine(tx, shopper, { item_id: item.id, quantity: 1 }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/storefront/v1/checkout',
      headers: { authorization: `Shopper ${shopper.token}`, ...headers },
      payload: { payment_method: method, shippings: [{ recipient: TEST_RECIPIENT }] },
    });
    return { res, item, shopper };
  }

  function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET, shop = shopId) {
    return deliverStripeEvent(t, shop, event, secret);
  }

  async function orderOf(orderId: string) {
    const res = await t.get(`/v1/orders/${orderId}`, readToken);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { status: string } }>().data;
  }

  async function stockOf(itemId: string) {
    const res = await t.get(`/v1/items/${itemId}`, readToken);
    return res.json<{ data: { inventory: number } }>().data.inventory;
  }

  async function eventsOf(orderId: string, type: string) {
    const res = await t.get('/v1/events', readToken, { types: type, limit: '100' });
    return res
      .json<{ data: { data: { object: { id: string } } }[] }>()
      .data.filter((e) => e.data.object.id === orderId);
  }

  const cli = () => ({ ...storageEnv(t.storage), LOG_LEVEL: 'silent' });

  function shopperOrder(shopper: TestShopper, orderId: string) {
    return shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${orderId}`);
  }

  it('card: checkout answers the client secret and keeps the order init; payment_intent.succeeded makes it paid', async () => {
    const { res } = await checkoutWith('credit_card');
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json<{
      data: { id: string; status: string; total: { amount: number }; payment: Record<string, unknown> };
    }>().data;
    const pi = stripe.intentOf(order.id);
    assert.equal(order.status, 'init');
    assert.equal(order.payment.client_secret, pi.client_secret);
    assert.equal(order.payment.publishable_key, PUBLISHABLE_KEY);
    assert.deepEqual(
      { amount: pi.amount, currency: pi.currency, types: pi.allowed_payment_method_types, shop: pi.metadata.shop_id },
      { amount: order.total.amount, currency: 'jpy', types: ['card'], shop: shopId },
    );
    assert.equal(stripe.requests.find((r) => r.path === '/v1/payment_intents')?.idempotencyKey, order.id);

    const delivered = await deliver(stripe.succeed(pi.id));
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.equal(delivered.json<{ outcome: string }>().outcome, 'paid');
    assert.equal((await orderOf(order.id)).status, 'paid');
    assert.equal((await eventsOf(order.id, 'order.paid')).length, 1);
  });

  it('card: a declined attempt (payment_intent.payment_failed) leaves the order waiting for another card; another card pays it', async () => {
    const { res, item } = await checkoutWith('credit_card');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    assert.equal(await stockOf(item.id), 2);
    const pi = stripe.intentOf(orderId);
    const declined = await deliver(stripe.failCard(pi.id));
    assert.equal(declined.json<{ outcome: string }>().outcome, 'unchanged');
    assert.equal((await orderOf(orderId)).status, 'init', 'the shopper may confirm again with the same client secret');
    assert.equal(await stockOf(item.id), 2, 'its stock stays held');
    assert.equal((await deliver(stripe.succeed(pi.id))).json<{ outcome: string }>().outcome, 'paid');
    assert.equal((await orderOf(orderId)).status, 'paid');
  });

  it('card: declined and never confirmed again, the order is cancelled at its confirmation deadline, stock returned, intent withdrawn', async () => {
    const { res, item } = await checkoutWith('credit_card');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    const pi = stripe.intentOf(orderId);
    await deliver(stripe.failCard(pi.id));
    const later = new Date((pi.created + CARD_CONFIRM_MINUTES * 60 + 1) * 1000).toISOString();
    assert.ok((await sweepOverduePayments(t.ctx, storefrontServices(t.ctx).payments, later)) >= 1);
    assert.equal((await orderOf(orderId)).status, 'cancelled');
    assert.equal(await stockOf(item.id), 3);
    assert.equal(stripe.intents.get(pi.id)!.status, 'canceled', 'nobody can pay the cancelled order any more');
  });

  it('konbini: the answer and the shopper’s order carry the voucher and its deadline; paying at the store makes it paid', async () => {
    const { res, shopper } = await checkoutWith('convenience_store');
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json<{ data: { id: string; status: string; payment: any } }>().data;
    const pi = stripe.intentOf(order.id);
    const voucher = pi.next_action.konbini_display_details;
    assert.equal(order.status, 'init');
    assert.equal(pi.payment_method_options, undefined, 'only documented fields are answered');
    assert.equal(order.payment.due_at, new Date(voucher.expires_at * 1000).toISOString());
    assert.equal(order.payment.konbini.hosted_voucher_url, voucher.hosted_voucher_url);
    assert.equal(order.payment.konbini.stores.lawson.payment_code, voucher.stores.lawson.payment_code);
    assert.equal(order.payment.client_secret, undefined, 'the voucher is confirmed by Tenpo, not the browser');
    const view = (await shopperOrder(shopper, order.id)).json<{ data: { payment: unknown } }>().data;
    assert.deepEqual(view.payment, {
      due_at: order.payment.due_at,
      konbini: order.payment.konbini,
      bank_transfer: null,
    });

    await deliver(stripe.succeed(pi.id));
    assert.equal((await orderOf(order.id)).status, 'paid');
    const paidView = (await shopperOrder(shopper, order.id)).json<{ data: { payment: unknown } }>().data;
    assert.deepEqual(paidView.payment, { due_at: null, konbini: null, bank_transfer: null });
  });

  it('konbini: an expired voucher cancels the order and returns its stock', async () => {
    const { res, item } = await checkoutWith('convenience_store');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    assert.equal(await stockOf(item.id), 2);
    const delivered = await deliver(stripe.expire(stripe.intentOf(orderId).id));
    assert.equal(delivered.json<{ outcome: string }>().outcome, 'cancelled');
    assert.equal((await orderOf(orderId)).status, 'cancelled');
    assert.equal(await stockOf(item.id), 3);
    assert.equal((await eventsOf(orderId, 'order.cancelled')).length, 1);
  });

  it('bank transfer: the answer carries the account to transfer to; the funded intent makes the order paid', async () => {
    const { res } = await checkoutWith('bank_transfer');
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json<{ data: { id: string; status: string; total: { amount: number }; payment: any } }>().data;
    const pi = stripe.intentOf(order.id);
    const zengin = pi.next_action.display_bank_transfer_instructions.financial_addresses[0].zengin;
    assert.equal(order.status, 'init');
    assert.ok(stripe.customers.has(pi.customer), 'a customer balance intent has its customer');
    assert.equal(order.payment.bank_transfer.account_number, zengin.account_number);
    assert.equal(order.payment.bank_transfer.bank_name, zengin.bank_name);
    assert.equal(order.payment.bank_transfer.amount_remaining, order.total.amount);

    assert.equal((await deliver(stripe.succeed(pi.id))).json<{ outcome: string }>().outcome, 'paid');
    assert.equal((await orderOf(order.id)).status, 'paid');
  });

  it('a bank transfer past its deadline is withdrawn at Stripe and its order cancelled, stock returned', async () => {
    const { res, item } = await checkoutWith('bank_transfer');
    const order = res.json<{ data: { id: string; payment: { due_at: string } } }>().data;
    const pi = stripe.intentOf(order.id);
    assert.equal(order.payment.due_at, new Date((pi.created + BANK_TRANSFER_DAYS * 86_400) * 1000).toISOString());
    const services = storefrontServices(t.ctx);
    assert.equal(
      await sweepOverduePayments(t.ctx, services.payments, order.payment.due_at),
      0,
      'not before its deadline',
    );
    const later = new Date(Date.parse(order.payment.due_at) + 1000).toISOString();
    assert.ok((await sweepOverduePayments(t.ctx, services.payments, later)) >= 1);
    assert.equal(stripe.intents.get(pi.id)!.status, 'canceled');
    assert.equal((await orderOf(order.id)).status, 'cancelled');
    assert.equal(await stockOf(item.id), 3);
  });

  it('a card paid at Stripe whose event was lost is made paid by the deadline sweep, not cancelled', async () => {
    const { res } = await checkoutWith('credit_card');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    const pi = stripe.intentOf(orderId);
    stripe.succeed(pi.id); // the event never reaches Tenpo
    const later = new Date((pi.created + CARD_CONFIRM_MINUTES * 60 + 1) * 1000).toISOString();
    await sweepOverduePayments(t.ctx, storefrontServices(t.ctx).payments, later);
    assert.equal((await orderOf(orderId)).status, 'paid');
    assert.equal(stripe.intents.get(pi.id)!.status, 'succeeded');
  });

  it('cancelling a paid order refunds it through Stripe, once', async () => {
    const { res, item, shopper } = await checkoutWith('credit_card');
    const order = res.json<{ data: { id: string; total: { amount: number } } }>().data;
    const pi = stripe.intentOf(order.id);
    const succeeded = stripe.succeed(pi.id);
    await deliver(succeeded);
    const cancelled = await shopperRequest(t, shopper.token, 'POST', `/storefront/v1/orders/${order.id}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json<{ data: { status: string } }>().data.status, 'cancelled');
    assert.equal(await stockOf(item.id), 3);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === pi.id);
    assert.deepEqual(
      refunds.map((r) => r.amount),
      [order.total.amount],
    );
    // Stripe delivers at least once: the payment's event again asks for the same refund, which Stripe answers again.
    assert.equal((await deliver(succeeded)).json<{ outcome: string }>().outcome, 'refunded');
    assert.equal([...stripe.refunds.values()].filter((r) => r.payment_intent === pi.id).length, 1);
  });

  it('a declined gift refunds its giver through Stripe', async () => {
    const item = await createStorefrontItem(t, { shopId, price: 2000, inventory: 3 });
    const giver = await signInShopper(t, { shopId });
    const recipient = await signInShopper(t, { shopId });
    await t.ctx.database.transaction((tx) => addCartLine(tx, giver, { item_id: item.id, quantity: 1 }));
    const res = await shopperRequest(t, giver.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      gift: { recipient_line_user_id: recipient.lineUserId },
    });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json<{ data: { id: string; total: { amount: number } } }>().data;
    const pi = stripe.intentOf(order.id);
    await deliver(stripe.succeed(pi.id));
    const declined = await shopperRequest(t, recipient.token, 'POST', `/storefront/v1/gifts/${order.id}/decline`);
    assert.equal(declined.statusCode, 204, declined.body);
    assert.equal((await orderOf(order.id)).status, 'cancelled');
    assert.deepEqual(
      [...stripe.refunds.values()].filter((r) => r.payment_intent === pi.id).map((r) => r.amount),
      [order.total.amount],
    );
  });

  it('cancelling an order still awaiting its konbini payment withdraws the voucher (no refund)', async () => {
    const { res, shopper } = await checkoutWith('convenience_store');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    const cancelled = await shopperRequest(t, shopper.token, 'POST', `/storefront/v1/orders/${orderId}/cancel`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const pi = stripe.intentOf(orderId);
    assert.equal(pi.status, 'canceled');
    assert.equal([...stripe.refunds.values()].filter((r) => r.payment_intent === pi.id).length, 0);
  });

  it('staff cancelling an order still awaiting its konbini payment withdraws the voucher (no refund)', async () => {
    const { res } = await checkoutWith('convenience_store');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    const { order, refund } = await cancelAsStaff(
      t.ctx.database,
      storefrontServices(t.ctx).payments,
      shopId,
      orderId,
      OPERATOR,
      'refund test',
    );
    assert.equal(order.status, 'cancelled');
    assert.equal(refund, null);
    const pi = stripe.intentOf(orderId);
    assert.equal(pi.status, 'canceled', 'nobody can pay the cancelled order any more');
    assert.equal([...stripe.refunds.values()].filter((r) => r.payment_intent === pi.id).length, 0);
  });

  it('a replayed webhook changes nothing and records no second event', async () => {
    const { res } = await checkoutWith('credit_card');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    const event = stripe.succeed(stripe.intentOf(orderId).id);
    assert.equal((await deliver(event)).json<{ outcome: string }>().outcome, 'paid');
    const before = await orderOf(orderId);
    const again = await deliver(event);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json<{ outcome: string }>().outcome, 'unchanged');
    assert.deepEqual(await orderOf(orderId), before);
    assert.equal((await eventsOf(orderId, 'order.paid')).length, 1);
  });

  it('a forged or altered webhook is refused with 400 and changes nothing', async () => {
    const { res } = await checkoutWith('credit_card');
    const orderId = res.json<{ data: { id: string } }>().data.id;
    const event = stripe.succeed(stripe.intentOf(orderId).id);

    const forged = await deliver(event, 'whsec_notthesecret12345');
    assert.equal(forged.statusCode, 400);
    assert.equal(errorOf(forged).code, 'invalid_request');

    const { header } = StripeStandIn.signed(event, WEBHOOK_SECRET);
    const altered = await t.app.inject({
      method: 'POST',
      url: `/stripe/webhooks/${shopId}`,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    assert.equal(altered.statusCode, 400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/stripe/webhooks/${shopId}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    assert.equal(unsigned.statusCode, 400);
    assert.equal(errorOf(unsigned).code, 'invalid_request');
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/stripe/webhooks/${shopId}`,
      headers: { 'content-type': 'text/plain', 'stripe-signature': header },
      payload: JSON.stringify(event),
    });
    assert.equal(notJson.statusCode, 415);
    assert.equal(errorOf(notJson).code, 'unsupported_media_type');
    // Another shop's endpoint (no Stripe keys there) does not exist.
    assert.equal((await deliver(event, WEBHOOK_SECRET, t.shopId)).statusCode, 404);

    assert.equal((await orderOf(orderId)).status, 'init');
    assert.equal((await eventsOf(orderId, 'order.paid')).length, 0);
  });

  it('event types Tenpo does not act on are answered 200 and ignored', async () => {
    const res = await deliver(stripe.event('charge.updated', { id: 'ch_1', object: 'charge' }));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json<{ outcome: string }>().outcome, 'ignored');
  });

  it('a checkout resumed after a crash, and a webhook arriving before its last step, never create a second PaymentIntent', async () => {
    const item = await createStorefrontItem(t, { shopId, price: 1500, inventory: 3 });
    const shopper = await signInShopper(t, { shopId });
    await t.ctx.database.transaction((tx) => addCartLine(tx, shopper, { item_id: item.id, quantity: 1 }));
    const services = storefrontServices(t.ctx);
    // Step 1 committed, then the charge was asked and the process died before step 3.
    const placed = await t.ctx.database.transaction((tx) =>
      placeOrder(tx, shopper, { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] }),
    );
    const first = await services.payments.charge({
      shopId,
      method: 'credit_card',
      amount: placed.amount,
      orderId: placed.orderId,
      idempotencyKey: placed.orderId,
      payer: placed.payer,
    });
    assert.equal(first.outcome, 'awaiting_payment');
    // The shopper paid, and Stripe's event arrives while the order is still pending.
    const event = stripe.succeed(stripe.intentOf(placed.orderId).id);
    assert.equal((await deliver(event)).statusCode, 200);
    assert.equal((await orderOf(placed.orderId)).status, 'paid');
    // The sweeper's resumption finds nothing left to do.
    assert.deepEqual(await resumeCheckout(t.ctx.database, services, SYSTEM, shopId, placed.orderId), {
      outcome: 'not_pending',
    });

    const created = [...stripe.intents.values()].filter((i) => i.metadata.order_id === placed.orderId);
    assert.equal(created.length, 1, 'one PaymentIntent for the order');
    const asked = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === placed.orderId,
    );
    assert.equal(asked.length, 2, 'asked twice with the same key');
    assert.equal((await eventsOf(placed.orderId, 'order.paid')).length, 1);
  });

  it('a checkout retried with its Idempotency-Key replays its answer and creates no second PaymentIntent', async () => {
    const key = crypto.randomUUID();
    const { res, shopper } = await checkoutWith('credit_card', { 'idempotency-key': key });
    const again = await t.app.inject({
      method: 'POST',
      url: '/storefront/v1/checkout',
      headers: { authorization: `Shopper ${shopper.token}`, 'idempotency-key': key },
      payload: { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] },
    });
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replay'], 'true');
    assert.equal(again.body, res.body);
    const orderId = res.json<{ data: { id: string } }>().data.id;
    assert.equal([...stripe.intents.values()].filter((i) => i.metadata.order_id === orderId).length, 1);
  });

  it('Stripe unreachable at checkout: 503 and no order shown; the retry with its Idempotency-Key completes it with one PaymentIntent', async () => {
    const key = crypto.randomUUID();
    stripe.down = true;
    const { res: first, shopper } = await checkoutWith('credit_card', { 'idempotency-key': key }).finally(() => {
      stripe.down = false;
    });
    assert.equal(first.statusCode, 503, first.body);
    assert.equal(errorOf(first).code, 'service_unavailable');
    const listed = await shopperRequest(t, shopper.token, 'GET', '/storefront/v1/orders');
    assert.equal(listed.json<{ data: unknown[] }>().data.length, 0, 'the pending order is shown to nobody');

    const retried = await t.app.inject({
      method: 'POST',
      url: '/storefront/v1/checkout',
      headers: { authorization: `Shopper ${shopper.token}`, 'idempotency-key': key },
      payload: { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] },
    });
    assert.equal(retried.statusCode, 201, retried.body);
    const order = retried.json<{ data: { id: string; status: string; payment: { client_secret?: string } } }>().data;
    assert.equal(order.status, 'init');
    const intents = [...stripe.intents.values()].filter((i) => i.metadata.order_id === order.id);
    assert.equal(intents.length, 1);
    assert.equal(order.payment.client_secret, intents[0]!.client_secret);
  });

  it('a shop without Stripe keys keeps paying through the simulated processor', async () => {
    const item = await createStorefrontItem(t, { price: 800 });
    const shopper = await signInShopper(t);
    await t.ctx.database.transaction((tx) => addCartLine(tx, shopper, { item_id: item.id, quantity: 1 }));
    const res = await shopperRequest(t, shopper.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      shippings: [{ recipient: TEST_RECIPIENT }],
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json<{ data: { status: string } }>().data.status, 'paid');
    assert.equal([...stripe.intents.values()].filter((i) => i.metadata.order_id === res.json<any>().data.id).length, 0);
  });

  it('tenpo shops update sets the Stripe keys sealed, shows only that secrets are set, and clears them', async () => {
    const shop = await t.newShop('CLI shop');
    const set = await runTenpo(
      [
        'shops',
        'update',
        shop,
        '--stripe-secret-key',
        'sk_test_clisecret12345678',
        '--stripe-publishable-key',
        'pk_test_clipublic12345678',
        '--stripe-webhook-secret',
        'whsec_cliwebhook12345678',
        '--json',
      ],
      cli(),
    );
    assert.equal(set.code, 0, set.stderr);
    assert.deepEqual(JSON.parse(set.stdout).stripe, {
      secret_key: 'set',
      publishable_key: 'pk_test_clipublic12345678',
      webhook_secret: 'set',
    });
    assert.ok(!set.stdout.includes('sk_test_clisecret') && !set.stdout.includes('whsec_cliwebhook'));
    const stored = await t.ctx.db.selectFrom('shops').selectAll().where('id', '=', shop).executeTakeFirstOrThrow();
    assert.ok(!stored.stripe_secret_key!.includes('sk_test') && !stored.stripe_webhook_secret!.includes('whsec_'));

    const refused = await runTenpo(['shops', 'update', shop, '--stripe-secret-key', 'pk_test_wrongkind123'], cli());
    assert.notEqual(refused.code, 0);
    assert.match(refused.stderr, /stripe-secret-key/);

    const cleared = await runTenpo(['shops', 'update', shop, '--clear-stripe', '--json'], cli());
    assert.deepEqual(JSON.parse(cleared.stdout).stripe, {
      secret_key: null,
      publishable_key: null,
      webhook_secret: null,
    });
  });
});
