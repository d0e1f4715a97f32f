import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listNewestCustomers } from '../../customers/service.ts';
import { html, jst, yen } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { CONSOLE_PAGE_SIZE, offsetOf, pager, sendPage, tableBox } from '../../web/layout.ts';

const text = texts({
  en: {
    title: 'Customers',
    table: 'Customers, newest first',
    name: 'Name',
    email: 'E-mail',
    lineUser: 'LINE user',
    tags: 'Tags',
    orders: 'Orders',
    spent: 'Spent',
    since: 'Since',
    none: 'No customers yet.',
  },
  ja: {
    title: '顧客',
    table: '顧客（新しい順）',
    name: '氏名',
    email: 'メールアドレス',
    lineUser: 'LINE ユーザー',
    tags: 'タグ',
    orders: '注文数',
    spent: '購入金額',
    since: '登録日時',
    none: '顧客はまだいません。',
  },
});

export function registerCustomersPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/customers', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const offset = offsetOf(req);
    const customers = await listNewestCustomers(ctx.db, req.console!.staff.shopId, {
      limit: CONSOLE_PAGE_SIZE,
      offset,
    });
    return sendPage(
      req,
      reply,
      t.title,
      html`${tableBox(
        t.table,
        html`<table><thead><tr><th>${t.name}</th><th>${t.email}</th><th>${t.lineUser}</th><th>${t.tags}</th><th class="num">${t.orders}</th><th class="num">${t.spent}</th><th>${t.since}</th></tr></thead><tbody>
${customers.map(
  ({
    profile: p,
    ...c
  }) => html`<tr><td>${[p?.last_name, p?.first_name].filter(Boolean).join(' ') || '—'}</td><td>${p?.email || '—'}</td><td><code>${c.line_user_id}</code></td>
<td>${c.tags.join(', ')}</td><td class="num"><a href="/console/orders?${new URLSearchParams({ customer: c.id }).toString()}">${c.order_count}</a></td><td class="num">${yen(c.total_spent.amount)}</td><td>${jst(c.created_at)}</td></tr>`,
)}
</tbody></table>`,
      )}${customers.length === 0 && offset === 0 ? html`<p class="muted">${t.none}</p>` : ''}${pager(req, '/console/customers', offset, customers.length, CONSOLE_PAGE_SIZE)}`,
    );
  });
}
