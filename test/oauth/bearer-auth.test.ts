import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPair, SignJWT, decodeJwt, decodeProtectedHeader, type JWK } from 'jose';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';

function b64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

describe('Bearer authentication on resource endpoints', () => {
  let t: TestApp;
  let c: TestClient;
  let claims: Record<string, unknown>;
  let kid: string;
  before(async () => {
    t = await startTestApp();
    c = await t.client(['read_users']);
    claims = decodeJwt(c.token);
    kid = decodeProtectedHeader(c.token).kid!;
  });
  after(() => t.close());

  async function assertInvalidToken(authorization: string | undefined, why: string) {
    const res = await t.request('GET', '/v1/me', { headers: authorization === undefined ? {} : { authorization } });
    assert.equal(res.statusCode, 401, `${why}: ${res.body}`);
    assert.equal(errorOf(res).code, 'invalid_token', why);
    assert.match(res.headers['www-authenticate'] as string, /^Bearer .*error="invalid_token"/, why);
  }

  /** A token signed with a key the server does not know, with our kid or another. */
  async function foreignSigned(payload: Record<string, unknown>, headerKid: string) {
    const { privateKey } = await generateKeyPair('RS256');
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: headerKid }).sign(privateKey);
  }

  /** A validly signed token with the server's own current key and chosen claims. */
  async function ownSigned(overrides: Record<string, unknown>) {
    const { kid: k, key } = await t.ctx.keys.signingKey();
    const payload = { ...claims, jti: randomUUID(), ...overrides };
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: k }).sign(key);
  }

  it('accepts a valid token (control)', async () => {
    assert.equal((await t.get('/v1/me', c.token)).statusCode, 200);
  });

  it('refuses a missing Authorization header with 401 invalid_token and WWW-Authenticate: Bearer', async () => {
    await assertInvalidToken(undefined, 'missing');
  });

  it('refuses the Basic scheme and other non-Bearer forms with 401 invalid_token', async () => {
    await assertInvalidToken(`Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`, 'basic');
    await assertInvalidToken(c.token, 'no scheme');
    await assertInvalidToken('Bearer', 'empty bearer');
    await assertInvalidToken(`Bearer ${c.token} extra`, 'trailing garbage');
  });

  it('refuses a malformed JWT with 401 invalid_token', async () => {
    for (const bad of ['abc', 'a.b.c', 'x.y', `${c.token.split('.')[0]}.@@@.sig`, '...'])
      await assertInvalidToken(`Bearer ${bad}`, `malformed ${bad}`);
  });

  it('refuses alg "none" with 401 invalid_token', async () => {
    const unsigned = `${b64url({ alg: 'none', kid, typ: 'JWT' })}.${b64url(claims)}.`;
    await assertInvalidToken(`Bearer ${unsigned}`, 'alg none');
    const noneNoKid = `${b64url({ alg: 'none' })}.${b64url(claims)}.`;
    await assertInvalidToken(`Bearer ${noneNoKid}`, 'alg none no kid');
  });

  it("refuses HS256 signed with the server's public key (algorithm confusion) with 401 invalid_token", async () => {
    const jwk = t.ctx.keys.jwks().keys.find((k) => k.kid === kid) as JWK;
    const { createPublicKey } = await import('node:crypto');
    const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;
    const signingInput = `${b64url({ alg: 'HS256', kid, typ: 'JWT' })}.${b64url(claims)}`;
    for (const secret of [pem, JSON.stringify(jwk)]) {
      const sig = createHmac('sha256', secret).update(signingInput).digest('base64url');
      await assertInvalidToken(`Bearer ${signingInput}.${sig}`, 'hs256');
    }
  });

  it('refuses a bad signature with 401 invalid_token', async () => {
    const [h, p, s] = c.token.split('.') as [string, string, string];
    const flipped = s.slice(0, -4) + (s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA');
    await assertInvalidToken(`Bearer ${h}.${p}.${flipped}`, 'flipped signature');
    const tampered = b64url({ ...claims, scope: 'read_users read_orders_pii' });
    await assertInvalidToken(`Bearer ${h}.${tampered}.${s}`, 'tampered payload');
    await assertInvalidToken(`Bearer ${await foreignSigned(claims, kid)}`, 'foreign key with our kid');
  });

  it('refuses an unknown kid with 401 invalid_token', async () => {
    await assertInvalidToken(`Bearer ${await foreignSigned(claims, 'unknown-kid')}`, 'unknown kid');
    const { privateKey } = await generateKeyPair('RS256');
    const noKid = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    await assertInvalidToken(`Bearer ${noKid}`, 'no kid');
  });

  it('refuses a kid that cannot be a key of ours (NUL, not a string, 10 kB) with 401 invalid_token, never a database error', async () => {
    // The header is read before anything is verified: an unsigned token is enough to try these.
    for (const headerKid of ['k\u0000', `${kid}\u0000`, {}, ['a'], 5, 'k'.repeat(10_000), 'a b'])
      await assertInvalidToken(
        `Bearer ${b64url({ alg: 'RS256', kid: headerKid })}.${b64url(claims)}.c2ln`,
        `kid ${JSON.stringify(headerKid).slice(0, 40)}`,
      );
  });

  it('refuses a token signed with our own key whose claims hold NUL or a grant_id that is not text with 401 invalid_token', async () => {
    for (const overrides of [
      { client_id: `${c.clientId}\u0000` },
      { shop_id: 'shop\u0000' },
      { grant_id: 'grant\u0000' },
      { grant_id: {} },
      { grant_id: 5 },
    ])
      await assertInvalidToken(`Bearer ${await ownSigned(overrides)}`, JSON.stringify(overrides));
  });

  it('refuses a wrong issuer and a wrong audience with 401 invalid_token', async () => {
    await assertInvalidToken(`Bearer ${await ownSigned({ iss: 'http://evil.test/v1' })}`, 'wrong iss');
    await assertInvalidToken(`Bearer ${await ownSigned({ aud: 'http://other.test/v1' })}`, 'wrong aud');
    await assertInvalidToken(`Bearer ${await ownSigned({ iss: 'http://tenpo.test' })}`, 'issuer without /v1');
  });

  it('refuses an expired token with 401 invalid_token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await assertInvalidToken(`Bearer ${await ownSigned({ iat: now - 7200, exp: now - 3600 })}`, 'expired');
  });

  it("checks each request on a keep-alive connection anew: an expired, a foreign or another client's token after a good one is refused", async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (authorization: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/v1/me', agent, headers: { authorization } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    try {
      // At least a whole second of life, however close to a second's end this runs (exp is in whole seconds).
      const exp = Math.ceil(Date.now() / 1000) + 1;
      const shortLived = `Bearer ${await ownSigned({ exp })}`;
      assert.equal((await get(`Bearer ${c.token}`)).status, 200);
      assert.deepEqual(await get(shortLived), { status: 200, reused: true });
      assert.deepEqual(await get(shortLived), { status: 200, reused: true });
      await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
      assert.deepEqual(
        await get(shortLived),
        { status: 401, reused: true },
        'expired since the last request on this connection',
      );
      assert.deepEqual(await get(`Bearer ${await foreignSigned({ ...claims, jti: randomUUID() }, kid)}`), {
        status: 401,
        reused: true,
      });
      assert.deepEqual(await get(`Bearer ${await t.token(['read_items'])}`), { status: 403, reused: true });
      assert.deepEqual(await get(`Bearer ${c.token}`), { status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('refuses a token missing shop_id or scope claims with 401 invalid_token', async () => {
    await assertInvalidToken(`Bearer ${await ownSigned({ shop_id: undefined })}`, 'no shop_id');
    await assertInvalidToken(`Bearer ${await ownSigned({ scope: undefined })}`, 'no scope');
  });

  it("answers a token without the route's scope 403 insufficient_scope naming the scope", async () => {
    const res = await t.get('/v1/me', await t.token(['read_items', 'write_items']));
    assert.equal(res.statusCode, 403);
    const e = errorOf(res);
    assert.equal(e.code, 'insufficient_scope');
    assert.match(e.message, /read_users/);
    assert.match(res.headers['www-authenticate'] as string, /insufficient_scope/);
  });

  it('refuses the tokens of a disabled client at once with 401 invalid_token', async () => {
    const d = await t.client(['read_users']);
    assert.equal((await t.get('/v1/me', d.token)).statusCode, 200);
    await t.ctx.clients.disable(d.clientId);
    await assertInvalidToken(`Bearer ${d.token}`, 'disabled client');
  });
});
