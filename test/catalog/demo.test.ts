import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemoCatalog, type DemoCatalogSummary } from '../../src/catalog/demo.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';

describe('seedDemoCatalog', () => {
  let t: TestApp;
  let shopId: string;
  let read: string;
  let summary: DemoCatalogSummary;
  before(async () => {
    t = await startTestApp();
    shopId = await t.newShop('こもれび珈琲');
    read = await t.token(['read_items'], shopId);
    summary = await seedDemoCatalog(t.ctx, shopId);
  });
  after(() => t.close());

  const item = async (id: string) => (await t.get(`/v1/items/${id}`, read)).json().data;

  it('creates at least 3 categories, nested one level, as the API lists them', async () => {
    const { data } = (await t.get('/v1/categories', read, { limit: '100' })).json();
    assert.ok(data.length >= 3);
    assert.deepEqual(data.map((c: { id: string }) => c.id).sort(), [...summary.category_ids].sort());
    const byId = new Map(data.map((c: { id: string; parent_id: string | null }) => [c.id, c]));
    const children = data.filter((c: { parent_id: string | null }) => c.parent_id !== null);
    assert.ok(children.length >= 1);
    for (const c of children) assert.equal((byId.get(c.parent_id) as { parent_id: string | null }).parent_id, null);
  });

  it('creates items of every kind, each with a category of the shop and a main_image served under /media', async () => {
    const { data } = (await t.get('/v1/items', read, { limit: '100' })).json();
    assert.deepEqual([...new Set(data.map((i: { kind: string }) => i.kind))].sort(), [
      'bundle',
      'free_ticket',
      'gift',
      'normal',
      'pre_sale_ticket',
      'ticket',
    ]);
    assert.equal(data.length, summary.counts.items);
    for (const kind of Object.keys(summary.item_ids) as (keyof DemoCatalogSummary['item_ids'])[])
      assert.ok(summary.item_ids[kind].length >= 1, kind);
    for (const i of data) {
      assert.ok(summary.category_ids.includes(i.category_id), i.name);
      assert.ok(i.main_image.startsWith(`${t.config.baseUrl}/media/`), i.name);
    }
    const media = await t.request('GET', new URL(data[0].main_image).pathname);
    assert.equal(media.statusCode, 200);
    assert.equal(media.headers['content-type'], 'image/png');
  });

  it('gives the beans Weight and Grind axes with a variant for each pair, stock set, and a choice option', async () => {
    const beans = await item(summary.item_ids.normal[0]!);
    assert.equal(beans.variation_axes.length, 2);
    const pairs = beans.variation_axes[0].values.length * beans.variation_axes[1].values.length;
    assert.equal(beans.variants.length, pairs);
    assert.ok(beans.variants.every((v: { inventory: number }) => v.inventory > 0));
    assert.equal(beans.options[0].type, 'choice');
    assert.ok(beans.options[0].choices.length >= 2);
    assert.ok(beans.images.length >= 2);
  });

  it('gives tickets their ticket object and number_of_sets, the gift no shipping, the bundle its components', async () => {
    for (const id of [
      ...summary.item_ids.ticket,
      ...summary.item_ids.free_ticket,
      ...summary.item_ids.pre_sale_ticket,
    ]) {
      const ticket = await item(id);
      assert.ok(ticket.ticket.event_group && ticket.ticket.venue_name, ticket.name);
      assert.ok(ticket.ticket.valid_by > ticket.ticket.valid_from);
      assert.ok(ticket.number_of_sets >= 1);
    }
    const gift = await item(summary.item_ids.gift[0]!);
    assert.equal(gift.is_shipping, false);
    assert.equal(gift.for_gift, true);
    const bundle = await item(summary.item_ids.bundle[0]!);
    assert.ok(bundle.bundle.components.length >= 2);
    assert.equal(bundle.inventory, null);
  });

  it('answers counts that match what the API shows', async () => {
    const items = await Promise.all(Object.values(summary.item_ids).flat().map(item));
    assert.equal(summary.counts.categories, summary.category_ids.length);
    assert.equal(
      summary.counts.variants,
      items.reduce((n, i) => n + i.variants.length, 0),
    );
    assert.equal(
      summary.counts.options,
      items.reduce((n, i) => n + i.options.length, 0),
    );
    assert.equal(
      summary.counts.images,
      items.reduce((n, i) => n + i.images.length, 0),
    );
    assert.ok(summary.counts.variants >= 6);
  });

  it('answers the same summary on a second run without writing anything, and leaves other shops alone', async () => {
    const count = (table: 'categories' | 'items' | 'item_images') => countRows(t, table);
    const before = [await count('categories'), await count('items'), await count('item_images')];
    const again = await seedDemoCatalog(t.ctx, shopId);
    assert.deepEqual(
      { ...again, category_ids: [...again.category_ids].sort() },
      { ...summary, category_ids: [...summary.category_ids].sort() },
    );
    assert.deepEqual([await count('categories'), await count('items'), await count('item_images')], before);
    const defaultShop = (await t.get('/v1/items', await t.token(['read_items']))).json();
    assert.equal(defaultShop.pagination.total, 0);
  });
});
