import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '../lib/staff.ts';
import { SCOPES, type Scope } from '../lib/scopes.ts';

// The languages live in src/lib so the staff table (src/db/tables) can name them.
export { type Locale } from '../lib/staff.ts';
export const DEFAULT_LOCALE: Locale = 'ja';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The signed-in staff member's language; signed-out pages are Japanese. */
export function localeOf(req: FastifyRequest | Locale): Locale {
  return typeof req === 'string' ? req : (req.console?.staff.locale ?? DEFAULT_LOCALE);
}

type Entry = string | ((...args: never[]) => string);
/** Japanese must give every key English has, each of the same kind (a string, or a function of the same arguments). */
type Translation<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

/**
 * A page's text table: English defines the shape, the type checker makes Japanese complete.
 * `const text = texts({ en: { title: 'Items' }, ja: { title: '商品' } })`, then `text(req).title`.
 */
export function texts<T extends Record<string, Entry>>(table: { en: T; ja: Translation<T> }) {
  // English is a Translation of itself; the compiler cannot see that for a generic T.
  return (req: FastifyRequest | Locale): Translation<T> => table[localeOf(req)] as Translation<T>;
}

/** Words for the values orders, shippings, payments, gifts, items and deliveries store, shared by every page. */
const words = texts({
  en: {
    order_init: 'Awaiting payment',
    order_paid: 'Paid',
    order_fulfilled: 'Fulfilled',
    order_cancelled: 'Cancelled',
    shipping_unshipped: 'Not shipped',
    shipping_preparing: 'Preparing',
    shipping_shipped: 'Shipped',
    shipping_delivered: 'Delivered',
    shipping_cancelled: 'Cancelled',
    payment_credit_card: 'Credit card',
    payment_bank_transfer: 'Bank transfer',
    payment_convenience_store: 'Convenience store',
    payment_cash_on_delivery: 'Cash on delivery',
    payment_line_pay: 'LINE Pay',
    payment_free: 'Free',
    gift_none: 'Not a gift',
    gift_pending: 'Gift: awaiting answer',
    gift_accepted: 'Gift: accepted',
    gift_declined: 'Gift: declined',
    item_active: 'On sale',
    item_inactive: 'Not on sale',
    kind_normal: 'Standard',
    kind_gift: 'Gift',
    kind_ticket: 'Ticket',
    kind_free_ticket: 'Free ticket',
    kind_pre_sale_ticket: 'Pre-sale ticket',
    kind_bundle: 'Bundle',
    delivery_pending: 'Pending',
    delivery_succeeded: 'Delivered',
    delivery_failed: 'Failed',
  },
  ja: {
    order_init: '入金待ち',
    order_paid: '支払済み',
    order_fulfilled: '発送完了',
    order_cancelled: 'キャンセル',
    shipping_unshipped: '未発送',
    shipping_preparing: '発送準備中',
    shipping_shipped: '発送済み',
    shipping_delivered: '配達完了',
    shipping_cancelled: 'キャンセル',
    payment_credit_card: 'クレジットカード',
    payment_bank_transfer: '銀行振込',
    payment_convenience_store: 'コンビニ払い',
    payment_cash_on_delivery: '代金引換',
    payment_line_pay: 'LINE Pay',
    payment_free: '無料',
    gift_none: 'ギフトではない',
    gift_pending: 'ギフト：回答待ち',
    gift_accepted: 'ギフト：受け取り済み',
    gift_declined: 'ギフト：辞退',
    item_active: '販売中',
    item_inactive: '販売停止',
    kind_normal: '通常商品',
    kind_gift: 'ギフト',
    kind_ticket: 'チケット',
    kind_free_ticket: '無料チケット',
    kind_pre_sale_ticket: '先行販売チケット',
    kind_bundle: 'セット商品',
    delivery_pending: '送信待ち',
    delivery_succeeded: '送信済み',
    delivery_failed: '失敗',
  },
});

type WordGroup = 'order' | 'shipping' | 'payment' | 'gift' | 'item' | 'kind' | 'delivery';

/** A stored value in words (`word(req, 'payment', 'bank_transfer')` → 銀行振込); an unknown value is shown as it is. */
export function word(req: FastifyRequest | Locale, group: WordGroup, value: string): string {
  const table = words(req) as Record<string, string>;
  return table[`${group}_${value}`] ?? value;
}

/** What each scope allows, in the staff member's language (consent page, API clients). */
const scopeWords = texts<Record<Scope, string>>({
  en: SCOPES,
  ja: {
    read_items: '商品・カテゴリ・配送業者の読み取り',
    read_users: 'ショップ情報の読み取り',
    read_orders: '注文・注文明細・配送の読み取り（購入者の個人情報を除く）',
    read_orders_pii: '購入者・お届け先の氏名・住所・電話番号の読み取り（個人情報）',
    read_customers: '顧客の LINE ID・タグ・注文の読み取り',
    read_customers_pii: '顧客の氏名・住所・電話番号・メールアドレス・性別の読み取り（個人情報）',
    write_shipping: '配送状況の更新と追跡番号の登録・訂正',
    write_items: '商品・カテゴリ・商品画像・在庫の作成と編集',
    write_inflow_routes: '流入経路リンクの作成と一覧',
  },
});

export function scopeText(req: FastifyRequest | Locale, scope: Scope): string {
  return scopeWords(req)[scope];
}
