import type { Kysely } from 'kysely';
import { fixedStatement } from '../../../db/compiled.ts';
import type { Db } from '../../../db/database.ts';
import { inShop } from '../../../db/plans.ts';
import { jsonHelpers, jsonValue } from '../../../db/json.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';
import type { ChoiceRow, ComponentRow, ItemRow, OptionRow, VariantRow } from './items.ts';
import { ownTables } from '../../../db/own-tables.ts';

/** An item with its variants, options and option choices, each list ordered by sort (ties by id). */
export type ItemWithParts = ItemRow & { variants: VariantRow[]; options: OptionRow[]; choices: ChoiceRow[] };

// Every column of the parts, named: SQLite's json_object takes its keys one by one.
const VARIANT_COLUMNS = [
  'v.id',
  'v.shop_id',
  'v.item_id',
  'v.sku',
  'v.name',
  'v.price_amount',
  'v.inventory',
  'v.discount_rate',
  'v.status',
  'v.axis_values',
  'v.sort',
  'v.created_at',
  'v.updated_at',
] as const;
const OPTION_COLUMNS = [
  'o.id',
  'o.shop_id',
  'o.item_id',
  'o.type',
  'o.label',
  'o.description',
  'o.required',
  'o.price_amount',
  'o.sort',
] as const;
const CHOICE_COLUMNS = ['c.id', 'c.shop_id', 'c.item_id', 'c.option_id', 'c.text', 'c.price_amount', 'c.sort'] as const;

/**
 * Items among ids with their parts (itemSalesRepo.itemsWithParts), compiled once per count of ids:
 * every cart change and checkout reads it.
 */
const itemsAndParts = fixedStatement((db: Kysely<CatalogTables>, p: { shopId: string; ids: string[] }) => {
  const { jsonArrayFrom } = jsonHelpers(db);
  return db
    .selectFrom('items as i')
    .selectAll('i')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('item_variants as v')
          .select(VARIANT_COLUMNS)
          .whereRef('v.item_id', '=', 'i.id')
          .orderBy('v.sort')
          .orderBy('v.id'),
      ).as('variants'),
      jsonArrayFrom(
        eb
          .selectFrom('item_options as o')
          .select(OPTION_COLUMNS)
          .whereRef('o.item_id', '=', 'i.id')
          .orderBy('o.sort')
          .orderBy('o.id'),
      ).as('options'),
      jsonArrayFrom(
        eb
          .selectFrom('item_option_choices as c')
          .select(CHOICE_COLUMNS)
          .whereRef('c.item_id', '=', 'i.id')
          .orderBy('c.sort')
          .orderBy('c.id'),
      ).as('choices'),
    ])
    .where(inShop('i.shop_id', p.shopId))
    .where('i.id', 'in', p.ids);
});

/** What selling reads of many items at once (src/catalog/sales.ts: the storefront, orders, the demo seeder). */
export function itemSalesRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
    /**
     * The shop's items among ids (unknown ids are left out) with their variants, options and
     * choices, in one statement: each list a JSON array aggregated in the database.
     */
    async itemsWithParts(shopId: string, ids: string[]): Promise<ItemWithParts[]> {
      if (ids.length === 0) return [];
      const { rows } = await itemsAndParts(db, { shopId, ids });
      return rows.map((r) => ({
        ...r,
        variants: jsonValue<VariantRow[]>(r.variants),
        options: jsonValue<OptionRow[]>(r.options),
        choices: jsonValue<ChoiceRow[]>(r.choices),
      }));
    },
    componentsOfBundles(bundleItemIds: string[]) {
      if (bundleItemIds.length === 0) return Promise.resolve([] as ComponentRow[]);
      return db
        .selectFrom('bundle_components')
        .selectAll()
        .where('bundle_item_id', 'in', bundleItemIds)
        .orderBy('sort')
        .execute();
    },
    /** Items on sale now without a per-shopper limit, by id. */
    unlimitedItemsOnSale(shopId: string, now: string) {
      return db
        .selectFrom('items')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('status', '=', 'active')
        .where('archived', '=', 0)
        .where('selling_limits', 'is', null)
        .where((eb) => eb.or([eb('sell_from', 'is', null), eb('sell_from', '<=', now)]))
        .where((eb) => eb.or([eb('sell_by', 'is', null), eb('sell_by', '>=', now)]))
        .orderBy('id')
        .execute();
    },
  };
}
