import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { jsonHelpers, jsonValue } from '../db/json.ts';
import { writeTogether, type Write } from '../db/write-together.ts';
import type { OrderStatus, ShippingStatus } from './schemas.ts';
import { PENDING_PAYMENT, type OrderTables } from './tables.ts';

export type OrderRow = OrderTables['orders'];
export type OrderLineRow = OrderTables['order_lines'];
export type ShippingRow = OrderTables['order_shippings'];
export type TrackingRow = OrderTables['trackings'];
export type LineShippingRow = OrderTables['order_line_shippings'];
export type GiftRow = OrderTables['gifts'];
export type OrderActionRow = OrderTables['order_actions'];
export type RefundRow = OrderTables['refunds'];

/** Header columns an answer may use; payment_reference is deliberately never selected. */
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
  'o.total',
  'o.is_subscription',
  'o.gift_status',
  'o.gift_source_order_id',
  'o.purchaser',
  'o.ordered_at',
  'o.updated_at',
  'o.inflow_route_id',
  'o.number',
] as const;

const LINE_COLUMNS = [
  'l.id',
  'l.shop_id',
  'l.order_id',
  'l.item_id',
  'l.variant_id',
  'l.sku',
  'l.name',
  'l.kind',
  'l.quantity',
  'l.unit_price',
  'l.discount_rate',
  'l.tax_rate',
  'l.options',
  'l.subtotal',
  'l.sort',
] as const;
const SHIPPING_COLUMNS = [
  's.id',
  's.shop_id',
  's.order_id',
  's.status',
  's.carrier_id',
  's.shipping_cost',
  's.delivery_date',
  's.delivery_time_slot',
  's.recipient',
  's.sort',
  's.created_at',
  's.updated_at',
] as const;
const TRACKING_COLUMNS = [
  't.id',
  't.shop_id',
  't.order_id',
  't.order_shipping_id',
  't.carrier_id',
  't.tracking_number',
  't.delivery_date',
  't.created_at',
  't.updated_at',
] as const;

/** Per-shop order counts by status (migration 0230; maintained by triggers on orders). */
type CounterTables = { order_counts: { shop_id: string; status: string; slot: number; n: number } };

export interface OrderListFilter {
  statuses: OrderStatus[];
  /** Sync cursor: entries at or after updatedAt; with afterId, strictly after (updatedAt, afterId). */
  since?: { updatedAt: string; afterId: string | null };
  customerId?: string;
  number?: number;
  paymentMethods?: string[];
  /** Placed in [from, before): ISO instants. */
  ordered?: { from?: string; before?: string };
}

/** Whether the filter narrows more than statuses do, so that the per-status counters cannot answer its total. */
function narrowed(f: OrderListFilter): boolean {
  return (
    f.customerId !== undefined ||
    f.number !== undefined ||
    (f.paymentMethods?.length ?? 0) > 0 ||
    f.ordered?.from !== undefined ||
    f.ordered?.before !== undefined
  );
}

export function ordersRepo(db: Db) {
  function filtered(shopId: string, f: OrderListFilter) {
    const since = f.since;
    return (
      db
        .selectFrom('orders as o')
        .where('o.shop_id', '=', shopId)
        .$if(f.statuses.length > 0, (q) => q.where('o.status', 'in', f.statuses))
        .$if(f.statuses.length === 0, (q) => q.where('o.status', '!=', PENDING_PAYMENT))
        .$if(f.customerId !== undefined, (q) => q.where('o.customer_id', '=', f.customerId!))
        .$if(f.number !== undefined, (q) => q.where('o.number', '=', f.number!))
        .$if((f.paymentMethods?.length ?? 0) > 0, (q) => q.where('o.payment_method', 'in', f.paymentMethods!))
        .$if(f.ordered?.from !== undefined, (q) => q.where('o.ordered_at', '>=', f.ordered!.from!))
        .$if(f.ordered?.before !== undefined, (q) => q.where('o.ordered_at', '<', f.ordered!.before!))
        // The plain lower bound lets both planners seek the (shop_id, [status,] updated_at, id) index;
        // the row comparison then skips the ties already seen.
        .$if(since !== undefined, (q) => q.where('o.updated_at', '>=', since!.updatedAt))
        .$if(since?.afterId != null, (q) =>
          q.where((eb) => eb(eb.refTuple('o.updated_at', 'o.id'), '>', eb.tuple(since!.updatedAt, since!.afterId!))),
        )
    );
  }

  /** Orders newest placed first (served by orders_placed, orders_status_placed or orders_customer). */
  function newestPlaced(shopId: string, f: OrderListFilter, limit: number, offset: number) {
    return filtered(shopId, f)
      .select(HEADER_COLUMNS)
      .orderBy('o.ordered_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset(offset);
  }

  return {
    /** Sync order: oldest updated first, ties by id (served by orders_sync / orders_status_sync). */
    listQuery(shopId: string, f: OrderListFilter, limit: number, offset: number) {
      return filtered(shopId, f)
        .select(HEADER_COLUMNS)
        .orderBy('o.updated_at')
        .orderBy('o.id')
        .limit(limit)
        .offset(offset);
    },
    /** A customer's orders, newest placed first (served by orders_customer). */
    listForCustomer(shopId: string, customerId: string, limit: number, offset: number) {
      return newestPlaced(shopId, { statuses: [], customerId }, limit, offset).execute();
    },
    /** The shop's orders that pass the filter, newest placed first (the staff console's list). */
    newestPlacedQuery: newestPlaced,
    /**
     * pagination.total of an order list: the number of the shop's orders with the statuses asked
     * for (all when none), read from the per-status counters (order_counts, kept by triggers in the
     * writes' own transactions; migration 0230). The sync cursor (updated_since, after_id) does not
     * narrow it: it is the size of the set the cursor walks through. Narrower filters (a customer,
     * a number, payment methods, a date range) are counted exactly, at the cost of their matches.
     */
    async count(shopId: string, f: OrderListFilter): Promise<number> {
      if (narrowed(f)) {
        const row = await filtered(shopId, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }
      const row = await db
        .withTables<CounterTables>()
        .selectFrom('order_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('shop_id', '=', shopId)
        .$if(f.statuses.length > 0, (q) => q.where('status', 'in', f.statuses))
        .$if(f.statuses.length === 0, (q) => q.where('status', '!=', PENDING_PAYMENT))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /**
     * An order (not pending payment) with its lines, shippings, line allocations, trackings and the
     * gift it is or came from, in one statement: each list a JSON array aggregated in the database,
     * in the order the separate reads give (GET /v1/orders/{id}, the shopper's order view). Every
     * column is read: the views build their answers field by field and never show payment_reference.
     */
    async findDetail(shopId: string, orderId: string) {
      const { jsonArrayFrom, jsonObjectFrom } = jsonHelpers(db);
      const row = await db
        .selectFrom('orders as o')
        .selectAll('o')
        .select((eb) => [
          jsonArrayFrom(
            eb
              .selectFrom('order_lines as l')
              .select(LINE_COLUMNS)
              .whereRef('l.order_id', '=', 'o.id')
              .orderBy('l.sort'),
          ).as('lines'),
          jsonArrayFrom(
            eb
              .selectFrom('order_shippings as s')
              .select(SHIPPING_COLUMNS)
              .whereRef('s.order_id', '=', 'o.id')
              .orderBy('s.sort'),
          ).as('shippings'),
          jsonArrayFrom(
            eb
              .selectFrom('order_line_shippings as a')
              .select(['a.order_line_id', 'a.shop_id', 'a.order_id', 'a.order_shipping_id'])
              .whereRef('a.order_id', '=', 'o.id'),
          ).as('allocations'),
          jsonArrayFrom(
            eb
              .selectFrom('trackings as t')
              .select(TRACKING_COLUMNS)
              .whereRef('t.order_id', '=', 'o.id')
              .orderBy('t.created_at')
              .orderBy('t.id'),
          ).as('trackings'),
          // A gift order's invitation, or for an order received as a gift the one it came from.
          jsonObjectFrom(
            eb
              .selectFrom('gifts as g')
              .select([
                'g.order_id',
                'g.shop_id',
                'g.recipient_line_user_id',
                'g.message',
                'g.accepted_order_id',
                'g.created_at',
                'g.updated_at',
              ])
              .where('g.shop_id', '=', shopId)
              .where(sql<boolean>`o.gift_status <> 'none'`)
              .whereRef(
                'g.order_id',
                '=',
                sql<string>`case when o.gift_source_order_id = '' then o.id else o.gift_source_order_id end`,
              ),
          ).as('gift'),
        ])
        .where('o.shop_id', '=', shopId)
        .where('o.id', '=', orderId)
        .where('o.status', '!=', PENDING_PAYMENT)
        .executeTakeFirst();
      if (!row) return undefined;
      const { lines, shippings, allocations, trackings, gift, ...order } = row;
      return {
        order,
        lines: jsonValue<OrderLineRow[]>(lines),
        shippings: jsonValue<ShippingRow[]>(shippings),
        allocations: jsonValue<LineShippingRow[]>(allocations),
        trackings: jsonValue<TrackingRow[]>(trackings),
        gift: jsonValue<GiftRow | null>(gift) ?? undefined,
      };
    },
    lines(orderId: string) {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    shippings(orderId: string) {
      return db.selectFrom('order_shippings').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    findShipping(shopId: string, orderId: string, shippingId: string) {
      return db
        .selectFrom('order_shippings')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .where('id', '=', shippingId)
        .executeTakeFirst();
    },
    findTracking(shopId: string, orderId: string, trackingId: string) {
      return db
        .selectFrom('trackings')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .where('id', '=', trackingId)
        .executeTakeFirst();
    },
    /**
     * Takes the order's row lock and returns its status, or undefined when the shop has no such
     * order. Run first in a write transaction: the UPDATE (which changes nothing: the change's
     * events stamp updated_at) holds the row on PostgreSQL, so concurrent changes to one order's
     * shippings and trackings queue and see each other's results; a change that turns out to be
     * none (a tracking number registered again) commits no trace.
     */
    async lockOrder(shopId: string, orderId: string): Promise<OrderStatus | undefined> {
      const res = await db
        .updateTable('orders')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('shop_id', '=', shopId)
        .where('id', '=', orderId)
        .where('status', '!=', PENDING_PAYMENT)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) return undefined;
      const row = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
      return row.status as OrderStatus; // not pending payment: the update above skips those
    },
    setOrderStatus(orderId: string, status: OrderStatus) {
      return db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    },
    /** Guarded move: changes nothing unless the shipping is still in `from`. */
    async moveShipping(shippingId: string, from: ShippingStatus, to: ShippingStatus, now: string): Promise<boolean> {
      const res = await db
        .updateTable('order_shippings')
        .set({ status: to, updated_at: now })
        .where('id', '=', shippingId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },
    shippingStatuses(orderId: string) {
      return db.selectFrom('order_shippings').select('status').where('order_id', '=', orderId).execute();
    },
    /** The tracking registered on a shipping with this carrier and number key, if any. */
    findTrackingByKey(shippingId: string, carrierId: string, trackingKey: string) {
      return db
        .selectFrom('trackings')
        .selectAll()
        .where('order_shipping_id', '=', shippingId)
        .where('carrier_id', '=', carrierId)
        .where('tracking_key', '=', trackingKey)
        .executeTakeFirst();
    },
    insertTracking(row: TrackingRow) {
      return db.insertInto('trackings').values(row).execute();
    },
    updateTracking(
      trackingId: string,
      patch: Partial<
        Pick<TrackingRow, 'carrier_id' | 'tracking_number' | 'tracking_key' | 'delivery_date' | 'updated_at'>
      >,
    ) {
      return db.updateTable('trackings').set(patch).where('id', '=', trackingId).execute();
    },

    /** An order as shoppers and the shop see it: not one still pending payment. */
    find(shopId: string, id: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .where('status', '!=', PENDING_PAYMENT)
        .executeTakeFirst();
    },
    findPending(shopId: string, id: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .where('status', '=', PENDING_PAYMENT)
        .executeTakeFirst();
    },
    /** Orders pending payment since before `before`, any shop (served by orders_pending_payment). */
    pendingBefore(before: string, limit: number) {
      return db
        .selectFrom('orders')
        .select(['shop_id', 'id'])
        .where('status', '=', PENDING_PAYMENT)
        .where('ordered_at', '<', before)
        .orderBy('ordered_at')
        .limit(limit)
        .execute();
    },
    /** Orders still awaiting a payment whose deadline passed before `before`, any shop (served by orders_payment_due). */
    overdueBefore(before: string, limit: number) {
      return db
        .selectFrom('orders')
        .select(['shop_id', 'id', 'payment_reference'])
        .where('status', '=', 'init')
        .where('payment_due_at', '<', before)
        .orderBy('payment_due_at')
        .limit(limit)
        .execute();
    },
    async insertOrder(
      order: OrderRow,
      lines: OrderLineRow[],
      shippings: ShippingRow[],
      allocations: LineShippingRow[],
      alsoWrite: Write[] = [],
    ) {
      // One statement on PostgreSQL: its foreign keys are checked at the statement's end.
      await writeTogether(db, [
        db.insertInto('orders').values(order),
        ...(lines.length ? [db.insertInto('order_lines').values(lines)] : []),
        ...(shippings.length ? [db.insertInto('order_shippings').values(shippings)] : []),
        ...(allocations.length ? [db.insertInto('order_line_shippings').values(allocations)] : []),
        ...alsoWrite,
      ]);
    },
    /** Deletes a released pending order with its lines, shippings, allocations and gift. */
    async deleteOrder(orderId: string) {
      await db.deleteFrom('order_line_shippings').where('order_id', '=', orderId).execute();
      await db.deleteFrom('order_shippings').where('order_id', '=', orderId).execute();
      await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
      await db.deleteFrom('gifts').where('order_id', '=', orderId).execute();
      await db.deleteFrom('orders').where('id', '=', orderId).execute();
    },
    /** Moves the order only if it is still in one of `from` (and gift state), answering it as moved; a concurrent move makes this answer undefined. */
    async updateIf(
      id: string,
      from: { status: OrderRow['status'][]; giftStatus?: string },
      patch: Updateable<OrderRow> & { updated_at: string },
    ) {
      let q = db.updateTable('orders').set(patch).where('id', '=', id).where('status', 'in', from.status);
      if (from.giftStatus) q = q.where('gift_status', '=', from.giftStatus);
      return q.returningAll().executeTakeFirst();
    },
    /**
     * Gives the order the shop's next number (1001 first) and answers it. The counter row stays
     * locked to the commit, so concurrent numbering transactions of one shop queue here and each gets
     * its own number. One statement on PostgreSQL (the counter's upsert as a CTE of the order's update).
     */
    async numberOrder(shopId: string, orderId: string): Promise<number> {
      const next = (qc: Db) =>
        qc
          .insertInto('order_number_counters')
          .values({ shop_id: shopId, last_number: 1001 })
          .onConflict((oc) =>
            oc
              .column('shop_id')
              .doUpdateSet((eb) => ({ last_number: eb(eb.ref('order_number_counters.last_number'), '+', 1) })),
          )
          .returning('last_number');
      if (dialectOf(db) === 'postgres') {
        const row = await db
          .with('n', (qc) => next(qc as unknown as Db))
          .updateTable('orders')
          .set((eb) => ({ number: eb.selectFrom('n').select('n.last_number') }))
          .where('id', '=', orderId)
          .returning('number')
          .executeTakeFirstOrThrow();
        return Number(row.number);
      }
      const number = Number((await next(db).executeTakeFirstOrThrow()).last_number);
      await db.updateTable('orders').set({ number }).where('id', '=', orderId).execute();
      return number;
    },
    insertAction(row: OrderActionRow) {
      return db.insertInto('order_actions').values(row).execute();
    },
    /** An order's actions, oldest first (ids sort by time). */
    actions(shopId: string, orderId: string) {
      return db
        .selectFrom('order_actions')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
    refundsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as RefundRow[]);
      return db.selectFrom('refunds').selectAll().where('id', 'in', ids).execute();
    },
    /** Whether staff or the operator recorded the order's payment (it then came outside the gateway). */
    async paymentRecorded(orderId: string): Promise<boolean> {
      const row = await db
        .selectFrom('order_actions')
        .select('id')
        .where('order_id', '=', orderId)
        .where('action', '=', 'record_payment')
        .executeTakeFirst();
      return row !== undefined;
    },
    insertRefund(row: RefundRow) {
      return db.insertInto('refunds').values(row).execute();
    },
    findRefund(id: string) {
      return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
    },
    refundOfOrder(shopId: string, orderId: string) {
      return db
        .selectFrom('refunds')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
    },
    /** Pending refunds due at `now`, any shop, the longest waiting first (served by refunds_pending). */
    dueRefunds(now: string, limit: number) {
      return db
        .selectFrom('refunds')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
    },
    /** A shop's pending refunds, oldest first. */
    pendingRefunds(shopId: string) {
      return db
        .selectFrom('refunds')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    /** Guarded: a refund already done (by another process's attempt) stays as it is. */
    async refundDone(id: string, gatewayReference: string, now: string): Promise<boolean> {
      const r = await db
        .updateTable('refunds')
        .set((eb) => ({
          status: 'done',
          attempts: eb('attempts', '+', 1),
          gateway_reference: gatewayReference,
          last_error: null,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async refundFailed(id: string, error: string, nextAttemptAt: string, now: string) {
      await db
        .updateTable('refunds')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error,
          next_attempt_at: nextAttemptAt,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },
    /** The change record's stamp on the orders it names (src/changes), built for it to run. */
    stampUpdatedAt(shopId: string, orderIds: string[], at: string) {
      return db.updateTable('orders').set({ updated_at: at }).where('shop_id', '=', shopId).where('id', 'in', orderIds);
    },
    /** The same stamp on the shippings a change moved or gave a tracking. */
    stampShippings(shopId: string, shippingIds: string[], at: string) {
      return db
        .updateTable('order_shippings')
        .set({ updated_at: at })
        .where('shop_id', '=', shopId)
        .where('id', 'in', shippingIds);
    },
    async setShippingsStatus(orderId: string, from: ShippingStatus[], to: ShippingStatus, now: string) {
      await db
        .updateTable('order_shippings')
        .set({ status: to, updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', 'in', from)
        .execute();
    },
    /** The shippings of several orders in one read, by order then sort. */
    shippingsOfOrders(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([] as ShippingRow[]);
      return db
        .selectFrom('order_shippings')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('sort')
        .execute();
    },
    /** Quantity of each item the customer holds in orders that are not cancelled (selling limits). */
    async orderedQuantities(shopId: string, customerId: string, itemIds: string[]): Promise<Map<string, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['order_lines.item_id', (eb) => eb.fn.sum<number>('order_lines.quantity').as('quantity')])
        .where('orders.shop_id', '=', shopId)
        .where('orders.customer_id', '=', customerId)
        .where('orders.status', '!=', 'cancelled')
        .where('orders.gift_source_order_id', '=', '')
        .where('order_lines.item_id', 'in', itemIds)
        .groupBy('order_lines.item_id')
        .execute();
      return new Map(rows.map((r) => [r.item_id, Number(r.quantity)]));
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

    insertGift(row: GiftRow) {
      return db.insertInto('gifts').values(row).execute();
    },
    findGift(shopId: string, orderId: string) {
      return db
        .selectFrom('gifts')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
    },
    async setGiftAccepted(orderId: string, acceptedOrderId: string, now: string) {
      await db
        .updateTable('gifts')
        .set({ accepted_order_id: acceptedOrderId, updated_at: now })
        .where('order_id', '=', orderId)
        .execute();
    },
  };
}

export type OrderHeaderRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof ordersRepo>['listQuery']>['execute']>
>[number];
