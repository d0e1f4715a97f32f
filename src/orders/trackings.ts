import { isShopCarrier } from '../catalog/sales.ts';
import type { Db, Tx } from '../db/database.ts';
import { recordOrderEvents } from './stamp.ts';
import { ApiError, invalidField, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { trackingNumberKey } from '../lib/tracking-number.ts';
import type { Actor } from '../lib/actor.ts';
import { byShop, recordAction } from './actions.ts';
import { shippingsRepo, type ShippingRow, type TrackingRow } from './repo/shippings.ts';
import { TRACKING_NUMBER, type Tracking } from './schemas.ts';
import { acceptsTracking, checkCalendarDate } from './rules.ts';
import { lockOrderOf } from './service.ts';
import { trackingView } from './views.ts';

/** Tracking numbers: registered on a shipping (POST /v1/orders/{id}/trackings) and corrected (PATCH). */

async function checkCarrier(db: Db, shopId: string, carrierId: string | undefined): Promise<void> {
  if (carrierId !== undefined && !(await isShopCarrier(db, shopId, carrierId))) {
    throw invalidField('carrier_id', 'is not a delivery company of this shop (see GET /v1/delivery_companies)');
  }
}

function refuseCancelled(shipping: ShippingRow): void {
  if (!acceptsTracking(shipping.status))
    throw new ApiError(
      'invalid_transition',
      'The shipping is cancelled; tracking numbers cannot be registered or corrected on it',
    );
}

/**
 * A tracking number as sent with its ends trimmed. The API's schema has checked its characters and
 * length already; the console reaches the services without that schema, so they are checked here too.
 */
function trackingNumberOf(sent: string): string {
  if (sent.length > TRACKING_NUMBER.maxLength || !new RegExp(TRACKING_NUMBER.pattern).test(sent))
    throw invalidField(
      'tracking_number',
      `must be 1 to ${TRACKING_NUMBER.maxLength} characters without control characters`,
    );
  const trimmed = sent.trim();
  if (!trimmed) throw invalidField('tracking_number', 'must contain more than spaces');
  return trimmed;
}

export interface TrackingInput {
  order_shipping_id: string;
  carrier_id: string;
  tracking_number: string;
  delivery_date?: string;
}

/** A registration's answer: the tracking, and whether it is new (false: the number was registered already). */
export interface RegisteredTracking {
  tracking: Tracking;
  created: boolean;
}

/**
 * Registers a tracking number on a shipping. A number the shipping already has with that carrier
 * (the same trackingNumberKey: "1234-5678" is "12345678") answers the registration that stands, as
 * it stands, and records nothing: a job run again without its old Idempotency-Keys does not register
 * it twice. Concurrent registrations queue on the order's lock and see each other's; the unique index
 * of migration 0810 holds the rule in the database too.
 */
export async function registerTracking(
  tx: Tx,
  shopId: string,
  orderId: string,
  input: TrackingInput,
  by: Actor,
): Promise<RegisteredTracking> {
  checkCalendarDate('delivery_date', input.delivery_date);
  const trackingNumber = trackingNumberOf(input.tracking_number);
  const trackingKey = trackingNumberKey(trackingNumber);
  await lockOrderOf(tx, shopId, orderId);
  const { shipping, tracking: registered } = await shippingsRepo(tx).findShippingAndTracking({
    shopId,
    orderId,
    shippingId: input.order_shipping_id,
    carrierId: input.carrier_id,
    trackingKey,
  });
  // The shipping is named in the body, not the path: an unknown one is a bad request, like the carrier.
  if (!shipping) throw invalidField('order_shipping_id', 'is not a shipping of this order');
  if (registered) return { tracking: trackingView(registered), created: false };
  refuseCancelled(shipping);
  await checkCarrier(tx, shopId, input.carrier_id);
  const now = nowIso();
  const row: TrackingRow = {
    id: newId('trk'),
    shop_id: shopId,
    order_id: orderId,
    order_shipping_id: shipping.id,
    carrier_id: input.carrier_id,
    tracking_number: trackingNumber,
    tracking_key: trackingKey,
    delivery_date: input.delivery_date ?? null,
    created_at: now,
    updated_at: now,
  };
  await shippingsRepo(tx).insertTracking(row);
  const tracking = trackingView(row);
  if (byShop(by))
    await recordAction(
      tx,
      shopId,
      orderId,
      by,
      'register_tracking',
      `shipping ${shipping.id}: tracking ${row.tracking_number} (${row.id}) registered`,
    );
  await recordOrderEvents(tx, shopId, by, [
    { type: 'tracking.registered', orderId, shippingId: shipping.id, object: tracking },
  ]);
  return { tracking, created: true };
}

export interface TrackingPatch {
  carrier_id?: string;
  tracking_number?: string;
  delivery_date?: string | null;
}

export async function correctTracking(
  tx: Tx,
  shopId: string,
  orderId: string,
  trackingId: string,
  patch: TrackingPatch,
  by: Actor,
): Promise<Tracking> {
  checkCalendarDate('delivery_date', patch.delivery_date);
  const now = nowIso();
  const repo = shippingsRepo(tx);
  await lockOrderOf(tx, shopId, orderId);
  const tracking = await repo.findTracking(shopId, orderId, trackingId);
  if (!tracking) throw notFound('tracking');
  refuseCancelled((await repo.findShipping(shopId, orderId, tracking.order_shipping_id))!);
  await checkCarrier(tx, shopId, patch.carrier_id);
  const changes = {
    ...(patch.carrier_id !== undefined ? { carrier_id: patch.carrier_id } : {}),
    ...(patch.tracking_number !== undefined ? { tracking_number: trackingNumberOf(patch.tracking_number) } : {}),
    ...(patch.delivery_date !== undefined ? { delivery_date: patch.delivery_date } : {}),
  };
  const trackingKey = trackingNumberKey(changes.tracking_number ?? tracking.tracking_number);
  const taken = await repo.findTrackingByKey(
    tracking.order_shipping_id,
    changes.carrier_id ?? tracking.carrier_id,
    trackingKey,
  );
  if (taken && taken.id !== trackingId)
    throw new ApiError(
      'tracking_number_taken',
      `The shipping already has this tracking number with this carrier (${taken.id}); correct or keep that one`,
    );
  await repo.updateTracking(trackingId, { ...changes, tracking_key: trackingKey, updated_at: now });
  const corrected = trackingView({ ...tracking, ...changes });
  if (byShop(by))
    await recordAction(
      tx,
      shopId,
      orderId,
      by,
      'correct_tracking',
      `tracking ${trackingId} corrected: ${Object.entries(changes)
        .map(([field, value]) => `${field} ${String(tracking[field as keyof typeof changes])} → ${String(value)}`)
        .join(', ')}`,
    );
  await recordOrderEvents(tx, shopId, by, [
    {
      type: 'tracking.corrected',
      orderId,
      shippingId: tracking.order_shipping_id,
      object: corrected,
    },
  ]);
  return corrected;
}
