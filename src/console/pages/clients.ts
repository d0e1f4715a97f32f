import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthContext } from '../../oauth/context.ts';
import type { NewClient } from '../../oauth/clients.ts';
import { ALL_SCOPES, isPiiScope } from '../../lib/scopes.ts';
import { html, jst } from '../../web/html.ts';
import { scopeText, texts } from '../../web/i18n.ts';
import {
  cardTable,
  CONSOLE_PAGE_SIZE,
  csrfField,
  field,
  fieldValues,
  notice,
  offsetOf,
  pager,
  sendPage,
} from '../../web/layout.ts';
import { createClientAsStaff, disableClientAsStaff, StaffInputError } from '../service.ts';

const text = texts({
  en: {
    title: 'API clients',
    table: 'API clients of this shop',
    created: 'Client created. Copy the secret now: it is shown only once.',
    name: 'Name',
    clientId: 'Client id',
    scopes: 'Scopes',
    lastUsed: 'Last used',
    state: 'State',
    actions: 'Actions',
    trusted: '(trusted)',
    disabled: (at: string) => `disabled ${at}`,
    active: 'active',
    disable: 'Disable',
    newClient: 'New client',
    personalData: 'Personal data (trusted clients only)',
    trustedBox: 'Trusted client: may hold personal-data scopes',
    ownerOnly: 'Personal-data scopes can be granted only by an owner, to a trusted client.',
    redirectUris: 'Redirect URIs (one per line; for apps using the authorization-code flow)',
    create: 'Create client',
  },
  ja: {
    title: 'API クライアント',
    table: 'このショップの API クライアント',
    created: 'クライアントを作成しました。シークレットは今回しか表示されないので、今すぐコピーしてください。',
    name: '名前',
    clientId: 'クライアント ID',
    scopes: 'スコープ',
    lastUsed: '最終利用',
    state: '状態',
    actions: '操作',
    trusted: '（信頼済み）',
    disabled: (at: string) => `無効化 ${at}`,
    active: '有効',
    disable: '無効にする',
    newClient: '新しいクライアント',
    personalData: '個人情報（信頼済みクライアントのみ）',
    trustedBox: '信頼済みクライアント：個人情報スコープを持てる',
    ownerOnly: '個人情報スコープは、オーナーだけが信頼済みクライアントに付与できます。',
    redirectUris: 'リダイレクト URI（1 行に 1 つ。認可コードフローを使うアプリ用）',
    create: 'クライアントを作成',
  },
});

interface Draft {
  name: string;
  scopes: string[];
  trusted: boolean;
  redirectUris: string;
}

const EMPTY: Draft = { name: '', scopes: [], trusted: false, redirectUris: '' };

async function clientsPage(
  ctx: OAuthContext,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { created?: NewClient; error?: string; draft?: Draft; status?: number } = {},
) {
  const t = text(req);
  const session = req.console!;
  const offset = offsetOf(req);
  const clients = await ctx.clients.list(session.staff.shopId, { limit: CONSOLE_PAGE_SIZE, offset });
  const owner = session.staff.role === 'owner';
  const draft = opts.draft ?? EMPTY;
  const scopeBox = (s: (typeof ALL_SCOPES)[number]) =>
    html`<label class="check"><input type="checkbox" name="scopes" value="${s}"${draft.scopes.includes(s) ? html` checked` : ''}> <span><code>${s}</code> — ${scopeText(req, s)}</span></label>`;
  const created = opts.created
    ? html`<div class="notice ok"><p>${t.created}</p>
<dl><dt>client_id</dt><dd><code>${opts.created.client_id}</code></dd><dt>client_secret</dt><dd class="secret">${opts.created.client_secret}</dd></dl></div>`
    : '';
  return sendPage(
    req,
    reply,
    t.title,
    html`${created}${notice('error', opts.error)}
${cardTable(
  t.table,
  [
    { label: t.name, key: true },
    { label: t.clientId },
    { label: t.scopes },
    { label: t.lastUsed },
    { label: t.state },
    { label: t.actions },
  ],
  clients.map((c) => [
    html`${c.name}${c.trusted ? html` <span class="muted">${t.trusted}</span>` : ''}`,
    html`<code>${c.client_id}</code>`,
    html`<span>${c.scopes.map((s) => html`<code class="${isPiiScope(s) ? 'pii' : ''}">${s}</code> `)}</span>`,
    html`${jst(c.last_used_at)}`,
    html`${c.disabled_at ? t.disabled(jst(c.disabled_at)) : t.active}`,
    html`${c.disabled_at ? '' : html`<form method="post" action="/console/clients/${c.client_id}/disable" class="inline">${csrfField(session)}<button class="danger" type="submit">${t.disable}</button></form>`}`,
  ]),
)}${pager(req, '/console/clients', offset, clients.length, CONSOLE_PAGE_SIZE)}
<h2>${t.newClient}</h2>
<form method="post" action="/console/clients" class="stack">${csrfField(session)}
<label>${t.name} <input type="text" name="name" value="${draft.name}" required maxlength="100"></label>
<fieldset><legend>${t.scopes}</legend>${ALL_SCOPES.filter((s) => !isPiiScope(s)).map(scopeBox)}</fieldset>
${
  owner
    ? html`<fieldset><legend>${t.personalData}</legend>
<label class="check"><input type="checkbox" name="trusted" value="1"${draft.trusted ? html` checked` : ''}> <span>${t.trustedBox}</span></label>
${ALL_SCOPES.filter(isPiiScope).map(scopeBox)}</fieldset>`
    : html`<p class="muted">${t.ownerOnly}</p>`
}
<label>${t.redirectUris} <textarea name="redirect_uris" rows="2">${draft.redirectUris}</textarea></label>
<button type="submit">${t.create}</button>
</form>`,
    opts.status ?? 200,
  );
}

export function registerClientsPages(app: FastifyInstance, ctx: OAuthContext): void {
  app.get('/console/clients', { schema: { hide: true } }, async (req, reply) => clientsPage(ctx, req, reply));

  app.post('/console/clients', { schema: { hide: true } }, async (req, reply) => {
    const draft: Draft = {
      name: field(req.body, 'name'),
      scopes: fieldValues(req.body, 'scopes'),
      trusted: field(req.body, 'trusted') === '1',
      redirectUris: field(req.body, 'redirect_uris'),
    };
    try {
      const created = await createClientAsStaff(ctx.clients, req.console!.staff, {
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
      await disableClientAsStaff(ctx.clients, req.console!.staff, req.params.id);
      return reply.redirect('/console/clients', 303);
    },
  );
}
