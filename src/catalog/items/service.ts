import type { Config } from '../../config.ts';
import type { Queryable, Read } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, pageRequest, type Page } from '../../lib/page.ts';
import { imageUrl } from '../images/url.ts';
import { fullItem, fullItems } from './full-items.ts';
import { ItemPageCache, itemPageKey } from './page-cache.ts';
import { catalogVersionQuery, itemListRepo, type StaffItemFilter } from './repo/lists.ts';
import { itemsRepo, type SkuOwner } from './repo/items.ts';
import { storedTime } from './field-rules.ts';
import type { HistoryEntry, Item, ItemSummary, ListItemsInput } from './schemas.ts';
import { historyEntryView, itemSummaryView, staffItemView, type StaffItem } from './views.ts';

export { createItem, createItems } from './creation.ts';
export { updateItem, updateItems } from './editing.ts';

/*
 * Item reads, each answering a view (views.ts); the writes, which check with the rules
 * (src/catalog/items/*rules.ts) and write through the repository in the caller's transaction, are
 * creation.ts's, editing.ts's, variants.ts's and stock-changes.ts's.
 */

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
interface ItemListPages {
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
  const version = await pages.catalogVersion(shopId);
  const key = itemPageKey([
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
  let page = pages.cache.get(shopId, version, key);
  if (!page) {
    page = await build();
    pages.cache.set(shopId, version, key, page);
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
  return fullItems(db, config, rows, null);
}
