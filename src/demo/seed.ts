import type { UnitOfWork } from '../db/database.ts';
import { createHash } from 'node:crypto';
import { listDeliveryCompanies } from '../catalog/delivery-companies/service.ts';
import { itemsWithParts, lowStockRecords, unlimitedItemsOnSale } from '../catalog/sales.ts';
import { changeStock } from '../catalog/items/stock-changes.ts';
import { seedDemoCatalog } from '../catalog/demo.ts';
import type { AppContext } from '../context.ts';
import { listCustomers } from '../customers/service.ts';
import { createInflowRoute, listInflowRoutes } from '../inflow-routes/service.ts';
import { OPERATOR, SYSTEM } from '../lib/actor.ts';
import { nowIso } from '../lib/time.ts';
import { cancelOrder, markOrderPaid } from '../orders/lifecycle.ts';
import { orderTallies, shippingsOfOrders } from '../orders/queries.ts';
import { backdateOrder, moveShippingStatus } from '../orders/service.ts';
import { registerTracking } from '../orders/trackings.ts';
import { addCartLine } from '../storefront/cart.ts';
import { checkout } from '../storefront/checkout.ts';
import { acceptGift, declineGift } from '../storefront/gifts.ts';
import { DevIdentityVerifier } from '../storefront/identity.ts';
import { catalogMemo } from '../storefront/lines.ts';
import { SimulatedPaymentProcessor, type PaymentMethod } from '../payments/payment.ts';
import { ShopPaymentRouter } from '../payments/router.ts';
import { signIn, type Shopper } from '../storefront/session.ts';
import { person, pick, rng } from './people.ts';

interface DemoOptions {
  shopId: string;
  orders: number;
  /** Progress lines (stderr in the CLI). */
  progress?: (message: string) => void;
}

/** Enough for every inflow route and carrier a demo shop has. */
const ALL = { limit: 100, offset: 0 };
/**
 * Orders per transaction: large enough to amortize commits, small enough that a server running
 * beside the seeder waits at most a fraction of a second for the write lock.
 */
const BATCH = 200;
/**
 * Stock records below this are topped up before each batch, so a long run never sells out: a batch
 * takes at most a few units per order from one record (up to 3 lines of 1-2), far below this.
 */
const LOW_STOCK = 10 * BATCH;
const RESTOCK = 50 * BATCH;
/** How often progress is reported. */
const PROGRESS_MS = 2000;

type StopAt = 'preparing' | 'shipped' | 'delivered';
/** Days the demo's orders are spread over, up to today. */
const DEMO_DAYS = 60;
/** Japan hours orders are placed at, repeated by how busy each is: lunch and the evening. */
const JST_HOURS = [7, 8, 9, 10, 11, 12, 12, 12, 13, 13, 14, 15, 16, 17, 18, 19, 20, 20, 21, 21, 21, 22, 22, 23];

const PAYMENTS: PaymentMethod[] = [
  'credit_card',
  'credit_card',
  'credit_card',
  'line_pay',
  'bank_transfer',
  'convenience_store',
  'cash_on_delivery',
];

/**
 * Fills a shop with a demo catalogue, customers and N orders over every status. Everything goes
 * through the areas' functions: customers sign in through the identity service, orders through cart
 * and checkout, payments, cancellations, shipping moves and trackings through the order services.
 * Memory stays flat: only the catalogue and the customer list are held, orders are streamed in batches.
 */
export async function seedDemo(ctx: AppContext, o: DemoOptions) {
  const started = Date.now();
  const say = o.progress ?? (() => {});
  const r = rng(Number.parseInt(createHash('sha256').update(o.shopId).digest('hex').slice(0, 8), 16));
  const db = ctx.db;
  // Checkouts run inside the seeder's batch transactions, which only the simulated processor may do.
  const payments = { payments: new SimulatedPaymentProcessor() };
  // Declined gifts are refunded where they were paid: here, by the simulated processor (no gateway call).
  const refunds = new ShopPaymentRouter(ctx);

  const catalog = await seedDemoCatalog(ctx, o.shopId);
  say(`catalogue: ${catalog.counts.items} items`);
  const routeCodes = async () =>
    (await listInflowRoutes(db, ctx.config.baseUrl, o.shopId, ALL)).data.map((x) => x.code);
  if ((await routeCodes()).length === 0) {
    for (const name of ['Instagram spring campaign', 'LINE official account', 'Shop flyer QR'])
      await ctx.database.transaction((tx) => createInflowRoute(tx, ctx.config.baseUrl, o.shopId, { name }, OPERATOR));
  }
  const routes = await routeCodes();
  const carriers = (await listDeliveryCompanies(ctx.db, o.shopId, ALL)).data.filter((c) => c.code !== 'other');

  const items = await unlimitedItemsOnSale(db, o.shopId, nowIso());
  const parts = new Map(
    (
      await itemsWithParts(
        db,
        o.shopId,
        items.map((i) => i.id),
      )
    ).map((i) => [i.id, i]),
  );
  /** A line a shopper can put in the cart: a variant when the item has any, a choice for each required option. */
  const randomLine = () => {
    const item = pick(r, items);
    const { variants, options, choices } = parts.get(item.id)!;
    const vs = variants.filter((v) => v.status === 'active');
    const chosen = options
      .filter((op) => op.required === 1 || r() < 0.3)
      .map(
        (op) =>
          pick(
            r,
            choices.filter((c) => c.option_id === op.id),
          )?.id,
      )
      .filter((id): id is string => Boolean(id));
    return {
      item_id: item.id,
      variant_id: vs.length ? pick(r, vs).id : null,
      option_choice_ids: chosen,
      quantity: 1 + Math.floor(r() * 2),
    };
  };

  const customerCount = Math.max(20, Math.min(2000, Math.ceil(o.orders / 20)));
  const shoppers: Shopper[] = [];
  const verifier = new DevIdentityVerifier();
  for (let i = 0; i < customerCount; i++) {
    const lineUserId = `Udemo${o.shopId.slice(-8)}${String(i).padStart(5, '0')}`;
    const s = await signIn(ctx.database, verifier, o.shopId, { line_user_id: lineUserId, profile: person(r, i) });
    shoppers.push({ shopId: o.shopId, customerId: s.customer.id, lineUserId });
  }
  say(`customers: ${shoppers.length}`);
  /** Another shopper than s (a gift's recipient). */
  const pickOther = (s: Shopper) => {
    const i = shoppers.indexOf(s);
    return shoppers[(i + 1 + Math.floor(r() * (shoppers.length - 1))) % shoppers.length]!;
  };
  const ordersStarted = Date.now();
  const priceOf = new Map(items.map((i) => [i.id, i.price_amount]));
  /**
   * When an order was placed, within the last `days` days: more on recent days and at weekends,
   * mostly at lunchtime and in the evening (Japan time), none before 07:00, never in the future.
   */
  const placedAt = (days: number): string => {
    for (;;) {
      const daysAgo = Math.floor(r() ** 1.3 * days);
      const hour = JST_HOURS[Math.floor(r() * JST_HOURS.length)]!;
      const at = new Date(Date.now() - daysAgo * 86_400_000);
      const jst = new Date(at.getTime() + 9 * 3_600_000);
      const weekend = jst.getUTCDay() === 0 || jst.getUTCDay() === 6;
      if (!weekend && r() < 0.25) continue; // weekdays are quieter
      jst.setUTCHours(hour, Math.floor(r() * 60), Math.floor(r() * 60));
      const utc = jst.getTime() - 9 * 3_600_000;
      if (utc <= Date.now()) return new Date(utc).toISOString();
    }
  };

  const restock = async () => {
    const low = await lowStockRecords(db, o.shopId, LOW_STOCK);
    for (const it of low.items)
      await ctx.database.transaction((tx) => changeStock(tx, o.shopId, it.id, { adjustment: RESTOCK }, OPERATOR));
    for (const v of low.variants)
      await ctx.database.transaction((tx) =>
        changeStock(tx, o.shopId, v.item_id, { variant_id: v.id, adjustment: RESTOCK }, OPERATOR),
      );
  };

  let trackingNo = 1;
  const shipDate = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  /** Every shipping of a paid order through preparing and shipped (with a tracking number), some delivered. */
  const ship = async (unit: UnitOfWork, orderId: string, shippingId: string, stopAt: StopAt) => {
    await unit.transaction((tx) => moveShippingStatus(tx, o.shopId, orderId, shippingId, 'preparing', OPERATOR));
    if (stopAt === 'preparing') return;
    await unit.transaction((tx) =>
      registerTracking(
        tx,
        o.shopId,
        orderId,
        {
          order_shipping_id: shippingId,
          carrier_id: pick(r, carriers).id,
          tracking_number: String(400000000000 + trackingNo++),
          delivery_date: shipDate(),
        },
        OPERATOR,
      ),
    );
    await unit.transaction((tx) => moveShippingStatus(tx, o.shopId, orderId, shippingId, 'shipped', OPERATOR));
    if (stopAt === 'delivered')
      await unit.transaction((tx) => moveShippingStatus(tx, o.shopId, orderId, shippingId, 'delivered', OPERATOR));
  };

  let lastReport = Date.now();
  for (let done = 0; done < o.orders;) {
    await restock();
    const size = Math.min(BATCH, o.orders - done);
    // One transaction per batch (an atomic unit, each operation a step of it): carts, checkouts,
    // then payments, cancellations, gift answers and shipping moves of the same orders. Commits
    // dominated the run when each operation had its own.
    await ctx.database.atomic(async (tx, unit) => {
      const memo = catalogMemo(o.shopId);
      const placed: { id: string; gift: Shopper | null; method: PaymentMethod }[] = [];
      for (let k = 0; k < size; k++) {
        const s = pick(r, shoppers);
        // About one order in 16 is a gift, the run's first always: a shop's demo shows one whatever its draws.
        const giftTo = r() < 0.06 || done + k === 0 ? pickOther(s) : null;
        const lines = Array.from({ length: 1 + Math.floor(r() * 3) }, randomLine);
        const lineIds: string[] = [];
        for (const l of lines) lineIds.push((await unit.transaction((tx) => addCartLine(tx, s, l, memo))).lineId);
        const last = lineIds.at(-1)!;
        // Some orders send their last line to a second address (when another line stays for the first).
        const twoAddresses = !giftTo && lineIds.some((id) => id !== last) && r() < 0.3;
        // Only an order of free tickets totals 0, and that only as free (checkout refuses anything else).
        const free = lines.every((l) => priceOf.get(l.item_id) === 0 && l.option_choice_ids.length === 0);
        const method: PaymentMethod = free ? 'free' : giftTo ? 'credit_card' : pick(r, PAYMENTS);
        const id = await checkout(
          unit,
          payments,
          s,
          {
            payment_method: method,
            ...(giftTo
              ? {
                  gift: {
                    recipient_line_user_id: giftTo.lineUserId,
                    message: 'いつもありがとう。ささやかな贈り物です。',
                  },
                }
              : {
                  shippings: twoAddresses
                    ? [{ recipient: person(r, k) }, { recipient: person(r, k + 1), line_ids: [last] }]
                    : [{ recipient: person(r, k) }],
                }),
            ...(r() < 0.3 ? { inflow_route_code: pick(r, routes) } : {}),
          },
          { memo },
        );
        placed.push({ id, gift: giftTo, method });
      }

      const toShip = new Map<string, StopAt>();
      for (const p of placed) {
        await unit.transaction((tx) => backdateOrder(tx, o.shopId, p.id, placedAt(DEMO_DAYS)));
        const x = r();
        if (p.gift) {
          if (x < 0.15) await declineGift(unit, refunds, p.gift, p.id);
          else if (x < 0.8)
            toShip.set(
              await acceptGift(unit, p.gift, p.id, { recipient: person(r, 0) }),
              x < 0.5 ? 'delivered' : 'shipped',
            );
          continue; // the rest stay pending
        }
        if (x < 0.1) {
          await unit.transaction((tx) => cancelOrder(tx, { shopId: o.shopId, orderId: p.id, by: SYSTEM }));
          continue;
        }
        if (x < 0.3) {
          // As placed: init awaiting payment (placed in the last days, its deadline still ahead), or paid.
          if (p.method !== 'credit_card' && p.method !== 'line_pay' && p.method !== 'free')
            await unit.transaction((tx) => backdateOrder(tx, o.shopId, p.id, placedAt(3)));
          continue;
        }
        if (p.method !== 'credit_card' && p.method !== 'line_pay' && p.method !== 'free')
          await unit.transaction((tx) => markOrderPaid(tx, { shopId: o.shopId, orderId: p.id, by: OPERATOR }));
        toShip.set(p.id, x < 0.45 ? 'preparing' : x < 0.7 ? 'shipped' : 'delivered');
      }
      for (const sh of await shippingsOfOrders(tx, [...toShip.keys()]))
        await ship(unit, sh.order_id, sh.id, toShip.get(sh.order_id)!);
    });
    done += size;
    if (Date.now() - lastReport >= PROGRESS_MS || done === o.orders) {
      lastReport = Date.now();
      const seconds = (Date.now() - ordersStarted) / 1000;
      say(
        `orders: ${done}/${o.orders} (${Math.round(done / seconds)}/s, ${Math.round(process.memoryUsage().rss / 1048576)} MB)`,
      );
    }
  }

  // Stock as a working shop has it (the seeding restocked as it sold): tens of each, one item sold out
  // and two running low, so the home page's alerts show.
  const counted = await lowStockRecords(db, o.shopId, Number.MAX_SAFE_INTEGER);
  const level = (i: number) => [0, 2, 4][i] ?? 10 + Math.floor(r() * 140);
  for (const [i, it] of counted.items.entries())
    await ctx.database.transaction((tx) => changeStock(tx, o.shopId, it.id, { inventory: level(i) }, OPERATOR));
  for (const v of counted.variants)
    await ctx.database.transaction((tx) =>
      changeStock(tx, o.shopId, v.item_id, { variant_id: v.id, inventory: level(3) }, OPERATOR),
    );

  return {
    shop_id: o.shopId,
    catalog: catalog.counts,
    orders_created: o.orders,
    ...(await orderTallies(db, o.shopId)),
    customers: (await listCustomers(ctx.db, o.shopId, { limit: 1, offset: 0 }, { pii: false })).pagination.total,
    elapsed_ms: Date.now() - started,
  };
}
