import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import type { AppContext } from '../context.ts';
import type { OAuthAreaOptions } from '../oauth/context.ts';
import { ApiError } from '../lib/errors.ts';
import { stepLimit } from '../http/rate-limit.ts';
import { newSecret } from '../lib/ids.ts';
import { sameSecret } from '../oauth/grants/family.ts';
import { registerAuthorize } from '../oauth/authorize/routes.ts';
import { html } from '../web/html.ts';
import { texts } from '../web/i18n.ts';
import { field, notice, queryValue, safeNext, sendPage, signInRedirect } from '../web/layout.ts';
import { registerAppsPages } from './pages/apps.ts';
import { registerClientsPages } from './pages/clients.ts';
import { registerCustomersPages } from './pages/customers.ts';
import { registerDashboardPage } from './pages/dashboard.ts';
import { registerInflowRoutesPages } from './pages/inflow-routes.ts';
import { registerJobsPages } from './pages/jobs.ts';
import { registerItemsPages } from './pages/items.ts';
import { registerOrdersPages } from './pages/orders.ts';
import { registerShopPages } from './pages/shop.ts';
import { registerShopSenderPages } from './pages/shop-sender.ts';
import { registerWebhooksPages } from './pages/webhooks.ts';
import {
  endSession,
  findSession,
  OwnerOnlyError,
  setStaffLocale,
  StaffInputError,
  startSession,
  verifyStaffPassword,
} from './service.ts';

// Read beside the module: src/console/assets here, dist/assets once built (scripts/build.js copies it).
const CSS = readFileSync(new URL('./assets/console.css', import.meta.url), 'utf8');
const FAVICON = readFileSync(new URL('./assets/favicon.svg', import.meta.url), 'utf8');

/** No script at all, nothing from elsewhere, never framed. form-action is left out on purpose: Chromium applies it to the consent form's redirect to the client. */
const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const text = texts({
  en: {
    formExpired: 'Form expired',
    formExpiredText: 'This form has expired or did not come from the console. Go back, reload the page and try again.',
    notFound: 'Not found',
    refused: 'Request refused',
    ownerOnly: "Only the shop's owners can change this. Ask an owner.",
    badRequest: 'Bad request',
    failed: 'Something went wrong',
    failedText: (id: string) => `An internal error occurred (request ${id}).`,
    signIn: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    signInExpired: 'signInExpired',
    signInWrong: 'signInWrong',
  },
  ja: {
    formExpired: 'フォームの有効期限切れ',
    formExpiredText:
      'このフォームは有効期限が切れているか、管理画面から送信されたものではありません。前のページに戻り、再読み込みしてからもう一度お試しください。',
    notFound: '見つかりません',
    refused: 'リクエストを受け付けられません',
    ownerOnly: 'この設定を変更できるのはショップのオーナーだけです。オーナーに依頼してください。',
    badRequest: '不正なリクエスト',
    failed: 'エラーが発生しました',
    failedText: (id: string) => `内部エラーが発生しました（リクエスト ${id}）。`,
    signIn: 'ログイン',
    email: 'メールアドレス',
    password: 'パスワード',
    signInExpired: 'ログインフォームの有効期限が切れました。もう一度お試しください。',
    signInWrong: 'メールアドレスまたはパスワードが正しくありません。',
  },
});

/** Sign-in guesses allowed per minute, per e-mail and per address. */
const SIGN_IN_PER_EMAIL = 10;
const SIGN_IN_PER_ADDRESS = 30;

function cookieNames(ctx: AppContext) {
  const secure = ctx.config.baseUrl.startsWith('https:');
  // The __Host- prefix makes the browser refuse the cookie unless Secure, host-only and Path=/.
  const prefix = secure ? '__Host-' : '';
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  return { session: `${prefix}tenpo_console`, signIn: `${prefix}tenpo_sign_in`, options };
}

/** The staff console (server-rendered pages under /console) and the authorization page of the code flow. */
export default async function consoleRoutes(app: FastifyInstance, { ctx }: OAuthAreaOptions): Promise<void> {
  const cookies = cookieNames(ctx);
  const perAddress = stepLimit(app, ctx.config, SIGN_IN_PER_ADDRESS, (req) => `sign-in-address:${req.ip}`);
  const perEmail = stepLimit(
    app,
    ctx.config,
    SIGN_IN_PER_EMAIL,
    (req) => `sign-in-email:${field(req.body, 'email').trim().toLowerCase()}`,
  );

  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    scope.decorateRequest('console', null);

    scope.addHook('onSend', async (_req, reply) => {
      // A page with a policy of its own (a receipt: its inline style allowed by hash) keeps it.
      const own = reply.getHeader('Content-Security-Policy');
      reply.headers(SECURITY_HEADERS);
      if (own) reply.header('Content-Security-Policy', own);
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    // Every console route needs a session unless it says otherwise, checked before a body is read.
    scope.addHook('onRequest', async (req, reply) => {
      const value = req.cookies[cookies.session];
      req.console = value ? await findSession(ctx.database, value) : null;
      if (!req.console && !req.routeOptions.config.consolePublic) return signInRedirect(req, reply);
    });
    // Every POST needs the session's CSRF token.
    scope.addHook('preHandler', async (req, reply) => {
      if (req.routeOptions.config.consolePublic || !req.console) return;
      if (req.method === 'POST' && !sameSecret(field(req.body, '_csrf'), req.console.csrfToken)) {
        return sendPage(req, reply, text(req).formExpired, notice('error', text(req).formExpiredText), 403);
      }
    });
    scope.setErrorHandler((err: FastifyError | ApiError | OwnerOnlyError, req, reply) => {
      if (err instanceof OwnerOnlyError)
        return sendPage(req, reply, text(req).refused, notice('error', text(req).ownerOnly), 403);
      if (err instanceof ApiError) {
        reply.headers(err.options.headers ?? {});
        return sendPage(
          req,
          reply,
          err.status === 404 ? text(req).notFound : text(req).refused,
          notice('error', err.message),
          err.status,
        );
      }
      if ((err.statusCode ?? 500) < 500)
        return sendPage(req, reply, text(req).badRequest, notice('error', err.message), 400);
      req.log.error({ err }, 'console error');
      return sendPage(req, reply, text(req).failed, notice('error', text(req).failedText(req.id)), 500);
    });

    scope.get(
      '/console/assets/console.css',
      { config: { consolePublic: true }, schema: { hide: true } },
      async (_req, reply) =>
        reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(CSS),
    );
    // Browsers ask for /favicon.ico whatever the page says; an SVG answers it (every current browser draws one).
    for (const path of ['/favicon.ico', '/console/assets/favicon.svg'])
      scope.get(path, { config: { consolePublic: true }, schema: { hide: true } }, async (_req, reply) =>
        reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(FAVICON),
      );
    scope.get('/console', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/console/home', 303));

    const signInPage = (
      req: FastifyRequest,
      reply: FastifyReply,
      next: string,
      email: string,
      error: 'signInExpired' | 'signInWrong' | null,
      status = 200,
    ) => {
      const t = text(req);
      // Login CSRF: the form's token must match a cookie only this site can set (double submit).
      const token = newSecret(24);
      reply.setCookie(cookies.signIn, token, cookies.options);
      return sendPage(
        req,
        reply,
        t.signIn,
        html`${notice('error', error && t[error])}
<form method="post" action="/console/sign-in" class="stack narrow">
<input type="hidden" name="_csrf" value="${token}"><input type="hidden" name="next" value="${next}">
<label>${t.email} <input type="email" name="email" value="${email}" required autocomplete="username" autofocus></label>
<label>${t.password} <input type="password" name="password" required autocomplete="current-password"></label>
<button type="submit">${t.signIn}</button>
</form>`,
        status,
      );
    };

    scope.get('/console/sign-in', { config: { consolePublic: true }, schema: { hide: true } }, async (req, reply) => {
      const next = safeNext(queryValue(req, 'next'));
      if (req.console) return reply.redirect(next, 303);
      return signInPage(req, reply, next, '', null);
    });

    scope.post('/console/sign-in', { config: { consolePublic: true }, schema: { hide: true } }, async (req, reply) => {
      const next = safeNext(field(req.body, 'next'));
      const email = field(req.body, 'email');
      const expected = req.cookies[cookies.signIn] ?? '';
      if (!expected || !sameSecret(field(req.body, '_csrf'), expected))
        return signInPage(req, reply, next, email, 'signInExpired', 403);
      await perAddress(req);
      await perEmail(req);
      const staff = await verifyStaffPassword(ctx.db, email, field(req.body, 'password'), ctx.config.secretHashCost);
      if (!staff) return signInPage(req, reply, next, email, 'signInWrong', 401);
      const value = await req.unit.transaction((tx) => startSession(tx, staff));
      reply.clearCookie(cookies.signIn, cookies.options).setCookie(cookies.session, value, cookies.options);
      return reply.redirect(next, 303);
    });

    scope.post('/console/sign-out', { schema: { hide: true } }, async (req, reply) => {
      await req.unit.transaction((tx) => endSession(tx, req.cookies[cookies.session] ?? ''));
      reply.clearCookie(cookies.session, cookies.options);
      return reply.redirect('/console/sign-in', 303);
    });

    // The language switch in the header; back to the page it was pressed on.
    scope.post('/console/locale', { schema: { hide: true } }, async (req, reply) => {
      try {
        await req.unit.transaction((tx) => setStaffLocale(tx, req.console!.staff, field(req.body, 'locale')));
      } catch (err) {
        if (!(err instanceof StaffInputError)) throw err;
        return sendPage(req, reply, text(req).badRequest, notice('error', err.message), 400);
      }
      return reply.redirect(safeNext(field(req.body, 'next')), 303);
    });

    registerDashboardPage(scope, ctx);
    registerShopPages(scope, ctx);
    registerShopSenderPages(scope, ctx);
    registerClientsPages(scope, ctx);
    registerAppsPages(scope, ctx);
    registerItemsPages(scope, ctx);
    registerOrdersPages(scope, ctx);
    registerCustomersPages(scope, ctx);
    registerInflowRoutesPages(scope, ctx);
    registerWebhooksPages(scope, ctx);
    registerJobsPages(scope, ctx);
    registerAuthorize(scope, ctx);
  });
}
