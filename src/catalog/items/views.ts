import type { Config } from '../../config.ts';
import { money } from '../../lib/money.ts';
import { imageUrl } from '../images/url.ts';
import type {
  AxisRow,
  AxisValueRow,
  HistoryRow,
  ItemPartRows,
  ItemRow,
  ItemSummaryRow,
  VariantRow,
} from './repo/items.ts';
import type { StaffItemRow } from './repo/lists.ts';
import { bundleContent, type Change } from './change-rules.ts';
import type { Ticket, Variant } from './part-schemas.ts';
import type { HistoryEntry, Item, ItemSummary } from './schemas.ts';

/* Rows to the API's shapes: field by field, never a spread of a row. */

type ImageUrlConfig = Pick<Config, 'baseUrl'>;

/** What a full item is made of besides its row. */
interface ItemParts extends ItemPartRows {
  images: { id: string; sort: number }[];
  categoryName: string;
  /** The components' stock (null = unlimited), for a bundle's available_stock. */
  stock: { quantity: number; inventory: number | null }[];
}

/** managed_by as the viewing client sees it: "self" for the managing client, "other" for any other, null under manual operation. */
function managedBy(row: ItemSummaryRow, viewerClientId: string | null): 'self' | 'other' | null {
  if (!row.managed_by_client_id) return null;
  return row.managed_by_client_id === viewerClientId ? 'self' : 'other';
}

/** An entry of GET /v1/items. */
export function itemSummaryView(row: ItemSummaryRow, mainImage: string, viewerClientId: string | null): ItemSummary {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    status: row.status,
    kind: row.kind,
    price: money(row.price_amount),
    inventory: row.inventory,
    for_gift: row.for_gift === 1,
    category_id: row.category_id,
    main_image: mainImage,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sell_from: row.sell_from,
    sell_by: row.sell_by,
    external_ref: row.external_ref,
    managed_by: managedBy(row, viewerClientId),
    archived: row.archived === 1,
  };
}

/** A variant as POST/PATCH …/variants answer it (with item_id). */
export function variantView(v: VariantRow, axes: AxisRow[], values: AxisValueRow[]): Variant {
  const pairs = JSON.parse(v.axis_values) as { axis_id: string; value_id: string }[];
  return {
    item_id: v.item_id,
    id: v.id,
    sku: v.sku,
    name: v.name,
    price: v.price_amount === null ? null : money(v.price_amount),
    inventory: v.inventory,
    discount_rate: v.discount_rate,
    status: v.status,
    axis_values: pairs.map((p) => ({
      axis: axes.find((a) => a.id === p.axis_id)?.name ?? '',
      value: values.find((x) => x.id === p.value_id)?.name ?? '',
    })),
  };
}

/**
 * An item event's object: the item as GET /v1/items/{id} shows it, with managed_by holding the
 * managing client's id (src/events/types.ts shows it to each reader as "self" or "other").
 */
export function itemEventObject(item: Item, row: ItemRow): Item {
  return { ...item, managed_by: row.managed_by_client_id as Item['managed_by'] };
}

/** The full item (GET /v1/items/{id}) from its row and parts. */
export function itemView(config: ImageUrlConfig, row: ItemRow, parts: ItemParts, viewerClientId: string | null): Item {
  const { images, categoryName, axes, values, variants, options, choices, components, stock } = parts;
  const counted = stock.filter((s) => s.inventory !== null);
  // The summary's fields spread last: Node 20's V8 writes each property that follows a spread on a
  // slow path (docs/BENCHMARKS.md), and copies a spread into a literal fast.
  return {
    description: row.description,
    shipping_cost: row.shipping_cost_amount === null ? null : money(row.shipping_cost_amount),
    detail_url: row.detail_url,
    main_image_orientation: row.main_image_orientation as Item['main_image_orientation'],
    restock_notification: row.restock_notification === 1,
    cancellation: { enabled: row.cancellation_enabled === 1, cancel_by: row.cancellation_cancel_by },
    ticket: row.ticket === null ? null : (JSON.parse(row.ticket) as Ticket),
    bundle:
      row.kind !== 'bundle'
        ? null
        : {
            ...bundleContent(components),
            available_stock: counted.length
              ? Math.min(...counted.map((s) => Math.floor(s.inventory! / s.quantity)))
              : null,
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
    images: images.map((i) => ({ id: i.id, url: imageUrl(config, i.id), sort: i.sort })),
    variation_axes: axes.map((a) => ({
      id: a.id,
      name: a.name,
      values: values.filter((v) => v.axis_id === a.id).map((v) => ({ id: v.id, name: v.name })),
    })),
    variants: variants.map((v) => {
      const { item_id: _, ...embedded } = variantView(v, axes, values);
      return embedded;
    }),
    options: options.map((o) => ({
      id: o.id,
      type: o.type,
      label: o.label,
      description: o.description,
      required: o.required === 1,
      price: money(o.price_amount),
      choices: choices
        .filter((c) => c.option_id === o.id)
        .map((c) => ({ id: c.id, text: c.text, price: money(c.price_amount) })),
    })),
    ...itemSummaryView(row, images[0] ? imageUrl(config, images[0].id) : '', viewerClientId),
  };
}

/** An entry of GET /v1/items/{id}/history. */
export function historyEntryView(r: HistoryRow): HistoryEntry {
  return {
    id: r.id,
    item_id: r.item_id,
    actor: { type: r.actor_type, id: r.actor_id },
    created_at: r.created_at,
    changes: JSON.parse(r.changes) as Change[],
  };
}

/** An item as the staff console shows it: who manages it (by client id) and whether staff edited it by hand. */
export interface StaffItem {
  id: string;
  sku: string;
  name: string;
  kind: string;
  status: 'active' | 'inactive';
  archived: boolean;
  price_amount: number;
  discount_rate: number;
  tax_rate: number;
  /** null is unlimited. */
  inventory: number | null;
  description: string;
  managed_by_client_id: string | null;
  edited_by_hand: boolean;
  updated_at: string;
}

export function staffItemView(row: StaffItemRow): StaffItem {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    kind: row.kind,
    status: row.status,
    archived: row.archived === 1,
    price_amount: row.price_amount,
    discount_rate: row.discount_rate,
    tax_rate: row.tax_rate,
    inventory: row.inventory,
    description: row.description,
    managed_by_client_id: row.managed_by_client_id,
    edited_by_hand: row.edited_by_hand === 1,
    updated_at: row.updated_at,
  };
}
