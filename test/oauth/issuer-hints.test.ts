import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';

/*
 * Issue 30's small ones in OAuth: the 401 for a token of another issuer (another deployment, or this
 * one under another BASE_URL) names the issuer this server expects, and the OpenID discovery
 * document lists the two fields OpenID Connect Discovery requires beside the others.
 */
describe('OAuth: the issuer named in a refusal, and the discovery fields OpenID requires', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("a token of another issuer or audience is 401 invalid_token naming this server's issuer", async () => {
    const { token } = await t.client(['read_users']);
    const { kid, key } = await t.ctx.keys.signingKey();
    for (const claim of [{ iss: 'http://127.0.0.1:3001/v1' }, { aud: 'http://127.0.0.1:3001/v1' }]) {
      const foreign = await new SignJWT({ ...decodeJwt(token), jti: randomUUID(), ...claim })
        .setProtectedHeader({ alg: 'RS256', kid })
        .sign(key);
      const res = await t.get('/v1/me', foreign);
      assert.equal(res.statusCode, 401, res.body);
      const error = errorOf(res);
      assert.equal(error.code, 'invalid_token');
      assert.match(error.message, /issued by http:\/\/tenpo\.test\/v1/, JSON.stringify(claim));
    }
  });

  it('discovery lists subject_types_supported and id_token_signing_alg_values_supported, at both addresses', async () => {
    for (const url of ['/v1/.well-known/openid-configuration', '/.well-known/oauth-authorization-server/v1']) {
      const d = (await t.request('GET', url)).json();
      assert.deepEqual(d.subject_types_supported, ['public'], url);
      assert.deepEqual(d.id_token_signing_alg_values_supported, ['RS256'], url);
    }
  });
});
