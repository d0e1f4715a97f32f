import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import { readsTogether } from '../../db/read-together.ts';
import type { ShippingStatus } from '../schemas.ts';
import type { OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';

export type ShippingRow = OrderTables['order_shippings'];
export type TrackingRow = OrderTables['trackings'];

export const SHIPPING_COLUMNS = [
  's.id',
  's.shop_id',
  's.order_id',
  's.status',
  's.carrier_id',
  's.shipping_cost',
  's.delivery_date',
  's.delivery_time_slot',
  's.recipient',
  's.gift_wrapping',
  's.sort',
  's.created_at',
  's.updated_at',
] as const;
export const TRACKING_COLUMNS = [
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

/** Which shipping of which order, and which tracking number with which carrier. */
interface ShippingTrackingKey {
  shopId: string;
  orderId: string;
  shippingId: string;
  carrierId: string;
  trackingKey: string;
}

/**
 * The order's shipping, and the tracking it has with a carrier and number key: read alone, or
 * together where a registration needs both (one statement on PostgreSQL).
 */
const shippingReads = readsTogether({
  shipping: (db: Kysely<OrderTables>, p: Pick<ShippingTrackingKey, 'shopId' | 'orderId' | 'shippingId'>) =>
    db
      .selectFrom('order_shippings')
      .selectAll()
      .where('shop_id', '=', p.shopId)
      .where('order_id', '=', p.orderId)
      .where('id', '=', p.shippingId),
  tracking: (db: Kysely<OrderTables>, p: Pick<ShippingTrackingKey, 'shippingId' | 'carrierId' | 'trackingKey'>) =>
    db
      .selectFrom('trackings')
      .selectAll()
      .where('order_shipping_id', '=', p.shippingId)
      .where('carrier_id', '=', p.carrierId)
      .where('tracking_key', '=', p.trackingKey),
});

/** An order's shippings and their trackings. */
export function shippingsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
  return {
    shippings(orderId: string) {
      return db.selectFrom('order_shippings').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    async findShipping(shopId: string, orderId: string, shippingId: string): Promise<ShippingRow | undefined> {
      return (await shippingReads.each.shipping(db, { shopId, orderId, shippingId })).rows[0];
    },
    /**
     * The order's shipping and, when it is one, the tracking it has with this carrier and number
     * key, if any.
     */
    async findShippingAndTracking(
      key: ShippingTrackingKey,
    ): Promise<{ shipping: ShippingRow | undefined; tracking: TrackingRow | undefined }> {
      const { shipping, tracking } = await shippingReads.all(db, key);
      return { shipping: shipping[0], tracking: shipping[0] && tracking[0] };
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
    /**
     * Shippings of the given statuses of orders that are to ship (paid, or cash on delivery), by id
     * after afterId, with their order's number, payment and total and their first line's name (carrier label files).
     */
    awaitingShipment(shopId: string, statuses: string[], afterId: string, limit: number) {
      return db
        .selectFrom('order_shippings as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .select([
          's.id',
          's.order_id',
          's.status',
          's.sort',
          's.delivery_date',
          's.delivery_time_slot',
          's.recipient',
          's.gift_wrapping',
          'o.number',
          'o.payment_method',
          'o.total',
        ])
        .select((eb) =>
          eb
            .selectFrom('order_lines as l')
            .select('l.name')
            .whereRef('l.order_id', '=', 's.order_id')
            .orderBy('l.sort')
            .limit(1)
            .as('item_name'),
        )
        .where('s.shop_id', '=', shopId)
        .where('s.status', 'in', statuses as ShippingRow['status'][])
        .where((eb) =>
          eb.or([
            eb('o.status', '=', 'paid'),
            eb.and([eb('o.status', '=', 'init'), eb('o.payment_method', '=', 'cash_on_delivery')]),
          ]),
        )
        .where('s.id', '>', afterId)
        .orderBy('s.id')
        .limit(limit)
        .execute();
    },
    /** The shipping at this place (sort) of the shop's order with this number. */
    byOrderNumber(shopId: string, number: number, sort: number) {
      return db
        .selectFrom('order_shippings as s')
        .innerJoin('orders as o', 'o.id', 's.order_id')
        .select(['s.id', 's.order_id'])
        .where('o.shop_id', '=', shopId)
        .where('o.number', '=', number)
        .where('s.sort', '=', sort)
        .executeTakeFirst();
    },
    /** The order a shipping of the shop belongs to. */
    orderOf(shopId: string, shippingId: string) {
      return db
        .selectFrom('order_shippings')
        .select(['id', 'order_id'])
        .where('shop_id', '=', shopId)
        .where('id', '=', shippingId)
        .executeTakeFirst();
    },
    shippingStatuses(orderId: string) {
      return db.selectFrom('order_shippings').select('status').where('order_id', '=', orderId).execute();
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
    async setShippingsStatus(orderId: string, from: ShippingStatus[], to: ShippingStatus, now: string) {
      await db
        .updateTable('order_shippings')
        .set({ status: to, updated_at: now })
        .where('order_id', '=', orderId)
        .where('status', 'in', from)
        .execute();
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
    /** The tracking registered on a shipping with this carrier and number key, if any. */
    async findTrackingByKey(
      shippingId: string,
      carrierId: string,
      trackingKey: string,
    ): Promise<TrackingRow | undefined> {
      return (await shippingReads.each.tracking(db, { shippingId, carrierId, trackingKey })).rows[0];
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
  };
}
