import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isPiiScope, parseScopeString } from '../../lib/scopes.ts';
import { html, jst } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { CONSOLE_PAGE_SIZE, csrfField, offsetOf, pager, sendPage, tableBox } from '../../web/layout.ts';
import { authorizedApps, revokeAppAsStaff } from '../service.ts';

const text = texts({
  en: {
    title: 'Authorized apps',
    table: 'Apps with access to this shop',
    none: 'No app holds access to this shop through an approval.',
    app: 'App',
    scopes: 'Scopes',
    approvedBy: 'Approved by',
    approved: 'Approved',
    lastRefreshed: 'Last refreshed',
    actions: 'Actions',
    revoke: 'Revoke access',
  },
  ja: {
    title: '連携アプリ',
    table: 'このショップへのアクセスを持つアプリ',
    none: '承認によってこのショップにアクセスできるアプリはありません。',
    app: 'アプリ',
    scopes: 'スコープ',
    approvedBy: '承認者',
    approved: '承認日時',
    lastRefreshed: '最終更新',
    actions: '操作',
    revoke: 'アクセスを取り消す',
  },
});

/** Apps staff approved through the authorization-code flow, while their grant is in force. */
export function registerAppsPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/apps', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const session = req.console!;
    const offset = offsetOf(req);
    const grants = await authorizedApps(ctx.db, session.staff, { limit: CONSOLE_PAGE_SIZE, offset });
    return sendPage(
      req,
      reply,
      t.title,
      html`${
        grants.length === 0 && offset === 0
          ? html`<p class="muted">${t.none}</p>`
          : tableBox(
              t.table,
              html`<table><thead><tr><th>${t.app}</th><th>${t.scopes}</th><th>${t.approvedBy}</th><th>${t.approved}</th><th>${t.lastRefreshed}</th><th>${t.actions}</th></tr></thead><tbody>
${grants.map(
  (g) => html`<tr><td>${g.client_name}<br><code class="muted">${g.client_id}</code></td>
<td>${parseScopeString(g.scopes).map((s) => html`<code class="${isPiiScope(s as never) ? 'pii' : ''}">${s}</code> `)}</td>
<td>${g.staff_email}</td><td>${jst(g.created_at)}</td><td>${jst(g.last_used_at)}</td>
<td><form method="post" action="/console/apps/${g.id}/revoke" class="inline">${csrfField(session)}<button class="danger" type="submit">${t.revoke}</button></form></td></tr>`,
)}
</tbody></table>`,
            )
      }${pager(req, '/console/apps', offset, grants.length, CONSOLE_PAGE_SIZE)}`,
    );
  });

  app.post<{ Params: { id: string } }>('/console/apps/:id/revoke', { schema: { hide: true } }, async (req, reply) => {
    await req.unit.transaction((tx) => revokeAppAsStaff(tx, req.console!.staff, req.params.id));
    return reply.redirect('/console/apps', 303);
  });
}
