import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, itemBody } from '../helpers/catalog.ts';
import { countRows } from '../helpers/db.ts';
import { money } from '../../src/lib/money.ts';

const ticket = {
  event_group: 'Autumn live',
  venue_name: 'Hall A',
  valid_from: '2026-12-01 18:00',
  valid_by: '2026-12-01 22:00',
};

describe('POST /v1/items and PATCH /v1/items/{id}: rules', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());

  const itemCount = () => countRows(t, 'items');
  /** Posts a create body and asserts the error and that nothing was written. */
  async function refused(body: Record<string, unknown>, status: number, code: string, field?: string) {
    const before = await itemCount();
    const res = await t.post('/v1/items', token, body);
    assert.equal(res.statusCode, status, res.body);
    const e = errorOf(res);
    assert.equal(e.code, code);
    if (field)
      assert.ok(
        e.details?.some((d) => d.field === field),
        `details name ${field}: ${JSON.stringify(e.details)}`,
      );
    assert.equal(await itemCount(), before, 'nothing was written');
    return e;
  }
  const create = (overrides: Record<string, unknown> = {}) =>
    t.post('/v1/items', token, itemBody(categoryId, overrides));

  it('creates a full item with 201 and every field of the contract, with JSON types and defaults', async () => {
    const res = await create({
      discount_rate: 10,
      discount_title: 'Autumn',
      sell_from: '2026-11-01 00:00',
      detail_url: 'https://shop.example.jp/x',
    });
    assert.equal(res.statusCode, 201, res.body);
    const item = res.json().data;
    assert.deepEqual(Object.keys(item).sort(), [
      'archived',
      'bundle',
      'cancellation',
      'category_id',
      'category_name',
      'created_at',
      'delivery_datetime_possibility',
      'description',
      'detail_url',
      'discount_rate',
      'discount_title',
      'external_ref',
      'for_gift',
      'id',
      'images',
      'inventory',
      'is_shipping',
      'kind',
      'main_image',
      'main_image_orientation',
      'managed_by',
      'name',
      'number_of_sets',
      'options',
      'price',
      'restock_notification',
      'sell_by',
      'sell_from',
      'selling_limits',
      'share_button_enabled',
      'shipping_cost',
      'shipping_date_estimate',
      'sku',
      'status',
      'tax_rate',
      'ticket',
      'updated_at',
      'variants',
      'variation_axes',
    ]);
    assert.deepEqual(item.price, money(1200));
    assert.equal(item.status, 'active');
    assert.equal(item.kind, 'normal');
    assert.equal(item.main_image, '');
    assert.deepEqual(item.images, []);
    assert.equal(item.category_name, 'Coffee beans');
    assert.equal(item.shipping_cost, null);
    assert.equal(item.ticket, null);
    assert.equal(item.bundle, null);
    assert.equal(item.shipping_date_estimate, '');
    assert.equal(item.number_of_sets, 1);
    assert.equal(item.is_shipping, true);
    assert.equal(item.for_gift, false);
    assert.equal(item.archived, false);
    assert.equal(item.managed_by, null);
    assert.equal(item.sell_from, '2026-10-31T15:00:00.000Z');
    assert.match(item.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(item.cancellation, { enabled: true, cancel_by: '24h before shipping' });
    const got = await t.get(`/v1/items/${item.id}`, token);
    assert.deepEqual(got.json().data, item);
  });

  it('refuses a token without write_items with 403 insufficient_scope', async () => {
    const res = await t.post('/v1/items', await t.token(['read_items']), itemBody(categoryId));
    assert.equal(res.statusCode, 403);
    assert.match(errorOf(res).message, /write_items/);
  });

  describe('limits (boundaries on both sides)', () => {
    const cases: [string, unknown, unknown][] = [
      ['name', 'a'.repeat(64), 'a'.repeat(65)],
      ['name', 'a', ''],
      ['sku', 's'.repeat(32), 's'.repeat(33)],
      ['description', 'd'.repeat(2000), 'd'.repeat(2001)],
      ['discount_title', 't'.repeat(12), 't'.repeat(13)],
      ['tax_rate', 10, 9],
      ['tax_rate', 0, -1],
      ['discount_rate', 0, 101],
    ];
    for (const [field, ok, bad] of cases) {
      it(`${field}: ${JSON.stringify(ok).slice(0, 12)} is accepted, ${JSON.stringify(bad).slice(0, 12)} is 400 invalid_request`, async () => {
        const overrides = field === 'sku' ? { sku: `${ok as string}`.slice(0, 32) } : { [field]: ok };
        if (field === 'sku')
          await t.fixtures
            .deleteFrom('items')
            .where('sku', '=', ok as string)
            .execute()
            .catch(() => {});
        assert.equal((await create(overrides)).statusCode, 201);
        await refused(itemBody(categoryId, { [field]: bad }), 400, 'invalid_request', field);
      });
    }
    it('name counts characters, not bytes: 64 Japanese characters are accepted', async () => {
      assert.equal((await create({ name: 'コ'.repeat(64) })).statusCode, 201);
    });
    it('description is 1-4000 characters on edit', async () => {
      const item = await createTestItem(t, token, { category_id: categoryId });
      assert.equal((await t.patch(`/v1/items/${item.id}`, token, { description: 'd'.repeat(4000) })).statusCode, 200);
      const res = await t.patch(`/v1/items/${item.id}`, token, { description: 'd'.repeat(4001) });
      assert.equal(res.statusCode, 400);
      assert.equal(errorOf(res).details?.[0]?.field, 'description');
      assert.equal((await t.patch(`/v1/items/${item.id}`, token, { description: '' })).statusCode, 400);
    });
  });

  describe('price_below_minimum', () => {
    it('floor(amount × (100 − rate) / 100) = 50 is accepted, 49 is 422 on create', async () => {
      assert.equal((await create({ price: money(50) })).statusCode, 201);
      assert.equal((await create({ price: money(100), discount_rate: 50 })).statusCode, 201);
      await refused(itemBody(categoryId, { price: money(49) }), 422, 'price_below_minimum');
      await refused(itemBody(categoryId, { price: money(99), discount_rate: 50 }), 422, 'price_below_minimum'); // floor(49.5) = 49
    });
    it('checks the merged result on edit (a discount alone can push it below)', async () => {
      const item = await createTestItem(t, token, { category_id: categoryId, price: money(100) });
      const res = await t.patch(`/v1/items/${item.id}`, token, { discount_rate: 51 });
      assert.equal(res.statusCode, 422);
      assert.equal(errorOf(res).code, 'price_below_minimum');
      assert.equal((await t.patch(`/v1/items/${item.id}`, token, { discount_rate: 50 })).statusCode, 200);
      assert.equal((await t.patch(`/v1/items/${item.id}`, token, { price: money(99) })).statusCode, 422);
      assert.deepEqual((await t.get(`/v1/items/${item.id}`, token)).json().data.price, money(100));
    });
    it('checks variant prices, and variants without a price against the item price', async () => {
      const axes = [{ name: 'Size', values: [{ name: 'S' }] }];
      await refused(
        itemBody(categoryId, {
          variation_axes: axes,
          variants: [{ sku: 'PV-1', name: 'S', price: money(49), axis_values: [{ axis: 'Size', value: 'S' }] }],
        }),
        422,
        'price_below_minimum',
      );
      const item = await createTestItem(t, token, {
        category_id: categoryId,
        price: money(60),
        variation_axes: axes,
        variants: [{ sku: 'PV-2', name: 'S', axis_values: [{ axis: 'Size', value: 'S' }] }],
      });
      const res = await t.patch(`/v1/items/${item.id}`, token, { price: money(49) });
      assert.equal(errorOf(res).code, 'price_below_minimum');
    });
  });

  it('gift_must_not_ship: gift with is_shipping true is 422; a gift defaults to is_shipping false and for_gift true', async () => {
    await refused(itemBody(categoryId, { kind: 'gift', is_shipping: true }), 422, 'gift_must_not_ship');
    const gift = await createTestItem(t, token, { category_id: categoryId, kind: 'gift' });
    assert.equal(gift.is_shipping, false);
    assert.equal(gift.for_gift, true);
    assert.equal(
      errorOf(await t.patch(`/v1/items/${gift.id}`, token, { is_shipping: true })).code,
      'gift_must_not_ship',
    );
  });

  for (const kind of ['ticket', 'free_ticket', 'pre_sale_ticket']) {
    it(`number_of_sets_required and ticket_info_required for ${kind}`, async () => {
      await refused(itemBody(categoryId, { kind, ticket }), 422, 'number_of_sets_required');
      await refused(itemBody(categoryId, { kind, number_of_sets: 2 }), 422, 'ticket_info_required');
      await refused(
        itemBody(categoryId, { kind, number_of_sets: 2, ticket: { venue_name: 'Hall A' } }),
        422,
        'ticket_info_required',
        'ticket.valid_from',
      );
      const item = await createTestItem(t, token, {
        category_id: categoryId,
        kind,
        number_of_sets: 2,
        ticket,
        price: money(kind === 'free_ticket' ? 0 : 3000),
      });
      assert.equal(item.ticket.valid_from, '2026-12-01T09:00:00.000Z');
      assert.equal(item.ticket.doors_open_at, '2026-12-01T09:00:00.000Z');
      assert.equal(item.ticket.lottery, null);
    });
  }

  it('ticket edits change only the fields sent', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, kind: 'ticket', number_of_sets: 1, ticket });
    const res = await t.patch(`/v1/items/${item.id}`, token, {
      ticket: { venue_name: 'Hall B', lottery: { date: '2026-11-20', capacity: 100 } },
    });
    assert.equal(res.statusCode, 200, res.body);
    const after = res.json().data.ticket;
    assert.equal(after.venue_name, 'Hall B');
    assert.equal(after.event_group, 'Autumn live');
    assert.equal(after.valid_by, '2026-12-01T13:00:00.000Z');
    assert.deepEqual(after.lottery, { date: '2026-11-20', capacity: 100 });
    assert.equal(
      (await t.patch(`/v1/items/${item.id}`, token, { ticket: { valid_by: '2026-12-01 17:00' } })).statusCode,
      400,
    );
  });

  it('a ticket on a non-ticket kind is 400 invalid_request naming ticket', async () => {
    await refused(itemBody(categoryId, { ticket }), 400, 'invalid_request', 'ticket');
  });

  describe('bundles', () => {
    it('bundle_not_allowed for every non-bundle kind, on create and edit', async () => {
      const component = await createTestItem(t, token, { category_id: categoryId });
      await refused(
        itemBody(categoryId, { bundle: { components: [{ item_id: component.id, quantity: 1 }] } }),
        422,
        'bundle_not_allowed',
      );
      const res = await t.patch(`/v1/items/${component.id}`, token, {
        bundle: { components: [{ item_id: component.id, quantity: 1 }] },
      });
      assert.equal(errorOf(res).code, 'bundle_not_allowed');
    });
    it('needs at least one component, each an existing non-bundle item of the shop; inventory must be null', async () => {
      const a = await createTestItem(t, token, { category_id: categoryId, inventory: 7 });
      const b = await createTestItem(t, token, { category_id: categoryId, inventory: 30 });
      await refused(itemBody(categoryId, { kind: 'bundle', inventory: null }), 400, 'invalid_request', 'bundle');
      await refused(
        itemBody(categoryId, { kind: 'bundle', inventory: null, bundle: { components: [] } }),
        400,
        'invalid_request',
        'bundle.components',
      );
      await refused(
        itemBody(categoryId, {
          kind: 'bundle',
          inventory: null,
          bundle: { components: [{ item_id: 'item_missing', quantity: 1 }] },
        }),
        400,
        'invalid_request',
        'bundle.components[0].item_id',
      );
      await refused(
        itemBody(categoryId, {
          kind: 'bundle',
          inventory: 5,
          bundle: { components: [{ item_id: a.id, quantity: 1 }] },
        }),
        400,
        'invalid_request',
        'inventory',
      );
      const otherShop = await t.newShop();
      const foreign = await createTestItem(t, await t.token(['write_items'], otherShop), {
        category_id: (await createTestCategory(t, { shopId: otherShop })).id,
      });
      await refused(
        itemBody(categoryId, {
          kind: 'bundle',
          inventory: null,
          bundle: { components: [{ item_id: foreign.id, quantity: 1 }] },
        }),
        400,
        'invalid_request',
        'bundle.components[0].item_id',
      );

      const bundle = await createTestItem(t, token, {
        category_id: categoryId,
        kind: 'bundle',
        inventory: null,
        bundle: {
          components: [
            { item_id: a.id, quantity: 2 },
            { item_id: b.id, quantity: 3 },
          ],
        },
      });
      assert.equal(bundle.inventory, null);
      assert.deepEqual(bundle.bundle.components, [
        { item_id: a.id, quantity: 2, selection_type: 'fixed' },
        { item_id: b.id, quantity: 3, selection_type: 'fixed' },
      ]);
      assert.equal(bundle.bundle.available_stock, 3); // min(7/2, 30/3)
      await refused(
        itemBody(categoryId, {
          kind: 'bundle',
          inventory: null,
          bundle: { components: [{ item_id: bundle.id, quantity: 1 }] },
        }),
        400,
        'invalid_request',
        'bundle.components[0].item_id',
      );
      const edited = await t.patch(`/v1/items/${bundle.id}`, token, {
        bundle: { components: [{ item_id: b.id, quantity: 1 }] },
      });
      assert.equal(edited.statusCode, 200);
      assert.equal(edited.json().data.bundle.available_stock, 30);
    });
  });

  it('detail_url is HTTPS only; null clears it', async () => {
    for (const url of ['http://shop.example.jp/x', 'javascript:alert(1)', 'not a url']) {
      await refused(itemBody(categoryId, { detail_url: url }), 400, 'invalid_request', 'detail_url');
    }
    const item = await createTestItem(t, token, { category_id: categoryId, detail_url: 'https://shop.example.jp/x' });
    const res = await t.patch(`/v1/items/${item.id}`, token, { detail_url: null, discount_title: null });
    assert.equal(res.json().data.detail_url, null);
  });

  it('sell_by must be later than sell_from (create, and the merged result on edit)', async () => {
    await refused(
      itemBody(categoryId, { sell_from: '2026-11-01 10:00', sell_by: '2026-11-01 10:00' }),
      400,
      'invalid_request',
      'sell_by',
    );
    const item = await createTestItem(t, token, {
      category_id: categoryId,
      sell_from: '2026-11-01 10:00',
      sell_by: '2026-11-01 10:01',
    });
    assert.equal((await t.patch(`/v1/items/${item.id}`, token, { sell_from: '2026-11-02 00:00' })).statusCode, 400);
    const cleared = await t.patch(`/v1/items/${item.id}`, token, { sell_by: null, sell_from: '2026-11-02 00:00' });
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().data.sell_by, null);
  });

  it('time values: JST without offset, exact instant with Z or ±hh:mm, anything else 400 naming the field; responses round-trip', async () => {
    const cases: [string, string][] = [
      ['2026-11-01 09:30', '2026-11-01T00:30:00.000Z'],
      ['2026-11-01 09:30:15', '2026-11-01T00:30:15.000Z'],
      ['2026-11-01T09:30:00Z', '2026-11-01T09:30:00.000Z'],
      ['2026-11-01T09:30:00+09:00', '2026-11-01T00:30:00.000Z'],
      ['2026-11-01T09:30:00.123-05:00', '2026-11-01T14:30:00.123Z'],
    ];
    for (const [sent, stored] of cases) {
      const item = await createTestItem(t, token, { category_id: categoryId, sell_from: sent });
      assert.equal(item.sell_from, stored, sent);
      const back = await t.patch(`/v1/items/${item.id}`, token, { sell_from: item.sell_from });
      assert.equal(back.json().data.sell_from, stored);
    }
    for (const bad of [
      '2026-11-01',
      '2026/11/01 09:30',
      '2026-02-30 10:00',
      '2026-11-01 24:00',
      '2026-11-01T09:30',
      'tomorrow',
      '2026-11-01T09:30:00+9',
    ]) {
      await refused(itemBody(categoryId, { sell_from: bad }), 400, 'invalid_request', 'sell_from');
    }
  });

  it('sku_taken: a duplicate sku in the shop is 409; another shop may reuse it', async () => {
    await createTestItem(t, token, { category_id: categoryId, sku: 'DUP-1' });
    await refused(itemBody(categoryId, { sku: 'DUP-1' }), 409, 'sku_taken');
    const other = await t.newShop();
    await createTestItem(t, await t.token(['write_items'], other), {
      sku: 'DUP-1',
      category_id: (await createTestCategory(t, { shopId: other })).id,
    });
  });

  it('category_id must be a category of the shop: 400 invalid_request naming category_id', async () => {
    const other = await t.newShop();
    const foreign = await createTestCategory(t, { shopId: other });
    await refused(itemBody(foreign.id), 400, 'invalid_request', 'category_id');
    await refused(itemBody('cat_missing'), 400, 'invalid_request', 'category_id');
    const item = await createTestItem(t, token, { category_id: categoryId });
    const res = await t.patch(`/v1/items/${item.id}`, token, { category_id: foreign.id });
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).details?.[0]?.field, 'category_id');
  });

  describe('edits of fixed fields', () => {
    for (const [field, value] of [
      ['kind', 'gift'],
      ['sku', 'NEW'],
      ['inventory', 5],
      ['variants', []],
    ] as const) {
      it(`${field} on edit is 409 field_not_editable`, async () => {
        const item = await createTestItem(t, token, { category_id: categoryId });
        const res = await t.patch(`/v1/items/${item.id}`, token, { [field]: value });
        assert.equal(res.statusCode, 409);
        assert.equal(errorOf(res).code, 'field_not_editable');
      });
    }
    it('variation_axes on edit is 409 variation_axes_locked', async () => {
      const item = await createTestItem(t, token, { category_id: categoryId });
      const res = await t.patch(`/v1/items/${item.id}`, token, {
        variation_axes: [{ name: 'Size', values: [{ name: 'S' }] }],
      });
      assert.equal(res.statusCode, 409);
      assert.equal(errorOf(res).code, 'variation_axes_locked');
    });
  });

  it('archived: true hides the item from the list by default and leaves status unchanged', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, sku: 'ARCH-1' });
    const res = await t.patch(`/v1/items/${item.id}`, token, { archived: true });
    assert.equal(res.json().data.archived, true);
    assert.equal(res.json().data.status, 'active');
    assert.equal((await t.get('/v1/items', token, { sku: 'ARCH-1' })).json().pagination.total, 0);
    assert.equal((await t.get('/v1/items', token, { sku: 'ARCH-1', archived: 'include' })).json().pagination.total, 1);
    assert.equal((await t.get('/v1/items', token, { sku: 'ARCH-1', archived: 'only' })).json().pagination.total, 1);
  });

  it('options: priced choices at creation; options on edit replace them all', async () => {
    const item = await createTestItem(t, token, {
      category_id: categoryId,
      options: [
        {
          type: 'choice',
          label: 'Grind',
          required: true,
          price: money(0),
          choices: [
            { text: 'Whole', price: money(0) },
            { text: 'Fine', price: money(100) },
          ],
        },
      ],
    });
    assert.equal(item.options[0].choices[1].price.amount, 100);
    assert.match(item.options[0].id, /^opt_/);
    const res = await t.patch(`/v1/items/${item.id}`, token, {
      options: [{ type: 'choice', label: 'Wrap', choices: [{ text: 'Gift wrap', price: money(200) }] }],
    });
    assert.equal(res.json().data.options.length, 1);
    assert.equal(res.json().data.options[0].label, 'Wrap');
    assert.equal(res.json().data.options[0].description, '');
    await refused(
      itemBody(categoryId, { options: [{ type: 'text', label: 'x', choices: [{ text: 'a' }] }] }),
      400,
      'invalid_request',
    );
  });

  it("a missing item, or another shop's item, is 404 not_found on get and edit", async () => {
    const item = await createTestItem(t, token, { category_id: categoryId });
    const other = await t.token(['read_items', 'write_items'], await t.newShop());
    assert.equal((await t.get(`/v1/items/${item.id}`, other)).statusCode, 404);
    assert.equal(errorOf(await t.patch(`/v1/items/${item.id}`, other, { name: 'x' })).code, 'not_found');
    assert.equal((await t.get('/v1/items/item_missing', token)).statusCode, 404);
  });

  describe('bad input of every kind gets 400 invalid_request and writes nothing', () => {
    const bad: [string, Record<string, unknown>][] = [
      ['wrong type for price', { price: 1200 }],
      ['string amount', { price: { amount: '1200', currency: 'JPY' } }],
      ['negative amount', { price: money(-1) }],
      ['huge amount', { price: money(1e12) }],
      ['fractional amount', { price: money(10.5) }],
      ['other currency', { price: { amount: 1200, currency: 'USD' } }],
      ['unknown field', { colour: 'red' }],
      ['unknown nested field', { cancellation: { enabled: true, cancel_by: '', extra: 1 } }],
      ['huge string', { description: 'x'.repeat(100_000) }],
      ['huge inventory', { inventory: 1e10 }],
      ['negative inventory', { inventory: -1 }],
      ['unknown kind', { kind: 'service' }],
      ['boolean as string', { is_shipping: 'false' }],
      ['missing required field', { name: undefined }],
      ['blank name', { name: '   ' }],
    ];
    for (const [what, overrides] of bad) {
      it(what, async () => {
        const body = itemBody(categoryId, overrides);
        for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
        await refused(body, 400, 'invalid_request');
      });
    }
    it('lone-surrogate unicode', async () => {
      const before = await itemCount();
      const raw = JSON.stringify(itemBody(categoryId, { name: 'X' })).replace('"name":"X"', '"name":"\\ud800"');
      const res = await t.request('POST', '/v1/items', {
        token,
        key: 'lone-surrogate',
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(errorOf(res).code, 'invalid_request');
      assert.equal(await itemCount(), before);
    });
    it('bad edits change nothing', async () => {
      const item = await createTestItem(t, token, { category_id: categoryId });
      for (const body of [
        { price: '5' },
        { nope: 1 },
        { status: 'deleted' },
        { name: 'x'.repeat(65) },
        { archived: 'yes' },
        { selling_limits: -3 },
      ]) {
        const res = await t.patch(`/v1/items/${item.id}`, token, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
      }
      const now = (await t.get(`/v1/items/${item.id}`, token)).json().data;
      assert.deepEqual(now, item);
      assert.equal((await t.get(`/v1/items/${item.id}/history`, token)).json().pagination.total, 0);
    });
  });
});
