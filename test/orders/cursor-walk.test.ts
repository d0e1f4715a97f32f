import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { moveShippingStatus, SHIPPING_TRANSITIONS, SYNC_SETTLE_MS } from '../../src/orders/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ageOrders, insertCustomer, insertOrder } from '../helpers/orders.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

const WRITE_FOR_MS = 2500;
const PAGE_SIZE = '3';

/**
 * The sync cursor of GET /v1/orders (updated_since + after_id = the last entry's updated_at and id)
 * must show every order change exactly once, in (updated_at, id) order, while orders are created
 * and updated. Writers stamp a change inside their transaction and commit later, which is exactly
 * the race that could put a change behind a reader's cursor.
 */
describe('sync cursor walk over GET /v1/orders under concurrent writes', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('sees every order in its latest state, no change twice, in cursor order', async () => {
    const customerId = await insertCustomer(t);
    for (let i = 0; i < 15; i++) await insertOrder(t, { customerId, shippings: ['unshipped'] });
    await ageOrders(t);
    const token = await t.token(['read_orders']);

    let writing = true;
    const writer = async (seed: number) => {
      let n = seed;
      while (writing) {
        n++;
        if (n % 6 === 0) {
          // A real checkout (cart, stock, payment, order, shippings, customer counters).
          await placeTestOrder(t);
        } else if (n % 3 === 0) {
          // A new order stamped now but committed up to 150 ms later.
          await t.ctx.database.transaction(async (tx) => {
            await insertOrder(t, { customerId }, tx);
            await sleep(20 + (n * 37) % 130);
          });
        } else {
          // An update through the shipping-status service, which moves orders.updated_at.
          const open = await t.ctx.db.selectFrom('order_shippings').select(['id', 'order_id', 'status']).where('status', 'in', ['unshipped', 'preparing', 'shipped']).execute();
          const pick = open[(n * 7919) % Math.max(open.length, 1)];
          if (pick) {
            const to = SHIPPING_TRANSITIONS[pick.status].find((s) => s !== 'cancelled')!;
            await moveShippingStatus(t.ctx.database, t.shopId, pick.order_id, pick.id, to, { pii: false }).catch((err) => {
              if (err.code !== 'invalid_transition') throw err; // the other writer moved it first
            });
          }
        }
        await sleep(5);
      }
    };
    const writers = Promise.all([writer(0), writer(1)]);
    const stopAt = Date.now() + WRITE_FOR_MS;
    void sleep(WRITE_FOR_MS).then(() => (writing = false));

    const seen: { id: string; updated_at: string }[] = [];
    let cursor = { updated_since: '1970-01-01T00:00:00.000Z', after_id: '' };
    for (;;) {
      const query: Record<string, string> = { updated_since: cursor.updated_since, limit: PAGE_SIZE };
      if (cursor.after_id) query.after_id = cursor.after_id;
      const res = await t.get('/v1/orders', token, query);
      assert.equal(res.statusCode, 200, res.body);
      const page = res.json().data as { id: string; updated_at: string }[];
      for (const o of page) seen.push({ id: o.id, updated_at: o.updated_at });
      const last = page.at(-1);
      if (last) cursor = { updated_since: last.updated_at, after_id: last.id };
      // Done once the writers have stopped, every change has settled, and the cursor is at the end.
      if (page.length === 0 && !writing && Date.now() > stopAt + SYNC_SETTLE_MS + 500) break;
      if (page.length === 0) await sleep(50);
    }
    await writers;

    const versions = seen.map((s) => `${s.updated_at} ${s.id}`);
    assert.equal(new Set(versions).size, versions.length, 'no change is returned twice');
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      assert.ok(a.updated_at < b.updated_at || (a.updated_at === b.updated_at && a.id < b.id), `cursor order broken at ${i}`);
    }
    const final = await t.ctx.db.selectFrom('orders').select(['id', 'updated_at']).execute();
    assert.ok(final.length > 15, 'the writers created orders');
    const missing = final.filter((o) => !versions.includes(`${o.updated_at} ${o.id}`));
    assert.deepEqual(missing, [], 'every order is seen in its latest state');
    assert.ok(seen.length > final.length, 'updates made orders reappear after they were first seen');
  });
});
