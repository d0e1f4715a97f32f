import { invalidField } from '../lib/errors.ts';
import { CLIENT_TIME_FORMS, parseClientTime } from '../lib/jst-time.ts';
import { PAYMENT_METHODS } from '../payments/payment.ts';
import type { OrderListFilter } from './repo/lists.ts';
import { ORDER_STATUSES, type OrderStatus, type ShippingStatus } from './schemas.ts';

// The order rules that need no storage: list filters from query parameters, the shipping moves, dates.

export interface OrderListQuery {
  limit: number;
  offset: number;
  status?: string[];
  updated_since?: string;
  after_id?: string;
  number?: number;
}

/** `status=paid&status=init` and `status=paid,init` both mean "paid or init"; unknown values are refused. */
function parseStatuses(values: string[] | undefined): OrderStatus[] {
  const statuses = new Set<OrderStatus>();
  for (const value of (values ?? []).flatMap((v) => v.split(','))) {
    const s = value.trim();
    if (s === '') continue;
    if (!(ORDER_STATUSES as readonly string[]).includes(s))
      throw invalidField('status', `unknown order status "${s}"; one of ${ORDER_STATUSES.join(', ')}`);
    statuses.add(s as OrderStatus);
  }
  return [...statuses];
}

/** Turns list query parameters into a repository filter (shared by the plan check in the tests). */
export function orderListFilter(q: Omit<OrderListQuery, 'limit' | 'offset'>): OrderListFilter {
  const statuses = parseStatuses(q.status);
  if (q.after_id !== undefined && q.updated_since === undefined) {
    throw invalidField(
      'after_id',
      'is a cursor within updated_since; send the updated_at of the last entry received as updated_since',
    );
  }
  const number = q.number !== undefined ? { number: q.number } : {};
  if (q.updated_since === undefined) return { statuses, ...number };
  // The same time forms as every other client time; the stored form (UTC, milliseconds) makes text comparison exact.
  const since = parseClientTime(q.updated_since);
  if (!since) throw invalidField('updated_since', `must be ${CLIENT_TIME_FORMS}`);
  // No settle window: updated_at is stamped in commit order (src/changes), so no change can commit behind a cursor.
  return { statuses, ...number, since: { updatedAt: since, afterId: q.after_id ?? null } };
}

/** The staff list's filters; every one given must hold. */
export interface ShopOrderFilter {
  /** Any of these statuses. */
  statuses?: OrderStatus[];
  /** Any of these payment methods. */
  paymentMethods?: string[];
  /** Placed on or after this Japan calendar day (YYYY-MM-DD). */
  orderedFrom?: string;
  /** Placed on or before this Japan calendar day (YYYY-MM-DD), the whole day included. */
  orderedTo?: string;
  customerId?: string;
  /** The order's number (#1001 is 1001). */
  number?: number;
  /** With a shipping not yet delivered whose delivery date is before this Japan day (YYYY-MM-DD). */
  lateBefore?: string;
}

/** The instant a Japan calendar day starts (+09:00, no daylight saving). */
function jstDayStart(field: string, day: string, plusDays = 0): string {
  checkCalendarDate(field, day);
  return new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000).toISOString();
}

/** Turns the staff list's filters into a repository filter (shared by the plan check in the tests). */
export function shopOrderFilter(f: ShopOrderFilter): OrderListFilter {
  for (const m of f.paymentMethods ?? [])
    if (!(PAYMENT_METHODS as readonly string[]).includes(m))
      throw invalidField('payment_method', `unknown payment method "${m}"; one of ${PAYMENT_METHODS.join(', ')}`);
  const from = f.orderedFrom !== undefined ? jstDayStart('ordered_from', f.orderedFrom) : undefined;
  const before = f.orderedTo !== undefined ? jstDayStart('ordered_to', f.orderedTo, 1) : undefined;
  if (from !== undefined && before !== undefined && from >= before)
    throw invalidField('ordered_to', 'must be the same day as ordered_from or later');
  if (f.lateBefore !== undefined) checkCalendarDate('late', f.lateBefore);
  return {
    statuses: parseStatuses(f.statuses),
    ...(f.paymentMethods?.length ? { paymentMethods: [...new Set(f.paymentMethods)] } : {}),
    ...(from !== undefined || before !== undefined ? { ordered: { from, before } } : {}),
    ...(f.customerId !== undefined ? { customerId: f.customerId } : {}),
    ...(f.number !== undefined ? { number: f.number } : {}),
    ...(f.lateBefore !== undefined ? { lateBefore: f.lateBefore } : {}),
  };
}

/** The shipping moves of DECISIONS.md section 5; anything else, including staying put, is refused. */
export const SHIPPING_TRANSITIONS: Record<ShippingStatus, readonly ShippingStatus[]> = {
  unshipped: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Where staff and integrators may move a shipping of an order in its state (a cancelled order's shippings only to cancelled). */
export function allowedShippingMoves(orderStatus: OrderStatus, from: ShippingStatus): readonly ShippingStatus[] {
  return SHIPPING_TRANSITIONS[from].filter((to) => orderStatus !== 'cancelled' || to === 'cancelled');
}

/** Tracking numbers are registered and corrected on any shipping but a cancelled one. */
export function acceptsTracking(status: ShippingStatus): boolean {
  return status !== 'cancelled';
}

/** A YYYY-MM-DD that names a real calendar day (the schema only checks the shape). */
export function checkCalendarDate(field: string, value: string | null | undefined): void {
  if (value === null || value === undefined) return;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    throw invalidField(field, `${value} is not a calendar date`);
}
