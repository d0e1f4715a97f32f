import type { AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { shopSender, type ShopSender } from '../shop/sender.ts';
import { ApiError } from '../lib/errors.ts';
import type { Read } from '../db/database.ts';
import { B2_COLUMNS, b2Page, markPreparing } from './carriers.ts';
import type { Item } from '../catalog/items/schemas.ts';
import { itemsAfter } from '../catalog/items/service.ts';
import { listOrders } from '../orders/service.ts';
import { lineItemsOfOrders } from '../orders/queries.ts';
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

/**
 * An orders CSV has one row per line item, the order's columns repeated on each of its rows (as
 * Japanese shops' order files do, so a spreadsheet filters, sorts and totals them row by row);
 * amounts are yen, in the order's currency (total.currency). JSON lines keep one order per line,
 * with its line_items as GET /v1/orders/{id} shows them.
 */
const LINE_COLUMNS = [
  'line.number',
  'line.id',
  'line.item_id',
  'line.variant_id',
  'line.sku',
  'line.name',
  'line.kind',
  'line.options',
  'line.unit_price',
  'line.quantity',
  'line.discount_rate',
  'line.tax_rate',
  'line.subtotal',
];

type LineItem = Awaited<ReturnType<typeof lineItemsOfOrders>> extends Map<string, (infer L)[]> ? L : never;

/** A line's cells: its place from 1, its amounts as yen, its options as "label: choice" joined with "; ". */
function lineCells(line: LineItem | undefined, place: number): Record<string, unknown> {
  if (!line) return Object.fromEntries(LINE_COLUMNS.map((c) => [c, null]));
  return {
    'line.number': place,
    'line.id': line.id,
    'line.item_id': line.item_id,
    'line.variant_id': line.variant_id,
    'line.sku': line.sku,
    'line.name': line.name,
    'line.kind': line.kind,
    'line.options': line.options.map((o) => `${o.label}: ${o.text}`).join('; '),
    'line.unit_price': line.unit_price.amount,
    'line.quantity': line.quantity,
    'line.discount_rate': line.discount_rate,
    'line.tax_rate': line.tax_rate,
    'line.subtotal': line.subtotal.amount,
  };
}

/**
 * The shop's sender (ご依頼主), which a label file prints on every row; without one, a label file is
 * refused (its start, or its job if the sender went meanwhile) rather than written with no sender.
 */
export async function requiredSender(db: Read, shopId: string): Promise<ShopSender> {
  const sender = await shopSender(db, shopId);
  if (sender) return sender;
  const message =
    "The shop has no sender (ご依頼主: name, phone, postal code and address) to print on the labels: set it in the console's shop settings (Sender for label files)";
  throw new ApiError('invalid_request', message, { details: [{ field: 'sender', message }] });
}

/** One page of an export: its rows as flat cells (CSV) and as objects (JSON lines), and where the next page starts. */
interface ExportPage {
  cells: Record<string, unknown>[];
  objects: Record<string, unknown>[];
  next: string | null;
  /** What the page's transaction also writes (a label file's shippings moved to preparing). */
  onWrite?: (tx: Tx) => Promise<void>;
}

/** The object of an item an items file holds: the fields its columns name, nested as the item has them. */
function itemObject(item: Item): Record<string, unknown> {
  const keys = new Set(ITEM_EXPORT_COLUMNS.map((c) => c.split('.')[0]!));
  return Object.fromEntries(Object.entries(item).filter(([k]) => keys.has(k)));
}

export function exportColumns(type: JobType, params: JobParams): string[] {
  if (type === 'items_export') return ITEM_EXPORT_COLUMNS;
  if (type === 'shippings_export') return B2_COLUMNS;
  return [...ORDER_COLUMNS, ...(params.pii ? PURCHASER_COLUMNS : []), ...LINE_COLUMNS];
}

/** The page of the export after `cursor` (null: the first), of `limit` items, orders or shippings. */
export async function exportPage(
  ctx: AppContext,
  shopId: string,
  type: JobType,
  params: JobParams,
  cursor: string | null,
  limit: number,
): Promise<ExportPage> {
  const columns = exportColumns(type, params);
  if (type === 'items_export') {
    const items = await itemsAfter(ctx.db, ctx.config, shopId, cursor ?? '', limit);
    return {
      cells: items.map((i) => cellsOf(i, columns)),
      objects: items.map(itemObject),
      next: items.length === limit ? items.at(-1)!.id : null,
    };
  }
  if (type === 'shippings_export') {
    const sender = await requiredSender(ctx.db, shopId);
    const labels = params.labels!;
    const page = await b2Page(ctx.db, { id: shopId, sender }, labels.statuses, cursor ?? '', limit);
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
      limit,
      offset: 0,
      status: filters.status,
      updated_since: since ?? '1970-01-01T00:00:00.000Z',
      ...(afterId ? { after_id: afterId } : {}),
    },
    { pii: params.pii === true },
  );
  const last = page.data.at(-1);
  const lines = await lineItemsOfOrders(
    ctx.db,
    shopId,
    page.data.map((o) => o.id),
  );
  return {
    // An order without lines (none is placed so, but a file must not drop an order) has one row, its line cells empty.
    cells: page.data.flatMap((o) => {
      const order = cellsOf(o, columns);
      const its = lines.get(o.id) ?? [];
      return (its.length ? its : [undefined]).map((line, i) => ({ ...order, ...lineCells(line, i + 1) }));
    }),
    objects: page.data.map((o) => ({ ...o, line_items: lines.get(o.id) ?? [] })),
    next: page.data.length === limit && last ? JSON.stringify([last.updated_at, last.id]) : null,
  };
}
