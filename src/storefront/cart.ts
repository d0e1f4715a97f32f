import { isUniqueViolation, type DatabaseHandle, type Db, type Tx } from '../db/database.ts';
import { ApiError, invalidField, notFound } from '../http/errors.ts';
import { newId } from '../lib/ids.ts';
import { money } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import type { OrderLineRow } from '../orders/lifecycle.ts';
import {
  checkSellingLimits,
  lineRequestOf,
  loadCatalog,
  resolveLine,
  unavailability,
  type CatalogMemo,
  type LineRequest,
  type ResolvedLine,
} from './lines.ts';
import { checkCartLineCount, lineSubtotal } from './pricing.ts';
import { storefrontRepo, type CartLineRow, type CartRow } from './repo.ts';
import type { Shopper } from './session.ts';

/** The shopper's cart: one per shopper and shop, created on first use. */
async function ensureCart(db: Db, s: Pick<Shopper, 'shopId' | 'customerId'>): Promise<CartRow> {
  const repo = storefrontRepo(db);
  const existing = await repo.cart(s.shopId, s.customerId);
  if (existing) return existing;
  const now = nowIso();
  const row = {
    id: newId('cart'),
    shop_id: s.shopId,
    customer_id: s.customerId,
    inflow_route_id: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await repo.insertCart(row);
    return row;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return (await repo.cart(s.shopId, s.customerId))!;
  }
}

/** The shopper's live cart lines (not dropped by an item edit), and the cart; no cart yet gives none. */
export async function liveCartLines(
  db: Db,
  s: Pick<Shopper, 'shopId' | 'customerId'>,
): Promise<{ cart: CartRow | undefined; lines: CartLineRow[] }> {
  const repo = storefrontRepo(db);
  const cart = await repo.cart(s.shopId, s.customerId);
  const lines = cart ? (await repo.cartLines(cart.id)).filter((r) => r.dropped_reason === null) : [];
  return { cart, lines };
}

/** Checkout took these lines into an order: they leave the cart. */
export async function emptyCartLines(tx: Tx, cart: CartRow, lines: CartLineRow[], now: string): Promise<void> {
  const repo = storefrontRepo(tx);
  await repo.deleteCartLines(
    cart.id,
    lines.map((r) => r.id),
  );
  await repo.touchCart(cart.id, now);
}

/** A released order's lines go back to its customer's cart (those whose item still exists). */
export async function putBackInCart(
  tx: Tx,
  shopId: string,
  customerId: string,
  lines: OrderLineRow[],
  existingItemIds: Set<string>,
): Promise<void> {
  const cart = await ensureCart(tx, { shopId, customerId });
  const now = nowIso();
  await storefrontRepo(tx).insertCartLines(
    lines
      .filter((l) => existingItemIds.has(l.item_id))
      .map((l) => ({
        id: newId('cl'),
        shop_id: shopId,
        cart_id: cart.id,
        item_id: l.item_id,
        variant_id: l.variant_id,
        option_choice_ids: JSON.stringify((JSON.parse(l.options) as { choice_id: string }[]).map((c) => c.choice_id)),
        quantity: l.quantity,
        dropped_reason: null,
        created_at: now,
        updated_at: now,
      })),
  );
}

/**
 * The cart as the shopper sees it. Lines an item edit dropped are listed once under `dropped`
 * with the reason, then removed, so the shopper learns why without the cart keeping them forever.
 */
export async function viewCart(database: DatabaseHandle, s: Shopper) {
  return database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cart = await ensureCart(tx, s);
    const rows = await repo.cartLines(cart.id);
    const live = rows.filter((r) => r.dropped_reason === null);
    const dropped = rows.filter((r) => r.dropped_reason !== null);
    const cat = await loadCatalog(
      tx,
      s.shopId,
      rows.map((r) => r.item_id),
    );
    await repo.deleteCartLines(
      cart.id,
      dropped.map((d) => d.id),
    );
    const now = nowIso();
    const lines = live.map((r) => {
      const resolved = resolveLine(cat, lineRequestOf(r))!;
      return cartLineView(r, resolved, unavailability(resolved.item, resolved.variant, now));
    });
    return {
      id: cart.id,
      lines,
      dropped: dropped.map((d) => ({
        id: d.id,
        item_id: d.item_id,
        variant_id: d.variant_id,
        name: cat.get(d.item_id)?.name ?? '',
        quantity: d.quantity,
        reason: d.dropped_reason!,
      })),
      subtotal: money(lines.reduce((sum, l) => sum + l.subtotal.amount, 0)),
      updated_at: cart.updated_at,
    };
  });
}

function cartLineView(r: CartLineRow, l: ResolvedLine, problem: string | null) {
  return {
    id: r.id,
    item_id: l.item.id,
    variant_id: l.variant?.id ?? null,
    sku: l.variant?.sku ?? l.item.sku,
    name: l.item.name,
    variant_name: l.variant?.name ?? null,
    kind: l.item.kind,
    options: l.options.map((o) => ({ ...o, price: money(o.price) })),
    quantity: r.quantity,
    unit_price: money(l.priced.unitPrice),
    discount_rate: l.priced.discountRate,
    tax_rate: l.priced.taxRate,
    subtotal: money(lineSubtotal(l.priced)),
    available: problem === null,
    unavailable_reason: problem,
  };
}

/** The same item, variant and choices make the same line (quantities add up). */
function sameLine(row: CartLineRow, item: string, variant: string | null, choices: string[]): boolean {
  return row.item_id === item && row.variant_id === variant && row.option_choice_ids === JSON.stringify(choices);
}

/**
 * Adds a line (or adds to the same item/variant/choices line), checked against the catalogue and
 * the selling limit; answers the line's id. `memo` keeps catalogue rows for a batch of calls in one
 * atomic unit (the demo seeder).
 */
export async function addCartLine(
  database: DatabaseHandle,
  s: Shopper,
  input: LineRequest,
  memo?: CatalogMemo,
): Promise<string> {
  return database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cat = await loadCatalog(tx, s.shopId, [input.item_id], memo);
    const choices = [...(input.option_choice_ids ?? [])].sort();
    if (new Set(choices).size !== choices.length) throw invalidField('option_choice_ids', 'lists a choice twice');
    const resolved = resolveLine(cat, { ...input, option_choice_ids: choices });
    if (!resolved) throw notFound('item');
    const problem = unavailability(resolved.item, resolved.variant, nowIso());
    if (problem) throw new ApiError('item_unavailable', problem);
    const cart = await ensureCart(tx, s);
    const rows = (await repo.cartLines(cart.id)).filter((r) => r.dropped_reason === null);
    const same = rows.find((r) => sameLine(r, input.item_id, input.variant_id ?? null, choices));
    if (!same) checkCartLineCount(rows.length + 1);
    const quantity = input.quantity + (same?.quantity ?? 0);
    resolveLine(cat, { ...input, option_choice_ids: choices, quantity });
    const others = rows.filter((r) => r !== same && r.item_id === input.item_id).reduce((n, r) => n + r.quantity, 0);
    await checkSellingLimits(tx, s, [{ item: resolved.item, quantity: quantity + others }]);
    const now = nowIso();
    const lineId = same?.id ?? newId('cl');
    if (same) await repo.setCartLineQuantity(cart.id, same.id, quantity, now);
    else {
      await repo.insertCartLines([
        {
          id: lineId,
          shop_id: s.shopId,
          cart_id: cart.id,
          item_id: input.item_id,
          variant_id: input.variant_id ?? null,
          option_choice_ids: JSON.stringify(choices),
          quantity,
          dropped_reason: null,
          created_at: now,
          updated_at: now,
        },
      ]);
    }
    await repo.touchCart(cart.id, now);
    return lineId;
  });
}

export async function setCartLineQuantity(
  database: DatabaseHandle,
  s: Shopper,
  lineId: string,
  quantity: number,
): Promise<void> {
  await database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cart = await ensureCart(tx, s);
    const rows = (await repo.cartLines(cart.id)).filter((r) => r.dropped_reason === null);
    const line = rows.find((r) => r.id === lineId);
    if (!line) throw notFound('cart line');
    const cat = await loadCatalog(tx, s.shopId, [line.item_id]);
    const resolved = resolveLine(cat, { ...lineRequestOf(line), quantity })!;
    const others = rows.filter((r) => r !== line && r.item_id === line.item_id).reduce((n, r) => n + r.quantity, 0);
    await checkSellingLimits(tx, s, [{ item: resolved.item, quantity: quantity + others }]);
    const now = nowIso();
    await repo.setCartLineQuantity(cart.id, line.id, quantity, now);
    await repo.touchCart(cart.id, now);
  });
}

export async function removeCartLine(database: DatabaseHandle, s: Shopper, lineId: string): Promise<void> {
  await database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cart = await ensureCart(tx, s);
    if ((await repo.deleteCartLines(cart.id, [lineId])) === 0) throw notFound('cart line');
    await repo.touchCart(cart.id, nowIso());
  });
}
