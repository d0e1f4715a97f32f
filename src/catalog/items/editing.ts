import type { AppContext } from '../../context.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/database.ts';
import { recordEvents, type EventInput } from '../../events/service.ts';
import { ApiError, isAccepted, notFound, refusalOf } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import { itemsRepo, type ItemRow } from './repo/items.ts';
import { categoryName, componentItems, componentStockOf } from './creation.ts';
import { cartDropReason, itemChanges, type Change, type EditableItem } from './change-rules.ts';
import { checkShape } from './field-rules.ts';
import { fullItem, fullItems } from './full-items.ts';
import { componentsOf, optionRows } from './part-rules.ts';
import { checkEditInput, checkPrices, clientIdOf, editedRow, handMark, type Actor } from './rules.ts';
import { UpdateItemBody, type Item, type UpdateItemInput } from './schemas.ts';
import { itemEventObject } from './views.ts';

/*
 * PATCH /v1/items/{id}, for one item or many (an items import's rows of existing skus): each edit
 * is checked with the rules in the endpoint's order, the items and their parts read once for all
 * of them, an edit that changes nothing writes nothing, and the changed items' events are recorded
 * in one call.
 */

/**
 * What an edit needs beyond its transaction: the config items are rendered with, and the
 * storefront's dropItemsFromCarts (given by src/app.ts, since the catalogue sits below the storefront).
 */
export type ItemEditing = Pick<AppContext, 'config' | 'dropItemsFromCarts'>;

/** An edit asked for: the item, and the body PATCH /v1/items/{id} takes. */
interface ItemEdit {
  itemId: string;
  body: unknown;
}

/** What an accepted edit did: the item's row as it now stands and, when the edit changed it, the item as the endpoint answers it. */
type EditedItem = { row: ItemRow; changed: true; item: Item } | { row: ItemRow; changed: false };

/** The item row, locked for the rest of the transaction; 404 when the shop has no such item. */
export async function loadForEdit(tx: Tx, shopId: string, itemId: string): Promise<ItemRow> {
  const row = await itemsRepo(tx).findItemForUpdate(shopId, itemId);
  if (!row) throw notFound('item');
  return row;
}

/** Writes the history entries of edits and takes each item out of carts when its change calls for it. */
export async function recordEdits(
  tx: Tx,
  env: ItemEditing,
  actor: Actor,
  edits: { row: ItemRow; changes: Change[] }[],
  at: string,
): Promise<void> {
  await itemsRepo(tx).insertHistory(
    edits.map(({ row, changes }) => ({
      id: newId('hist'),
      shop_id: row.shop_id,
      item_id: row.id,
      // The history's actors are clients and staff; the operator's edits show as staff "cli", as they always have.
      actor_type: actor.type === 'client' ? 'client' : 'staff',
      actor_id: actor.type === 'client' ? actor.clientId : actor.type === 'staff' ? actor.staffId : 'cli',
      changes: JSON.stringify(changes),
      created_at: at,
    })),
  );
  const drops = edits.flatMap(({ row, changes }) => {
    const reason = cartDropReason(changes);
    return reason ? [{ itemId: row.id, reason }] : [];
  });
  if (drops.length) await env.dropItemsFromCarts(tx, edits[0]!.row.shop_id, drops);
}

/** An edited item's events: item.updated, and item.archived when the edit archived it. */
function editEvents(item: Item, row: ItemRow, archived: boolean): EventInput[] {
  const object = itemEventObject(item, row);
  return archived
    ? [
        { type: 'item.updated', object },
        { type: 'item.archived', object },
      ]
    : [{ type: 'item.updated', object }];
}

/** The item.updated event of an item whose parts (variants, images) an edit changed, read as the transaction now has it. */
export async function itemEvents(tx: Tx, config: Config, shopId: string, itemId: string): Promise<EventInput[]> {
  const row = (await itemsRepo(tx).findItem(shopId, itemId))!;
  return editEvents(await fullItem(tx, config, row, null), row, false);
}

/**
 * Edits items and answers, in the edits' order, what each did or the ApiError the endpoint would
 * refuse it with (a refused edit writes nothing). The items are locked in id order for the rest of
 * the transaction; each item may be edited once per call.
 */
export async function updateItems(
  tx: Tx,
  env: ItemEditing,
  shopId: string,
  edits: ItemEdit[],
  actor: Actor,
): Promise<(EditedItem | ApiError)[]> {
  if (new Set(edits.map((e) => e.itemId)).size !== edits.length) throw new Error('updateItems: an item edited twice');
  const inputs = edits.map(({ body }) =>
    refusalOf(() => {
      const input = checkShape<UpdateItemInput>(UpdateItemBody, body);
      checkEditInput(input, actor);
      return input;
    }),
  );
  const repo = itemsRepo(tx);
  const olds = new Map(
    (
      await repo.findItems(
        shopId,
        edits.filter((_, i) => isAccepted(inputs[i])).map((e) => e.itemId),
        true,
      )
    ).map((r) => [r.id, r]),
  );
  const ids = [...olds.keys()];
  const [parts, categories] = await Promise.all([
    repo.editedParts(ids),
    repo.categoryNamesById(
      shopId,
      inputs.flatMap((i) => (isAccepted(i) && i.category_id !== undefined ? [i.category_id] : [])),
    ),
  ]);
  const variants = groupBy(parts.variants, (x) => x.item_id);
  const options = groupBy(parts.options, (x) => x.item_id);
  const choices = groupBy(parts.choices, (x) => x.item_id);
  const components = groupBy(parts.components, (x) => x.bundle_item_id);

  // The rules an edit's own fields and the reads so far decide, in the endpoint's order.
  const checked = edits.map(({ itemId }, i) => {
    const input = inputs[i]!;
    if (input instanceof ApiError) return input;
    return refusalOf(() => {
      const old = olds.get(itemId);
      if (!old) throw notFound('item');
      const row = editedRow(old, input, actor);
      checkPrices(old.kind, row.price_amount, row.discount_rate, variants.get(itemId) ?? []);
      if (input.category_id !== undefined) categoryName(categories, input.category_id);
      const before = {
        row: old,
        options: options.get(itemId) ?? [],
        choices: choices.get(itemId) ?? [],
        components: components.get(itemId) ?? [],
      };
      return { input, before, row, bundle: input.bundle ? componentsOf(input.bundle, itemId, shopId) : null };
    });
  });
  const bundled = checked.flatMap((c) => (isAccepted(c) && c.bundle ? c.bundle : []));
  const componentRows = bundled.length ? await componentItems(tx, shopId, bundled) : new Map<string, ItemRow>();

  // Then each bundle's components, and what the edit changes.
  const at = nowIso();
  const planned = checked.map((c) =>
    c instanceof ApiError
      ? c
      : refusalOf(() => {
          if (c.bundle) componentStockOf(c.bundle, componentRows);
          const itemId = c.before.row.id;
          const after: EditableItem = {
            row: c.row,
            ...(c.input.options
              ? optionRows(c.input.options, itemId, shopId)
              : { options: c.before.options, choices: c.before.choices }),
            components: c.bundle ?? c.before.components,
          };
          const changes = itemChanges(c.before, after);
          if (changes.length === 0 && c.row.edited_by_hand === c.before.row.edited_by_hand)
            return { before: c.before, after, changes: null };
          Object.assign(c.row, { updated_at: at }, handMark(actor, c.row.managed_by_client_id));
          return { before: c.before, after, changes };
        }),
  );

  const changed = planned.filter(isAccepted).filter((p) => p.changes !== null);
  await repo.updateItems(
    shopId,
    changed.map((p) => p.after.row),
  );
  for (const { after, changes } of changed) {
    const { id } = after.row;
    if (changes.some((c) => c.field === 'options')) await repo.replaceOptions(id, after.options, after.choices);
    if (changes.some((c) => c.field === 'bundle')) await repo.replaceComponents(id, after.components);
  }
  await recordEdits(
    tx,
    env,
    actor,
    changed.filter((p) => p.changes.length).map((p) => ({ row: p.after.row, changes: p.changes })),
    at,
  );
  const items = await fullItems(
    tx,
    env.config,
    changed.map((p) => p.after.row),
    clientIdOf(actor),
  );
  if (changed.length)
    await recordEvents(
      tx,
      shopId,
      actor,
      changed.flatMap((p, i) =>
        editEvents(items[i]!, p.after.row, p.before.row.archived === 0 && p.after.row.archived === 1),
      ),
    );
  const itemOf = new Map(changed.map((p, i) => [p.after.row.id, items[i]!]));
  return planned.map((p): EditedItem | ApiError => {
    if (p instanceof ApiError) return p;
    const item = itemOf.get(p.after.row.id);
    return item ? { row: p.after.row, changed: true, item } : { row: p.before.row, changed: false };
  });
}

/** PATCH /v1/items/{id}: updateItems of one edit, its refusal thrown, the item answered as it stands. */
export async function updateItem(
  tx: Tx,
  env: ItemEditing,
  shopId: string,
  itemId: string,
  body: UpdateItemInput,
  actor: Actor,
): Promise<Item> {
  const [outcome] = await updateItems(tx, env, shopId, [{ itemId, body }], actor);
  if (outcome instanceof ApiError) throw outcome;
  return outcome!.changed ? outcome!.item : fullItem(tx, env.config, outcome!.row, clientIdOf(actor));
}
