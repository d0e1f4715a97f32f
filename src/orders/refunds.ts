import type { Db, Tx, UnitOfWork } from '../db/database.ts';
import { insideTransaction } from '../db/scope.ts';
import { newId } from '../lib/ids.ts';
import type { PaymentProcessor } from '../payments/payment.ts';
import { orderActionsRepo } from './repo/actions.ts';
import type { OrderRow } from './repo/orders.ts';
import { refundsRepo, type RefundRow } from './repo/refunds.ts';

/**
 * Refunds owed through the payment gateway, as an outbox: the cancelling transaction writes a
 * pending refund (queueRefund) with the key `refund_<order id>`; after its commit the canceller
 * sends it (sendRefund); a failure, or a crash before sending, leaves it pending, and the retry
 * loop (retryPendingRefunds: every server process at start and every 30 s, src/app.ts) sends it
 * again. The gateway refunds a key once, so asking again never refunds twice; the guarded update
 * to done keeps the first answer. Never called inside a transaction (PostgreSQL may run one again).
 */

/** The key of the one refund an order may have: asked again, the gateway answers that refund. */
export const refundKey = (orderId: string) => `refund_${orderId}`;

/** A new refund waits this long before the retry loop takes it, leaving its canceller time to send it first. */
export const REFUND_GRACE_MS = 60_000;
/** Retry delays double from 30 s up to an hour; a refund stays pending (and visible) until the gateway takes it. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 3600_000;

/** A refund as staff see it; the charge's reference is never shown. */
export interface RefundView {
  id: string;
  order_id: string;
  amount: number;
  /** pending: not yet confirmed by the gateway (retried; see last_error); done: refunded. */
  status: 'pending' | 'done';
  attempts: number;
  last_error: string | null;
  /** When the retry loop tries a pending refund next; null once done. */
  next_attempt_at: string | null;
  /** The gateway's refund reference, once done. */
  reference: string | null;
  created_at: string;
}

export function refundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    order_id: row.order_id,
    amount: Number(row.amount),
    status: row.status,
    attempts: Number(row.attempts),
    last_error: row.last_error,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    reference: row.gateway_reference,
    created_at: row.created_at,
  };
}

/**
 * What a cancellation owes the purchaser, as a step of the cancelling transaction: a pending
 * refund when the order was paid through the gateway, else nothing (an unpaid order; a free one;
 * one whose payment staff recorded, i.e. money received outside the gateway, which staff return
 * by hand). Answers the refund's id (or null) and a note saying which, for the order's record.
 */
export async function queueRefund(
  tx: Tx,
  order: OrderRow,
  now: string,
): Promise<{ refundId: string | null; note: string }> {
  if (order.status !== 'paid') return { refundId: null, note: 'not paid: nothing to refund' };
  if (order.total === 0) return { refundId: null, note: 'nothing was paid: nothing to refund' };
  if (!order.payment_reference || (await orderActionsRepo(tx).paymentRecorded(order.id)))
    return {
      refundId: null,
      note: `paid outside the payment gateway (${order.payment_method}, payment recorded by staff): no gateway refund; return ${order.total} JPY by hand`,
    };
  const refundId = newId('rfd');
  await refundsRepo(tx).insertRefund({
    id: refundId,
    shop_id: order.shop_id,
    order_id: order.id,
    amount: order.total,
    payment_reference: order.payment_reference,
    idempotency_key: refundKey(order.id),
    status: 'pending',
    attempts: 0,
    last_error: null,
    next_attempt_at: new Date(Date.parse(now) + REFUND_GRACE_MS).toISOString(),
    gateway_reference: null,
    created_at: now,
    updated_at: now,
  });
  return { refundId, note: `refund of ${order.total} JPY through the payment gateway (${refundId})` };
}

/**
 * Sends a pending refund to the gateway (outside any transaction) and records the answer: done
 * with the gateway's reference, or still pending with the error and the next attempt time.
 * Answers the refund as it stands afterwards (undefined when there is no such refund).
 */
async function sendRefund(
  unit: UnitOfWork,
  payments: PaymentProcessor,
  refundId: string,
  nowMs: number = Date.now(),
): Promise<RefundView | undefined> {
  if (insideTransaction()) throw new Error('a payment gateway is never called inside a transaction');
  const refund = await refundsRepo(unit.db).findRefund(refundId);
  if (!refund || refund.status !== 'pending') return refund && refundView(refund);
  const now = new Date(nowMs).toISOString();
  let answer: { reference: string } | { error: string };
  try {
    answer = await payments.refund({
      shopId: refund.shop_id,
      orderId: refund.order_id,
      reference: refund.payment_reference,
      amount: Number(refund.amount),
      idempotencyKey: refund.idempotency_key,
    });
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  await unit.transaction(async (tx) => {
    if ('reference' in answer) await refundsRepo(tx).refundDone(refund.id, answer.reference, now);
    else {
      const delay = Math.min(RETRY_FIRST_MS * 2 ** Number(refund.attempts), RETRY_MAX_MS);
      await refundsRepo(tx).refundFailed(
        refund.id,
        answer.error.slice(0, 500),
        new Date(nowMs + delay).toISOString(),
        now,
      );
    }
  });
  return refundView((await refundsRepo(unit.db).findRefund(refundId))!);
}

/** Sends every pending refund due at `nowMs`, any shop (at most 100 a turn); answers how many it tried. */
export async function retryPendingRefunds(
  unit: UnitOfWork,
  payments: PaymentProcessor,
  nowMs: number = Date.now(),
): Promise<number> {
  const due = await refundsRepo(unit.db).dueRefunds(new Date(nowMs).toISOString(), 100);
  for (const r of due) await sendRefund(unit, payments, r.id, nowMs);
  return due.length;
}

/**
 * After an order's cancellation committed (never inside its transaction), whoever cancelled it:
 * the refund the cancellation queued for a paid order is sent now (if the gateway fails, the retry
 * loop sends it later with the same key), and a payment still awaited is withdrawn, so that nobody
 * pays a cancelled order. `before` is the order as it was before the cancellation. Answers the
 * order's refund as it stands afterwards.
 */
export async function settleCancelledPayment(
  unit: UnitOfWork,
  payments: PaymentProcessor,
  before: Pick<OrderRow, 'shop_id' | 'id' | 'status' | 'payment_reference'>,
): Promise<RefundView | undefined> {
  const reference = before.payment_reference;
  // Inside an atomic unit (an idempotent request, the demo seeder's batches) no gateway is called:
  // the outbox's retry loop sends the refund.
  if (!reference || unit.oneTransaction) return refundOfOrder(unit.db, before.shop_id, before.id);
  if (before.status === 'paid') {
    const refund = await refundOfOrder(unit.db, before.shop_id, before.id);
    return refund?.status === 'pending' ? sendRefund(unit, payments, refund.id) : refund;
  }
  // A withdrawal that fails leaves a payable voucher or intent; if it is paid anyway, the gateway's
  // webhook finds the order cancelled and refunds that money (src/storefront/stripe-webhooks.ts).
  await payments.withdraw(before.shop_id, reference).catch(() => undefined);
  return undefined;
}

/** The refund an order's cancellation owes, if any. */
export async function refundOfOrder(db: Db, shopId: string, orderId: string): Promise<RefundView | undefined> {
  const row = await refundsRepo(db).refundOfOrder(shopId, orderId);
  return row && refundView(row);
}
