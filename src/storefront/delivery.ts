import type { Db } from '../db/database.ts';
import { ApiError, type ErrorCode } from '../lib/errors.ts';
import { prefectureOf, prefectureOfAddress } from '../lib/prefectures.ts';
import type { Destination } from '../orders/gifts.ts';
import { checkGiftWrapping, type GiftWrapping } from '../orders/wrapping.ts';
import { deliveryDates } from '../shop/delivery-calendar.ts';
import { shopDeliverySettings, type DeliverySettings, type TimeSlot } from '../shop/delivery.ts';
import { liveCartLines } from './cart.ts';
import { loadCatalog, type ItemRow } from './lines.ts';
import type { Shopper } from './session.ts';

/*
 * Delivery wishes at the storefront (DECISIONS §8): what the shop's calendar offers a cart, and the
 * checkout's check that a destination asks only for what was offered. The project has no postal-code
 * table: the prefecture comes from the request (`prefecture`) for the offer, and from the start of
 * the recipient's address at checkout.
 */

interface DeliveryOffer {
  dates: string[];
  time_slots: TimeSlot[];
  required: boolean;
}

/** What may be wished for a parcel of these items: nothing when one is not_available; required when one says so. */
function deliveryOffer(
  settings: DeliverySettings,
  items: Pick<ItemRow, 'delivery_datetime_possibility'>[],
  now: number,
  prefecture?: string,
): DeliveryOffer {
  const refused = items.some((it) => it.delivery_datetime_possibility === 'not_available');
  return {
    dates: refused ? [] : deliveryDates(settings, now, prefecture ? prefectureOf(prefecture) : undefined),
    time_slots: refused ? [] : settings.time_slots,
    required: items.some((it) => it.delivery_datetime_possibility === 'required'),
  };
}

/** GET /storefront/v1/delivery_options: the offer for the shopper's live cart lines (an empty cart has no items to refuse). */
export async function cartDeliveryOptions(db: Db, s: Shopper, prefecture?: string): Promise<DeliveryOffer> {
  const settings = (await shopDeliverySettings(db, s.shopId))!;
  const { lines } = await liveCartLines(db, s);
  const catalog = await loadCatalog(
    db,
    s.shopId,
    lines.map((l) => l.item_id),
  );
  const items = lines.flatMap((l) => catalog.get(l.item_id) ?? []);
  return deliveryOffer(settings, items, Date.now(), prefecture);
}

/** The refusals of checkDeliveryWish, for the routes' declared responses. */
export const DELIVERY_REFUSALS = [
  'delivery_date_unavailable',
  'delivery_time_slot_unavailable',
  'delivery_date_required',
  'delivery_wish_not_allowed',
  'gift_wrapping_unavailable',
] as const satisfies ErrorCode[];

export interface DeliveryWish extends Destination {
  gift_wrapping?: GiftWrapping;
}

const refusal = (code: (typeof DELIVERY_REFUSALS)[number], field: string, message: string) =>
  new ApiError(code, `${field}: ${message}`, { details: [{ field, message }] });

/**
 * Checks one destination's wish against the offer for its items (none for a gift being accepted:
 * its items came with the giver's order) at `now`: the date among the
 * offered dates for the recipient's prefecture, the slot among the shop's codes, a date when required,
 * none when not available; wrapping only when the shop offers it. `field` prefixes the field names.
 */
export function checkDeliveryWish(
  settings: DeliverySettings,
  wish: DeliveryWish,
  items: Pick<ItemRow, 'delivery_datetime_possibility' | 'name'>[],
  now: number,
  field: string,
): void {
  const required = items.find((it) => it.delivery_datetime_possibility === 'required');
  const refused = items.find((it) => it.delivery_datetime_possibility === 'not_available');
  const wished = wish.delivery_date !== undefined || wish.delivery_time_slot !== undefined;
  if (refused && wished)
    throw refusal(
      'delivery_wish_not_allowed',
      `${field}delivery_date`,
      `${refused.name} cannot be delivered on a chosen date or time`,
    );
  if (required && wish.delivery_date === undefined)
    throw refusal('delivery_date_required', `${field}delivery_date`, `is required for ${required.name}`);
  if (wish.delivery_date !== undefined) {
    const prefecture = prefectureOfAddress(wish.recipient.address);
    const dates = deliveryDates(settings, now, prefecture);
    if (!dates.includes(wish.delivery_date))
      throw refusal(
        'delivery_date_unavailable',
        `${field}delivery_date`,
        dates.length
          ? `${wish.delivery_date} is not offered${prefecture ? ` to ${prefecture}` : ''}: from ${dates[0]} to ${dates.at(-1)}, closed days excepted`
          : `${wish.delivery_date} is not offered: the shop offers no date now`,
      );
  }
  if (wish.delivery_time_slot !== undefined && !settings.time_slots.some((t) => t.code === wish.delivery_time_slot))
    throw refusal(
      'delivery_time_slot_unavailable',
      `${field}delivery_time_slot`,
      settings.time_slots.length
        ? `${wish.delivery_time_slot} is not a time slot of the shop: one of ${settings.time_slots.map((t) => t.code).join(', ')}`
        : 'the shop offers no time slot',
    );
  if (wish.gift_wrapping) {
    checkGiftWrapping(`${field}gift_wrapping`, wish.gift_wrapping);
    if (wish.gift_wrapping.type !== 'none' && !settings.gift_wrapping)
      throw refusal('gift_wrapping_unavailable', `${field}gift_wrapping`, 'the shop does not offer gift wrapping');
  }
}
