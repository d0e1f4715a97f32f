import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { ORDER_STATUSES, type OrderListEntry, type OrderStatus } from '../../orders/schemas.ts';
import type { ShopOrderFilter } from '../../orders/rules.ts';
import { listShopOrders } from '../../orders/service.ts';
import { getCustomer } from '../../customers/service.ts';
import { PAYMENT_METHODS } from '../../payments/payment.ts';
import { html, jst, yen } from '../../web/html.ts';
import { texts, word } from '../../web/i18n.ts';
import { cardTable, CONSOLE_PAGE_SIZE, notice, offsetOf, pager, queryValue, sendPage } from '../../web/layout.ts';
import { fullName, registerOrderPages } from './order-detail.ts';

const text = texts({
  en: {
    title: 'Orders',
    table: 'Orders, newest first',
    filters: 'Filter orders',
    number: 'Order number',
    status: 'Status',
    payment: 'Payment',
    from: 'Placed from',
    to: 'Placed until',
    customer: 'Customer',
    any: 'Any',
    filter: 'Filter',
    clear: 'Clear filters',
    order: 'Order',
    placed: 'Placed (JST)',
    purchaser: 'Purchaser',
    total: 'Total',
    found: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
    none: 'No orders yet.',
    noMatch: 'No orders match these filters.',
    badNumber: 'Order number: enter a number such as #1001 or 1001.',
    badFilter: (field: string, detail: string) => `Check the filter "${field}": ${detail}`,
    lateOnly: (day: string) => `Only orders with a shipping not yet delivered whose delivery date is before ${day}.`,
    lateField: 'Delivery date passed',
  },
  ja: {
    title: '注文',
    table: '注文（新しい順）',
    filters: '注文の絞り込み',
    number: '注文番号',
    status: '状態',
    payment: '支払い方法',
    from: '注文日（から）',
    to: '注文日（まで）',
    customer: '顧客',
    any: 'すべて',
    filter: '絞り込む',
    clear: '条件をクリア',
    order: '注文',
    placed: '注文日時（JST）',
    purchaser: '購入者',
    total: '合計',
    found: (n: number) => `${n} 件`,
    none: '注文はまだありません。',
    noMatch: '条件に合う注文はありません。',
    badNumber: '注文番号は #1001 や 1001 のように数字で入力してください。',
    badFilter: (field: string, detail: string) => `絞り込み条件「${field}」を確認してください（${detail}）。`,
    lateOnly: (day: string) =>
      `お届け予定日（${day} より前）を過ぎて、まだ配達されていない配送のある注文だけを表示しています。`,
    lateField: 'お届け予定日超過',
  },
});

/** The list's query parameters; the pager carries the ones given to every page. */
const FILTER_PARAMS = ['number', 'status', 'payment_method', 'from', 'to', 'customer', 'late'] as const;
type FilterParams = Record<(typeof FILTER_PARAMS)[number], string>;

class FilterInputError extends Error {}

/** "#1001", "1001" and full-width "＃１００１" all mean order 1001; empty means any. */
function orderNumber(value: string): number | undefined {
  const digits = value.normalize('NFKC').trim().replace(/^#\s*/, '');
  if (digits === '') return undefined;
  if (!/^[0-9]{1,15}$/.test(digits) || Number(digits) < 1) throw new FilterInputError();
  return Number(digits);
}

function shopFilter(p: FilterParams): ShopOrderFilter {
  const number = orderNumber(p.number);
  return {
    ...(p.status ? { statuses: [p.status as OrderStatus] } : {}),
    ...(p.payment_method ? { paymentMethods: [p.payment_method] } : {}),
    ...(p.from ? { orderedFrom: p.from } : {}),
    ...(p.to ? { orderedTo: p.to } : {}),
    ...(p.customer ? { customerId: p.customer } : {}),
    ...(number !== undefined ? { number } : {}),
    ...(p.late ? { lateBefore: p.late } : {}),
  };
}

/** `customerName`: the name of the customer the list is narrowed to (a link from the customers page), null when none. */
function filterForm(req: FastifyRequest, p: FilterParams, customerName: string | null) {
  const t = text(req);
  const options = (values: readonly string[], selected: string, words: (v: string) => string) =>
    html`<option value="">${t.any}</option>${values.map((v) => html`<option value="${v}"${v === selected ? html` selected` : ''}>${words(v)}</option>`)}`;
  return html`<form method="get" action="/console/orders" class="filters" role="search" aria-label="${t.filters}">
<label>${t.number} <input type="search" name="number" value="${p.number}" placeholder="#1001" maxlength="20" autocomplete="off"></label>
<label>${t.status} <select name="status">${options(ORDER_STATUSES, p.status, (v) => word(req, 'order', v))}</select></label>
<label>${t.payment} <select name="payment_method">${options(PAYMENT_METHODS, p.payment_method, (v) => word(req, 'payment', v))}</select></label>
<label>${t.from} <input type="date" name="from" value="${p.from}"></label>
<label>${t.to} <input type="date" name="to" value="${p.to}"></label>
${customerName !== null ? html`<p class="filter-note"><input type="hidden" name="customer" value="${p.customer}">${t.customer}: <strong>${customerName}</strong></p>` : ''}
${p.late ? html`<input type="hidden" name="late" value="${p.late}"><p class="filter-note">${t.lateOnly(p.late)}</p>` : ''}<div class="filter-actions"><button type="submit">${t.filter}</button> <a href="/console/orders">${t.clear}</a></div>
</form>`;
}

/** A customer by name (staff know customers by name, not id); a customer not of the shop stays unnamed. */
async function customerNameOf(ctx: AppContext, shopId: string, id: string): Promise<string | null> {
  if (!id) return null;
  const found = await getCustomer(ctx.db, shopId, id, { pii: true }).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === 'not_found') return null;
    throw err;
  });
  return found ? fullName(found.profile ?? {}) : '—';
}

/** The field an invalid_request of the filter names, in the staff member's words. */
function filterLabel(req: FastifyRequest, field: string | undefined): string {
  const t = text(req);
  const labels: Record<string, string> = {
    status: t.status,
    payment_method: t.payment,
    ordered_from: t.from,
    ordered_to: t.to,
    late: t.lateField,
  };
  return (field && labels[field]) ?? field ?? '';
}

/** The shop's orders for staff: filters, pagination that keeps them; the detail and its actions in ./order-detail.ts. */
export function registerOrdersPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/orders', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const offset = offsetOf(req);
    const params = Object.fromEntries(
      FILTER_PARAMS.map((name) => [name, queryValue(req, name).trim().slice(0, 64)]),
    ) as FilterParams;
    const given = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ''));
    let orders: OrderListEntry[] = [];
    let total = 0;
    let error: string | null = null;
    try {
      const page = await listShopOrders(ctx.db, req.console!.staff.shopId, shopFilter(params), {
        limit: CONSOLE_PAGE_SIZE,
        offset,
      });
      orders = page.data;
      total = page.pagination.total;
    } catch (err) {
      if (err instanceof FilterInputError) error = t.badNumber;
      else if (err instanceof ApiError && err.code === 'invalid_request') {
        const detail = err.options.details?.[0];
        error = t.badFilter(filterLabel(req, detail?.field), detail?.message ?? err.message);
      } else throw err;
    }
    const filtered = Object.keys(given).length > 0;
    return sendPage(
      req,
      reply,
      t.title,
      html`${filterForm(req, params, await customerNameOf(ctx, req.console!.staff.shopId, params.customer))}${notice('error', error)}
${error ? '' : html`<p class="muted" role="status">${t.found(total)}</p>`}
${cardTable(
  t.table,
  [
    { label: t.order, key: true },
    { label: t.placed },
    { label: t.purchaser },
    { label: t.status },
    { label: t.payment, wide: true },
    { label: t.total, num: true },
  ],
  orders.map((o) => [
    html`<a href="/console/orders/${o.id}">#${o.number}</a>`,
    html`<span class="nowrap">${jst(o.ordered_at)}</span>`,
    html`${fullName(o.purchaser ?? {})}`,
    html`<span class="nowrap">${word(req, 'order', o.status)}</span>`,
    html`${word(req, 'payment', o.payment_method)}`,
    html`${yen(o.total.amount)}`,
  ]),
)}${!error && orders.length === 0 && offset === 0 ? html`<p class="muted">${filtered ? t.noMatch : t.none}</p>` : ''}${pager(req, '/console/orders', offset, orders.length, CONSOLE_PAGE_SIZE, given)}`,
      error ? 400 : 200,
    );
  });

  registerOrderPages(app, ctx);
}
