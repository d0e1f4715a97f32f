import type { Actor } from '../../lib/actor.ts';
import { ApiError, invalidField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { checkDetailUrl, checkSellingPeriod, optionalTime } from './field-rules.ts';
import { buildTicket, componentsOf, optionRows, resolveAxisValues } from './part-rules.ts';
import type { AxisRow, AxisValueRow, ItemRow, VariantRow } from './repo/items.ts';
import type { Ticket } from './part-schemas.ts';
import { TICKET_KINDS, type CreateItemInput, type UpdateItemInput } from './schemas.ts';

/*
 * The item rules of the interface document and DECISIONS.md section 4, as pure functions: what an
 * item's input must satisfy and the rows it makes, at creation and at an edit of its row. No database
 * here (src/catalog/items/service.ts). Beside it: field-rules.ts (shape and single fields),
 * part-rules.ts (tickets, bundles, options, variants' axis values), change-rules.ts (what an edit changed).
 */

/** Who makes a change: an API client, shop staff in the console, the operator at the CLI (src/lib/actor.ts). */
export type { Actor };

const MIN_DISCOUNTED_PRICE = 50;

const discounted = (amount: number, rate: number) => Math.floor((amount * (100 - rate)) / 100);

/** Rule 1: the discounted price (item, and each variant with its own price or the item's) is at least 50 JPY. Free tickets are exempt: they cost nothing by definition. */
export function checkPrices(
  kind: string,
  price: number,
  rate: number,
  variants: { price_amount: number | null; discount_rate: number; sku: string }[],
): void {
  if (kind === 'free_ticket') return;
  const low = (amount: number, r: number) => discounted(amount, r) < MIN_DISCOUNTED_PRICE;
  if (low(price, rate)) {
    throw new ApiError(
      'price_below_minimum',
      `The discounted price floor(${price} × (100 − ${rate}) / 100) = ${discounted(price, rate)} JPY is below the ${MIN_DISCOUNTED_PRICE} JPY minimum`,
      {
        details: [{ field: 'price', message: `discounted price must be at least ${MIN_DISCOUNTED_PRICE} JPY` }],
      },
    );
  }
  for (const v of variants) {
    const amount = v.price_amount ?? price;
    if (low(amount, v.discount_rate)) {
      throw new ApiError(
        'price_below_minimum',
        `Variant ${v.sku}: the discounted price ${discounted(amount, v.discount_rate)} JPY is below the ${MIN_DISCOUNTED_PRICE} JPY minimum`,
        {
          details: [
            {
              field: `variants.${v.sku}.price`,
              message: `discounted price must be at least ${MIN_DISCOUNTED_PRICE} JPY`,
            },
          ],
        },
      );
    }
  }
}

/** Staff (or the operator) editing an item under a client's management marks it edited by hand. */
export const handMark = (actor: Actor, managedByClientId: string | null) =>
  actor.type !== 'client' && managedByClientId ? { edited_by_hand: 1 } : {};

/** The calling client's id, or null for staff. */
export const clientIdOf = (actor: Actor) => (actor.type === 'client' ? actor.clientId : null);

/** A new item's rows, from a create body already checked for shape: every rule that needs no database. */
export function newItemRows(shopId: string, input: CreateItemInput, actor: Actor, now: string) {
  const kind = input.kind ?? 'normal';
  const isTicket = TICKET_KINDS.includes(kind);
  const sellFrom = optionalTime('sell_from', input.sell_from) ?? null;
  const sellBy = optionalTime('sell_by', input.sell_by) ?? null;
  checkSellingPeriod(sellFrom, sellBy);
  checkDetailUrl(input.detail_url);
  if (kind === 'gift' && input.is_shipping === true)
    throw new ApiError('gift_must_not_ship', 'A gift item is never shipped: is_shipping must be false');
  if (isTicket && input.number_of_sets === undefined)
    throw new ApiError('number_of_sets_required', `number_of_sets is required for kind ${kind}`);
  if (isTicket && !input.ticket) throw new ApiError('ticket_info_required', `ticket is required for kind ${kind}`);
  if (!isTicket && input.ticket)
    throw invalidField('ticket', 'is only for kinds ticket, free_ticket and pre_sale_ticket');
  const ticket = isTicket ? buildTicket(input.ticket!, null) : null;
  if (kind !== 'bundle' && input.bundle)
    throw new ApiError('bundle_not_allowed', `Only bundle items have a bundle; this item is ${kind}`);
  if (kind === 'bundle' && !input.bundle) throw invalidField('bundle', 'is required for bundle items');
  if (kind === 'bundle' && input.inventory !== null)
    throw invalidField('inventory', 'must be null for bundle items: their stock derives from the components');
  if (input.variants?.length && !input.variation_axes?.length) throw invalidField('variants', 'need variation_axes');

  const id = newId('item');
  const row: ItemRow = {
    id,
    shop_id: shopId,
    sku: input.sku,
    name: input.name,
    status: input.status ?? 'active',
    kind,
    price_amount: input.price.amount,
    currency: 'JPY',
    inventory: input.inventory,
    for_gift: kind === 'gift' ? 1 : 0,
    category_id: input.category_id,
    description: input.description,
    detail_url: input.detail_url ?? null,
    shipping_cost_amount: input.shipping_cost?.amount ?? null,
    main_image_orientation: input.main_image_orientation ?? 'square',
    restock_notification: input.restock_notification ? 1 : 0,
    cancellation_enabled: input.cancellation.enabled ? 1 : 0,
    cancellation_cancel_by: input.cancellation.cancel_by,
    ticket: ticket ? JSON.stringify(ticket) : null,
    tax_rate: input.tax_rate,
    discount_rate: input.discount_rate ?? 0,
    delivery_datetime_possibility: input.delivery_datetime_possibility ?? 'nullable',
    shipping_date_estimate: input.shipping_date_estimate ?? '',
    selling_limits: input.selling_limits ?? null,
    discount_title: input.discount_title ?? null,
    is_shipping: (input.is_shipping ?? kind !== 'gift') ? 1 : 0,
    share_button_enabled: input.share_button_enabled === false ? 0 : 1,
    number_of_sets: input.number_of_sets ?? 1,
    sell_from: sellFrom,
    sell_by: sellBy,
    external_ref: input.external_ref ?? null,
    managed_by_client_id: input.external_ref != null ? clientIdOf(actor) : null,
    edited_by_hand: 0,
    archived: 0,
    created_at: now,
    updated_at: now,
  };

  // Axes, values and variants (by name at creation).
  const axes: AxisRow[] = [];
  const values: AxisValueRow[] = [];
  (input.variation_axes ?? []).forEach((a, i) => {
    if (axes.some((x) => x.name === a.name)) throw invalidField(`variation_axes[${i}].name`, 'is used twice');
    const axisId = newId('axis');
    axes.push({ id: axisId, shop_id: shopId, item_id: id, name: a.name, sort: i });
    a.values.forEach((v, j) => {
      if (values.some((x) => x.axis_id === axisId && x.name === v.name))
        throw invalidField(`variation_axes[${i}].values[${j}].name`, 'is used twice');
      values.push({ id: newId('val'), shop_id: shopId, item_id: id, axis_id: axisId, name: v.name, sort: j });
    });
  });
  const combos = new Set<string>();
  const variants: VariantRow[] = (input.variants ?? []).map((v, i) => {
    const pairs = resolveAxisValues(v.axis_values, axes, values, `variants[${i}].axis_values`);
    const key = JSON.stringify(pairs);
    if (combos.has(key)) throw invalidField(`variants[${i}].axis_values`, 'another variant has the same values');
    combos.add(key);
    return {
      id: newId('var'),
      shop_id: shopId,
      item_id: id,
      sku: v.sku,
      name: v.name,
      price_amount: v.price?.amount ?? null,
      inventory: 0,
      discount_rate: v.discount_rate ?? 0,
      status: v.status ?? 'active',
      axis_values: key,
      sort: i,
      created_at: now,
      updated_at: now,
    };
  });
  checkPrices(kind, row.price_amount, row.discount_rate, variants);
  const components = input.bundle ? componentsOf(input.bundle, id, shopId) : [];
  const options = optionRows(input.options ?? [], id, shopId);
  return { row, axes, values, variants, components, ...options };
}

/** Refusals of an edit that depend only on its body and who sends it. */
export function checkEditInput(input: UpdateItemInput, actor: Actor): void {
  for (const field of ['kind', 'sku', 'inventory', 'variants'] as const) {
    if (input[field] !== undefined)
      throw new ApiError(
        'field_not_editable',
        `${field} cannot be changed after creation${field === 'inventory' ? ' here; use PATCH /v1/items/{id}/stock' : field === 'variants' ? '; use the variant endpoints' : ''}`,
      );
  }
  if (input.variation_axes !== undefined)
    throw new ApiError('variation_axes_locked', 'Variation axes are fixed at creation');
  if (input.managed_by === 'self' && actor.type !== 'client')
    throw invalidField('managed_by', 'only an API client can take an item under its management');
  checkDetailUrl(input.detail_url);
}

/** The item row after an edit (the stored row with the sent fields applied), every rule on the row checked. */
export function editedRow(old: ItemRow, input: UpdateItemInput, actor: Actor): ItemRow {
  const clientId = clientIdOf(actor);
  if (
    clientId &&
    old.managed_by_client_id === clientId &&
    old.edited_by_hand === 1 &&
    input.managed_by !== 'self' &&
    (input.status !== undefined || input.archived !== undefined)
  ) {
    throw new ApiError(
      'edited_by_hand',
      'Shop staff edited this item by hand: send managed_by "self" (with or before this write) to take it over again',
    );
  }
  const isTicket = TICKET_KINDS.includes(old.kind);
  if (input.ticket !== undefined && !isTicket)
    throw invalidField('ticket', 'is only for kinds ticket, free_ticket and pre_sale_ticket');
  if (input.bundle && old.kind !== 'bundle')
    throw new ApiError('bundle_not_allowed', `Only bundle items have a bundle; this item is ${old.kind}`);
  if (input.bundle === null && old.kind === 'bundle')
    throw invalidField('bundle', 'a bundle item needs its components');

  const row: ItemRow = { ...old };
  const set = <K extends keyof ItemRow>(key: K, value: ItemRow[K] | undefined) => {
    if (value !== undefined) row[key] = value;
  };
  set('name', input.name);
  set('category_id', input.category_id);
  set('description', input.description);
  set('detail_url', input.detail_url);
  set('price_amount', input.price?.amount);
  set('tax_rate', input.tax_rate);
  set('discount_rate', input.discount_rate);
  set('discount_title', input.discount_title);
  set('status', input.status);
  set('main_image_orientation', input.main_image_orientation);
  set('sell_from', optionalTime('sell_from', input.sell_from));
  set('sell_by', optionalTime('sell_by', input.sell_by));
  set('selling_limits', input.selling_limits);
  set('shipping_date_estimate', input.shipping_date_estimate);
  set('is_shipping', input.is_shipping === undefined ? undefined : input.is_shipping ? 1 : 0);
  set('shipping_cost_amount', input.shipping_cost === undefined ? undefined : (input.shipping_cost?.amount ?? null));
  set(
    'share_button_enabled',
    input.share_button_enabled === undefined ? undefined : input.share_button_enabled ? 1 : 0,
  );
  set('delivery_datetime_possibility', input.delivery_datetime_possibility);
  set(
    'restock_notification',
    input.restock_notification === undefined ? undefined : input.restock_notification ? 1 : 0,
  );
  set('number_of_sets', input.number_of_sets);
  if (input.cancellation) {
    row.cancellation_enabled = input.cancellation.enabled ? 1 : 0;
    row.cancellation_cancel_by = input.cancellation.cancel_by;
  }
  if (input.ticket) row.ticket = JSON.stringify(buildTicket(input.ticket, JSON.parse(old.ticket!) as Ticket));
  set('archived', input.archived === undefined ? undefined : input.archived ? 1 : 0);
  // Management: external_ref or managed_by "self" puts the item under this client; null releases it.
  if (input.external_ref !== undefined) row.external_ref = input.external_ref;
  if (input.external_ref != null && clientId && old.managed_by_client_id !== clientId) {
    row.managed_by_client_id = clientId;
    row.edited_by_hand = 0;
  }
  if (input.managed_by !== undefined) {
    row.managed_by_client_id = input.managed_by === 'self' ? clientId : null;
    row.edited_by_hand = 0;
  }

  checkSellingPeriod(row.sell_from, row.sell_by);
  if (old.kind === 'gift' && row.is_shipping === 1)
    throw new ApiError('gift_must_not_ship', 'A gift item is never shipped: is_shipping must be false');
  return row;
}
