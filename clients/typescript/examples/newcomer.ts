// A first integration, as the README's walkthrough writes it: list items, create one, walk the order
// sync cursor, register a tracking number. Run with TENPO_URL, TENPO_CLIENT_ID and TENPO_CLIENT_SECRET:
//   node --import tsx clients/typescript/examples/newcomer.ts
import { randomUUID } from 'node:crypto';
import { createTenpo, TenpoError, type OrderSummary } from '../src/index.ts';

const tenpo = createTenpo({
  baseUrl: process.env.TENPO_URL ?? 'http://127.0.0.1:3000',
  clientId: process.env.TENPO_CLIENT_ID,
  clientSecret: process.env.TENPO_CLIENT_SECRET,
});

// 1. List items, no arguments: limit and offset have defaults.
const items = await tenpo.api.GET('/v1/items');
if (!items.data) throw new TenpoError(items.response.status, items.error);
console.log(`items: ${items.data.pagination.total}`);

// 2. Create an item. Every write carries an Idempotency-Key: the SDK adds one (and reuses it when it
// retries); giving your own lets you retry safely across restarts too.
const categories = await tenpo.api.GET('/v1/categories');
if (!categories.data) throw new TenpoError(categories.response.status, categories.error);
let categoryId = categories.data.data[0]?.id;
if (!categoryId) {
  const category = await tenpo.api.POST('/v1/categories', { body: { name: 'Coffee' } });
  if (!category.data) throw new TenpoError(category.response.status, category.error);
  categoryId = category.data.data.id;
}
const created = await tenpo.api.POST('/v1/items', {
  params: { header: { 'Idempotency-Key': randomUUID() } },
  body: {
    sku: `DRIP-${Date.now()}`,
    name: 'Drip coffee 200 g',
    category_id: categoryId,
    description: 'Medium roast, ground for drip.',
    inventory: 30,
    price: { amount: 1200, currency: 'JPY' },
    tax_rate: 8,
    cancellation: { enabled: true, cancel_by: '' },
  },
});
if (!created.data) throw new TenpoError(created.response.status, created.error);
console.log(`created: ${created.data.data.id}`);

// 3. Walk the order sync cursor: only updated_since (and after_id to continue). Save the last
// order's updated_at and id, and start from there next time.
let cursor = { updated_since: '1970-01-01T00:00:00Z', after_id: undefined as string | undefined };
let first: OrderSummary | undefined;
for (;;) {
  const page = await tenpo.api.GET('/v1/orders', { params: { query: cursor } });
  if (!page.data) throw new TenpoError(page.response.status, page.error);
  const last = page.data.data.at(-1);
  if (!last) break;
  first ??= page.data.data[0];
  cursor = { updated_since: last.updated_at, after_id: last.id };
}
console.log(`cursor: ${cursor.updated_since} ${cursor.after_id ?? ''}`);

// 4. Register a tracking number on the first order's first shipping.
if (first) {
  const order = await tenpo.api.GET('/v1/orders/{id}', { params: { path: { id: first.id } } });
  const carriers = await tenpo.api.GET('/v1/delivery_companies');
  if (!order.data) throw new TenpoError(order.response.status, order.error);
  if (!carriers.data) throw new TenpoError(carriers.response.status, carriers.error);
  const shipping = order.data.data.shippings[0];
  const carrier = carriers.data.data[0];
  if (shipping && carrier) {
    const tracking = await tenpo.api.POST('/v1/orders/{id}/trackings', {
      params: { path: { id: first.id } },
      body: {
        order_shipping_id: shipping.order_shipping_id,
        carrier_id: carrier.id,
        tracking_number: '4455-6677-8899',
      },
    });
    if (!tracking.data) throw new TenpoError(tracking.response.status, tracking.error);
    console.log(`tracking: ${tracking.data.tracking_id}`);
  }
}
