import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { MONEY_COLUMNS } from '../../src/db/migrations/0410_money_bigint.ts';
import { MAX_AMOUNT, MAX_PRICE } from '../../src/lib/money.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import {
  includedTax,
  MAX_CART_LINES,
  MAX_DESTINATIONS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_TOTAL,
} from '../../src/storefront/pricing.ts';
import { addCartLine } from '../../src/storefront/cart.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, itemBody } from '../helpers/catalog.ts';
import {
  createStorefrontItem,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
  type TestItem,
  type TestShopper,
} from '../helpers/storefront.ts';

const OPTIONS = 20;

describe('money cannot overflow: prices, quantities and lines are limited so every sum is exact', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const addLine = (s: TestShopper, body: Record<string, unknown>) =>
    shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', body);
  const pay = (s: TestShopper, body: Record<string, unknown>) =>
    shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', body);
  const ordersOf = async (customerId: string) =>
    (await t.ctx.db.selectFrom('orders').select('id').where('customer_id', '=', customerId).execute()).length;

  /** The most expensive unit there can be: the highest price, and 20 options whose every choice costs the highest price too. */
  const priciestItem = () =>
    createStorefrontItem(t, {
      price: MAX_PRICE,
      inventory: null,
      shipping_cost: MAX_PRICE,
      options: Array.from({ length: OPTIONS }, (_, i) => ({
        label: `Option ${i}`,
        choices: [
          { text: 'A', price: MAX_PRICE },
          { text: 'B', price: MAX_PRICE },
        ],
      })),
    });
  /** Line n of a cart: a distinct combination of choices (bit j of n picks option j's choice). */
  const choicesOf = (item: TestItem, n: number) => item.choiceIds.map((ids, j) => ids[(n >> j) & 1]!);

  it('the limits allow no order total beyond 2^53 − 1, and tax on the largest total is exact', () => {
    assert.equal(
      MAX_ORDER_TOTAL,
      MAX_CART_LINES * MAX_LINE_QUANTITY * MAX_PRICE * (1 + OPTIONS) + MAX_DESTINATIONS * MAX_PRICE,
    );
    assert.ok(MAX_ORDER_TOTAL <= MAX_AMOUNT);
    assert.equal(includedTax(MAX_ORDER_TOTAL, 10), Number((BigInt(MAX_ORDER_TOTAL) * 10n) / 110n));
    assert.equal(includedTax(MAX_AMOUNT, 8), Number((BigInt(MAX_AMOUNT) * 8n) / 108n));
  });

  it('every amount, stock and counter column is 64-bit on PostgreSQL (SQLite integers always are)', async (ctx) => {
    if (t.ctx.database.dialect !== 'postgres') return ctx.skip('SQLite');
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema()`.execute(
      t.ctx.db,
    );
    for (const [table, columns] of Object.entries(MONEY_COLUMNS)) {
      for (const c of columns)
        assert.equal(
          rows.find((r) => r.table_name === table && r.column_name === c)?.data_type,
          'bigint',
          `${table}.${c}`,
        );
    }
  });

  it('3 units of a 1,000,000,000 JPY item check out (past 2^31) and read back exactly', async () => {
    const item = await createStorefrontItem(t, { price: MAX_PRICE, inventory: 3, shipping_cost: 500 });
    const s = await signInShopper(t);
    assert.equal((await addLine(s, { item_id: item.id, quantity: 3 })).statusCode, 201);
    const res = await pay(s, { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().data.total.amount, 3_000_000_500);
    const me = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/me')).json().data;
    assert.equal(me.total_spent.amount, 3_000_000_500);
  });

  it('a cart at the maximum price × maximum quantity × maximum lines and destinations checks out and reads back exactly', async () => {
    const item = await priciestItem();
    const s = await signInShopper(t);
    await t.ctx.database.atomic(async (_tx, unit) => {
      for (let n = 0; n < MAX_CART_LINES - 1; n++) {
        await unit.transaction((tx) =>
          addCartLine(tx, s, {
            item_id: item.id,
            option_choice_ids: choicesOf(item, n),
            quantity: MAX_LINE_QUANTITY,
          }),
        );
      }
    });
    const last = await addLine(s, {
      item_id: item.id,
      option_choice_ids: choicesOf(item, MAX_CART_LINES - 1),
      quantity: MAX_LINE_QUANTITY,
    });
    assert.equal(last.statusCode, 201, last.body);
    const cart = last.json().data;
    assert.equal(cart.lines.length, MAX_CART_LINES);
    const lineSubtotal = MAX_LINE_QUANTITY * MAX_PRICE * (1 + OPTIONS);
    assert.equal(cart.subtotal.amount, MAX_CART_LINES * lineSubtotal);

    const beyond = await addLine(s, {
      item_id: item.id,
      option_choice_ids: choicesOf(item, MAX_CART_LINES),
      quantity: 1,
    });
    assert.equal(beyond.statusCode, 422, beyond.body);
    assert.equal(errorOf(beyond).code, 'cart_line_limit_exceeded');
    const more = await addLine(s, { item_id: item.id, option_choice_ids: choicesOf(item, 0), quantity: 1 });
    assert.equal(more.statusCode, 422, more.body);
    assert.equal(errorOf(more).code, 'selling_limit_exceeded', 'a line holds at most MAX_LINE_QUANTITY');

    const perDestination = MAX_CART_LINES / MAX_DESTINATIONS;
    const shippings = Array.from({ length: MAX_DESTINATIONS }, (_, i) => ({
      recipient: TEST_RECIPIENT,
      line_ids: cart.lines.slice(i * perDestination, (i + 1) * perDestination).map((l: { id: string }) => l.id),
    }));
    const res = await pay(s, { payment_method: 'credit_card', shippings });
    assert.equal(res.statusCode, 201, res.body);
    const placed = res.json().data;
    const expectTax = Number((BigInt(MAX_ORDER_TOTAL) * 10n) / 110n);
    const check = (o: any, amounts: any = o) => {
      assert.equal(amounts.total.amount, MAX_ORDER_TOTAL);
      assert.equal(amounts.subtotal.amount, MAX_CART_LINES * lineSubtotal);
      assert.equal(amounts.shipping_total.amount, MAX_DESTINATIONS * MAX_PRICE);
      assert.deepEqual(
        amounts.tax.map((x: any) => x.amount.amount),
        [0, expectTax],
      );
      assert.equal(o.line_items.length, MAX_CART_LINES);
      for (const l of o.line_items) assert.equal(l.subtotal.amount, lineSubtotal);
    };
    check(placed);
    check((await shopperRequest(t, s.token, 'GET', `/storefront/v1/orders/${placed.id}`)).json().data);
    const api = (await t.get(`/v1/orders/${placed.id}`, await t.token(['read_orders']))).json().data;
    check(api, api.amounts);
    const customer = (await t.get(`/v1/customers/${s.customerId}`, await t.token(['read_customers']))).json().data;
    assert.equal(customer.total_spent.amount, MAX_ORDER_TOTAL);
    const row = await t.ctx.db
      .selectFrom('orders')
      .select(['total', 'tax_10'])
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { total: MAX_ORDER_TOTAL, tax_10: expectTax });
  });

  it('a cart past the line limit (two additions raced) is refused at checkout with 422 and nothing written', async () => {
    const item = await priciestItem();
    const s = await signInShopper(t);
    assert.equal(
      (await addLine(s, { item_id: item.id, option_choice_ids: choicesOf(item, 0), quantity: 1 })).statusCode,
      201,
    );
    const cart = await t.ctx.db
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', s.customerId)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    await t.fixtures
      .insertInto('cart_lines')
      .values(
        Array.from({ length: MAX_CART_LINES }, (_, i) => ({
          id: newId('cl'),
          shop_id: t.shopId,
          cart_id: cart.id,
          item_id: item.id,
          variant_id: null,
          option_choice_ids: JSON.stringify([...choicesOf(item, i + 1)].sort()),
          quantity: MAX_LINE_QUANTITY,
          dropped_reason: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const res = await pay(s, { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(errorOf(res).code, 'cart_line_limit_exceeded');
    assert.equal(await ordersOf(s.customerId), 0);
    const lines = await t.ctx.db.selectFrom('cart_lines').select('id').where('cart_id', '=', cart.id).execute();
    assert.equal(lines.length, MAX_CART_LINES + 1, 'the cart is kept');
  });

  it('quantities past the limits are 4xx in the documented shape, whatever the selling limit', async () => {
    const generous = await createStorefrontItem(t, { price: MAX_PRICE, inventory: null, selling_limits: 1_000_000 });
    const s = await signInShopper(t);
    const tooMany = await addLine(s, { item_id: generous.id, quantity: MAX_LINE_QUANTITY + 1 });
    assert.equal(tooMany.statusCode, 400, tooMany.body);
    assert.equal(errorOf(tooMany).details?.[0]?.field, 'quantity');
    const full = await addLine(s, { item_id: generous.id, quantity: MAX_LINE_QUANTITY });
    assert.equal(full.statusCode, 201, full.body);
    const lineId = full.json().data.lines[0].id;
    const onTop = await addLine(s, { item_id: generous.id, quantity: 1 });
    assert.equal(onTop.statusCode, 422, onTop.body);
    assert.equal(errorOf(onTop).code, 'selling_limit_exceeded');
    const patch = await shopperRequest(t, s.token, 'PATCH', `/storefront/v1/cart/lines/${lineId}`, {
      quantity: MAX_LINE_QUANTITY + 1,
    });
    assert.equal(patch.statusCode, 400, patch.body);
    errorOf(patch);
    const category = await createTestCategory(t);
    const price = await t.post(
      '/v1/items',
      await t.token(['write_items']),
      itemBody(category.id, { price: { amount: MAX_PRICE + 1, currency: 'JPY' } }),
    );
    assert.equal(price.statusCode, 400, price.body);
    assert.ok(
      errorOf(price).details?.some((d) => d.field.startsWith('price')),
      price.body,
    );
  });

  it('a customer whose total_spent is near 2^53 − 1 still checks out; total_spent stops there', async () => {
    const item = await createStorefrontItem(t, { price: 1200, inventory: 10, shipping_cost: 0 });
    const s = await signInShopper(t);
    await t.fixtures
      .updateTable('customers')
      .set({ total_spent: MAX_AMOUNT - 500, order_count: 7 })
      .where('id', '=', s.customerId)
      .execute();
    for (let round = 0; round < 2; round++) {
      assert.equal((await addLine(s, { item_id: item.id, quantity: 1 })).statusCode, 201);
      const res = await pay(s, { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] });
      assert.equal(res.statusCode, 201, res.body);
      const me = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/me')).json().data;
      assert.equal(me.total_spent.amount, MAX_AMOUNT);
      assert.equal(me.order_count, 8 + round);
    }
    const customer = (await t.get(`/v1/customers/${s.customerId}`, await t.token(['read_customers']))).json().data;
    assert.equal(customer.total_spent.amount, MAX_AMOUNT);
  });
});
