import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sha256 } from '../../src/oauth/secrets.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ConsoleAgent, createTestStaff, listenTestApp, type StaffLogin } from '../helpers/console.ts';

const PAGES = [
  '/console',
  '/console/shop',
  '/console/clients',
  '/console/apps',
  '/console/items',
  '/console/orders',
  '/console/customers',
];

describe('console sessions', () => {
  let t: TestApp;
  let origin: string;
  let login: StaffLogin;

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    login = await createTestStaff(t.ctx.database, t.shopId);
  });
  after(() => t.close());

  it('sends every page to sign-in without a session, keeping where to return', async () => {
    const agent = new ConsoleAgent(origin);
    for (const page of PAGES.slice(1)) {
      const res = await agent.get(page);
      assert.equal(res.status, 303, page);
      assert.equal(res.headers.get('location'), `/console/sign-in?next=${encodeURIComponent(page)}`);
    }
    const post = await agent.request('POST', '/console/shop', { name: 'x' });
    assert.equal(post.status, 303);
    assert.match(post.headers.get('location')!, /^\/console\/sign-in/);
  });

  it('issues an HttpOnly, SameSite=Lax session cookie (not Secure on http) and only stores its hash', async () => {
    const agent = new ConsoleAgent(origin);
    const res = await agent.signIn(login, '/console/items');
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/console/items');
    const cookie = agent.lastSetCookies.find((c) => c.startsWith('tenpo_console='))!;
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Lax/);
    assert.match(cookie, /; Path=\//);
    assert.doesNotMatch(cookie, /Secure/);
    const value = agent.cookies.get('tenpo_console')!;
    const rows = await t.ctx.db.selectFrom('staff_sessions').select('id_hash').execute();
    assert.ok(rows.some((r) => r.id_hash === sha256(value)));
    assert.ok(rows.every((r) => r.id_hash !== value));
    assert.equal((await agent.get('/console/items')).status, 200);
  });

  it('never follows a sign-in return address to another site', async () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await new ConsoleAgent(origin).signIn(login, next);
      assert.equal(res.headers.get('location'), '/console/home', next);
    }
  });

  it('refuses a wrong password or unknown e-mail with the same answer', async () => {
    const wrong = await new ConsoleAgent(origin).signIn({ email: login.email, password: 'not the password' });
    const unknown = await new ConsoleAgent(origin).signIn({
      email: 'nobody@example.test',
      password: 'not the password',
    });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.match(await wrong.text(), /メールアドレスまたはパスワードが正しくありません/);
    assert.match(await unknown.text(), /メールアドレスまたはパスワードが正しくありません/);
  });

  it('signs out: the session ends on the server and the cookie is cleared', async () => {
    const agent = new ConsoleAgent(origin);
    await agent.signIn(login);
    const value = agent.cookies.get('tenpo_console')!;
    const page = await (await agent.get('/console/shop')).text();
    const res = await agent.submit(page, '/console/sign-out');
    assert.equal(res.status, 303);
    assert.ok(agent.lastSetCookies.some((c) => c.startsWith('tenpo_console=;')));
    const replay = await fetch(`${origin}/console/shop`, {
      headers: { cookie: `tenpo_console=${value}` },
      redirect: 'manual',
    });
    assert.equal(replay.status, 303, 'the old cookie no longer opens pages');
  });

  it('ends a session idle for 12 hours', async () => {
    const agent = new ConsoleAgent(origin);
    await agent.signIn(login);
    const idHash = sha256(agent.cookies.get('tenpo_console')!);
    const row = await t.ctx.db
      .selectFrom('staff_sessions')
      .select(['created_at', 'expires_at'])
      .where('id_hash', '=', idHash)
      .executeTakeFirstOrThrow();
    assert.equal(Date.parse(row.expires_at) - Date.parse(row.created_at), 12 * 3600 * 1000);
    await t.fixtures
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
    assert.equal((await agent.get('/console/shop')).status, 303);
  });
});

describe('console sessions on an https base URL', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ BASE_URL: 'https://shop.example' })));
  after(() => t.close());

  it('marks the cookies Secure and host-only (__Host- prefix)', async () => {
    const login = await createTestStaff(t.ctx.database, t.shopId);
    const agent = new ConsoleAgent(await listenTestApp(t));
    await agent.signIn(login);
    const cookie = agent.lastSetCookies.find((c) => c.startsWith('__Host-tenpo_console='));
    assert.ok(cookie, agent.lastSetCookies.join('\n'));
    assert.match(cookie, /; Secure/);
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Lax/);
    assert.doesNotMatch(cookie, /Domain=/);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1000' })));
  after(() => t.close());

  it('answers 429 with Retry-After after 10 guesses a minute for one e-mail', async () => {
    const login = await createTestStaff(t.ctx.database, t.shopId);
    const agent = new ConsoleAgent(await listenTestApp(t));
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await agent.signIn({ email: login.email, password: `guess number ${i}` })).status);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    const limited = await agent.signIn(login);
    assert.equal(limited.status, 429, 'even the right password waits');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });
});
