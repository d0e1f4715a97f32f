import type { OrderDetail } from '../../orders/schemas.ts';
import { discountedPrice } from '../../storefront/pricing.ts';
import { html, yen, type Html } from '../../web/html.ts';
import { cardTable } from '../../web/layout.ts';
import type { Text } from './order-detail-texts.ts';

/**
 * An order's money as staff read it: each line's list unit price, its discount and its amount in
 * columns of their own, then a summary whose lines add up as written (小計 before discounts − 割引 +
 * 送料 = 合計), and the consumption tax included per rate. Stored amounts are after discounts
 * (src/storefront/pricing.ts); the list-price subtotal is that plus the discounts.
 */
export function orderMoney(t: Text, order: OrderDetail): Html {
  const a = order.amounts;
  const lines = cardTable(
    t.items,
    [
      { label: t.itemName, key: true },
      { label: t.sku },
      { label: t.qty, num: true },
      { label: t.unitPrice, num: true },
      { label: t.lineDiscount, num: true },
      { label: t.lineTotal, num: true },
    ],
    order.line_items.map((l) => {
      const unit = l.unit_price.amount;
      const discount = (unit - discountedPrice(unit, l.discount_rate)) * l.quantity;
      return [
        html`${l.name}${l.options.map((o) => html`<br><span class="muted">${o.label}: ${o.text}${o.price.amount ? ` (+${yen(o.price.amount)})` : ''}</span>`)}`,
        html`<code>${l.sku}</code>`,
        html`${l.quantity}`,
        html`${yen(unit)}`,
        discount ? html`−${yen(discount)} <span class="muted">(${l.discount_rate}%)</span>` : html`—`,
        html`${yen(l.subtotal.amount)}`,
      ];
    }),
  );
  const row = (label: string, value: string, strong = false) =>
    strong
      ? html`<tr><th scope="row">${label}</th><td class="num"><strong>${value}</strong></td></tr>`
      : html`<tr><th scope="row">${label}</th><td class="num">${value}</td></tr>`;
  return html`${lines}<table class="summary" aria-label="${t.amounts}"><tbody>
${row(t.beforeDiscount, yen(a.subtotal.amount + a.discount_total.amount))}
${row(t.discount, a.discount_total.amount ? `−${yen(a.discount_total.amount)}` : yen(0))}
${row(t.shipping, yen(a.shipping_total.amount))}
${row(t.total, yen(a.total.amount), true)}
${a.tax
  .filter((x) => x.amount.amount > 0)
  .map((x) => row(t.taxIncluded(x.rate, yen(x.taxable_amount.amount)), yen(x.amount.amount)))}
</tbody></table>`;
}
