import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { groupBy } from '../../lib/group.ts';
import { itemsRepo, type ItemRow } from './repo/items.ts';
import type { Item } from './schemas.ts';
import { itemView } from './views.ts';

/**
 * Items of one shop as GET /v1/items/{id} shows them to the viewing client, read with db (the
 * database, or the transaction that just wrote them): every part read at once for all the rows
 * (itemsRepo.allParts), so an export page or an items file's batch costs the statements of one item.
 */
export async function fullItems(
  db: Queryable,
  config: Config,
  rows: ItemRow[],
  viewerClientId: string | null,
): Promise<Item[]> {
  if (rows.length === 0) return [];
  const parts = await itemsRepo(db).allParts(rows.map((r) => r.id));
  const byItem = <R extends { item_id: string }>(r: R[]) => groupBy(r, (x) => x.item_id);
  const byBundle = <R extends { bundle_item_id: string }>(r: R[]) => groupBy(r, (x) => x.bundle_item_id);
  const images = byItem(parts.images);
  const axes = byItem(parts.axes);
  const values = byItem(parts.axisValues);
  const variants = byItem(parts.variants);
  const options = byItem(parts.options);
  const choices = byItem(parts.choices);
  const components = byBundle(parts.components);
  const stock = byBundle(parts.componentStock);
  const categories = new Map(parts.categories.map((c) => [c.id, c.name]));
  return rows.map((row) =>
    itemView(
      config,
      row,
      {
        images: images.get(row.id) ?? [],
        categoryName: categories.get(row.category_id) ?? '',
        axes: axes.get(row.id) ?? [],
        values: values.get(row.id) ?? [],
        variants: variants.get(row.id) ?? [],
        options: options.get(row.id) ?? [],
        choices: choices.get(row.id) ?? [],
        components: components.get(row.id) ?? [],
        stock: stock.get(row.id) ?? [],
      },
      viewerClientId,
    ),
  );
}

/** One item as GET /v1/items/{id} shows it (fullItems of one row). */
export async function fullItem(
  db: Queryable,
  config: Config,
  row: ItemRow,
  viewerClientId: string | null,
): Promise<Item> {
  return (await fullItems(db, config, [row], viewerClientId))[0]!;
}
