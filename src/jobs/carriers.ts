import type { Read, Tx } from '../db/database.ts';
import type { Actor } from '../lib/actor.ts';
import { ApiError, invalidField } from '../lib/errors.ts';
import { jstDay } from '../lib/jst-time.ts';
import type { Person } from '../lib/personal-data.ts';
import { carrierNumberProblem, trackingNumberKey } from '../lib/tracking-number.ts';
import { shopCarrierByCode, shopCarrierCode } from '../catalog/sales.ts';
import { shippingByOrderNumber, shippingOrder, shippingsAwaitingShipment } from '../orders/queries.ts';
import { moveShippingStatus } from '../orders/service.ts';
import { registerTracking } from '../orders/trackings.ts';
import { giftWrappingNote, giftWrappingOf } from '../orders/wrapping.ts';
import type { ShopSender } from '../shop/sender.ts';
import type { RowOutcome } from './schemas.ts';

/*
 * Carrier files. Yamato B2 Cloud's "送り状発行データレイアウト 入出力用" (the layout of its external
 * data import, and of its shipping history): positional columns, Shift_JIS, CRLF, a header row.
 * The positions filled here are those confirmed from public sources (see the README); the others
 * are left empty, as B2 Cloud allows for optional fields.
 */

/** The layout's first 42 columns, by position (1-based in Yamato's document). */
export const B2_COLUMNS = [
  'お客様管理番号',
  '送り状種別',
  'クール区分',
  '伝票番号',
  '出荷予定日',
  'お届け予定日',
  '配達時間帯',
  'お届け先コード',
  'お届け先電話番号',
  'お届け先電話番号枝番',
  'お届け先郵便番号',
  'お届け先住所',
  'お届け先アパートマンション名',
  'お届け先会社・部門１',
  'お届け先会社・部門２',
  'お届け先名',
  'お届け先名(ｶﾅ)',
  '敬称',
  'ご依頼主コード',
  'ご依頼主電話番号',
  'ご依頼主電話番号枝番',
  'ご依頼主郵便番号',
  'ご依頼主住所',
  'ご依頼主アパートマンション',
  'ご依頼主名',
  'ご依頼主名(ｶﾅ)',
  '品名コード１',
  '品名１',
  '品名コード２',
  '品名２',
  '荷扱い１',
  '荷扱い２',
  '記事',
  'ｺﾚｸﾄ代金引換額（税込)',
  '内消費税額等',
  '止置き',
  '営業所コード',
  '発行枚数',
  '個数口表示フラグ',
  '請求先顧客コード',
  '請求先分類コード',
  '運賃管理番号',
];

const MANAGEMENT = B2_COLUMNS[0]!;
const TRACKING = B2_COLUMNS[3]!;
const DELIVERY_DATE = B2_COLUMNS[5]!;
/** 記事: the wrapping or noshi, for the packer and the driver; cut to 16 characters, a length not confirmed against the layout. */
const NOTE = B2_COLUMNS[32]!;
const NOTE_LENGTH = 16;

/** Yamato's time-slot codes; a slot held as a label ("午前中", "14時〜16時") is read as its code. */
const SLOT_CODES = ['0812', '1214', '1416', '1618', '1820', '1921', '2021'];

function slotCode(slot: string | null): string {
  if (!slot) return '';
  if (SLOT_CODES.includes(slot)) return slot;
  if (slot.includes('午前')) return '0812';
  const hours = slot.normalize('NFKC').match(/(\d{1,2})\D+(\d{1,2})/);
  const code = hours ? `${hours[1]!.padStart(2, '0')}${hours[2]!.padStart(2, '0')}` : '';
  return SLOT_CODES.includes(code) ? code : '';
}

const slashDate = (date: string) => date.replace(/-/g, '/');
const postalCode = (code: string | undefined) => {
  const digits = (code ?? '').normalize('NFKC').replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : (code ?? '');
};

/** The customer-management number of a shipping: its order's number, and its place when not the first ("1001-2"). */
function managementNumber(number: number | null, sort: number): string {
  return sort === 0 ? String(number) : `${number}-${sort + 1}`;
}

/** A page of B2 Cloud rows from the shippings awaiting shipment, and (mark_preparing) the moves to make with it. */
export async function b2Page(
  db: Read,
  shop: { id: string; sender: ShopSender },
  statuses: string[],
  afterId: string,
  limit: number,
) {
  const rows = await shippingsAwaitingShipment(db, shop.id, statuses, afterId, limit);
  const today = slashDate(jstDay(Date.now()));
  const cells = rows.map((s) => {
    const recipient = JSON.parse(s.recipient) as Person;
    const collect = s.payment_method === 'cash_on_delivery';
    const row: Record<string, unknown> = Object.fromEntries(B2_COLUMNS.map((c) => [c, '']));
    Object.assign(row, {
      [MANAGEMENT]: managementNumber(s.number, s.sort),
      [B2_COLUMNS[1]!]: collect ? '2' : '0',
      [B2_COLUMNS[4]!]: today,
      [DELIVERY_DATE]: s.delivery_date ? slashDate(s.delivery_date) : '',
      [B2_COLUMNS[6]!]: slotCode(s.delivery_time_slot),
      [B2_COLUMNS[8]!]: recipient.tel ?? '',
      [B2_COLUMNS[10]!]: postalCode(recipient.postal_code),
      [B2_COLUMNS[11]!]: recipient.address ?? '',
      [B2_COLUMNS[15]!]: [recipient.last_name, recipient.first_name].filter(Boolean).join(' '),
      [B2_COLUMNS[19]!]: shop.sender.phone,
      [B2_COLUMNS[21]!]: shop.sender.postal_code,
      [B2_COLUMNS[22]!]: shop.sender.address,
      [B2_COLUMNS[24]!]: shop.sender.name,
      [B2_COLUMNS[27]!]: (s.item_name ?? '').slice(0, 25),
      [NOTE]: giftWrappingNote(giftWrappingOf(s.gift_wrapping)).slice(0, NOTE_LENGTH),
      [B2_COLUMNS[33]!]: collect ? String(s.total) : '',
    });
    return row;
  });
  const moves = rows.filter((s) => s.status === 'unshipped').map((s) => ({ orderId: s.order_id, shippingId: s.id }));
  return { cells, moves, next: rows.length === limit ? rows.at(-1)!.id : null };
}

/** Moves the exported shippings that were unshipped to preparing, in the transaction writing their page. */
export async function markPreparing(
  tx: Tx,
  shopId: string,
  moves: { orderId: string; shippingId: string }[],
  by: Actor,
) {
  for (const m of moves) await moveShippingStatus(tx, shopId, m.orderId, m.shippingId, 'preparing', by);
}

export type TrackingFormat = 'tenpo' | 'yamato_b2';

/** The columns a trackings file's header must name, by format. */
export const TRACKING_COLUMNS: Record<TrackingFormat, { required: string[]; known: string[] | null }> = {
  tenpo: {
    required: ['order_shipping_id', 'carrier_id', 'tracking_number'],
    known: ['order_shipping_id', 'carrier_id', 'tracking_number', 'delivery_date'],
  },
  // B2 Cloud's history has many more columns: these two are read, with お届け予定日 when present.
  yamato_b2: { required: [MANAGEMENT, TRACKING], known: null },
};

/**
 * Registers a row's tracking number as POST /v1/orders/{id}/trackings does, after checking it is
 * one of its carrier's (length, check digit). Tenpo's format names the shipping and carrier; B2
 * Cloud's names the order number (and place) in お客様管理番号, the carrier being Yamato.
 */
export async function registerTrackingRow(
  tx: Tx,
  shopId: string,
  format: TrackingFormat,
  values: Record<string, unknown>,
  by: Actor,
): Promise<RowOutcome> {
  const text = (key: string) => (typeof values[key] === 'string' ? values[key].trim() : '');
  let orderId: string;
  let shippingId: string;
  let carrier: { id: string; code: string } | undefined;
  let input: { tracking_number: string; delivery_date?: string };
  if (format === 'tenpo') {
    const found = await shippingOrder(tx, shopId, text('order_shipping_id'));
    if (!found) throw invalidField('order_shipping_id', 'is not a shipping of this shop');
    [orderId, shippingId] = [found.order_id, found.id];
    const code = await shopCarrierCode(tx, shopId, text('carrier_id'));
    if (!code) throw invalidField('carrier_id', 'is not a delivery company of this shop');
    carrier = { id: text('carrier_id'), code };
    input = {
      tracking_number: text('tracking_number'),
      ...(text('delivery_date') ? { delivery_date: text('delivery_date') } : {}),
    };
  } else {
    const management = text(MANAGEMENT)
      .normalize('NFKC')
      .match(/^(\d+)(?:-(\d+))?$/);
    if (!management)
      throw invalidField(
        MANAGEMENT,
        'must be an order number, or an order number and the shipping\'s place ("1001-2")',
      );
    const found = await shippingByOrderNumber(tx, shopId, Number(management[1]), Number(management[2] ?? 1) - 1);
    if (!found) throw invalidField(MANAGEMENT, 'is not a shipping of an order of this shop');
    [orderId, shippingId] = [found.order_id, found.id];
    carrier = await shopCarrierByCode(tx, shopId, 'yamato');
    if (!carrier)
      throw new ApiError('invalid_request', 'The shop has no Yamato delivery company to register the numbers with');
    const date = text(DELIVERY_DATE).replace(/\//g, '-');
    input = { tracking_number: text(TRACKING), ...(date ? { delivery_date: date } : {}) };
  }
  const problem = carrierNumberProblem(carrier.code, trackingNumberKey(input.tracking_number));
  if (problem) throw invalidField('tracking_number', problem);
  const { tracking, created } = await registerTracking(
    tx,
    shopId,
    orderId,
    {
      order_shipping_id: shippingId,
      carrier_id: carrier.id,
      ...input,
    },
    by,
  );
  return { status: created ? 'created' : 'unchanged', id: tracking.tracking_id, sku: null, errors: [] };
}
