import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { html, jst, yen } from '../html.ts';
import { offsetOf, pager, sendPage } from '../layout.ts';
import { CONSOLE_PAGE_SIZE, consoleReadRepo } from '../repo.ts';

function tags(json: string): string[] {
  try {
    return JSON.parse(json) as string[];
  } catch {
    return [];
  }
}

export function registerCustomersPages(app: FastifyInstance, ctx: AppContext): void {
  const repo = consoleReadRepo(ctx.db);
  app.get('/console/customers', { schema: { hide: true } }, async (req, reply) => {
    const offset = offsetOf(req);
    const customers = await repo.listCustomers(req.console!.staff.shopId, offset);
    return sendPage(req, reply, 'Customers', html`<table><thead><tr><th>Name</th><th>E-mail</th><th>LINE user</th><th>Tags</th><th class="num">Orders</th><th class="num">Spent</th><th>Since</th></tr></thead><tbody>
${customers.map((c) => html`<tr><td>${[c.last_name, c.first_name].filter(Boolean).join(' ') || '—'}</td><td>${c.email || '—'}</td><td><code>${c.line_user_id}</code></td>
<td>${tags(c.tags).join(', ')}</td><td class="num">${c.order_count}</td><td class="num">${yen(c.total_spent)}</td><td>${jst(c.created_at)}</td></tr>`)}
</tbody></table>${pager('/console/customers', offset, customers.length, CONSOLE_PAGE_SIZE)}`);
  });
}
