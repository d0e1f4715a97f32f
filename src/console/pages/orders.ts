import type { FastifyInstance } from 'fastify';
import { deliveryCompaniesById } from '../../catalog/delivery-companies/service.ts';
import { carrierTrackingUrl } from '../../catalog/carriers.ts';
import type { AppContext } from '../../context.ts';
import type { Person } from '../../lib/personal-data.ts';
import { getOrder, listNewestOrders } from '../../orders/service.ts';
import { html, jst, yen } from '../html.ts';
import { texts, word } from '../i18n.ts';
import { CONSOLE_PAGE_SIZE, offsetOf, pager, sendPage, tableBox } from '../layout.ts';

const text = texts({
  en: {
    title: 'Orders',
    table: 'Orders, newest first',
    order: 'Order',
    orderTitle: (id: string) => `Order ${id}`,
    placed: 'Placed',
    purchaser: 'Purchaser',
    status: 'Status',
    payment: 'Payment',
    total: 'Total',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    tax: 'Tax',
    personalData: '(personal data)',
    items: 'Items',
    sku: 'SKU',
    qty: 'Qty',
    unitPrice: 'Unit price',
    shippingN: (n: number) => `Shipping ${n}`,
    carrier: 'Carrier',
    delivery: 'Delivery',
    cost: 'Cost',
    tracking: 'Tracking',
    recipient: 'Recipient',
  },
  ja: {
    title: '注文',
    table: '注文（新しい順）',
    order: '注文',
    orderTitle: (id: string) => `注文 ${id}`,
    placed: '注文日時',
    purchaser: '購入者',
    status: '状態',
    payment: '支払い方法',
    total: '合計',
    name: '氏名',
    phone: '電話番号',
    email: 'メールアドレス',
    address: '住所',
    subtotal: '小計',
    shipping: '送料',
    discount: '割引',
    tax: '消費税',
    personalData: '（個人情報）',
    items: '商品',
    sku: 'SKU',
    qty: '数量',
    unitPrice: '単価',
    shippingN: (n: number) => `配送 ${n}`,
    carrier: '配送業者',
    delivery: 'お届け日時',
    cost: '送料',
    tracking: '追跡番号',
    recipient: 'お届け先',
  },
});

const fullName = (p: Person) => [p.last_name, p.first_name].filter(Boolean).join(' ') || '—';

function personBlock(t: ReturnType<typeof text>, p: Person) {
  return html`<dl><dt>${t.name}</dt><dd>${fullName(p)}</dd><dt>${t.phone}</dt><dd>${p.tel || '—'}</dd>${p.email !== undefined ? html`<dt>${t.email}</dt><dd>${p.email || '—'}</dd>` : ''}
<dt>${t.address}</dt><dd>${p.postal_code ? `〒${p.postal_code} ` : ''}${p.address || '—'}</dd></dl>`;
}

/** Orders for staff: the list, and the detail with the buyer's and recipients' personal data (through the orders service, as read_orders_pii sees them). */
export function registerOrdersPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/orders', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const offset = offsetOf(req);
    const orders = await listNewestOrders(ctx.db, req.console!.staff.shopId, { limit: CONSOLE_PAGE_SIZE, offset });
    return sendPage(
      req,
      reply,
      t.title,
      html`${tableBox(
        t.table,
        html`<table><thead><tr><th>${t.order}</th><th>${t.placed}</th><th>${t.purchaser}</th><th>${t.status}</th><th>${t.payment}</th><th class="num">${t.total}</th></tr></thead><tbody>
${orders.map(
  (
    o,
  ) => html`<tr><td><a href="/console/orders/${o.id}"><code>${o.id}</code></a></td><td>${jst(o.ordered_at)}</td><td>${fullName(o.purchaser ?? {})}</td>
<td>${word(req, 'order', o.status)}</td><td>${word(req, 'payment', o.payment_method)}</td><td class="num">${yen(o.total.amount)}</td></tr>`,
)}
</tbody></table>`,
      )}${pager(req, '/console/orders', offset, orders.length, CONSOLE_PAGE_SIZE)}`,
    );
  });

  app.get<{ Params: { id: string } }>('/console/orders/:id', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const shopId = req.console!.staff.shopId;
    const order = await getOrder(ctx.db, shopId, req.params.id, { pii: true });
    const trackings = order.shippings.flatMap((s) => s.trackings);
    const carriers = await deliveryCompaniesById(
      ctx,
      shopId,
      [...order.shippings, ...trackings].map((x) => x.carrier_id).filter((id): id is string => id !== null),
    );
    const tax = (rate: number) => order.amounts.tax.find((t) => t.rate === rate)?.amount.amount ?? 0;
    return sendPage(
      req,
      reply,
      t.orderTitle(order.id),
      html`<dl><dt>${t.placed}</dt><dd>${jst(order.ordered_at)}</dd><dt>${t.status}</dt><dd>${word(req, 'order', order.status)}${order.gift_status !== 'none' ? html` · ${word(req, 'gift', order.gift_status)}` : ''}</dd>
<dt>${t.payment}</dt><dd>${word(req, 'payment', order.payment_method)}</dd><dt>${t.subtotal}</dt><dd>${yen(order.amounts.subtotal.amount)}</dd><dt>${t.shipping}</dt><dd>${yen(order.amounts.shipping_total.amount)}</dd>
<dt>${t.discount}</dt><dd>${yen(order.amounts.discount_total.amount)}</dd><dt>${t.tax}</dt><dd>8%: ${yen(tax(8))} · 10%: ${yen(tax(10))}</dd><dt>${t.total}</dt><dd><strong>${yen(order.amounts.total.amount)}</strong></dd></dl>
<h2>${t.purchaser} <span class="pii">${t.personalData}</span></h2>${personBlock(t, order.purchaser ?? {})}
<h2>${t.items}</h2>${tableBox(
        t.items,
        html`<table><thead><tr><th>${t.sku}</th><th>${t.name}</th><th class="num">${t.qty}</th><th class="num">${t.unitPrice}</th><th class="num">${t.subtotal}</th></tr></thead><tbody>
${order.line_items.map((l) => html`<tr><td><code>${l.sku}</code></td><td>${l.name}</td><td class="num">${l.quantity}</td><td class="num">${yen(l.unit_price.amount)}</td><td class="num">${yen(l.subtotal.amount)}</td></tr>`)}
</tbody></table>`,
      )}
${order.shippings.map(
  (s, i) => html`<h2>${t.shippingN(i + 1)}: ${word(req, 'shipping', s.status)}</h2>
<dl><dt>${t.carrier}</dt><dd>${(s.carrier_id && carriers.get(s.carrier_id)?.name) ?? '—'}</dd><dt>${t.delivery}</dt><dd>${s.delivery_date ?? '—'} ${s.delivery_time_slot ?? ''}</dd><dt>${t.cost}</dt><dd>${yen(s.shipping_cost.amount)}</dd>
<dt>${t.tracking}</dt><dd>${s.trackings.map((t) => {
    const carrier = carriers.get(t.carrier_id);
    const url = carrier && carrierTrackingUrl(carrier.tracking_url_template, t.tracking_number);
    return html`<div>${carrier?.name ?? ''} ${url?.startsWith('https://') ? html`<a href="${url}" rel="noreferrer">${t.tracking_number}</a>` : t.tracking_number}</div>`;
  })}</dd></dl>
<h3>${t.recipient} <span class="pii">${t.personalData}</span></h3>${personBlock(t, s.recipient ?? {})}`,
)}`,
    );
  });
}
