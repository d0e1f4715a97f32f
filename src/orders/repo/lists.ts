import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../schemas.ts';
import { PENDING_PAYMENT, type OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';
import { shapedStatement } from '../../db/compiled.ts';
import { partialIndexed } from '../../db/plans.ts';
import { addDays } from '../../lib/jst-time.ts';
import { UNDELIVERED } from './daily.ts';

/**
 * Header columns an answer may use; payment_reference is deliberately never selected, and the
 * purchaser only for a page that shows it (PageShape).
 */
const HEADER_COLUMNS = [
  'o.id',
  'o.status',
  'o.payment_method',
  'o.currency',
  'o.subtotal',
  'o.shipping_total',
  'o.discount_total',
  'o.tax_8',
  'o.tax_10',
  'o.taxable_8',
  'o.taxable_10',
  'o.receipts_issued',
  'o.total',
  'o.is_subscription',
  'o.gift_status',
  'o.gift_source_order_id',
  'o.ordered_at',
  'o.updated_at',
  'o.inflow_route_id',
  'o.number',
] as const;

/** Per-shop order counts by status (migration 0230) and by UTC day of updated_at (0930), kept by triggers on orders. */
type CounterTables = {
  order_counts: { shop_id: string; status: string; slot: number; n: number };
  order_sync_days: { shop_id: string; day: string; status: string; slot: number; n: number };
};

export interface OrderListFilter {
  statuses: OrderStatus[];
  /** Sync cursor: entries at or after updatedAt; with afterId, strictly after (updatedAt, afterId). */
  since?: { updatedAt: string; afterId: string | null };
  customerId?: string;
  number?: number;
  paymentMethods?: string[];
  /** Placed in [from, before): ISO instants. */
  ordered?: { from?: string; before?: string };
  /** With a shipping not yet delivered whose delivery date is before this Japan day (YYYY-MM-DD). */
  lateBefore?: string;
}

/** Whether the filter narrows more than statuses and the sync cursor do, so that no tally can answer its total. */
function narrowed(f: OrderListFilter): boolean {
  return (
    f.customerId !== undefined ||
    f.number !== undefined ||
    (f.paymentMethods?.length ?? 0) > 0 ||
    f.ordered?.from !== undefined ||
    f.ordered?.before !== undefined ||
    f.lateBefore !== undefined
  );
}

/**
 * A list request's values as its statements' parameters; a filter not asked for is undefined, so
 * it is left out of the statement (src/db/compiled.ts compiles each such shape once).
 */
interface ListParameters extends Record<string, unknown> {
  shopId: string;
  /** None: every status but pending payment. */
  statuses: readonly OrderStatus[];
  customerId: string | undefined;
  number: number | undefined;
  paymentMethods: readonly string[] | undefined;
  orderedFrom: string | undefined;
  orderedBefore: string | undefined;
  lateBefore: string | undefined;
  /** The sync cursor: entries at or after updatedSince, with afterId strictly after (updatedSince, afterId). */
  updatedSince: string | undefined;
  afterId: string | undefined;
  /** The first UTC day after the cursor's (a sync count's later days start there). */
  nextDay: string | undefined;
}

function listParameters(shopId: string, f: OrderListFilter): ListParameters {
  return {
    shopId,
    statuses: f.statuses,
    customerId: f.customerId,
    number: f.number,
    paymentMethods: f.paymentMethods?.length ? f.paymentMethods : undefined,
    orderedFrom: f.ordered?.from,
    orderedBefore: f.ordered?.before,
    lateBefore: f.lateBefore,
    updatedSince: f.since?.updatedAt,
    afterId: f.since?.afterId ?? undefined,
    nextDay: f.since && addDays(f.since.updatedAt.slice(0, 10), 1),
  };
}

interface PageParameters extends ListParameters {
  limit: number;
  offset: number;
}

/** The statuses asked for, or every one but pending payment. */
function statusIn(column: 'status' | 'o.status', statuses: readonly OrderStatus[]) {
  return statuses.length > 0
    ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(statuses)})`
    : sql<SqlBool>`${sql.ref(column)} != ${sql.lit(PENDING_PAYMENT)}`;
}

/** The shop's orders that pass the filter, before ordering. */
function filtered(db: Kysely<OrderTables>, p: ListParameters) {
  let q = db.selectFrom('orders as o').where('o.shop_id', '=', p.shopId).where(statusIn('o.status', p.statuses));
  if (p.customerId !== undefined) q = q.where('o.customer_id', '=', p.customerId);
  if (p.number !== undefined) q = q.where('o.number', '=', p.number);
  if (p.paymentMethods !== undefined) q = q.where('o.payment_method', 'in', p.paymentMethods);
  if (p.orderedFrom !== undefined) q = q.where('o.ordered_at', '>=', p.orderedFrom);
  if (p.orderedBefore !== undefined) q = q.where('o.ordered_at', '<', p.orderedBefore);
  // Driven from the shippings' narrow index (order_shippings_due), its condition in literals.
  const lateBefore = p.lateBefore;
  if (lateBefore !== undefined)
    q = q.where('o.id', 'in', (eb) =>
      eb
        .selectFrom('order_shippings as s')
        .select('s.order_id')
        .where('s.shop_id', '=', p.shopId)
        .where('s.status', 'in', UNDELIVERED.map(partialIndexed))
        .where('s.delivery_date', 'is not', null)
        .where('s.delivery_date', '<', lateBefore),
    );
  // The plain lower bound lets both planners seek the (shop_id, [status,] updated_at, id) index;
  // the row comparison then skips the ties already seen.
  const since = p.updatedSince;
  if (since !== undefined) q = q.where('o.updated_at', '>=', since);
  const afterId = p.afterId;
  if (since !== undefined && afterId !== undefined)
    q = q.where((eb) => eb(eb.refTuple('o.updated_at', 'o.id'), '>', eb.tuple(since, afterId)));
  return q;
}

/** How a page is ordered: the sync order (oldest updated first) or the newest placed first. */
type PageOrder = 'sync' | 'placed';
/**
 * A page's order, and whether it reads the purchaser: personal data is read only for an answer
 * that shows it (a token with read_orders_pii, the staff console), and a page without it costs
 * less to read (PostgreSQL's driver decodes every text it receives;
 * docs/history/benchmarks-2026-11.md, "Reads: order detail's columns named").
 */
type PageShape = PageOrder | `${PageOrder} with purchaser`;

function pageStatement(db: Kysely<OrderTables>, shape: PageShape, p: PageParameters) {
  const order = shape.startsWith('sync') ? 'sync' : 'placed';
  const q = filtered(db, p)
    .select(HEADER_COLUMNS)
    .$if(shape.endsWith('with purchaser'), (qb) => qb.select('o.purchaser'));
  // sync: served by orders_sync / orders_status_sync; placed: by orders_placed, orders_status_placed or orders_customer.
  const ordered =
    order === 'sync'
      ? q.orderBy('o.updated_at').orderBy('o.id')
      : q.orderBy('o.ordered_at', 'desc').orderBy('o.id', 'desc');
  return ordered.limit(p.limit).offset(p.offset);
}

/**
 * pagination.total of an order list: the number of the shop's orders with the statuses asked for
 * (all when none), read from the per-status counters (order_counts, kept by triggers in the
 * writes' own transactions; migration 0230). With the sync cursor (updated_since, after_id), the
 * entries from the cursor on: those of the cursor's UTC day counted on the sync indexes (shop_id,
 * [status,] updated_at, id), the later days summed from order_sync_days (0930), so a page costs
 * one day's orders at most, never the rest of the order book. The other narrower filters (a
 * customer, a number, payment methods, a date range) are counted at the cost of their matches.
 */
function countStatement(db: Kysely<OrderTables>, narrow: boolean, p: ListParameters) {
  if (narrow) return filtered(db, p).select((eb) => eb.fn.countAll<number>().as('n'));
  const counters = db.withTables<CounterTables>();
  const tallied = counters
    .selectFrom(p.nextDay === undefined ? 'order_counts' : 'order_sync_days')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
    .where('shop_id', '=', p.shopId)
    .where(statusIn('status', p.statuses));
  const { updatedSince, nextDay } = p;
  if (updatedSince === undefined || nextDay === undefined) return tallied;
  const laterDays = tallied.where('day', '>=', nextDay);
  return db.selectNoFrom(sql<number>`${cursorDayCount(db, p, updatedSince, nextDay)} + (${laterDays})`.as('n'));
}

/**
 * The entries from the sync cursor on within the cursor's UTC day, each count read from a sync
 * index alone: those after the cursor's instant, plus its ties after its id, less the orders
 * pending payment among them when no status is asked for. The page's own condition
 * (`status <> 'pending_payment'` and the row comparison) read each entry's row and compared a
 * tuple per entry: 36 ms for 50,000 orders updated in one day on SQLite, against under 2 ms this way.
 */
function cursorDayCount(db: Kysely<OrderTables>, p: ListParameters, updatedSince: string, nextDay: string) {
  const afterId = p.afterId;
  const counts = (only: readonly OrderStatus[] | 'pending') => {
    const scoped = () => {
      const q = db
        .selectFrom('orders as o')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('o.shop_id', '=', p.shopId);
      if (only === 'pending') return q.where('o.status', '=', sql.lit(PENDING_PAYMENT));
      return only.length ? q.where('o.status', 'in', only) : q;
    };
    // Every updated_at of the cursor's day sorts before the next day's text.
    const later = scoped()
      .where('o.updated_at', afterId === undefined ? '>=' : '>', updatedSince)
      .where('o.updated_at', '<', nextDay);
    if (afterId === undefined) return [sql`(${later})`];
    const ties = scoped().where('o.updated_at', '=', updatedSince).where('o.id', '>', afterId);
    return [sql`(${later})`, sql`(${ties})`];
  };
  const statuses = p.statuses;
  const added = sql.join(counts(statuses), sql` + `);
  return statuses.length ? sql`(${added})` : sql`(${added} - ${sql.join(counts('pending'), sql` - `)})`;
}

// Each compiled once per dialect and shape: an order sync page runs both on every request.
const runPage = shapedStatement(pageStatement);
const runCount = shapedStatement((db: Kysely<OrderTables>, shape: 'narrow' | 'tallied', p: ListParameters) =>
  countStatement(db, shape === 'narrow', p),
);

/** The order lists (the sync cursor, the newest placed) and their totals; reads only. */
export function orderListsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  const page = async (shape: PageShape, shopId: string, f: OrderListFilter, limit: number, offset: number) =>
    (await runPage(db, shape, { ...listParameters(shopId, f), limit, offset })).rows;
  return {
    /**
     * Sync order: oldest updated first, ties by id (served by orders_sync / orders_status_sync);
     * with the purchaser only when withPurchaser (PageShape).
     */
    list: (shopId: string, f: OrderListFilter, limit: number, offset: number, withPurchaser: boolean) =>
      page(withPurchaser ? 'sync with purchaser' : 'sync', shopId, f, limit, offset),
    /** The shop's orders that pass the filter, newest placed first, with the purchaser (the staff console's list). */
    newestPlaced: (shopId: string, f: OrderListFilter, limit: number, offset: number) =>
      page('placed with purchaser', shopId, f, limit, offset),
    /** A customer's orders, newest placed first (served by orders_customer); the purchaser as list's. */
    listForCustomer: (shopId: string, customerId: string, limit: number, offset: number, withPurchaser: boolean) =>
      page(withPurchaser ? 'placed with purchaser' : 'placed', shopId, { statuses: [], customerId }, limit, offset),
    /** pagination.total of a list with this filter (countStatement). */
    async count(shopId: string, f: OrderListFilter): Promise<number> {
      const { rows } = await runCount(db, narrowed(f) ? 'narrow' : 'tallied', listParameters(shopId, f));
      return Number(rows[0]!.n);
    },
    /** The statements list, newestPlaced and count run, with these values in place: for their plans. */
    statements: {
      page: (order: PageOrder, shopId: string, f: OrderListFilter, limit: number, offset: number) =>
        pageStatement(db, order, { ...listParameters(shopId, f), limit, offset }).compile(),
      count: (shopId: string, f: OrderListFilter) =>
        countStatement(db, narrowed(f), listParameters(shopId, f)).compile(),
    },
    /** Counts of the shop's orders by status, gift orders by gift status, shippings by status, and trackings. */
    async tallies(shopId: string) {
      const orders = await db
        .selectFrom('orders')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('shop_id', '=', shopId)
        .groupBy('status')
        .execute();
      const gifts = await db
        .selectFrom('orders')
        .select(['gift_status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('shop_id', '=', shopId)
        .where('gift_source_order_id', '=', '')
        .where('gift_status', '!=', 'none')
        .groupBy('gift_status')
        .execute();
      const shippings = await db
        .selectFrom('order_shippings')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('shop_id', '=', shopId)
        .groupBy('status')
        .execute();
      const trackings = await db
        .selectFrom('trackings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return { orders, gifts, shippings, trackings: Number(trackings.n) };
    },
  };
}

export type OrderHeaderRow = Awaited<ReturnType<ReturnType<typeof orderListsRepo>['newestPlaced']>>[number];
