import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import {
  authorizedTokens,
  ConsoleAgent,
  listenTestApp,
  postForm,
  signedInAgent,
  TEST_REDIRECT_URI,
} from '../helpers/console.ts';

describe('revoking a grant: /v1/oauth/revoke (RFC 7009) and the console', () => {
  let t: TestApp;
  let origin: string;
  let agent: ConsoleAgent;
  let client: TestClient;

  const revoke = (token: string, c: TestClient = client) =>
    postForm(origin, '/v1/oauth/revoke', { token, client_id: c.clientId, client_secret: c.clientSecret });
  const me = async (accessToken: string) =>
    (await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
  const refresh = (token: string) =>
    postForm(origin, '/v1/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    client = await t.client(['read_users'], { redirectUris: [TEST_REDIRECT_URI] });
    agent = await signedInAgent(t, origin);
  });
  after(() => t.close());

  it('revoking a refresh token revokes its family: its access tokens stop working', async () => {
    const tokens = await authorizedTokens(agent, client, 'read_users');
    assert.equal(await me(tokens.access_token), 200);
    const res = await revoke(tokens.refresh_token);
    assert.deepEqual([res.status, res.body], [200, null]);
    assert.equal(await me(tokens.access_token), 401);
    assert.equal((await refresh(tokens.refresh_token)).body.error, 'invalid_grant');
  });

  it("answers 200 for unknown tokens and ignores another client's refresh token", async () => {
    assert.equal((await revoke('rt_never_issued')).status, 200);
    const tokens = await authorizedTokens(agent, client, 'read_users');
    const other = await t.client(['read_users']);
    assert.equal((await revoke(tokens.refresh_token, other)).status, 200);
    assert.equal(await me(tokens.access_token), 200, 'still in force');
  });

  it('staff revoke an app from the console; its tokens stop at once', async () => {
    const tokens = await authorizedTokens(agent, client, 'read_users');
    const grantId = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString()).grant_id;
    const page = await (await agent.get('/console/apps')).text();
    assert.match(page, new RegExp(client.clientId));
    assert.match(page, /<td>staff\d+-\d+@example\.test<\/td>/, 'names the staff member who approved');
    const res = await agent.submit(page, `/console/apps/${grantId}/revoke`);
    assert.equal(res.status, 303);
    assert.equal(await me(tokens.access_token), 401);
    assert.equal((await refresh(tokens.refresh_token)).body.error, 'invalid_grant');
    assert.doesNotMatch(await (await agent.get('/console/apps')).text(), new RegExp(grantId));
  });

  it("staff cannot revoke another shop's grant", async () => {
    const otherShop = await t.newShop();
    const otherAgent = await signedInAgent(t, origin, { shopId: otherShop });
    const tokens = await authorizedTokens(agent, client, 'read_users');
    const grantId = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString()).grant_id;
    const page = await (await otherAgent.get('/console/apps')).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page)![1]!;
    const res = await otherAgent.request('POST', `/console/apps/${grantId}/revoke`, { _csrf: csrf });
    assert.equal(res.status, 404);
    assert.equal(await me(tokens.access_token), 200);
  });
});
