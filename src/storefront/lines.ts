import { itemsWithParts, type ItemRow, type ItemWithParts, type VariantRow } from '../catalog/sales.ts';
import type { Db } from '../db/database.ts';
import { ApiError, invalidField } from '../lib/errors.ts';
import { orderedQuantities } from '../orders/queries.ts';
import { MAX_LINE_QUANTITY, type PricedLine, type ShippableLine } from './pricing.ts';
import type { CartLineRow } from './repo.ts';
import type { Shopper } from './session.ts';

/** The catalogue's rules for a line (cart and checkout alike): item, variant, choices, quantity, price, availability, selling limits. */

export type { ItemRow };

/** The catalogue rows of the items a request's lines name, by item id. */
export type Catalog = Map<string, ItemWithParts>;

/**
 * Catalogue rows kept for many calls inside one transaction of one shop that does not edit the
 * catalogue (the demo seeder's batches): without it every cart line and every checkout reads the
 * items with their parts again. Stock is never decided from it (the orders area's guarded stock
 * updates do that), so stock moves within the transaction do not make it stale.
 */
export interface CatalogMemo {
  shopId: string;
  catalog: Catalog;
  loaded: Set<string>;
}

export function catalogMemo(shopId: string): CatalogMemo {
  return { shopId, catalog: new Map(), loaded: new Set() };
}

/** The items of itemIds with their parts, in one read (only those not yet in memo, when given). */
export async function loadCatalog(db: Db, shopId: string, itemIds: string[], memo?: CatalogMemo): Promise<Catalog> {
  if (!memo) return new Map((await itemsWithParts(db, shopId, itemIds)).map((i) => [i.id, i]));
  if (memo.shopId !== shopId) throw new Error(`catalogue memo of shop ${memo.shopId} used for shop ${shopId}`);
  const missing = [...new Set(itemIds)].filter((id) => !memo.loaded.has(id));
  if (missing.length > 0) {
    for (const item of await itemsWithParts(db, shopId, missing)) memo.catalog.set(item.id, item);
    for (const id of missing) memo.loaded.add(id); // unknown ids too: they stay unknown within the transaction
  }
  return memo.catalog;
}

export interface LineRequest {
  item_id: string;
  variant_id?: string | null;
  option_choice_ids?: string[];
  quantity: number;
}

export interface ResolvedLine {
  item: ItemRow;
  variant: VariantRow | null;
  options: { option_id: string; label: string; choice_id: string; text: string; price: number }[];
  priced: PricedLine;
  shippable: ShippableLine;
}

/** Why an item cannot be bought now, or null. */
export function unavailability(item: ItemRow, variant: VariantRow | null, now: string): string | null {
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
export function resolveLine(cat: Catalog, line: LineRequest, field = ''): ResolvedLine | null {
  const item = cat.get(line.item_id);
  if (!item) return null;
  const { variants, options, choices } = item;
  let variant: VariantRow | null = null;
  if (variants.length > 0) {
    if (!line.variant_id) throw invalidField(`${field}variant_id`, 'is required: this item is sold in variants');
    variant = variants.find((v) => v.id === line.variant_id) ?? null;
    if (!variant) throw invalidField(`${field}variant_id`, 'is not a variant of this item');
  } else if (line.variant_id) throw invalidField(`${field}variant_id`, 'this item has no variants');

  const chosen: ResolvedLine['options'] = [];
  for (const id of line.option_choice_ids ?? []) {
    const choice = choices.find((c) => c.id === id);
    if (!choice) throw invalidField(`${field}option_choice_ids`, `${id} is not a choice of this item's options`);
    const option = options.find((o) => o.id === choice.option_id)!;
    if (chosen.some((c) => c.option_id === option.id))
      throw invalidField(`${field}option_choice_ids`, `only one choice of "${option.label}" may be chosen`);
    chosen.push({
      option_id: option.id,
      label: option.label,
      choice_id: choice.id,
      text: choice.text,
      price: choice.price_amount,
    });
  }
  const missing = options.find((o) => o.required === 1 && !chosen.some((c) => c.option_id === o.id));
  if (missing) throw invalidField(`${field}option_choice_ids`, `"${missing.label}" must be chosen`);
  chosen.sort(
    (a, b) => options.findIndex((o) => o.id === a.option_id) - options.findIndex((o) => o.id === b.option_id),
  );

  const limit = Math.min(item.selling_limits ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  if (line.quantity > limit) {
    const per = limit === item.selling_limits ? 'per shopper' : 'per cart line';
    throw new ApiError('selling_limit_exceeded', `At most ${limit} of ${item.name} ${per}`, {
      details: [{ field: `${field}quantity`, message: `at most ${limit}` }],
    });
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

/** A cart line as a line request. */
export function lineRequestOf(row: CartLineRow): LineRequest {
  return {
    item_id: row.item_id,
    variant_id: row.variant_id,
    option_choice_ids: JSON.parse(row.option_choice_ids) as string[],
    quantity: row.quantity,
  };
}

/** Quantity per item already held (earlier orders, not cancelled) plus what the cart holds, against selling_limits. */
export async function checkSellingLimits(
  db: Db,
  s: Shopper,
  wanted: { item: ItemRow; quantity: number }[],
): Promise<void> {
  const limited = wanted.filter((w) => w.item.selling_limits !== null);
  if (limited.length === 0) return;
  const held = await orderedQuantities(db, s.shopId, s.customerId, [...new Set(limited.map((w) => w.item.id))]);
  const totals = new Map<string, number>();
  for (const w of limited) totals.set(w.item.id, (totals.get(w.item.id) ?? 0) + w.quantity);
  for (const w of limited) {
    const total = totals.get(w.item.id)! + (held.get(w.item.id) ?? 0);
    if (total > w.item.selling_limits!) {
      const already = held.get(w.item.id) ?? 0;
      throw new ApiError(
        'selling_limit_exceeded',
        `At most ${w.item.selling_limits} of ${w.item.name} per shopper${already ? ` (${already} already ordered)` : ''}`,
      );
    }
  }
}
