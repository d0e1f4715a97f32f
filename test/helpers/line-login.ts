import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { LINE_ISSUER } from '../../src/storefront/line-login.ts';

/** The key id LINE's stand-in signs with. */
export const LINE_KID = 'line-key-1';

/** LINE's JWKS endpoint, played by a local server: serves the ES256 public key, or fails when told. */
export async function startKeyServer(jwk: JWK) {
  const state = { requests: 0, failing: false };
  const server = http.createServer((_req, res) => {
    state.requests++;
    if (state.failing) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v2.1/certs`;
  return { url, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** LINE's side of a sign-in: an ES256 key pair whose public half a local JWKS server serves (the app's LINE_JWKS_URL). */
export async function startLineStandIn() {
  const pair = await generateKeyPair('ES256');
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: LINE_KID, alg: 'ES256', use: 'sig' };
  return { ...(await startKeyServer(publicJwk)), privateKey: pair.privateKey, publicJwk };
}

interface LineTokenSpec {
  /** The channel the token is for (its audience). */
  channelId: string;
  alg?: 'ES256' | 'HS256';
  /** LINE's private key for ES256, the channel secret's bytes for HS256. */
  key: CryptoKey | Uint8Array;
  kid?: string;
  iss?: string;
  sub?: string;
  exp?: number | string;
  claims?: Record<string, unknown>;
}

/** A LINE ID token as LIFF or LINE Login hands it over: the user (sub), their name, valid for an hour unless told. */
export function lineIdToken(spec: LineTokenSpec): Promise<string> {
  const alg = spec.alg ?? 'ES256';
  return new SignJWT({ name: 'Taro Yamada', ...spec.claims })
    .setProtectedHeader(alg === 'ES256' ? { alg, kid: spec.kid ?? LINE_KID, typ: 'JWT' } : { alg, typ: 'JWT' })
    .setIssuer(spec.iss ?? LINE_ISSUER)
    .setAudience(spec.channelId)
    .setSubject(spec.sub ?? 'U4af4980629a0b3c2f1e3f1e1e1e1e1e1')
    .setIssuedAt()
    .setExpirationTime(spec.exp ?? '1h')
    .sign(spec.key);
}
