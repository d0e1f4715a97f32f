import type { FastifyInstance } from 'fastify';
import { deliveryCompaniesById } from '../../catalog/delivery-companies/service.ts';
import type { AppContext } from '../../context.ts';
import type { Person } from '../../lib/personal-data.ts';
import { getOrder, listNewestOrders } from '../../orders/service.ts';
import { html, jst, yen } from '../html.ts';
import { CONSOLE_PAGE_SIZE, offsetOf, pager, sendPage } from '../layout.ts';

const fullName = (p: Person) => [p.last_name, p.first_name].filter(Boolean).join(' ') || '—';

function personBlock(p: Person) {
  return html`<dl><dt>Name</dt><dd>${fullName(p)}</dd><dt>Phone</dt><dd>${p.tel || '—'}</dd>${p.email !== undefined ? html`<dt>E-mail</dt><dd>${p.email || '—'}</dd>` : ''}
<dt>Address</dt><dd>${p.postal_code ? `〒${p.postal_code} ` : ''}${p.address || '—'}</dd></dl>`;
}

/** Orders for staff: the list, and the detail with the buyer's and recipients' personal data (through the orders service, as read_orders_pii sees them). */
export function registerOrdersPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/orders', { schema: { hide: true } }, async (req, reply) => {
    const offset = offsetOf(req);
    const orders = await listNewestOrders(ctx.db, req.console!.staff.shopId, { limit: CONSOLE_PAGE_SIZE, offset });
    return sendPage(
      req,
      reply,
      'Orders',
      html`<table><thead><tr><th>Order</th><th>Placed</th><th>Purchaser</th><th>Status</th><th>Payment</th><th class="num">Total</th></tr></thead><tbody>
${orders.map(
  (
    o,
  ) => html`<tr><td><a href="/console/orders/${o.id}"><code>${o.id}</code></a></td><td>${jst(o.ordered_at)}</td><td>${fullName(o.purchaser ?? {})}</td>
<td>${o.status}</td><td>${o.payment_method}</td><td class="num">${yen(o.total.amount)}</td></tr>`,
)}
</tbody></table>${pager('/console/orders', offset, orders.length, CONSOLE_PAGE_SIZE)}`,
    );
  });

  app.get<{ Params: { id: string } }>('/console/orders/:id', { schema: { hide: true } }, async (req, reply) => {
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
      `Order ${order.id}`,
      html`<dl><dt>Placed</dt><dd>${jst(order.ordered_at)}</dd><dt>Status</dt><dd>${order.status}</dd>
<dt>Payment</dt><dd>${order.payment_method}</dd><dt>Subtotal</dt><dd>${yen(order.amounts.subtotal.amount)}</dd><dt>Shipping</dt><dd>${yen(order.amounts.shipping_total.amount)}</dd>
<dt>Discount</dt><dd>${yen(order.amounts.discount_total.amount)}</dd><dt>Tax</dt><dd>8%: ${yen(tax(8))} · 10%: ${yen(tax(10))}</dd><dt>Total</dt><dd><strong>${yen(order.amounts.total.amount)}</strong></dd></dl>
<h2>Purchaser <span class="pii">(personal data)</span></h2>${personBlock(order.purchaser ?? {})}
<h2>Items</h2><table><thead><tr><th>SKU</th><th>Name</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Subtotal</th></tr></thead><tbody>
${order.line_items.map((l) => html`<tr><td><code>${l.sku}</code></td><td>${l.name}</td><td class="num">${l.quantity}</td><td class="num">${yen(l.unit_price.amount)}</td><td class="num">${yen(l.subtotal.amount)}</td></tr>`)}
</tbody></table>
${order.shippings.map(
  (s, i) => html`<h2>Shipping ${i + 1}: ${s.status}</h2>
<dl><dt>Carrier</dt><dd>${(s.carrier_id && carriers.get(s.carrier_id)?.name) ?? '—'}</dd><dt>Delivery</dt><dd>${s.delivery_date ?? '—'} ${s.delivery_time_slot ?? ''}</dd><dt>Cost</dt><dd>${yen(s.shipping_cost.amount)}</dd>
<dt>Tracking</dt><dd>${s.trackings.map((t) => {
    const carrier = carriers.get(t.carrier_id);
    const url = carrier?.tracking_url_template.replace('{tracking_number}', encodeURIComponent(t.tracking_number));
    return html`<div>${carrier?.name ?? ''} ${url?.startsWith('https://') ? html`<a href="${url}" rel="noreferrer">${t.tracking_number}</a>` : t.tracking_number}</div>`;
  })}</dd></dl>
<h3>Recipient <span class="pii">(personal data)</span></h3>${personBlock(s.recipient ?? {})}`,
)}`,
    );
  });
}
