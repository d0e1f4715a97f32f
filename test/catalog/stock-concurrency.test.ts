import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { retriedWhileUnavailable } from '../helpers/until.ts';

/** Stock races: concurrent decrements never oversell nor lose an update, in one process or several on the same database. */
describe('stock concurrency', () => {
  let t: TestApp;
  let second: BuiltApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    second = await buildApp(t.config, { logger: false }); // another instance on the same database
    await second.app.ready();
    token = await t.token(['write_items', 'read_items']);
  });
  after(async () => {
    await second.app.close();
    await t.close();
  });

  // Sent again while answered 503, as a client does (retriedWhileUnavailable): under load a decrement
  // queued behind the others on the item's row can outlast the statement timeout.
  const decrement = (app: TestApp['app'], itemId: string, body: Record<string, unknown> = { adjustment: -1 }) => {
    const key = crypto.randomUUID();
    return retriedWhileUnavailable(
      () =>
        app.inject({
          method: 'PATCH',
          url: `/v1/items/${itemId}/stock`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
          payload: body,
        }),
      (r) => ({ status: r.statusCode, retryAfter: r.headers['retry-after'] }),
    );
  };

  async function race(apps: TestApp['app'][], body?: Record<string, unknown>, variant = false) {
    const category = (await createTestCategory(t)).id;
    const item = await createTestItem(
      t,
      token,
      variant
        ? {
            category_id: category,
            variation_axes: [{ name: 'Size', values: [{ name: 'S' }] }],
            variants: [{ sku: `RACE-${Date.now()}`, name: 'S', axis_values: [{ axis: 'Size', value: 'S' }] }],
          }
        : { category_id: category, inventory: 30 },
    );
    const variantId = variant ? item.variants[0].id : undefined;
    if (variantId) await decrement(t.app, item.id, { inventory: 30, variant_id: variantId });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        decrement(apps[i % apps.length]!, item.id, {
          adjustment: -1,
          ...(variantId ? { variant_id: variantId } : {}),
          ...body,
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 422);
    assert.deepEqual(
      results.filter((r) => r.statusCode !== 200 && r.statusCode !== 422).map((r) => `${r.statusCode} ${r.body}`),
      [],
      'every answer is 200 or 422',
    );
    assert.equal(ok.length, 30);
    assert.equal(refused.length, 20);
    assert.ok(refused.every((r) => r.json().error.code === 'insufficient_stock'));
    const seen = ok.map((r) => r.json().data.inventory).sort((a, b) => a - b);
    assert.deepEqual(
      seen,
      Array.from({ length: 30 }, (_, i) => i),
      'every success saw a distinct stock level',
    );
    const full = (await t.get(`/v1/items/${item.id}`, token)).json().data;
    assert.equal(variant ? full.variants[0].inventory : full.inventory, 0);
  }

  it('50 concurrent decrements of 1 on stock 30: exactly 30 succeed, 20 get insufficient_stock, final 0', async () => {
    await race([t.app]);
  });

  it('the same race across two app instances on the same database', async () => {
    await race([t.app, second.app]);
  });

  it("the same race on a variant's stock across two instances", async () => {
    await race([t.app, second.app], undefined, true);
  });
});
