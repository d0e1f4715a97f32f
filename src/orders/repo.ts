import type { Db } from '../db/database.ts';
import type { OrderStatus, ShippingStatus } from './schemas.ts';
import { PENDING_PAYMENT, type OrderTables } from './tables.ts';

export type OrderRow = OrderTables['orders'];
export type OrderLineRow = OrderTables['order_lines'];
export type ShippingRow = OrderTables['order_shippings'];
export type TrackingRow = OrderTables['trackings'];

/** Header columns an answer may use; payment_reference is deliberately never selected. */
const HEADER_COLUMNS = [
  'o.id', 'o.status', 'o.payment_method', 'o.currency', 'o.subtotal', 'o.shipping_total', 'o.discount_total', 'o.tax_8', 'o.tax_10',
  'o.total', 'o.is_subscription', 'o.gift_status', 'o.gift_source_order_id', 'o.purchaser', 'o.ordered_at', 'o.updated_at',
  'r.id as route_id', 'r.code as route_code', 'r.name as route_name',
] as const;

/** Per-shop order counts by status (migration 0230; maintained by triggers on orders). */
type CounterTables = { order_counts: { shop_id: string; status: string; slot: number; n: number } };

export interface OrderListFilter {
  statuses: OrderStatus[];
  /** Sync cursor: entries at or after updatedAt; with afterId, strictly after (updatedAt, afterId). */
  since?: { updatedAt: string; afterId: string | null };
  customerId?: string;
}

export function ordersRepo(db: Db) {
  function filtered(shopId: string, f: OrderListFilter) {
    const since = f.since;
    return db
      .selectFrom('orders as o')
      .where('o.shop_id', '=', shopId)
      .$if(f.statuses.length > 0, (q) => q.where('o.status', 'in', f.statuses))
      .$if(f.statuses.length === 0, (q) => q.where('o.status', '!=', PENDING_PAYMENT))
      .$if(f.customerId !== undefined, (q) => q.where('o.customer_id', '=', f.customerId!))
      // The plain lower bound lets both planners seek the (shop_id, [status,] updated_at, id) index;
      // the row comparison then skips the ties already seen.
      .$if(since !== undefined, (q) => q.where('o.updated_at', '>=', since!.updatedAt))
      .$if(since?.afterId != null, (q) => q.where((eb) => eb(eb.refTuple('o.updated_at', 'o.id'), '>', eb.tuple(since!.updatedAt, since!.afterId!))));
  }

  /** Orders (of one customer, when given) newest placed first. */
  function newestPlaced(shopId: string, customerId: string | undefined, limit: number, offset: number) {
    return filtered(shopId, { statuses: [], customerId })
      .leftJoin('inflow_routes as r', 'r.id', 'o.inflow_route_id')
      .select(HEADER_COLUMNS)
      .orderBy('o.ordered_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  return {
    /** Sync order: oldest updated first, ties by id (served by orders_sync / orders_status_sync). */
    listQuery(shopId: string, f: OrderListFilter, limit: number, offset: number) {
      return filtered(shopId, f)
        .leftJoin('inflow_routes as r', 'r.id', 'o.inflow_route_id')
        .select(HEADER_COLUMNS)
        .orderBy('o.updated_at')
        .orderBy('o.id')
        .limit(limit)
        .offset(offset);
    },
    /** A customer's orders, newest placed first (served by orders_customer). */
    listForCustomer(shopId: string, customerId: string, limit: number, offset: number) {
      return newestPlaced(shopId, customerId, limit, offset);
    },
    /** The shop's orders, newest placed first (the staff console's list). */
    listNewestPlaced(shopId: string, limit: number, offset: number) {
      return newestPlaced(shopId, undefined, limit, offset);
    },
    /**
     * pagination.total of an order list: the number of the shop's orders with the statuses asked
     * for (all when none), read from the per-status counters (order_counts, kept by triggers in the
     * writes' own transactions; migration 0230). The sync cursor (updated_since, after_id) does not
     * narrow it: it is the size of the set the cursor walks through. A
     * customer's orders are counted exactly (a customer has few).
     */
    async count(shopId: string, f: OrderListFilter): Promise<number> {
      if (f.customerId !== undefined) {
        const row = await filtered(shopId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        return Number(row.n);
      }
      const row = await db.withTables<CounterTables>()
        .selectFrom('order_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('shop_id', '=', shopId)
        .$if(f.statuses.length > 0, (q) => q.where('status', 'in', f.statuses))
        .$if(f.statuses.length === 0, (q) => q.where('status', '!=', PENDING_PAYMENT))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    findHeader(shopId: string, orderId: string) {
      return db
        .selectFrom('orders as o')
        .leftJoin('inflow_routes as r', 'r.id', 'o.inflow_route_id')
        .select(HEADER_COLUMNS)
        .where('o.shop_id', '=', shopId)
        .where('o.id', '=', orderId)
        .where('o.status', '!=', PENDING_PAYMENT)
        .executeTakeFirst();
    },
    lines(orderId: string) {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    shippings(orderId: string) {
      return db.selectFrom('order_shippings').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    trackings(orderId: string) {
      return db.selectFrom('trackings').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
    },
    findShipping(shopId: string, orderId: string, shippingId: string) {
      return db.selectFrom('order_shippings').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).where('id', '=', shippingId).executeTakeFirst();
    },
    findTracking(shopId: string, orderId: string, trackingId: string) {
      return db.selectFrom('trackings').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).where('id', '=', trackingId).executeTakeFirst();
    },
    async carrierBelongsToShop(shopId: string, carrierId: string): Promise<boolean> {
      const row = await db.selectFrom('delivery_companies').select('id').where('shop_id', '=', shopId).where('id', '=', carrierId).executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Moves the order's updated_at and returns its status, or undefined when the shop has no such
     * order. Run first in a write transaction: the UPDATE takes the order's row lock on PostgreSQL,
     * so concurrent changes to one order's shippings queue and see each other's results.
     */
    async touchOrder(shopId: string, orderId: string, now: string): Promise<OrderStatus | undefined> {
      const res = await db.updateTable('orders').set({ updated_at: now }).where('shop_id', '=', shopId).where('id', '=', orderId)
        .where('status', '!=', PENDING_PAYMENT).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return undefined;
      const row = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      return row.status as OrderStatus; // not pending payment: the update above skips those
    },
    setOrderStatus(orderId: string, status: OrderStatus) {
      return db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    },
    /** Guarded move: changes nothing unless the shipping is still in `from`. */
    async moveShipping(shippingId: string, from: ShippingStatus, to: ShippingStatus, now: string): Promise<boolean> {
      const res = await db.updateTable('order_shippings').set({ status: to, updated_at: now }).where('id', '=', shippingId).where('status', '=', from).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    touchShipping(shippingId: string, now: string) {
      return db.updateTable('order_shippings').set({ updated_at: now }).where('id', '=', shippingId).execute();
    },
    shippingStatuses(orderId: string) {
      return db.selectFrom('order_shippings').select('status').where('order_id', '=', orderId).execute();
    },
    insertTracking(row: TrackingRow) {
      return db.insertInto('trackings').values(row).execute();
    },
    updateTracking(trackingId: string, patch: Partial<Pick<TrackingRow, 'carrier_id' | 'tracking_number' | 'delivery_date' | 'updated_at'>>) {
      return db.updateTable('trackings').set(patch).where('id', '=', trackingId).execute();
    },
  };
}

export type OrderHeaderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof ordersRepo>['findHeader']>>>;
