import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { freshStorage, storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { startServersWithClient, type ServerProcess } from '../helpers/server.ts';
import { retriedWhileUnavailable } from '../helpers/until.ts';

/**
 * Two real server processes of one deployment on one database, reached over TCP: a write with one
 * Idempotency-Key runs exactly once, and concurrent stock decrements never oversell.
 */
describe(`Two server processes on one database (${TEST_DIALECT})`, () => {
  let storage: TestStorage;
  let servers: ServerProcess[];
  let token: string;

  // Sent again while answered 503, as a client does (retriedWhileUnavailable): under load a request
  // queued behind the others on one row can outlast the statement timeout.
  const call = (server: ServerProcess, method: string, path: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    return retriedWhileUnavailable(
      async () => {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
      },
      (r) => r,
    );
  };

  before(async () => {
    storage = await freshStorage({ migrated: true });
    // One deployment: both processes share the storage and the public base URL (hence the issuer).
    const env = { ...storageEnv(storage), RATE_LIMIT_PER_MINUTE: '0', BASE_URL: 'http://tenpo.test' };
    ({ servers, token } = await startServersWithClient(env, 2, 'read_items write_items'));
  });
  after(async () => {
    await Promise.all((servers ?? []).map((s) => s.stop()));
    await storage?.cleanup();
  });

  it('executes a write exactly once when 20 identical requests with one key are split over both processes', async () => {
    const key = randomUUID();
    const name = `Roasts ${randomUUID().slice(0, 8)}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(servers[i % 2]!, 'POST', '/v1/categories', { name }, key)),
    );
    const created = results.filter((r) => r.status === 201);
    assert.ok(created.length >= 1, JSON.stringify(results.map((r) => r.status)));
    for (const r of created)
      assert.equal(r.text, created[0]!.text, 'every success is the same answer, replayed byte for byte');
    for (const r of results.filter((r) => r.status !== 201)) {
      assert.equal(r.status, 409, r.text);
      assert.equal(JSON.parse(r.text).error.code, 'idempotency_key_in_use');
    }
    const list = JSON.parse((await call(servers[1]!, 'GET', '/v1/categories?limit=100')).text);
    assert.equal(list.data.filter((c: { name: string }) => c.name === name).length, 1, 'one category written');
  });

  it('never oversells: 50 concurrent decrements of 1 on a stock of 30 across both processes', async () => {
    const category = JSON.parse(
      (await call(servers[0]!, 'POST', '/v1/categories', { name: 'Stock race' }, randomUUID())).text,
    ).data;
    const item = JSON.parse(
      (
        await call(
          servers[0]!,
          'POST',
          '/v1/items',
          {
            kind: 'normal',
            sku: `RACE-${randomUUID().slice(0, 8)}`,
            inventory: 30,
            name: 'Race beans',
            category_id: category.id,
            description: 'Contended stock',
            price: { amount: 1500, currency: 'JPY' },
            tax_rate: 8,
            main_image_orientation: 'square',
            delivery_datetime_possibility: 'nullable',
            cancellation: { enabled: false, cancel_by: '' },
          },
          randomUUID(),
        )
      ).text,
    ).data;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(servers[i % 2]!, 'PATCH', `/v1/items/${item.id}/stock`, { adjustment: -1 }, randomUUID()),
      ),
    );
    assert.deepEqual(
      results.filter((r) => r.status !== 200 && r.status !== 422).map((r) => `${r.status} ${r.text}`),
      [],
      'every answer is 200 or 422',
    );
    const statuses = results.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 30);
    assert.equal(statuses.filter((s) => s === 422).length, 20);
    for (const r of results.filter((r) => r.status === 422))
      assert.equal(JSON.parse(r.text).error.code, 'insufficient_stock');
    const after = JSON.parse((await call(servers[1]!, 'GET', `/v1/items/${item.id}`)).text).data;
    assert.equal(after.inventory, 0);
  });
});
