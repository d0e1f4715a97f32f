import type { AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { shopProfiles } from '../shop/service.ts';
import { B2_COLUMNS, b2Page, markPreparing } from './carriers.ts';
import type { Item } from '../catalog/items/schemas.ts';
import { itemsAfter } from '../catalog/items/service.ts';
import { listOrders } from '../orders/service.ts';
import { cellsOf } from './columns.ts';
import type { JobParams } from './service.ts';
import type { JobType } from './schemas.ts';

/*
 * What an export writes: its rows page by page, each page a list of values by column. An items
 * export's columns are those an items import takes back (importing it changes nothing); the item
 * creation's kind and inventory are there for rows that create.
 */

export const ITEM_EXPORT_COLUMNS = [
  'sku',
  'kind',
  'inventory',
  'name',
  'category_id',
  'description',
  'price.amount',
  'price.currency',
  'tax_rate',
  'discount_rate',
  'discount_title',
  'status',
  'main_image_orientation',
  'sell_from',
  'sell_by',
  'selling_limits',
  'shipping_date_estimate',
  'is_shipping',
  'shipping_cost.amount',
  'shipping_cost.currency',
  'share_button_enabled',
  'delivery_datetime_possibility',
  'restock_notification',
  'number_of_sets',
  'cancellation.enabled',
  'cancellation.cancel_by',
  'detail_url',
];

const ORDER_COLUMNS = [
  'id',
  'number',
  'ordered_at',
  'updated_at',
  'status',
  'payment_method',
  'total.amount',
  'total.currency',
  'is_subscription',
  'inflow_route.code',
  'gift_status',
  'gift_source_order_id',
];
const PURCHASER_COLUMNS = ['last_name', 'first_name', 'tel', 'email', 'postal_code', 'address'].map(
  (f) => `purchaser.${f}`,
);

/** One page of an export: its rows as flat cells (CSV) and as objects (JSON lines), and where the next page starts. */
export interface ExportPage {
  cells: Record<string, unknown>[];
  objects: Record<string, unknown>[];
  next: string | null;
  /** What the page's transaction also writes (a label file's shippings moved to preparing). */
  onWrite?: (tx: Tx) => Promise<void>;
}

const PAGE = 200;

/** The object of an item an items file holds: the fields its columns name, nested as the item has them. */
function itemObject(item: Item): Record<string, unknown> {
  const keys = new Set(ITEM_EXPORT_COLUMNS.map((c) => c.split('.')[0]!));
  return Object.fromEntries(Object.entries(item).filter(([k]) => keys.has(k)));
}

export function exportColumns(type: JobType, params: JobParams): string[] {
  if (type === 'items_export') return ITEM_EXPORT_COLUMNS;
  if (type === 'shippings_export') return B2_COLUMNS;
  return params.pii ? [...ORDER_COLUMNS, ...PURCHASER_COLUMNS] : ORDER_COLUMNS;
}

/** The page of the export after `cursor` (null: the first). */
export async function exportPage(
  ctx: AppContext,
  shopId: string,
  type: JobType,
  params: JobParams,
  cursor: string | null,
): Promise<ExportPage> {
  const columns = exportColumns(type, params);
  if (type === 'items_export') {
    const items = await itemsAfter(ctx.db, ctx.config, shopId, cursor ?? '', PAGE);
    return {
      cells: items.map((i) => cellsOf(i, columns)),
      objects: items.map(itemObject),
      next: items.length === PAGE ? items.at(-1)!.id : null,
    };
  }
  if (type === 'shippings_export') {
    const shop = (await shopProfiles(ctx.db)(shopId))!;
    const labels = params.labels!;
    const page = await b2Page(ctx.db, shop, labels.statuses, cursor ?? '', PAGE);
    return {
      cells: page.cells,
      objects: page.cells,
      next: page.next,
      ...(labels.markPreparing ? { onWrite: (tx: Tx) => markPreparing(tx, shopId, page.moves, params.actor) } : {}),
    };
  }
  // Orders by updated_at then id, walked with the list's own cursor (updated_since, after_id).
  const filters = (params.filters ?? {}) as { updated_since?: string; status?: string[] };
  const [since, afterId] = cursor ? (JSON.parse(cursor) as [string, string]) : [filters.updated_since, undefined];
  const page = await listOrders(
    ctx.db,
    shopId,
    {
      limit: PAGE,
      offset: 0,
      status: filters.status,
      updated_since: since ?? '1970-01-01T00:00:00.000Z',
      ...(afterId ? { after_id: afterId } : {}),
    },
    { pii: params.pii === true },
  );
  const last = page.data.at(-1);
  return {
    cells: page.data.map((o) => cellsOf(o as unknown as Record<string, unknown>, columns)),
    objects: page.data as unknown as Record<string, unknown>[],
    next: page.data.length === PAGE && last ? JSON.stringify([last.updated_at, last.id]) : null,
  };
}
