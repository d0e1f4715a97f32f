import type { Db } from '../db/database.ts';

/** Reads the demo seeder needs; every write goes through the storefront, orders and catalogue services. */
export function demoRepo(db: Db) {
  return {
    /** Items a shopper can buy now without a per-shopper limit (a seeded history must not trip selling limits). */
    buyableItems(shopId: string, now: string) {
      return db.selectFrom('items').select(['id', 'kind', 'inventory']).where('shop_id', '=', shopId)
        .where('status', '=', 'active').where('archived', '=', 0).where('selling_limits', 'is', null)
        .where((eb) => eb.or([eb('sell_from', 'is', null), eb('sell_from', '<=', now)]))
        .where((eb) => eb.or([eb('sell_by', 'is', null), eb('sell_by', '>=', now)]))
        .orderBy('id').execute();
    },
    activeVariants(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('item_variants').select(['id', 'item_id']).where('item_id', 'in', itemIds).where('status', '=', 'active').execute();
    },
    options(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('item_options').select(['id', 'item_id', 'required']).where('item_id', 'in', itemIds).execute();
    },
    choices(itemIds: string[]) {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('item_option_choices').select(['id', 'option_id']).where('item_id', 'in', itemIds).execute();
    },
    /** Stock records running low: items with counted stock and variants. */
    lowStock(shopId: string, below: number) {
      return Promise.all([
        db.selectFrom('items').select(['id']).where('shop_id', '=', shopId).where('inventory', '<', below).execute(),
        db.selectFrom('item_variants').select(['id', 'item_id']).where('shop_id', '=', shopId).where('inventory', '<', below).execute(),
      ]);
    },
    carriers(shopId: string) {
      return db.selectFrom('delivery_companies').select(['id', 'code']).where('shop_id', '=', shopId).where('code', '!=', 'other').orderBy('sort').execute();
    },
    inflowRouteCodes(shopId: string) {
      return db.selectFrom('inflow_routes').select('code').where('shop_id', '=', shopId).orderBy('created_at').execute();
    },
    /** The shippings of a batch of orders in one read (not one per order). */
    shippingsOf(orderIds: string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('order_shippings').select(['id', 'order_id']).where('order_id', 'in', orderIds).orderBy('order_id').orderBy('sort').execute();
    },
    async countsByStatus(shopId: string) {
      const orders = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('shop_id', '=', shopId).groupBy('status').execute();
      const gifts = await db.selectFrom('orders').select(['gift_status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('shop_id', '=', shopId).where('gift_source_order_id', '=', '').where('gift_status', '!=', 'none').groupBy('gift_status').execute();
      const shippings = await db.selectFrom('order_shippings').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('shop_id', '=', shopId).groupBy('status').execute();
      const trackings = await db.selectFrom('trackings').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shopId).executeTakeFirstOrThrow();
      const customers = await db.selectFrom('customers').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', shopId).executeTakeFirstOrThrow();
      const tally = (rows: { n: number }[], key: (r: any) => string) => Object.fromEntries(rows.map((r) => [key(r), Number(r.n)]));
      return {
        orders: tally(orders, (r) => r.status),
        gifts: tally(gifts, (r) => r.gift_status),
        shippings: tally(shippings, (r) => r.status),
        trackings: Number(trackings.n),
        customers: Number(customers.n),
      };
    },
  };
}
