import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { html } from '../../console/html.ts';
import { csrfField, field, notice, sendPage, signInRedirect } from '../../console/layout.ts';
import { shopProfiles } from '../../shop/service.ts';
import { isPiiScope, SCOPES } from '../scopes.ts';
import {
  AuthorizePageError,
  AuthorizeRedirectError,
  checkAuthorizationRequest,
  redirectTo,
  type AuthorizationRequest,
} from './checks.ts';
import { approvalProblem, issueAuthorizationCode } from './service.ts';

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
  return sendPage(
    req,
    reply,
    `Allow ${request.client.name}?`,
    html`<p><strong>${request.client.name}</strong> asks for access to <strong>${shopName}</strong>. It will be able to:</p>
<ul>${request.scopes.map((s) => html`<li>${SCOPES[s]}${isPiiScope(s) ? html` <span class="pii">personal data</span>` : ''} <code class="muted">${s}</code></li>`)}</ul>
<p class="muted">After approval you are sent back to <code>${new URL(request.redirectUri).origin}</code>. You can revoke the access at any time under Authorized apps.</p>
<form method="post" action="/v1/oauth/authorize">${csrfField(req.console!)}
${Object.entries(hidden).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
<button type="submit" name="decision" value="approve">Approve</button> <button type="submit" name="decision" value="deny" class="secondary">Refuse</button>
</form>`,
  );
}

/**
 * GET /v1/oauth/authorize (the request, then sign-in and consent) and POST (the decision).
 * Registered inside the console's scope: it needs the staff session, the CSRF token and the page layout.
 */
export function registerAuthorize(app: FastifyInstance, ctx: AppContext): void {
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
          return sendPage(req, reply, 'Authorization request refused', notice('error', err.message), 400);
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
      const code = await issueAuthorizationCode(ctx, staff, request);
      return reply.redirect(redirectTo(request.redirectUri, issuer, { code, state: request.state }), 303);
    }),
  );
}
