import type { Config } from '../../config.ts';
import type { Queryable, Tx } from '../../db/database.ts';
import { recordEvents } from '../../events/service.ts';
import { ApiError, invalidField, isAccepted, refusalOf } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import { itemsRepo, type ComponentRow, type ItemRow } from './repo/items.ts';
import { checkShape, skuTaken } from './field-rules.ts';
import { checkComponents } from './part-rules.ts';
import { clientIdOf, newItemRows, type Actor } from './rules.ts';
import { CreateItemBody, type CreateItemInput, type Item } from './schemas.ts';
import { itemEventObject, itemView } from './views.ts';

/*
 * POST /v1/items, for one item or many (an items import's new rows): each body is checked with the
 * rules in the endpoint's order (shape and rules, category, bundle components, sku), the look-ups
 * made once for all of them, and the accepted items written together, their statements not growing
 * with their number, their item.created events recorded in one call.
 */

/** The category's name among the shop's categories found; 400 when the shop has no such category. */
export function categoryName(found: ReadonlyMap<string, string>, categoryId: string): string {
  const name = found.get(categoryId);
  if (name === undefined) throw invalidField('category_id', 'is not a category of this shop');
  return name;
}

/** The shop's items among a bundle's components, by id, for componentStockOf. */
export async function componentItems(db: Queryable, shopId: string, rows: ComponentRow[]) {
  const found = await itemsRepo(db).findItems(
    shopId,
    rows.map((r) => r.component_item_id),
  );
  return new Map(found.map((r) => [r.id, r]));
}

/** Checks a bundle's components and answers their stock (null = unlimited), for the bundle's available_stock. */
export function componentStockOf(
  rows: ComponentRow[],
  found: ReadonlyMap<string, ItemRow>,
): { quantity: number; inventory: number | null }[] {
  checkComponents(rows, found);
  return rows.map((r) => ({ quantity: r.quantity, inventory: found.get(r.component_item_id)!.inventory }));
}

/**
 * Creates an item for each body and answers, in their order, the item as the endpoint shows it to
 * the actor, or the ApiError the endpoint would refuse that body with (a refused body writes
 * nothing). Skus are the database's to guard: a sku already taken, or named twice among the bodies,
 * rejects the insert of them all and throws sku_taken; a caller of many who wants the others
 * created (the items import) looks its skus up first and isolates that case in a savepoint.
 */
export async function createItems(
  tx: Tx,
  config: Config,
  shopId: string,
  bodies: unknown[],
  actor: Actor,
): Promise<(Item | ApiError)[]> {
  const at = nowIso();
  const made = bodies.map((body) =>
    refusalOf(() => newItemRows(shopId, checkShape<CreateItemInput>(CreateItemBody, body), actor, at)),
  );
  const accepted = made.filter(isAccepted);
  const repo = itemsRepo(tx);
  const categories = await repo.categoryNamesById(
    shopId,
    accepted.map((m) => m.row.category_id),
  );
  const bundled = accepted.flatMap((m) => m.components);
  const components = bundled.length ? await componentItems(tx, shopId, bundled) : new Map<string, ItemRow>();
  const checked = made.map((m) =>
    m instanceof ApiError
      ? m
      : refusalOf(() => {
          const name = categoryName(categories, m.row.category_id);
          // The answer is built from what is written (a new item has no images yet).
          return { ...m, images: [], categoryName: name, stock: componentStockOf(m.components, components) };
        }),
  );
  const created = checked.filter(isAccepted);
  if (created.length === 0) return checked as ApiError[];
  await repo.insertItems(created, skuTaken);
  const items = checked.map((c) => (c instanceof ApiError ? c : itemView(config, c.row, c, clientIdOf(actor))));
  await recordEvents(
    tx,
    shopId,
    actor,
    checked.flatMap((c, i) =>
      c instanceof ApiError
        ? []
        : [{ type: 'item.created' as const, object: itemEventObject(items[i] as Item, c.row) }],
    ),
  );
  return items;
}

/** POST /v1/items: createItems of one body, its refusal thrown. */
export async function createItem(
  tx: Tx,
  config: Config,
  shopId: string,
  body: CreateItemInput,
  actor: Actor,
): Promise<Item> {
  const [outcome] = await createItems(tx, config, shopId, [body], actor);
  if (outcome instanceof ApiError) throw outcome;
  return outcome!;
}
