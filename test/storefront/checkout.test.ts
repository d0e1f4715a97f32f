import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import {
  createStorefrontItem,
  placeTestOrder,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
  type TestShopper,
} from '../helpers/storefront.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';

const SHIP = [{ recipient: TEST_RECIPIENT }];

describe('checkout', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  async function add(s: TestShopper, body: Record<string, unknown>) {
    const r = await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', body);
    assert.equal(r.statusCode, 201, r.body);
    return r.json().data;
  }
  const pay = (s: TestShopper, body: Record<string, unknown>) =>
    shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', body);
  const counts = async () => ({
    orders: (await t.ctx.db.selectFrom('orders').select('id').execute()).length,
    shippings: (await t.ctx.db.selectFrom('order_shippings').select('id').execute()).length,
  });

  it('prices lines: floor discount on the variant or item price, plus option choice prices; tax per rate; shipping at 10 %', async () => {
    const shirt = await createStorefrontItem(t, {
      price: 1999,
      discount_rate: 15,
      tax_rate: 10,
      shipping_cost: 500,
      variants: [
        { name: 'L', price: 2499, inventory: 5 },
        { name: 'M', price: null, inventory: 5 },
      ],
      options: [{ label: 'Wrapping', required: true, choices: [{ text: 'None' }, { text: 'Gift wrap', price: 220 }] }],
    });
    const tea = await createStorefrontItem(t, { price: 1080, tax_rate: 8, shipping_cost: 800 });
    const s = await signInShopper(t);
    await add(s, {
      item_id: shirt.id,
      variant_id: shirt.variantIds[0],
      option_choice_ids: [shirt.choiceIds[0]![1]],
      quantity: 2,
    });
    await add(s, {
      item_id: shirt.id,
      variant_id: shirt.variantIds[1],
      option_choice_ids: [shirt.choiceIds[0]![0]],
      quantity: 1,
    });
    await add(s, { item_id: tea.id, quantity: 3 });
    const res = await pay(s, { payment_method: 'credit_card', shippings: SHIP });
    assert.equal(res.statusCode, 201, res.body);
    const o = res.json().data;
    // L: floor(2499 × 85 / 100) = 2124, + 220 wrap = 2344 × 2 = 4688; M: floor(1999 × 0.85) = 1699; tea 1080 × 3 = 3240
    assert.deepEqual(
      o.line_items.map((l: any) => l.subtotal.amount),
      [4688, 1699, 3240],
    );
    assert.equal(o.line_items[0].unit_price.amount, 2499);
    assert.equal(o.subtotal.amount, 9627);
    assert.equal(o.discount_total.amount, (2499 - 2124) * 2 + (1999 - 1699));
    assert.equal(o.shipping_total.amount, 800, 'one parcel costs the highest shipping cost, not the sum');
    assert.equal(o.total.amount, 10427);
    // 8 %: floor(3240 × 8 / 108) = 240; 10 %: floor((4688 + 1699 + 800) × 10 / 110) = 653
    const taxes = o.tax.map((x: any) => [x.rate, x.taxable_amount.amount, x.amount.amount]);
    assert.deepEqual(taxes, [
      [8, 3240, 240],
      [10, 4688 + 1699 + 800, 653],
    ]);
    assert.equal(o.status, 'paid');
    assert.equal(o.shippings.length, 1);
    assert.equal(o.shippings[0].status, 'unshipped');
    assert.deepEqual(o.shippings[0].recipient, TEST_RECIPIENT);
    const cart = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data;
    assert.equal(cart.lines.length, 0, 'the cart is emptied');
    const v = await t.ctx.db
      .selectFrom('item_variants')
      .select('inventory')
      .where('id', '=', shirt.variantIds[0]!)
      .executeTakeFirstOrThrow();
    assert.equal(v.inventory, 3, 'stock is taken from the variant');
  });

  it('charges each destination its own parcel, the shop default when the item has none, nothing for tickets and non-shipping items', async () => {
    await t.fixtures.updateTable('shops').set({ default_shipping_cost: 650 }).where('id', '=', t.shopId).execute();
    const a = await createStorefrontItem(t, { shipping_cost: null });
    const b = await createStorefrontItem(t, { shipping_cost: 300 });
    const ticket = await createStorefrontItem(t, { kind: 'ticket', shipping_cost: 900 });
    const digital = await createStorefrontItem(t, { is_shipping: false, shipping_cost: 900 });
    const s = await signInShopper(t);
    await add(s, { item_id: a.id, quantity: 1 });
    const cart = await add(s, { item_id: b.id, quantity: 1 });
    await add(s, { item_id: ticket.id, quantity: 1 });
    await add(s, { item_id: digital.id, quantity: 1 });
    const bLine = cart.lines.find((l: any) => l.item_id === b.id).id;
    const res = await pay(s, {
      payment_method: 'credit_card',
      shippings: [
        { recipient: TEST_RECIPIENT },
        { recipient: { ...TEST_RECIPIENT, last_name: '鈴木' }, line_ids: [bLine] },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const o = res.json().data;
    assert.deepEqual(
      o.shippings.map((x: any) => x.shipping_cost.amount),
      [650, 300],
    );
    assert.equal(o.shipping_total.amount, 950);
    assert.equal(o.line_items.find((l: any) => l.item_id === b.id).order_shipping_id, o.shippings[1].order_shipping_id);
    await t.fixtures.updateTable('shops').set({ default_shipping_cost: 0 }).where('id', '=', t.shopId).execute();
  });

  it('sets the order status from the payment method: cards paid, bank transfer / convenience store / cash on delivery init; free only at 0', async () => {
    for (const [method, status] of [
      ['line_pay', 'paid'],
      ['bank_transfer', 'init'],
      ['convenience_store', 'init'],
      ['cash_on_delivery', 'init'],
    ] as const) {
      const { orderId, shopper } = await placeTestOrder(t, { paymentMethod: method });
      const o = (await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${orderId}`)).json().data;
      assert.equal(o.status, status, method);
      assert.equal(o.payment_method, method);
    }
    const s = await signInShopper(t);
    await add(s, { item_id: (await createStorefrontItem(t)).id, quantity: 1 });
    const free = await pay(s, { payment_method: 'free', shippings: SHIP });
    assert.equal(free.statusCode, 422);
    assert.equal(errorOf(free).code, 'payment_method_mismatch');
    assert.equal(errorOf(free).details?.[0]?.field, 'payment_method');
  });

  it('takes an order totalling 0 only as free: any other payment method is 422 payment_method_mismatch', async () => {
    const s = await signInShopper(t);
    const ticket = await createStorefrontItem(t, { kind: 'free_ticket', price: 0 });
    await add(s, { item_id: ticket.id, quantity: 1 });
    const card = await pay(s, { payment_method: 'credit_card', shippings: SHIP });
    assert.equal(card.statusCode, 422, card.body);
    assert.equal(errorOf(card).code, 'payment_method_mismatch');
    const free = await pay(s, { payment_method: 'free', shippings: SHIP });
    assert.equal(free.statusCode, 201, free.body);
    assert.equal(free.json().data.total.amount, 0);
    assert.equal(free.json().data.status, 'paid');
  });

  it('answers the order as reading it after the checkout shows it: number, status, updated_at, lines, shippings, amounts', async () => {
    for (const method of ['credit_card', 'bank_transfer'] as const) {
      const s = await signInShopper(t);
      await add(s, { item_id: (await createStorefrontItem(t, { price: 1200 })).id, quantity: 2 });
      const res = await pay(s, { payment_method: method, shippings: SHIP });
      assert.equal(res.statusCode, 201, res.body);
      const answered = res.json().data;
      const read = (await shopperRequest(t, s.token, 'GET', `/storefront/v1/orders/${answered.id}`)).json().data;
      assert.deepEqual(answered, read, method);
      assert.ok(Number.isInteger(answered.number) && answered.number > 0);
    }
  });

  it('never stores the payment token: only an opaque reference', async () => {
    const s = await signInShopper(t);
    await add(s, { item_id: (await createStorefrontItem(t)).id, quantity: 1 });
    const res = await pay(s, { payment_method: 'credit_card', payment_token: 'tok_4242424242424242', shippings: SHIP });
    assert.equal(res.statusCode, 201);
    assert.ok(!res.body.includes('tok_4242'));
    const row = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    assert.ok(!JSON.stringify(row).includes('4242'));
    assert.match(row.payment_reference!, /^sim_credit_card_/);
  });

  it('a declined payment answers 402 payment_declined and writes nothing (stock kept, cart kept)', async () => {
    const item = await createStorefrontItem(t, { inventory: 3 });
    const s = await signInShopper(t);
    await add(s, { item_id: item.id, quantity: 2 });
    const before = await counts();
    const res = await pay(s, { payment_method: 'credit_card', payment_token: 'tok_declined', shippings: SHIP });
    assert.equal(res.statusCode, 402);
    assert.equal(errorOf(res).code, 'payment_declined');
    assert.deepEqual(await counts(), before);
    const row = await t.ctx.db
      .selectFrom('items')
      .select('inventory')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.inventory, 3);
    assert.equal((await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data.lines.length, 1);
  });

  it('one line short of stock refuses the whole checkout with 422 insufficient_stock and takes nothing', async () => {
    const plenty = await createStorefrontItem(t, { inventory: 50 });
    const scarce = await createStorefrontItem(t, { inventory: 1 });
    const s = await signInShopper(t);
    await add(s, { item_id: plenty.id, quantity: 5 });
    await add(s, { item_id: scarce.id, quantity: 2 });
    const before = await counts();
    const res = await pay(s, { payment_method: 'credit_card', shippings: SHIP });
    assert.equal(res.statusCode, 422);
    assert.equal(errorOf(res).code, 'insufficient_stock');
    assert.deepEqual(await counts(), before);
    const row = await t.ctx.db
      .selectFrom('items')
      .select('inventory')
      .where('id', '=', plenty.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.inventory, 50);
  });

  it("takes a bundle's stock from each component × quantity", async () => {
    const cup = await createStorefrontItem(t, { inventory: 10 });
    const beans = await createStorefrontItem(t, { inventory: 10 });
    const bundle = await createStorefrontItem(t, {
      kind: 'bundle',
      bundle: [
        { itemId: cup.id, quantity: 2 },
        { itemId: beans.id, quantity: 1 },
      ],
    });
    await placeTestOrder(t, { lines: [{ itemId: bundle.id, quantity: 3 }] });
    const rows = await t.ctx.db
      .selectFrom('items')
      .select(['id', 'inventory'])
      .where('id', 'in', [cup.id, beans.id])
      .execute();
    assert.equal(rows.find((r) => r.id === cup.id)!.inventory, 4);
    assert.equal(rows.find((r) => r.id === beans.id)!.inventory, 7);
  });

  it('enforces selling_limits per shopper across their orders that are not cancelled', async () => {
    const item = await createStorefrontItem(t, { selling_limits: 3, inventory: 100 });
    const { shopper } = await placeTestOrder(t, { lines: [{ itemId: item.id, quantity: 2 }] });
    const over = await shopperRequest(t, shopper.token, 'POST', '/storefront/v1/cart/lines', {
      item_id: item.id,
      quantity: 2,
    });
    assert.equal(over.statusCode, 422);
    assert.equal(errorOf(over).code, 'selling_limit_exceeded');
    await add(shopper, { item_id: item.id, quantity: 1 });
    assert.equal((await pay(shopper, { payment_method: 'credit_card', shippings: SHIP })).statusCode, 201);
    const other = await signInShopper(t);
    await add(other, { item_id: item.id, quantity: 3 });
  });

  it('refuses items outside their selling period with 409 item_unavailable, at add and at checkout', async () => {
    const later = await createStorefrontItem(t, { sell_from: new Date(Date.now() + 86_400_000).toISOString() });
    const s = await signInShopper(t);
    const res = await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', {
      item_id: later.id,
      quantity: 1,
    });
    assert.equal(res.statusCode, 409);
    assert.equal(errorOf(res).code, 'item_unavailable');
    const ending = await createStorefrontItem(t, { sell_by: new Date(Date.now() + 60_000).toISOString() });
    await add(s, { item_id: ending.id, quantity: 1 });
    await t.fixtures
      .updateTable('items')
      .set({ sell_by: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', ending.id)
      .execute();
    const cart = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data;
    assert.equal(cart.lines[0].available, false);
    const before = await counts();
    const out = await pay(s, { payment_method: 'credit_card', shippings: SHIP });
    assert.equal(out.statusCode, 409);
    assert.equal(errorOf(out).code, 'item_unavailable');
    assert.deepEqual(await counts(), before);
  });

  it('counts orders on the inflow route by code and ignores an unknown code', async () => {
    const routeId = newId('ifr');
    await t.fixtures
      .insertInto('inflow_routes')
      .values({
        id: routeId,
        shop_id: t.shopId,
        code: 'spring-ig',
        name: 'Instagram',
        order_count: 0,
        visit_count: 0,
        created_at: nowIso(),
      })
      .execute();
    const { orderId } = await placeTestOrder(t, { inflowRouteCode: 'spring-ig' });
    await placeTestOrder(t, { inflowRouteCode: 'spring-ig' });
    const { orderId: unknown } = await placeTestOrder(t, { inflowRouteCode: 'no-such-code' });
    const route = await t.ctx.db
      .selectFrom('inflow_routes')
      .select('order_count')
      .where('id', '=', routeId)
      .executeTakeFirstOrThrow();
    assert.equal(route.order_count, 2);
    const rows = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'inflow_route_id'])
      .where('id', 'in', [orderId, unknown])
      .execute();
    assert.equal(rows.find((r) => r.id === orderId)!.inflow_route_id, routeId);
    assert.equal(rows.find((r) => r.id === unknown)!.inflow_route_id, null);
  });

  it("updates the customer's order_count and total_spent with the order, and back on cancellation (stock returns)", async () => {
    const item = await createStorefrontItem(t, { price: 3000, inventory: 5 });
    const s = await signInShopper(t);
    const first = await placeTestOrder(t, { shopper: s, lines: [{ itemId: item.id, quantity: 2 }] });
    await placeTestOrder(t, { shopper: s, lines: [{ itemId: item.id, quantity: 1 }] });
    let me = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/me')).json().data;
    assert.equal(me.order_count, 2);
    assert.equal(me.total_spent.amount, 9000);
    const before = (
      await t.ctx.db.selectFrom('orders').select('updated_at').where('id', '=', first.orderId).executeTakeFirstOrThrow()
    ).updated_at;
    const c = await shopperRequest(t, s.token, 'POST', `/storefront/v1/orders/${first.orderId}/cancel`);
    assert.equal(c.statusCode, 200, c.body);
    assert.equal(c.json().data.status, 'cancelled');
    assert.equal(c.json().data.shippings[0].status, 'cancelled');
    assert.ok(c.json().data.updated_at > before, 'updated_at moves');
    me = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/me')).json().data;
    assert.equal(me.order_count, 1);
    assert.equal(me.total_spent.amount, 3000);
    const row = await t.ctx.db
      .selectFrom('items')
      .select('inventory')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.inventory, 4);
    const again = await shopperRequest(t, s.token, 'POST', `/storefront/v1/orders/${first.orderId}/cancel`);
    assert.equal(again.statusCode, 409);
    assert.equal(errorOf(again).code, 'invalid_transition');
  });

  it("refuses a shopper cancelling an item that does not allow it, and another shopper's order (404)", async () => {
    const fixed = await createStorefrontItem(t, { cancellation_enabled: false });
    const { orderId, shopper } = await placeTestOrder(t, { lines: [{ itemId: fixed.id }] });
    const r = await shopperRequest(t, shopper.token, 'POST', `/storefront/v1/orders/${orderId}/cancel`);
    assert.equal(r.statusCode, 409);
    const stranger = await signInShopper(t);
    const s = await shopperRequest(t, stranger.token, 'POST', `/storefront/v1/orders/${orderId}/cancel`);
    assert.equal(s.statusCode, 404);
    assert.equal(errorOf(s).code, 'not_found');
  });

  it('bad checkout input gets the documented error shape and writes nothing', async () => {
    const s = await signInShopper(t, { profile: {} });
    const empty = await pay(s, { payment_method: 'credit_card', shippings: SHIP });
    assert.equal(empty.statusCode, 422);
    assert.equal(errorOf(empty).code, 'cart_empty');
    await add(s, { item_id: (await createStorefrontItem(t)).id, quantity: 1 });
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ payment_method: 'bitcoin', shippings: SHIP }, 400, 'payment_method'],
      [
        {
          payment_method: 'credit_card',
          purchaser: { last_name: '田中', first_name: '一郎', tel: '0312345678', email: 'ichiro@example.jp' },
        },
        400,
        'shippings',
      ],
      [{ payment_method: 'credit_card', shippings: SHIP }, 400, 'purchaser.last_name'],
      [
        {
          payment_method: 'credit_card',
          purchaser: { last_name: '田中', first_name: '一郎', tel: '0312345678', email: 'ichiro@example.jp' },
          shippings: [{ recipient: { ...TEST_RECIPIENT, postal_code: 'abc' } }],
        },
        400,
        'shippings.0.recipient.postal_code',
      ],
      [
        {
          payment_method: 'credit_card',
          purchaser: { last_name: '田中', first_name: '一郎', tel: '0312345678', email: 'ichiro@example.jp' },
          shippings: [{ recipient: TEST_RECIPIENT, line_ids: ['cl_nope'] }],
        },
        400,
        'shippings.0.line_ids',
      ],
      [{ payment_method: 'credit_card', shippings: SHIP, card_number: '4242424242424242' }, 400, 'card_number'],
    ];
    for (const [body, status, field] of cases) {
      const r = await pay(s, body);
      assert.equal(r.statusCode, status, `${JSON.stringify(body)} → ${r.body}`);
      const e = errorOf(r);
      assert.equal(e.code, 'invalid_request');
      assert.equal(e.details?.[0]?.field, field, r.body);
    }
    assert.deepEqual(await counts(), before);
  });
});
