import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { createStorefrontItem } from '../helpers/storefront.ts';
import { itemsWithParts } from '../../src/catalog/sales.ts';
import { money } from '../../src/lib/money.ts';

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
    const item = await createTestItem(t, token, {
      category_id: categoryId,
      name: 'Blend "No. 5" — 深煎り \\ 🫘',
      price: money(1500),
      variation_axes: [
        { name: 'Size', values: [{ name: '200g' }, { name: '1kg' }] },
        { name: 'Roast', values: [{ name: 'Dark' }] },
      ],
      variants: [
        {
          sku: `WP-${process.pid}-1`,
          name: '200g dark',
          axis_values: [
            { axis: 'Size', value: '200g' },
            { axis: 'Roast', value: 'Dark' },
          ],
        },
        {
          sku: `WP-${process.pid}-2`,
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
    });
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
});
