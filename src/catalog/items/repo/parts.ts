import type { Kysely, SelectQueryBuilder } from 'kysely';
import { chunks } from '../../../db/chunks.ts';
import { readsTogether } from '../../../db/read-together.ts';
import type { CatalogTables } from '../../../db/tables/catalog.ts';

type ByItemIds = (db: Kysely<CatalogTables>, p: { ids: string[] }) => SelectQueryBuilder<CatalogTables, never, object>;

/** Items' parts by item id, each read in sort order. */
const partReads = {
  images: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db
      .selectFrom('item_images')
      .select(['id', 'item_id', 'sort'])
      .where('item_id', 'in', p.ids)
      .orderBy('sort')
      .orderBy('id'),
  axes: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db.selectFrom('item_variation_axes').selectAll().where('item_id', 'in', p.ids).orderBy('sort'),
  axisValues: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db.selectFrom('item_axis_values').selectAll().where('item_id', 'in', p.ids).orderBy('axis_id').orderBy('sort'),
  variants: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db.selectFrom('item_variants').selectAll().where('item_id', 'in', p.ids).orderBy('sort'),
  options: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db.selectFrom('item_options').selectAll().where('item_id', 'in', p.ids).orderBy('sort'),
  choices: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db.selectFrom('item_option_choices').selectAll().where('item_id', 'in', p.ids).orderBy('option_id').orderBy('sort'),
  /** A bundle's components (none for the other kinds). */
  components: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db.selectFrom('bundle_components').selectAll().where('bundle_item_id', 'in', p.ids).orderBy('sort'),
  /** The inventory of each bundle's components (null = unlimited); variants' stock is not part of a bundle. */
  componentStock: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db
      .selectFrom('bundle_components as b')
      .innerJoin('items as i', 'i.id', 'b.component_item_id')
      .select(['b.bundle_item_id', 'b.quantity', 'i.inventory'])
      .where('b.bundle_item_id', 'in', p.ids),
  /** The names of the items' categories. */
  categories: (db: Kysely<CatalogTables>, p: { ids: string[] }) =>
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', 'in', db.selectFrom('items').select('category_id').where('id', 'in', p.ids)),
} satisfies Record<string, ByItemIds>;

/** The items' images alone, compiled once per count of ids (as items by id are): an item page's main images. */
export const imagesOf = readsTogether({ images: partReads.images }).each.images;

/**
 * The named parts of the items read together (readsTogether), in pieces of LIST_PARAMS ids
 * (chunks): one round trip a piece on PostgreSQL instead of one a part.
 */
function partsInPieces<Reads extends Record<string, ByItemIds>>(reads: Reads) {
  const together = readsTogether(reads);
  return async (db: Kysely<CatalogTables>, itemIds: string[]) => {
    const parts = Object.fromEntries(Object.keys(reads).map((name) => [name, []])) as Record<string, unknown[]>;
    for (const piece of chunks([...new Set(itemIds)])) {
      const rows: Record<string, unknown[]> = await together.all(db, { ids: piece });
      for (const [name, some] of Object.entries(rows)) parts[name]!.push(...some);
    }
    return parts as Awaited<ReturnType<typeof together.all>>;
  };
}

/** Every part of the items: an item's endpoint, an export page and an items file's batch read them so. */
export const allPartsOf = partsInPieces(partReads);

export type ItemParts = Awaited<ReturnType<typeof allPartsOf>>;

/** What an edit checks its input against and keeps as the item was: variants, options, choices, a bundle's components. */
export const editedPartsOf = partsInPieces({
  variants: partReads.variants,
  options: partReads.options,
  choices: partReads.choices,
  components: partReads.components,
});

/** What a variant's write checks and answers with: the item's variation axes, their values and its variants. */
export const variationPartsOf = partsInPieces({
  axes: partReads.axes,
  axisValues: partReads.axisValues,
  variants: partReads.variants,
});
