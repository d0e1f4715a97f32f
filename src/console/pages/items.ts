import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { html, jst, yen } from '../html.ts';
import { offsetOf, pager, queryValue, sendPage } from '../layout.ts';
import { CONSOLE_PAGE_SIZE, consoleReadRepo } from '../repo.ts';

type ItemRow = NonNullable<Awaited<ReturnType<ReturnType<typeof consoleReadRepo>['findItem']>>>;

function managedNote(item: Pick<ItemRow, 'managed_by_client_id' | 'edited_by_hand'>) {
  if (!item.managed_by_client_id) return html`<span class="muted">manual</span>`;
  return html`managed by <code>${item.managed_by_client_id}</code>${item.edited_by_hand ? html` · <strong>edited by hand</strong>` : ''}`;
}

async function itemPage(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, itemId: string) {
  const item = await consoleReadRepo(ctx.db).findItem(req.console!.staff.shopId, itemId);
  if (!item) throw notFound('item');
  return sendPage(req, reply, item.name, html`<dl><dt>Item id</dt><dd><code>${item.id}</code></dd><dt>SKU</dt><dd><code>${item.sku}</code></dd>
<dt>Kind</dt><dd>${item.kind}</dd><dt>Status</dt><dd>${item.status}${item.archived ? ' (archived)' : ''}</dd><dt>Price</dt><dd>${yen(item.price_amount)}</dd>
<dt>Discount</dt><dd>${item.discount_rate}%</dd><dt>Tax rate</dt><dd>${item.tax_rate}%</dd><dt>Inventory</dt><dd>${item.inventory ?? 'unlimited'}</dd>
<dt>Management</dt><dd>${managedNote(item)}</dd><dt>Updated</dt><dd>${jst(item.updated_at)}</dd><dt>Description</dt><dd>${item.description}</dd></dl>`);
}

/** Items for staff: list, search by name, view. */
export function registerItemsPages(app: FastifyInstance, ctx: AppContext): void {
  const repo = consoleReadRepo(ctx.db);

  app.get('/console/items', { schema: { hide: true } }, async (req, reply) => {
    const q = queryValue(req, 'q').trim().slice(0, 64);
    const offset = offsetOf(req);
    const items = await repo.listItems(req.console!.staff.shopId, q, offset);
    return sendPage(req, reply, 'Items', html`<form method="get" action="/console/items" class="inline"><input type="search" name="q" value="${q}" placeholder="Search by name" aria-label="Search by name"> <button type="submit" class="secondary">Search</button></form>
<table><thead><tr><th>Name</th><th>SKU</th><th>Kind</th><th>Status</th><th class="num">Price</th><th class="num">Stock</th><th>Management</th><th>Updated</th></tr></thead><tbody>
${items.map((i) => html`<tr><td><a href="/console/items/${i.id}">${i.name}</a></td><td><code>${i.sku}</code></td><td>${i.kind}</td><td>${i.status}${i.archived ? ' (archived)' : ''}</td>
<td class="num">${yen(i.price_amount)}</td><td class="num">${i.inventory ?? '∞'}</td><td>${managedNote(i)}</td><td>${jst(i.updated_at)}</td></tr>`)}
</tbody></table>${items.length === 0 ? html`<p class="muted">No items${q ? ' match' : ''}.</p>` : ''}${pager('/console/items', offset, items.length, CONSOLE_PAGE_SIZE, q ? { q } : {})}`);
  });

  app.get<{ Params: { id: string } }>('/console/items/:id', { schema: { hide: true } }, async (req, reply) => itemPage(ctx, req, reply, req.params.id));
}
