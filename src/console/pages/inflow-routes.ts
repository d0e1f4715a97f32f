import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listInflowRoutesForStaff } from '../../inflow-routes/service.ts';
import { html, jst } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { CONSOLE_PAGE_SIZE, offsetOf, pager, sendPage, cardTable } from '../../web/layout.ts';

const text = texts({
  en: {
    title: 'Inflow routes',
    intro:
      'Links to share (flyers, ads, LINE posts). Opening one counts a visit and leads to the storefront URL set on the shop page; orders placed after it are counted here.',
    table: 'Inflow routes with visits and orders',
    name: 'Name',
    code: 'Code',
    link: 'Link',
    visits: 'Visits',
    orders: 'Orders',
    created: 'Created',
    none: 'No inflow routes yet. Apps with the write_inflow_routes scope create them.',
    total: (n: number) => `${n} route(s) in all.`,
  },
  ja: {
    title: '流入経路',
    intro:
      'チラシ・広告・LINE 投稿などで共有するリンクです。開かれると訪問として数えられ、ショップ情報で設定したストアフロント URL に移動します。その後の注文もここで数えます。',
    table: '流入経路ごとの訪問数と注文数',
    name: '名前',
    code: 'コード',
    link: 'リンク',
    visits: '訪問数',
    orders: '注文数',
    created: '作成日時',
    none: '流入経路はまだありません。write_inflow_routes スコープを持つアプリが作成します。',
    total: (n: number) => `全 ${n} 件`,
  },
});

/** The shop's inflow links with their visits and orders, oldest first. */
export function registerInflowRoutesPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/inflow-routes', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const offset = offsetOf(req);
    const page = await listInflowRoutesForStaff(ctx.db, ctx.config.baseUrl, req.console!.staff.shopId, {
      limit: CONSOLE_PAGE_SIZE,
      offset,
    });
    return sendPage(
      req,
      reply,
      t.title,
      html`<p class="muted">${t.intro}</p>
${
  page.pagination.total === 0
    ? html`<p class="muted">${t.none}</p>`
    : html`${cardTable(
        t.table,
        [
          { label: t.name, key: true },
          { label: t.code },
          { label: t.link },
          { label: t.visits, num: true },
          { label: t.orders, num: true },
          { label: t.created, wide: true },
        ],
        page.data.map((r) => [
          html`${r.name}`,
          html`<code>${r.code}</code>`,
          html`<code class="url">${r.url}</code>`,
          html`${r.visit_count}`,
          html`${r.order_count}`,
          html`${jst(r.created_at)}`,
        ]),
      )}<p class="muted">${t.total(page.pagination.total)}</p>`
}${pager(req, '/console/inflow-routes', offset, page.data.length, CONSOLE_PAGE_SIZE)}`,
    );
  });
}
