import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { insertCustomer, insertOrder } from '../helpers/orders.ts';
import { ApiError } from '../../src/lib/errors.ts';
import type { ShopOrderFilter } from '../../src/orders/rules.ts';
import { listShopOrders } from '../../src/orders/service.ts';
import type { OrderStatus } from '../../src/orders/schemas.ts';

/** The staff list (listShopOrders): every filter narrows the entries and the total alike, newest placed first. */
describe('the staff order list filters', () => {
  let t: TestApp;
  let shopId: string;
  let customer: string;
  const orders: Record<string, string> = {};
  before(async () => {
    t = await startTestApp();
    shopId = await t.newShop();
    customer = await insertCustomer(t, { shopId });
    // Placed at Japan times (UTC+9): the 1st at 00:30 JST is still 31 May in UTC.
    const fixtures: [string, OrderStatus, string, string, boolean][] = [
      ['a', 'init', 'bank_transfer', '2026-05-31T15:30:00.000Z', false], // 2026-06-01 00:30 JST
      ['b', 'paid', 'credit_card', '2026-06-01T14:59:59.999Z', true], // 2026-06-01 23:59:59.999 JST
      ['c', 'paid', 'bank_transfer', '2026-06-01T15:00:00.000Z', false], // 2026-06-02 00:00 JST
      ['d', 'cancelled', 'cash_on_delivery', '2026-06-03T03:00:00.000Z', true],
      ['e', 'fulfilled', 'credit_card', '2026-05-31T14:59:59.999Z', false], // 2026-05-31 23:59:59.999 JST
    ];
    for (const [name, status, method, orderedAt, ofCustomer] of fixtures) {
      const o = await insertOrder(t, { shopId, status, orderedAt, ...(ofCustomer ? { customerId: customer } : {}) });
      await t.fixtures.updateTable('orders').set({ payment_method: method }).where('id', '=', o.id).execute();
      orders[name] = o.id;
    }
  });
  after(() => t.close());

  const names = (ids: string[]) => ids.map((id) => Object.entries(orders).find(([, v]) => v === id)![0]);
  async function list(f: ShopOrderFilter, page = { limit: 20, offset: 0 }) {
    const res = await listShopOrders(t.ctx.db, shopId, f, page);
    return { names: names(res.data.map((o) => o.id)), total: res.pagination.total, data: res.data };
  }

  it('lists every order newest placed first, with personal data and numbers, and pages with the total', async () => {
    const all = await list({});
    assert.deepEqual(all.names, ['d', 'c', 'b', 'a', 'e']);
    assert.equal(all.total, 5);
    assert.ok(all.data.every((o) => o.purchaser && o.number >= 1001));
    const page = await list({}, { limit: 2, offset: 2 });
    assert.deepEqual(page.names, ['b', 'a']);
    assert.equal(page.total, 5);
  });

  it('filters by statuses and payment methods (any of each)', async () => {
    const open = await list({ statuses: ['paid', 'init'] });
    assert.deepEqual([open.names, open.total], [['c', 'b', 'a'], 3]);
    const byMethod = await list({ paymentMethods: ['bank_transfer', 'cash_on_delivery'] });
    assert.deepEqual([byMethod.names, byMethod.total], [['d', 'c', 'a'], 3]);
    const both = await list({ statuses: ['paid'], paymentMethods: ['bank_transfer'] });
    assert.deepEqual([both.names, both.total], [['c'], 1]);
  });

  it('filters by Japan calendar days, both ends included', async () => {
    const day = await list({ orderedFrom: '2026-06-01', orderedTo: '2026-06-01' });
    assert.deepEqual([day.names, day.total], [['b', 'a'], 2]);
    const from = await list({ orderedFrom: '2026-06-02' });
    assert.deepEqual([from.names, from.total], [['d', 'c'], 2]);
    const to = await list({ orderedTo: '2026-05-31' });
    assert.deepEqual([to.names, to.total], [['e'], 1]);
  });

  it('filters by customer and by number', async () => {
    const mine = await list({ customerId: customer });
    assert.deepEqual([mine.names, mine.total], [['d', 'b'], 2]);
    const numberOfC = (await list({})).data.find((o) => o.id === orders.c)!.number;
    const one = await list({ number: numberOfC });
    assert.deepEqual([one.names, one.total], [['c'], 1]);
    const none = await list({ number: numberOfC, statuses: ['cancelled'] });
    assert.deepEqual([none.names, none.total], [[], 0]);
  });

  it('refuses unknown statuses and payment methods, impossible days and a reversed range as invalid_request naming the field', async () => {
    const refused = async (f: ShopOrderFilter, field: string) =>
      assert.rejects(
        listShopOrders(t.ctx.db, shopId, f, { limit: 20, offset: 0 }),
        (err: unknown) =>
          err instanceof ApiError && err.code === 'invalid_request' && JSON.stringify(err).includes(field),
      );
    await refused({ statuses: ['shipped' as OrderStatus] }, 'status');
    await refused({ paymentMethods: ['cheque'] }, 'payment_method');
    await refused({ orderedFrom: '2026-02-30' }, 'ordered_from');
    await refused({ orderedFrom: '2026-06-02', orderedTo: '2026-06-01' }, 'ordered_to');
  });
});
