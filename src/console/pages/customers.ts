import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listNewestCustomers } from '../../customers/service.ts';
import { html, jst, yen } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { cardTable, CONSOLE_PAGE_SIZE, offsetOf, pager, queryValue, sendPage } from '../../web/layout.ts';

const text = texts({
  en: {
    title: 'Customers',
    table: 'Customers, newest first',
    search: 'Name, phone, e-mail, LINE name or user ID (beginning)',
    searchButton: 'Search',
    ownersSearch: 'Owners can search customers by name, phone number, e-mail, LINE name or LINE user ID.',
    name: 'Name',
    email: 'E-mail',
    tel: 'Phone',
    lineName: 'LINE name',
    lineUser: 'LINE user ID',
    tags: 'Tags',
    orders: 'Orders',
    spent: 'Spent',
    since: 'Since',
    none: 'No customers yet.',
    noMatch: 'No customer matches.',
  },
  ja: {
    title: '顧客',
    table: '顧客（新しい順）',
    search: '氏名・電話番号・メール・LINE 名・LINE ユーザー ID（前方一致）',
    searchButton: '検索',
    ownersSearch: '顧客の検索（氏名・電話番号・メールアドレス・LINE 名・LINE ユーザー ID）はオーナーが使えます。',
    name: '氏名',
    email: 'メールアドレス',
    tel: '電話番号',
    lineName: 'LINE 名',
    lineUser: 'LINE ユーザー ID',
    tags: 'タグ',
    orders: '注文数',
    spent: '購入金額',
    since: '登録日時',
    none: '顧客はまだいません。',
    noMatch: '該当する顧客はいません。',
  },
});

/** The shop's customers, newest first; owners (who hold the shop's personal-data rights) search them by the beginning of a name, phone, e-mail, LINE display name or LINE user id. */
export function registerCustomersPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/customers', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const offset = offsetOf(req);
    const owner = req.console!.staff.role === 'owner';
    const q = owner ? queryValue(req, 'q').trim().slice(0, 64) : '';
    const customers = await listNewestCustomers(
      ctx.db,
      req.console!.staff.shopId,
      { limit: CONSOLE_PAGE_SIZE, offset },
      q,
    );
    return sendPage(
      req,
      reply,
      t.title,
      html`${
        owner
          ? html`<form method="get" action="/console/customers" class="search" role="search"><input type="search" name="q" value="${q}" placeholder="${t.search}" aria-label="${t.search}" maxlength="64"> <button type="submit" class="secondary">${t.searchButton}</button></form>`
          : html`<p class="muted">${t.ownersSearch}</p>`
      }
${cardTable(
  t.table,
  [
    { label: t.name, key: true },
    { label: t.tel },
    { label: t.email, wide: true },
    { label: t.lineName },
    { label: t.lineUser, wide: true },
    { label: t.tags, wide: true },
    { label: t.orders, num: true },
    { label: t.spent, num: true },
    { label: t.since, wide: true },
  ],
  customers.map(({ profile: p, ...c }) => [
    html`${[p?.last_name, p?.first_name].filter(Boolean).join(' ') || '—'}`,
    html`${p?.tel || '—'}`,
    html`${p?.email || '—'}`,
    html`${c.line_name || '—'}`,
    html`<code>${c.line_user_id}</code>`,
    html`${c.tags.join(', ')}`,
    html`<a href="/console/orders?${new URLSearchParams({ customer: c.id }).toString()}">${c.order_count}</a>`,
    html`${yen(c.total_spent.amount)}`,
    html`${jst(c.created_at)}`,
  ]),
)}${customers.length === 0 && offset === 0 ? html`<p class="muted">${q ? t.noMatch : t.none}</p>` : ''}${pager(req, '/console/customers', offset, customers.length, CONSOLE_PAGE_SIZE, q ? { q } : {})}`,
    );
  });
}
