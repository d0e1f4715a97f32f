import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { UpdateItemInput } from '../../catalog/items/schemas.ts';
import { getItemForStaff, listItemsForStaff, updateItem } from '../../catalog/items/service.ts';
import type { StaffItem } from '../../catalog/items/views.ts';
import { ApiError } from '../../http/errors.ts';
import { money } from '../../lib/money.ts';
import { html, jst, yen } from '../html.ts';
import { CONSOLE_PAGE_SIZE, csrfField, field, notice, offsetOf, pager, queryValue, sendPage } from '../layout.ts';

function managedNote(item: Pick<StaffItem, 'managed_by_client_id' | 'edited_by_hand'>) {
  if (!item.managed_by_client_id) return html`<span class="muted">manual</span>`;
  return html`managed by <code>${item.managed_by_client_id}</code>${item.edited_by_hand ? html` · <strong>edited by hand</strong>` : ''}`;
}

async function itemPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  itemId: string,
  message: { kind: 'ok' | 'error'; text: string } | null = null,
  status = 200,
) {
  const item = await getItemForStaff(ctx, req.console!.staff.shopId, itemId);
  const selected = (v: string) => (item.status === v ? html` selected` : '');
  return sendPage(
    req,
    reply,
    item.name,
    html`${notice(message?.kind ?? 'ok', message?.text)}<dl><dt>Item id</dt><dd><code>${item.id}</code></dd><dt>SKU</dt><dd><code>${item.sku}</code></dd>
<dt>Kind</dt><dd>${item.kind}</dd><dt>Status</dt><dd>${item.status}${item.archived ? ' (archived)' : ''}</dd><dt>Price</dt><dd>${yen(item.price_amount)}</dd>
<dt>Discount</dt><dd>${item.discount_rate}%</dd><dt>Tax rate</dt><dd>${item.tax_rate}%</dd><dt>Inventory</dt><dd>${item.inventory ?? 'unlimited'}</dd>
<dt>Management</dt><dd>${managedNote(item)}</dd><dt>Updated</dt><dd>${jst(item.updated_at)}</dd><dt>Description</dt><dd>${item.description}</dd></dl>
<h2>Edit by hand</h2>
${item.managed_by_client_id ? html`<p class="muted">This item is managed by an app: saving marks it as edited by hand, and the app cannot change its status or archive it until it takes it over again.</p>` : ''}
<form method="post" action="/console/items/${item.id}" class="stack">${csrfField(req.console!)}
<label>Name <input type="text" name="name" value="${item.name}" required maxlength="64"></label>
<label>Status <select name="status"><option value="active"${selected('active')}>active</option><option value="inactive"${selected('inactive')}>inactive</option></select></label>
<label>Price (JPY) <input type="number" name="price" value="${item.price_amount}" min="0" required></label>
<label>Discount rate (%) <input type="number" name="discount_rate" value="${item.discount_rate}" min="0" max="100" required></label>
<label>Description <textarea name="description" rows="5" maxlength="4000" required>${item.description}</textarea></label>
<button type="submit">Save</button>
</form>`,
    status,
  );
}

/** The fields of the edit form that differ from the item: only real changes are recorded in its history. */
function changedFields(item: StaffItem, body: unknown): UpdateItemInput {
  const patch: UpdateItemInput = {};
  const name = field(body, 'name');
  if (name !== item.name) patch.name = name;
  const status = field(body, 'status');
  if (status !== item.status) patch.status = status as UpdateItemInput['status'];
  const price = Number(field(body, 'price'));
  if (price !== item.price_amount) patch.price = money(price);
  const discount = Number(field(body, 'discount_rate'));
  if (discount !== item.discount_rate) patch.discount_rate = discount;
  const description = field(body, 'description').replace(/\r\n/g, '\n');
  if (description !== item.description) patch.description = description;
  return patch;
}

/** Items for staff: list, search by name, view, and edit by hand through the catalogue's item service. */
export function registerItemsPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/items', { schema: { hide: true } }, async (req, reply) => {
    const q = queryValue(req, 'q').trim().slice(0, 64);
    const offset = offsetOf(req);
    const items = await listItemsForStaff(ctx, req.console!.staff.shopId, q, { limit: CONSOLE_PAGE_SIZE, offset });
    return sendPage(
      req,
      reply,
      'Items',
      html`<form method="get" action="/console/items" class="inline"><input type="search" name="q" value="${q}" placeholder="Search by name" aria-label="Search by name"> <button type="submit" class="secondary">Search</button></form>
<table><thead><tr><th>Name</th><th>SKU</th><th>Kind</th><th>Status</th><th class="num">Price</th><th class="num">Stock</th><th>Management</th><th>Updated</th></tr></thead><tbody>
${items.map(
  (
    i,
  ) => html`<tr><td><a href="/console/items/${i.id}">${i.name}</a></td><td><code>${i.sku}</code></td><td>${i.kind}</td><td>${i.status}${i.archived ? ' (archived)' : ''}</td>
<td class="num">${yen(i.price_amount)}</td><td class="num">${i.inventory ?? '∞'}</td><td>${managedNote(i)}</td><td>${jst(i.updated_at)}</td></tr>`,
)}
</tbody></table>${items.length === 0 ? html`<p class="muted">No items${q ? ' match' : ''}.</p>` : ''}${pager('/console/items', offset, items.length, CONSOLE_PAGE_SIZE, q ? { q } : {})}`,
    );
  });

  app.get<{ Params: { id: string } }>('/console/items/:id', { schema: { hide: true } }, async (req, reply) =>
    itemPage(ctx, req, reply, req.params.id, queryValue(req, 'saved') ? { kind: 'ok', text: 'Saved.' } : null),
  );

  app.post<{ Params: { id: string } }>('/console/items/:id', { schema: { hide: true } }, async (req, reply) => {
    const { staffId, shopId } = req.console!.staff;
    const item = await getItemForStaff(ctx, shopId, req.params.id);
    const patch = changedFields(item, req.body);
    if (Object.keys(patch).length) {
      try {
        await updateItem(ctx, shopId, item.id, patch, { type: 'staff', staffId });
      } catch (err) {
        if (!(err instanceof ApiError) || err.status >= 500 || err.status === 404) throw err;
        const detail = err.options.details?.map((d) => `${d.field} ${d.message}`).join('; ');
        return itemPage(ctx, req, reply, item.id, { kind: 'error', text: detail || err.message }, err.status);
      }
    }
    return reply.redirect(`/console/items/${item.id}?saved=1`, 303);
  });
}
