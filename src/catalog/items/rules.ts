import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { isUniqueViolation } from '../../db/database.ts';
import { ApiError, invalidField, type ErrorDetail } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { CLIENT_TIME_FORMS, parseClientTime } from '../../lib/jst-time.ts';
import { money } from '../../lib/money.ts';
import type { AxisRow, AxisValueRow, ChoiceRow, ComponentRow, ItemRow, OptionRow, VariantRow } from './repo.ts';
import {
  TICKET_KINDS,
  type BundleInputT,
  type CreateItemInput,
  type OptionInputT,
  type Ticket,
  type TicketInputT,
  type UpdateItemInput,
} from './schemas.ts';

/*
 * The item rules of the interface document and DECISIONS.md section 4, as pure functions: what an
 * input must satisfy, the rows it makes, and what an edit changed. No database here (src/catalog/items/service.ts).
 */

/** Who makes a change: an API client, or shop staff (console or CLI). */
export type Actor = { type: 'client'; clientId: string } | { type: 'staff'; staffId: string };

/** One changed field of an edit, in API form: what the item history records. */
export type Change = { field: string; old: unknown; new: unknown };

export const MIN_DISCOUNTED_PRICE = 50;

// The service checks its input's shape itself, so the console, the CLI and the seeder get the same
// refusals as the API (whose routes already validated with the same schemas).
const ajv = new Ajv.default({ allErrors: true, coerceTypes: false, useDefaults: false, strict: false });
addFormats.default(ajv);
const validators = new Map<TSchema, ValidateFunction>();

export function checkShape<T>(schema: TSchema, input: unknown): T {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(input)) return input as T;
  const details = (validate.errors ?? []).map(detailOf);
  throw new ApiError('invalid_request', `${details[0]!.field} ${details[0]!.message}`, { details });
}

function detailOf(e: ErrorObject): ErrorDetail {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = e.params as { missingProperty?: string; additionalProperty?: string };
  const field = [base, extra.missingProperty ?? extra.additionalProperty].filter(Boolean).join('.') || 'body';
  const message =
    e.keyword === 'additionalProperties'
      ? 'is not a known field'
      : e.keyword === 'required'
        ? 'is required'
        : e.keyword === 'enum'
          ? `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
          : (e.message ?? 'is invalid');
  return { field, message };
}

/** A client time (Japan time without an offset) as stored: UTC text; 400 naming the field otherwise. */
export function storedTime(field: string, value: string): string {
  const parsed = parseClientTime(value);
  if (!parsed) throw invalidField(field, `must be ${CLIENT_TIME_FORMS}`);
  return parsed;
}
const optionalTime = (field: string, value: string | null | undefined) =>
  value == null ? value : storedTime(field, value);

function checkDetailUrl(url: string | null | undefined): void {
  if (url == null) return;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    /* not a URL: refused below */
  }
  if (!parsed || parsed.protocol !== 'https:' || !parsed.hostname)
    throw invalidField('detail_url', 'must be an absolute https:// URL');
}

function checkSellingPeriod(from: string | null, by: string | null): void {
  if (from && by && by <= from) throw invalidField('sell_by', 'must be later than sell_from');
}

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

const TICKET_REQUIRED = ['event_group', 'venue_name', 'valid_from', 'valid_by'] as const;
const TICKET_TIMES = ['doors_open_at', 'entry_start_at', 'valid_from', 'valid_by'] as const;

/** A complete ticket from a create body, or the stored one with the sent fields changed. */
function buildTicket(input: TicketInputT, current: Ticket | null): Ticket {
  if (!current) {
    const missing = TICKET_REQUIRED.filter((f) => input[f] === undefined);
    if (missing.length) {
      throw new ApiError('ticket_info_required', `ticket needs ${missing.join(', ')}`, {
        details: missing.map((f) => ({ field: `ticket.${f}`, message: 'is required' })),
      });
    }
  }
  const times: Partial<Ticket> = {};
  for (const f of TICKET_TIMES) if (input[f] !== undefined) times[f] = storedTime(`ticket.${f}`, input[f]);
  const validFrom = times.valid_from ?? current?.valid_from ?? '';
  const ticket: Ticket = {
    event_group: '',
    venue_name: '',
    venue_address: '',
    term_and_condition: '',
    allow_continuous_use: false,
    default_seat_label: '',
    background_color: '#FFFFFF',
    lottery: null,
    doors_open_at: validFrom,
    entry_start_at: validFrom,
    valid_from: validFrom,
    valid_by: '',
    ...current,
    ...(Object.fromEntries(
      Object.entries(input).filter(([k]) => !(TICKET_TIMES as readonly string[]).includes(k)),
    ) as Partial<Ticket>),
    ...times,
  };
  if (ticket.valid_by <= ticket.valid_from)
    throw invalidField('ticket.valid_by', 'must be later than ticket.valid_from');
  return ticket;
}

/** A bundle's component rows: at least one, each item once. */
export function componentsOf(bundle: BundleInputT, bundleItemId: string, shopId: string): ComponentRow[] {
  if (bundle.components.length === 0) throw invalidField('bundle.components', 'a bundle needs at least one component');
  const seen = new Set<string>();
  return bundle.components.map((c, i) => {
    if (seen.has(c.item_id)) throw invalidField(`bundle.components[${i}].item_id`, 'is listed twice');
    seen.add(c.item_id);
    return {
      shop_id: shopId,
      bundle_item_id: bundleItemId,
      component_item_id: c.item_id,
      quantity: c.quantity,
      selection_type: c.selection_type ?? 'fixed',
      sort: i,
    };
  });
}

/** Components must be items of the shop, and no bundle contains a bundle. `found` holds the shop's items among the components. */
export function checkComponents(rows: ComponentRow[], found: ReadonlyMap<string, Pick<ItemRow, 'kind'>>): void {
  rows.forEach((r, i) => {
    const item = found.get(r.component_item_id);
    if (!item) throw invalidField(`bundle.components[${i}].item_id`, 'is not an item of this shop');
    if (item.kind === 'bundle')
      throw invalidField(`bundle.components[${i}].item_id`, 'is a bundle; bundles cannot contain bundles');
  });
}

export function optionRows(
  options: OptionInputT[],
  itemId: string,
  shopId: string,
): { options: OptionRow[]; choices: ChoiceRow[] } {
  const optionRowsOut: OptionRow[] = [];
  const choices: ChoiceRow[] = [];
  options.forEach((o, i) => {
    const id = newId('opt');
    optionRowsOut.push({
      id,
      shop_id: shopId,
      item_id: itemId,
      type: o.type,
      label: o.label,
      description: o.description ?? '',
      required: o.required ? 1 : 0,
      price_amount: o.price?.amount ?? 0,
      sort: i,
    });
    o.choices.forEach((c, j) =>
      choices.push({
        id: newId('choice'),
        shop_id: shopId,
        item_id: itemId,
        option_id: id,
        text: c.text,
        price_amount: c.price?.amount ?? 0,
        sort: j,
      }),
    );
  });
  return { options: optionRowsOut, choices };
}

/** Options without ids, for comparing an edit's options with the stored ones and for history. */
function optionContent(options: OptionRow[], choices: ChoiceRow[]) {
  return options.map((o) => ({
    type: o.type,
    label: o.label,
    description: o.description,
    required: o.required === 1,
    price: money(o.price_amount),
    choices: choices.filter((c) => c.option_id === o.id).map((c) => ({ text: c.text, price: money(c.price_amount) })),
  }));
}

/** A bundle's components in API form (without ids of their own). */
export const bundleContent = (components: ComponentRow[]) => ({
  components: components.map((c) => ({
    item_id: c.component_item_id,
    quantity: c.quantity,
    selection_type: c.selection_type,
  })),
});

/** The editable fields in API form: what history records and what an edit is compared on. managed_by holds the client id here. */
function editableFields(
  row: ItemRow,
  options: OptionRow[],
  choices: ChoiceRow[],
  components: ComponentRow[],
): Record<string, unknown> {
  return {
    name: row.name,
    category_id: row.category_id,
    description: row.description,
    detail_url: row.detail_url,
    price: money(row.price_amount),
    tax_rate: row.tax_rate,
    discount_rate: row.discount_rate,
    discount_title: row.discount_title,
    status: row.status,
    main_image_orientation: row.main_image_orientation,
    sell_from: row.sell_from,
    sell_by: row.sell_by,
    selling_limits: row.selling_limits,
    shipping_date_estimate: row.shipping_date_estimate,
    is_shipping: row.is_shipping === 1,
    shipping_cost: row.shipping_cost_amount === null ? null : money(row.shipping_cost_amount),
    share_button_enabled: row.share_button_enabled === 1,
    delivery_datetime_possibility: row.delivery_datetime_possibility,
    restock_notification: row.restock_notification === 1,
    number_of_sets: row.number_of_sets,
    cancellation: { enabled: row.cancellation_enabled === 1, cancel_by: row.cancellation_cancel_by },
    ticket: row.ticket === null ? null : JSON.parse(row.ticket),
    bundle: row.kind === 'bundle' ? bundleContent(components) : null,
    options: optionContent(options, choices),
    external_ref: row.external_ref,
    managed_by: row.managed_by_client_id,
    archived: row.archived === 1,
  };
}

/** An item with everything an edit may replace besides its row. */
export interface EditableItem {
  row: ItemRow;
  options: OptionRow[];
  choices: ChoiceRow[];
  components: ComponentRow[];
}

/** The fields whose API form differs (JSON compared), each with its old and new value. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): Change[] {
  return Object.keys(after)
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: prefix + k, old: before[k] ?? null, new: after[k] ?? null }));
}

/** What an item edit changed, field by field. */
export function itemChanges(before: EditableItem, after: EditableItem): Change[] {
  return changedFields(
    editableFields(before.row, before.options, before.choices, before.components),
    editableFields(after.row, after.options, after.choices, after.components),
  );
}

/** A variant's editable fields in API form. */
export const variantFields = (v: VariantRow) => ({
  sku: v.sku,
  name: v.name,
  price: v.price_amount === null ? null : money(v.price_amount),
  discount_rate: v.discount_rate,
  status: v.status,
});

/** Why an edit takes the item out of shoppers' carts (DECISIONS.md section 4), or null when it does not. */
export function cartDropReason(changes: Change[]): string | null {
  const reasons = new Set<string>();
  for (const c of changes) {
    const field = c.field.replace(/^variants\.[^.]+\./, 'variant_');
    if (['price', 'discount_rate', 'tax_rate', 'variant_price', 'variant_discount_rate'].includes(field))
      reasons.add('its price changed');
    else if ((field === 'status' || field === 'variant_status') && c.new === 'inactive')
      reasons.add('it is no longer on sale');
    else if (field === 'archived' && c.new === true) reasons.add('it is no longer on sale');
    else if (field === 'sell_from' || field === 'sell_by') reasons.add('its selling period changed');
    else if (field === 'options') reasons.add('its options changed');
    else if (field === 'bundle') reasons.add('its bundle contents changed');
  }
  return reasons.size ? `The item was removed from your cart because ${[...reasons].join(' and ')}.` : null;
}

/** A unique violation on insert or update of an item or variant is the shop's sku already in use. */
export function skuTaken(err: unknown): never {
  if (isUniqueViolation(err))
    throw new ApiError('sku_taken', 'This sku is already used by another item or variant of the shop');
  throw err;
}

/** Resolves {axis, value} pairs (names, or ids) to one value of each axis. */
export function resolveAxisValues(
  refs: { axis: string; value: string }[],
  axes: AxisRow[],
  values: AxisValueRow[],
  field: string,
): { axis_id: string; value_id: string }[] {
  const resolved = refs.map((ref, j) => {
    const axis = axes.find((a) => a.id === ref.axis) ?? axes.find((a) => a.name === ref.axis);
    if (!axis) throw invalidField(`${field}[${j}].axis`, `"${ref.axis}" is not a variation axis of this item`);
    const own = values.filter((v) => v.axis_id === axis.id);
    const value = own.find((v) => v.id === ref.value) ?? own.find((v) => v.name === ref.value);
    if (!value) throw invalidField(`${field}[${j}].value`, `"${ref.value}" is not a value of axis "${axis.name}"`);
    return { axis_id: axis.id, value_id: value.id };
  });
  if (axes.length === 0) throw invalidField(field, 'this item has no variation axes');
  for (const axis of axes) {
    const n = resolved.filter((r) => r.axis_id === axis.id).length;
    if (n !== 1) throw invalidField(field, `needs exactly one value of axis "${axis.name}"`);
  }
  return axes.map((a) => resolved.find((r) => r.axis_id === a.id)!);
}

/** Staff editing an item under a client's management marks it edited by hand. */
export const handMark = (actor: Actor, managedByClientId: string | null) =>
  actor.type === 'staff' && managedByClientId ? { edited_by_hand: 1 } : {};

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
