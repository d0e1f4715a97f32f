import { money } from '../../lib/money.ts';
import type { ChoiceRow, ComponentRow, ItemRow, OptionRow, VariantRow } from './repo/items.ts';

// What an edit changed, field by field in API form (the item history records it), and why a change
// takes the item out of shoppers' carts. Pure: no database.

/** One changed field of an edit, in API form: what the item history records. */
export type Change = { field: string; old: unknown; new: unknown };

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
