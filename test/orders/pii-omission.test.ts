import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import type { Scope } from '../../src/lib/scopes.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { orderListsRepo } from '../../src/orders/repo/lists.ts';
import { placeTestOrder, TEST_PROFILE, TEST_RECIPIENT } from '../helpers/storefront.ts';
import {
  carrierOf,
  CUSTOMER_PROFILE,
  insertCustomer,
  insertOrder,
  PAYMENT_REFERENCE_PREFIX,
  PURCHASER,
  RECIPIENT,
} from '../helpers/orders.ts';

/** Every scope that decides whether an order or customer endpoint answers, and with which personal data. */
const RELEVANT: Scope[] = ['read_orders', 'read_orders_pii', 'read_customers', 'read_customers_pii', 'write_shipping'];
const COMBINATIONS: Scope[][] = Array.from({ length: 2 ** RELEVANT.length }, (_, mask) =>
  RELEVANT.filter((_, i) => mask & (1 << i)),
).filter((s) => s.length > 0);

/** Every key name anywhere in a JSON value. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysIn(v, found);
    }
  }
  return found;
}

const ORDER_PII_VALUES = [
  PURCHASER.tel,
  PURCHASER.email,
  PURCHASER.address,
  RECIPIENT.tel,
  RECIPIENT.address,
  RECIPIENT.last_name,
];
const CUSTOMER_PII_VALUES = [
  CUSTOMER_PROFILE.last_name,
  CUSTOMER_PROFILE.tel,
  CUSTOMER_PROFILE.email,
  CUSTOMER_PROFILE.address,
];

const orderPiiKinds = { keys: ['purchaser', 'recipient'], scope: 'read_orders_pii' as Scope, values: ORDER_PII_VALUES };
const customerPiiKinds = { keys: ['profile'], scope: 'read_customers_pii' as Scope, values: CUSTOMER_PII_VALUES };

interface Endpoint {
  name: string;
  /** The route admits a token holding any of these. */
  needs: Scope[];
  /** Which personal-data keys it may carry, and the scope that admits them. */
  pii: { keys: string[]; scope: Scope; values: string[] }[];
  call(token: string): Promise<LightMyRequestResponse>;
}

describe('personal data is omitted without a PII scope, on every endpoint and every scope combination', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  before(async () => {
    t = await startTestApp();
    const carrier = await carrierOf(t);
    const customerId = await insertCustomer(t, { tags: ['vip'] });
    const order = await insertOrder(t, { customerId, shippings: ['unshipped', 'unshipped'] });
    const tracked = await insertOrder(t, { customerId });
    const orderPii = orderPiiKinds;
    const listPii = { ...orderPiiKinds, keys: ['purchaser'] };
    const shippingPii = { ...orderPiiKinds, keys: ['recipient'] };
    const customerPii = customerPiiKinds;
    let shippingMoves = 0;
    endpoints = [
      { name: 'GET /v1/orders', needs: ['read_orders'], pii: [listPii], call: (tok) => t.get('/v1/orders', tok) },
      {
        name: 'GET /v1/orders (sync cursor)',
        needs: ['read_orders'],
        pii: [listPii],
        call: (tok) => t.get('/v1/orders', tok, { updated_since: '1970-01-01T00:00:00Z', status: 'paid' }),
      },
      {
        name: 'GET /v1/orders/{id}',
        needs: ['read_orders'],
        pii: [orderPii],
        call: (tok) => t.get(`/v1/orders/${order.id}`, tok),
      },
      {
        name: 'GET /v1/customers',
        needs: ['read_customers'],
        pii: [customerPii],
        call: (tok) => t.get('/v1/customers', tok),
      },
      {
        name: 'GET /v1/customers (tag)',
        needs: ['read_customers'],
        pii: [customerPii],
        call: (tok) => t.get('/v1/customers', tok, { tag: 'vip' }),
      },
      {
        name: 'GET /v1/customers/{id}',
        needs: ['read_customers'],
        pii: [customerPii],
        call: (tok) => t.get(`/v1/customers/${customerId}`, tok),
      },
      {
        name: 'GET /v1/customers/{id}/orders',
        needs: ['read_customers'],
        pii: [listPii],
        call: (tok) => t.get(`/v1/customers/${customerId}/orders`, tok),
      },
      {
        name: 'POST /v1/orders/{id}/shippings/{sid}/status',
        needs: ['write_shipping'],
        pii: [shippingPii],
        // A refused move (409) carries no data, so each call moves a fresh order's shipping.
        call: async (tok) => {
          const o = await insertOrder(t, { customerId });
          shippingMoves++;
          return t.post(`/v1/orders/${o.id}/shippings/${o.shippingIds[0]}/status`, tok, {
            status: shippingMoves % 2 ? 'preparing' : 'cancelled',
          });
        },
      },
      {
        name: 'POST /v1/orders/{id}/trackings',
        needs: ['write_shipping'],
        pii: [],
        call: (tok) =>
          t.post(`/v1/orders/${tracked.id}/trackings`, tok, {
            order_shipping_id: tracked.shippingIds[0],
            carrier_id: carrier,
            tracking_number: 'T-1',
          }),
      },
    ];
  });
  after(() => t.close());

  for (const scopes of COMBINATIONS) {
    it(`scopes ${scopes.join(' ')}`, async () => {
      const token = await t.token(scopes);
      for (const e of endpoints) {
        const res = await e.call(token);
        const label = `${e.name} with ${scopes.join(' ')}`;
        assert.ok(!res.body.includes(PAYMENT_REFERENCE_PREFIX), `${label}: payment reference leaked`);
        assert.ok(!/payment_reference|card_number|gateway/i.test(res.body), `${label}: payment field leaked`);
        if (!e.needs.some((s) => scopes.includes(s))) {
          assert.equal(res.statusCode, 403, label);
          continue;
        }
        assert.ok(res.statusCode === 200 || res.statusCode === 201, `${label}: ${res.statusCode} ${res.body}`);
        const keys = keysIn(res.json());
        for (const p of [orderPiiKinds, customerPiiKinds]) {
          const admitted = e.pii.some((x) => x.scope === p.scope) && scopes.includes(p.scope);
          for (const k of p.keys)
            assert.equal(keys.has(k), admitted && e.pii.some((x) => x.keys.includes(k)), `${label}: key ${k}`);
          if (!admitted) for (const v of p.values) assert.ok(!res.body.includes(v), `${label}: value ${v} leaked`);
        }
      }
    });
  }

  it('gives purchaser and every recipient their full fields with read_orders_pii', async () => {
    const o = await insertOrder(t, { shippings: ['unshipped', 'shipped'] });
    const d = (await t.get(`/v1/orders/${o.id}`, await t.token(['read_orders', 'read_orders_pii']))).json().data;
    assert.deepEqual(d.purchaser, PURCHASER);
    assert.deepEqual(
      d.shippings.map((s: any) => s.recipient),
      [RECIPIENT, RECIPIENT],
    );
  });

  it('omits the purchaser and recipients of an order placed through the real checkout, on every order read', async () => {
    const route = (
      await t.post('/v1/inflow_routes', await t.token(['write_inflow_routes']), { name: 'Checkout link' })
    ).json().data;
    const placed = await placeTestOrder(t, { inflowRouteCode: route.code });
    const customerId = (
      await t.ctx.db
        .selectFrom('orders')
        .select('customer_id')
        .where('id', '=', placed.orderId)
        .executeTakeFirstOrThrow()
    ).customer_id;
    const piiValues = [
      TEST_PROFILE.tel,
      TEST_PROFILE.email,
      TEST_PROFILE.address,
      TEST_RECIPIENT.tel,
      TEST_RECIPIENT.address,
    ];
    const reads = (tok: string) => [
      t.get(`/v1/orders/${placed.orderId}`, tok),
      t.get('/v1/orders', tok, { updated_since: '1970-01-01T00:00:00Z', limit: '100' }),
      t.get(`/v1/customers/${customerId}/orders`, tok),
      t.get(`/v1/customers/${customerId}`, tok),
    ];
    for (const res of await Promise.all(reads(await t.token(['read_orders', 'read_customers'])))) {
      assert.equal(res.statusCode, 200, res.body);
      const keys = keysIn(res.json());
      for (const k of ['purchaser', 'recipient', 'profile']) assert.ok(!keys.has(k), `${k} in ${res.body}`);
      for (const v of piiValues) assert.ok(!res.body.includes(v), `${v} leaked`);
    }
    const [detail] = await Promise.all(reads(await t.token(['read_orders', 'read_orders_pii', 'read_customers'])));
    const d = detail!.json().data;
    assert.equal(d.purchaser.tel, TEST_PROFILE.tel);
    assert.deepEqual(d.shippings[0].recipient, TEST_RECIPIENT);
    assert.deepEqual(d.inflow_route, { id: route.id, code: route.code, name: 'Checkout link' });
    assert.equal(d.amounts.total.amount, d.total.amount);
  });

  it('reads the purchaser of an order list page only for an answer that shows it', async () => {
    const customerId = await insertCustomer(t);
    const order = await insertOrder(t, { customerId });
    const repo = orderListsRepo(t.ctx.db);
    const pages = (withPurchaser: boolean) =>
      Promise.all([
        repo.list(t.shopId, { statuses: [], customerId }, 10, 0, withPurchaser),
        repo.listForCustomer(t.shopId, customerId, 10, 0, withPurchaser),
      ]);
    for (const rows of await pages(false)) {
      assert.deepEqual(
        rows.map((r) => r.id),
        [order.id],
      );
      assert.ok(!('purchaser' in rows[0]!), 'purchaser read for a page that does not show it');
    }
    for (const rows of await pages(true)) assert.deepEqual(JSON.parse(rows[0]!.purchaser!), PURCHASER);
  });
});
