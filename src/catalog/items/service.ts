import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type Db } from '../../db/database.ts';
import { ApiError, invalidField, notFound, type ErrorDetail } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { CLIENT_TIME_FORMS, parseClientTime } from '../../lib/jst-time.ts';
import { money } from '../../lib/money.ts';
import { pageOf, pageRequest, type Page } from '../../lib/page.ts';
import { nowIso } from '../../lib/time.ts';
import { dropItemFromCarts } from '../../storefront/cart-drops.ts';
import { imageUrl } from '../images/service.ts';
import { adjustInventory, setInventory } from '../stock.ts';
import { ItemPageCache, itemPageKey } from './page-cache.ts';
import { catalogVersionQuery, itemsRepo, type AxisRow, type AxisValueRow, type ChoiceRow, type ComponentRow, type ItemRow, type ItemSummaryRow, type OptionRow, type VariantRow } from './repo.ts';
import {
  CreateItemBody, CreateVariantBody, StockBody, TICKET_KINDS, UpdateItemBody, UpdateVariantBody,
  type BundleInputT, type CreateItemInput, type CreateVariantInput, type HistoryEntry, type Item, type ItemSummary,
  type ListItemsInput, type OptionInputT, type StockInput, type Ticket, type TicketInputT, type UpdateItemInput,
  type UpdateVariantInput, type Variant,
} from './schemas.ts';

export type { CreateItemInput, UpdateItemInput, CreateVariantInput, UpdateVariantInput, StockInput, ListItemsInput, Item, ItemSummary, Variant, HistoryEntry };

/** Who makes a change: an API client, or shop staff (console or CLI). */
export type Actor = { type: 'client'; clientId: string } | { type: 'staff'; staffId: string };

export const MIN_DISCOUNTED_PRICE = 50;

// The service checks its input's shape itself, so the console, the CLI and the seeder get the same
// refusals as the API (whose routes already validated with the same schemas).
const ajv = new Ajv.default({ allErrors: true, coerceTypes: false, useDefaults: false, strict: false });
addFormats.default(ajv);
const validators = new Map<TSchema, ValidateFunction>();

function checkShape<T>(schema: TSchema, input: unknown): T {
  let validate = validators.get(schema);
  if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
  if (validate(input)) return input as T;
  const details = (validate.errors ?? []).map(detailOf);
  throw new ApiError('invalid_request', `${details[0]!.field} ${details[0]!.message}`, { details });
}

function detailOf(e: ErrorObject): ErrorDetail {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (e.params as { missingProperty?: string; additionalProperty?: string });
  const field = [base, extra.missingProperty ?? extra.additionalProperty].filter(Boolean).join('.') || 'body';
  const message = e.keyword === 'additionalProperties' ? 'is not a known field' : e.keyword === 'required' ? 'is required'
    : e.keyword === 'enum' ? `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}` : e.message ?? 'is invalid';
  return { field, message };
}

function time(field: string, value: string): string {
  const parsed = parseClientTime(value);
  if (!parsed) throw invalidField(field, `must be ${CLIENT_TIME_FORMS}`);
  return parsed;
}
const optionalTime = (field: string, value: string | null | undefined) => (value == null ? value : time(field, value));

function checkDetailUrl(url: string | null | undefined): void {
  if (url == null) return;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {}
  if (!parsed || parsed.protocol !== 'https:' || !parsed.hostname) throw invalidField('detail_url', 'must be an absolute https:// URL');
}

function checkSellingPeriod(from: string | null, by: string | null): void {
  if (from && by && by <= from) throw invalidField('sell_by', 'must be later than sell_from');
}

const discounted = (amount: number, rate: number) => Math.floor((amount * (100 - rate)) / 100);

/** Rule 1: the discounted price (item, and each variant with its own price or the item's) is at least 50 JPY. Free tickets are exempt: they cost nothing by definition. */
function checkPrices(kind: string, price: number, rate: number, variants: { price_amount: number | null; discount_rate: number; sku: string }[]): void {
  if (kind === 'free_ticket') return;
  const low = (amount: number, r: number) => discounted(amount, r) < MIN_DISCOUNTED_PRICE;
  if (low(price, rate)) {
    throw new ApiError('price_below_minimum', `The discounted price floor(${price} × (100 − ${rate}) / 100) = ${discounted(price, rate)} JPY is below the ${MIN_DISCOUNTED_PRICE} JPY minimum`, {
      details: [{ field: 'price', message: `discounted price must be at least ${MIN_DISCOUNTED_PRICE} JPY` }],
    });
  }
  for (const v of variants) {
    const amount = v.price_amount ?? price;
    if (low(amount, v.discount_rate)) {
      throw new ApiError('price_below_minimum', `Variant ${v.sku}: the discounted price ${discounted(amount, v.discount_rate)} JPY is below the ${MIN_DISCOUNTED_PRICE} JPY minimum`, {
        details: [{ field: `variants.${v.sku}.price`, message: `discounted price must be at least ${MIN_DISCOUNTED_PRICE} JPY` }],
      });
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
      throw new ApiError('ticket_info_required', `ticket needs ${missing.join(', ')}`, { details: missing.map((f) => ({ field: `ticket.${f}`, message: 'is required' })) });
    }
  }
  const times: Partial<Ticket> = {};
  for (const f of TICKET_TIMES) if (input[f] !== undefined) times[f] = time(`ticket.${f}`, input[f]!);
  const validFrom = times.valid_from ?? current?.valid_from ?? '';
  const ticket: Ticket = {
    event_group: '', venue_name: '', venue_address: '', term_and_condition: '', allow_continuous_use: false, default_seat_label: '',
    background_color: '#FFFFFF', lottery: null, doors_open_at: validFrom, entry_start_at: validFrom, valid_from: validFrom, valid_by: '',
    ...current,
    ...(Object.fromEntries(Object.entries(input).filter(([k]) => !(TICKET_TIMES as readonly string[]).includes(k))) as Partial<Ticket>),
    ...times,
  };
  if (ticket.valid_by <= ticket.valid_from) throw invalidField('ticket.valid_by', 'must be later than ticket.valid_from');
  return ticket;
}

function componentsOf(bundle: BundleInputT, bundleItemId: string, shopId: string): ComponentRow[] {
  if (bundle.components.length === 0) throw invalidField('bundle.components', 'a bundle needs at least one component');
  const seen = new Set<string>();
  return bundle.components.map((c, i) => {
    if (seen.has(c.item_id)) throw invalidField(`bundle.components[${i}].item_id`, 'is listed twice');
    seen.add(c.item_id);
    return { shop_id: shopId, bundle_item_id: bundleItemId, component_item_id: c.item_id, quantity: c.quantity, selection_type: c.selection_type ?? 'fixed', sort: i };
  });
}

/** Checks a bundle's components and answers their stock (null = unlimited), for the bundle's available_stock. */
async function checkComponents(db: Db, shopId: string, rows: ComponentRow[]): Promise<{ quantity: number; inventory: number | null }[]> {
  const found = new Map((await itemsRepo(db).findItems(shopId, rows.map((r) => r.component_item_id))).map((r) => [r.id, r]));
  rows.forEach((r, i) => {
    const item = found.get(r.component_item_id);
    if (!item) throw invalidField(`bundle.components[${i}].item_id`, 'is not an item of this shop');
    if (item.kind === 'bundle') throw invalidField(`bundle.components[${i}].item_id`, 'is a bundle; bundles cannot contain bundles');
  });
  return rows.map((r) => ({ quantity: r.quantity, inventory: found.get(r.component_item_id)!.inventory }));
}

function optionRows(options: OptionInputT[], itemId: string, shopId: string): { options: OptionRow[]; choices: ChoiceRow[] } {
  const optionRowsOut: OptionRow[] = [];
  const choices: ChoiceRow[] = [];
  options.forEach((o, i) => {
    const id = newId('opt');
    optionRowsOut.push({ id, shop_id: shopId, item_id: itemId, type: o.type, label: o.label, description: o.description ?? '', required: o.required ? 1 : 0, price_amount: o.price?.amount ?? 0, sort: i });
    o.choices.forEach((c, j) => choices.push({ id: newId('choice'), shop_id: shopId, item_id: itemId, option_id: id, text: c.text, price_amount: c.price?.amount ?? 0, sort: j }));
  });
  return { options: optionRowsOut, choices };
}

/** Options without ids, for comparing an edit's options with the stored ones and for history. */
function optionContent(options: OptionRow[], choices: ChoiceRow[]) {
  return options.map((o) => ({
    type: o.type, label: o.label, description: o.description, required: o.required === 1, price: money(o.price_amount),
    choices: choices.filter((c) => c.option_id === o.id).map((c) => ({ text: c.text, price: money(c.price_amount) })),
  }));
}

const bundleContent = (components: ComponentRow[]) => ({ components: components.map((c) => ({ item_id: c.component_item_id, quantity: c.quantity, selection_type: c.selection_type })) });

/** The editable fields in API form: what history records and what an edit is compared on. managed_by holds the client id here. */
function editableView(row: ItemRow, options: ReturnType<typeof optionContent>, bundle: ReturnType<typeof bundleContent> | null): Record<string, unknown> {
  return {
    name: row.name, category_id: row.category_id, description: row.description, detail_url: row.detail_url, price: money(row.price_amount),
    tax_rate: row.tax_rate, discount_rate: row.discount_rate, discount_title: row.discount_title, status: row.status,
    main_image_orientation: row.main_image_orientation, sell_from: row.sell_from, sell_by: row.sell_by, selling_limits: row.selling_limits,
    shipping_date_estimate: row.shipping_date_estimate, is_shipping: row.is_shipping === 1,
    shipping_cost: row.shipping_cost_amount === null ? null : money(row.shipping_cost_amount), share_button_enabled: row.share_button_enabled === 1,
    delivery_datetime_possibility: row.delivery_datetime_possibility, restock_notification: row.restock_notification === 1,
    number_of_sets: row.number_of_sets, cancellation: { enabled: row.cancellation_enabled === 1, cancel_by: row.cancellation_cancel_by },
    ticket: row.ticket === null ? null : JSON.parse(row.ticket), bundle, options, external_ref: row.external_ref,
    managed_by: row.managed_by_client_id, archived: row.archived === 1,
  };
}

type Change = { field: string; old: unknown; new: unknown };

function diff(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): Change[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).map((k) => ({ field: prefix + k, old: before[k] ?? null, new: after[k] ?? null }));
}

/** Why an edit takes the item out of shoppers' carts (DECISIONS.md section 4), or null when it does not. */
function cartDropReason(changes: Change[]): string | null {
  const reasons = new Set<string>();
  for (const c of changes) {
    const field = c.field.replace(/^variants\.[^.]+\./, 'variant_');
    if (['price', 'discount_rate', 'tax_rate', 'variant_price', 'variant_discount_rate'].includes(field)) reasons.add('its price changed');
    else if ((field === 'status' || field === 'variant_status') && c.new === 'inactive') reasons.add('it is no longer on sale');
    else if (field === 'archived' && c.new === true) reasons.add('it is no longer on sale');
    else if (field === 'sell_from' || field === 'sell_by') reasons.add('its selling period changed');
    else if (field === 'options') reasons.add('its options changed');
    else if (field === 'bundle') reasons.add('its bundle contents changed');
  }
  return reasons.size ? `The item was removed from your cart because ${[...reasons].join(' and ')}.` : null;
}

function skuTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw new ApiError('sku_taken', 'This sku is already used by another item or variant of the shop');
  throw err;
}

/** Resolves {axis, value} pairs (names, or ids) to one value of each axis. */
function resolveAxisValues(refs: { axis: string; value: string }[], axes: AxisRow[], values: AxisValueRow[], field: string): { axis_id: string; value_id: string }[] {
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

function managedBy(row: ItemSummaryRow, viewerClientId: string | null): 'self' | 'other' | null {
  if (!row.managed_by_client_id) return null;
  return row.managed_by_client_id === viewerClientId ? 'self' : 'other';
}

/** What a full item is made of besides its row. */
interface ItemParts {
  images: { id: string; sort: number }[];
  categoryName: string;
  axes: AxisRow[];
  values: AxisValueRow[];
  variants: VariantRow[];
  options: OptionRow[];
  choices: ChoiceRow[];
  components: ComponentRow[];
  stock: { quantity: number; inventory: number | null }[];
}

/** Item writes and reads: the rules of the interface document and DECISIONS.md section 4. */
export function itemService(ctx: AppContext) {
  const pages = new ItemPageCache(ctx.config.pageCacheBytes);
  const catalogVersion = catalogVersionQuery(ctx.db);

  function summary(row: ItemSummaryRow, mainImage: string, viewerClientId: string | null): ItemSummary {
    return {
      id: row.id, sku: row.sku, name: row.name, status: row.status, kind: row.kind, price: money(row.price_amount), inventory: row.inventory,
      for_gift: row.for_gift === 1, category_id: row.category_id, main_image: mainImage, created_at: row.created_at, updated_at: row.updated_at,
      sell_from: row.sell_from, sell_by: row.sell_by, external_ref: row.external_ref, managed_by: managedBy(row, viewerClientId), archived: row.archived === 1,
    };
  }

  async function listItems(shopId: string, query: ListItemsInput, viewerClientId: string | null): Promise<Page<ItemSummary>> {
    const page = pageRequest(query);
    const status = query.status ?? 'all';
    const repo = itemsRepo(ctx.db);
    const { rows, total } = await repo.list({
      shopId, limit: page.limit, offset: page.offset, categoryId: query.category_id, q: query.q, status: status === 'all' ? undefined : status, sku: query.sku,
      externalRef: query.external_ref, updatedSince: query.updated_since === undefined ? undefined : time('updated_since', query.updated_since),
      archived: query.archived ?? 'exclude',
    });
    const images = await repo.images(rows.map((r) => r.id));
    const main = new Map<string, string>();
    for (const image of images) if (!main.has(image.item_id)) main.set(image.item_id, imageUrl(ctx.config, image.id));
    return pageOf(rows.map((r) => summary(r, main.get(r.id) ?? '', viewerClientId)), page, total);
  }

  function variantOut(v: VariantRow, axes: AxisRow[], values: AxisValueRow[]): Variant {
    const pairs = JSON.parse(v.axis_values) as { axis_id: string; value_id: string }[];
    return {
      item_id: v.item_id, id: v.id, sku: v.sku, name: v.name, price: v.price_amount === null ? null : money(v.price_amount), inventory: v.inventory,
      discount_rate: v.discount_rate, status: v.status,
      axis_values: pairs.map((p) => ({ axis: axes.find((a) => a.id === p.axis_id)?.name ?? '', value: values.find((x) => x.id === p.value_id)?.name ?? '' })),
    };
  }

  async function fullItem(db: Db, row: ItemRow, viewerClientId: string | null): Promise<Item> {
    const repo = itemsRepo(db);
    const [images, category, axes, values, variants, options, choices, components, stock] = await Promise.all([
      repo.images([row.id]), repo.findCategory(row.shop_id, row.category_id), repo.axes(row.id), repo.axisValues(row.id), repo.variants(row.id),
      repo.options(row.id), repo.choices(row.id), repo.components(row.id), row.kind === 'bundle' ? repo.componentStock(row.id) : Promise.resolve([]),
    ]);
    return itemOut(row, { images, categoryName: category?.name ?? '', axes, values, variants, options, choices, components, stock }, viewerClientId);
  }

  /** The full item from its row and parts (read by fullItem, or just written by createItem). */
  function itemOut(row: ItemRow, parts: ItemParts, viewerClientId: string | null): Item {
    const { images, categoryName, axes, values, variants, options, choices, components, stock } = parts;
    const counted = stock.filter((s) => s.inventory !== null);
    return {
      ...summary(row, images[0] ? imageUrl(ctx.config, images[0].id) : '', viewerClientId),
      description: row.description,
      shipping_cost: row.shipping_cost_amount === null ? null : money(row.shipping_cost_amount),
      detail_url: row.detail_url,
      main_image_orientation: row.main_image_orientation as Item['main_image_orientation'],
      restock_notification: row.restock_notification === 1,
      cancellation: { enabled: row.cancellation_enabled === 1, cancel_by: row.cancellation_cancel_by },
      ticket: row.ticket === null ? null : (JSON.parse(row.ticket) as Ticket),
      bundle: row.kind !== 'bundle' ? null : {
        ...bundleContent(components),
        available_stock: counted.length ? Math.min(...counted.map((s) => Math.floor(s.inventory! / s.quantity))) : null,
      },
      tax_rate: row.tax_rate,
      discount_rate: row.discount_rate,
      delivery_datetime_possibility: row.delivery_datetime_possibility as Item['delivery_datetime_possibility'],
      shipping_date_estimate: row.shipping_date_estimate,
      selling_limits: row.selling_limits,
      discount_title: row.discount_title,
      is_shipping: row.is_shipping === 1,
      share_button_enabled: row.share_button_enabled === 1,
      number_of_sets: row.number_of_sets,
      category_name: categoryName,
      images: images.map((i) => ({ id: i.id, url: imageUrl(ctx.config, i.id), sort: i.sort })),
      variation_axes: axes.map((a) => ({ id: a.id, name: a.name, values: values.filter((v) => v.axis_id === a.id).map((v) => ({ id: v.id, name: v.name })) })),
      variants: variants.map((v) => {
        const { item_id: _, ...embedded } = variantOut(v, axes, values);
        return embedded;
      }),
      options: options.map((o) => ({
        id: o.id, type: o.type, label: o.label, description: o.description, required: o.required === 1, price: money(o.price_amount),
        choices: choices.filter((c) => c.option_id === o.id).map((c) => ({ id: c.id, text: c.text, price: money(c.price_amount) })),
      })),
    };
  }

  /** Answers the category's name. */
  async function checkCategory(db: Db, shopId: string, categoryId: string): Promise<string> {
    const category = await itemsRepo(db).findCategory(shopId, categoryId);
    if (!category) throw invalidField('category_id', 'is not a category of this shop');
    return category.name;
  }

  /** Writes the history entry of an edit and takes the item out of carts when the change calls for it. */
  async function recordEdit(db: Db, actor: Actor, row: ItemRow, changes: Change[], at: string): Promise<void> {
    await itemsRepo(db).insertHistory({
      id: newId('hist'), shop_id: row.shop_id, item_id: row.id, actor_type: actor.type,
      actor_id: actor.type === 'client' ? actor.clientId : actor.staffId, changes: JSON.stringify(changes), created_at: at,
    });
    const reason = cartDropReason(changes);
    if (reason) await dropItemFromCarts(db, { shopId: row.shop_id, itemId: row.id, reason });
  }

  /** Staff editing an item under a client's management marks it edited by hand. */
  const handMark = (actor: Actor, managedByClientId: string | null) => (actor.type === 'staff' && managedByClientId ? { edited_by_hand: 1 } : {});

  async function loadForEdit(db: Db, shopId: string, itemId: string): Promise<ItemRow> {
    const row = await itemsRepo(db).findItemForUpdate(shopId, itemId);
    if (!row) throw notFound('item');
    return row;
  }

  return {
    async createItem(actor: Actor, shopId: string, body: CreateItemInput): Promise<Item> {
      const input = checkShape<CreateItemInput>(CreateItemBody, body);
      const kind = input.kind ?? 'normal';
      const isTicket = TICKET_KINDS.includes(kind);
      const sellFrom = optionalTime('sell_from', input.sell_from) ?? null;
      const sellBy = optionalTime('sell_by', input.sell_by) ?? null;
      checkSellingPeriod(sellFrom, sellBy);
      checkDetailUrl(input.detail_url);
      if (kind === 'gift' && input.is_shipping === true) throw new ApiError('gift_must_not_ship', 'A gift item is never shipped: is_shipping must be false');
      if (isTicket && input.number_of_sets === undefined) throw new ApiError('number_of_sets_required', `number_of_sets is required for kind ${kind}`);
      if (isTicket && !input.ticket) throw new ApiError('ticket_info_required', `ticket is required for kind ${kind}`);
      if (!isTicket && input.ticket) throw invalidField('ticket', 'is only for kinds ticket, free_ticket and pre_sale_ticket');
      const ticket = isTicket ? buildTicket(input.ticket!, null) : null;
      if (kind !== 'bundle' && input.bundle) throw new ApiError('bundle_not_allowed', `Only bundle items have a bundle; this item is ${kind}`);
      if (kind === 'bundle' && !input.bundle) throw invalidField('bundle', 'is required for bundle items');
      if (kind === 'bundle' && input.inventory !== null) throw invalidField('inventory', 'must be null for bundle items: their stock derives from the components');
      if (input.variants?.length && !input.variation_axes?.length) throw invalidField('variants', 'need variation_axes');

      const now = nowIso();
      const id = newId('item');
      const row: ItemRow = {
        id, shop_id: shopId, sku: input.sku, name: input.name, status: input.status ?? 'active', kind, price_amount: input.price.amount, currency: 'JPY',
        inventory: input.inventory, for_gift: kind === 'gift' ? 1 : 0, category_id: input.category_id, description: input.description,
        detail_url: input.detail_url ?? null, shipping_cost_amount: input.shipping_cost?.amount ?? null,
        main_image_orientation: input.main_image_orientation ?? 'square', restock_notification: input.restock_notification ? 1 : 0,
        cancellation_enabled: input.cancellation.enabled ? 1 : 0, cancellation_cancel_by: input.cancellation.cancel_by,
        ticket: ticket ? JSON.stringify(ticket) : null, tax_rate: input.tax_rate, discount_rate: input.discount_rate ?? 0,
        delivery_datetime_possibility: input.delivery_datetime_possibility ?? 'nullable', shipping_date_estimate: input.shipping_date_estimate ?? '',
        selling_limits: input.selling_limits ?? null, discount_title: input.discount_title ?? null,
        is_shipping: (input.is_shipping ?? kind !== 'gift') ? 1 : 0, share_button_enabled: input.share_button_enabled === false ? 0 : 1,
        number_of_sets: input.number_of_sets ?? 1, sell_from: sellFrom, sell_by: sellBy, external_ref: input.external_ref ?? null,
        managed_by_client_id: input.external_ref != null && actor.type === 'client' ? actor.clientId : null,
        edited_by_hand: 0, archived: 0, created_at: now, updated_at: now,
      };

      // Axes, values and variants (by name at creation).
      const axes: AxisRow[] = [];
      const values: AxisValueRow[] = [];
      (input.variation_axes ?? []).forEach((a, i) => {
        if (axes.some((x) => x.name === a.name)) throw invalidField(`variation_axes[${i}].name`, 'is used twice');
        const axisId = newId('axis');
        axes.push({ id: axisId, shop_id: shopId, item_id: id, name: a.name, sort: i });
        a.values.forEach((v, j) => {
          if (values.some((x) => x.axis_id === axisId && x.name === v.name)) throw invalidField(`variation_axes[${i}].values[${j}].name`, 'is used twice');
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
          id: newId('var'), shop_id: shopId, item_id: id, sku: v.sku, name: v.name, price_amount: v.price?.amount ?? null, inventory: 0,
          discount_rate: v.discount_rate ?? 0, status: v.status ?? 'active', axis_values: key, sort: i, created_at: now, updated_at: now,
        };
      });
      checkPrices(kind, row.price_amount, row.discount_rate, variants);
      const components = input.bundle ? componentsOf(input.bundle, id, shopId) : [];
      const options = optionRows(input.options ?? [], id, shopId);

      return ctx.database.transaction(async (tx) => {
        const repo = itemsRepo(tx);
        const categoryName = await checkCategory(tx, shopId, input.category_id);
        const stock = await checkComponents(tx, shopId, components);
        await repo.insertItem(row).catch(skuTaken);
        await repo.insertAxes(axes, values);
        await repo.insertVariants(variants).catch(skuTaken);
        await repo.insertOptions(options.options, options.choices);
        await repo.insertComponents(components);
        // The answer is built from what was just written (a new item has no images yet).
        return itemOut(row, { images: [], categoryName, axes, values, variants, options: options.options, choices: options.choices, components, stock },
          actor.type === 'client' ? actor.clientId : null);
      });
    },

    async updateItem(actor: Actor, shopId: string, itemId: string, body: UpdateItemInput): Promise<Item> {
      const input = checkShape<UpdateItemInput>(UpdateItemBody, body);
      for (const field of ['kind', 'sku', 'inventory', 'variants'] as const) {
        if (input[field] !== undefined) throw new ApiError('field_not_editable', `${field} cannot be changed after creation${field === 'inventory' ? ' here; use PATCH /v1/items/{id}/stock' : field === 'variants' ? '; use the variant endpoints' : ''}`);
      }
      if (input.variation_axes !== undefined) throw new ApiError('variation_axes_locked', 'Variation axes are fixed at creation');
      if (input.managed_by === 'self' && actor.type !== 'client') throw invalidField('managed_by', 'only an API client can take an item under its management');
      checkDetailUrl(input.detail_url);
      const clientId = actor.type === 'client' ? actor.clientId : null;

      return ctx.database.transaction(async (tx) => {
        const repo = itemsRepo(tx);
        const old = await loadForEdit(tx, shopId, itemId);
        if (clientId && old.managed_by_client_id === clientId && old.edited_by_hand === 1 && input.managed_by !== 'self' && (input.status !== undefined || input.archived !== undefined)) {
          throw new ApiError('edited_by_hand', 'Shop staff edited this item by hand: send managed_by "self" (with or before this write) to take it over again');
        }
        const isTicket = TICKET_KINDS.includes(old.kind);
        if (input.ticket !== undefined && !isTicket) throw invalidField('ticket', 'is only for kinds ticket, free_ticket and pre_sale_ticket');
        if (input.bundle && old.kind !== 'bundle') throw new ApiError('bundle_not_allowed', `Only bundle items have a bundle; this item is ${old.kind}`);
        if (input.bundle === null && old.kind === 'bundle') throw invalidField('bundle', 'a bundle item needs its components');

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
        set('shipping_cost_amount', input.shipping_cost === undefined ? undefined : input.shipping_cost?.amount ?? null);
        set('share_button_enabled', input.share_button_enabled === undefined ? undefined : input.share_button_enabled ? 1 : 0);
        set('delivery_datetime_possibility', input.delivery_datetime_possibility);
        set('restock_notification', input.restock_notification === undefined ? undefined : input.restock_notification ? 1 : 0);
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
        if (old.kind === 'gift' && row.is_shipping === 1) throw new ApiError('gift_must_not_ship', 'A gift item is never shipped: is_shipping must be false');
        const [variants, oldOptions, oldChoices, oldComponents] = await Promise.all([repo.variants(itemId), repo.options(itemId), repo.choices(itemId), repo.components(itemId)]);
        checkPrices(old.kind, row.price_amount, row.discount_rate, variants);
        if (input.category_id !== undefined) await checkCategory(tx, shopId, input.category_id);
        const components = input.bundle ? componentsOf(input.bundle, itemId, shopId) : oldComponents;
        if (input.bundle) await checkComponents(tx, shopId, components);
        const options = input.options ? optionRows(input.options, itemId, shopId) : { options: oldOptions, choices: oldChoices };

        const bundleOf = (c: ComponentRow[]) => (old.kind === 'bundle' ? bundleContent(c) : null);
        const changes = diff(
          editableView(old, optionContent(oldOptions, oldChoices), bundleOf(oldComponents)),
          editableView(row, optionContent(options.options, options.choices), bundleOf(components)),
        );
        if (changes.length === 0 && row.edited_by_hand === old.edited_by_hand) return fullItem(tx, old, clientId);

        const at = nowIso();
        Object.assign(row, { updated_at: at }, handMark(actor, row.managed_by_client_id));
        const { id: _id, shop_id: _shop, ...patch } = row;
        await repo.updateItem(shopId, itemId, patch);
        if (changes.some((c) => c.field === 'options')) await repo.replaceOptions(itemId, options.options, options.choices);
        if (changes.some((c) => c.field === 'bundle')) await repo.replaceComponents(itemId, components);
        if (changes.length) await recordEdit(tx, actor, row, changes, at);
        return fullItem(tx, row, clientId);
      });
    },

    async getItem(shopId: string, itemId: string, viewerClientId: string | null): Promise<Item> {
      const row = await itemsRepo(ctx.db).findItem(shopId, itemId);
      if (!row) throw notFound('item');
      return fullItem(ctx.db, row, viewerClientId);
    },

    listItems,

    /**
     * listItems as response bytes (made by render), kept in the page cache while the shop's
     * catalogue version stands; the version is read first, so a kept page is never older than it.
     */
    async renderedItemList(shopId: string, query: ListItemsInput, viewerClientId: string | null, render: (page: Page<ItemSummary>) => string): Promise<Buffer> {
      const build = async () => Buffer.from(render(await listItems(shopId, query, viewerClientId)));
      if (!pages.enabled) return build();
      const key = itemPageKey([
        shopId, await catalogVersion(shopId), viewerClientId, query.limit, query.offset, query.category_id, query.q, query.status, query.sku,
        query.external_ref, query.updated_since, query.archived,
      ]);
      let page = pages.get(key);
      if (!page) {
        page = await build();
        pages.set(key, page);
      }
      return page;
    },

    async itemHistory(shopId: string, itemId: string, query: { limit?: number; offset?: number }): Promise<Page<HistoryEntry>> {
      const repo = itemsRepo(ctx.db);
      if (!(await repo.findItem(shopId, itemId))) throw notFound('item');
      const page = pageRequest(query);
      const { rows, total } = await repo.history(itemId, page.limit, page.offset);
      const entries = rows.map((r) => ({ id: r.id, item_id: r.item_id, actor: { type: r.actor_type, id: r.actor_id }, created_at: r.created_at, changes: JSON.parse(r.changes) as Change[] }));
      return pageOf(entries, page, total);
    },

    async createVariant(actor: Actor, shopId: string, itemId: string, body: CreateVariantInput): Promise<Variant> {
      const input = checkShape<CreateVariantInput>(CreateVariantBody, body);
      return ctx.database.transaction(async (tx) => {
        const repo = itemsRepo(tx);
        const item = await loadForEdit(tx, shopId, itemId);
        const [axes, values, existing] = await Promise.all([repo.axes(itemId), repo.axisValues(itemId), repo.variants(itemId)]);
        const pairs = resolveAxisValues(input.axis_values, axes, values, 'axis_values');
        const key = JSON.stringify(pairs);
        if (existing.some((v) => v.axis_values === key)) throw invalidField('axis_values', 'another variant of this item has the same values');
        const at = nowIso();
        const variant: VariantRow = {
          id: newId('var'), shop_id: shopId, item_id: itemId, sku: input.sku, name: input.name, price_amount: input.price?.amount ?? null,
          inventory: input.inventory ?? 0, discount_rate: input.discount_rate ?? 0, status: input.status ?? 'active', axis_values: key,
          sort: await repo.nextVariantSort(itemId), created_at: at, updated_at: at,
        };
        checkPrices(item.kind, item.price_amount, item.discount_rate, [variant]);
        await repo.insertVariants([variant]).catch(skuTaken);
        const out = variantOut(variant, axes, values);
        const { item_id: _, ...added } = out;
        await repo.updateItem(shopId, itemId, { updated_at: at, ...handMark(actor, item.managed_by_client_id) });
        await recordEdit(tx, actor, item, [{ field: `variants.${variant.id}`, old: null, new: added }], at);
        return out;
      });
    },

    async updateVariant(actor: Actor, shopId: string, itemId: string, variantId: string, body: UpdateVariantInput): Promise<Variant> {
      const input = checkShape<UpdateVariantInput>(UpdateVariantBody, body);
      if (input.axis_values !== undefined) throw new ApiError('variation_axes_locked', "A variant's axis values are fixed");
      if (input.inventory !== undefined) throw new ApiError('field_not_editable', 'inventory is not editable here; use PATCH /v1/items/{id}/stock with variant_id');
      return ctx.database.transaction(async (tx) => {
        const repo = itemsRepo(tx);
        const item = await loadForEdit(tx, shopId, itemId);
        const old = await repo.findVariant(shopId, itemId, variantId);
        if (!old) throw notFound('variant');
        const next: VariantRow = {
          ...old,
          sku: input.sku ?? old.sku,
          name: input.name ?? old.name,
          price_amount: input.price === undefined ? old.price_amount : input.price?.amount ?? null,
          discount_rate: input.discount_rate ?? old.discount_rate,
          status: input.status ?? old.status,
        };
        checkPrices(item.kind, item.price_amount, item.discount_rate, [next]);
        const [axes, values] = await Promise.all([repo.axes(itemId), repo.axisValues(itemId)]);
        const view = (v: VariantRow) => ({ sku: v.sku, name: v.name, price: v.price_amount === null ? null : money(v.price_amount), discount_rate: v.discount_rate, status: v.status });
        const changes = diff(view(old), view(next), `variants.${variantId}.`);
        if (changes.length === 0) return variantOut(old, axes, values);
        const at = nowIso();
        next.updated_at = at;
        await repo.updateVariant(variantId, { sku: next.sku, name: next.name, price_amount: next.price_amount, discount_rate: next.discount_rate, status: next.status, updated_at: at }).catch(skuTaken);
        await repo.updateItem(shopId, itemId, { updated_at: at, ...handMark(actor, item.managed_by_client_id) });
        await recordEdit(tx, actor, item, changes, at);
        return variantOut(next, axes, values);
      });
    },

    /** Absolute set or adjustment of an item's or a variant's stock; each is one guarded statement (src/catalog/stock.ts). */
    async changeStock(shopId: string, itemId: string, body: StockInput): Promise<{ item_id: string; variant_id: string | null; inventory: number | null }> {
      const input = checkShape<StockInput>(StockBody, body);
      if ((input.inventory === undefined) === (input.adjustment === undefined)) {
        throw new ApiError('invalid_request', 'Send exactly one of inventory (absolute) or adjustment (change)', {
          details: [{ field: 'inventory', message: 'exactly one of inventory or adjustment is required' }],
        });
      }
      const variantId = input.variant_id ?? null;
      if (variantId && input.inventory === null) throw invalidField('inventory', 'variant stock is always counted; null (unlimited) is for items only');
      const item = await itemsRepo(ctx.db).findItem(shopId, itemId);
      if (!item) throw notFound('item');
      if (item.kind === 'bundle') throw new ApiError('field_not_editable', "A bundle has no stock of its own: change its components' stock");
      const result = input.adjustment !== undefined
        ? await adjustInventory(ctx.db, { shopId, itemId, variantId, delta: input.adjustment })
        : await setInventory(ctx.db, { shopId, itemId, variantId, inventory: input.inventory! });
      if (!result.ok) {
        if (result.reason === 'not_found') throw notFound('variant');
        if (result.reason === 'too_large') throw invalidField('adjustment', 'would take stock above 1000000000');
        throw new ApiError('insufficient_stock', 'Not enough stock: the adjustment would take it below 0');
      }
      return { item_id: itemId, variant_id: variantId, inventory: result.inventory };
    },
  };
}

export type ItemService = ReturnType<typeof itemService>;
