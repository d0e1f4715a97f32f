import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listNewestCustomers } from '../../customers/service.ts';
import { html, jst, yen } from '../html.ts';
import { CONSOLE_PAGE_SIZE, offsetOf, pager, sendPage } from '../layout.ts';

export function registerCustomersPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/customers', { schema: { hide: true } }, async (req, reply) => {
    const offset = offsetOf(req);
    const customers = await listNewestCustomers(ctx.database, req.console!.staff.shopId, {
      limit: CONSOLE_PAGE_SIZE,
      offset,
    });
    return sendPage(
      req,
      reply,
      'Customers',
      html`<table><thead><tr><th>Name</th><th>E-mail</th><th>LINE user</th><th>Tags</th><th class="num">Orders</th><th class="num">Spent</th><th>Since</th></tr></thead><tbody>
${customers.map(
  ({
    profile: p,
    ...c
  }) => html`<tr><td>${[p?.last_name, p?.first_name].filter(Boolean).join(' ') || '—'}</td><td>${p?.email || '—'}</td><td><code>${c.line_user_id}</code></td>
<td>${c.tags.join(', ')}</td><td class="num">${c.order_count}</td><td class="num">${yen(c.total_spent.amount)}</td><td>${jst(c.created_at)}</td></tr>`,
)}
</tbody></table>${pager('/console/customers', offset, customers.length, CONSOLE_PAGE_SIZE)}`,
    );
  });
}
