import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { sqlitePassOnly } from '../helpers/db.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { ConsoleAgent, createTestStaff, listenTestApp, TEST_REDIRECT_URI } from '../helpers/console.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

function assertSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/, what);
  assert.match(csp, /frame-ancestors 'none'/, what);
  assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, what);
  assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(res.headers.get('referrer-policy'), 'no-referrer', what);
}

// SQLite pass only: the headers are the same whatever the database.
const headersOnly = sqlitePassOnly('the headers do not depend on the database');

describe('security headers of console pages', headersOnly, () => {
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

  // Every page the browser tests visit (test/console/accessibility.test.ts, on SQLite alone), so
  // that each is also rendered on PostgreSQL.
  it('are on every page signed in and on the authorization page; pages answer 200, are not cached and carry no inline script', async () => {
    await agent.signIn(await createTestStaff(t.ctx.database, t.shopId));
    const client = await t.client(['read_items', 'write_items', 'write_inflow_routes'], {
      redirectUris: [TEST_REDIRECT_URI],
    });
    const authorize = `/v1/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: client.clientId, redirect_uri: TEST_REDIRECT_URI, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGKSsw3cM0', code_challenge_method: 'S256' }).toString()}`;
    const item = await createTestItem(t, client.token, { name: '抹茶ラテ', sku: 'HEADERS-MATCHA', inventory: 3 });
    const { orderId } = await placeTestOrder(t, { paymentMethod: 'bank_transfer' });
    await t.post('/v1/inflow_routes', client.token, { name: '春のチラシ', code: 'spring26' });
    const pages = [
      '/console/home',
      '/console/shop',
      '/console/shop/sender',
      '/console/items',
      `/console/items/${item.id}`,
      '/console/orders',
      `/console/orders/${orderId}`,
      `/console/orders/${orderId}/cancel`,
      '/console/customers',
      '/console/inflow-routes',
      '/console/clients',
      '/console/apps',
      '/console/webhooks',
      '/console/jobs',
      authorize,
    ];
    for (const path of [...pages, '/v1/oauth/authorize?client_id=nope']) {
      const res = await agent.get(path);
      if (pages.includes(path)) assert.equal(res.status, 200, path);
      assertSecurityHeaders(res, path);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
      const body = await res.text();
      assert.doesNotMatch(body, /<script|\sstyle=|\son\w+=/i, path);
    }
  });
});
