import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { UpdateItemInput } from '../../catalog/items/schemas.ts';
import { getItemForStaff, listItemsForStaff, updateItem } from '../../catalog/items/service.ts';
import type { StaffItem } from '../../catalog/items/views.ts';
import { ApiError } from '../../lib/errors.ts';
import { money } from '../../lib/money.ts';
import { html, jst, yen } from '../../web/html.ts';
import { texts, word } from '../../web/i18n.ts';
import {
  CONSOLE_PAGE_SIZE,
  csrfField,
  field,
  notice,
  offsetOf,
  pager,
  queryValue,
  sendPage,
  cardTable,
} from '../../web/layout.ts';

const text = texts({
  en: {
    title: 'Items',
    table: 'Items',
    search: 'Search by name',
    searchButton: 'Search',
    name: 'Name',
    sku: 'SKU',
    kind: 'Kind',
    status: 'Status',
    price: 'Price',
    stock: 'Stock',
    management: 'Management',
    updated: 'Updated',
    archived: ' (archived)',
    noItems: 'No items.',
    noMatch: 'No items match.',
    itemId: 'Item id',
    discount: 'Discount',
    taxRate: 'Tax rate',
    inventory: 'Inventory',
    unlimited: 'unlimited',
    description: 'Description',
    manual: 'manual',
    managedBy: 'managed by',
    editedByHand: 'edited by hand',
    editByHand: 'Edit by hand',
    managedNote:
      'This item is managed by an app: saving marks it as edited by hand, and the app cannot change its status or archive it until it takes it over again.',
    priceField: 'Price (JPY)',
    discountField: 'Discount rate (%)',
    save: 'Save',
    saved: 'Saved.',
    outOnly: 'Showing items out of stock',
    lowOnly: 'Showing items low in stock',
    all: 'Show all items',
  },
  ja: {
    title: '商品',
    table: '商品一覧',
    search: '商品名で検索',
    searchButton: '検索',
    name: '商品名',
    sku: 'SKU',
    kind: '種類',
    status: '状態',
    price: '価格',
    stock: '在庫',
    management: '管理',
    updated: '更新日時',
    archived: '（アーカイブ済み）',
    noItems: '商品はまだありません。',
    noMatch: '該当する商品はありません。',
    itemId: '商品 ID',
    discount: '割引',
    taxRate: '税率',
    inventory: '在庫数',
    unlimited: '無制限',
    description: '説明',
    manual: '手動',
    managedBy: '管理アプリ',
    editedByHand: '手動で編集済み',
    editByHand: '手動で編集',
    managedNote:
      'この商品はアプリが管理しています。保存すると「手動で編集済み」になり、アプリが再び管理を引き継ぐまで、アプリは状態の変更やアーカイブができなくなります。',
    priceField: '価格（円）',
    discountField: '割引率（%）',
    save: '保存',
    saved: '保存しました。',
    outOnly: '在庫切れの商品を表示しています',
    lowOnly: '在庫が少ない商品を表示しています',
    all: 'すべての商品を表示',
  },
});

function managedNote(req: FastifyRequest, item: Pick<StaffItem, 'managed_by_client_id' | 'edited_by_hand'>) {
  const t = text(req);
  if (!item.managed_by_client_id) return html`<span class="muted">${t.manual}</span>`;
  return html`${t.managedBy} <code>${item.managed_by_client_id}</code>${item.edited_by_hand ? html` · <strong>${t.editedByHand}</strong>` : ''}`;
}

async function itemPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  itemId: string,
  message: { kind: 'ok' | 'error'; text: string } | null = null,
  status = 200,
) {
  const item = await getItemForStaff(ctx.db, req.console!.staff.shopId, itemId);
  const t = text(req);
  const selected = (v: string) => (item.status === v ? html` selected` : '');
  const statusOption = (v: 'active' | 'inactive') =>
    html`<option value="${v}"${selected(v)}>${word(req, 'item', v)}</option>`;
  return sendPage(
    req,
    reply,
    item.name,
    html`${notice(message?.kind ?? 'ok', message?.text)}<dl><dt>${t.itemId}</dt><dd><code>${item.id}</code></dd><dt>${t.sku}</dt><dd><code>${item.sku}</code></dd>
<dt>${t.kind}</dt><dd>${word(req, 'kind', item.kind)}</dd><dt>${t.status}</dt><dd>${word(req, 'item', item.status)}${item.archived ? t.archived : ''}</dd><dt>${t.price}</dt><dd>${yen(item.price_amount)}</dd>
<dt>${t.discount}</dt><dd>${item.discount_rate}%</dd><dt>${t.taxRate}</dt><dd>${item.tax_rate}%</dd><dt>${t.inventory}</dt><dd>${item.inventory ?? t.unlimited}</dd>
<dt>${t.management}</dt><dd>${managedNote(req, item)}</dd><dt>${t.updated}</dt><dd>${jst(item.updated_at)}</dd><dt>${t.description}</dt><dd>${item.description}</dd></dl>
<h2>${t.editByHand}</h2>
${item.managed_by_client_id ? html`<p class="muted">${t.managedNote}</p>` : ''}
<form method="post" action="/console/items/${item.id}" class="stack">${csrfField(req.console!)}
<label>${t.name} <input type="text" name="name" value="${item.name}" required maxlength="64"></label>
<label>${t.status} <select name="status">${statusOption('active')}${statusOption('inactive')}</select></label>
<label>${t.priceField} <input type="number" name="price" value="${item.price_amount}" min="0" required></label>
<label>${t.discountField} <input type="number" name="discount_rate" value="${item.discount_rate}" min="0" max="100" required></label>
<label>${t.description} <textarea name="description" rows="5" maxlength="4000" required>${item.description}</textarea></label>
<button type="submit">${t.save}</button>
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
    const t = text(req);
    const q = queryValue(req, 'q').trim().slice(0, 64);
    const stockParam = queryValue(req, 'stock');
    const stock = stockParam === 'out' || stockParam === 'low' ? stockParam : undefined;
    const offset = offsetOf(req);
    const items = await listItemsForStaff(
      ctx.db,
      req.console!.staff.shopId,
      { q, stock },
      { limit: CONSOLE_PAGE_SIZE, offset },
    );
    return sendPage(
      req,
      reply,
      t.title,
      html`<form method="get" action="/console/items" class="search" role="search">${stock ? html`<input type="hidden" name="stock" value="${stock}">` : ''}<input type="search" name="q" value="${q}" placeholder="${t.search}" aria-label="${t.search}"> <button type="submit" class="secondary">${t.searchButton}</button></form>
${stock ? html`<p class="notice ok" role="status">${stock === 'out' ? t.outOnly : t.lowOnly} · <a href="/console/items">${t.all}</a></p>` : ''}
${cardTable(
  t.table,
  [
    { label: t.name, key: true },
    { label: t.sku },
    { label: t.kind, wide: true },
    { label: t.status },
    { label: t.price, num: true },
    { label: t.stock, num: true },
    { label: t.management, wide: true },
    { label: t.updated, wide: true },
  ],
  items.map((i) => [
    html`<a href="/console/items/${i.id}">${i.name}</a>`,
    html`<code class="sku">${i.sku}</code>`,
    html`${word(req, 'kind', i.kind)}`,
    html`<span class="nowrap">${word(req, 'item', i.status)}${i.archived ? t.archived : ''}</span>`,
    html`${yen(i.price_amount)}`,
    html`${i.inventory ?? '∞'}`,
    managedNote(req, i),
    html`${jst(i.updated_at)}`,
  ]),
)}${items.length === 0 ? html`<p class="muted">${q || stock ? t.noMatch : t.noItems}</p>` : ''}${pager(
        req,
        '/console/items',
        offset,
        items.length,
        CONSOLE_PAGE_SIZE,
        {
          ...(q ? { q } : {}),
          ...(stock ? { stock } : {}),
        },
      )}`,
    );
  });

  app.get<{ Params: { id: string } }>('/console/items/:id', { schema: { hide: true } }, async (req, reply) =>
    itemPage(ctx, req, reply, req.params.id, queryValue(req, 'saved') ? { kind: 'ok', text: text(req).saved } : null),
  );

  app.post<{ Params: { id: string } }>('/console/items/:id', { schema: { hide: true } }, async (req, reply) => {
    const { staffId, shopId } = req.console!.staff;
    const item = await getItemForStaff(ctx.db, shopId, req.params.id);
    const patch = changedFields(item, req.body);
    if (Object.keys(patch).length) {
      try {
        await req.unit.transaction((tx) => updateItem(tx, ctx, shopId, item.id, patch, { type: 'staff', staffId }));
      } catch (err) {
        if (!(err instanceof ApiError) || err.status >= 500 || err.status === 404) throw err;
        const detail = err.options.details?.map((d) => `${d.field} ${d.message}`).join('; ');
        return itemPage(ctx, req, reply, item.id, { kind: 'error', text: detail || err.message }, err.status);
      }
    }
    return reply.redirect(`/console/items/${item.id}?saved=1`, 303);
  });
}
