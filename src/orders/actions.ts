import type { Db, Tx } from '../db/database.ts';
import { actorId, actorOf, type Actor } from '../lib/actor.ts';
import { invalidField } from '../lib/errors.ts';
import { idAt } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { orderActionsRepo, type OrderActionRow } from './repo/actions.ts';
import { refundsRepo } from './repo/refunds.ts';
import { refundView, type RefundView } from './refunds.ts';

/**
 * Who acts on an order for the shop, recorded with each staff operation (src/orders/staff.ts):
 * a staff member signed in to the console, or the operator at the CLI.
 */
export type OrderActor = Extract<Actor, { type: 'staff' | 'operator' }>;

export type OrderAction = OrderActionRow['action'];

/** Whether the shop's own people act (staff, the operator): they record their operations with a note and a reason. */
export const byShop = (by: Actor): by is OrderActor => by.type === 'staff' || by.type === 'operator';

/** The longest reason staff may give. */
export const MAX_REASON = 500;

/** A staff member's reason, trimmed: 1-500 characters (400 invalid_request naming `reason` otherwise). */
export function checkReason(reason: string | undefined): string {
  const r = (reason ?? '').trim();
  if (r === '') throw invalidField('reason', 'is required: say why (1-500 characters)');
  if ([...r].length > MAX_REASON) throw invalidField('reason', `must be at most ${MAX_REASON} characters`);
  return r;
}

/**
 * An action row: who (staff keep staff_id, clients and shoppers actor_id), what, why. `position`
 * orders the rows of one change (their ids sort as they are listed).
 */
export function actionRow(
  shopId: string,
  orderId: string,
  by: Actor,
  action: OrderAction,
  note: string,
  extra: { refundId?: string | null; reason?: string; position?: number } = {},
): OrderActionRow {
  return {
    id: idAt('oac', Date.now(), extra.position ?? 0),
    shop_id: shopId,
    order_id: orderId,
    action,
    actor_kind: by.type,
    staff_id: by.type === 'staff' ? by.staffId : null,
    actor_id: by.type === 'staff' ? null : actorId(by),
    note,
    refund_id: extra.refundId ?? null,
    reason: extra.reason ?? null,
    at: nowIso(),
  };
}

/** Records who did what to the order (and why), as a step of the changing transaction (before its recordEvents). */
export async function recordAction(
  tx: Tx,
  shopId: string,
  orderId: string,
  by: Actor,
  action: OrderAction,
  note: string,
  extra: { refundId?: string | null; reason?: string } = {},
): Promise<void> {
  await orderActionsRepo(tx).insertActions([actionRow(shopId, orderId, by, action, note, extra)]);
}

/** Records several actions in one statement (the order events of a change by a client, a shopper or the system). */
export async function recordActions(tx: Tx, rows: OrderActionRow[]): Promise<void> {
  if (rows.length) await orderActionsRepo(tx).insertActions(rows);
}

export interface OrderActionView {
  id: string;
  action: OrderAction;
  actor: Actor;
  at: string;
  note: string;
  reason: string | null;
  refund: RefundView | null;
}

/** An order's actions by anyone, oldest first, each cancellation with the state of its refund. */
export async function orderActions(db: Db, shopId: string, orderId: string): Promise<OrderActionView[]> {
  const rows = await orderActionsRepo(db).actions(shopId, orderId);
  const refunds = await refundsRepo(db).refundsByIds(rows.flatMap((r) => (r.refund_id ? [r.refund_id] : [])));
  return rows.map((r) => {
    const refund = refunds.find((f) => f.id === r.refund_id);
    return {
      id: r.id,
      action: r.action,
      actor: actorOf(r.actor_kind, r.actor_kind === 'staff' ? r.staff_id : r.actor_id),
      at: r.at,
      note: r.note,
      reason: r.reason,
      refund: refund ? refundView(refund) : null,
    };
  });
}
