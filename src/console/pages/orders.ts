import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { Person } from '../../lib/personal-data.ts';
import { html, jst, yen } from '../html.ts';
import { offsetOf, pager, sendPage } from '../layout.ts';
import { CONSOLE_PAGE_SIZE, consoleReadRepo } from '../repo.ts';

function person(json: string): Person {
  try {
    return JSON.parse(json) as Person;
  } catch {
    return {};
  }
}

const fullName = (p: Person) => [p.last_name, p.first_name].filter(Boolean).join(' ') || '—';

function personBlock(p: Person) {
  return html`<dl><dt>Name</dt><dd>${fullName(p)}</dd><dt>Phone</dt><dd>${p.tel || '—'}</dd>${p.email !== undefined ? html`<dt>E-mail</dt><dd>${p.email || '—'}</dd>` : ''}
<dt>Address</dt><dd>${p.postal_code ? `〒${p.postal_code} ` : ''}${p.address || '—'}</dd></dl>`;
}

/** Orders for staff: the list, and the detail with the buyer's and recipients' personal data. */
export function registerOrdersPages(app: FastifyInstance, ctx: AppContext): void {
  const repo = consoleReadRepo(ctx.db);

  app.get('/console/orders', { schema: { hide: true } }, async (req, reply) => {
    const offset = offsetOf(req);
    const orders = await repo.listOrders(req.console!.staff.shopId, offset);
    return sendPage(req, reply, 'Orders', html`<table><thead><tr><th>Order</th><th>Placed</th><th>Purchaser</th><th>Status</th><th>Payment</th><th class="num">Total</th></tr></thead><tbody>
${orders.map((o) => html`<tr><td><a href="/console/orders/${o.id}"><code>${o.id}</code></a></td><td>${jst(o.ordered_at)}</td><td>${fullName(person(o.purchaser))}</td>
<td>${o.status}</td><td>${o.payment_method}</td><td class="num">${yen(o.total)}</td></tr>`)}
</tbody></table>${pager('/console/orders', offset, orders.length, CONSOLE_PAGE_SIZE)}`);
  });

  app.get<{ Params: { id: string } }>('/console/orders/:id', { schema: { hide: true } }, async (req, reply) => {
    const shopId = req.console!.staff.shopId;
    const order = await repo.findOrder(shopId, req.params.id);
    if (!order) throw notFound('order');
    const [lines, shippings, trackings] = await Promise.all([repo.orderLines(shopId, order.id), repo.orderShippings(shopId, order.id), repo.orderTrackings(shopId, order.id)]);
    return sendPage(req, reply, `Order ${order.id}`, html`<dl><dt>Placed</dt><dd>${jst(order.ordered_at)}</dd><dt>Status</dt><dd>${order.status}</dd>
<dt>Payment</dt><dd>${order.payment_method}</dd><dt>Subtotal</dt><dd>${yen(order.subtotal)}</dd><dt>Shipping</dt><dd>${yen(order.shipping_total)}</dd>
<dt>Discount</dt><dd>${yen(order.discount_total)}</dd><dt>Tax</dt><dd>8%: ${yen(order.tax_8)} · 10%: ${yen(order.tax_10)}</dd><dt>Total</dt><dd><strong>${yen(order.total)}</strong></dd></dl>
<h2>Purchaser <span class="pii">(personal data)</span></h2>${personBlock(person(order.purchaser))}
<h2>Items</h2><table><thead><tr><th>SKU</th><th>Name</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Subtotal</th></tr></thead><tbody>
${lines.map((l) => html`<tr><td><code>${l.sku}</code></td><td>${l.name}</td><td class="num">${l.quantity}</td><td class="num">${yen(l.unit_price)}</td><td class="num">${yen(l.subtotal)}</td></tr>`)}
</tbody></table>
${shippings.map((s, i) => html`<h2>Shipping ${i + 1}: ${s.status}</h2>
<dl><dt>Carrier</dt><dd>${s.carrier_name ?? '—'}</dd><dt>Delivery</dt><dd>${s.delivery_date ?? '—'} ${s.delivery_time_slot ?? ''}</dd><dt>Cost</dt><dd>${yen(s.shipping_cost)}</dd>
<dt>Tracking</dt><dd>${trackings.filter((t) => t.order_shipping_id === s.id).map((t) => {
      const url = t.tracking_url_template?.replace('{tracking_number}', encodeURIComponent(t.tracking_number));
      return html`<div>${t.carrier_name ?? ''} ${url?.startsWith('https://') ? html`<a href="${url}" rel="noreferrer">${t.tracking_number}</a>` : t.tracking_number}</div>`;
    })}</dd></dl>
<h3>Recipient <span class="pii">(personal data)</span></h3>${personBlock(person(s.recipient))}`)}`);
  });
}
