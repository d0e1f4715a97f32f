import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderStatus } from '../schemas.ts';
import { PENDING_PAYMENT, type OrderTables } from '../../db/tables/orders.ts';
import { ownTables } from '../../db/own-tables.ts';
import { addDays } from '../../lib/jst-time.ts';
import { UNDELIVERED } from './daily.ts';

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
  'o.taxable_8',
  'o.taxable_10',
  'o.receipts_issued',
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

/** The order lists (the sync cursor, the newest placed) and their totals; reads only. */
export function orderListsRepo(handle: Db) {
  const db = ownTables<OrderTables>(handle);
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
        // Driven from the shippings' narrow index (order_shippings_due), so it costs what it matches.
        .$if(f.lateBefore !== undefined, (q) =>
          q.where('o.id', 'in', (eb) =>
            eb
              .selectFrom('order_shippings as s')
              .select('s.order_id')
              .where('s.shop_id', '=', shopId)
              .where('s.status', 'in', UNDELIVERED)
              .where('s.delivery_date', 'is not', null)
              .where('s.delivery_date', '<', f.lateBefore!),
          ),
        )
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
     * writes' own transactions; migration 0230). With the sync cursor (updated_since, after_id), the
     * entries from the cursor on: those of the cursor's UTC day counted on the sync indexes (shop_id,
     * [status,] updated_at, id), the later days summed from order_sync_days (0930), so a page costs
     * one day's orders at most, never the rest of the order book. The other narrower filters (a
     * customer, a number, payment methods, a date range) are counted at the cost of their matches.
     */
    async count(shopId: string, f: OrderListFilter): Promise<number> {
      const counted = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
        Number((await q.executeTakeFirstOrThrow()).n);
      if (narrowed(f)) return counted(this.matchesCountQuery(shopId, f));
      const tallied = db
        .withTables<CounterTables>()
        .selectFrom(f.since ? 'order_sync_days' : 'order_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), eb.lit(0)).as('n'))
        .where('shop_id', '=', shopId)
        .$if(f.statuses.length > 0, (q) => q.where('status', 'in', f.statuses))
        .$if(f.statuses.length === 0, (q) => q.where('status', '!=', PENDING_PAYMENT));
      if (!f.since) return counted(tallied);
      // The cursor's own UTC day in the index, the later days from their tally.
      const [sameDay, laterDays] = await Promise.all([
        counted(this.cursorDayCountQuery(shopId, f.statuses, f.since)),
        counted(tallied.where('day', '>', f.since.updatedAt.slice(0, 10))),
      ]);
      return sameDay + laterDays;
    },
    /**
     * The entries from the sync cursor on within the cursor's UTC day, each count read from a sync
     * index alone: those after the cursor's instant, plus its ties after its id, less the orders
     * pending payment among them when no status is asked for. The page's own condition
     * (`status <> 'pending_payment'` and the row comparison) read each entry's row and compared a
     * tuple per entry: 36 ms for 50,000 orders updated in one day on SQLite, against under 2 ms this way.
     */
    cursorDayCountQuery(
      shopId: string,
      statuses: readonly OrderStatus[],
      since: NonNullable<OrderListFilter['since']>,
    ) {
      const { updatedAt, afterId } = since;
      // Every updated_at of the cursor's day sorts before the next day's text.
      const dayEnd = addDays(updatedAt.slice(0, 10), 1);
      const counts = (only: readonly (OrderStatus | typeof PENDING_PAYMENT)[] | null) => {
        const scoped = () =>
          db
            .selectFrom('orders as o')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('o.shop_id', '=', shopId)
            .$if(only !== null, (q) => q.where('o.status', 'in', only!));
        const later = scoped()
          .where('o.updated_at', afterId === null ? '>=' : '>', updatedAt)
          .where('o.updated_at', '<', dayEnd);
        if (afterId === null) return [sql`(${later})`];
        const ties = scoped().where('o.updated_at', '=', updatedAt).where('o.id', '>', afterId);
        return [sql`(${later})`, sql`(${ties})`];
      };
      const added = sql.join(counts(statuses.length ? statuses : null), sql` + `);
      const n = statuses.length ? added : sql`${added} - ${sql.join(counts([PENDING_PAYMENT]), sql` - `)}`;
      return db.selectNoFrom(sql<number>`${n}`.as('n'));
    },
    /** count's statement for a filter narrower than statuses and the cursor. */
    matchesCountQuery(shopId: string, f: OrderListFilter) {
      return filtered(shopId, f).select((eb) => eb.fn.countAll<number>().as('n'));
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

export type OrderHeaderRow = Awaited<
  ReturnType<ReturnType<ReturnType<typeof orderListsRepo>['listQuery']>['execute']>
>[number];
