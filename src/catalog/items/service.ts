import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Read, Tx } from '../../db/database.ts';
import { recordEvents, type EventInput } from '../../events/service.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf, pageRequest, type Page } from '../../lib/page.ts';
import { nowIso } from '../../lib/time.ts';
import { imageUrl } from '../images/url.ts';
import { ItemPageCache, itemPageKey } from './page-cache.ts';
import { catalogVersionQuery, itemListRepo, type StaffItemFilter } from './repo/lists.ts';
import { itemsRepo, type ItemRow, type SkuOwner } from './repo/items.ts';
import { categoryName, componentItems, componentStockOf } from './creation.ts';
import { cartDropReason, itemChanges, type Change } from './change-rules.ts';
import { checkShape, storedTime } from './field-rules.ts';
import { componentsOf, optionRows } from './part-rules.ts';
import { checkEditInput, checkPrices, clientIdOf, editedRow, handMark, type Actor } from './rules.ts';
import {
  UpdateItemBody,
  type HistoryEntry,
  type Item,
  type ItemSummary,
  type ListItemsInput,
  type UpdateItemInput,
} from './schemas.ts';
import {
  historyEntryView,
  itemEventObject,
  itemSummaryView,
  itemView,
  staffItemView,
  type StaffItem,
} from './views.ts';

export { createItem, createItems } from './creation.ts';

/*
 * Item writes and reads: each function loads, checks with the rules (src/catalog/items/*rules.ts),
 * writes through the repository in one transaction, and answers a view (views.ts).
 */

/** The events of an edited item (its fields, variants, options): item.updated, and item.archived when the edit archived it. */
export async function itemEvents(
  tx: Tx,
  config: Config,
  shopId: string,
  itemId: string,
  archived: boolean,
): Promise<EventInput[]> {
  const row = (await itemsRepo(tx).findItem(shopId, itemId))!;
  const object = itemEventObject(await fullItem(tx, config, row, null), row);
  return archived
    ? [
        { type: 'item.updated', object },
        { type: 'item.archived', object },
      ]
    : [{ type: 'item.updated', object }];
}

/**
 * What an edit needs beyond its transaction: the config items are rendered with, and the
 * storefront's dropItemFromCarts (given by src/app.ts, since the catalogue sits below the storefront).
 */
export type ItemEditing = Pick<AppContext, 'config' | 'dropItemFromCarts'>;

/** Writes the history entry of an edit and takes the item out of carts when the change calls for it. */
export async function recordEdit(
  tx: Tx,
  env: ItemEditing,
  actor: Actor,
  row: ItemRow,
  changes: Change[],
  at: string,
): Promise<void> {
  await itemsRepo(tx).insertHistory({
    id: newId('hist'),
    shop_id: row.shop_id,
    item_id: row.id,
    // The history's actors are clients and staff; the operator's edits show as staff "cli", as they always have.
    actor_type: actor.type === 'client' ? 'client' : 'staff',
    actor_id: actor.type === 'client' ? actor.clientId : actor.type === 'staff' ? actor.staffId : 'cli',
    changes: JSON.stringify(changes),
    created_at: at,
  });
  const reason = cartDropReason(changes);
  if (reason) await env.dropItemFromCarts(tx, { shopId: row.shop_id, itemId: row.id, reason });
}

/** The item row, locked for the rest of the transaction; 404 when the shop has no such item. */
export async function loadForEdit(tx: Tx, shopId: string, itemId: string): Promise<ItemRow> {
  const row = await itemsRepo(tx).findItemForUpdate(shopId, itemId);
  if (!row) throw notFound('item');
  return row;
}

/** The full item as the viewing client sees it, read with db (the database, or the transaction that just wrote it). */
async function fullItem(db: Queryable, config: Config, row: ItemRow, viewerClientId: string | null): Promise<Item> {
  const repo = itemsRepo(db);
  const [images, category, axes, values, variants, options, choices, components, stock] = await Promise.all([
    repo.images([row.id]),
    repo.findCategory(row.shop_id, row.category_id),
    repo.axes(row.id),
    repo.axisValues(row.id),
    repo.variants(row.id),
    repo.options(row.id),
    repo.choices(row.id),
    repo.components(row.id),
    row.kind === 'bundle' ? repo.componentStock(row.id) : Promise.resolve([]),
  ]);
  return itemView(
    config,
    row,
    { images, categoryName: category?.name ?? '', axes, values, variants, options, choices, components, stock },
    viewerClientId,
  );
}

export async function updateItem(
  tx: Tx,
  env: ItemEditing,
  shopId: string,
  itemId: string,
  body: UpdateItemInput,
  actor: Actor,
): Promise<Item> {
  const input = checkShape<UpdateItemInput>(UpdateItemBody, body);
  checkEditInput(input, actor);
  const clientId = clientIdOf(actor);
  const repo = itemsRepo(tx);
  const old = await loadForEdit(tx, shopId, itemId);
  const row = editedRow(old, input, actor);
  const [variants, oldOptions, oldChoices, oldComponents] = await Promise.all([
    repo.variants(itemId),
    repo.options(itemId),
    repo.choices(itemId),
    repo.components(itemId),
  ]);
  checkPrices(old.kind, row.price_amount, row.discount_rate, variants);
  if (input.category_id !== undefined)
    categoryName(await repo.categoryNamesById(shopId, [input.category_id]), input.category_id);
  const components = input.bundle ? componentsOf(input.bundle, itemId, shopId) : oldComponents;
  if (input.bundle) componentStockOf(components, await componentItems(tx, shopId, components));
  const options = input.options
    ? optionRows(input.options, itemId, shopId)
    : { options: oldOptions, choices: oldChoices };

  const changes = itemChanges(
    { row: old, options: oldOptions, choices: oldChoices, components: oldComponents },
    { row, ...options, components },
  );
  if (changes.length === 0 && row.edited_by_hand === old.edited_by_hand) return fullItem(tx, env.config, old, clientId);

  const at = nowIso();
  Object.assign(row, { updated_at: at }, handMark(actor, row.managed_by_client_id));
  const { id: _id, shop_id: _shop, ...patch } = row;
  await repo.updateItem(shopId, itemId, patch);
  if (changes.some((c) => c.field === 'options')) await repo.replaceOptions(itemId, options.options, options.choices);
  if (changes.some((c) => c.field === 'bundle')) await repo.replaceComponents(itemId, components);
  if (changes.length) await recordEdit(tx, env, actor, row, changes, at);
  await recordEvents(
    tx,
    shopId,
    actor,
    await itemEvents(tx, env.config, shopId, itemId, old.archived === 0 && row.archived === 1),
  );
  return fullItem(tx, env.config, row, clientId);
}

export async function getItem(
  db: Read,
  config: Config,
  shopId: string,
  itemId: string,
  viewerClientId: string | null,
): Promise<Item> {
  const row = await itemsRepo(db).findItem(shopId, itemId);
  if (!row) throw notFound('item');
  return fullItem(db, config, row, viewerClientId);
}

export async function listItems(
  db: Read,
  config: Config,
  shopId: string,
  query: ListItemsInput,
  viewerClientId: string | null,
): Promise<Page<ItemSummary>> {
  const page = pageRequest(query);
  const status = query.status ?? 'all';
  const { rows, total } = await itemListRepo(db).list({
    shopId,
    limit: page.limit,
    offset: page.offset,
    categoryId: query.category_id,
    q: query.q,
    status: status === 'all' ? undefined : status,
    sku: query.sku,
    externalRef: query.external_ref,
    updatedSince: query.updated_since === undefined ? undefined : storedTime('updated_since', query.updated_since),
    archived: query.archived ?? 'exclude',
  });
  const images = await itemsRepo(db).images(rows.map((r) => r.id));
  const main = new Map<string, string>();
  for (const image of images) if (!main.has(image.item_id)) main.set(image.item_id, imageUrl(config, image.id));
  return pageOf(
    rows.map((r) => itemSummaryView(r, main.get(r.id) ?? '', viewerClientId)),
    page,
    total,
  );
}

/** What GET /v1/items keeps between requests: rendered pages, keyed by the shop's catalogue version. One per app. */
export interface ItemListPages {
  cache: ItemPageCache;
  catalogVersion: (shopId: string) => Promise<number>;
}

export function itemListPages(db: Read, config: Config): ItemListPages {
  return { cache: new ItemPageCache(config.pageCacheBytes), catalogVersion: catalogVersionQuery(db) };
}

/**
 * listItems as response bytes (made by render), kept in the page cache while the shop's
 * catalogue version stands; the version is read first, so a kept page is never older than it.
 */
export async function renderedItemList(
  db: Read,
  config: Config,
  pages: ItemListPages,
  shopId: string,
  query: ListItemsInput,
  viewerClientId: string | null,
  render: (page: Page<ItemSummary>) => string,
): Promise<Buffer> {
  const build = async () => Buffer.from(render(await listItems(db, config, shopId, query, viewerClientId)));
  if (!pages.cache.enabled) return build();
  const key = itemPageKey([
    shopId,
    await pages.catalogVersion(shopId),
    viewerClientId,
    query.limit,
    query.offset,
    query.category_id,
    query.q,
    query.status,
    query.sku,
    query.external_ref,
    query.updated_since,
    query.archived,
  ]);
  let page = pages.cache.get(key);
  if (!page) {
    page = await build();
    pages.cache.set(key, page);
  }
  return page;
}

export async function itemHistory(
  db: Read,
  shopId: string,
  itemId: string,
  query: { limit?: number; offset?: number },
): Promise<Page<HistoryEntry>> {
  const repo = itemsRepo(db);
  if (!(await repo.findItem(shopId, itemId))) throw notFound('item');
  const page = pageRequest(query);
  const { rows, total } = await repo.history(itemId, page.limit, page.offset);
  return pageOf(rows.map(historyEntryView), page, total);
}

/** A page of the shop's items for the staff console: newest update first, name containing q when given. */
export async function listItemsForStaff(
  db: Read,
  shopId: string,
  filter: StaffItemFilter,
  page: { limit: number; offset: number },
): Promise<StaffItem[]> {
  return (await itemListRepo(db).listForStaff(shopId, filter, page.limit, page.offset)).map(staffItemView);
}

export { LOW_STOCK } from './repo/lists.ts';

/** How many of the shop's items are out of stock and how many low (LOW_STOCK or fewer). */
export function stockAlerts(db: Read, shopId: string) {
  return itemListRepo(db).stockAlerts(shopId);
}

export async function getItemForStaff(db: Read, shopId: string, itemId: string): Promise<StaffItem> {
  const row = await itemsRepo(db).findItem(shopId, itemId);
  if (!row) throw notFound('item');
  return staffItemView(row);
}

/** The item or variant each sku names in the shop, by sku (imports match their rows by sku). */
export function findBySkus(db: Queryable, shopId: string, skus: string[]): Promise<Map<string, SkuOwner>> {
  return itemsRepo(db).findBySkus(shopId, skus);
}

/** A page of the shop's items that are not archived, in full as GET /v1/items/{id} shows them, by id after afterId (exports). */
export async function itemsAfter(
  db: Read,
  config: Config,
  shopId: string,
  afterId: string,
  limit: number,
): Promise<Item[]> {
  const rows = await itemsRepo(db).pageAfter(shopId, afterId, limit);
  return Promise.all(rows.map((row) => fullItem(db, config, row, null)));
}
