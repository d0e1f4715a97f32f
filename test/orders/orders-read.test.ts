import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { insertInflowRoute, insertOrder } from '../helpers/orders.ts';

const LIST_ENTRY_KEYS = [
  'gift_source_order_id',
  'gift_status',
  'id',
  'inflow_route',
  'is_subscription',
  'number',
  'ordered_at',
  'payment_method',
  'status',
  'total',
  'updated_at',
];

describe('GET /v1/orders', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['read_orders']);
  });
  after(() => t.close());

  it('lists entries with exactly the contract fields, oldest updated first, ties by id', async () => {
    const route = await insertInflowRoute(t, { code: 'flyer01', name: 'Flyer' });
    const a = await insertOrder(t, { updatedAt: '2026-01-01T00:00:02.000Z', inflowRouteId: route.id });
    const b = await insertOrder(t, { updatedAt: '2026-01-01T00:00:01.000Z', status: 'init' });
    const c = await insertOrder(t, { updatedAt: '2026-01-01T00:00:01.000Z', status: 'cancelled' });
    const res = await t.get('/v1/orders', token);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.pagination, { limit: 20, offset: 0, total: 3 });
    assert.deepEqual(
      body.data.map((o: any) => o.id),
      [...[b.id, c.id].sort(), a.id],
    );
    const entry = body.data[2];
    assert.deepEqual(Object.keys(entry).sort(), LIST_ENTRY_KEYS);
    assert.deepEqual(entry.inflow_route, route);
    assert.deepEqual(entry.total, { amount: 4200 + 1485 + 600, currency: 'JPY' });
    assert.equal(entry.is_subscription, false);
    assert.equal(entry.gift_source_order_id, '');
    assert.equal(body.data[0].inflow_route, null, 'an order placed through no inflow route shows null');
  });

  it('filters by one or more statuses, repeated or comma-separated', async () => {
    const byStatus = async (query: Record<string, string | string[]>) =>
      (await t.get('/v1/orders', token, query))
        .json()
        .data.map((o: any) => o.status)
        .sort();
    assert.deepEqual(await byStatus({ status: 'init' }), ['init']);
    assert.deepEqual(await byStatus({ status: ['init', 'cancelled'] }), ['cancelled', 'init']);
    assert.deepEqual(await byStatus({ status: 'init,paid' }), ['init', 'paid']);
    const res = await t.get('/v1/orders', token, { status: 'paid,cancelled' });
    assert.equal(res.json().pagination.total, 2);
  });

  it('refuses an unknown status value with 400 invalid_request naming the field', async () => {
    for (const status of ['shipped', 'paid,nope', 'PAID']) {
      const res = await t.get('/v1/orders', token, { status });
      assert.equal(res.statusCode, 400, status);
      const e = errorOf(res);
      assert.equal(e.code, 'invalid_request');
      assert.equal(e.details?.[0]?.field, 'status');
    }
  });

  it('refuses limit outside 1-100, negative or huge offsets, bad dates and unknown parameters', async () => {
    const bad: Record<string, string>[] = [
      { limit: '0' },
      { limit: '101' },
      { limit: 'ten' },
      { limit: '1e40' },
      { offset: '-1' },
      { offset: '99999999999999999999' },
      { updated_since: 'yesterday' },
      { updated_since: '2026-02-30T00:00:00Z' },
      { updated_since: '2026-01-01' },
      { after_id: 'ord_x' },
      { sort: 'id' },
    ];
    for (const query of bad) {
      const res = await t.get('/v1/orders', token, query);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
  });

  it('reads updated_since as an instant with an offset, or as Japan time without one', async () => {
    const o = await insertOrder(t, { updatedAt: '2025-06-01T00:00:00.000Z' });
    const ids = async (updated_since: string) =>
      (await t.get('/v1/orders', token, { updated_since })).json().data.map((x: any) => x.id);
    assert.ok((await ids('2025-06-01T00:00:00Z')).includes(o.id), 'inclusive');
    assert.ok((await ids('2025-06-01T09:00:00+09:00')).includes(o.id));
    assert.ok((await ids('2025-06-01 09:00')).includes(o.id), 'no offset: JST');
    assert.ok(!(await ids('2025-06-01 09:00:01')).includes(o.id));
    assert.ok(!(await ids('2025-06-01T00:00:00.001Z')).includes(o.id));
  });

  it('pages with limit and offset over the same order', async () => {
    const all = (await t.get('/v1/orders', token)).json().data.map((o: any) => o.id);
    const page = (await t.get('/v1/orders', token, { limit: '1', offset: '1' })).json();
    assert.deepEqual(
      page.data.map((o: any) => o.id),
      [all[1]],
    );
    assert.deepEqual(page.pagination, { limit: 1, offset: 1, total: all.length });
  });

  it('needs read_orders (403 insufficient_scope naming it)', async () => {
    const res = await t.get('/v1/orders', await t.token(['read_customers', 'write_shipping']));
    assert.equal(res.statusCode, 403);
    assert.match(errorOf(res).message, /read_orders/);
  });
});

describe('GET /v1/orders/{id}', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['read_orders']);
  });
  after(() => t.close());

  it('returns the header with line items, shippings and amounts', async () => {
    const o = await insertOrder(t, { shippings: ['unshipped', 'shipped'] });
    const res = await t.get(`/v1/orders/${o.id}`, token);
    assert.equal(res.statusCode, 200);
    const d = res.json().data;
    assert.deepEqual(
      Object.keys(d).sort(),
      [...LIST_ENTRY_KEYS, 'amounts', 'line_items', 'receipts_issued', 'shippings'].sort(),
    );
    assert.deepEqual(
      d.line_items.map((l: any) => l.id),
      o.lineIds,
    );
    const line = d.line_items[0];
    assert.deepEqual(Object.keys(line).sort(), [
      'discount_rate',
      'id',
      'item_id',
      'kind',
      'name',
      'options',
      'quantity',
      'sku',
      'subtotal',
      'tax_rate',
      'unit_price',
      'variant_id',
    ]);
    assert.deepEqual(line.unit_price, { amount: 2100, currency: 'JPY' });
    assert.equal(line.options[0].text, 'Coarse');
    assert.deepEqual(line.options[0].price, { amount: 0, currency: 'JPY' });
    assert.deepEqual(
      d.shippings.map((s: any) => [s.order_shipping_id, s.status]),
      [
        [o.shippingIds[0], 'unshipped'],
        [o.shippingIds[1], 'shipped'],
      ],
    );
    assert.deepEqual(Object.keys(d.shippings[0]).sort(), [
      'carrier_id',
      'delivery_date',
      'delivery_time_slot',
      'gift_wrapping',
      'order_id',
      'order_shipping_id',
      'shipping_cost',
      'status',
      'trackings',
      'updated_at',
    ]);
    // The fixture's stored tax; the taxable amounts are its lines at each rate (and the shipping at 10 %).
    assert.deepEqual(d.amounts.tax, [
      { rate: 8, taxable_amount: { amount: 4200, currency: 'JPY' }, amount: { amount: 311, currency: 'JPY' } },
      { rate: 10, taxable_amount: { amount: 1485 + 1200, currency: 'JPY' }, amount: { amount: 135, currency: 'JPY' } },
    ]);
    assert.deepEqual(d.amounts.shipping_total, { amount: 1200, currency: 'JPY' });
    assert.equal(d.amounts.total.amount, d.total.amount);
  });

  it('answers 404 not_found for an unknown order', async () => {
    const res = await t.get('/v1/orders/ord_missing', token);
    assert.equal(res.statusCode, 404);
    assert.equal(errorOf(res).code, 'not_found');
  });
});
