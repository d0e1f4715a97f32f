import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import type { TSchema } from '@sinclair/typebox';
import { EVENT_TYPES, familyOf, personalDataPathsOf, visibleTypes } from '../../src/events/types.ts';
import { PersonalDataFields, ProfileDataFields, RecipientDataFields } from '../../src/lib/personal-data.ts';
import { OBJECT_SCHEMAS } from '../../src/webhooks/openapi.ts';
import { customerEvent, emit, orderEvent, stockEvent } from '../webhooks/helpers.ts';

/** The key sets of the personal-data objects (purchaser, recipient, profile) the endpoints add only for *_pii tokens. */
const PERSON_SHAPES = [PersonalDataFields, RecipientDataFields, ProfileDataFields].map((fields) =>
  Object.keys(fields).sort().join(','),
);

/** Paths to the personal-data objects of a schema, read from the schema itself: ['purchaser'], ['shippings', '*', 'recipient']. */
function personalDataPaths(schema: TSchema, at: string[] = []): string[][] {
  if (schema.type === 'array' && schema.items) return personalDataPaths(schema.items as TSchema, [...at, '*']);
  if (schema.type !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties as Record<string, TSchema>).flatMap(([key, child]) =>
    child.type === 'object' &&
    child.properties &&
    PERSON_SHAPES.includes(
      Object.keys(child.properties as object)
        .sort()
        .join(','),
    )
      ? [[...at, key]]
      : personalDataPaths(child, [...at, key]),
  );
}

describe('GET /v1/events', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test("there are 21 event types, each visible with the read scope DECISIONS.md sections 6, 7 and 10 name (a client's own endpoint deletions to it whatever its scopes)", () => {
    assert.equal(EVENT_TYPES.length, 21);
    assert.deepEqual(visibleTypes(new Set(['read_items'])), [
      'item.created',
      'item.updated',
      'item.archived',
      'stock.changed',
      'stock.out',
      'image.deleted',
      'category.deleted',
      'webhook_endpoint.deleted',
      'job.finished',
    ]);
    assert.deepEqual(visibleTypes(new Set(['write_shipping'])), ['webhook_endpoint.deleted', 'job.finished']);
    assert.deepEqual(visibleTypes(new Set(['write_inflow_routes'])), [
      'inflow_route.created',
      'webhook_endpoint.deleted',
    ]);
    assert.deepEqual(visibleTypes(new Set(['read_customers'])), [
      'customer.created',
      'customer.updated',
      'webhook_endpoint.deleted',
    ]);
    assert.equal(visibleTypes(new Set(['read_orders'])).length, 11);
    assert.deepEqual(personalDataPathsOf('order.paid'), [['purchaser'], ['shippings', '*', 'recipient']]);
    assert.deepEqual(personalDataPathsOf('shipping.status_changed'), [['recipient']]);
    assert.deepEqual(personalDataPathsOf('customer.updated'), [['profile']]);
  });

  test("each type's personal-data paths are every place its object's schema holds personal data", () => {
    for (const type of EVENT_TYPES) {
      const schema = OBJECT_SCHEMAS[familyOf(type).objectType];
      assert.deepEqual(personalDataPathsOf(type), personalDataPaths(schema), type);
    }
  });

  test('a client sees only the types its scopes cover, and personal data only with the *_pii scope, as the resource endpoints show it', async () => {
    const shop = await t.newShop();
    const { orderId, event } = await orderEvent(t, 'order.created', shop);
    await emit(t.ctx.database, shop, [event, stockEvent('item_1', 4), await customerEvent(t, shop)]);
    const pii = await t.token(['read_orders', 'read_orders_pii', 'read_customers', 'read_customers_pii'], shop);
    const plain = await t.token(['read_orders', 'read_customers'], shop);
    const items = await t.token(['read_items'], shop);
    const users = await t.token(['read_users'], shop);

    const seen = async (token: string) => (await t.get('/v1/events', token)).json();
    assert.deepEqual(
      (await seen(items)).data.map((e: any) => e.type),
      ['stock.changed'],
    );
    const withPii = await seen(pii);
    assert.deepEqual(
      withPii.data.map((e: any) => e.type),
      ['order.created', 'customer.created'],
    );
    assert.equal(withPii.pagination.total, 2);
    const order = withPii.data[0].data.object;
    assert.deepEqual(order, (await t.get(`/v1/orders/${orderId}`, pii)).json().data);
    assert.ok(order.purchaser && order.shippings[0].recipient);
    const customer = withPii.data[1].data.object;
    assert.ok(customer.profile);

    const without = (await seen(plain)).data;
    assert.deepEqual(without[0].data.object, (await t.get(`/v1/orders/${orderId}`, plain)).json().data);
    assert.equal('purchaser' in without[0].data.object, false);
    assert.equal('recipient' in without[0].data.object.shippings[0], false);
    assert.deepEqual(without[1].data.object, (await t.get(`/v1/customers/${customer.id}`, plain)).json().data);
    assert.equal('profile' in without[1].data.object, false);

    const refused = await t.get('/v1/events', users);
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).code, 'insufficient_scope');
  });

  test('after, types and limit; an unknown after is 400 invalid_request naming after; events of another shop are not seen', async () => {
    const shop = await t.newShop();
    for (let i = 1; i <= 5; i++) await emit(t.ctx.database, shop, [stockEvent(`item_${i}`, i)]);
    await emit(t.ctx.database, t.shopId, [stockEvent('other_shop', 1)]);
    const token = await t.token(['read_items'], shop);
    const first = (await t.get('/v1/events', token, { limit: '2' })).json();
    assert.deepEqual(first.pagination, { limit: 2, offset: 0, total: 5 });
    assert.deepEqual(
      first.data.map((e: any) => e.data.object.inventory),
      [1, 2],
    );
    const next = (await t.get('/v1/events', token, { after: first.data[1].id, limit: '2' })).json();
    assert.deepEqual(
      next.data.map((e: any) => e.data.object.inventory),
      [3, 4],
    );
    assert.equal(next.pagination.total, 3, 'total counts the events after the cursor');
    for (const e of first.data) assert.match(e.id, /^evt_/);
    assert.deepEqual((await t.get('/v1/events', token, { types: 'stock.out' })).json().data, []);

    const otherShop = await t.token(['read_items']);
    const bad: [Record<string, string>, string][] = [
      [{ after: 'evt_unknown' }, 'after'],
      [{ types: 'order.eaten' }, 'types'],
      [{ types: 'order.created' }, 'types'],
      [{ limit: '101' }, 'limit'],
      [{ offset: '1' }, ''],
    ];
    for (const [query, field] of bad) {
      const res = await t.get('/v1/events', token, query);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      const error = errorOf(res);
      assert.equal(error.code, 'invalid_request');
      if (field) assert.equal(error.details?.[0]?.field, field, JSON.stringify(query));
    }
    const foreign = await t.get('/v1/events', otherShop, { after: first.data[0].id });
    assert.equal(foreign.statusCode, 400, "another shop's event id is unknown here");
  });

  test('a client walking after while writers commit events sees every event once, in commit order', async () => {
    const shop = await t.newShop();
    const token = await t.token(['read_items'], shop);
    const WRITERS = 4;
    const PER_WRITER = 40;
    let writing = true;
    const writers = Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        for (let i = 0; i < PER_WRITER; i++) {
          await emit(t.ctx.database, shop, [stockEvent(`w${w}`, i + 1), stockEvent(`w${w}`, i + 1)]);
        }
      }),
    ).finally(() => (writing = false));
    const seen: any[] = [];
    let cursor: string | undefined;
    for (;;) {
      const stillWriting = writing;
      const page = (await t.get('/v1/events', token, { limit: '7', ...(cursor ? { after: cursor } : {}) })).json().data;
      seen.push(...page);
      if (page.length) cursor = page.at(-1).id;
      else if (!stillWriting) break;
      // A real client waits on the network between pages. On SQLite an unchanged page is answered from
      // memory, all in promise callbacks, so without this the loop starved the writers' commits
      // (queued as macrotasks) and spun until the heap ran out.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writers;
    assert.equal(seen.length, WRITERS * PER_WRITER * 2, 'every event');
    assert.equal(new Set(seen.map((e) => e.id)).size, seen.length, 'each once');
    const rows = await t.ctx.db
      .selectFrom('changes')
      .select(['event_id', 'seq'])
      .where('shop_id', '=', shop)
      .orderBy('seq')
      .execute();
    assert.deepEqual(
      seen.map((e) => e.id),
      rows.map((r) => r.event_id),
      'in commit order',
    );
    for (let w = 0; w < WRITERS; w++) {
      const levels = seen.filter((e) => e.data.object.item_id === `w${w}`).map((e) => e.data.object.inventory);
      assert.deepEqual(
        levels,
        levels.slice().sort((a, b) => a - b),
        "each writer's events in the order it made them",
      );
    }
  });
});
