import { ApiError, invalidField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { storedTime } from './field-rules.ts';
import type { AxisRow, AxisValueRow, ChoiceRow, ComponentRow, ItemRow, OptionRow } from './repo/items.ts';
import type { BundleInputT, OptionInputT, Ticket, TicketInputT } from './part-schemas.ts';

// The rules of an item's parts: a ticket's details, a bundle's components, options with their
// choices, a variant's values of the variation axes. Pure: no database.

const TICKET_REQUIRED = ['event_group', 'venue_name', 'valid_from', 'valid_by'] as const;
const TICKET_TIMES = ['doors_open_at', 'entry_start_at', 'valid_from', 'valid_by'] as const;

/** A complete ticket from a create body, or the stored one with the sent fields changed. */
export function buildTicket(input: TicketInputT, current: Ticket | null): Ticket {
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
