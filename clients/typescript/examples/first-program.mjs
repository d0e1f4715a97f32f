// first-program.mjs: sync the orders, add an item, check a webhook receiver with a signed test event.
import http from 'node:http';
import { createTenpo, TenpoError, verifyWebhook } from '@tenpo/sdk';

const tenpo = createTenpo({
  baseUrl: process.env.TENPO_URL ?? 'http://127.0.0.1:3000',
  clientId: process.env.TENPO_CLIENT_ID,
  clientSecret: process.env.TENPO_CLIENT_SECRET,
});

// Any answer but a 2xx stops the program with its status, code and request id.
function ok({ data, error, response }) {
  if (!response.ok) throw new TenpoError(response.status, error);
  return data;
}

// 1. Order sync: each order changed since the cursor, oldest change first. Save the last one's
// updated_at and id, and start from there next time.
let cursor = { updated_since: '1970-01-01T00:00:00Z' };
let synced = 0;
for await (const order of tenpo.orderChanges(cursor)) {
  synced++;
  cursor = { updated_since: order.updated_at, after_id: order.id };
}
console.log(`orders synced: ${synced}; next time from ${JSON.stringify(cursor)}`);

// 2. An item. The SDK adds an Idempotency-Key to each write (and reuses it when it retries). Run the
// program again and the sku is taken: that 409 is the one answer handled, by finding the item.
const categories = ok(await tenpo.api.GET('/v1/categories')).data;
const categoryId =
  categories[0]?.id ?? ok(await tenpo.api.POST('/v1/categories', { body: { name: 'Coffee' } })).data.id;
const created = await tenpo.api.POST('/v1/items', {
  body: {
    sku: 'DRIP-200',
    name: 'Drip coffee 200 g',
    category_id: categoryId,
    description: 'Medium roast',
    inventory: 30,
    price: { amount: 1200, currency: 'JPY' },
    tax_rate: 8,
    cancellation: { enabled: true, cancel_by: '' },
  },
});
if (created.error?.error.code === 'sku_taken') {
  const [item] = ok(await tenpo.api.GET('/v1/items', { params: { query: { sku: 'DRIP-200' } } })).data;
  console.log(`item DRIP-200 exists already: ${item.id}`);
} else {
  console.log(`item created: ${ok(created).data.id}`);
}

// 3. Webhooks: a receiver on this machine (the server runs with WEBHOOKS_ALLOW_PRIVATE_URLS=true),
// an endpoint for it, and a signed test event, verified as every delivery should be.
let secret = '';
let received;
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    try {
      received = verifyWebhook(secret, req.headers, body); // throws unless Tenpo signed it just now
      res.writeHead(204).end();
    } catch (err) {
      res.writeHead(400).end(String(err));
    }
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${receiver.address().port}/tenpo`;
const endpoint = ok(await tenpo.api.POST('/v1/webhook_endpoints', { body: { url, topics: ['order.paid'] } })).data;
secret = endpoint.secret;
try {
  const test = ok(
    await tenpo.api.POST('/v1/webhook_endpoints/{id}/test', { params: { path: { id: endpoint.id } } }),
  ).data;
  if (!test.delivered || received?.id !== test.event_id)
    throw new Error(`test event not verified: ${JSON.stringify(test)}`);
  console.log(
    `webhook test event verified: ${received.type} ${test.event_id} (${test.status_code} in ${test.duration_ms} ms)`,
  );
} finally {
  receiver.close();
  ok(await tenpo.api.DELETE('/v1/webhook_endpoints/{id}', { params: { path: { id: endpoint.id } } }));
}
