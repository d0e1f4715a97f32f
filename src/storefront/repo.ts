import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { MAX_AMOUNT } from '../lib/money.ts';
import { PENDING_PAYMENT } from '../orders/tables.ts';
import type { StorefrontTables } from './tables.ts';

export type CustomerRow = Database['customers'];
export type ItemRow = Database['items'];
export type VariantRow = Database['item_variants'];
export type OptionRow = Database['item_options'];
export type ChoiceRow = Database['item_option_choices'];
export type BundleComponentRow = Database['bundle_components'];
export type CartLineRow = Database['cart_lines'];
export type OrderRow = Database['orders'];
export type OrderLineRow = Database['order_lines'];
export type OrderShippingRow = Database['order_shippings'];
export type TrackingRow = Database['trackings'];
export type GiftRow = StorefrontTables['gifts'];
export type LineShippingRow = StorefrontTables['order_line_shippings'];

/** The only place with storefront SQL. Pass a transaction handle for writes that belong together. */
export function storefrontRepo(db: Db) {
  return {
    // Customers and sessions
    customerByLineUser(shopId: string, lineUserId: string) {
      return db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('line_user_id', '=', lineUserId).executeTakeFirst();
    },
    customer(shopId: string, id: string) {
      return db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
    },
    async insertCustomer(row: CustomerRow) {
      await db.insertInto('customers').values(row).execute();
    },
    async updateCustomer(id: string, patch: Updateable<Database['customers']>) {
      await db.updateTable('customers').set(patch).where('id', '=', id).execute();
    },
    /**
     * Counters move by deltas in one statement; the same statement is the first write of a
     * checkout, so it also serializes one shopper's concurrent checkouts (row lock on PostgreSQL).
     * total_spent stops at MAX_AMOUNT rather than pass what a number holds exactly: a purchase is
     * never refused for a statistic (a cancellation then subtracts from the capped value).
     */
    async addToCustomerCounters(id: string, orders: number, spent: number, now: string) {
      await db.updateTable('customers')
        .set((eb) => ({
          order_count: eb('order_count', '+', orders),
          total_spent: sql<number>`CASE WHEN total_spent + ${spent} > ${MAX_AMOUNT} THEN ${MAX_AMOUNT} ELSE total_spent + ${spent} END`,
          updated_at: now,
        }))
        .where('id', '=', id).execute();
    },
    async insertSession(row: StorefrontTables['shopper_sessions']) {
      await db.insertInto('shopper_sessions').values(row).execute();
    },
    session(tokenHash: string, now: string) {
      return db.selectFrom('shopper_sessions').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
    },
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('shopper_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteExpiredSessions(now: string) {
      await db.deleteFrom('shopper_sessions').where('expires_at', '<=', now).execute();
    },

    // Catalogue reads
    itemsByIds(shopId: string, ids: string[]) {
      if (ids.length === 0) return Promise.resolve([] as ItemRow[]);
      return db.selectFrom('items').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();
    },
    variantsOfItems(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([] as VariantRow[]);
      return db.selectFrom('item_variants').selectAll().where('item_id', 'in', itemIds).orderBy('sort').execute();
    },
    optionsOfItems(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([] as OptionRow[]);
      return db.selectFrom('item_options').selectAll().where('item_id', 'in', itemIds).orderBy('sort').execute();
    },
    choicesOfItems(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([] as ChoiceRow[]);
      return db.selectFrom('item_option_choices').selectAll().where('item_id', 'in', itemIds).orderBy('sort').execute();
    },
    componentsOfBundles(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([] as BundleComponentRow[]);
      return db.selectFrom('bundle_components').selectAll().where('bundle_item_id', 'in', itemIds).orderBy('sort').execute();
    },
    shopDefaultShippingCost(shopId: string) {
      return db.selectFrom('shops').select('default_shipping_cost').where('id', '=', shopId).executeTakeFirst();
    },

    // Carts
    cart(shopId: string, customerId: string) {
      return db.selectFrom('carts').selectAll().where('shop_id', '=', shopId).where('customer_id', '=', customerId).executeTakeFirst();
    },
    async insertCart(row: Database['carts']) {
      await db.insertInto('carts').values(row).execute();
    },
    async touchCart(id: string, now: string) {
      await db.updateTable('carts').set({ updated_at: now }).where('id', '=', id).execute();
    },
    cartLines(cartId: string) {
      return db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).orderBy('created_at').orderBy('id').execute();
    },
    async insertCartLine(row: CartLineRow) {
      await db.insertInto('cart_lines').values(row).execute();
    },
    async setCartLineQuantity(cartId: string, lineId: string, quantity: number, now: string) {
      await db.updateTable('cart_lines').set({ quantity, updated_at: now }).where('cart_id', '=', cartId).where('id', '=', lineId).execute();
    },
    async deleteCartLines(cartId: string, lineIds: string[]) {
      if (lineIds.length === 0) return 0;
      const r = await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where('id', 'in', lineIds).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    // Orders
    async insertOrder(order: OrderRow, lines: OrderLineRow[], shippings: OrderShippingRow[], allocations: LineShippingRow[]) {
      await db.insertInto('orders').values(order).execute();
      if (lines.length) await db.insertInto('order_lines').values(lines).execute();
      if (shippings.length) await db.insertInto('order_shippings').values(shippings).execute();
      if (allocations.length) await db.insertInto('order_line_shippings').values(allocations).execute();
    },
    /** Quantity of each item the customer holds in orders that are not cancelled (selling limits). */
    async orderedQuantities(shopId: string, customerId: string, itemIds: string[]): Promise<Map<string, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select(['order_lines.item_id', (eb) => eb.fn.sum<number>('order_lines.quantity').as('quantity')])
        .where('orders.shop_id', '=', shopId).where('orders.customer_id', '=', customerId)
        .where('orders.status', '!=', 'cancelled').where('orders.gift_source_order_id', '=', '')
        .where('order_lines.item_id', 'in', itemIds)
        .groupBy('order_lines.item_id').execute();
      return new Map(rows.map((r) => [r.item_id, Number(r.quantity)]));
    },
    /** An order as shoppers and the shop see it: not one still pending payment. */
    order(shopId: string, id: string) {
      return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('status', '!=', PENDING_PAYMENT).executeTakeFirst();
    },
    /** Checkout's own read of the order it placed, whatever its status. */
    placedOrder(shopId: string, id: string) {
      return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
    },
    pendingOrder(shopId: string, id: string) {
      return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('status', '=', PENDING_PAYMENT).executeTakeFirst();
    },
    /** Orders pending payment since before `before`, any shop (served by orders_pending_payment). */
    pendingOrdersBefore(before: string, limit: number) {
      return db.selectFrom('orders').select(['shop_id', 'id']).where('status', '=', PENDING_PAYMENT).where('ordered_at', '<', before)
        .orderBy('ordered_at').limit(limit).execute();
    },
    /** Deletes a released pending order with its lines, shippings, allocations and gift. */
    async deleteOrder(orderId: string) {
      await db.deleteFrom('order_line_shippings').where('order_id', '=', orderId).execute();
      await db.deleteFrom('order_shippings').where('order_id', '=', orderId).execute();
      await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
      await db.deleteFrom('gifts').where('order_id', '=', orderId).execute();
      await db.deleteFrom('orders').where('id', '=', orderId).execute();
    },
    ordersOfCustomer(shopId: string, customerId: string, limit: number, offset: number) {
      return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('status', '!=', PENDING_PAYMENT)
        .orderBy('ordered_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },
    async countOrdersOfCustomer(shopId: string, customerId: string) {
      const r = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId).where('customer_id', '=', customerId).where('status', '!=', PENDING_PAYMENT).executeTakeFirstOrThrow();
      return Number(r.n);
    },
    orderLines(orderId: string) {
      return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    orderShippings(orderId: string) {
      return db.selectFrom('order_shippings').selectAll().where('order_id', '=', orderId).orderBy('sort').execute();
    },
    lineAllocations(orderId: string) {
      return db.selectFrom('order_line_shippings').selectAll().where('order_id', '=', orderId).execute();
    },
    trackingsOfOrder(orderId: string) {
      return db.selectFrom('trackings').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
    },
    /** Moves the order only if it is still in one of `from` (and gift state): a concurrent move makes this return false. */
    async updateOrderIf(id: string, from: { status: OrderRow['status'][]; giftStatus?: string }, patch: Updateable<Database['orders']> & { updated_at: string }) {
      let q = db.updateTable('orders').set(patch).where('id', '=', id).where('status', 'in', from.status);
      if (from.giftStatus) q = q.where('gift_status', '=', from.giftStatus);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async setShippingsStatus(orderId: string, from: OrderShippingRow['status'][], to: OrderShippingRow['status'], now: string) {
      await db.updateTable('order_shippings').set({ status: to, updated_at: now })
        .where('order_id', '=', orderId).where('status', 'in', from).execute();
    },
    inflowRouteByCode(shopId: string, code: string) {
      return db.selectFrom('inflow_routes').select(['id']).where('shop_id', '=', shopId).where('code', '=', code).executeTakeFirst();
    },
    async countInflowRouteOrder(id: string) {
      await db.updateTable('inflow_routes').set((eb) => ({ order_count: eb('order_count', '+', 1) })).where('id', '=', id).execute();
    },

    // Gifts
    async insertGift(row: GiftRow) {
      await db.insertInto('gifts').values(row).execute();
    },
    gift(shopId: string, orderId: string) {
      return db.selectFrom('gifts').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).executeTakeFirst();
    },
    async setGiftAccepted(orderId: string, acceptedOrderId: string, now: string) {
      await db.updateTable('gifts').set({ accepted_order_id: acceptedOrderId, updated_at: now }).where('order_id', '=', orderId).execute();
    },
  };
}

export type StorefrontRepo = ReturnType<typeof storefrontRepo>;
export type NewOrder = Insertable<Database['orders']>;
