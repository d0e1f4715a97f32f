import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import {
  authorizedTokens,
  ConsoleAgent,
  listenTestApp,
  postForm,
  signedInAgent,
  TEST_REDIRECT_URI,
} from '../helpers/console.ts';

describe('refresh_token grant: rotation and reuse detection', () => {
  let t: TestApp;
  let origin: string;
  let agent: ConsoleAgent;
  let client: TestClient;
  const logLines: string[] = [];

  const refresh = (token: string, extra: Record<string, string> = {}, c: TestClient = client) =>
    postForm(origin, '/v1/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: c.clientId,
      client_secret: c.clientSecret,
      ...extra,
    });
  const me = async (accessToken: string) =>
    (await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

  before(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void logLines.push(l) } });
    origin = await listenTestApp(t);
    client = await t.client(['read_items', 'read_users'], { redirectUris: [TEST_REDIRECT_URI] });
    agent = await signedInAgent(t, origin);
  });
  after(() => t.close());

  it('rotates on every use: a new refresh token comes back and the new one works', async () => {
    const first = await authorizedTokens(agent, client, 'read_items read_users');
    const second = await refresh(first.refresh_token);
    assert.equal(second.status, 200);
    assert.deepEqual(Object.keys(second.body).sort(), [
      'access_token',
      'expires_in',
      'refresh_token',
      'scope',
      'token_type',
    ]);
    assert.equal(second.body.token_type, 'Bearer');
    assert.equal(second.body.scope, 'read_items read_users');
    assert.notEqual(second.body.refresh_token, first.refresh_token);
    assert.equal(await me(second.body.access_token), 200);
    const third = await refresh(second.body.refresh_token);
    assert.equal(third.status, 200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const first = await authorizedTokens(agent, client, 'read_items read_users');
    const second = (await refresh(first.refresh_token)).body;
    const reuse = await refresh(first.refresh_token);
    assert.deepEqual([reuse.status, reuse.body.error], [400, 'invalid_grant']);
    assert.deepEqual(Object.keys(reuse.body).sort(), ['error', 'error_description']);
    const grantId = decodeJwt(first.access_token).grant_id;
    assert.ok(
      logLines.some(
        (l) => (JSON.parse(l) as { detail?: { revoked_grant_id?: string } }).detail?.revoked_grant_id === grantId,
      ),
      'the revoked grant is named in the log, not in the answer',
    );
    assert.ok(!JSON.stringify(reuse.body).includes(grantId as string));
    assert.equal(
      (await refresh(second.refresh_token)).body.error,
      'invalid_grant',
      'the latest refresh token of the family is revoked too',
    );
    assert.equal(await me(second.access_token), 401, 'and so are its access tokens');
    assert.equal(await me(first.access_token), 401);
  });

  it("narrows scope on request, keeps the family's scope for the next refresh, refuses widening", async () => {
    const first = await authorizedTokens(agent, client, 'read_items read_users');
    const narrowed = await refresh(first.refresh_token, { scope: 'read_items' });
    assert.equal(narrowed.body.scope, 'read_items');
    assert.equal(await me(narrowed.body.access_token), 403);
    const full = await refresh(narrowed.body.refresh_token);
    assert.equal(full.body.scope, 'read_items read_users');
    const widened = await refresh(full.body.refresh_token, { scope: 'read_items write_items' });
    assert.deepEqual([widened.status, widened.body.error], [400, 'invalid_scope']);
  });

  it('only gives a token scoped to what staff approved', async () => {
    const tokens = await authorizedTokens(agent, client, 'read_items');
    const widened = await refresh(tokens.refresh_token, { scope: 'read_users' });
    assert.deepEqual([widened.status, widened.body.error], [400, 'invalid_scope']);
  });

  it("refuses another client's refresh token, an unknown one and an expired one", async () => {
    const tokens = await authorizedTokens(agent, client, 'read_items');
    const other = await t.client(['read_items']);
    assert.equal((await refresh(tokens.refresh_token, {}, other)).body.error, 'invalid_grant');
    assert.equal((await refresh('rt_unknown')).body.error, 'invalid_grant');
    assert.equal((await refresh(tokens.refresh_token)).status, 200, "the other client's attempt did not consume it");

    const late = await authorizedTokens(agent, client, 'read_items');
    await t.fixtures
      .updateTable('oauth_refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('consumed_at', 'is', null)
      .execute();
    const expired = await refresh(late.refresh_token);
    assert.deepEqual([expired.status, expired.body.error], [400, 'invalid_grant']);
  });

  it('never returns a refresh token for client_credentials', async () => {
    const res = await postForm(origin, '/v1/oauth/token', {
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.refresh_token, undefined);
  });

  it('sets refresh tokens to live 30 days and stores only their hash', async () => {
    const tokens = await authorizedTokens(agent, client, 'read_items');
    const rows = await t.ctx.db
      .selectFrom('oauth_refresh_tokens')
      .selectAll()
      .where('consumed_at', 'is', null)
      .execute();
    assert.ok(rows.every((r) => r.token_hash !== tokens.refresh_token));
    const newest = rows.sort((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    const days = (Date.parse(newest.expires_at) - Date.parse(newest.created_at)) / 86_400_000;
    assert.equal(days, 30);
  });
});
