import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ConsoleAgent, createTestStaff, listenTestApp, TEST_REDIRECT_URI } from '../helpers/console.ts';

function assertSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/, what);
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, what);
  assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(res.headers.get('referrer-policy'), 'no-referrer', what);
}

describe('security headers of console pages', () => {
  let t: TestApp;
  let agent: ConsoleAgent;

  before(async () => {
    t = await startTestApp();
    agent = new ConsoleAgent(await listenTestApp(t));
  });
  after(() => t.close());

  it('are on the sign-in page, the redirects and the stylesheet', async () => {
    assertSecurityHeaders(await agent.get('/console/sign-in'), 'sign-in');
    assertSecurityHeaders(await agent.get('/console/shop'), 'redirect');
    const css = await agent.get('/console/assets/console.css');
    assert.equal(css.status, 200);
    assert.match(css.headers.get('content-type')!, /^text\/css/);
    assertSecurityHeaders(css, 'css');
  });

  it('are on every page signed in and on the authorization page; pages are not cached and carry no inline script', async () => {
    await agent.signIn(await createTestStaff(t.ctx.database, t.shopId));
    const client = await t.client(['read_items'], { redirectUris: [TEST_REDIRECT_URI] });
    const authorize = `/v1/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: client.clientId, redirect_uri: TEST_REDIRECT_URI, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGKSsw3cM0', code_challenge_method: 'S256' }).toString()}`;
    for (const path of [
      '/console/shop',
      '/console/clients',
      '/console/apps',
      '/console/items',
      '/console/orders',
      '/console/customers',
      authorize,
      '/v1/oauth/authorize?client_id=nope',
    ]) {
      const res = await agent.get(path);
      assertSecurityHeaders(res, path);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
      const body = await res.text();
      assert.doesNotMatch(body, /<script|\sstyle=|\son\w+=/i, path);
    }
  });
});
