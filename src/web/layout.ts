import type { FastifyReply, FastifyRequest } from 'fastify';
import { html, type Html } from './html.ts';
import type { StaffRole } from '../lib/staff.ts';
import { localeOf, texts, type Locale } from './i18n.ts';

/** The signed-in staff member, as every staff page (the console's, the OAuth authorize page) knows them. */
export interface Staff {
  staffId: string;
  shopId: string;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
}

export interface ConsoleSession {
  staff: Staff;
  csrfToken: string;
  /** The staff member's shop, named in the header of every page. */
  shopName: string;
}

const text = texts({
  en: {
    brand: 'Tenpo console',
    skip: 'Skip to the content',
    menu: 'Menu',
    navLabel: 'Console pages',
    home: 'Dashboard',
    shop: 'Shop',
    items: 'Items',
    orders: 'Orders',
    customers: 'Customers',
    inflowRoutes: 'Inflow routes',
    clients: 'API clients',
    apps: 'Authorized apps',
    webhooks: 'Webhooks',
    jobs: 'Imports & exports',
    owner: 'owner',
    staff: 'staff',
    signOut: 'Sign out',
    pages: 'Pages',
    newer: '← Previous page',
    older: 'Next page →',
  },
  ja: {
    brand: 'Tenpo 管理画面',
    skip: '本文へ移動',
    menu: 'メニュー',
    navLabel: '管理画面のページ',
    home: 'ダッシュボード',
    shop: 'ショップ',
    items: '商品',
    orders: '注文',
    customers: '顧客',
    inflowRoutes: '流入経路',
    clients: 'API クライアント',
    apps: '連携アプリ',
    webhooks: 'Webhook',
    jobs: 'インポート・エクスポート',
    owner: 'オーナー',
    staff: 'スタッフ',
    signOut: 'ログアウト',
    pages: 'ページ',
    newer: '← 前のページ',
    older: '次のページ →',
  },
});

const NAV = [
  ['/console/home', 'home'],
  ['/console/shop', 'shop'],
  ['/console/items', 'items'],
  ['/console/orders', 'orders'],
  ['/console/customers', 'customers'],
  ['/console/inflow-routes', 'inflowRoutes'],
  ['/console/clients', 'clients'],
  ['/console/apps', 'apps'],
  ['/console/webhooks', 'webhooks'],
  ['/console/jobs', 'jobs'],
] as const;

/** The language switch offers the other language, named in itself. */
const OTHER_LANGUAGE: Record<Locale, { locale: Locale; name: string }> = {
  ja: { locale: 'en', name: 'English' },
  en: { locale: 'ja', name: '日本語' },
};

/** The hidden field every console form carries (checked on every POST). */
export function csrfField(session: ConsoleSession): Html {
  return html`<input type="hidden" name="_csrf" value="${session.csrfToken}">`;
}

/** Navigation and account; shown as a bar on wide screens and inside a disclosure (no script) on narrow ones. */
function menu(req: FastifyRequest, session: ConsoleSession): Html {
  const t = text(req);
  const other = OTHER_LANGUAGE[localeOf(req)];
  return html`<nav aria-label="${t.navLabel}"><ul>${NAV.map(([href, key]) => html`<li><a href="${href}"${req.url.startsWith(href) ? html` aria-current="page"` : ''}>${t[key]}</a></li>`)}</ul></nav>
<div class="account"><span class="muted">${session.staff.email} (${t[session.staff.role]})</span>
<form method="post" action="/console/locale" class="inline">${csrfField(session)}<input type="hidden" name="next" value="${req.url}"><button type="submit" name="locale" value="${other.locale}" class="secondary" lang="${other.locale}">${other.name}</button></form>
<form method="post" action="/console/sign-out" class="inline">${csrfField(session)}<button type="submit">${t.signOut}</button></form></div>`;
}

function header(req: FastifyRequest): Html {
  const t = text(req);
  const session = req.console;
  if (!session) return html`<header><strong class="brand">${t.brand}</strong></header>`;
  const content = menu(req, session);
  return html`<header>
<strong class="brand">${session.shopName} <span class="muted">${t.brand}</span></strong>
<div class="menu-bar">${content}</div>
<details class="menu-folded"><summary>${t.menu}</summary>${content}</details>
</header>`;
}

/** Sends a whole page. Every console page goes through here, so all share the layout and headers. */
export function sendPage(
  req: FastifyRequest,
  reply: FastifyReply,
  title: string,
  body: Html,
  status = 200,
): FastifyReply {
  const t = text(req);
  const page = html`<!doctype html>
<html lang="${localeOf(req)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${t.brand}</title><link rel="icon" href="/console/assets/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/console/assets/console.css"></head>
<body>
<a class="skip" href="#main">${t.skip}</a>
${header(req)}
<main id="main">
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(page.value);
}

/**
 * A table written by hand, in the box cardTable uses: a table on wide screens, one card per row on
 * phones (console.css), nothing scrolling sideways. Its cells carry no column names, so a card
 * stacks them as lines, the first one bold as the card's heading; lists whose values need their
 * names to be read use cardTable.
 */
export function tableBox(label: string, table: Html): Html {
  return html`<div class="table-box cards" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
}

/** A column of a list: its heading; `num` right-aligns figures; `key` makes it the heading of its card on phones; `wide` shows it only on wide screens. */
interface Column {
  label: string;
  num?: boolean;
  key?: boolean;
  wide?: boolean;
}

/**
 * A list as a table on wide screens and as one card per row on phones (console.css, `.cards`):
 * each cell carries its column's name, which the card shows beside the value, so nothing scrolls
 * sideways. Columns marked `wide` are left out of the cards.
 */
export function cardTable(label: string, columns: Column[], rows: Html[][]): Html {
  const cls = (c: Column) => {
    const names = [c.num ? 'num' : '', c.key ? 'key' : '', c.wide ? 'wide' : ''].filter(Boolean).join(' ');
    return names ? html` class="${names}"` : html``;
  };
  return html`<div class="table-box cards" role="region" aria-label="${label}" tabindex="0"><table><thead><tr>${columns.map((c) => html`<th${cls(c)} scope="col">${c.label}</th>`)}</tr></thead><tbody>
${rows.map((cells) => html`<tr>${cells.map((cell, i) => html`<td${cls(columns[i]!)} data-label="${columns[i]!.label}">${cell}</td>`)}</tr>`)}
</tbody></table></div>`;
}

export function notice(kind: 'error' | 'ok', message: string | null | undefined): Html {
  return message
    ? html`<p class="notice ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</p>`
    : html``;
}

/** Form bodies: one value of a field (the first), or all values (checkbox groups). */
export function field(body: unknown, name: string): string {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first : '';
}

export function fieldValues(body: unknown, name: string): string[] {
  const v = (body as Record<string, unknown> | undefined)?.[name];
  return (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
}

export function queryValue(req: FastifyRequest, name: string): string {
  return field(req.query, name);
}

/** Entries per page of every console list. */
export const CONSOLE_PAGE_SIZE = 50;

/** Non-negative page offset from `?offset=`. */
export function offsetOf(req: FastifyRequest): number {
  const n = Number(queryValue(req, 'offset'));
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : 0;
}

export function pager(
  req: FastifyRequest,
  path: string,
  offset: number,
  shown: number,
  size: number,
  extra: Record<string, string> = {},
): Html {
  const t = text(req);
  const link = (o: number, label: string) =>
    html`<a href="${path}?${new URLSearchParams({ ...extra, offset: String(o) }).toString()}">${label}</a>`;
  if (offset === 0 && shown < size) return html``;
  return html`<nav class="pager" aria-label="${t.pages}">${offset > 0 ? link(Math.max(0, offset - size), t.newer) : html`<span></span>`} ${shown === size ? link(offset + size, t.older) : ''}</nav>`;
}

/** A path on this site to return to after sign-in; anything else (other hosts, `//x`) goes to the console home. */
export function safeNext(next: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/console/home';
}

export function signInRedirect(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.redirect(
    `/console/sign-in?${new URLSearchParams({ next: req.method === 'GET' ? req.url : '/console/home' }).toString()}`,
    303,
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member's session on console routes; null when signed out. */
    console: ConsoleSession | null;
  }
  interface FastifyContextConfig {
    /** Console route reachable without a session (sign-in, assets). */
    consolePublic?: boolean;
  }
}
