import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isPiiScope, parseScopeString } from '../../oauth/scopes.ts';
import { html, jst } from '../html.ts';
import { csrfField, sendPage } from '../layout.ts';
import { authorizedApps, revokeAppAsStaff } from '../service.ts';

/** Apps staff approved through the authorization-code flow, while their grant is in force. */
export function registerAppsPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/apps', { schema: { hide: true } }, async (req, reply) => {
    const session = req.console!;
    const grants = await authorizedApps(ctx, session.staff);
    return sendPage(
      req,
      reply,
      'Authorized apps',
      grants.length === 0
        ? html`<p class="muted">No app holds access to this shop through an approval.</p>`
        : html`<table><thead><tr><th>App</th><th>Scopes</th><th>Approved by</th><th>Approved</th><th>Last refreshed</th><th></th></tr></thead><tbody>
${grants.map(
  (g) => html`<tr><td>${g.client_name}<br><code class="muted">${g.client_id}</code></td>
<td>${parseScopeString(g.scopes).map((s) => html`<code class="${isPiiScope(s as never) ? 'pii' : ''}">${s}</code> `)}</td>
<td>${g.staff_email}</td><td>${jst(g.created_at)}</td><td>${jst(g.last_used_at)}</td>
<td><form method="post" action="/console/apps/${g.id}/revoke" class="inline">${csrfField(session)}<button class="danger" type="submit">Revoke access</button></form></td></tr>`,
)}
</tbody></table>`,
    );
  });

  app.post<{ Params: { id: string } }>('/console/apps/:id/revoke', { schema: { hide: true } }, async (req, reply) => {
    await revokeAppAsStaff(ctx, req.console!.staff, req.params.id);
    return reply.redirect('/console/apps', 303);
  });
}
