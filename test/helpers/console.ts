import { createHash, randomBytes } from 'node:crypto';
import type { UnitOfWork } from '../../src/db/database.ts';
import { createStaff } from '../../src/console/service.ts';
import type { Locale } from '../../src/web/i18n.ts';
import type { StaffRole } from '../../src/lib/staff.ts';
import { TEST_SECRET_HASH_COST, type TestApp } from './app.ts';

let counter = 0;

export interface StaffLogin {
  email: string;
  password: string;
  staffId: string;
}

/**
 * A staff account with a fresh e-mail and a known password. English unless told: tests about behaviour
 * read English; the Japanese default has tests of its own (test/console/i18n.test.ts).
 */
export async function createTestStaff(
  database: UnitOfWork,
  shopId: string,
  role: StaffRole = 'owner',
  locale: Locale = 'en',
): Promise<StaffLogin> {
  const email = `staff${++counter}-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  const s = await createStaff(
    database,
    { shopId, email, role, locale, password, name: `Staff ${counter}` },
    TEST_SECRET_HASH_COST,
  );
  return { email, password, staffId: s.staffId };
}

/** Serves the in-process test app on 127.0.0.1 (closed with the app) and returns its origin. */
export async function listenTestApp(t: TestApp): Promise<string> {
  return t.app.listen({ host: '127.0.0.1', port: 0 });
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
export const unescapeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/** The hidden inputs of the form posting to `action` in a page. */
export function hiddenFields(page: string, action: string): Record<string, string> {
  const start = page.indexOf(`action="${action}"`);
  if (start < 0) throw new Error(`no form posting to ${action} in:\n${page}`);
  const form = page.slice(start, page.indexOf('</form>', start));
  const out: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    out[m[1]!] = unescapeHtml(m[2]!);
  return out;
}

/** A browser stand-in over fetch: keeps cookies, never follows redirects, posts forms. */
export class ConsoleAgent {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie headers of the last response. */
  lastSetCookies: string[] = [];

  constructor(readonly origin: string) {}

  async request(method: string, path: string, form?: Record<string, string | string[]>): Promise<Response> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const one of [v].flat()) p.append(k, one);
      body = p.toString();
    }
    const res = await fetch(new URL(path, this.origin), { method, headers, body, redirect: 'manual' });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const c of this.lastSetCookies) {
      const [pair, ...attrs] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string): Promise<Response> {
    return this.request('GET', path);
  }

  /** Posts a form of a page: its hidden fields (CSRF token included) plus the given ones. */
  async submit(page: string, action: string, fields: Record<string, string | string[]> = {}): Promise<Response> {
    return this.request('POST', action, { ...hiddenFields(page, action), ...fields });
  }

  async signIn(login: Pick<StaffLogin, 'email' | 'password'>, next?: string): Promise<Response> {
    const page = await (await this.get(`/console/sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`)).text();
    return this.submit(page, '/console/sign-in', { email: login.email, password: login.password });
  }
}

type StaffOptions = { shopId?: string; role?: StaffRole; locale?: Locale };

/** A new staff member of the shop (the default shop and role owner unless given) and a ConsoleAgent signed in as them. */
export async function signedInStaff(
  t: TestApp,
  origin: string,
  options: StaffOptions = {},
): Promise<{ agent: ConsoleAgent; login: StaffLogin }> {
  const agent = new ConsoleAgent(origin);
  const login = await createTestStaff(t.ctx.database, options.shopId ?? t.shopId, options.role, options.locale);
  await agent.signIn(login);
  return { agent, login };
}

/** A ConsoleAgent signed in as a new staff member of the shop (the default shop and role owner unless given). */
export async function signedInAgent(t: TestApp, origin: string, options: StaffOptions = {}): Promise<ConsoleAgent> {
  return (await signedInStaff(t, origin, options)).agent;
}

/** GET /v1/oauth/authorize as a signed-in agent, approve (or refuse) on the consent page; returns the redirect's URL. */
export async function decideConsent(
  agent: ConsoleAgent,
  params: Record<string, string>,
  decision: 'approve' | 'deny' = 'approve',
): Promise<URL> {
  const res = await agent.get(`/v1/oauth/authorize?${new URLSearchParams(params).toString()}`);
  const page = await res.text();
  if (res.status !== 200)
    throw new Error(`consent page not shown: ${res.status} ${res.headers.get('location')} ${page}`);
  const answer = await agent.submit(page, '/v1/oauth/authorize', { decision });
  if (answer.status !== 303) throw new Error(`consent not redirected: ${answer.status} ${await answer.text()}`);
  return new URL(answer.headers.get('location')!);
}

/** POST to a form endpoint of the API (token, revoke) with client_secret_post. */
export async function postForm(
  origin: string,
  path: string,
  form: Record<string, string>,
): Promise<{ status: number; body: any }> {
  const res = await fetch(new URL(path, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Nothing listens there: the tests read the redirect's Location instead of following it. */
export const TEST_REDIRECT_URI = 'http://127.0.0.1:8765/callback';

/** The whole code flow for a signed-in agent, without a client library: approve, exchange, return the token response. */
export async function authorizedTokens(
  agent: ConsoleAgent,
  client: { clientId: string; clientSecret: string },
  scope: string,
): Promise<any> {
  const verifier = randomBytes(32).toString('base64url');
  const callback = await decideConsent(agent, {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: TEST_REDIRECT_URI,
    scope,
    state: 'st',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const res = await postForm(agent.origin, '/v1/oauth/token', {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: TEST_REDIRECT_URI,
    code_verifier: verifier,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  if (res.status !== 200) throw new Error(`code exchange failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
