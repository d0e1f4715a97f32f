import { createHash } from 'node:crypto';
import { recordOrderChanges } from '../changes/service.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation, type DatabaseHandle, type Db } from '../db/database.ts';
import { ApiError, invalidField, notFound } from '../http/errors.ts';
import { newId, newSecret } from '../lib/ids.ts';
import type { Person } from '../lib/personal-data.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import { DevIdentityVerifier, type ShopperIdentityVerifier, type ShopperProfile } from './identity.ts';
import { cancelOrderWithin, returnStock, takeStock } from './order-lifecycle.ts';
import { SimulatedPaymentProcessor, type PaymentMethod, type PaymentProcessor, type PaymentResult } from './payment.ts';
import {
  checkCartLineCount, lineSubtotal, MAX_LINE_QUANTITY, orderAmounts, shippingCost, type PricedLine, type ShippableLine,
} from './pricing.ts';
import { money } from '../lib/money.ts';
import {
  storefrontRepo, type CartLineRow, type ChoiceRow, type CustomerRow, type ItemRow, type OptionRow, type OrderLineRow,
  type OrderRow, type OrderShippingRow, type StorefrontRepo, type VariantRow,
} from './repo.ts';
import { PENDING_PAYMENT } from '../orders/tables.ts';

const SESSION_SECONDS = 30 * 24 * 3600;

/** The pluggable parts of the storefront: who the shopper is, and how they pay. */
export interface StorefrontServices {
  /** null when no sign-in method is configured (dev login off and no LINE verifier wired). */
  identity: ShopperIdentityVerifier | null;
  payments: PaymentProcessor;
}

export function storefrontServices(ctx: AppContext): StorefrontServices {
  return {
    identity: ctx.config.storefrontDevLogin ? new DevIdentityVerifier() : null,
    payments: new SimulatedPaymentProcessor(),
  };
}

export interface Shopper {
  shopId: string;
  customerId: string;
  lineUserId: string;
}

// ---------------------------------------------------------------- sign-in and profile

const PROFILE_FIELDS = ['last_name', 'first_name', 'tel', 'email', 'postal_code', 'address', 'gender'] as const;

function hashToken(token: string): string {
  // The token is 256 random bits, so a fast hash is enough: there is nothing to guess.
  return createHash('sha256').update(token).digest('hex');
}

export function customerView(c: CustomerRow) {
  return {
    id: c.id,
    line_user_id: c.line_user_id,
    order_count: c.order_count,
    total_spent: money(c.total_spent),
    profile: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, c[f]])) as Required<ShopperProfile>,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** The shop's customer for a LINE user, created (with the profile as personal data) at first sign-in. */
async function customerFor(repo: StorefrontRepo, shopId: string, lineUserId: string, profile: ShopperProfile = {}): Promise<CustomerRow> {
  const existing = await repo.customerByLineUser(shopId, lineUserId);
  if (existing) return existing;
  const now = nowIso();
  const row: CustomerRow = {
    id: newId('cus'), shop_id: shopId, line_user_id: lineUserId, tags: '[]', order_count: 0, total_spent: 0,
    last_name: '', first_name: '', tel: '', email: '', postal_code: '', address: '', gender: '', ...pickProfile(profile),
    created_at: now, updated_at: now,
  };
  try {
    await repo.insertCustomer(row);
    return row;
  } catch (err) {
    // Two first sign-ins at once: the other one created the customer.
    if (!isUniqueViolation(err)) throw err;
    return (await repo.customerByLineUser(shopId, lineUserId))!;
  }
}

function pickProfile(p: ShopperProfile): ShopperProfile {
  return Object.fromEntries(PROFILE_FIELDS.filter((f) => p[f] !== undefined).map((f) => [f, p[f]]));
}

/** Verifies the credential and opens a session: an opaque token whose hash alone is stored. */
export async function signIn(db: Db, identity: ShopperIdentityVerifier, shopId: string, credential: unknown) {
  const verified = await identity.verify(credential);
  if (!verified) throw new ApiError('invalid_token', 'The sign-in credential was not accepted');
  const repo = storefrontRepo(db);
  if (!(await repo.shopDefaultShippingCost(shopId))) throw notFound('shop');
  const customer = await customerFor(repo, shopId, verified.lineUserId, verified.profile);
  const token = newSecret(32);
  const now = nowIso();
  const expiresAt = isoAfterSeconds(SESSION_SECONDS);
  await repo.insertSession({ token_hash: hashToken(token), shop_id: shopId, customer_id: customer.id, created_at: now, expires_at: expiresAt });
  if (Math.random() < 0.01) await repo.deleteExpiredSessions(now); // occasional sweep keeps the table small without a timer
  return { token, token_type: 'Shopper' as const, expires_at: expiresAt, customer: customerView(customer) };
}

export async function shopperOfToken(db: Db, token: string): Promise<Shopper | null> {
  const repo = storefrontRepo(db);
  const session = await repo.session(hashToken(token), nowIso());
  if (!session) return null;
  const customer = await repo.customer(session.shop_id, session.customer_id);
  return customer ? { shopId: session.shop_id, customerId: customer.id, lineUserId: customer.line_user_id } : null;
}

export async function signOut(db: Db, token: string): Promise<void> {
  await storefrontRepo(db).deleteSession(hashToken(token));
}

export async function getProfile(db: Db, s: Shopper) {
  const c = await storefrontRepo(db).customer(s.shopId, s.customerId);
  if (!c) throw notFound('customer');
  return customerView(c);
}

export async function updateProfile(db: Db, s: Shopper, profile: ShopperProfile) {
  await storefrontRepo(db).updateCustomer(s.customerId, { ...pickProfile(profile), updated_at: nowIso() });
  return getProfile(db, s);
}

// ---------------------------------------------------------------- catalogue rules for a line

interface Catalog {
  items: Map<string, ItemRow>;
  variants: Map<string, VariantRow[]>;
  options: Map<string, OptionRow[]>;
  choices: Map<string, ChoiceRow[]>;
}

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
}

/**
 * Catalogue rows kept for many calls inside one transaction of one shop that does not edit the
 * catalogue (the demo seeder's batches): without it every cart line and every checkout reads
 * items, variants, options and choices again. Stock is never decided from it (takeStock's
 * guarded updates do that), so stock moves within the transaction do not make it stale.
 */
export interface CatalogMemo {
  shopId: string;
  catalog: Catalog;
  loaded: Set<string>;
}

export function catalogMemo(shopId: string): CatalogMemo {
  return { shopId, catalog: { items: new Map(), variants: new Map(), options: new Map(), choices: new Map() }, loaded: new Set() };
}

async function loadCatalog(repo: StorefrontRepo, shopId: string, itemIds: string[], memo?: CatalogMemo): Promise<Catalog> {
  if (!memo) return readCatalog(repo, shopId, itemIds);
  if (memo.shopId !== shopId) throw new Error(`catalogue memo of shop ${memo.shopId} used for shop ${shopId}`);
  const missing = [...new Set(itemIds)].filter((id) => !memo.loaded.has(id));
  if (missing.length > 0) {
    const read = await readCatalog(repo, shopId, missing);
    for (const key of ['items', 'variants', 'options', 'choices'] as const) {
      for (const [id, v] of read[key]) (memo.catalog[key] as Map<string, unknown>).set(id, v);
    }
    for (const id of missing) memo.loaded.add(id); // unknown ids too: they stay unknown within the transaction
  }
  return memo.catalog;
}

async function readCatalog(repo: StorefrontRepo, shopId: string, itemIds: string[]): Promise<Catalog> {
  const ids = [...new Set(itemIds)];
  const [items, variants, options, choices] = await Promise.all([
    repo.itemsByIds(shopId, ids), repo.variantsOfItems(ids), repo.optionsOfItems(ids), repo.choicesOfItems(ids),
  ]);
  return {
    items: new Map(items.map((i) => [i.id, i])),
    variants: groupBy(variants, (v) => v.item_id),
    options: groupBy(options, (o) => o.item_id),
    choices: groupBy(choices, (c) => c.item_id),
  };
}

export interface LineRequest {
  item_id: string;
  variant_id?: string | null;
  option_choice_ids?: string[];
  quantity: number;
}

interface ResolvedLine {
  item: ItemRow;
  variant: VariantRow | null;
  options: { option_id: string; label: string; choice_id: string; text: string; price: number }[];
  priced: PricedLine;
  shippable: ShippableLine;
}

/** Why an item cannot be bought now, or null. */
function unavailability(item: ItemRow, variant: VariantRow | null, now: string): string | null {
  if (item.status !== 'active') return `${item.name} is not on sale`;
  if (item.archived === 1) return `${item.name} is no longer sold`;
  if (item.sell_from && now < item.sell_from) return `${item.name} goes on sale at ${item.sell_from}`;
  if (item.sell_by && now > item.sell_by) return `${item.name} was on sale until ${item.sell_by}`;
  if (variant && variant.status !== 'active') return `${item.name} (${variant.name}) is not on sale`;
  return null;
}

/**
 * Checks a line against the catalogue: variant of this item (required when it has variants),
 * choices of this item's options (one per option, every required option chosen), quantity within
 * the selling limit; prices it. Availability (status, archive, selling period) is reported, not thrown.
 */
function resolveLine(cat: Catalog, line: LineRequest, field = ''): ResolvedLine | null {
  const item = cat.items.get(line.item_id);
  if (!item) return null;
  const variants = cat.variants.get(item.id) ?? [];
  let variant: VariantRow | null = null;
  if (variants.length > 0) {
    if (!line.variant_id) throw invalidField(`${field}variant_id`, 'is required: this item is sold in variants');
    variant = variants.find((v) => v.id === line.variant_id) ?? null;
    if (!variant) throw invalidField(`${field}variant_id`, 'is not a variant of this item');
  } else if (line.variant_id) throw invalidField(`${field}variant_id`, 'this item has no variants');

  const options = cat.options.get(item.id) ?? [];
  const choices = cat.choices.get(item.id) ?? [];
  const chosen: ResolvedLine['options'] = [];
  for (const id of line.option_choice_ids ?? []) {
    const choice = choices.find((c) => c.id === id);
    if (!choice) throw invalidField(`${field}option_choice_ids`, `${id} is not a choice of this item's options`);
    const option = options.find((o) => o.id === choice.option_id)!;
    if (chosen.some((c) => c.option_id === option.id)) throw invalidField(`${field}option_choice_ids`, `only one choice of "${option.label}" may be chosen`);
    chosen.push({ option_id: option.id, label: option.label, choice_id: choice.id, text: choice.text, price: choice.price_amount });
  }
  const missing = options.find((o) => o.required === 1 && !chosen.some((c) => c.option_id === o.id));
  if (missing) throw invalidField(`${field}option_choice_ids`, `"${missing.label}" must be chosen`);
  chosen.sort((a, b) => options.findIndex((o) => o.id === a.option_id) - options.findIndex((o) => o.id === b.option_id));

  const limit = Math.min(item.selling_limits ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  if (line.quantity > limit) {
    const per = limit === item.selling_limits ? 'per shopper' : 'per cart line';
    throw new ApiError('selling_limit_exceeded', `At most ${limit} of ${item.name} ${per}`, { details: [{ field: `${field}quantity`, message: `at most ${limit}` }] });
  }
  return {
    item,
    variant,
    options: chosen,
    priced: {
      unitPrice: variant?.price_amount ?? item.price_amount,
      // A variant's own discount wins; 0 on a variant means "as the item".
      discountRate: variant && variant.discount_rate > 0 ? variant.discount_rate : item.discount_rate,
      taxRate: item.tax_rate,
      optionPrice: chosen.reduce((s, c) => s + c.price, 0),
      quantity: line.quantity,
    },
    shippable: { kind: item.kind, isShipping: item.is_shipping === 1, shippingCost: item.shipping_cost_amount },
  };
}

/** The same item, variant and choices make the same line (quantities add up). */
function sameLine(row: CartLineRow, item: string, variant: string | null, choices: string[]): boolean {
  return row.item_id === item && row.variant_id === variant && row.option_choice_ids === JSON.stringify(choices);
}

/** Quantity per item already held (earlier orders, not cancelled) plus what the cart holds, against selling_limits. */
async function checkSellingLimits(repo: StorefrontRepo, s: Shopper, wanted: { item: ItemRow; quantity: number }[]): Promise<void> {
  const limited = wanted.filter((w) => w.item.selling_limits !== null);
  if (limited.length === 0) return;
  const held = await repo.orderedQuantities(s.shopId, s.customerId, [...new Set(limited.map((w) => w.item.id))]);
  const totals = new Map<string, number>();
  for (const w of limited) totals.set(w.item.id, (totals.get(w.item.id) ?? 0) + w.quantity);
  for (const w of limited) {
    const total = totals.get(w.item.id)! + (held.get(w.item.id) ?? 0);
    if (total > w.item.selling_limits!) {
      const already = held.get(w.item.id) ?? 0;
      throw new ApiError('selling_limit_exceeded', `At most ${w.item.selling_limits} of ${w.item.name} per shopper${already ? ` (${already} already ordered)` : ''}`);
    }
  }
}

// ---------------------------------------------------------------- cart


async function ensureCart(repo: StorefrontRepo, s: Pick<Shopper, 'shopId' | 'customerId'>) {
  const existing = await repo.cart(s.shopId, s.customerId);
  if (existing) return existing;
  const now = nowIso();
  const row = { id: newId('cart'), shop_id: s.shopId, customer_id: s.customerId, inflow_route_id: null, created_at: now, updated_at: now };
  try {
    await repo.insertCart(row);
    return row;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return (await repo.cart(s.shopId, s.customerId))!;
  }
}

function parseChoices(row: CartLineRow): string[] {
  return JSON.parse(row.option_choice_ids) as string[];
}

/**
 * The cart as the shopper sees it. Lines an item edit dropped are listed once under `dropped`
 * with the reason, then removed, so the shopper learns why without the cart keeping them forever.
 */
export async function viewCart(database: DatabaseHandle, s: Shopper) {
  return database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cart = await ensureCart(repo, s);
    const rows = await repo.cartLines(cart.id);
    const live = rows.filter((r) => r.dropped_reason === null);
    const dropped = rows.filter((r) => r.dropped_reason !== null);
    const cat = await loadCatalog(repo, s.shopId, rows.map((r) => r.item_id));
    await repo.deleteCartLines(cart.id, dropped.map((d) => d.id));
    const now = nowIso();
    const lines = live.map((r) => {
      const resolved = resolveLine(cat, { item_id: r.item_id, variant_id: r.variant_id, option_choice_ids: parseChoices(r), quantity: r.quantity });
      return cartLineView(r, resolved!, unavailability(resolved!.item, resolved!.variant, now));
    });
    return {
      id: cart.id,
      lines,
      dropped: dropped.map((d) => ({
        id: d.id, item_id: d.item_id, variant_id: d.variant_id, name: cat.items.get(d.item_id)?.name ?? '', quantity: d.quantity, reason: d.dropped_reason!,
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

/** Adds a line (or adds to the same item/variant/choices line), checked against the catalogue and the selling limit. */
export async function addCartLine(database: DatabaseHandle, s: Shopper, input: LineRequest) {
  await database.transaction((tx) => addCartLineWithin(tx, s, input));
  return viewCart(database, s);
}

/** addCartLine inside the caller's transaction (the demo seeder batches carts and checkouts); answers the line id. */
export async function addCartLineWithin(tx: Db, s: Shopper, input: LineRequest, memo?: CatalogMemo): Promise<string> {
  const repo = storefrontRepo(tx);
  const cat = await loadCatalog(repo, s.shopId, [input.item_id], memo);
  const choices = [...(input.option_choice_ids ?? [])].sort();
  if (new Set(choices).size !== choices.length) throw invalidField('option_choice_ids', 'lists a choice twice');
  const resolved = resolveLine(cat, { ...input, option_choice_ids: choices });
  if (!resolved) throw notFound('item');
  const problem = unavailability(resolved.item, resolved.variant, nowIso());
  if (problem) throw new ApiError('item_unavailable', problem);
  const cart = await ensureCart(repo, s);
  const rows = (await repo.cartLines(cart.id)).filter((r) => r.dropped_reason === null);
  const same = rows.find((r) => sameLine(r, input.item_id, input.variant_id ?? null, choices));
  if (!same) checkCartLineCount(rows.length + 1);
  const quantity = input.quantity + (same?.quantity ?? 0);
  resolveLine(cat, { ...input, option_choice_ids: choices, quantity });
  const others = rows.filter((r) => r !== same && r.item_id === input.item_id).reduce((n, r) => n + r.quantity, 0);
  await checkSellingLimits(repo, s, [{ item: resolved.item, quantity: quantity + others }]);
  const now = nowIso();
  const lineId = same?.id ?? newId('cl');
  if (same) await repo.setCartLineQuantity(cart.id, same.id, quantity, now);
  else {
    await repo.insertCartLine({
      id: lineId, shop_id: s.shopId, cart_id: cart.id, item_id: input.item_id, variant_id: input.variant_id ?? null,
      option_choice_ids: JSON.stringify(choices), quantity, dropped_reason: null, created_at: now, updated_at: now,
    });
  }
  await repo.touchCart(cart.id, now);
  return lineId;
}

export async function setCartLineQuantity(database: DatabaseHandle, s: Shopper, lineId: string, quantity: number) {
  await database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cart = await ensureCart(repo, s);
    const rows = (await repo.cartLines(cart.id)).filter((r) => r.dropped_reason === null);
    const line = rows.find((r) => r.id === lineId);
    if (!line) throw notFound('cart line');
    const cat = await loadCatalog(repo, s.shopId, [line.item_id]);
    const resolved = resolveLine(cat, { item_id: line.item_id, variant_id: line.variant_id, option_choice_ids: parseChoices(line), quantity })!;
    const others = rows.filter((r) => r !== line && r.item_id === line.item_id).reduce((n, r) => n + r.quantity, 0);
    await checkSellingLimits(repo, s, [{ item: resolved.item, quantity: quantity + others }]);
    const now = nowIso();
    await repo.setCartLineQuantity(cart.id, line.id, quantity, now);
    await repo.touchCart(cart.id, now);
  });
  return viewCart(database, s);
}

export async function removeCartLine(database: DatabaseHandle, s: Shopper, lineId: string) {
  await database.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    const cart = await ensureCart(repo, s);
    if ((await repo.deleteCartLines(cart.id, [lineId])) === 0) throw notFound('cart line');
    await repo.touchCart(cart.id, nowIso());
  });
  return viewCart(database, s);
}

// ---------------------------------------------------------------- checkout

export interface ShippingRequest {
  recipient: Required<Omit<Person, 'email'>>;
  line_ids?: string[];
  delivery_date?: string;
  delivery_time_slot?: string;
}

export interface CheckoutRequest {
  payment_method: PaymentMethod;
  /** Gateway token for cards and wallets: passed to the processor, never stored. */
  payment_token?: string;
  purchaser?: Person;
  shippings?: ShippingRequest[];
  inflow_route_code?: string;
  gift?: { recipient_line_user_id?: string; message?: string };
}

const PURCHASER_REQUIRED = ['last_name', 'first_name', 'tel', 'email'] as const;

/** The purchaser: what the request gives, completed from the shopper's profile. */
function purchaserOf(c: CustomerRow, given: Person = {}) {
  const p = {
    last_name: given.last_name ?? c.last_name, first_name: given.first_name ?? c.first_name, tel: given.tel ?? c.tel,
    email: given.email ?? c.email, postal_code: given.postal_code ?? c.postal_code, address: given.address ?? c.address,
  };
  for (const f of PURCHASER_REQUIRED) if (!p[f]) throw invalidField(`purchaser.${f}`, 'is required (neither sent nor in the profile)');
  return p;
}

/** Lines per destination: listed line ids go where listed (once each); the rest go to the first destination. */
function allocate(lineIds: string[], shippings: ShippingRequest[]): string[][] {
  const taken = new Map<string, number>();
  shippings.forEach((sh, i) => {
    for (const id of sh.line_ids ?? []) {
      if (!lineIds.includes(id)) throw invalidField(`shippings.${i}.line_ids`, `${id} is not a line of the cart`);
      if (taken.has(id)) throw invalidField(`shippings.${i}.line_ids`, `${id} is already sent to another destination`);
      taken.set(id, i);
    }
  });
  const groups = shippings.map((_, i) => lineIds.filter((id) => (taken.get(id) ?? 0) === i));
  groups.forEach((g, i) => {
    if (g.length === 0) throw invalidField(`shippings.${i}.line_ids`, 'this destination receives no line');
  });
  return groups;
}

function checkDeliveryWish(sh: ShippingRequest, items: ItemRow[], i: number): void {
  const wish = sh.delivery_date !== undefined || sh.delivery_time_slot !== undefined;
  const required = items.find((it) => it.delivery_datetime_possibility === 'required');
  const refused = items.find((it) => it.delivery_datetime_possibility === 'not_available');
  if (required && sh.delivery_date === undefined) throw invalidField(`shippings.${i}.delivery_date`, `is required for ${required.name}`);
  if (refused && wish) throw invalidField(`shippings.${i}.delivery_date`, `${refused.name} cannot be delivered on a chosen date or time`);
}

/**
 * Turns the cart into an order in three steps, so that no retried transaction ever calls the
 * payment gateway (PostgreSQL runs a transaction again after a deadlock or serialization failure):
 * 1. one transaction checks every rule, takes the stock with guarded updates (no oversell), records
 *    the order hidden from every reader (status pending_payment) and empties the cart;
 * 2. the gateway charges outside any transaction, with the order id as its idempotency key;
 * 3. one transaction confirms the order (paid, or init while the money is awaited) and moves the
 *    customer and inflow route counters, or, when the charge was declined, puts the stock and the
 *    cart back and deletes the order: a declined checkout leaves no trace.
 * A crash between the steps leaves a pending order, which resumeCheckout (run by the sweeper,
 * sweepPendingCheckouts) completes with the same key, so the gateway answers its first outcome.
 * `onPlaced` runs inside the first transaction (the Idempotency-Key's recovery point is stored there).
 */
export async function checkout(
  database: DatabaseHandle, services: StorefrontServices, s: Shopper, req: CheckoutRequest,
  options: { onPlaced?: (tx: Db, orderId: string) => Promise<void> } = {},
): Promise<string> {
  const placed = await database.transaction(async (tx) => {
    const order = await placeOrderWithin(tx, s, req);
    await options.onPlaced?.(tx, order.orderId);
    return order;
  });
  const outcome = await completeCheckout(database, services, placed, req.payment_token);
  if (outcome.outcome === 'declined') throw new ApiError('payment_declined', outcome.message);
  return placed.orderId;
}

/** An order placed by step 1 and not yet confirmed: what the charge needs. */
export interface PlacedOrder {
  shopId: string;
  orderId: string;
  method: PaymentMethod;
  amount: number;
}

export type CheckoutOutcome =
  | { outcome: 'paid' | 'awaiting_payment' }
  | { outcome: 'declined'; message: string }
  /** Someone else (the request itself, or another sweeper) settled it first, or it is not a pending order. */
  | { outcome: 'not_pending' };

/** Steps 2 and 3: charge (outside any transaction), then confirm or release. */
async function completeCheckout(database: DatabaseHandle, services: StorefrontServices, placed: PlacedOrder, token?: string): Promise<CheckoutOutcome> {
  const payment = await services.payments.charge({
    method: placed.method, amount: placed.amount, orderId: placed.orderId, idempotencyKey: placed.orderId, token,
  });
  const settled = await database.transaction((tx) => settleCheckoutWithin(tx, placed.shopId, placed.orderId, payment));
  if (!settled) return { outcome: 'not_pending' };
  return payment.outcome === 'declined' ? { outcome: 'declined', message: payment.message } : { outcome: payment.outcome };
}

/**
 * Steps 2 and 3 for an order step 1 placed and nobody confirmed (a crash or a lost connection in
 * between). The charge is asked again with the same idempotency key and without the card token
 * (never stored): a gateway that saw the key answers its first outcome without charging again;
 * one that did not decline it, and the order is released.
 */
export async function resumeCheckout(database: DatabaseHandle, services: StorefrontServices, shopId: string, orderId: string): Promise<CheckoutOutcome> {
  const order = await storefrontRepo(database.db).pendingOrder(shopId, orderId);
  if (!order) return { outcome: 'not_pending' };
  return completeCheckout(database, services, { shopId, orderId, method: order.payment_method as PaymentMethod, amount: order.total });
}

/**
 * A checkout whose request died after step 1, retried with its Idempotency-Key: steps 2 and 3 for
 * its order, answered as checkout answers (the order id, or 402 payment_declined).
 */
export async function finishCheckout(database: DatabaseHandle, services: StorefrontServices, s: Shopper, orderId: string): Promise<string> {
  const outcome = await resumeCheckout(database, services, s.shopId, orderId);
  if (outcome.outcome === 'declined') throw new ApiError('payment_declined', outcome.message);
  // Settled by someone else (the sweeper): confirmed, or released after a decline.
  if (outcome.outcome === 'not_pending' && !(await storefrontRepo(database.db).order(s.shopId, orderId))) {
    throw new ApiError('payment_declined', 'The payment was declined');
  }
  return orderId;
}

/** Orders pending this long are taken to be abandoned by their request and resumed by the sweeper. */
export const PENDING_CHECKOUT_AGE_MS = 60_000;

/** Resumes every checkout pending longer than olderThanMs (at startup and periodically, src/app.ts); answers how many. */
export async function sweepPendingCheckouts(database: DatabaseHandle, services: StorefrontServices, olderThanMs = PENDING_CHECKOUT_AGE_MS): Promise<number> {
  const stale = await storefrontRepo(database.db).pendingOrdersBefore(new Date(Date.now() - olderThanMs).toISOString(), 100);
  for (const o of stale) await resumeCheckout(database, services, o.shop_id, o.id);
  return stale.length;
}

/**
 * All three steps inside the caller's transaction, for the demo seeder and bench fixtures only:
 * it takes the simulated processor, never a real gateway, since the caller's transaction may run again.
 */
export async function checkoutWithin(tx: Db, payments: SimulatedPaymentProcessor, s: Shopper, req: CheckoutRequest, memo?: CatalogMemo): Promise<string> {
  const placed = await placeOrderWithin(tx, s, req, memo);
  const payment = await payments.charge({ method: placed.method, amount: placed.amount, orderId: placed.orderId, idempotencyKey: placed.orderId, token: req.payment_token });
  await settleCheckoutWithin(tx, s.shopId, placed.orderId, payment);
  if (payment.outcome === 'declined') throw new ApiError('payment_declined', payment.message);
  return placed.orderId;
}

/** Step 1: every rule, the stock, the order (hidden while pending_payment), the cart emptied. */
export async function placeOrderWithin(tx: Db, s: Shopper, req: CheckoutRequest, memo?: CatalogMemo): Promise<PlacedOrder> {
  const repo = storefrontRepo(tx);
  const now = nowIso();
  // First write: locks the shopper's row so their concurrent checkouts queue (selling limits hold).
  await repo.addToCustomerCounters(s.customerId, 0, 0, now);
  const customer = (await repo.customer(s.shopId, s.customerId))!;
  const cart = await repo.cart(s.shopId, s.customerId);
  const rows = cart ? (await repo.cartLines(cart.id)).filter((r) => r.dropped_reason === null) : [];
  if (!cart || rows.length === 0) throw new ApiError('cart_empty', 'The cart is empty');

  const purchaser = purchaserOf(customer, req.purchaser);
  const isGift = req.gift !== undefined;
  const shippings = req.shippings ?? [];
  if (isGift && shippings.length > 0) throw invalidField('shippings', 'a gift is shipped to the address its recipient gives when accepting; send no shippings');
  if (!isGift && shippings.length === 0) throw invalidField('shippings', 'at least one destination is required');
  if (isGift && req.gift!.recipient_line_user_id === s.lineUserId) throw invalidField('gift.recipient_line_user_id', 'a gift cannot be sent to oneself');

  const cat = await loadCatalog(repo, s.shopId, rows.map((r) => r.item_id), memo);
  const lines = rows.map((r, i) => {
    const l = resolveLine(cat, { item_id: r.item_id, variant_id: r.variant_id, option_choice_ids: parseChoices(r), quantity: r.quantity }, `lines.${i}.`);
    if (!l) throw new ApiError('item_unavailable', `An item in the cart no longer exists (line ${r.id})`);
    const problem = unavailability(l.item, l.variant, now);
    if (problem) throw new ApiError('item_unavailable', problem, { details: [{ field: `lines.${i}`, message: problem }] });
    return { row: r, ...l };
  });
  // Pending orders count here too: their stock is taken and their cart is gone.
  await checkSellingLimits(repo, s, lines.map((l) => ({ item: l.item, quantity: l.row.quantity })));

  const defaultCost = (await repo.shopDefaultShippingCost(s.shopId))!.default_shipping_cost;
  const groups = isGift ? [rows.map((r) => r.id)] : allocate(rows.map((r) => r.id), shippings);
  const linesOf = (g: string[]) => lines.filter((l) => g.includes(l.row.id));
  groups.forEach((g, i) => !isGift && checkDeliveryWish(shippings[i]!, linesOf(g).map((l) => l.item), i));
  // A gift pays for the one parcel its recipient will receive.
  const costs = groups.map((g) => shippingCost(linesOf(g).map((l) => l.shippable), defaultCost));
  const amounts = orderAmounts(lines.map((l) => l.priced), costs);
  if (req.payment_method === 'free' && amounts.total !== 0) throw invalidField('payment_method', 'free is only for orders totalling 0');

  await takeStock(tx, s.shopId, lines.map((l) => ({ item_id: l.item.id, variant_id: l.variant?.id ?? null, kind: l.item.kind, quantity: l.row.quantity })));

  const orderId = newId('ord');
  const route = req.inflow_route_code ? await repo.inflowRouteByCode(s.shopId, req.inflow_route_code) : undefined;
  const order: OrderRow = {
    id: orderId, shop_id: s.shopId, customer_id: s.customerId, status: PENDING_PAYMENT,
    payment_method: req.payment_method, payment_reference: null, currency: 'JPY', ...amounts, is_subscription: 0,
    inflow_route_id: route?.id ?? null, gift_status: isGift ? 'pending' : 'none', gift_source_order_id: '',
    purchaser: JSON.stringify(purchaser), ordered_at: now, updated_at: now,
  };
  const orderLines: OrderLineRow[] = lines.map((l, i) => ({
    id: newId('oli'), shop_id: s.shopId, order_id: orderId, item_id: l.item.id, variant_id: l.variant?.id ?? null,
    sku: l.variant?.sku ?? l.item.sku, name: l.variant ? `${l.item.name} (${l.variant.name})` : l.item.name, kind: l.item.kind,
    quantity: l.row.quantity, unit_price: l.priced.unitPrice, discount_rate: l.priced.discountRate, tax_rate: l.priced.taxRate,
    options: JSON.stringify(l.options), subtotal: lineSubtotal(l.priced), sort: i,
  }));
  const shippingRows: OrderShippingRow[] = isGift ? [] : shippings.map((sh, i) => ({
    id: newId('osh'), shop_id: s.shopId, order_id: orderId, status: 'unshipped', carrier_id: null, shipping_cost: costs[i]!,
    delivery_date: sh.delivery_date ?? null, delivery_time_slot: sh.delivery_time_slot ?? null, recipient: JSON.stringify(sh.recipient),
    sort: i, created_at: now, updated_at: now,
  }));
  const allocations = shippingRows.flatMap((sh, i) => groups[i]!.map((lineId) => ({
    order_line_id: orderLines[rows.findIndex((r) => r.id === lineId)]!.id, shop_id: s.shopId, order_id: orderId, order_shipping_id: sh.id,
  })));
  await repo.insertOrder(order, orderLines, shippingRows, allocations);
  if (isGift) {
    await repo.insertGift({
      order_id: orderId, shop_id: s.shopId, recipient_line_user_id: req.gift!.recipient_line_user_id ?? null, message: req.gift!.message ?? '',
      accepted_order_id: null, created_at: now, updated_at: now,
    });
  }
  await repo.deleteCartLines(cart.id, rows.map((r) => r.id));
  await repo.touchCart(cart.id, now);
  return { shopId: s.shopId, orderId, method: req.payment_method, amount: amounts.total };
}

/**
 * Step 3: confirms a pending order after the charge, or releases it (stock and cart lines back,
 * order rows deleted) when the charge was declined. Answers false when the order is no longer
 * pending: the guarded first update also serializes two resumptions of one order.
 */
export async function settleCheckoutWithin(tx: Db, shopId: string, orderId: string, payment: PaymentResult): Promise<boolean> {
  const repo = storefrontRepo(tx);
  const now = nowIso();
  const confirm = payment.outcome === 'declined' ? {} : { status: payment.outcome === 'paid' ? 'paid' as const : 'init' as const, payment_reference: payment.reference };
  if (!(await repo.updateOrderIf(orderId, { status: [PENDING_PAYMENT] }, { ...confirm, updated_at: now }))) return false;
  const order = (await repo.placedOrder(shopId, orderId))!;
  if (payment.outcome !== 'declined') {
    if (order.inflow_route_id) await repo.countInflowRouteOrder(order.inflow_route_id);
    await repo.addToCustomerCounters(order.customer_id, 1, order.total, now);
    await recordOrderChanges(tx, shopId, [{ type: 'order.created', orderId }]);
    return true;
  }
  const lines = await repo.orderLines(orderId);
  await returnStock(tx, shopId, lines);
  const cart = await ensureCart(repo, { shopId, customerId: order.customer_id });
  const items = new Set((await repo.itemsByIds(shopId, [...new Set(lines.map((l) => l.item_id))])).map((i) => i.id));
  for (const l of lines.filter((x) => items.has(x.item_id))) {
    const choices = (JSON.parse(l.options) as { choice_id: string }[]).map((c) => c.choice_id);
    await repo.insertCartLine({
      id: newId('cl'), shop_id: shopId, cart_id: cart.id, item_id: l.item_id, variant_id: l.variant_id, option_choice_ids: JSON.stringify(choices),
      quantity: l.quantity, dropped_reason: null, created_at: now, updated_at: now,
    });
  }
  await repo.deleteOrder(orderId);
  return true;
}

// ---------------------------------------------------------------- orders seen by the shopper

export async function orderView(db: Db, shopId: string, orderId: string, viewer: { customerId: string } | 'shop') {
  const repo = storefrontRepo(db);
  const o = await repo.order(shopId, orderId);
  if (!o || (viewer !== 'shop' && o.customer_id !== viewer.customerId)) throw notFound('order');
  // A received order shows the gift it came from (its message), nothing of the giver's order.
  const [lines, shippings, allocations, trackings, gift] = await Promise.all([
    repo.orderLines(o.id), repo.orderShippings(o.id), repo.lineAllocations(o.id), repo.trackingsOfOrder(o.id),
    o.gift_status !== 'none' ? repo.gift(shopId, o.gift_source_order_id || o.id) : undefined,
  ]);
  return {
    id: o.id,
    status: o.status,
    payment_method: o.payment_method,
    ordered_at: o.ordered_at,
    updated_at: o.updated_at,
    gift_status: o.gift_status,
    gift_source_order_id: o.gift_source_order_id,
    gift: gift ? { recipient_line_user_id: gift.recipient_line_user_id, message: gift.message, accepted_order_id: gift.accepted_order_id } : null,
    purchaser: JSON.parse(o.purchaser) as Required<Person>,
    line_items: lines.map((l) => ({
      id: l.id, item_id: l.item_id, variant_id: l.variant_id, sku: l.sku, name: l.name, kind: l.kind, quantity: l.quantity,
      unit_price: money(l.unit_price), discount_rate: l.discount_rate, tax_rate: l.tax_rate,
      options: (JSON.parse(l.options) as { option_id: string; label: string; choice_id: string; text: string; price: number }[]).map((c) => ({ ...c, price: money(c.price) })),
      subtotal: money(l.subtotal),
      order_shipping_id: allocations.find((a) => a.order_line_id === l.id)?.order_shipping_id ?? null,
    })),
    shippings: shippings.map((sh) => ({
      order_shipping_id: sh.id, status: sh.status, carrier_id: sh.carrier_id, shipping_cost: money(sh.shipping_cost),
      delivery_date: sh.delivery_date, delivery_time_slot: sh.delivery_time_slot, recipient: JSON.parse(sh.recipient) as Required<Omit<Person, 'email'>>,
      trackings: trackings.filter((t) => t.order_shipping_id === sh.id).map((t) => ({
        tracking_id: t.id, carrier_id: t.carrier_id, tracking_number: t.tracking_number, delivery_date: t.delivery_date,
      })),
    })),
    subtotal: money(o.subtotal),
    shipping_total: money(o.shipping_total),
    discount_total: money(o.discount_total),
    tax: [{ rate: 8, amount: money(o.tax_8) }, { rate: 10, amount: money(o.tax_10) }],
    total: money(o.total),
  };
}

export async function listOrders(db: Db, s: Shopper, limit: number, offset: number) {
  const repo = storefrontRepo(db);
  const [rows, total] = await Promise.all([repo.ordersOfCustomer(s.shopId, s.customerId, limit, offset), repo.countOrdersOfCustomer(s.shopId, s.customerId)]);
  const data = [];
  for (const r of rows) data.push(await orderView(db, s.shopId, r.id, s));
  return { data, pagination: { limit, offset, total } };
}

export async function cancelByShopper(database: DatabaseHandle, s: Shopper, orderId: string) {
  await database.transaction((tx) => cancelOrderWithin(tx, { shopId: s.shopId, orderId, by: { shopper: s.customerId } }));
  return orderView(database.db, s.shopId, orderId, s);
}

// ---------------------------------------------------------------- gifts

/** The pending gift this shopper may answer; others (and the giver's own link) see 404 / 409. */
async function answerableGift(repo: StorefrontRepo, s: Shopper, orderId: string) {
  const order = await repo.order(s.shopId, orderId);
  const gift = order && order.gift_source_order_id === '' ? await repo.gift(s.shopId, orderId) : undefined;
  if (!order || !gift || (gift.recipient_line_user_id !== null && gift.recipient_line_user_id !== s.lineUserId)) throw notFound('gift');
  if (order.customer_id === s.customerId) throw new ApiError('invalid_transition', 'The giver cannot answer their own gift');
  if (order.gift_status !== 'pending') throw new ApiError('invalid_transition', `This gift is already ${order.gift_status}`);
  if (order.status !== 'paid') throw new ApiError('invalid_transition', order.status === 'init' ? 'This gift is not paid yet' : `This gift's order is ${order.status}`);
  return { order, gift };
}

/**
 * The recipient accepts with their address: a zero-priced order of theirs is created
 * (gift_source_order_id = the gift, status paid, shipping to them), both orders become accepted.
 * Stock was taken by the gift order and is not taken again.
 */
export async function acceptGift(database: DatabaseHandle, s: Shopper, orderId: string, shipping: Omit<ShippingRequest, 'line_ids'>): Promise<string> {
  return database.transaction((tx) => acceptGiftWithin(tx, s, orderId, shipping));
}

/** acceptGift inside the caller's transaction (the demo seeder batches many); answers the receiving order's id. */
export async function acceptGiftWithin(tx: Db, s: Shopper, orderId: string, shipping: Omit<ShippingRequest, 'line_ids'>): Promise<string> {
  const repo = storefrontRepo(tx);
  const { order } = await answerableGift(repo, s, orderId);
  const now = nowIso();
  if (!(await repo.updateOrderIf(order.id, { status: ['paid'], giftStatus: 'pending' }, { gift_status: 'accepted', updated_at: now }))) {
    throw new ApiError('invalid_transition', 'This gift was answered meanwhile');
  }
  const lines = await repo.orderLines(order.id);
  const recipient = (await repo.customer(s.shopId, s.customerId))!;
  const id = newId('ord');
  const shippingId = newId('osh');
  // The receiving order is the recipient's own: its purchaser is the recipient (the address they gave,
  // their e-mail), never the giver, whose personal data stays on the giver's order.
  const { last_name, first_name, tel, postal_code, address } = shipping.recipient;
  const received: OrderRow = {
    id, shop_id: s.shopId, customer_id: s.customerId, status: 'paid', payment_method: 'free', payment_reference: null, currency: 'JPY',
    subtotal: 0, shipping_total: 0, discount_total: 0, tax_8: 0, tax_10: 0, total: 0, is_subscription: 0, inflow_route_id: null,
    gift_status: 'accepted', gift_source_order_id: order.id,
    purchaser: JSON.stringify({ last_name, first_name, tel, email: recipient.email, postal_code, address }), ordered_at: now, updated_at: now,
  };
  const copies = lines.map((l) => ({
    ...l, id: newId('oli'), order_id: id, unit_price: 0, discount_rate: 0, subtotal: 0,
    options: JSON.stringify((JSON.parse(l.options) as { price: number }[]).map((c) => ({ ...c, price: 0 }))),
  }));
  await repo.insertOrder(received, copies, [{
    id: shippingId, shop_id: s.shopId, order_id: id, status: 'unshipped', carrier_id: null, shipping_cost: 0,
    delivery_date: shipping.delivery_date ?? null, delivery_time_slot: shipping.delivery_time_slot ?? null,
    recipient: JSON.stringify(shipping.recipient), sort: 0, created_at: now, updated_at: now,
  }], copies.map((l) => ({ order_line_id: l.id, shop_id: s.shopId, order_id: id, order_shipping_id: shippingId })));
  await repo.setGiftAccepted(order.id, id, now);
  await repo.addToCustomerCounters(s.customerId, 1, 0, now);
  await recordOrderChanges(tx, s.shopId, [{ type: 'order.updated', orderId: order.id }, { type: 'order.created', orderId: id }]);
  return id;
}

/** The recipient declines: the gift order is declined and cancelled (stock back, the giver refunded). */
export async function declineGift(database: DatabaseHandle, s: Shopper, orderId: string): Promise<void> {
  await database.transaction((tx) => declineGiftWithin(tx, s, orderId));
}

/** declineGift inside the caller's transaction (the demo seeder batches many). */
export async function declineGiftWithin(tx: Db, s: Shopper, orderId: string): Promise<void> {
  const repo = storefrontRepo(tx);
  const { order } = await answerableGift(repo, s, orderId);
  if (!(await repo.updateOrderIf(order.id, { status: ['paid'], giftStatus: 'pending' }, { gift_status: 'declined', updated_at: nowIso() }))) {
    throw new ApiError('invalid_transition', 'This gift was answered meanwhile');
  }
  await cancelOrderWithin(tx, { shopId: s.shopId, orderId: order.id, by: 'shop' });
}
