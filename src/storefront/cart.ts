import type { Db, Tx } from '../db/database.ts';
import { ApiError, invalidField, notFound } from '../lib/errors.ts';
import { groupBy } from '../lib/group.ts';
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
  type Catalog,
  type CatalogMemo,
  type LineRequest,
  type ResolvedLine,
} from './lines.ts';
import { checkCartLineCount, lineSubtotal } from './pricing.ts';
import { storefrontRepo, type CartLineRow, type CartRow } from './repo.ts';
import type { Shopper } from './session.ts';

/** A cart with all its lines (dropped ones too), oldest first. */
interface CartWithLines {
  cart: CartRow;
  lines: CartLineRow[];
}

const isLive = (r: CartLineRow) => r.dropped_reason === null;

/** The shopper's cart: one per shopper and shop, created (empty) on first use. */
async function ensureCart(db: Tx, s: Pick<Shopper, 'shopId' | 'customerId'>): Promise<CartWithLines> {
  return (await storefrontRepo(db).cartWithLines(s.shopId, s.customerId)) ?? newCart(db, s);
}

async function newCart(db: Tx, s: Pick<Shopper, 'shopId' | 'customerId'>): Promise<CartWithLines> {
  const repo = storefrontRepo(db);
  const now = nowIso();
  const row = {
    id: newId('cart'),
    shop_id: s.shopId,
    customer_id: s.customerId,
    inflow_route_id: null,
    created_at: now,
    updated_at: now,
  };
  if (await repo.insertCartUnlessExists(row)) return { cart: row, lines: [] };
  return (await repo.cartWithLines(s.shopId, s.customerId))!; // another request made it meanwhile
}

/** The shopper's live cart lines (not dropped by an item edit), and the cart; no cart yet gives none. */
export async function liveCartLines(
  db: Db,
  s: Pick<Shopper, 'shopId' | 'customerId'>,
): Promise<{ cart: CartRow | undefined; lines: CartLineRow[] }> {
  const found = await storefrontRepo(db).cartWithLines(s.shopId, s.customerId);
  return { cart: found?.cart, lines: found?.lines.filter(isLive) ?? [] };
}

/** The lines checkout took into an order leave the cart. */
export function emptyCartLines(tx: Tx, cart: CartRow, lines: CartLineRow[], now: string): Promise<void> {
  return storefrontRepo(tx).emptyLines(
    cart.id,
    lines.map((r) => r.id),
    now,
  );
}

/** A released order's lines go back to its customer's cart (those whose item still exists). */
export async function putBackInCart(
  tx: Tx,
  shopId: string,
  customerId: string,
  lines: OrderLineRow[],
  existingItemIds: Set<string>,
): Promise<void> {
  const { cart } = await ensureCart(tx, { shopId, customerId });
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

/** The cart as the shopper sees it: what every cart route answers. */
type CartView = Awaited<ReturnType<typeof cartAsSeen>>;

/** The shopper's cart (created empty on first use), as they see it. */
export async function viewCart(tx: Tx, s: Shopper): Promise<CartView> {
  const found = await ensureCart(tx, s);
  const cat = await loadCatalog(
    tx,
    s.shopId,
    found.lines.map((r) => r.item_id),
  );
  return cartAsSeen(tx, found, cat);
}

/**
 * The cart as the shopper sees it, from its rows as they stand in tx and the catalogue of their
 * items. Lines an item edit dropped are listed once under `dropped` with the reason, then removed,
 * so the shopper learns why without the cart keeping them forever.
 */
async function cartAsSeen(tx: Tx, { cart, lines: rows }: CartWithLines, cat: Catalog) {
  const live = rows.filter(isLive);
  const dropped = rows.filter((r) => !isLive(r));
  await storefrontRepo(tx).deleteCartLines(
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

/** Lines in the order the cart reads them: by created_at, then id. */
function byCreation(a: CartLineRow, b: CartLineRow): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Adds a line (or adds to the same item/variant/choices line), checked against the catalogue and
 * the selling limit; answers the line's id and the cart as the shopper then sees it, built in the
 * same transaction from the rows it read and wrote. `memo` keeps catalogue rows for a batch of
 * calls in one atomic unit (the demo seeder).
 */
export async function addCartLine(
  tx: Tx,
  s: Shopper,
  input: LineRequest,
  memo?: CatalogMemo,
): Promise<{ lineId: string; cart: CartView }> {
  const repo = storefrontRepo(tx);
  const found = await repo.cartWithLines(s.shopId, s.customerId);
  // The added item and those of the lines the answer shows, in one read.
  const cat = await loadCatalog(tx, s.shopId, [input.item_id, ...(found?.lines ?? []).map((r) => r.item_id)], memo);
  const choices = [...(input.option_choice_ids ?? [])].sort();
  if (new Set(choices).size !== choices.length) throw invalidField('option_choice_ids', 'lists a choice twice');
  const resolved = resolveLine(cat, { ...input, option_choice_ids: choices });
  if (!resolved) throw notFound('item');
  const problem = unavailability(resolved.item, resolved.variant, nowIso());
  if (problem) throw new ApiError('item_unavailable', problem);
  const { cart, lines: all } = found ?? (await newCart(tx, s));
  const rows = all.filter(isLive);
  const same = rows.find((r) => sameLine(r, input.item_id, input.variant_id ?? null, choices));
  if (!same) checkCartLineCount(rows.length + 1);
  const quantity = input.quantity + (same?.quantity ?? 0);
  resolveLine(cat, { ...input, option_choice_ids: choices, quantity });
  const others = rows.filter((r) => r !== same && r.item_id === input.item_id).reduce((n, r) => n + r.quantity, 0);
  await checkSellingLimits(tx, s, [{ item: resolved.item, quantity: quantity + others }]);
  const now = nowIso();
  const line: CartLineRow = same
    ? { ...same, quantity, updated_at: now }
    : {
        id: newId('cl'),
        shop_id: s.shopId,
        cart_id: cart.id,
        item_id: input.item_id,
        variant_id: input.variant_id ?? null,
        option_choice_ids: JSON.stringify(choices),
        quantity,
        dropped_reason: null,
        created_at: now,
        updated_at: now,
      };
  await repo.saveLine(line, !same);
  const after = same ? all.map((r) => (r === same ? line : r)) : [...all, line].sort(byCreation);
  return { lineId: line.id, cart: await cartAsSeen(tx, { cart: { ...cart, updated_at: now }, lines: after }, cat) };
}

/** Sets a line's quantity (within the selling limit); answers the cart as the shopper then sees it. */
export async function setCartLineQuantity(tx: Tx, s: Shopper, lineId: string, quantity: number): Promise<CartView> {
  const repo = storefrontRepo(tx);
  const { cart, lines: all } = await ensureCart(tx, s);
  const rows = all.filter(isLive);
  const line = rows.find((r) => r.id === lineId);
  if (!line) throw notFound('cart line');
  const cat = await loadCatalog(
    tx,
    s.shopId,
    all.map((r) => r.item_id),
  );
  const resolved = resolveLine(cat, { ...lineRequestOf(line), quantity })!;
  const others = rows.filter((r) => r !== line && r.item_id === line.item_id).reduce((n, r) => n + r.quantity, 0);
  await checkSellingLimits(tx, s, [{ item: resolved.item, quantity: quantity + others }]);
  const now = nowIso();
  const changed = { ...line, quantity, updated_at: now };
  await repo.saveLine(changed, false);
  const after = all.map((r) => (r === line ? changed : r));
  return cartAsSeen(tx, { cart: { ...cart, updated_at: now }, lines: after }, cat);
}

/** Removes a line; answers the cart as the shopper then sees it. */
export async function removeCartLine(tx: Tx, s: Shopper, lineId: string): Promise<CartView> {
  const repo = storefrontRepo(tx);
  const { cart, lines: all } = await ensureCart(tx, s);
  if ((await repo.deleteCartLines(cart.id, [lineId])) === 0) throw notFound('cart line');
  const now = nowIso();
  await repo.touchCart(cart.id, now);
  const after = all.filter((r) => r.id !== lineId);
  const cat = await loadCatalog(
    tx,
    s.shopId,
    after.map((r) => r.item_id),
  );
  return cartAsSeen(tx, { cart: { ...cart, updated_at: now }, lines: after }, cat);
}

/**
 * Drops items from every shopper's cart, each for its reason (DECISIONS.md section 4: price,
 * discount, tax, status to inactive, archived, selling period, options, bundle or variant prices
 * changed), a statement per reason: how many lines. A line stays with its reason so the shopper
 * sees why it left the cart; checkout ignores dropped lines. The catalogue's edits run it through
 * the app context (ctx.dropItemsFromCarts, given by src/app.ts).
 */
export async function dropItemsFromCarts(
  tx: Tx,
  shopId: string,
  drops: { itemId: string; reason: string }[],
): Promise<number> {
  const byReason = groupBy(
    drops,
    (d) => d.reason,
    (d) => d.itemId,
  );
  const now = nowIso();
  let dropped = 0;
  for (const [reason, itemIds] of byReason)
    dropped += await storefrontRepo(tx).dropItemLines(shopId, itemIds, reason, now);
  return dropped;
}
