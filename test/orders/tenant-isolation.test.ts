import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { carrierOf, insertCustomer, insertInflowRoute, insertOrder, type InsertedOrder } from '../helpers/orders.ts';

/** Another shop's orders, customers and inflow routes are invisible: 404 not_found, never in lists, never changed. */
describe('tenant isolation of orders, shippings, trackings, customers and inflow routes', () => {
  let t: TestApp;
  let other: string;
  let theirs: InsertedOrder;
  let theirCustomer: string;
  let theirTrackingId: string;
  let mine: string;
  let mineWrite: string;
  before(async () => {
    t = await startTestApp();
    other = await t.newShop('Other shop');
    theirCustomer = await insertCustomer(t, { shopId: other });
    const route = await insertInflowRoute(t, { shopId: other, code: 'shared-code' });
    theirs = await insertOrder(t, { shopId: other, customerId: theirCustomer, inflowRouteId: route.id });
    const theirToken = await t.token(['write_shipping'], other);
    theirTrackingId = (
      await t.post(`/v1/orders/${theirs.id}/trackings`, theirToken, {
        order_shipping_id: theirs.shippingIds[0],
        carrier_id: await carrierOf(t, other),
        tracking_number: 'THEIRS',
      })
    ).json().tracking_id;
    await insertOrder(t);
    mine = await t.token([
      'read_orders',
      'read_orders_pii',
      'read_customers',
      'read_customers_pii',
      'write_inflow_routes',
    ]);
    mineWrite = await t.token(['write_shipping']);
  });
  after(() => t.close());

  const expect404 = async (p: Promise<import('fastify').LightMyRequestResponse>) => {
    const res = await p;
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(errorOf(res).code, 'not_found');
  };

  it("answers 404 for another shop's order, customer and their orders", async () => {
    await expect404(t.get(`/v1/orders/${theirs.id}`, mine));
    await expect404(t.get(`/v1/customers/${theirCustomer}`, mine));
    await expect404(t.get(`/v1/customers/${theirCustomer}/orders`, mine));
  });

  it("never lists another shop's orders, customers or inflow routes", async () => {
    const queries: Record<string, string>[] = [{}, { updated_since: '1970-01-01T00:00:00Z' }, { status: 'paid' }];
    for (const query of queries) {
      const body = (await t.get('/v1/orders', mine, query)).json();
      assert.ok(body.data.length > 0);
      assert.ok(body.data.every((o: any) => o.id !== theirs.id));
      assert.equal(body.pagination.total, body.data.length);
    }
    assert.ok((await t.get('/v1/customers', mine)).json().data.every((c: any) => c.id !== theirCustomer));
    assert.deepEqual((await t.get('/v1/inflow_routes', mine)).json().data, []);
  });

  it("refuses to move, track or correct another shop's shippings, and changes nothing", async () => {
    const trackings = await countRows(t, 'trackings');
    const theirUpdatedAt = async () =>
      (await t.ctx.db.selectFrom('orders').select('updated_at').where('id', '=', theirs.id).executeTakeFirstOrThrow())
        .updated_at;
    const before = await theirUpdatedAt();
    await expect404(
      t.post(`/v1/orders/${theirs.id}/shippings/${theirs.shippingIds[0]}/status`, mineWrite, { status: 'preparing' }),
    );
    await expect404(
      t.post(`/v1/orders/${theirs.id}/trackings`, mineWrite, {
        order_shipping_id: theirs.shippingIds[0],
        carrier_id: await carrierOf(t),
        tracking_number: 'MINE',
      }),
    );
    await expect404(
      t.patch(`/v1/orders/${theirs.id}/trackings/${theirTrackingId}`, mineWrite, { tracking_number: 'MINE' }),
    );
    assert.equal(await countRows(t, 'trackings'), trackings);
    assert.equal(await theirUpdatedAt(), before);
    const shipping = await t.ctx.db
      .selectFrom('order_shippings')
      .select('status')
      .where('id', '=', theirs.shippingIds[0]!)
      .executeTakeFirstOrThrow();
    assert.equal(shipping.status, 'unshipped');
  });

  it('lets each shop use the same inflow route code', async () => {
    const res = await t.post('/v1/inflow_routes', await t.token(['write_inflow_routes']), {
      name: 'Mine',
      code: 'shared-code',
    });
    assert.equal(res.statusCode, 201, res.body);
  });
});
