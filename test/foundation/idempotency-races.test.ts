import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ALL_SCOPES } from '../../src/lib/scopes.ts';
import { nowIso } from '../../src/lib/time.ts';
import { newId } from '../../src/lib/ids.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, itemBody, multipart } from '../helpers/catalog.ts';
import { storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { carrierOf, insertOrder } from '../helpers/orders.ts';
import { solidPng } from '../helpers/png.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { createStorefrontItem, signInShopper, TEST_RECIPIENT } from '../helpers/storefront.ts';

/**
 * A double tap, a retrying job and a load balancer that sends one request's retries to different
 * processes: every write route, checkout included, is sent 2 and then 20 times at once with one
 * Idempotency-Key, split over two real server processes on one database. Exactly one execution
 * (the rows it writes, its change record and history, counted against one lone request of the same
 * kind), every other answer is either that execution's answer replayed byte for byte or 409
 * idempotency_key_in_use, never a 500, and the key's stored answer is the execution's, not a 409.
 */

interface WriteRequest {
  method: string;
  path: string;
  /** JSON body, or a multipart body with its content type. */
  body?: unknown;
  raw?: { payload: Buffer; contentType: string };
  /** Shopper session token: a storefront route, authorized as that shopper. */
  shopper?: string;
  /** What one execution adds that no counted table holds (a replay's deliveries of its endpoint). */
  effect?: () => Promise<number>;
}

/** Rows a write's one execution adds to (what a second execution would add again); deliveries are left out, their worker writes them on its own time. */
const COUNTED_TABLES = [
  'categories',
  'items',
  'item_variants',
  'item_images',
  'item_history',
  'trackings',
  'order_actions',
  'webhook_endpoints',
  'inflow_routes',
  'changes',
  'orders',
  'order_lines',
  'cart_lines',
  'jobs',
] as const;

describe(`One execution per Idempotency-Key across two server processes (${TEST_DIALECT})`, () => {
  let t: TestApp & { storage: TestStorage };
  let servers: ServerProcess[];
  let token: string;

  before(async () => {
    // No job workers: a queued job stays as its one execution left it (a jobs row, its file).
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: '1', JOBS_WORKER: 'false' }, { sweeps: false });
    token = await t.token(ALL_SCOPES);
    const env = {
      ...storageEnv(t.storage),
      BASE_URL: 'http://tenpo.test',
      RATE_LIMIT_PER_MINUTE: '0',
      WEBHOOKS_ALLOW_PRIVATE_URLS: '1',
      JOBS_WORKER: 'false',
    };
    servers = [];
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess(env));
  });
  after(async () => {
    await Promise.all((servers ?? []).map((s) => s.stop()));
    await t?.close();
  });

  async function send(server: ServerProcess, r: WriteRequest, key: string) {
    const headers: Record<string, string> = {
      authorization: r.shopper ? `Shopper ${r.shopper}` : `Bearer ${token}`,
      'idempotency-key': key,
    };
    let body: string | Uint8Array | undefined;
    if (r.raw) {
      headers['content-type'] = r.raw.contentType;
      body = new Uint8Array(r.raw.payload);
    } else if (r.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(r.body);
    }
    const res = await fetch(`${server.url}${r.path}`, { method: r.method, headers, body });
    return { status: res.status, text: await res.text(), replay: res.headers.get('idempotent-replay') };
  }

  async function counts(r: WriteRequest): Promise<Record<string, number>> {
    const out: Record<string, number> = r.effect ? { effect: await r.effect() } : {};
    for (const table of COUNTED_TABLES) {
      const row = await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }

  const delta = (before_: Record<string, number>, after_: Record<string, number>) =>
    Object.fromEntries(
      Object.keys(after_)
        .map((k) => [k, after_[k]! - before_[k]!] as const)
        .filter(([, d]) => d !== 0),
    );

  const created = async (path: string, body: unknown) => {
    const res = await t.post(path, token, body);
    assert.ok(res.statusCode < 300, `${path}: ${res.body}`);
    return res.json().data;
  };
  const endpoint = () =>
    created('/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hooks', topics: ['order.created'] }) as Promise<{
      id: string;
    }>;
  const image = async (itemId: string) => {
    const raw = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: solidPng(4, 4, [1, 2, 3]) }]);
    const res = await t.request('POST', `/v1/items/${itemId}/images`, {
      token,
      key: randomUUID(),
      body: raw.payload,
      headers: { 'content-type': raw.contentType },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as { id: string };
  };
  const tracking = async (orderId: string, shippingId: string) => {
    const res = await t.post(`/v1/orders/${orderId}/trackings`, token, {
      order_shipping_id: shippingId,
      carrier_id: await carrierOf(t),
      tracking_number: `T-${randomUUID().slice(0, 8)}`,
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ tracking_id: string }>();
  };

  /** An item with one variation axis (Color: Red, Blue) and its Red variant. */
  const itemWithVariants = () =>
    createTestItem(t, token, {
      variation_axes: [{ name: 'Color', values: [{ name: 'Red' }, { name: 'Blue' }] }],
      variants: [{ sku: `R-${randomUUID().slice(0, 8)}`, name: 'Red', axis_values: [{ axis: 'Color', value: 'Red' }] }],
    });
  const blueVariant = () => ({
    sku: `V-${randomUUID().slice(0, 8)}`,
    name: 'Blue',
    price: { amount: 1200, currency: 'JPY' },
    axis_values: [{ axis: 'Color', value: 'Blue' }],
    inventory: 4,
  });

  /** Every idempotent route: a fresh request of it, on fresh rows (each trial gets its own). */
  const WRITES: Record<string, () => Promise<WriteRequest>> = {
    'POST /v1/categories': async () => ({
      method: 'POST',
      path: '/v1/categories',
      body: { name: `Race ${randomUUID()}` },
    }),
    'PATCH /v1/categories/{id}': async () => ({
      method: 'PATCH',
      path: `/v1/categories/${(await createTestCategory(t)).id}`,
      body: { name: 'Renamed' },
    }),
    'DELETE /v1/categories/{id}': async () => ({
      method: 'DELETE',
      path: `/v1/categories/${(await createTestCategory(t)).id}`,
    }),
    'POST /v1/items': async () => {
      return { method: 'POST', path: '/v1/items', body: itemBody((await createTestCategory(t)).id) };
    },
    'PATCH /v1/items/{id}': async () => ({
      method: 'PATCH',
      path: `/v1/items/${(await createTestItem(t, token)).id}`,
      body: { name: 'Renamed' },
    }),
    'PATCH /v1/items/{id}/stock': async () => ({
      method: 'PATCH',
      path: `/v1/items/${(await createTestItem(t, token)).id}/stock`,
      body: { adjustment: -1 },
    }),
    'POST /v1/items/{id}/variants': async () => ({
      method: 'POST',
      path: `/v1/items/${(await itemWithVariants()).id}/variants`,
      body: blueVariant(),
    }),
    'PATCH /v1/items/{id}/variants/{variantId}': async () => {
      const item = await itemWithVariants();
      const variant = await created(`/v1/items/${item.id}/variants`, blueVariant());
      return { method: 'PATCH', path: `/v1/items/${item.id}/variants/${variant.id}`, body: { name: 'Navy' } };
    },
    'POST /v1/items/{id}/images': async () => ({
      method: 'POST',
      path: `/v1/items/${(await createTestItem(t, token)).id}/images`,
      raw: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: solidPng(4, 4, [9, 9, 9]) }]),
    }),
    'PATCH /v1/items/{id}/images/{imageId}': async () => {
      const item = await createTestItem(t, token);
      await image(item.id);
      const second = await image(item.id);
      return { method: 'PATCH', path: `/v1/items/${item.id}/images/${second.id}`, body: { sort: 0 } };
    },
    'DELETE /v1/items/{id}/images/{imageId}': async () => {
      const item = await createTestItem(t, token);
      return { method: 'DELETE', path: `/v1/items/${item.id}/images/${(await image(item.id)).id}` };
    },
    'POST /v1/orders/{id}/trackings': async () => {
      const order = await insertOrder(t);
      return {
        method: 'POST',
        path: `/v1/orders/${order.id}/trackings`,
        body: {
          order_shipping_id: order.shippingIds[0],
          carrier_id: await carrierOf(t),
          tracking_number: `T-${randomUUID().slice(0, 8)}`,
        },
      };
    },
    'PATCH /v1/orders/{id}/trackings/{tracking_id}': async () => {
      const order = await insertOrder(t);
      const made = await tracking(order.id, order.shippingIds[0]!);
      return {
        method: 'PATCH',
        path: `/v1/orders/${order.id}/trackings/${made.tracking_id}`,
        body: { tracking_number: `R-${randomUUID().slice(0, 8)}` },
      };
    },
    'POST /v1/orders/{id}/shippings/{order_shipping_id}/status': async () => {
      const order = await insertOrder(t);
      return {
        method: 'POST',
        path: `/v1/orders/${order.id}/shippings/${order.shippingIds[0]}/status`,
        body: { status: 'preparing' },
      };
    },
    'POST /v1/webhook_endpoints': async () => ({
      method: 'POST',
      path: '/v1/webhook_endpoints',
      body: { url: `http://127.0.0.1:9/${randomUUID()}`, topics: ['order.created'] },
    }),
    'PATCH /v1/webhook_endpoints/{id}': async () => ({
      method: 'PATCH',
      path: `/v1/webhook_endpoints/${(await endpoint()).id}`,
      body: { description: 'Renamed' },
    }),
    'DELETE /v1/webhook_endpoints/{id}': async () => ({
      method: 'DELETE',
      path: `/v1/webhook_endpoints/${(await endpoint()).id}`,
    }),
    'POST /v1/webhook_endpoints/{id}/rotate_secret': async () => ({
      method: 'POST',
      path: `/v1/webhook_endpoints/${(await endpoint()).id}/rotate_secret`,
      body: {},
    }),
    'POST /v1/webhook_endpoints/{id}/deliveries/{delivery_id}/retry': async () => {
      const { id } = await endpoint();
      const delivery = newId('whd');
      const now = nowIso();
      await t.fixtures
        .insertInto('webhook_deliveries')
        .values({
          id: delivery,
          shop_id: t.shopId,
          endpoint_id: id,
          event_id: newId('evt'),
          event_type: 'order.created',
          status: 'failed',
          attempt_count: 8,
          next_attempt_at: null,
          lease_holder: null,
          lease_until: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return { method: 'POST', path: `/v1/webhook_endpoints/${id}/deliveries/${delivery}/retry` };
    },
    'POST /v1/webhook_endpoints/{id}/replay': async () => {
      // An endpoint of its own with one event of its topic, whose live delivery is made first.
      const { id } = await created('/v1/webhook_endpoints', {
        url: 'http://127.0.0.1:9/hooks',
        topics: ['inflow_route.created'],
      });
      const from = new Date().toISOString(); // after the events of earlier runs: this one's alone is replayed
      await created('/v1/inflow_routes', { name: 'Replayed', code: `r${randomUUID().slice(0, 8)}` });
      const deliveries = async () =>
        Number(
          (
            await t.ctx.db
              .selectFrom('webhook_deliveries')
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where('endpoint_id', '=', id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      await until(async () => (await deliveries()) === 1, 'the live delivery');
      return {
        method: 'POST',
        path: `/v1/webhook_endpoints/${id}/replay`,
        body: { from, to: new Date(Date.now() + 1000).toISOString() },
        effect: deliveries,
      };
    },
    // Jobs: one execution queues one job (no worker runs it here).
    ...Object.fromEntries(
      (
        [
          ['/v1/items/imports', 'sku,name'],
          ['/v1/stock/imports', 'sku,inventory'],
          ['/v1/trackings/imports', 'order_shipping_id,carrier_id,tracking_number'],
        ] as const
      ).map(([path, header]) => [
        `POST ${path}`,
        async (): Promise<WriteRequest> => ({
          method: 'POST',
          path,
          raw: { payload: Buffer.from(`${header}\r\n`), contentType: 'text/csv' },
        }),
      ]),
    ),
    ...Object.fromEntries(
      (
        [
          ['/v1/items/exports', {}],
          ['/v1/orders/exports', {}],
          ['/v1/shippings/exports', { format: 'yamato_b2' }],
        ] as const
      ).map(([path, body]) => [
        `POST ${path}`,
        async (): Promise<WriteRequest> => {
          // A label file needs the shop's sender (ご依頼主).
          if (path === '/v1/shippings/exports')
            await t.fixtures
              .insertInto('shop_senders')
              .values({
                shop_id: t.shopId,
                name: '珈琲舎',
                phone: '03-1234-5678',
                postal_code: '150-0001',
                address: '東京都渋谷区神宮前1-2-3',
                updated_at: new Date().toISOString(),
              })
              .onConflict((oc) => oc.column('shop_id').doNothing())
              .execute();
          return { method: 'POST', path, body };
        },
      ]),
    ),
    'POST /v1/inflow_routes': async () => ({
      method: 'POST',
      path: '/v1/inflow_routes',
      body: { name: 'Flyer', code: `c${randomUUID().slice(0, 8)}` },
    }),
    'POST /storefront/v1/checkout': async () => {
      const shopper = await signInShopper(t);
      const item = await createStorefrontItem(t, { price: 1500 });
      const line = await t.app.inject({
        method: 'POST',
        url: '/storefront/v1/cart/lines',
        headers: { authorization: `Shopper ${shopper.token}` },
        payload: { item_id: item.id, quantity: 1 },
      });
      assert.equal(line.statusCode, 201, line.body);
      return {
        method: 'POST',
        path: '/storefront/v1/checkout',
        shopper: shopper.token,
        body: { payment_method: 'credit_card', shippings: [{ recipient: TEST_RECIPIENT }] },
      };
    },
  };

  it('covers every operation of the OpenAPI document that takes an Idempotency-Key', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const idempotent: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if ((op.parameters ?? []).some((p: any) => p.in === 'header' && /^idempotency-key$/i.test(p.name)))
          idempotent.push(`${method.toUpperCase()} ${path}`);
      }
    }
    assert.deepEqual(Object.keys(WRITES).sort(), idempotent.sort());
  });

  for (const [name, prepare] of Object.entries(WRITES)) {
    it(`${name}: one execution for 2 and for 20 concurrent requests with one key`, async () => {
      // What one lone request of this kind writes.
      const lone = await prepare();
      const before0 = await counts(lone);
      const first = await send(servers[0]!, lone, randomUUID());
      assert.ok(first.status < 300, `${name}: ${first.status} ${first.text}`);
      const once = delta(before0, await counts(lone));

      for (const n of [2, 20]) {
        const r = await prepare();
        const key = randomUUID();
        const before1 = await counts(r);
        const answers = await Promise.all(Array.from({ length: n }, (_, i) => send(servers[i % 2]!, r, key)));
        const statuses = answers.map((a) => a.status);
        const done = answers.filter((a) => a.status === first.status);
        assert.ok(done.length >= 1, `${name} ×${n}: no request succeeded: ${JSON.stringify(statuses)}`);
        for (const a of answers) {
          if (a.status === first.status) assert.equal(a.text, done[0]!.text, `${name} ×${n}: one answer, replayed`);
          else {
            assert.equal(a.status, 409, `${name} ×${n}: ${JSON.stringify(statuses)} ${a.text}`);
            assert.equal(JSON.parse(a.text).error.code, 'idempotency_key_in_use');
          }
        }
        assert.deepEqual(delta(before1, await counts(r)), once, `${name} ×${n}: executed once`);
        const later = await send(servers[1]!, r, key);
        assert.equal(later.status, first.status, `${name} ×${n}: the stored answer is the execution's`);
        assert.equal(later.replay, 'true');
        assert.equal(later.text, done[0]!.text);
      }
    });
  }
});
