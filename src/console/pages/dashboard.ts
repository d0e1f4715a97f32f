import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOW_STOCK, stockAlerts } from '../../catalog/items/service.ts';
import type { AppContext } from '../../context.ts';
import { inflowRouteDays } from '../../inflow-routes/service.ts';
import { CHART_DAYS, orderWork, salesFigures, type Figure } from '../../orders/dashboard.ts';
import { failingEndpoints } from '../../webhooks/service.ts';
import { barChart } from '../../web/charts.ts';
import { html, jst, yen, type Html } from '../../web/html.ts';
import { texts, word } from '../../web/i18n.ts';
import { sendPage } from '../../web/layout.ts';

const text = texts({
  en: {
    title: 'Dashboard',
    sales: 'Sales',
    salesNote: 'Orders placed (Japan time), cancelled ones left out; orders awaiting payment included.',
    today: 'Today',
    month: 'This month',
    salesAmount: 'Sales',
    orderCount: 'Orders',
    orders: (n: number) => (n === 1 ? '1 order' : `${n} orders`),
    vsYesterday: 'vs yesterday',
    vsLastMonth: 'vs the same days of last month',
    noChange: 'no change',
    noBase: 'none before',
    work: 'Work waiting',
    toShip: 'Paid orders to ship',
    awaitingPayment: 'Orders awaiting payment',
    due: (at: string) => `due ${at}`,
    overdue: (at: string) => `overdue since ${at}`,
    lateShippings: 'Shippings past their delivery date',
    outOfStock: 'Items out of stock',
    lowStock: `Items low in stock (${LOW_STOCK} or fewer)`,
    failingWebhooks: 'Webhook endpoints failing',
    nothing: 'Nothing waiting.',
    salesChart: 'Sales by day, last 30 days',
    salesSummary: (total: string, best: string) => `Total ${total}; best day ${best}.`,
    routesChart: 'Inflow routes: visits and orders by day, last 30 days',
    routesSummary: (visits: number, orders: number) =>
      `${visits} visit(s) and ${orders} order(s) through inflow routes.`,
    byRouteChart: 'Visits and orders by inflow route, last 30 days',
    byRouteSummary: (n: number) => `The ${n} most visited inflow route(s).`,
    visits: 'Visits',
    routeOrders: 'Orders',
    noRoutes: 'No visits or orders through inflow routes in the last 30 days.',
  },
  ja: {
    title: 'ダッシュボード',
    sales: '売上',
    salesNote: '注文日（日本時間）で集計。キャンセルは除き、入金待ちの注文を含みます。',
    today: '今日',
    month: '今月',
    salesAmount: '売上',
    orderCount: '注文数',
    orders: (n: number) => `${n} 件`,
    vsYesterday: '前日比',
    vsLastMonth: '前月同期比',
    noChange: '変化なし',
    noBase: '比較対象なし',
    work: '対応が必要なこと',
    toShip: '発送待ちの注文（支払済み）',
    awaitingPayment: '入金待ちの注文',
    due: (at: string) => `期限 ${at}`,
    overdue: (at: string) => `期限切れ（${at}）`,
    lateShippings: 'お届け予定日を過ぎた配送',
    outOfStock: '在庫切れの商品',
    lowStock: `在庫が少ない商品（${LOW_STOCK} 個以下）`,
    failingWebhooks: '送信に失敗している Webhook',
    nothing: '対応が必要なことはありません。',
    salesChart: '日別売上（過去 30 日）',
    salesSummary: (total: string, best: string) => `合計 ${total}、最も多い日 ${best}。`,
    routesChart: '流入経路の日別訪問数と注文数（過去 30 日）',
    routesSummary: (visits: number, orders: number) => `流入経路からの訪問 ${visits} 件、注文 ${orders} 件。`,
    byRouteChart: '流入経路別の訪問数と注文数（過去 30 日）',
    byRouteSummary: (n: number) => `訪問数の多い ${n} 件の流入経路。`,
    visits: '訪問数',
    routeOrders: '注文数',
    noRoutes: '過去 30 日に流入経路からの訪問・注文はありません。',
  },
});

/** Inflow routes the per-route chart shows (the most visited over the chart's days). */
const CHART_ROUTES = 10;

/** The change from `previous` to `current` in percent, signed; words when there is nothing to compare. */
function change(req: FastifyRequest, current: number, previous: number): string {
  const t = text(req);
  if (previous === 0) return current === 0 ? t.noChange : t.noBase;
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct === 0 ? t.noChange : `${pct > 0 ? '+' : '−'}${Math.abs(pct)}%`;
}

function figureCards(req: FastifyRequest, label: string, vs: string, f: { current: Figure; previous: Figure }): Html {
  const t = text(req);
  return html`<div class="figure"><h3>${label}</h3><dl>
<dt>${t.salesAmount}</dt><dd><strong class="big">${yen(f.current.sales)}</strong> <span class="muted">${vs} ${change(req, f.current.sales, f.previous.sales)}</span></dd>
<dt>${t.orderCount}</dt><dd><strong class="big">${t.orders(f.current.orders)}</strong> <span class="muted">${vs} ${change(req, f.current.orders, f.previous.orders)}</span></dd>
</dl></div>`;
}

/** `M/D` of a YYYY-MM-DD, as a Japanese calendar reads it. */
const monthDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8))}`;

/**
 * The console's first page: today's and this month's sales against the previous period, the work
 * waiting (each a link to the list it counts), sales by day and the inflow routes. Every figure
 * comes from a tally or a narrow index, so the page costs the same whatever the number of orders.
 */
export function registerDashboardPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/home', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const shopId = req.console!.staff.shopId;
    const now = Date.now();
    const [sales, work, stock, failing, routes] = await Promise.all([
      salesFigures(ctx.db, shopId, now),
      orderWork(ctx.db, shopId, now),
      stockAlerts(ctx.db, shopId),
      failingEndpoints(ctx.db, shopId),
      inflowRouteDays(ctx.db, shopId, now, CHART_DAYS),
    ]);
    const nowIso = new Date(now).toISOString();
    const waiting: [number, string, string, Html?][] = [
      [work.toShip, t.toShip, '/console/orders?status=paid'],
      [
        work.awaitingPayment,
        t.awaitingPayment,
        '/console/orders?status=init',
        html`<ul class="due">${work.due.map(
          (o) =>
            html`<li><a href="/console/orders/${o.id}">#${o.number}</a> ${word(req, 'payment', o.payment_method)} ${yen(o.total)} · ${o.payment_due_at! < nowIso ? html`<strong class="pii">${t.overdue(jst(o.payment_due_at))}</strong>` : t.due(jst(o.payment_due_at))}</li>`,
        )}</ul>`,
      ],
      [work.lateShippings, t.lateShippings, `/console/orders?late=${work.today}`],
      [stock.out, t.outOfStock, '/console/items?stock=out'],
      [stock.low, t.lowStock, '/console/items?stock=low'],
      [failing, t.failingWebhooks, '/console/webhooks'],
    ];
    const shown = waiting.filter(([n]) => n > 0);
    const yenSeries = { name: t.salesAmount, className: 'bar-sales', format: yen };
    const count = (n: number) => String(n);
    const best = sales.chart.reduce((a, d) => (d.sales > a.sales ? d : a), sales.chart[0]!);
    const topRoutes = routes.routes.slice(0, CHART_ROUTES);
    const routeSeries = [
      { name: t.visits, className: 'bar-visits', format: count },
      { name: t.routeOrders, className: 'bar-orders', format: count },
    ];
    return sendPage(
      req,
      reply,
      t.title,
      html`<section aria-labelledby="work"><h2 id="work">${t.work}</h2>
${
  shown.length
    ? html`<ul class="work">${shown.map(
        ([n, label, href, more]) =>
          html`<li><a href="${href}"><span class="count">${n}</span> ${label}</a>${more ?? ''}</li>`,
      )}</ul>`
    : html`<p class="muted">${t.nothing}</p>`
}</section>
<section aria-labelledby="sales"><h2 id="sales">${t.sales}</h2><p class="muted">${t.salesNote}</p>
<div class="figures">${figureCards(req, t.today, t.vsYesterday, sales.day)}${figureCards(req, t.month, t.vsLastMonth, sales.month)}</div>
${barChart({
  id: 'sales-chart',
  title: t.salesChart,
  summary: t.salesSummary(
    yen(sales.chart.reduce((s, d) => s + d.sales, 0)),
    `${monthDay(best.day)} ${yen(best.sales)}`,
  ),
  series: [yenSeries],
  groups: sales.chart.map((d, i) => ({
    label: d.day,
    tick: i % 5 === 4 || i === sales.chart.length - 1 ? monthDay(d.day) : '',
    values: [d.sales],
  })),
})}</section>
<section aria-labelledby="routes"><h2 id="routes">${t.routesChart}</h2>
${
  topRoutes.length
    ? html`${barChart({
        id: 'routes-chart',
        title: t.routesChart,
        summary: t.routesSummary(
          routes.chart.reduce((n, d) => n + d.visits, 0),
          routes.chart.reduce((n, d) => n + d.orders, 0),
        ),
        series: routeSeries,
        groups: routes.chart.map((d, i) => ({
          label: d.day,
          tick: i % 5 === 4 || i === routes.chart.length - 1 ? monthDay(d.day) : '',
          values: [d.visits, d.orders],
        })),
      })}${barChart({
        id: 'by-route-chart',
        title: t.byRouteChart,
        summary: t.byRouteSummary(topRoutes.length),
        series: routeSeries,
        groups: topRoutes.map((r) => ({
          label: r.name,
          tick: r.name.length > 8 ? `${r.name.slice(0, 7)}…` : r.name,
          values: [r.visits, r.orders],
        })),
      })}`
    : html`<p class="muted">${t.noRoutes}</p>`
}</section>`,
    );
  });
}
