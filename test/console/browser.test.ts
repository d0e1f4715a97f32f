import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { browserSkipReason, launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { createTestStaff, listenTestApp, postForm, type StaffLogin } from '../helpers/console.ts';

describe('console in a real browser (Chromium)', { skip: browserSkipReason }, () => {
  let t: TestApp;
  let origin: string;
  let browser: TestBrowser;
  let login: StaffLogin;
  let app: TestClient;
  let callbackServer: http.Server;
  let redirectUri: string;
  const cspViolations: string[] = [];

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    login = await createTestStaff(t.ctx.database, t.shopId, 'owner');
    // The app's side: a callback page for the browser to land on.
    callbackServer = http.createServer((_req, res) => res.end('callback'));
    await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
    redirectUri = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/callback`;
    app = await t.client(['read_items', 'write_items'], { redirectUris: [redirectUri] });
    browser = await launchBrowser();
    browser.context.on(
      'console',
      (m) => void (/Content Security Policy/i.test(m.text()) && cspViolations.push(m.text())),
    );
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    callbackServer?.close();
  });

  it('signs in, approves an app (which exchanges the code for tokens), then revokes it from the console: its tokens stop working', async () => {
    const page = await browser.context.newPage();
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: redirectUri,
      scope: 'read_items',
      state: 'browser-state',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    await page.goto(`${origin}/v1/oauth/authorize?${params.toString()}`);
    assert.match(page.url(), /\/console\/sign-in\?next=/);
    // Signed out, the sign-in page speaks the console's default language; signed in, the staff member's (English here).
    await page.getByLabel('メールアドレス').fill(login.email);
    await page.getByLabel('パスワード').fill(login.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('heading', { name: /Allow/ }).waitFor();
    assert.match(await page.content(), /Read items, categories and delivery companies/);
    await Promise.all([page.waitForURL(`${redirectUri}**`), page.getByRole('button', { name: 'Approve' }).click()]);
    const callback = new URL(page.url());
    assert.equal(callback.searchParams.get('state'), 'browser-state');
    const tokens = await postForm(origin, '/v1/oauth/token', {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: app.clientId,
      client_secret: app.clientSecret,
    });
    assert.equal(tokens.status, 200);
    assert.ok(tokens.body.refresh_token);

    const items = () =>
      fetch(`${origin}/v1/items`, { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    assert.equal((await items()).status, 200);

    await page.goto(`${origin}/console/apps`);
    assert.match(await page.content(), new RegExp(app.clientId));
    await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'Revoke access' }).click()]);
    assert.doesNotMatch(await page.content(), new RegExp(app.clientId), 'the app is no longer listed');
    assert.equal((await items()).status, 401, 'its access token stops at once');
    const refreshed = await postForm(origin, '/v1/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token,
      client_id: app.clientId,
      client_secret: app.clientSecret,
    });
    assert.equal(refreshed.status, 400);
    assert.equal(refreshed.body.error, 'invalid_grant');
    await page.close();
  });

  it('edits a managed item by hand; the managing client then gets 409 edited_by_hand on a status write', async () => {
    const item = await createTestItem(t, app.token, { name: 'Matcha set', external_ref: 'matcha-1' });
    const page = await browser.context.newPage();
    await page.goto(`${origin}/console/items`);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('matcha');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Matcha set' }).click();
    await page.getByLabel('Name').fill('Matcha set (gift box)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    assert.match(await page.content(), /edited by hand/);
    await page.close();

    const write = await t.patch(`/v1/items/${item.id}`, app.token, { status: 'inactive' });
    assert.equal(write.statusCode, 409);
    assert.equal(write.json().error.code, 'edited_by_hand');
  });

  it('loads every page without a Content-Security-Policy violation', async () => {
    const page = await browser.context.newPage();
    for (const path of [
      '/console/shop',
      '/console/clients',
      '/console/items',
      '/console/orders',
      '/console/customers',
    ]) {
      const res = await page.goto(`${origin}${path}`);
      assert.equal(res?.status(), 200, path);
    }
    await page.close();
    assert.deepEqual(cspViolations, []);
  });
});
