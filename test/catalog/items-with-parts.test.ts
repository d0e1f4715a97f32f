import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { createStorefrontItem } from '../helpers/storefront.ts';
import { itemsWithParts } from '../../src/catalog/sales.ts';
import { itemsRepo } from '../../src/catalog/items/repo/items.ts';
import { money } from '../../src/lib/money.ts';

/**
 * An item with variation axes, two variants (one with a price of its own, inactive) and options
 * with choices, as the items API takes it.
 */
function itemWithPartsBody(categoryId: string, skuPrefix: string) {
  return {
    category_id: categoryId,
    name: 'Blend "No. 5" — 深煎り \\ 🫘',
    price: money(1500),
    variation_axes: [
      { name: 'Size', values: [{ name: '200g' }, { name: '1kg' }] },
      { name: 'Roast', values: [{ name: 'Dark' }] },
    ],
    variants: [
      {
        sku: `${skuPrefix}-${process.pid}-1`,
        name: '200g dark',
        axis_values: [
          { axis: 'Size', value: '200g' },
          { axis: 'Roast', value: 'Dark' },
        ],
      },
      {
        sku: `${skuPrefix}-${process.pid}-2`,
        name: '1kg dark',
        price: money(6000),
        discount_rate: 10,
        status: 'inactive',
        axis_values: [
          { axis: 'Size', value: '1kg' },
          { axis: 'Roast', value: 'Dark' },
        ],
      },
    ],
    options: [
      {
        type: 'choice',
        label: 'Grind',
        description: 'How "fine"?\nSay so.',
        required: true,
        choices: [{ text: 'Beans' }, { text: 'Fine', price: money(50) }],
      },
      { type: 'choice', label: 'Wrap', choices: [{ text: 'Gift wrap 🎁', price: money(220) }] },
    ],
  };
}

/**
 * itemsWithParts reads items with their variants, options and choices in one statement, the lists
 * as JSON built in the database: every value must come back as the tables' own reads give it.
 */
describe('the catalogue for selling: items with their parts in one read', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
  });
  after(() => t.close());

  /** The item and its parts as separate reads of each table give them, lists by sort then id. */
  async function readTableByTable(id: string) {
    const db = t.ctx.db;
    const item = await db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return {
      ...item,
      variants: await db
        .selectFrom('item_variants')
        .selectAll()
        .where('item_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      options: await db
        .selectFrom('item_options')
        .selectAll()
        .where('item_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      choices: await db
        .selectFrom('item_option_choices')
        .selectAll()
        .where('item_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    };
  }

  it('an item with variants, options and choices comes back with every column of each as its table holds it', async () => {
    const categoryId = (await createTestCategory(t)).id;
    const item = await createTestItem(t, token, itemWithPartsBody(categoryId, 'WP'));
    const [read] = await itemsWithParts(t.ctx.db, t.shopId, [item.id]);
    const expected = await readTableByTable(item.id);
    assert.deepEqual(read, expected);
    assert.equal(read.variants.length, 2);
    assert.deepEqual(
      read.options.map((o) => o.label),
      ['Grind', 'Wrap'],
    );
    const [grind, wrap] = read.options;
    const choicesOf = (optionId: string) => read.choices.filter((c) => c.option_id === optionId).map((c) => c.text);
    assert.deepEqual(choicesOf(grind!.id), ['Beans', 'Fine']);
    assert.deepEqual(choicesOf(wrap!.id), ['Gift wrap 🎁']);
    assert.equal(read.variants[0]!.price_amount, null, 'a variant without its own price keeps null');
    assert.equal(typeof read.variants[1]!.price_amount, 'number');
    assert.equal(typeof read.variants[0]!.axis_values, 'string', 'JSON text columns stay text');
  });

  it('leaves out unknown ids and items of another shop, keeps archived and inactive ones, and gives empty lists to an item without parts', async () => {
    const plain = await createStorefrontItem(t);
    const archived = await createStorefrontItem(t, { archived: true, status: 'inactive' });
    const otherShop = await t.newShop();
    const foreign = await createStorefrontItem(t, { shopId: otherShop });
    const read = await itemsWithParts(t.ctx.db, t.shopId, [plain.id, 'item_missing', archived.id, foreign.id]);
    const byId = new Map(read.map((i) => [i.id, i]));
    assert.deepEqual([...byId.keys()].sort(), [plain.id, archived.id].sort());
    assert.deepEqual(byId.get(plain.id), await readTableByTable(plain.id));
    assert.deepEqual(
      [byId.get(plain.id)!.variants, byId.get(plain.id)!.options, byId.get(plain.id)!.choices],
      [[], [], []],
    );
    assert.equal(byId.get(archived.id)!.archived, 1, 'availability is the storefront’s rule, not this read’s');
    assert.deepEqual(await itemsWithParts(t.ctx.db, t.shopId, []), []);
    assert.deepEqual(await itemsWithParts(t.ctx.db, t.shopId, ['item_missing']), []);
  });

  it('reads an item named several times (several cart lines of one item) once, with the parts of each item its own', async () => {
    const a = await createStorefrontItem(t, {
      variants: [
        { name: 'S', inventory: 1 },
        { name: 'M', inventory: 2 },
      ],
      options: [{ label: 'Grind', choices: [{ text: 'Beans' }, { text: 'Fine' }] }],
    });
    const b = await createStorefrontItem(t, {
      variants: [{ name: 'L', inventory: 3 }],
      options: [{ label: 'Wrap', choices: [{ text: 'Paper' }] }],
    });
    const read = await itemsWithParts(t.ctx.db, t.shopId, [a.id, b.id, a.id, a.id]);
    assert.equal(read.length, 2);
    for (const item of read) {
      assert.deepEqual(item, await readTableByTable(item.id));
      assert.ok(item.variants.every((v) => v.item_id === item.id));
      assert.ok(item.options.every((o) => o.item_id === item.id));
      assert.ok(item.choices.every((c) => c.item_id === item.id));
    }
  });

  // An item's endpoint, exports and items files read every part of their items at once: on
  // PostgreSQL one statement whose columns are JSON arrays, on SQLite a statement per part.
  it("itemsRepo.allParts (and an edit's editedParts) gives each part as its table holds it, in order, for items of every kind read together", async () => {
    const db = t.ctx.db;
    const category = await createTestCategory(t);
    const coffee = await createTestItem(t, token, itemWithPartsBody(category.id, 'AP'));
    const limited = await createStorefrontItem(t, { inventory: 7 });
    const unlimited = await createStorefrontItem(t, { inventory: null });
    const bundle = await createStorefrontItem(t, {
      kind: 'bundle',
      bundle: [
        { itemId: unlimited.id, quantity: 1 },
        { itemId: limited.id, quantity: 3 },
      ],
    });
    // Images in an order their ids do not give: sort decides, then id.
    for (const [id, sort] of [
      ['img_b', 1],
      ['img_c', 0],
      ['img_a', 1],
    ] as const)
      await t.fixtures
        .insertInto('item_images')
        .values({
          id: `${id}_${process.pid}`,
          shop_id: t.shopId,
          item_id: coffee.id,
          content_type: 'image/png',
          byte_size: 3,
          sort,
          created_at: new Date().toISOString(),
        })
        .execute();

    const ids = [coffee.id, bundle.id, limited.id, coffee.id];
    const parts = await itemsRepo(db).allParts(ids);
    const byItem = (
      table: 'item_variation_axes' | 'item_axis_values' | 'item_variants' | 'item_options' | 'item_option_choices',
    ) => db.selectFrom(table).selectAll().where('item_id', 'in', ids);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    assert.deepEqual(
      { ...parts, categories: [...parts.categories].sort(byId) },
      {
        images: await db
          .selectFrom('item_images')
          .select(['id', 'item_id', 'sort'])
          .where('item_id', 'in', ids)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        axes: await byItem('item_variation_axes').orderBy('sort').execute(),
        axisValues: await byItem('item_axis_values').orderBy('axis_id').orderBy('sort').execute(),
        variants: await byItem('item_variants').orderBy('sort').execute(),
        options: await byItem('item_options').orderBy('sort').execute(),
        choices: await byItem('item_option_choices').orderBy('option_id').orderBy('sort').execute(),
        components: await db
          .selectFrom('bundle_components')
          .selectAll()
          .where('bundle_item_id', 'in', ids)
          .orderBy('sort')
          .execute(),
        componentStock: parts.componentStock,
        categories: (
          await db
            .selectFrom('categories')
            .select(['id', 'name'])
            .where('id', 'in', db.selectFrom('items').select('category_id').where('id', 'in', ids))
            .execute()
        ).sort(byId),
      },
    );
    assert.equal(parts.categories.length, 3, 'the categories of the coffee, the bundle and the limited item');
    assert.deepEqual(
      parts.images.map((i) => i.id),
      [`img_c_${process.pid}`, `img_a_${process.pid}`, `img_b_${process.pid}`],
    );
    assert.equal(parts.variants.length, 2);
    assert.equal(parts.variants[0]!.price_amount, null, 'a variant without its own price keeps null');
    assert.equal(typeof parts.variants[1]!.price_amount, 'number');
    assert.equal(typeof parts.variants[0]!.axis_values, 'string', 'JSON text columns stay text');
    assert.deepEqual(
      parts.componentStock
        .map((c) => [c.bundle_item_id, c.quantity, c.inventory])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
      [
        [bundle.id, 1, null],
        [bundle.id, 3, 7],
      ],
    );
    const { variants, options, choices, components } = parts;
    assert.deepEqual(
      await itemsRepo(db).editedParts(ids),
      { variants, options, choices, components },
      "an edit's parts, read together, are the same rows",
    );
    assert.deepEqual(await itemsRepo(db).editedParts([]), { variants: [], options: [], choices: [], components: [] });
    const none = await itemsRepo(db).allParts(['item_missing']);
    assert.deepEqual(
      Object.values(none),
      Object.keys(none).map(() => []),
    );
  });
});
