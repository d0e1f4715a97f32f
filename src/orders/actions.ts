import type { Db, Tx } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { orderActionsRepo, type OrderActionRow } from './repo/actions.ts';
import { refundsRepo } from './repo/refunds.ts';
import { refundView, type RefundView } from './refunds.ts';

/**
 * Who acts on an order for the shop, recorded with each staff operation (src/orders/staff.ts):
 * a staff member signed in to the console, or the operator at the CLI.
 */
export type OrderActor = { kind: 'staff'; staffId: string } | { kind: 'operator' };

export type OrderAction = OrderActionRow['action'];

/** Records who did what to the order, as a step of the changing transaction (before its recordEvents). */
export async function recordAction(
  tx: Tx,
  shopId: string,
  orderId: string,
  by: OrderActor,
  action: OrderAction,
  note: string,
  refundId: string | null = null,
): Promise<void> {
  await orderActionsRepo(tx).insertAction({
    id: newId('oac'),
    shop_id: shopId,
    order_id: orderId,
    action,
    actor_kind: by.kind,
    staff_id: by.kind === 'staff' ? by.staffId : null,
    note,
    refund_id: refundId,
    at: nowIso(),
  });
}

export interface OrderActionView {
  id: string;
  action: OrderAction;
  actor: OrderActor;
  at: string;
  note: string;
  refund: RefundView | null;
}

/** An order's staff and operator actions, oldest first, each cancellation with the state of its refund. */
export async function orderActions(db: Db, shopId: string, orderId: string): Promise<OrderActionView[]> {
  const rows = await orderActionsRepo(db).actions(shopId, orderId);
  const refunds = await refundsRepo(db).refundsByIds(rows.flatMap((r) => (r.refund_id ? [r.refund_id] : [])));
  return rows.map((r) => {
    const refund = refunds.find((f) => f.id === r.refund_id);
    return {
      id: r.id,
      action: r.action,
      actor: r.actor_kind === 'staff' ? { kind: 'staff', staffId: r.staff_id! } : { kind: 'operator' },
      at: r.at,
      note: r.note,
      refund: refund ? refundView(refund) : null,
    };
  });
}
