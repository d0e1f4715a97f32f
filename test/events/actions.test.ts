import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { listenTestApp, signedInAgent } from '../helpers/console.ts';
import { finishedJob, sendImport } from '../helpers/jobs.ts';
import { carrierOf } from '../helpers/orders.ts';
import { runTenpo } from '../helpers/server.ts';
import {
  createStorefrontItem,
  placeTestOrder,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
} from '../helpers/storefront.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { markOrderPaid } from '../../src/orders/lifecycle.ts';
import type { Scope } from '../../src/lib/scopes.ts';
import { OPERATOR } from '../../src/lib/actor.ts';

/*
 * Each action of the API, the storefront, the console and the CLI records exactly its events, in the
 * action's own transaction (in commit order), each object as the resource's endpoint shows it; a
 * refused write records nothing. Every test runs in a shop of its own, so the events after a cursor
 * are the action's.
 */

const READ_ALL: Scope[] = [
  'read_orders',
  'read_orders_pii',
  'read_items',
  'read_customers',
  'read_customers_pii',
  'write_inflow_routes',
];

describe('every change records its events', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  /** A shop with a reader of every event type (personal data included) and a writer of every resource. */
  async function shop() {
    const shopId = await t.newShop();
    const reader = await t.token(READ_ALL, shopId);
    const writer = await t.token(['write_items', 'write_shipping', 'write_inflow_routes', 'read_items'], shopId);
    let cursor: string | undefined;
    /** The events recorded since the last call, oldest first. */
    const events = async (token = reader): Promise<any[]> => {
      const res = await t.get('/v1/events', token, { limit: '100', ...(cursor ? { after: cursor } : {}) });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as any[];
      if (token === reader && data.length) cursor = data.at(-1).id;
      return data;
    };
    return { shopId, reader, writer, events };
  }
  const typesOf = (events: any[]) => events.map((e) => e.type);

  test('items: POST records item.created; PATCH item.updated (and item.archived when it archives); variants item.updated; a refused edit nothing', async () => {
    const s = await shop();
    const category = await createTestCategory(t, { shopId: s.shopId });
    const item = await createTestItem(t, s.writer, { category_id: category.id });
    const [created] = await s.events();
    assert.equal(created.type, 'item.created');
    assert.deepEqual(created.data.object, (await t.get(`/v1/items/${item.id}`, s.reader)).json().data);

    assert.equal((await t.patch(`/v1/items/${item.id}`, s.writer, { name: 'Renamed' })).statusCode, 200);
    const updated = await s.events();
    assert.deepEqual(typesOf(updated), ['item.updated']);
    assert.deepEqual(updated[0].data.object, (await t.get(`/v1/items/${item.id}`, s.reader)).json().data);

    assert.equal(
      (await t.patch(`/v1/items/${item.id}`, s.writer, { price: { amount: 1, currency: 'JPY' } })).statusCode,
      422,
    );
    assert.deepEqual(await s.events(), [], 'a refused edit records nothing');

    assert.equal((await t.patch(`/v1/items/${item.id}`, s.writer, { archived: true })).statusCode, 200);
    const archived = await s.events();
    assert.deepEqual(typesOf(archived), ['item.updated', 'item.archived']);
    assert.equal(archived[1].data.object.archived, true);
    assert.equal((await t.patch(`/v1/items/${item.id}`, s.writer, { archived: true })).statusCode, 200);
    assert.deepEqual(await s.events(), [], 'an edit that changes nothing records nothing');
  });

  test("an item's managed_by in its events is relative to the reader, as GET /v1/items/{id} shows it: self to the managing client, other to the rest", async () => {
    const s = await shop();
    const category = await createTestCategory(t, { shopId: s.shopId });
    const item = await createTestItem(t, s.writer, { category_id: category.id, external_ref: 'ERP-1' });
    assert.equal((await t.patch(`/v1/items/${item.id}`, s.writer, { name: 'Managed' })).statusCode, 200);
    const manager = await s.events(s.writer);
    const other = await s.events();
    assert.deepEqual(typesOf(manager), ['item.created', 'item.updated']);
    assert.equal(manager[1].data.object.managed_by, 'self');
    assert.deepEqual(manager[1].data.object, (await t.get(`/v1/items/${item.id}`, s.writer)).json().data);
    assert.equal(other[1].data.object.managed_by, 'other');
    assert.deepEqual(other[1].data.object, (await t.get(`/v1/items/${item.id}`, s.reader)).json().data);
  });

  test('stock: PATCH /v1/items/{id}/stock records stock.changed with the new level, and stock.out at 0; a refused move nothing', async () => {
    const s = await shop();
    const item = await createStorefrontItem(t, { shopId: s.shopId, inventory: 5 });
    const set = await t.patch(`/v1/items/${item.id}/stock`, s.writer, { inventory: 3 });
    assert.equal(set.statusCode, 200, set.body);
    const changed = await s.events();
    assert.deepEqual(typesOf(changed), ['stock.changed']);
    assert.deepEqual(changed[0].data.object, set.json().data);

    assert.equal((await t.patch(`/v1/items/${item.id}/stock`, s.writer, { adjustment: -4 })).statusCode, 422);
    assert.deepEqual(await s.events(), [], 'insufficient stock records nothing');

    const out = await t.patch(`/v1/items/${item.id}/stock`, s.writer, { adjustment: -3 });
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['stock.changed', 'stock.out']);
    for (const e of events) assert.deepEqual(e.data.object, out.json().data);
    assert.equal(out.json().data.inventory, 0);
  });

  test('inflow routes: POST records inflow_route.created; a taken code nothing', async () => {
    const s = await shop();
    const res = await t.post('/v1/inflow_routes', s.writer, { name: 'Flyer', code: 'flyer' });
    assert.equal(res.statusCode, 201, res.body);
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['inflow_route.created']);
    assert.deepEqual(events[0].data.object, res.json().data);
    assert.equal((await t.post('/v1/inflow_routes', s.writer, { name: 'Again', code: 'flyer' })).statusCode, 409);
    assert.deepEqual(await s.events(), []);
  });

  test("customers: the first sign-in records customer.created, a later one nothing; the shopper's profile update customer.updated", async () => {
    const s = await shop();
    const shopper = await signInShopper(t, { shopId: s.shopId });
    const created = await s.events();
    assert.deepEqual(typesOf(created), ['customer.created']);
    assert.deepEqual(
      created[0].data.object,
      (await t.get(`/v1/customers/${shopper.customerId}`, s.reader)).json().data,
    );
    await signInShopper(t, { shopId: s.shopId, lineUserId: shopper.lineUserId });
    assert.deepEqual(await s.events(), []);

    const res = await shopperRequest(t, shopper.token, 'PATCH', '/storefront/v1/me', { address: '東京都港区1-1-1' });
    assert.equal(res.statusCode, 200, res.body);
    const updated = await s.events();
    assert.deepEqual(typesOf(updated), ['customer.updated']);
    assert.deepEqual(
      updated[0].data.object,
      (await t.get(`/v1/customers/${shopper.customerId}`, s.reader)).json().data,
    );
    assert.equal(updated[0].data.object.profile.address, '東京都港区1-1-1');
  });

  test('checkout by card records order.created, order.paid, stock.changed (stock.out at 0) and customer.updated, in one commit', async () => {
    const s = await shop();
    const item = await createStorefrontItem(t, { shopId: s.shopId, inventory: 1 });
    const unlimited = await createStorefrontItem(t, { shopId: s.shopId, inventory: null });
    const shopper = await signInShopper(t, { shopId: s.shopId });
    await s.events();
    const { orderId } = await placeTestOrder(t, {
      shopId: s.shopId,
      shopper,
      lines: [{ itemId: item.id }, { itemId: unlimited.id }],
    });
    const events = await s.events();
    assert.deepEqual(
      typesOf(events),
      ['order.created', 'order.paid', 'stock.changed', 'stock.out', 'customer.updated'],
      'unlimited stock does not move',
    );
    const order = (await t.get(`/v1/orders/${orderId}`, s.reader)).json().data;
    assert.deepEqual(events[0].data.object, order);
    assert.deepEqual(events[1].data.object, order);
    assert.equal(order.status, 'paid');
    assert.deepEqual(events[2].data.object, { item_id: item.id, variant_id: null, inventory: 0 });
    assert.deepEqual(events[4].data.object, (await t.get(`/v1/customers/${shopper.customerId}`, s.reader)).json().data);
    assert.equal(events[4].data.object.order_count, 1);
    assert.equal(new Set(events.map((e) => e.created_at)).size, 1, 'one transaction: one instant');
    assert.equal(events[0].created_at, order.updated_at, "the order's updated_at is its events' instant");
  });

  test('checkout awaiting the money records order.created without order.paid; recording the payment then order.paid (and order.fulfilled)', async () => {
    const s = await shop();
    const item = await createStorefrontItem(t, { shopId: s.shopId, inventory: 10 });
    const { orderId } = await placeTestOrder(t, {
      shopId: s.shopId,
      lines: [{ itemId: item.id }],
      paymentMethod: 'cash_on_delivery',
    });
    const placed = await s.events();
    assert.deepEqual(typesOf(placed), ['customer.created', 'order.created', 'stock.changed', 'customer.updated']);
    assert.equal(placed[2].data.object.inventory, 9);

    const shippingId = (await t.get(`/v1/orders/${orderId}`, s.reader)).json().data.shippings[0].order_shipping_id;
    for (const status of ['preparing', 'shipped']) {
      assert.equal(
        (await t.post(`/v1/orders/${orderId}/shippings/${shippingId}/status`, s.writer, { status })).statusCode,
        200,
      );
    }
    assert.deepEqual(
      typesOf(await s.events()),
      ['shipping.status_changed', 'shipping.status_changed'],
      'an unpaid order is not fulfilled',
    );
    await t.ctx.database.transaction((tx) => markOrderPaid(tx, { shopId: s.shopId, orderId, by: OPERATOR }));
    const paid = await s.events();
    assert.deepEqual(typesOf(paid), ['order.paid', 'order.fulfilled']);
    assert.deepEqual(paid[1].data.object, (await t.get(`/v1/orders/${orderId}`, s.reader)).json().data);
    await assert.rejects(
      t.ctx.database.transaction((tx) => markOrderPaid(tx, { shopId: s.shopId, orderId, by: OPERATOR })),
      /cannot be marked paid/,
    );
    assert.deepEqual(await s.events(), []);
  });

  test('a declined checkout records no order event, only its stock moving back; an empty cart records nothing', async () => {
    const s = await shop();
    const item = await createStorefrontItem(t, { shopId: s.shopId, inventory: 4 });
    const shopper = await signInShopper(t, { shopId: s.shopId });
    await s.events();
    await t.ctx.database.transaction((tx) =>
      addCartLine(tx, shopper, {
        item_id: item.id,
        variant_id: null,
        option_choice_ids: [],
        quantity: 1,
      }),
    );
    const declined = await shopperRequest(t, shopper.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      payment_token: 'tok_declined',
      shippings: [{ recipient: TEST_RECIPIENT }],
    });
    assert.equal(declined.statusCode, 402, declined.body);
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['stock.changed']);
    assert.equal(events[0].data.object.inventory, 4, 'back to the level before the checkout');

    const other = await signInShopper(t, { shopId: s.shopId });
    assert.deepEqual(typesOf(await s.events()), ['customer.created']);
    const empty = await shopperRequest(t, other.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      shippings: [{ recipient: TEST_RECIPIENT }],
    });
    assert.equal(empty.statusCode, 422, empty.body);
    assert.deepEqual(await s.events(), []);
  });

  test('shipping moves and trackings (API): shipping.status_changed (+ order.fulfilled), tracking.registered, tracking.corrected; refusals nothing', async () => {
    const s = await shop();
    const { orderId } = await placeTestOrder(t, { shopId: s.shopId });
    await s.events();
    const order = () => t.get(`/v1/orders/${orderId}`, s.reader).then((r) => r.json().data);
    const shippingId = (await order()).shippings[0].order_shipping_id;
    const move = (status: string) =>
      t.post(`/v1/orders/${orderId}/shippings/${shippingId}/status`, s.writer, { status });

    assert.equal((await move('preparing')).statusCode, 200);
    const prepared = await s.events();
    assert.deepEqual(typesOf(prepared), ['shipping.status_changed']);
    const now = await order();
    assert.deepEqual(prepared[0].data.object, now.shippings[0]);
    assert.equal(
      prepared[0].data.object.updated_at,
      prepared[0].created_at,
      'the shipping takes the instant, like its order',
    );
    assert.equal(now.updated_at, prepared[0].created_at);
    assert.equal((await move('delivered')).statusCode, 409);
    assert.deepEqual(await s.events(), []);

    const carrier = await carrierOf(t, s.shopId);
    const registered = await t.post(`/v1/orders/${orderId}/trackings`, s.writer, {
      order_shipping_id: shippingId,
      carrier_id: carrier,
      tracking_number: '1234',
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const tracking = registered.json();
    const [reg] = await s.events();
    assert.equal(reg.type, 'tracking.registered');
    assert.deepEqual(reg.data.object, tracking);
    assert.equal(
      (
        await t.post(`/v1/orders/${orderId}/trackings`, s.writer, {
          order_shipping_id: shippingId,
          carrier_id: 'nope',
          tracking_number: '1',
        })
      ).statusCode,
      400,
    );
    assert.deepEqual(await s.events(), []);
    const corrected = await t.patch(`/v1/orders/${orderId}/trackings/${tracking.tracking_id}`, s.writer, {
      tracking_number: '5678',
    });
    assert.equal(corrected.statusCode, 200, corrected.body);
    const [cor] = await s.events();
    assert.equal(cor.type, 'tracking.corrected');
    assert.deepEqual(cor.data.object, corrected.json());
    assert.deepEqual((await order()).shippings[0].trackings, [corrected.json()]);

    assert.equal((await move('shipped')).statusCode, 200);
    const shipped = await s.events();
    assert.deepEqual(typesOf(shipped), ['shipping.status_changed', 'order.fulfilled']);
    const fulfilled = await order();
    assert.equal(fulfilled.status, 'fulfilled');
    assert.deepEqual(shipped[0].data.object, fulfilled.shippings[0]);
    assert.deepEqual(shipped[1].data.object, fulfilled);
  });

  test('the shopper cancels (storefront): order.cancelled, stock.changed per returned stock, customer.updated; a refused cancel nothing', async () => {
    const s = await shop();
    const item = await createStorefrontItem(t, {
      shopId: s.shopId,
      inventory: 3,
      variants: [{ name: 'S', inventory: 2 }],
    });
    const { orderId, shopper } = await placeTestOrder(t, {
      shopId: s.shopId,
      lines: [{ itemId: item.id, variantId: item.variantIds[0], quantity: 2 }],
    });
    assert.deepEqual(typesOf(await s.events()), [
      'customer.created',
      'order.created',
      'order.paid',
      'stock.changed',
      'stock.out',
      'customer.updated',
    ]);
    const res = await shopperRequest(t, shopper.token, 'POST', `/storefront/v1/orders/${orderId}/cancel`);
    assert.equal(res.statusCode, 200, res.body);
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['order.cancelled', 'stock.changed', 'customer.updated']);
    assert.deepEqual(events[0].data.object, (await t.get(`/v1/orders/${orderId}`, s.reader)).json().data);
    assert.deepEqual(events[1].data.object, { item_id: item.id, variant_id: item.variantIds[0], inventory: 2 });
    assert.equal(events[2].data.object.order_count, 0);
    assert.equal(
      (await shopperRequest(t, shopper.token, 'POST', `/storefront/v1/orders/${orderId}/cancel`)).statusCode,
      409,
    );
    assert.deepEqual(await s.events(), []);
  });

  test("gifts: accepting records order.gift_accepted, the receiving order.created and the recipient's customer.updated; declining order.gift_declined and the cancellation", async () => {
    const s = await shop();
    const recipient = await signInShopper(t, { shopId: s.shopId });
    const item = await createStorefrontItem(t, { shopId: s.shopId, inventory: 5 });
    const gift = () =>
      placeTestOrder(t, {
        shopId: s.shopId,
        lines: [{ itemId: item.id }],
        gift: { recipient_line_user_id: recipient.lineUserId },
      });
    const accepted = await gift();
    await s.events();
    const res = await shopperRequest(t, recipient.token, 'POST', `/storefront/v1/gifts/${accepted.orderId}/accept`, {
      recipient: TEST_RECIPIENT,
    });
    assert.equal(res.statusCode, 201, res.body);
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['order.gift_accepted', 'order.created', 'customer.updated']);
    assert.deepEqual(events[0].data.object, (await t.get(`/v1/orders/${accepted.orderId}`, s.reader)).json().data);
    assert.equal(events[1].data.object.gift_source_order_id, accepted.orderId);
    assert.deepEqual(
      events[1].data.object,
      (await t.get(`/v1/orders/${events[1].data.object.id}`, s.reader)).json().data,
    );
    assert.equal(events[2].data.object.id, recipient.customerId);

    const declined = await gift();
    await s.events();
    assert.equal(
      (await shopperRequest(t, recipient.token, 'POST', `/storefront/v1/gifts/${declined.orderId}/decline`)).statusCode,
      204,
    );
    const declinedEvents = await s.events();
    assert.deepEqual(typesOf(declinedEvents), [
      'order.gift_declined',
      'order.cancelled',
      'stock.changed',
      'customer.updated',
    ]);
    assert.equal(declinedEvents[1].data.object.gift_status, 'declined');
    assert.equal(
      (await shopperRequest(t, recipient.token, 'POST', `/storefront/v1/gifts/${declined.orderId}/decline`)).statusCode,
      409,
    );
    assert.deepEqual(await s.events(), []);
  });

  test("the console's item edit and the CLI (items edit, customers tag) record item.updated and customer.updated", async () => {
    const s = await shop();
    const category = await createTestCategory(t, { shopId: s.shopId });
    const item = await createTestItem(t, s.writer, { category_id: category.id });
    const shopper = await signInShopper(t, { shopId: s.shopId });
    await s.events();

    const origin = await listenTestApp(t);
    const staff = await signedInAgent(t, origin, { shopId: s.shopId });
    const page = await (await staff.get(`/console/items/${item.id}`)).text();
    const fields = {
      name: 'Edited in the console',
      status: 'active',
      price: '1200',
      discount_rate: '0',
      description: 'Edited.',
    };
    const saved = await staff.submit(page, `/console/items/${item.id}`, fields);
    assert.equal(saved.status, 303);
    const edited = await s.events();
    assert.deepEqual(typesOf(edited), ['item.updated']);
    assert.equal(edited[0].data.object.name, 'Edited in the console');
    const refused = await staff.submit(page, `/console/items/${item.id}`, { ...fields, price: '1' });
    assert.equal(refused.status, 422);
    assert.deepEqual(await s.events(), []);

    const env: Record<string, string> = {
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
    const cli = await runTenpo(
      ['items', 'edit', item.id, '--set', 'name=Edited by the CLI', '--shop', s.shopId, '--json'],
      env,
    );
    assert.equal(cli.code, 0, cli.stderr);
    const tagged = await runTenpo(
      ['customers', 'tag', shopper.customerId, '--add', 'vip', '--shop', s.shopId, '--json'],
      env,
    );
    assert.equal(tagged.code, 0, tagged.stderr);
    const bad = await runTenpo(['customers', 'tag', shopper.customerId, '--add', ' ', '--shop', s.shopId], env);
    assert.equal(bad.code, 1);
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['item.updated', 'customer.updated']);
    assert.deepEqual(events[0].data.object, (await t.get(`/v1/items/${item.id}`, s.reader)).json().data);
    assert.deepEqual(events[1].data.object, (await t.get(`/v1/customers/${shopper.customerId}`, s.reader)).json().data);
    assert.deepEqual(events[1].data.object.tags, ['vip']);
  });

  test('personal data in the recorded events only for *_pii clients, as the resource endpoints show it', async () => {
    const s = await shop();
    const { orderId, shopper } = await placeTestOrder(t, { shopId: s.shopId });
    const plain = await t.token(['read_orders', 'read_customers', 'read_items'], s.shopId);
    const events = await s.events(plain);
    assert.deepEqual(typesOf(events), [
      'customer.created',
      'order.created',
      'order.paid',
      'stock.changed',
      'customer.updated',
    ]);
    const order = (await t.get(`/v1/orders/${orderId}`, plain)).json().data;
    assert.deepEqual(events[1].data.object, order);
    assert.equal('purchaser' in events[1].data.object, false);
    assert.equal('recipient' in events[1].data.object.shippings[0], false);
    assert.deepEqual(events[4].data.object, (await t.get(`/v1/customers/${shopper.customerId}`, plain)).json().data);
    assert.equal('profile' in events[4].data.object, false);
    const withPii = await s.events();
    assert.ok(
      withPii[1].data.object.purchaser &&
        withPii[1].data.object.shippings[0].recipient &&
        withPii[4].data.object.profile,
    );
    assert.equal(
      errorOf(await t.get('/v1/events', await t.token(['write_shipping'], s.shopId))).code,
      'insufficient_scope',
    );
  });

  test('imports: each row records what its endpoint records (item.created, stock.changed), then job.finished; a dry run only job.finished', async () => {
    const s = await shop();
    const category = await createTestCategory(t, { shopId: s.shopId });
    const header =
      'sku,name,category_id,description,price.amount,price.currency,tax_rate,inventory,cancellation.enabled,cancellation.cancel_by';
    const file = `${header}\nIMP-1,Beans,${category.id},Dark,1200,JPY,8,3,false,\nIMP-2,Beans,${category.id},Dark,10,JPY,8,3,false,\n`;
    const started = await sendImport(t, '/v1/items/imports', s.writer, file);
    const job = await finishedJob(t, s.writer, started.json().data.id);
    const events = await s.events();
    assert.deepEqual(typesOf(events), ['item.created', 'job.finished']);
    assert.deepEqual(events[1].data.object, (await t.get(`/v1/jobs/${job.id}`, s.writer)).json().data);
    assert.deepEqual(events[1].data.object.rows, {
      total: 2,
      processed: 2,
      created: 1,
      updated: 0,
      unchanged: 0,
      failed: 1,
    });

    const stock = await sendImport(t, '/v1/stock/imports', s.writer, 'sku,adjustment\nIMP-1,-3\n');
    await finishedJob(t, s.writer, stock.json().data.id);
    assert.deepEqual(typesOf(await s.events()), ['stock.changed', 'stock.out', 'job.finished']);

    const dry = await sendImport(t, '/v1/stock/imports?dry_run=true', s.writer, 'sku,adjustment\nIMP-1,5\n');
    await finishedJob(t, s.writer, dry.json().data.id);
    assert.deepEqual(typesOf(await s.events()), ['job.finished']);
  });
});
