import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import { ordersRepo } from '../../src/orders/repo/orders.ts';
import type { OrderStatus, ShippingStatus } from '../../src/orders/schemas.ts';
import type { PaymentMethod } from '../../src/payments/payment.ts';
import type { TestApp } from './app.ts';
import { PURCHASER, RECIPIENT } from './people.ts';

/**
 * Fixture rows for order, customer and inflow route reads, inserted directly (realistic values as a
 * checkout would write them), so these areas can be tested apart from the storefront.
 */

export { PURCHASER, RECIPIENT };
/** Distinct from the purchaser's, so a leak is traced to the endpoint that let it out. */
export const CUSTOMER_PROFILE = {
  last_name: '鈴木',
  first_name: '美咲',
  tel: '03-5555-0101',
  email: 'misaki@example.jp',
  postal_code: '604-8001',
  address: '京都府京都市中京区河原町通1-1',
  gender: 'female',
};
/** A payment reference as stored; no response may ever contain it. */
export const PAYMENT_REFERENCE_PREFIX = 'payref_secret_';

interface CustomerFixture {
  shopId?: string;
  tags?: string[];
  orderCount?: number;
  totalSpent?: number;
  createdAt?: string;
  lineName?: string;
}

export async function insertCustomer(t: TestApp, f: CustomerFixture = {}): Promise<string> {
  const id = newId('cus');
  const now = f.createdAt ?? nowIso();
  await t.fixtures
    .insertInto('customers')
    .values({
      id,
      shop_id: f.shopId ?? t.shopId,
      line_user_id: `U${randomBytes(16).toString('hex')}`,
      tags: JSON.stringify(f.tags ?? []),
      order_count: f.orderCount ?? 0,
      total_spent: f.totalSpent ?? 0,
      line_name: f.lineName ?? '',
      ...CUSTOMER_PROFILE,
      picture_url: '',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function insertInflowRoute(
  t: TestApp,
  f: { shopId?: string; code?: string; name?: string } = {},
): Promise<{ id: string; code: string; name: string }> {
  const route = { id: newId('ir'), code: f.code ?? randomBytes(4).toString('hex'), name: f.name ?? 'Spring flyer' };
  await t.fixtures
    .insertInto('inflow_routes')
    .values({ ...route, shop_id: f.shopId ?? t.shopId, order_count: 0, visit_count: 0, created_at: nowIso() })
    .execute();
  return route;
}

export interface OrderFixture {
  shopId?: string;
  customerId?: string;
  status?: OrderStatus;
  /** credit_card unless given. */
  paymentMethod?: PaymentMethod;
  shippings?: ShippingStatus[];
  inflowRouteId?: string | null;
  updatedAt?: string;
  orderedAt?: string;
}

export interface InsertedOrder {
  id: string;
  customerId: string;
  shippingIds: string[];
  lineIds: string[];
}

/** An order of two lines (8% food and 10% goods) and one shipping per given status (default one unshipped). */
export async function insertOrder(t: TestApp, f: OrderFixture = {}, db: Db = t.fixtures): Promise<InsertedOrder> {
  const shopId = f.shopId ?? t.shopId;
  const customerId = f.customerId ?? (await insertCustomer(t, { shopId }));
  const id = newId('ord');
  const now = nowIso();
  const shippingStatuses = f.shippings ?? ['unshipped'];
  const shippingTotal = 600 * shippingStatuses.length;
  const lines = [
    {
      sku: 'BEANS-200',
      name: 'House blend 200 g',
      kind: 'normal',
      quantity: 2,
      unit_price: 2100,
      discount_rate: 0,
      tax_rate: 8,
      options: [{ option_id: newId('opt'), label: 'Grind', choice_id: newId('cho'), text: 'Coarse', price: 0 }],
    },
    {
      sku: 'MUG-01',
      name: 'Stoneware mug',
      kind: 'normal',
      quantity: 1,
      unit_price: 1650,
      discount_rate: 10,
      tax_rate: 10,
      options: [],
    },
  ];
  const lineRows = lines.map((l, i) => ({
    id: newId('oli'),
    shop_id: shopId,
    order_id: id,
    item_id: newId('item'),
    variant_id: null,
    sku: l.sku,
    name: l.name,
    kind: l.kind,
    quantity: l.quantity,
    unit_price: l.unit_price,
    discount_rate: l.discount_rate,
    tax_rate: l.tax_rate,
    options: JSON.stringify(l.options),
    subtotal: Math.floor((l.unit_price * (100 - l.discount_rate)) / 100) * l.quantity,
    sort: i,
  }));
  const subtotal = lineRows.reduce((s, l) => s + l.subtotal, 0);
  await db
    .insertInto('orders')
    .values({
      id,
      shop_id: shopId,
      customer_id: customerId,
      status: f.status ?? 'paid',
      payment_method: f.paymentMethod ?? 'credit_card',
      payment_reference: `${PAYMENT_REFERENCE_PREFIX}${randomBytes(6).toString('hex')}`,
      currency: 'JPY',
      subtotal,
      shipping_total: shippingTotal,
      discount_total: 165,
      tax_8: 311,
      tax_10: 135,
      taxable_8: lineRows.filter((l) => l.tax_rate === 8).reduce((s, l) => s + l.subtotal, 0),
      taxable_10: lineRows.filter((l) => l.tax_rate === 10).reduce((s, l) => s + l.subtotal, 0) + shippingTotal,
      receipts_issued: 0,
      total: subtotal + shippingTotal,
      is_subscription: 0,
      inflow_route_id: f.inflowRouteId ?? null,
      gift_status: 'none',
      gift_source_order_id: '',
      purchaser: JSON.stringify(PURCHASER),
      ordered_at: f.orderedAt ?? now,
      updated_at: f.updatedAt ?? now,
      number: null,
    })
    .execute();
  await ordersRepo(db).numberOrder(shopId, id);
  await db.insertInto('order_lines').values(lineRows).execute();
  const shippingIds = shippingStatuses.map(() => newId('osh'));
  await db
    .insertInto('order_shippings')
    .values(
      shippingStatuses.map((status, i) => ({
        id: shippingIds[i]!,
        shop_id: shopId,
        order_id: id,
        status,
        carrier_id: null,
        shipping_cost: 600,
        delivery_date: '2026-12-05',
        delivery_time_slot: '14-16',
        recipient: JSON.stringify(RECIPIENT),
        sort: i,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return { id, customerId, shippingIds, lineIds: lineRows.map((l) => l.id) };
}

/** A delivery company id of the shop (every shop is created with the default carriers). */
export async function carrierOf(t: TestApp, shopId = t.shopId): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('delivery_companies')
    .select('id')
    .where('shop_id', '=', shopId)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface SeenEntry {
  id: string;
  updated_at: string;
}

/**
 * Walks the sync cursor of GET /v1/orders as an integrator does (updated_since + after_id = the
 * last entry's updated_at and id, small pages) until done() holds and a page comes back empty.
 */
export async function walkOrderCursor(
  t: Pick<TestApp, 'get'>,
  token: string,
  done: () => boolean,
  pageSize = 3,
): Promise<SeenEntry[]> {
  const seen: SeenEntry[] = [];
  let cursor = { updated_since: '1970-01-01T00:00:00.000Z', after_id: '' };
  for (;;) {
    const finished = done(); // read before the page: a page read after the writers stopped ends the walk
    const query: Record<string, string> = { updated_since: cursor.updated_since, limit: String(pageSize) };
    if (cursor.after_id) query.after_id = cursor.after_id;
    const res = await t.get('/v1/orders', token, query);
    if (res.statusCode !== 200) throw new Error(`GET /v1/orders answered ${res.statusCode}: ${res.body}`);
    const page = res.json().data as SeenEntry[];
    for (const o of page) seen.push({ id: o.id, updated_at: o.updated_at });
    const last = page.at(-1);
    if (last) cursor = { updated_since: last.updated_at, after_id: last.id };
    if (page.length === 0) {
      if (finished) return seen;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** Every order's latest version was seen, none twice, in (updated_at, id) order. */
export function assertCompleteWalk(seen: SeenEntry[], final: SeenEntry[]): void {
  const versions = seen.map((s) => `${s.updated_at} ${s.id}`);
  assert.equal(new Set(versions).size, versions.length, 'no change is returned twice');
  for (let i = 1; i < seen.length; i++) {
    const [a, b] = [seen[i - 1]!, seen[i]!];
    assert.ok(
      a.updated_at < b.updated_at || (a.updated_at === b.updated_at && a.id < b.id),
      `cursor order broken at ${i}`,
    );
  }
  const missing = final.filter((o) => !versions.includes(`${o.updated_at} ${o.id}`));
  assert.deepEqual(missing, [], 'every order is seen in its latest state');
}
