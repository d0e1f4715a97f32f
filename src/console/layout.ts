import type { FastifyReply, FastifyRequest } from 'fastify';
import { html, type Html } from './html.ts';
import type { ConsoleSession } from './service.ts';

const NAV: [string, string][] = [
  ['/console/shop', 'Shop'],
  ['/console/items', 'Items'],
  ['/console/orders', 'Orders'],
  ['/console/customers', 'Customers'],
  ['/console/clients', 'API clients'],
  ['/console/apps', 'Authorized apps'],
  ['/console/webhooks', 'Webhooks'],
];

/** The hidden field every console form carries (checked on every POST). */
export function csrfField(session: ConsoleSession): Html {
  return html`<input type="hidden" name="_csrf" value="${session.csrfToken}">`;
}

function header(session: ConsoleSession | null, current: string): Html {
  if (!session) return html`<header><strong>Tenpo console</strong></header>`;
  return html`<header>
  <strong>Tenpo console</strong>
  <nav>${NAV.map(([href, label]) => html`<a href="${href}"${current.startsWith(href) ? html` aria-current="page"` : ''}>${label}</a>`)}</nav>
  <form method="post" action="/console/sign-out" class="inline">${csrfField(session)}<span class="muted">${session.staff.email} (${session.staff.role})</span> <button type="submit">Sign out</button></form>
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
  const page = html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Tenpo console</title><link rel="stylesheet" href="/console/assets/console.css"></head>
<body>
${header(req.console, req.url)}
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(page.value);
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

/** Non-negative page offset from `?offset=`. */
/** Entries per page of every console list. */
export const CONSOLE_PAGE_SIZE = 50;

export function offsetOf(req: FastifyRequest): number {
  const n = Number(queryValue(req, 'offset'));
  return Number.isInteger(n) && n >= 0 && n <= 1_000_000 ? n : 0;
}

export function pager(
  path: string,
  offset: number,
  shown: number,
  size: number,
  extra: Record<string, string> = {},
): Html {
  const link = (o: number, label: string) =>
    html`<a href="${path}?${new URLSearchParams({ ...extra, offset: String(o) }).toString()}">${label}</a>`;
  return html`<p class="pager">${offset > 0 ? link(Math.max(0, offset - size), '← Newer') : ''} ${shown === size ? link(offset + size, 'Older →') : ''}</p>`;
}

/** A path on this site to return to after sign-in; anything else (other hosts, `//x`) goes to the console home. */
export function safeNext(next: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/console/shop';
}

export function signInRedirect(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.redirect(
    `/console/sign-in?${new URLSearchParams({ next: req.method === 'GET' ? req.url : '/console/shop' }).toString()}`,
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
