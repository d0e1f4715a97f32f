import { sql, type Kysely, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dialectOf } from '../../db/dialect.ts';
import { jsonHelpers, jsonValue } from '../../db/json.ts';
import { fixedStatement, shapedWrites } from '../../db/compiled.ts';
import type { OrderStatus } from '../schemas.ts';
import { PENDING_PAYMENT, type OrderTables } from '../../db/tables/orders.ts';
import { SHIPPING_COLUMNS, TRACKING_COLUMNS, type ShippingRow, type TrackingRow } from './shippings.ts';
import { ownTables } from '../../db/own-tables.ts';
import { partialIndexed } from '../../db/plans.ts';

export type OrderRow = OrderTables['orders'];
export type OrderLineRow = OrderTables['order_lines'];
export type LineShippingRow = OrderTables['order_line_shippings'];
export type GiftRow = OrderTables['gifts'];

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

/**
 * Every column of orders, each named: a statement that names its columns has its SQLite rows made
 * by one literal, a `*` does not (src/db/sqlite-statements.ts). The record's type makes a column
 * added to the table a type error here until it is listed.
 */
const EVERY_ORDER_COLUMN: Record<keyof OrderRow, true> = {
  id: true,
  shop_id: true,
  customer_id: true,
  status: true,
  payment_method: true,
  payment_reference: true,
  payment_due_at: true,
  payment_instructions: true,
  currency: true,
  subtotal: true,
  shipping_total: true,
  discount_total: true,
  tax_8: true,
  tax_10: true,
  taxable_8: true,
  taxable_10: true,
  total: true,
  is_subscription: true,
  inflow_route_id: true,
  gift_status: true,
  gift_source_order_id: true,
  purchaser: true,
  ordered_at: true,
  updated_at: true,
  number: true,
  idempotency_key: true,
  idempotency_hash: true,
  receipts_issued: true,
};
const ORDER_COLUMNS = Object.keys(EVERY_ORDER_COLUMN).map((c) => `o.${c}` as `o.${keyof OrderRow}`);

/**
 * An order with its parts in one statement (ordersRepo.findDetail), compiled once per dialect: it
 * runs on every GET /v1/orders/{id}, where building and compiling it cost more than running it.
 */
const orderDetail = fixedStatement((db: Kysely<OrderTables>, p: { shopId: string; orderId: string }) => {
  const { jsonArrayFrom, jsonObjectFrom } = jsonHelpers(db);
  return db
    .selectFrom('orders as o')
    .select(ORDER_COLUMNS)
    .select((eb) => [
      jsonArrayFrom(
        eb.selectFrom('order_lines as l').select(LINE_COLUMNS).whereRef('l.order_id', '=', 'o.id').orderBy('l.sort'),
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
          .where('g.shop_id', '=', p.shopId)
          .where(sql<boolean>`o.gift_status <> 'none'`)
          .whereRef(
            'g.order_id',
            '=',
            sql<string>`case when o.gift_source_order_id = '' then o.id else o.gift_source_order_id end`,
          ),
      ).as('gift'),
    ])
    .where('o.shop_id', '=', p.shopId)
    .where('o.id', '=', p.orderId)
    .where('o.status', '!=', sql.lit(PENDING_PAYMENT));
});

/** An order guarded by its status (ordersRepo.updateIf), compiled once per set of columns written: every checkout confirms so. */
const guardedUpdate = fixedStatement(
  (
    db: Kysely<OrderTables>,
    p: { id: string; statuses: OrderRow['status'][]; giftStatus?: string; patch: Updateable<OrderRow> },
  ) => {
    let q = db.updateTable('orders').set(p.patch).where('id', '=', p.id).where('status', 'in', p.statuses);
    if (p.giftStatus !== undefined) q = q.where('gift_status', '=', p.giftStatus);
    return q.returningAll();
  },
);

/** A new order's rows (ordersRepo.insertOrder), compiled once per count of lines, shippings and allocations. */
const orderInsert = shapedWrites(
  (
    db: Kysely<OrderTables>,
    _: '',
    p: { order: OrderRow; lines: OrderLineRow[]; shippings: ShippingRow[]; allocations: LineShippingRow[] },
  ) => [
    db.insertInto('orders').values(p.order),
    ...(p.lines.length ? [db.insertInto('order_lines').values(p.lines)] : []),
    ...(p.shippings.length ? [db.insertInto('order_shippings').values(p.shippings)] : []),
    ...(p.allocations.length ? [db.insertInto('order_line_shippings').values(p.allocations)] : []),
  ],
);

/** The shop's next order number, its counter row locked to the commit (ordersRepo.numberOrder); a shop's first is 1001. */
const nextNumber = (db: Kysely<OrderTables>, shopId: string) =>
  db
    .insertInto('order_number_counters')
    .values({ shop_id: shopId, last_number: sql.lit(1001) })
    .onConflict((oc) =>
      oc
        .column('shop_id')
        .doUpdateSet((eb) => ({ last_number: eb(eb.ref('order_number_counters.last_number'), '+', eb.lit(1)) })),
    )
    .returning('last_number');
const counterAdvance = fixedStatement((db: Kysely<OrderTables>, p: { shopId: string }) => nextNumber(db, p.shopId));
const numberSet = fixedStatement((db: Kysely<OrderTables>, p: { orderId: string; number: number }) =>
  db.updateTable('orders').set({ number: p.number }).where('id', '=', p.orderId),
);
// PostgreSQL: the counter's upsert as a CTE of the order's update, one round trip.
const numberedOrder = fixedStatement((db: Kysely<OrderTables>, p: { shopId: string; orderId: string }) =>
  db
    .with('n', (qc) => nextNumber(qc as unknown as Kysely<OrderTables>, p.shopId))
    .updateTable('orders')
    .set((eb) => ({ number: eb.selectFrom('n').select('n.last_number') }))
    .where('id', '=', p.orderId)
    .returning('number'),
);

/** Orders with their lines, and the gifts they are: read whole, inserted together, moved, numbered. */
export function ordersRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    /**
     * An order (not pending payment) with its lines, shippings, line allocations, trackings and the
     * gift it is or came from, in one statement: each list a JSON array aggregated in the database,
     * in the order the separate reads give (GET /v1/orders/{id}, the shopper's order view). Every
     * column is read: the views build their answers field by field and never show payment_reference.
     */
    async findDetail(shopId: string, orderId: string) {
      const row = (await orderDetail(db, { shopId, orderId })).rows[0];
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
    /** The order a customer's checkout placed under an Idempotency-Key (served by orders_customer_idempotency_key), pending or not. */
    findByIdempotencyKey(customerId: string, key: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'idempotency_hash'])
        .where('customer_id', '=', customerId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },
    lines(orderId: string) {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    /** The lines of several of the shop's orders in one read, by order then place (order exports). */
    linesOfOrders(shopId: string, orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([] as OrderLineRow[]);
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('order_id', 'in', orderIds)
        .orderBy('order_id')
        .orderBy('sort')
        .execute();
    },
    /** Orders pending payment since before `before`, any shop (served by orders_pending_payment). */
    pendingBefore(before: string, limit: number) {
      return db
        .selectFrom('orders')
        .select(['shop_id', 'id'])
        .where('status', '=', partialIndexed(PENDING_PAYMENT))
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
        .where('status', '=', partialIndexed('init'))
        .where('payment_due_at', '<', before)
        .orderBy('payment_due_at')
        .limit(limit)
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
    /**
     * Takes the order's row lock and returns its status, or undefined when the shop has no such
     * order. Run first in a write transaction: the UPDATE (which changes nothing: the change's
     * events stamp updated_at) holds the row on PostgreSQL, so concurrent changes to one order's
     * shippings and trackings queue and see each other's results; a change that turns out to be
     * none (a tracking number registered again) commits no trace.
     */
    async lockOrder(shopId: string, orderId: string): Promise<OrderStatus | undefined> {
      const row = await db
        .updateTable('orders')
        .set((eb) => ({ updated_at: eb.ref('updated_at') }))
        .where('shop_id', '=', shopId)
        .where('id', '=', orderId)
        .where('status', '!=', PENDING_PAYMENT)
        .returning('status')
        .executeTakeFirst();
      return row?.status as OrderStatus | undefined; // not pending payment: the update skips those
    },
    setOrderedAt(shopId: string, orderId: string, orderedAt: string) {
      return db
        .updateTable('orders')
        .set({ ordered_at: orderedAt })
        .where('shop_id', '=', shopId)
        .where('id', '=', orderId)
        .execute();
    },
    setOrderStatus(orderId: string, status: OrderStatus) {
      return db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    },
    async insertOrder(
      order: OrderRow,
      lines: OrderLineRow[],
      shippings: ShippingRow[],
      allocations: LineShippingRow[],
    ) {
      // One statement on PostgreSQL: its foreign keys are checked at the statement's end.
      await orderInsert(db, '', { order, lines, shippings, allocations });
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
      const { rows } = await guardedUpdate(db, { id, statuses: from.status, giftStatus: from.giftStatus, patch });
      return rows[0];
    },
    /**
     * Gives the order the shop's next number (1001 first) and answers it. The counter row stays
     * locked to the commit, so concurrent numbering transactions of one shop queue here and each gets
     * its own number. One statement on PostgreSQL.
     */
    async numberOrder(shopId: string, orderId: string): Promise<number> {
      if (dialectOf(db) === 'postgres') return Number((await numberedOrder(db, { shopId, orderId })).rows[0]!.number);
      const number = Number((await counterAdvance(db, { shopId })).rows[0]!.last_number);
      await numberSet(db, { orderId, number });
      return number;
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
