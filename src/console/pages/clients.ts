import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { NewClient } from '../../oauth/clients.ts';
import { ALL_SCOPES, isPiiScope, SCOPES } from '../../oauth/scopes.ts';
import { html, jst } from '../html.ts';
import { csrfField, field, fieldValues, notice, sendPage } from '../layout.ts';
import { createClientAsStaff, disableClientAsStaff, StaffInputError } from '../service.ts';

interface Draft {
  name: string;
  scopes: string[];
  trusted: boolean;
  redirectUris: string;
}

const EMPTY: Draft = { name: '', scopes: [], trusted: false, redirectUris: '' };

async function clientsPage(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { created?: NewClient; error?: string; draft?: Draft; status?: number } = {},
) {
  const session = req.console!;
  const clients = await ctx.clients.list(session.staff.shopId);
  const owner = session.staff.role === 'owner';
  const draft = opts.draft ?? EMPTY;
  const scopeBox = (s: (typeof ALL_SCOPES)[number]) =>
    html`<label class="check"><input type="checkbox" name="scopes" value="${s}"${draft.scopes.includes(s) ? html` checked` : ''}> <span><code>${s}</code> — ${SCOPES[s]}</span></label>`;
  const created = opts.created
    ? html`<div class="notice ok"><p>Client created. Copy the secret now: it is shown only once.</p>
<dl><dt>client_id</dt><dd><code>${opts.created.client_id}</code></dd><dt>client_secret</dt><dd class="secret">${opts.created.client_secret}</dd></dl></div>`
    : '';
  return sendPage(
    req,
    reply,
    'API clients',
    html`${created}${notice('error', opts.error)}
<table><thead><tr><th>Name</th><th>Client id</th><th>Scopes</th><th>Last used</th><th>State</th><th></th></tr></thead><tbody>
${clients.map(
  (
    c,
  ) => html`<tr><td>${c.name}${c.trusted ? html` <span class="muted">(trusted)</span>` : ''}</td><td><code>${c.client_id}</code></td>
<td>${c.scopes.map((s) => html`<code class="${isPiiScope(s) ? 'pii' : ''}">${s}</code> `)}</td><td>${jst(c.last_used_at)}</td>
<td>${c.disabled_at ? `disabled ${jst(c.disabled_at)}` : 'active'}</td>
<td>${c.disabled_at ? '' : html`<form method="post" action="/console/clients/${c.client_id}/disable" class="inline">${csrfField(session)}<button class="danger" type="submit">Disable</button></form>`}</td></tr>`,
)}
</tbody></table>
<h2>New client</h2>
<form method="post" action="/console/clients" class="stack">${csrfField(session)}
<label>Name <input type="text" name="name" value="${draft.name}" required maxlength="100"></label>
<fieldset><legend>Scopes</legend>${ALL_SCOPES.filter((s) => !isPiiScope(s)).map(scopeBox)}</fieldset>
${
  owner
    ? html`<fieldset><legend>Personal data (trusted clients only)</legend>
<label class="check"><input type="checkbox" name="trusted" value="1"${draft.trusted ? html` checked` : ''}> <span>Trusted client: may hold personal-data scopes</span></label>
${ALL_SCOPES.filter(isPiiScope).map(scopeBox)}</fieldset>`
    : html`<p class="muted">Personal-data scopes can be granted only by an owner, to a trusted client.</p>`
}
<label>Redirect URIs (one per line; for apps using the authorization-code flow) <textarea name="redirect_uris" rows="2">${draft.redirectUris}</textarea></label>
<button type="submit">Create client</button>
</form>`,
    opts.status ?? 200,
  );
}

export function registerClientsPages(app: FastifyInstance, ctx: AppContext): void {
  app.get('/console/clients', { schema: { hide: true } }, async (req, reply) => clientsPage(ctx, req, reply));

  app.post('/console/clients', { schema: { hide: true } }, async (req, reply) => {
    const draft: Draft = {
      name: field(req.body, 'name'),
      scopes: fieldValues(req.body, 'scopes'),
      trusted: field(req.body, 'trusted') === '1',
      redirectUris: field(req.body, 'redirect_uris'),
    };
    try {
      const created = await createClientAsStaff(ctx, req.console!.staff, {
        name: draft.name,
        scopes: draft.scopes,
        trusted: draft.trusted,
        redirectUris: draft.redirectUris.split(/\s+/).filter(Boolean),
      });
      return clientsPage(ctx, req, reply, { created });
    } catch (err) {
      if (!(err instanceof StaffInputError)) throw err;
      return clientsPage(ctx, req, reply, { error: err.message, draft, status: 400 });
    }
  });

  app.post<{ Params: { id: string } }>(
    '/console/clients/:id/disable',
    { schema: { hide: true } },
    async (req, reply) => {
      await disableClientAsStaff(ctx, req.console!.staff, req.params.id);
      return reply.redirect('/console/clients', 303);
    },
  );
}
