import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory } from '../helpers/catalog.ts';
import { listenTestApp, signedInStaff, unescapeHtml } from '../helpers/console.ts';
import { finishedJob, sendImport } from '../helpers/jobs.ts';
import { runTenpo } from '../helpers/server.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { sweepPendingCheckouts } from '../../src/storefront/checkout.ts';
import { placeOrder } from '../../src/storefront/place-order.ts';
import { storefrontServices } from '../../src/storefront/providers.ts';
import { createStorefrontItem, placeTestOrder, signInShopper, TEST_RECIPIENT } from '../helpers/storefront.ts';
import { orderActions } from '../../src/orders/actions.ts';
import type { Scope } from '../../src/lib/scopes.ts';

/*
 * The audit trail (DECISIONS.md section 9): every event names its actor (client, staff, operator,
 * shopper, system) with its id; staff and operator cancellations carry their reason; the console's
 * order history lists every actor's action, apps by name.
 */

const READ_ALL: Scope[] = ['read_orders', 'read_orders_pii', 'read_items', 'read_customers'];

/** The page's text without tags, entities decoded: what a reader sees. */
const visible = (page: string) => unescapeHtml(page.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('every event carries its actor; staff give reasons; the order history names them', () => {
  let t: TestApp;
  let origin: string;
  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
  });
  after(() => t.close());

  /** A shop of its own with a reader of its events (walking from the last call) and an app that writes. */
  async function shop() {
    const shopId = await t.newShop();
    const reader = await t.token(READ_ALL, shopId);
    const app = await t.client(['write_shipping', 'write_items', 'read_items'], { shopId });
    let cursor: string | undefined;
    const events = async (): Promise<any[]> => {
      const res = await t.get('/v1/events', reader, { limit: '100', ...(cursor ? { after: cursor } : {}) });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as any[];
      if (data.length) cursor = data.at(-1).id;
      return data;
    };
    return { shopId, reader, app, events };
  }
  const actorsOf = (events: any[]) => events.map((e) => [e.type, e.actor.type, e.actor.id]);
  const env = () => ({
    DATA_DIR: t.config.dataDir,
    LOG_LEVEL: 'silent',
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
  });

  test('shopper checkout, an app, staff in the console, the operator at the CLI: each event names who', async () => {
    const s = await shop();
    const placed = await placeTestOrder(t, { shopId: s.shopId, paymentMethod: 'bank_transfer' });
    const customerId = placed.shopper.customerId;
    const checkout = await s.events();
    // The item's creation is the test fixture's (an app of the test); from checkout on, the shopper's.
    const fromCheckout = checkout.slice(checkout.findIndex((e) => e.type === 'order.created'));
    assert.equal(fromCheckout[0].type, 'order.created');
    assert.ok(fromCheckout.some((e) => e.type === 'customer.updated'));
    assert.deepEqual(
      actorsOf(fromCheckout),
      fromCheckout.map((e) => [e.type, 'shopper', customerId]),
    );
    assert.ok(
      fromCheckout.every((e) => !('reason' in e.data)),
      'no reason where none was given',
    );

    // The operator records the payment at the CLI.
    const paid = await runTenpo(['orders', 'record-payment', placed.orderId, '--shop', s.shopId], env());
    assert.equal(paid.code, 0, paid.stderr);
    assert.deepEqual(actorsOf(await s.events()), [['order.paid', 'operator', null]]);

    // An app moves the shipping.
    const order = (await t.get(`/v1/orders/${placed.orderId}`, s.reader)).json().data;
    const shippingId = order.shippings[0].order_shipping_id;
    const moved = await t.post(`/v1/orders/${placed.orderId}/shippings/${shippingId}/status`, s.app.token, {
      status: 'preparing',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual(actorsOf(await s.events()), [['shipping.status_changed', 'client', s.app.clientId]]);

    // Staff cancel in the console: a reason is required, then kept on the event.
    const { agent, login } = await signedInStaff(t, origin, { shopId: s.shopId, role: 'staff' });
    const confirm = await (await agent.get(`/console/orders/${placed.orderId}/cancel`)).text();
    assert.match(confirm, /<textarea name="reason" required maxlength="500"/);
    const action = `/console/orders/${placed.orderId}/cancel`;
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      const refused = await agent.submit(confirm, action, { reason });
      assert.equal(refused.status, 400, `reason ${JSON.stringify(reason.slice(0, 5))}`);
      assert.match(visible(await refused.text()), /reason/);
    }
    assert.deepEqual(await s.events(), [], 'a refused cancellation records nothing');
    assert.equal((await t.get(`/v1/orders/${placed.orderId}`, s.reader)).json().data.status, 'paid');
    const reason = '在庫切れのためキャンセル (out of stock)';
    assert.equal((await agent.submit(confirm, action, { reason: `  ${reason} ` })).status, 303);
    const cancelled = await s.events();
    assert.deepEqual(
      actorsOf(cancelled).map(([type, ...actor]) => [type, ...actor]),
      cancelled.map((e) => [e.type, 'staff', login.staffId]),
    );
    const orderCancelled = cancelled.find((e) => e.type === 'order.cancelled');
    assert.equal(orderCancelled.data.reason, reason, 'the reason, trimmed, on order.cancelled');
    assert.ok(
      cancelled.filter((e) => e.type !== 'order.cancelled').every((e) => !('reason' in e.data)),
      'only the order.cancelled event carries it',
    );

    // The order's history: every action with its actor, the app by name, the reason.
    const actions = await orderActions(t.ctx.db, s.shopId, placed.orderId);
    assert.deepEqual(
      actions.map((a) => [a.action, a.actor.type, a.reason]),
      [
        ['order.created', 'shopper', null],
        ['record_payment', 'operator', null],
        ['shipping.status_changed', 'client', null],
        ['cancel', 'staff', reason],
      ],
    );
    const page = visible(await (await agent.get(`/console/orders/${placed.orderId}`)).text());
    assert.match(page, /Shopper .*Order placed/);
    assert.match(page, /Operator \(command line\) .*Payment recorded/);
    assert.match(page, new RegExp(`App: test write_shipping write_items read_items .*Shipping status changed`));
    assert.doesNotMatch(page, new RegExp(`${s.app.clientId}`), "the app's name, not its id");
    assert.match(page, new RegExp(`Order cancelled Reason: ${reason.replace(/[()]/g, '\\$&')}`));
  });

  test('the operator must give a reason at the CLI; the system sweeps checkouts and finishes jobs; an import is its app', async () => {
    const s = await shop();
    const placed = await placeTestOrder(t, { shopId: s.shopId, paymentMethod: 'bank_transfer' });
    await s.events();
    const refused = await runTenpo(['orders', 'cancel', placed.orderId, '--shop', s.shopId], env());
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /reason/);
    const ok = await runTenpo(
      ['orders', 'cancel', placed.orderId, '--shop', s.shopId, '--reason', 'duplicate order'],
      env(),
    );
    assert.equal(ok.code, 0, ok.stderr);
    const cancelled = await s.events();
    assert.ok(cancelled.every((e) => e.actor.type === 'operator' && e.actor.id === null));
    assert.equal(cancelled.find((e) => e.type === 'order.cancelled').data.reason, 'duplicate order');

    // A checkout whose request died after placing its order: the sweeper (the system) completes it.
    const shopper = await signInShopper(t, { shopId: s.shopId });
    const item = await createStorefrontItem(t, { shopId: s.shopId, price: 800 });
    await t.ctx.database.transaction((tx) =>
      addCartLine(tx, shopper, { item_id: item.id, variant_id: null, option_choice_ids: [], quantity: 1 }),
    );
    const pending = await t.ctx.database.transaction((tx) =>
      placeOrder(tx, shopper, { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] }),
    );
    await s.events();
    assert.ok((await sweepPendingCheckouts(t.ctx.database, storefrontServices(t.ctx), 0)) >= 1);
    const swept = (await s.events()).filter((e) => e.data.object.id === pending.orderId);
    assert.deepEqual(actorsOf(swept), [
      ['order.created', 'system', null],
      ['order.paid', 'system', null],
    ]);
    assert.deepEqual(
      (await orderActions(t.ctx.db, s.shopId, pending.orderId)).map((a) => [a.action, a.actor.type]),
      [
        ['order.created', 'system'],
        ['order.paid', 'system'],
      ],
    );

    // An import's rows are its app's changes; the job's end is the system's.
    const category = await createTestCategory(t, { shopId: s.shopId });
    const header =
      'sku,name,category_id,description,price.amount,price.currency,tax_rate,inventory,cancellation.enabled,cancellation.cancel_by';
    const started = await sendImport(
      t,
      '/v1/items/imports',
      s.app.token,
      `${header}\nACT-1,Beans,${category.id},Dark,1200,JPY,8,3,false,\n`,
    );
    await finishedJob(t, s.app.token, started.json().data.id);
    assert.deepEqual(actorsOf(await s.events()), [
      ['item.created', 'client', s.app.clientId],
      ['job.finished', 'system', null],
    ]);
  });
});
