import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';

const NINE = [
  'read_items',
  'read_users',
  'read_orders',
  'read_orders_pii',
  'read_customers',
  'read_customers_pii',
  'write_shipping',
  'write_items',
  'write_inflow_routes',
];
const PRIVATE_JWK_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

describe('OAuth discovery and JWKS', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('serves GET /v1/.well-known/openid-configuration with the fields of DECISIONS.md section 1', async () => {
    const res = await t.request('GET', '/v1/.well-known/openid-configuration');
    assert.equal(res.statusCode, 200);
    const d = res.json();
    const issuer = 'http://tenpo.test/v1';
    assert.equal(d.issuer, issuer);
    assert.equal(d.authorization_endpoint, `${issuer}/oauth/authorize`);
    assert.equal(d.token_endpoint, `${issuer}/oauth/token`);
    assert.equal(d.revocation_endpoint, `${issuer}/oauth/revoke`);
    assert.equal(d.jwks_uri, `${issuer}/oauth/jwks`);
    assert.deepEqual(d.response_types_supported, ['code']);
    assert.deepEqual(d.code_challenge_methods_supported, ['S256']);
    assert.ok(d.grant_types_supported.includes('client_credentials'));
    assert.deepEqual([...d.token_endpoint_auth_methods_supported].sort(), [
      'client_secret_basic',
      'client_secret_post',
    ]);
  });

  it('lists the nine scopes in scopes_supported (openid/offline_access may stand beside them), never write_reservations', async () => {
    const d = (await t.request('GET', '/v1/.well-known/openid-configuration')).json();
    for (const s of NINE) assert.ok(d.scopes_supported.includes(s), s);
    const extra = d.scopes_supported.filter((s: string) => !NINE.includes(s));
    for (const s of extra) assert.ok(['openid', 'offline_access'].includes(s), `unexpected scope ${s}`);
    assert.ok(!d.scopes_supported.includes('write_reservations'));
  });

  it('serves the endpoints it advertises under the issuer path', async () => {
    const d = (await t.request('GET', '/v1/.well-known/openid-configuration')).json();
    const jwks = await t.request('GET', new URL(d.jwks_uri).pathname);
    assert.equal(jwks.statusCode, 200);
    const tokenPath = new URL(d.token_endpoint).pathname;
    const token = await t.request('POST', tokenPath, {
      body: 'grant_type=client_credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(token.statusCode, 401);
  });

  it('serves GET /v1/oauth/jwks with RSA public keys only (no private members d, p, q, dp, dq, qi)', async () => {
    const res = await t.request('GET', '/v1/oauth/jwks');
    assert.equal(res.statusCode, 200);
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    assert.ok(keys.length >= 1);
    for (const k of keys) {
      assert.equal(k.kty, 'RSA');
      assert.equal(k.alg, 'RS256');
      assert.equal(k.use, 'sig');
      assert.equal(typeof k.kid, 'string');
      assert.equal(typeof k.n, 'string');
      assert.equal(k.e, 'AQAB');
      for (const m of PRIVATE_JWK_MEMBERS) assert.equal(k[m], undefined, `private member ${m} published`);
    }
    for (const m of PRIVATE_JWK_MEMBERS) assert.doesNotMatch(res.body, new RegExp(`"${m}"\\s*:`));
  });

  it('signs tokens with a key listed in the JWKS', async () => {
    const c = await t.client(['read_items']);
    const kid = JSON.parse(Buffer.from(c.token.split('.')[0]!, 'base64url').toString()).kid;
    const { keys } = (await t.request('GET', '/v1/oauth/jwks')).json<{ keys: { kid: string }[] }>();
    assert.ok(keys.some((k) => k.kid === kid));
  });
});
