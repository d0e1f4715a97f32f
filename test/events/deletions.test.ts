import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, multipart } from '../helpers/catalog.ts';
import { carrierOf } from '../helpers/orders.ts';
import { solidPng } from '../helpers/png.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

/*
 * DECISIONS.md section 10: deletions are events (image.deleted, category.deleted,
 * webhook_endpoint.deleted), shipping and tracking events name their order, and GET /v1/events
 * follows one object (object_id).
 */
describe('deletion events, order_id on shipping events, object_id', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  });
  after(() => t.close());

  const types = (res: { json(): any }) => (res.json().data as any[]).map((e) => e.type);
  const upload = (token: string, itemId: string) => {
    const { payload, contentType } = multipart([
      { name: 'file', data: solidPng(2, 2, [1, 2, 3]), filename: 'a.png', type: 'image/png' },
    ]);
    return t.request('POST', `/v1/items/${itemId}/images`, {
      token,
      key: randomUUID(),
      body: payload,
      headers: { 'content-type': contentType },
    });
  };

  test('images: an upload or deletion that changes main_image records item.updated; a deletion image.deleted {id, item_id}', async () => {
    const shop = await t.newShop();
    const writer = await t.token(['write_items', 'read_items'], shop);
    const category = await createTestCategory(t, { shopId: shop });
    const item = await createTestItem(t, writer, { category_id: category.id });
    const seen = async () => (await t.get('/v1/events', writer, { object_id: item.id, limit: '100' })).json().data;

    const first = (await upload(writer, item.id)).json().data;
    const second = (await upload(writer, item.id)).json().data;
    let events = await seen();
    assert.deepEqual(
      events.map((e: any) => e.type),
      ['item.created', 'item.updated'],
      'only the first upload changes main_image',
    );
    assert.equal(events[1].data.object.main_image, first.url);

    assert.equal((await t.del(`/v1/items/${item.id}/images/${second.id}`, writer)).statusCode, 204);
    const all = await t.get('/v1/events', writer, { types: 'image.deleted,item.updated', limit: '100' });
    assert.deepEqual(types(all), ['item.updated', 'image.deleted'], 'not the main image: no item.updated');
    assert.deepEqual(all.json().data[1].data.object, { id: second.id, item_id: item.id });

    assert.equal((await t.del(`/v1/items/${item.id}/images/${first.id}`, writer)).statusCode, 204);
    events = (await t.get('/v1/events', writer, { after: all.json().data[1].id })).json().data;
    assert.deepEqual(
      events.map((e: any) => e.type),
      ['image.deleted', 'item.updated'],
    );
    assert.equal(events[1].data.object.main_image, '');
    assert.equal((await t.del(`/v1/items/${item.id}/images/${first.id}`, writer)).statusCode, 404);
    const byObject = await t.get('/v1/events', writer, { object_id: first.id });
    assert.deepEqual(types(byObject), ['image.deleted'], 'a 404 records nothing; object_id follows the image');
    assert.equal(byObject.json().pagination.total, 1);
  });

  test('categories: a deletion records category.deleted {id}; a refused one nothing', async () => {
    const shop = await t.newShop();
    const writer = await t.token(['write_items', 'read_items'], shop);
    const used = await createTestCategory(t, { shopId: shop });
    await createTestItem(t, writer, { category_id: used.id });
    const spare = await createTestCategory(t, { shopId: shop });
    assert.equal((await t.del(`/v1/categories/${used.id}`, writer)).statusCode, 409);
    assert.equal((await t.del(`/v1/categories/${spare.id}`, writer)).statusCode, 204);
    const res = await t.get('/v1/events', writer, { types: 'category.deleted' });
    assert.deepEqual(
      res.json().data.map((e: any) => e.data.object),
      [{ id: spare.id }],
    );
    const orders = await t.token(['read_orders'], shop);
    assert.equal(errorOf(await t.get('/v1/events', orders, { types: 'category.deleted' })).code, 'invalid_request');
  });

  test("webhook endpoints: a deletion records webhook_endpoint.deleted, seen and delivered only to that client's", async () => {
    const shop = await t.newShop();
    const mine = await t.client(['read_items'], { shopId: shop });
    const other = await t.client(['read_items'], { shopId: shop });
    const create = async (token: string, topics: string[]) =>
      (await t.post('/v1/webhook_endpoints', token, { url: 'http://127.0.0.1:9/hook', topics })).json().data;
    const watching = await create(mine.token, ['webhook_endpoint.deleted']);
    const othersWatching = await create(other.token, ['webhook_endpoint.deleted']);
    const doomed = await create(mine.token, ['item.created']);
    assert.equal((await t.del(`/v1/webhook_endpoints/${doomed.id}`, mine.token)).statusCode, 204);

    const seenByMine = await t.get('/v1/events', mine.token);
    assert.deepEqual(types(seenByMine), ['webhook_endpoint.deleted']);
    assert.deepEqual(seenByMine.json().data[0].data.object, { id: doomed.id });
    assert.deepEqual(types(await t.get('/v1/events', other.token)), [], 'another client never sees it');
    assert.equal(
      (await t.get('/v1/events', other.token, { types: 'webhook_endpoint.deleted' })).json().pagination.total,
      0,
    );

    const deliveries = async (token: string, id: string) =>
      (await t.get(`/v1/webhook_endpoints/${id}/deliveries`, token)).json().data.map((d: any) => d.event_type);
    assert.deepEqual(await deliveries(mine.token, watching.id), ['webhook_endpoint.deleted']);
    assert.deepEqual(await deliveries(other.token, othersWatching.id), []);
  });

  test('shipping.status_changed and tracking events carry order_id; object_id follows the shipping', async () => {
    const shop = await t.newShop();
    const { orderId } = await placeTestOrder(t, { shopId: shop });
    const reader = await t.token(['read_orders'], shop);
    const writer = await t.token(['write_shipping'], shop);
    const shippingId = (await t.get(`/v1/orders/${orderId}`, reader)).json().data.shippings[0].order_shipping_id;
    assert.equal(
      (await t.post(`/v1/orders/${orderId}/shippings/${shippingId}/status`, writer, { status: 'preparing' }))
        .statusCode,
      200,
    );
    const registered = await t.post(`/v1/orders/${orderId}/trackings`, writer, {
      order_shipping_id: shippingId,
      carrier_id: await carrierOf(t, shop),
      tracking_number: '1234',
    });
    assert.equal(registered.statusCode, 201, registered.body);
    const res = await t.get('/v1/events', reader, { types: 'shipping.status_changed,tracking.registered' });
    for (const e of res.json().data) assert.equal(e.data.object.order_id, orderId, e.type);
    const byShipping = await t.get('/v1/events', reader, { object_id: shippingId });
    assert.deepEqual(types(byShipping), ['shipping.status_changed']);
    assert.equal(byShipping.json().pagination.total, 1);
  });
});
