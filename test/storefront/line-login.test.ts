import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { exportJWK, generateKeyPair, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { updateShop } from '../../src/shop/service.ts';
import { storefrontServices } from '../../src/storefront/providers.ts';
import { LINE_ISSUER } from '../../src/storefront/line-login.ts';
import { signIn } from '../../src/storefront/session.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { lineIdToken, LINE_KID, startKeyServer } from '../helpers/line-login.ts';
import { shopperRequest } from '../helpers/storefront.ts';

const CHANNEL_ID = '1234567890';
const CHANNEL_SECRET = '0123456789abcdef0123456789abcdef';

interface TokenSpec {
  alg?: 'ES256' | 'HS256';
  key?: CryptoKey | Uint8Array;
  kid?: string;
  iss?: string;
  aud?: string;
  sub?: string;
  exp?: number | string;
  claims?: Record<string, unknown>;
}

describe('LINE Login: the storefront verifies LINE ID tokens for the shop channel', () => {
  let t: TestApp;
  let keys: Awaited<ReturnType<typeof startKeyServer>>;
  let lineKey: CryptoKey;
  let otherKey: CryptoKey;
  let publicJwk: JWK;

  before(async () => {
    const pair = await generateKeyPair('ES256');
    lineKey = pair.privateKey;
    otherKey = (await generateKeyPair('ES256')).privateKey;
    publicJwk = { ...(await exportJWK(pair.publicKey)), kid: LINE_KID, alg: 'ES256', use: 'sig' };
    keys = await startKeyServer(publicJwk);
    t = await startTestApp({ LINE_JWKS_URL: keys.url });
    await t.ctx.database.transaction((tx) =>
      updateShop(tx, t.ctx.secrets, t.shopId, { line_channel_id: CHANNEL_ID, line_channel_secret: CHANNEL_SECRET }),
    );
  });
  after(async () => {
    await t.close();
    await keys.close();
  });

  /** A LINE ID token: ES256 with LINE's key unless told otherwise, for the shop's channel, valid for an hour. */
  function lineToken(spec: TokenSpec = {}): Promise<string> {
    const alg = spec.alg ?? 'ES256';
    const key = spec.key ?? (alg === 'ES256' ? lineKey : new TextEncoder().encode(CHANNEL_SECRET));
    return lineIdToken({ ...spec, alg, key, channelId: spec.aud ?? CHANNEL_ID });
  }

  const signInWith = (body: Record<string, unknown>, shopId = t.shopId) =>
    t.app.inject({ method: 'POST', url: `/storefront/v1/shops/${shopId}/session`, payload: body });

  it('an ES256 token (LIFF, LINE SDKs) verified against the JWKS signs in; name, e-mail and picture fill the new customer', async () => {
    const token = await lineToken({
      sub: 'Ues256000000000000000000000000001',
      claims: { name: 'Taro Yamada', email: 'taro@example.jp', picture: 'https://profile.line-scdn.net/abc' },
    });
    const r = await signInWith({ id_token: token });
    assert.equal(r.statusCode, 201, r.body);
    const { token_type, customer } = r.json().data;
    assert.equal(token_type, 'Shopper');
    assert.equal(customer.line_user_id, 'Ues256000000000000000000000000001');
    assert.equal(customer.profile.last_name, 'Yamada');
    assert.equal(customer.profile.first_name, 'Taro');
    assert.equal(customer.profile.email, 'taro@example.jp');
    assert.equal(customer.picture_url, 'https://profile.line-scdn.net/abc');
    const api = await t.get(`/v1/customers/${customer.id}`, await t.token(['read_customers', 'read_customers_pii']));
    assert.equal(api.json().data.profile.email, 'taro@example.jp');
    assert.equal(api.json().data.line_user_id, 'Ues256000000000000000000000000001');
  });

  it('a later sign-in keeps the profile the shopper edited and only refreshes the picture', async () => {
    const sub = 'Ulater00000000000000000000000001';
    const first = await signInWith({ id_token: await lineToken({ sub, claims: { name: '山田 花子' } }) });
    assert.equal(first.json().data.customer.profile.last_name, '山田', 'family name first in Japanese script');
    assert.equal(first.json().data.customer.profile.first_name, '花子');
    const session = first.json().data.token;
    await shopperRequest(t, session, 'PATCH', '/storefront/v1/me', { last_name: '佐藤' });
    const again = await signInWith({
      id_token: await lineToken({ sub, claims: { name: '山田 花子', picture: 'https://profile.line-scdn.net/new' } }),
    });
    assert.equal(again.statusCode, 201, again.body);
    assert.equal(again.json().data.customer.id, first.json().data.customer.id);
    assert.equal(again.json().data.customer.profile.last_name, '佐藤');
    assert.equal(again.json().data.customer.picture_url, 'https://profile.line-scdn.net/new');
  });

  it('an HS256 token (web login) verified with the channel secret signs in, with the nonce the client sent', async () => {
    const token = await lineToken({ alg: 'HS256', sub: 'Uhs2560000000000000000000000001', claims: { nonce: 'n-123' } });
    const r = await signInWith({ id_token: token, nonce: 'n-123' });
    assert.equal(r.statusCode, 201, r.body);
    assert.equal(r.json().data.customer.line_user_id, 'Uhs2560000000000000000000000001');
    // A display name in one part stays whole.
    const single = await signInWith({
      id_token: await lineToken({ alg: 'HS256', sub: 'Uhs2560000000000000000000000002', claims: { name: 'たろう' } }),
    });
    assert.equal(single.json().data.customer.profile.last_name, 'たろう');
    assert.equal(single.json().data.customer.profile.first_name, '');
  });

  it('refuses with 401 invalid_token, creating no customer: wrong issuer, audience, expired, nonce, signature, alg none, wrong secret, unknown kid', async () => {
    const publicKeyBytes = new TextEncoder().encode(JSON.stringify(publicJwk));
    const cases: [string, Record<string, unknown>][] = [
      ['wrong issuer', { id_token: await lineToken({ iss: 'https://access.line.me.evil' }) }],
      ['another channel (audience)', { id_token: await lineToken({ aud: '9999999999' }) }],
      ['expired', { id_token: await lineToken({ exp: Math.floor(Date.now() / 1000) - 60 }) }],
      ['HS256 expired', { id_token: await lineToken({ alg: 'HS256', exp: Math.floor(Date.now() / 1000) - 60 }) }],
      ['wrong nonce', { id_token: await lineToken({ claims: { nonce: 'a' } }), nonce: 'b' }],
      ['nonce sent, none in the token', { id_token: await lineToken(), nonce: 'b' }],
      ['bad signature (another ES256 key, same kid)', { id_token: await lineToken({ key: otherKey }) }],
      ['altered payload', { id_token: await alteredToken() }],
      [
        'alg none',
        {
          id_token: new UnsecuredJWT({ name: 'x' })
            .setIssuer(LINE_ISSUER)
            .setAudience(CHANNEL_ID)
            .setSubject('Unone')
            .setExpirationTime('1h')
            .encode(),
        },
      ],
      [
        'HS256 signed with the wrong secret',
        { id_token: await lineToken({ alg: 'HS256', key: new TextEncoder().encode('f'.repeat(32)) }) },
      ],
      ['HS256 keyed with the public key', { id_token: await lineToken({ alg: 'HS256', key: publicKeyBytes }) }],
      ['ES256 with an unknown kid', { id_token: await lineToken({ kid: 'not-published' }) }],
      ['not a JWT', { id_token: 'not.a.jwt' }],
    ];
    const before = await countRows(t, 'customers');
    for (const [name, body] of cases) {
      const r = await signInWith(body);
      assert.equal(r.statusCode, 401, `${name}: ${r.body}`);
      assert.equal(errorOf(r).code, 'invalid_token', name);
    }
    assert.equal(await countRows(t, 'customers'), before, 'no customer created');
  });

  async function alteredToken(): Promise<string> {
    const [header, , signature] = (await lineToken()).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        iss: LINE_ISSUER,
        aud: CHANNEL_ID,
        sub: 'Uattacker',
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString('base64url');
    return `${header}.${payload}.${signature}`;
  }

  it('caches the JWKS: many ES256 sign-ins fetch it once', async () => {
    const fetched = keys.state.requests;
    for (let i = 0; i < 3; i++) {
      const r = await signInWith({ id_token: await lineToken({ sub: `Ucache${i}` }) });
      assert.equal(r.statusCode, 201, r.body);
    }
    assert.equal(keys.state.requests, fetched);
  });

  it("a shop without a LINE channel refuses id_token sign-in with 404 not_found saying so; another channel's token is refused", async () => {
    const other = await t.newShop('No LINE shop');
    const r = await signInWith({ id_token: await lineToken() }, other);
    assert.equal(r.statusCode, 404);
    assert.match(errorOf(r).message, /LINE Login/);
    await t.ctx.database.transaction((tx) => updateShop(tx, t.ctx.secrets, other, { line_channel_id: '5555555555' }));
    const wrongAudience = await signInWith({ id_token: await lineToken() }, other);
    assert.equal(wrongAudience.statusCode, 401);
    assert.equal((await signInWith({ id_token: await lineToken() }, 'shop_missing')).statusCode, 404);
  });

  it('LINE keys that cannot be fetched are 503 service_unavailable, not a refusal nor a 500', async () => {
    const down = await startKeyServer(publicJwk);
    down.state.failing = true;
    const app = await startTestApp({ LINE_JWKS_URL: down.url });
    try {
      await app.ctx.database.transaction((tx) =>
        updateShop(tx, app.ctx.secrets, app.shopId, { line_channel_id: CHANNEL_ID }),
      );
      const r = await app.app.inject({
        method: 'POST',
        url: `/storefront/v1/shops/${app.shopId}/session`,
        payload: { id_token: await lineToken() },
      });
      assert.equal(r.statusCode, 503, r.body);
      assert.equal(errorOf(r).code, 'service_unavailable');
      assert.ok(r.headers['retry-after']);
    } finally {
      await app.close();
      await down.close();
    }
  });

  it('the development credential is 404 here (STOREFRONT_DEV_LOGIN off), and a body mixing both is a 400', async () => {
    const dev = await signInWith({ line_user_id: 'Udev' });
    assert.equal(dev.statusCode, 404);
    assert.match(errorOf(dev).message, /id_token/);
    const mixed = await signInWith({ id_token: await lineToken(), line_user_id: 'Udev' });
    assert.equal(mixed.statusCode, 400);
    assert.equal(errorOf(mixed).code, 'invalid_request');
  });

  it('refuses the development sign-in in production: the config will not load, and the verifier is not wired', async () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', STOREFRONT_DEV_LOGIN: 'true' }),
      (err: unknown) => err instanceof ConfigError && /STOREFRONT_DEV_LOGIN.*NODE_ENV=production/.test(err.message),
    );
    assert.equal(loadConfig({ NODE_ENV: 'production' }).storefrontDevLogin, false);
    const forced = { ...t.ctx, config: { ...t.ctx.config, storefrontDevLogin: true, production: true } };
    await assert.rejects(
      signIn(t.ctx.database, storefrontServices(forced).identity, t.shopId, { line_user_id: 'Uprod' }),
      (err: { code?: string }) => err.code === 'not_found',
    );
  });
});
