import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function form(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
}

describe('POST /v1/oauth/token with client_credentials', () => {
  let t: TestApp;
  let c: TestClient;
  before(async () => {
    t = await startTestApp();
    c = await t.client(['read_items', 'write_items', 'read_users']);
  });
  after(() => t.close());

  const token = (body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/oauth/token', headers: { ...FORM, ...headers }, payload: body });

  function assertOAuthError(res: Awaited<ReturnType<typeof token>>, status: number, error: string) {
    assert.equal(res.statusCode, status, res.body);
    const body = res.json();
    assert.equal(body.error, error);
    assert.equal(typeof body.error_description, 'string');
    assert.equal(body.access_token, undefined);
    assert.equal(res.headers['cache-control'], 'no-store');
  }

  it('issues a token with client_secret_post: exactly {access_token, token_type: Bearer, expires_in: 3600, scope}, no refresh_token, Cache-Control no-store', async () => {
    const res = await token(
      form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'scope', 'token_type']);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(body.scope, 'read_items write_items read_users');
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.headers['content-type'] as string, /^application\/json/);
  });

  it('issues a token with client_secret_basic', async () => {
    const res = await token(form({ grant_type: 'client_credentials' }), {
      authorization: basic(c.clientId, c.clientSecret),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().token_type, 'Bearer');
  });

  it('signs an RS256 JWT with a kid and the documented claims (iss/aud {base_url}/v1, sub = client_id, iat, exp one hour, jti, scope, shop_id)', async () => {
    const res = await token(
      form({
        grant_type: 'client_credentials',
        client_id: c.clientId,
        client_secret: c.clientSecret,
        scope: 'read_items',
      }),
    );
    const jwt = res.json().access_token as string;
    const header = decodeProtectedHeader(jwt);
    assert.equal(header.alg, 'RS256');
    assert.equal(typeof header.kid, 'string');
    assert.ok(t.ctx.keys.jwks().keys.some((k) => k.kid === header.kid));
    const claims = decodeJwt(jwt);
    assert.equal(claims.iss, 'http://tenpo.test/v1');
    assert.equal(claims.aud, 'http://tenpo.test/v1');
    assert.equal(claims.sub, c.clientId);
    assert.equal(claims.client_id, c.clientId);
    assert.equal(claims.scope, 'read_items');
    assert.equal(claims.shop_id, t.shopId);
    assert.equal(typeof claims.jti, 'string');
    assert.ok(Math.abs(claims.iat! - Date.now() / 1000) < 60);
    assert.equal(claims.exp! - claims.iat!, 3600);
    const again = await token(
      form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
    );
    assert.notEqual(decodeJwt(again.json().access_token).jti, claims.jti);
  });

  it('carries the shop of the client: a client of another shop gets that shop_id', async () => {
    const other = await t.newShop('Token shop');
    const oc = await t.client(['read_users'], { shopId: other });
    const res = await token(
      form({ grant_type: 'client_credentials', client_id: oc.clientId, client_secret: oc.clientSecret }),
    );
    assert.equal(decodeJwt(res.json().access_token).shop_id, other);
    const me = await t.get('/v1/me', res.json().access_token);
    assert.equal(me.json().data.id, other);
  });

  it("grants all the client's scopes when no scope is requested, and a requested subset otherwise", async () => {
    const all = await token(
      form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
    );
    assert.deepEqual(all.json().scope.split(' ').sort(), ['read_items', 'read_users', 'write_items']);
    const some = await token(
      form({
        grant_type: 'client_credentials',
        client_id: c.clientId,
        client_secret: c.clientSecret,
        scope: 'write_items read_items',
      }),
    );
    assert.equal(some.json().scope, 'write_items read_items');
    assert.equal(decodeJwt(some.json().access_token).scope, 'write_items read_items');
  });

  it('refuses an ungranted scope with 400 invalid_scope and issues no token', async () => {
    for (const scope of ['read_orders', 'read_items read_customers_pii', 'write_reservations', 'openid', 'admin']) {
      const res = await token(
        form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret, scope }),
      );
      assertOAuthError(res, 400, 'invalid_scope');
    }
  });

  it('refuses a wrong secret and an unknown client with 401 invalid_client', async () => {
    assertOAuthError(
      await token(form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: 'sk_wrong' })),
      401,
      'invalid_client',
    );
    assertOAuthError(
      await token(form({ grant_type: 'client_credentials', client_id: 'cli_unknown', client_secret: c.clientSecret })),
      401,
      'invalid_client',
    );
    const viaBasic = await token(form({ grant_type: 'client_credentials' }), {
      authorization: basic(c.clientId, 'wrong'),
    });
    assertOAuthError(viaBasic, 401, 'invalid_client');
    assert.match(viaBasic.headers['www-authenticate'] as string, /^Basic/);
    assertOAuthError(await token(form({ grant_type: 'client_credentials' })), 401, 'invalid_client');
  });

  it('refuses a disabled client with 401 invalid_client (even with a secret it used before)', async () => {
    const d = await t.client(['read_items']);
    const ok = await token(
      form({ grant_type: 'client_credentials', client_id: d.clientId, client_secret: d.clientSecret }),
    );
    assert.equal(ok.statusCode, 200);
    await t.ctx.clients.disable(d.clientId);
    assertOAuthError(
      await token(form({ grant_type: 'client_credentials', client_id: d.clientId, client_secret: d.clientSecret })),
      401,
      'invalid_client',
    );
  });

  it('refuses a JSON body with 400 invalid_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: c.clientId,
        client_secret: c.clientSecret,
      }),
    });
    assertOAuthError(res, 400, 'invalid_request');
  });

  it('refuses a missing grant_type with 400 invalid_request', async () => {
    assertOAuthError(
      await token(form({ client_id: c.clientId, client_secret: c.clientSecret })),
      400,
      'invalid_request',
    );
  });

  it('refuses an unknown grant_type with 400 unsupported_grant_type', async () => {
    assertOAuthError(
      await token(form({ grant_type: 'password', client_id: c.clientId, client_secret: c.clientSecret })),
      400,
      'unsupported_grant_type',
    );
  });

  it('refuses both Basic and client_secret in the form with 400 invalid_request', async () => {
    const res = await token(
      form({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: c.clientSecret }),
      { authorization: basic(c.clientId, c.clientSecret) },
    );
    assertOAuthError(res, 400, 'invalid_request');
  });

  it('refuses a repeated parameter with 400 invalid_request', async () => {
    for (const body of [
      `grant_type=client_credentials&grant_type=client_credentials&client_id=${c.clientId}&client_secret=${c.clientSecret}`,
      `grant_type=client_credentials&client_id=${c.clientId}&client_secret=${c.clientSecret}&scope=read_items&scope=write_items`,
      `grant_type=client_credentials&client_id=${c.clientId}&client_id=${c.clientId}&client_secret=${c.clientSecret}`,
    ]) {
      assertOAuthError(await token(body), 400, 'invalid_request');
    }
  });

  it('stores client secrets only as SHA-256 digests (no plaintext in the database row)', async () => {
    const row = await t.ctx.db
      .selectFrom('oauth_clients')
      .selectAll()
      .where('id', '=', c.clientId)
      .executeTakeFirstOrThrow();
    assert.match(row.secret_hash, /^sha256\$[A-Za-z0-9_-]{43}$/);
    const secretBody = c.clientSecret.replace(/^sk_/, '');
    for (const value of Object.values(row)) {
      if (typeof value === 'string') assert.ok(!value.includes(secretBody), 'a column holds the plaintext secret');
    }
  });
});

describe('POST /v1/oauth/revoke', () => {
  let t: TestApp;
  let c: TestClient;
  before(async () => {
    t = await startTestApp();
    c = await t.client(['read_items']);
  });
  after(() => t.close());

  it('answers 200 with an empty body for an unknown token when the client authenticates', async () => {
    for (const headers of [{}, { authorization: basic(c.clientId, c.clientSecret) }] as Record<string, string>[]) {
      const creds: Record<string, string> = headers.authorization
        ? {}
        : { client_id: c.clientId, client_secret: c.clientSecret };
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/oauth/revoke',
        headers: { ...FORM, ...headers },
        payload: form({ token: 'no-such-token', ...creds }),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.body, '');
    }
  });

  it('answers 401 invalid_client without client authentication', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth/revoke',
      headers: FORM,
      payload: form({ token: 'no-such-token' }),
    });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error, 'invalid_client');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth/revoke',
      headers: FORM,
      payload: form({ token: 'x', client_id: c.clientId, client_secret: 'wrong' }),
    });
    assert.equal(wrong.statusCode, 401);
  });
});

describe('OAuth refusals: one answer for the client, the reason only in the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  before(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void lines.push(l) } });
  });
  after(() => t.close());

  const refusalLogged = (clientId: string) =>
    lines
      .map((l) => JSON.parse(l) as { oauth_error?: string; detail?: { client_id?: string; reason?: string } })
      .filter((l) => l.oauth_error === 'invalid_client' && l.detail?.client_id === clientId);

  it('a wrong secret, an unknown client and a disabled client get the same body; the log tells them apart, without the secret', async () => {
    const c = await t.client(['read_items']);
    const d = await t.client(['read_items']);
    await t.ctx.clients.disable(d.clientId);
    const attempts = [
      { clientId: c.clientId, secret: 'sk_wrong', reason: 'wrong_secret' },
      { clientId: 'cli_unknown', secret: 'sk_whatever', reason: 'unknown_client' },
      { clientId: d.clientId, secret: d.clientSecret, reason: 'client_disabled' },
    ];
    const bodies = [];
    for (const a of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/oauth/token',
        headers: FORM,
        payload: form({ grant_type: 'client_credentials', client_id: a.clientId, client_secret: a.secret }),
      });
      assert.equal(res.statusCode, 401);
      bodies.push(res.json());
      assert.deepEqual(
        refusalLogged(a.clientId).map((l) => l.detail?.reason),
        [a.reason],
      );
    }
    for (const body of bodies)
      assert.deepEqual(body, { error: 'invalid_client', error_description: 'Client authentication failed' });
    for (const a of attempts) assert.ok(!lines.some((l) => l.includes(a.secret)), 'no secret in the log');
  });
});
