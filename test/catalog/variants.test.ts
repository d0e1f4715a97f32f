import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, itemBody } from '../helpers/catalog.ts';
import { money } from '../../src/lib/money.ts';

const axes = [
  { name: 'Color', values: [{ name: 'Red' }, { name: 'Blue' }] },
  { name: 'Size', values: [{ name: 'S' }, { name: 'M' }] },
];

describe('variants', () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  let item: any;
  let n = 0;
  const sku = () => `VAR-${++n}`;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
    item = await createTestItem(t, token, {
      category_id: categoryId,
      price: money(1000),
      variation_axes: axes,
      variants: [
        {
          sku: 'RED-S',
          name: 'Red S',
          axis_values: [
            { axis: 'Color', value: 'Red' },
            { axis: 'Size', value: 'S' },
          ],
        },
      ],
    });
  });
  after(() => t.close());

  it('creation takes axes and values by name; variants embed axis and value names, stock 0, price null falls back', async () => {
    assert.deepEqual(
      item.variation_axes.map((a: any) => [a.name, a.values.map((v: any) => v.name)]),
      [
        ['Color', ['Red', 'Blue']],
        ['Size', ['S', 'M']],
      ],
    );
    const v = item.variants[0];
    assert.deepEqual(Object.keys(v).sort(), [
      'axis_values',
      'discount_rate',
      'id',
      'inventory',
      'name',
      'price',
      'sku',
      'status',
    ]);
    assert.deepEqual(v.axis_values, [
      { axis: 'Color', value: 'Red' },
      { axis: 'Size', value: 'S' },
    ]);
    assert.equal(v.inventory, 0);
    assert.equal(v.price, null);
  });

  it('creation refuses unknown axis names, missing axes, duplicate combinations and variants without axes', async () => {
    for (const overrides of [
      {
        variation_axes: axes,
        variants: [
          {
            sku: sku(),
            name: 'x',
            axis_values: [
              { axis: 'Colour', value: 'Red' },
              { axis: 'Size', value: 'S' },
            ],
          },
        ],
      },
      {
        variation_axes: axes,
        variants: [
          {
            sku: sku(),
            name: 'x',
            axis_values: [
              { axis: 'Color', value: 'Green' },
              { axis: 'Size', value: 'S' },
            ],
          },
        ],
      },
      { variation_axes: axes, variants: [{ sku: sku(), name: 'x', axis_values: [{ axis: 'Color', value: 'Red' }] }] },
      {
        variation_axes: axes,
        variants: [1, 2].map(() => ({
          sku: sku(),
          name: 'x',
          axis_values: [
            { axis: 'Color', value: 'Red' },
            { axis: 'Size', value: 'S' },
          ],
        })),
      },
      { variants: [{ sku: sku(), name: 'x', axis_values: [{ axis: 'Color', value: 'Red' }] }] },
      {
        variation_axes: [
          { name: 'Color', values: [{ name: 'Red' }] },
          { name: 'Color', values: [{ name: 'Blue' }] },
        ],
      },
    ]) {
      const res = await t.post('/v1/items', token, itemBody(categoryId, overrides));
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(errorOf(res).code, 'invalid_request');
    }
  });

  it('POST /v1/items/{id}/variants: 201 standalone variant, by names or ids, with initial inventory', async () => {
    const res = await t.post(`/v1/items/${item.id}/variants`, token, {
      sku: 'BLUE-M',
      name: 'Blue M',
      price: money(1200),
      axis_values: [
        { axis: 'Color', value: 'Blue' },
        { axis: 'Size', value: 'M' },
      ],
      inventory: 4,
    });
    assert.equal(res.statusCode, 201, res.body);
    const v = res.json().data;
    assert.equal(v.item_id, item.id);
    assert.equal(v.inventory, 4);
    const color = item.variation_axes[0];
    const size = item.variation_axes[1];
    const byId = await t.post(`/v1/items/${item.id}/variants`, token, {
      sku: 'RED-M',
      name: 'Red M',
      axis_values: [
        { axis: color.id, value: color.values[0].id },
        { axis: size.id, value: size.values[1].id },
      ],
    });
    assert.equal(byId.statusCode, 201, byId.body);
    assert.deepEqual(byId.json().data.axis_values, [
      { axis: 'Color', value: 'Red' },
      { axis: 'Size', value: 'M' },
    ]);
    const full = (await t.get(`/v1/items/${item.id}`, token)).json().data;
    assert.equal(full.variants.length, 3);
    const sorts = await t.ctx.db
      .selectFrom('item_variants')
      .select(['sku', 'sort'])
      .where('item_id', '=', item.id)
      .orderBy('sort')
      .execute();
    assert.deepEqual(
      sorts.map((r) => [r.sku, Number(r.sort)]),
      [
        ['RED-S', 0],
        ['BLUE-M', 1],
        ['RED-M', 2],
      ],
      'each new variant comes after the others',
    );
    assert.deepEqual(
      full.variants.map((v: { sku: string }) => v.sku),
      ['RED-S', 'BLUE-M', 'RED-M'],
    );
  });

  it('POST variants: unknown axis or value is 400 naming the field; same combination is 400; duplicate sku 409 sku_taken; item without axes 400', async () => {
    const bad = await t.post(`/v1/items/${item.id}/variants`, token, {
      sku: sku(),
      name: 'x',
      axis_values: [
        { axis: 'Color', value: 'Green' },
        { axis: 'Size', value: 'S' },
      ],
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(errorOf(bad).details?.[0]?.field, 'axis_values[0].value');
    const same = await t.post(`/v1/items/${item.id}/variants`, token, {
      sku: sku(),
      name: 'x',
      axis_values: [
        { axis: 'Color', value: 'Red' },
        { axis: 'Size', value: 'S' },
      ],
    });
    assert.equal(same.statusCode, 400);
    const dup = await t.post(`/v1/items/${item.id}/variants`, token, {
      sku: 'RED-S',
      name: 'x',
      axis_values: [
        { axis: 'Color', value: 'Blue' },
        { axis: 'Size', value: 'S' },
      ],
    });
    assert.equal(dup.statusCode, 409);
    assert.equal(errorOf(dup).code, 'sku_taken');
    const plain = await createTestItem(t, token, { category_id: categoryId });
    assert.equal(
      (
        await t.post(`/v1/items/${plain.id}/variants`, token, {
          sku: sku(),
          name: 'x',
          axis_values: [{ axis: 'Color', value: 'Red' }],
        })
      ).statusCode,
      400,
    );
    assert.equal(
      (
        await t.post('/v1/items/item_missing/variants', token, {
          sku: sku(),
          name: 'x',
          axis_values: [{ axis: 'Color', value: 'Red' }],
        })
      ).statusCode,
      404,
    );
  });

  it('variant price below the minimum is 422 price_below_minimum (own price, or the item price with the variant discount)', async () => {
    const res = await t.post(`/v1/items/${item.id}/variants`, token, {
      sku: sku(),
      name: 'x',
      price: money(49),
      axis_values: [
        { axis: 'Color', value: 'Blue' },
        { axis: 'Size', value: 'S' },
      ],
    });
    assert.equal(errorOf(res).code, 'price_below_minimum');
    const v = item.variants[0];
    assert.equal(
      errorOf(await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, { discount_rate: 96 })).code,
      'price_below_minimum',
    );
    assert.equal(
      (await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, { discount_rate: 95 })).statusCode,
      200,
    );
    await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, { discount_rate: 0 });
  });

  it('PATCH variant: edits sku, name, price (null falls back), status; axis_values 409 variation_axes_locked; inventory 409 field_not_editable', async () => {
    const v = item.variants[0];
    const res = await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, {
      price: money(1100),
      name: 'Red small',
      status: 'inactive',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data.price, money(1100));
    assert.equal(res.json().data.item_id, item.id);
    assert.equal(
      (await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, { price: null })).json().data.price,
      null,
    );
    const locked = await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, {
      axis_values: [{ axis: 'Color', value: 'Blue' }],
    });
    assert.equal(locked.statusCode, 409);
    assert.equal(errorOf(locked).code, 'variation_axes_locked');
    const inv = await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, { inventory: 5 });
    assert.equal(inv.statusCode, 409);
    assert.equal(errorOf(inv).code, 'field_not_editable');
    assert.equal((await t.patch(`/v1/items/${item.id}/variants/var_missing`, token, { name: 'x' })).statusCode, 404);
    assert.equal((await t.patch(`/v1/items/${item.id}/variants/${v.id}`, token, { colour: 'x' })).statusCode, 400);
    const h = (await t.get(`/v1/items/${item.id}/history`, token)).json();
    assert.ok(h.data.some((e: any) => e.changes.some((c: any) => c.field === `variants.${v.id}.price`)));
  });

  it("a variant of another shop's item is 404", async () => {
    const other = await t.token(['write_items'], await t.newShop());
    assert.equal(
      (await t.patch(`/v1/items/${item.id}/variants/${item.variants[0].id}`, other, { name: 'x' })).statusCode,
      404,
    );
  });
});
