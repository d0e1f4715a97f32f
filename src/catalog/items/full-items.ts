import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { groupBy } from '../../lib/group.ts';
import { itemsRepo, type ItemRow } from './repo/items.ts';
import type { Item } from './schemas.ts';
import { itemView } from './views.ts';

/**
 * Items of one shop as GET /v1/items/{id} shows them to the viewing client, read with db (the
 * database, or the transaction that just wrote them): each part table read once for all the rows,
 * so an export page or an items file's batch costs the statements of one item.
 */
export async function fullItems(
  db: Queryable,
  config: Config,
  rows: ItemRow[],
  viewerClientId: string | null,
): Promise<Item[]> {
  if (rows.length === 0) return [];
  const repo = itemsRepo(db);
  const ids = rows.map((r) => r.id);
  const bundleIds = rows.filter((r) => r.kind === 'bundle').map((r) => r.id);
  const [images, categories, axes, values, variants, options, choices, components, stock] = await Promise.all([
    repo.images(ids).then((r) => groupBy(r, (x) => x.item_id)),
    repo.categoryNamesById(
      rows[0]!.shop_id,
      rows.map((r) => r.category_id),
    ),
    repo.axes(ids).then((r) => groupBy(r, (x) => x.item_id)),
    repo.axisValues(ids).then((r) => groupBy(r, (x) => x.item_id)),
    repo.variants(ids).then((r) => groupBy(r, (x) => x.item_id)),
    repo.options(ids).then((r) => groupBy(r, (x) => x.item_id)),
    repo.choices(ids).then((r) => groupBy(r, (x) => x.item_id)),
    repo.components(bundleIds).then((r) => groupBy(r, (x) => x.bundle_item_id)),
    repo.componentStock(bundleIds).then((r) => groupBy(r, (x) => x.bundle_item_id)),
  ]);
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
