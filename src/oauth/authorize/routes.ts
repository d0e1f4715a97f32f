import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OAuthContext } from '../context.ts';
import { html } from '../../web/html.ts';
import { scopeText, texts } from '../../web/i18n.ts';
import { csrfField, field, notice, sendPage, signInRedirect } from '../../web/layout.ts';
import { shopProfiles } from '../../shop/service.ts';
import { isPiiScope } from '../../lib/scopes.ts';
import {
  AuthorizePageError,
  AuthorizeRedirectError,
  checkAuthorizationRequest,
  redirectTo,
  type AuthorizationRequest,
} from './checks.ts';
import { approvalProblem, issueAuthorizationCode } from './service.ts';

const text = texts({
  en: {
    title: (app: string) => `Allow ${app}?`,
    asks: 'asks for access to',
    willBeAble: 'It will be able to:',
    personalData: 'personal data',
    after: 'After approval you are sent back to',
    revoke: 'You can revoke the access at any time under Authorized apps.',
    approve: 'Approve',
    refuse: 'Refuse',
    refused: 'Authorization request refused',
    stop: '.',
  },
  ja: {
    title: (app: string) => `${app} を許可しますか？`,
    asks: 'が次のショップへのアクセスを求めています：',
    willBeAble: '許可すると、次のことができるようになります：',
    personalData: '個人情報',
    after: '承認すると次の場所に戻ります：',
    revoke: 'アクセスは「連携アプリ」からいつでも取り消せます。',
    approve: '承認する',
    refuse: '拒否する',
    refused: '認可リクエストを受け付けられません',
    stop: '。',
  },
});

function consentPage(req: FastifyRequest, reply: FastifyReply, shopName: string, request: AuthorizationRequest) {
  const hidden = {
    response_type: 'code',
    client_id: request.client.id,
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(' '),
    state: request.state ?? '',
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  const t = text(req);
  return sendPage(
    req,
    reply,
    t.title(request.client.name),
    html`<p><strong>${request.client.name}</strong> ${t.asks} <strong>${shopName}</strong>${t.stop} ${t.willBeAble}</p>
<ul>${request.scopes.map((s) => html`<li>${scopeText(req, s)}${isPiiScope(s) ? html` <span class="pii">${t.personalData}</span>` : ''} <code class="muted">${s}</code></li>`)}</ul>
<p class="muted">${t.after} <code>${new URL(request.redirectUri).origin}</code>${t.stop} ${t.revoke}</p>
<form method="post" action="/v1/oauth/authorize">${csrfField(req.console!)}
${Object.entries(hidden).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
<button type="submit" name="decision" value="approve">${t.approve}</button> <button type="submit" name="decision" value="deny" class="secondary">${t.refuse}</button>
</form>`,
  );
}

/**
 * GET /v1/oauth/authorize (the request, then sign-in and consent) and POST (the decision).
 * Registered inside the console's scope: it needs the staff session, the CSRF token and the page layout.
 */
export function registerAuthorize(app: FastifyInstance, ctx: OAuthContext): void {
  const issuer = ctx.config.issuer;
  const shopProfile = shopProfiles(ctx.db);

  /** Runs a step of the flow and turns its refusals into an error page or a redirect to the client. */
  const guarded =
    (step: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        return await step(req, reply);
      } catch (err) {
        if (err instanceof AuthorizePageError)
          return sendPage(req, reply, text(req).refused, notice('error', err.message), 400);
        if (err instanceof AuthorizeRedirectError) {
          return reply.redirect(
            redirectTo(err.redirectUri, issuer, {
              error: err.error,
              error_description: err.description,
              state: err.state,
            }),
            303,
          );
        }
        throw err;
      }
    };

  const refuse = (request: AuthorizationRequest, description: string) =>
    new AuthorizeRedirectError('access_denied', description, request.redirectUri, request.state);

  app.get(
    '/v1/oauth/authorize',
    {
      config: { consolePublic: true },
      schema: { hide: true },
    },
    guarded(async (req, reply) => {
      const request = await checkAuthorizationRequest(ctx, req.query as Record<string, unknown>);
      if (!req.console) return signInRedirect(req, reply);
      const problem = approvalProblem(req.console.staff, request);
      if (problem) throw refuse(request, problem);
      const shop = await shopProfile(request.client.shop_id);
      return consentPage(req, reply, shop?.name ?? '', request);
    }),
  );

  app.post(
    '/v1/oauth/authorize',
    { schema: { hide: true } },
    guarded(async (req, reply) => {
      // The form's fields are checked again: nothing the browser sends back is trusted.
      const request = await checkAuthorizationRequest(ctx, req.body as Record<string, unknown>);
      const staff = req.console!.staff;
      if (field(req.body, 'decision') !== 'approve') throw refuse(request, 'The shop staff refused the request');
      const problem = approvalProblem(staff, request);
      if (problem) throw refuse(request, problem);
      const code = await req.unit.transaction((tx) => issueAuthorizationCode(tx, staff, request));
      return reply.redirect(redirectTo(request.redirectUri, issuer, { code, state: request.state }), 303);
    }),
  );
}
