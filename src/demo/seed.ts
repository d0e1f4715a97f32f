import { createHash } from 'node:crypto';
import { adjustInventory } from '../catalog/stock.ts';
import { seedDemoCatalog } from '../catalog/demo.ts';
import type { AppContext } from '../context.ts';
import { createInflowRoute } from '../inflow-routes/service.ts';
import { nowIso } from '../lib/time.ts';
import { moveShippingStatus, registerTracking } from '../orders/service.ts';
import { DevIdentityVerifier } from '../storefront/identity.ts';
import { cancelOrder, markOrderPaid } from '../storefront/order-lifecycle.ts';
import type { PaymentMethod } from '../storefront/payment.ts';
import { acceptGift, addCartLineWithin, checkoutWithin, declineGift, signIn, storefrontServices, type Shopper } from '../storefront/service.ts';
import { demoRepo } from './repo.ts';
import { person, pick, rng } from './people.ts';

export interface DemoOptions {
  shopId: string;
  orders: number;
  /** Progress lines (stderr in the CLI). */
  progress?: (message: string) => void;
}

/** Orders per transaction: large enough to amortize commits, small enough to keep locks and memory short. */
const BATCH = 50;
/** Stock records below this are topped up before each batch, so a long run never sells out. */
const LOW_STOCK = 200;
const RESTOCK = 1000;
const PAYMENTS: PaymentMethod[] = ['credit_card', 'credit_card', 'credit_card', 'line_pay', 'bank_transfer', 'convenience_store', 'cash_on_delivery'];

/**
 * Fills a shop with a demo catalogue, customers and N orders over every status. Everything goes
 * through the services: customers sign in through the identity service, orders through cart and
 * checkout, payments, cancellations, shipping moves and trackings through the order services.
 * Memory stays flat: only the catalogue and the customer list are held, orders are streamed in batches.
 */
export async function seedDemo(ctx: AppContext, o: DemoOptions) {
  const started = Date.now();
  const say = o.progress ?? (() => {});
  const r = rng(Number.parseInt(createHash('sha256').update(o.shopId).digest('hex').slice(0, 8), 16));
  const repo = demoRepo(ctx.db);
  const services = storefrontServices(ctx);

  const catalog = await seedDemoCatalog(ctx, o.shopId);
  say(`catalogue: ${catalog.counts.items} items`);
  if ((await repo.inflowRouteCodes(o.shopId)).length === 0) {
    for (const name of ['Instagram spring campaign', 'LINE official account', 'Shop flyer QR']) await createInflowRoute(ctx.db, ctx.config.baseUrl, o.shopId, { name });
  }
  const routes = (await repo.inflowRouteCodes(o.shopId)).map((x) => x.code);
  const carriers = await repo.carriers(o.shopId);

  const items = await repo.buyableItems(o.shopId, nowIso());
  const ids = items.map((i) => i.id);
  const [variants, options, choices] = await Promise.all([repo.activeVariants(ids), repo.options(ids), repo.choices(ids)]);
  /** A line a shopper can put in the cart: a variant when the item has any, a choice for each required option. */
  const randomLine = () => {
    const item = pick(r, items);
    const vs = variants.filter((v) => v.item_id === item.id);
    const chosen = options.filter((op) => op.item_id === item.id && (op.required === 1 || r() < 0.3))
      .map((op) => pick(r, choices.filter((c) => c.option_id === op.id))?.id).filter((id): id is string => Boolean(id));
    return { item_id: item.id, variant_id: vs.length ? pick(r, vs).id : null, option_choice_ids: chosen, quantity: 1 + Math.floor(r() * 2) };
  };

  const customerCount = Math.max(20, Math.min(2000, Math.ceil(o.orders / 20)));
  const shoppers: Shopper[] = [];
  const verifier = new DevIdentityVerifier();
  for (let i = 0; i < customerCount; i++) {
    const lineUserId = `Udemo${o.shopId.slice(-8)}${String(i).padStart(5, '0')}`;
    const s = await signIn(ctx.db, verifier, o.shopId, { line_user_id: lineUserId, profile: person(r, i) });
    shoppers.push({ shopId: o.shopId, customerId: s.customer.id, lineUserId });
  }
  say(`customers: ${shoppers.length}`);

  const restock = async () => {
    const [lowItems, lowVariants] = await repo.lowStock(o.shopId, LOW_STOCK);
    for (const it of lowItems) await adjustInventory(ctx.db, { shopId: o.shopId, itemId: it.id, delta: RESTOCK });
    for (const v of lowVariants) await adjustInventory(ctx.db, { shopId: o.shopId, itemId: v.item_id, variantId: v.id, delta: RESTOCK });
  };

  let trackingNo = 1;
  /** Every shipping of a paid order through preparing and shipped (with a tracking number), some delivered. */
  const ship = async (orderId: string, stopAt: 'preparing' | 'shipped' | 'delivered') => {
    for (const sh of await repo.shippingsOf(orderId)) {
      await moveShippingStatus(ctx.database, o.shopId, orderId, sh.id, 'preparing', { pii: false });
      if (stopAt === 'preparing') continue;
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await registerTracking(ctx.database, o.shopId, orderId, {
        order_shipping_id: sh.id, carrier_id: pick(r, carriers).id, tracking_number: String(400000000000 + trackingNo++), delivery_date: date,
      });
      await moveShippingStatus(ctx.database, o.shopId, orderId, sh.id, 'shipped', { pii: false });
      if (stopAt === 'delivered') await moveShippingStatus(ctx.database, o.shopId, orderId, sh.id, 'delivered', { pii: false });
    }
  };

  for (let done = 0; done < o.orders;) {
    await restock();
    const size = Math.min(BATCH, o.orders - done);
    const placed = await ctx.database.transaction(async (tx) => {
      const out: { id: string; gift: Shopper | null; method: PaymentMethod }[] = [];
      for (let k = 0; k < size; k++) {
        const s = pick(r, shoppers);
        const giftTo = r() < 0.06 ? pick(r, shoppers.filter((x) => x !== s)) : null;
        const lines = Array.from({ length: 1 + Math.floor(r() * 3) }, randomLine);
        const lineIds: string[] = [];
        for (const l of lines) lineIds.push(await addCartLineWithin(tx, s, l));
        const last = lineIds.at(-1)!;
        // Some orders send their last line to a second address (when another line stays for the first).
        const twoAddresses = !giftTo && lineIds.some((id) => id !== last) && r() < 0.3;
        const method: PaymentMethod = giftTo ? 'credit_card' : pick(r, PAYMENTS);
        const id = await checkoutWithin(tx, services, s, {
          payment_method: method,
          ...(giftTo
            ? { gift: { recipient_line_user_id: giftTo.lineUserId, message: 'いつもありがとう。ささやかな贈り物です。' } }
            : { shippings: twoAddresses ? [{ recipient: person(r, k) }, { recipient: person(r, k + 1), line_ids: [last] }] : [{ recipient: person(r, k) }] }),
          ...(r() < 0.3 ? { inflow_route_code: pick(r, routes) } : {}),
        });
        out.push({ id, gift: giftTo, method });
      }
      return out;
    });
    for (const p of placed) {
      const x = r();
      if (p.gift) {
        if (x < 0.15) await declineGift(ctx.database, p.gift, p.id);
        else if (x < 0.8) await ship(await acceptGift(ctx.database, p.gift, p.id, { recipient: person(r, 0) }), x < 0.5 ? 'delivered' : 'shipped');
        continue; // the rest stay pending
      }
      if (x < 0.1) {
        await cancelOrder(ctx.database, { shopId: o.shopId, orderId: p.id, by: 'shop' });
        continue;
      }
      if (x < 0.3) continue; // as placed: init awaiting payment, or paid
      if (p.method !== 'credit_card' && p.method !== 'line_pay') await markOrderPaid(ctx.database, { shopId: o.shopId, orderId: p.id });
      await ship(p.id, x < 0.45 ? 'preparing' : x < 0.7 ? 'shipped' : 'delivered');
    }
    done += size;
    if (o.orders >= 1000 && (done % 1000 < BATCH || done === o.orders)) say(`orders: ${done}/${o.orders}`);
  }

  return {
    shop_id: o.shopId,
    catalog: catalog.counts,
    orders_created: o.orders,
    ...(await repo.countsByStatus(o.shopId)),
    elapsed_ms: Date.now() - started,
  };
}
