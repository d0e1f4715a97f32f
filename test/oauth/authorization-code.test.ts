import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as oauth from 'oauth4webapi';
import { openDatabase } from '../../src/db/database.ts';
import { fixtureDb, freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { ConsoleAgent, decideConsent, postForm } from '../helpers/console.ts';
import { runTenpo, startServerProcess, type ServerProcess } from '../helpers/server.ts';

const PASSWORD = 'a long enough password';

describe('authorization code with PKCE, against the real server process', () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let as: oauth.AuthorizationServer;
  let client: { client_id: string; client_secret: string; shop_id: string };
  let other: { client_id: string; client_secret: string };
  let agent: ConsoleAgent;
  const redirectUri = 'http://127.0.0.1:9/callback';
  const email = 'owner@shop.example';
  const insecure = { [oauth.allowInsecureRequests]: true };

  async function tenpo(args: string[], stdin?: string) {
    const r = await runTenpo([...args, '--json'], storageEnv(storage), stdin);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout);
  }

  /** PKCE pair and state, and the authorization request's parameters. */
  async function request(overrides: Record<string, string> = {}) {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const params = {
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: redirectUri,
      scope: 'read_items read_users',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...overrides,
    };
    return { verifier, state, params };
  }

  async function exchange(callback: URL, verifier: string, state: string, c = client) {
    const params = oauth.validateAuthResponse(as, { client_id: c.client_id }, callback, state);
    const res = await oauth.authorizationCodeGrantRequest(
      as,
      { client_id: c.client_id },
      oauth.ClientSecretPost(c.client_secret),
      params,
      redirectUri,
      verifier,
      insecure,
    );
    return res;
  }

  async function codeFor(overrides: Record<string, string> = {}) {
    const r = await request(overrides);
    const callback = await decideConsent(agent, r.params);
    return { ...r, callback, code: callback.searchParams.get('code')! };
  }

  before(async () => {
    storage = await freshStorage({ migrated: true });
    const shop = (await tenpo(['shops', 'list'])).shops[0].shop_id;
    client = await tenpo([
      'clients',
      'create',
      '--name',
      'Integration app',
      '--scopes',
      'read_items read_users',
      '--redirect-uri',
      redirectUri,
      '--shop',
      shop,
    ]);
    other = await tenpo([
      'clients',
      'create',
      '--name',
      'Other app',
      '--scopes',
      'read_items',
      '--redirect-uri',
      redirectUri,
      '--shop',
      shop,
    ]);
    await tenpo(['staff', 'create', '--shop', shop, '--email', email, '--role', 'owner'], `${PASSWORD}\n`);
    server = await startServerProcess(storageEnv(storage));
    const issuer = new URL(`${server.url}/v1`);
    as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure }),
    );
    agent = new ConsoleAgent(server.url);
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it('runs the whole flow: sign-in, consent, code, tokens with a refresh token, API access', async () => {
    const { verifier, state, params } = await request();
    const first = await agent.get(`/v1/oauth/authorize?${new URLSearchParams(params).toString()}`);
    assert.equal(first.status, 303, 'signed out: sent to sign-in');
    const signInUrl = new URL(first.headers.get('location')!, server.url);
    assert.equal(signInUrl.pathname, '/console/sign-in');
    const signedIn = await agent.signIn({ email, password: PASSWORD }, signInUrl.searchParams.get('next')!);
    assert.equal(signedIn.status, 303);
    assert.match(signedIn.headers.get('location')!, /^\/v1\/oauth\/authorize\?/, 'back to the authorization request');

    const consent = await agent.get(signedIn.headers.get('location')!);
    const page = await consent.text();
    assert.equal(consent.status, 200);
    assert.match(page, /Integration app/);
    assert.match(
      page,
      /商品・カテゴリ・配送業者の読み取り/,
      'scopes in words, in the console default language (Japanese)',
    );
    const answer = await agent.submit(page, '/v1/oauth/authorize', { decision: 'approve' });
    assert.equal(answer.status, 303);
    const callback = new URL(answer.headers.get('location')!);
    assert.equal(`${callback.origin}${callback.pathname}`, redirectUri);
    assert.equal(callback.searchParams.get('state'), state);

    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      { client_id: client.client_id },
      await exchange(callback, verifier, state),
    );
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.expires_in, 3600);
    assert.equal(tokens.scope, 'read_items read_users');
    assert.match(tokens.refresh_token!, /^rt_/);
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString());
    assert.match(claims.grant_id, /^grant_/);
    assert.equal(claims.shop_id, client.shop_id);
    const me = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(me.status, 200);
  });

  it('sends access_denied (with the state) when staff refuse', async () => {
    const { state, params } = await request();
    const callback = await decideConsent(agent, params, 'deny');
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('state'), state);
    assert.equal(callback.searchParams.get('code'), null);
  });

  it('shows an error page, never a redirect, for an unknown client or an unregistered redirect URI', async () => {
    for (const overrides of <Record<string, string>[]>[
      { client_id: 'cli_unknown' },
      { redirect_uri: 'http://127.0.0.1:9/elsewhere' },
      { redirect_uri: `${redirectUri}/` },
      { redirect_uri: '' },
    ]) {
      const { params } = await request(overrides);
      const res = await agent.get(`/v1/oauth/authorize?${new URLSearchParams(params).toString()}`);
      assert.equal(res.status, 400, JSON.stringify(overrides));
      assert.equal(res.headers.get('location'), null);
      assert.match(res.headers.get('content-type')!, /text\/html/);
    }
  });

  it('redirects RFC 6749 errors once the redirect URI is trusted: no PKCE, plain PKCE, wrong response_type, ungranted scope', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge: '' }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'read_items write_items' }, 'invalid_scope'],
      [{ scope: 'read_orders_pii' }, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const { params, state } = await request(overrides);
      const res = await agent.get(`/v1/oauth/authorize?${new URLSearchParams(params).toString()}`);
      assert.equal(res.status, 303, JSON.stringify(overrides));
      const to = new URL(res.headers.get('location')!);
      assert.equal(to.searchParams.get('error'), error, JSON.stringify(overrides));
      assert.equal(to.searchParams.get('state'), state);
    }
  });

  it("refuses a consent form without the session's CSRF token", async () => {
    const { params } = await request();
    const page = await (await agent.get(`/v1/oauth/authorize?${new URLSearchParams(params).toString()}`)).text();
    const res = await agent.submit(page, '/v1/oauth/authorize', { decision: 'approve', _csrf: 'forged' });
    assert.equal(res.status, 403);
    assert.equal(res.headers.get('location'), null);
  });

  it('refuses a wrong or missing code_verifier, another redirect_uri and another client', async () => {
    const { callback, state, code } = await codeFor();
    const wrong = await exchange(callback, oauth.generateRandomCodeVerifier(), state);
    assert.equal(wrong.status, 400);
    assert.equal(((await wrong.json()) as { error: string }).error, 'invalid_grant');
    const missing = await postForm(server.url, '/v1/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.deepEqual([missing.status, missing.body.error], [400, 'invalid_request']);
    const otherUri = await postForm(server.url, '/v1/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1:9/elsewhere',
      code_verifier: oauth.generateRandomCodeVerifier(),
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.deepEqual([otherUri.status, otherUri.body.error], [400, 'invalid_grant']);
    const otherClient = await postForm(server.url, '/v1/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: oauth.generateRandomCodeVerifier(),
      client_id: other.client_id,
      client_secret: other.client_secret,
    });
    assert.deepEqual([otherClient.status, otherClient.body.error], [400, 'invalid_grant']);
  });

  it('refuses a reused code and revokes the grant issued from it', async () => {
    const { callback, verifier, state } = await codeFor();
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      { client_id: client.client_id },
      await exchange(callback, verifier, state),
    );
    const again = await exchange(callback, verifier, state);
    assert.equal(again.status, 400);
    assert.equal(((await again.json()) as { error: string }).error, 'invalid_grant');
    const me = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(me.status, 401, 'the access token of the first exchange stops working');
    const refresh = await postForm(server.url, '/v1/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.deepEqual([refresh.status, refresh.body.error], [400, 'invalid_grant']);
  });

  it('refuses an expired code (older than 60 s)', async () => {
    const { callback, verifier, state } = await codeFor();
    const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      await fixtureDb(handle)
        .updateTable('oauth_authorization_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
    } finally {
      await handle.close();
    }
    const res = await exchange(callback, verifier, state);
    assert.equal(res.status, 400);
    assert.match(JSON.stringify(await res.json()), /invalid_grant.*expired/);
  });
});
