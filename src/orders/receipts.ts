import type { Db, Tx } from '../db/database.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { invoiceIssuer } from '../shop/invoice.ts';
import { ordersRepo } from './repo/orders.ts';
import { receiptsRepo } from './repo/receipts.ts';

/**
 * Receipts (領収書) that are also qualified invoices (適格請求書): issued for an order whose money
 * has come in, to its shopper or by staff. Every issue is counted on the order and kept as a row;
 * the first is the original, every later one is printed as a reissue (再発行) with its number.
 */

/** The note (但し書き) printed when the shopper chooses none. */
export const DEFAULT_RECEIPT_NOTE = 'お品代として';
export const MAX_ADDRESSEE_LENGTH = 100;
export const MAX_NOTE_LENGTH = 100;

type ReceiptIssuer = { shopper: string } | { staff: string };

interface ReceiptRequest {
  shopId: string;
  orderId: string;
  addressee: string;
  note: string;
  by: ReceiptIssuer;
}

/** What a receipt prints: the order, its issuer and this issue (src/orders/receipt-page.ts renders it). */
export type ReceiptDocument = Awaited<ReturnType<typeof issueReceipt>>;

/**
 * Issues the order's receipt: 404 for no such order (or another shopper's), 409
 * receipt_not_available unless it is paid or fulfilled. A write: the count and the issue's row
 * commit together, or neither does.
 */
export async function issueReceipt(tx: Tx, r: ReceiptRequest) {
  const customerId = 'shopper' in r.by ? r.by.shopper : null;
  const issueNumber = await receiptsRepo(tx).countIssue(r.shopId, r.orderId, customerId);
  if (issueNumber === undefined) throw await refusal(tx, r.shopId, r.orderId, customerId);
  const issuedAt = nowIso();
  const addressee = r.addressee.trim();
  const note = r.note.trim() || DEFAULT_RECEIPT_NOTE;
  await receiptsRepo(tx).insertReceipt({
    id: newId('rcpt'),
    shop_id: r.shopId,
    order_id: r.orderId,
    issue_number: issueNumber,
    issued_by: 'shopper' in r.by ? 'shopper' : 'staff',
    staff_id: 'staff' in r.by ? r.by.staff : null,
    addressee,
    note,
    issued_at: issuedAt,
  });
  const found = await ordersRepo(tx).findDetail(r.shopId, r.orderId);
  const issuer = await invoiceIssuer(tx, r.shopId);
  return {
    issueNumber,
    issuedAt,
    addressee,
    note,
    issuer: { name: issuer?.name ?? '', registrationNumber: issuer?.invoice_registration_number ?? null },
    order: found!.order, // counted above, so it exists
    lines: found!.lines,
  };
}

/** Why an order takes no receipt: it is not there (for this shopper), or its money has not come in. */
async function refusal(db: Db, shopId: string, orderId: string, customerId: string | null): Promise<ApiError> {
  const order = await ordersRepo(db).find(shopId, orderId);
  if (!order || (customerId !== null && order.customer_id !== customerId)) return notFound('order');
  return new ApiError(
    'receipt_not_available',
    `A receipt is issued only for a paid or fulfilled order; this one is ${order.status}`,
  );
}
