import { errors as joseErrors, jwtVerify, decodeProtectedHeader } from 'jose';
import { randomUUID, sign, type KeyObject } from 'node:crypto';
import type { Config } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import type { KeyStore } from './keys.ts';
import type { Scope } from '../lib/scopes.ts';

interface AccessClaims {
  iss: string;
  aud: string;
  sub: string;
  client_id: string;
  shop_id: string;
  scope: string;
  jti: string;
  iat: number;
  exp: number;
  /** Set on tokens from the authorization-code flow: the grant (refresh-token family) they belong to. */
  grant_id?: string;
  /** Set on client-credentials tokens: the id of the client secret that obtained them (not the secret). */
  secret_id?: string;
}

interface IssuedAccessToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

const CACHE_MAX = 50_000;

/** Signs and verifies access tokens (RS256 JWT). Verified tokens are cached until they expire. */
export class TokenService {
  private verified = new Map<string, AccessClaims>();

  constructor(
    private readonly config: Pick<Config, 'issuer' | 'accessTokenTtl'>,
    private readonly keys: KeyStore,
  ) {}

  async issue(input: {
    clientId: string;
    shopId: string;
    scopes: Scope[];
    grantId?: string;
    secretId?: string;
  }): Promise<IssuedAccessToken> {
    const { kid, key } = await this.keys.signingKey();
    const scope = input.scopes.join(' ');
    const iat = Math.floor(Date.now() / 1000);
    const claims: AccessClaims = {
      iss: this.config.issuer,
      aud: this.config.issuer,
      sub: input.clientId,
      client_id: input.clientId,
      shop_id: input.shopId,
      scope,
      jti: randomUUID(),
      iat,
      exp: iat + this.config.accessTokenTtl,
    };
    if (input.grantId) claims.grant_id = input.grantId;
    if (input.secretId) claims.secret_id = input.secretId;
    const token = signJwt({ alg: 'RS256', kid, typ: 'at+jwt' }, claims, key);
    return { access_token: token, token_type: 'Bearer', expires_in: this.config.accessTokenTtl, scope };
  }

  /** The claims of a token verified before and not yet expired, without verifying anything. */
  known(token: string): AccessClaims | undefined {
    const cached = this.verified.get(token);
    if (!cached) return undefined;
    if (unexpired(cached)) return cached;
    this.verified.delete(token);
    return undefined;
  }

  /** Verifies signature (RS256 only, known kid), issuer, audience and expiry. Throws 401 invalid_token. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.known(token);
    if (known) return known;
    let kid: unknown;
    try {
      const header = decodeProtectedHeader(token);
      if (header.alg !== 'RS256') throw invalid('Token must be signed with RS256');
      kid = header.kid;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw invalid('Token is malformed');
    }
    if (!kid) throw invalid('Token has no kid');
    // Nothing is verified yet: a kid that is not text is no key's (publicKey refuses one not shaped like ours unread).
    const key = typeof kid === 'string' ? await this.keys.publicKey(kid) : null;
    if (!key) throw invalid('Token is signed with an unknown key');
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['RS256'],
        issuer: this.config.issuer,
        audience: this.config.issuer,
        requiredClaims: ['exp', 'iat', 'sub', 'jti'],
      }));
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw invalid('Token has expired');
      // Another deployment's token (or this one's under another BASE_URL): say which issuer is expected.
      if (err instanceof joseErrors.JWTClaimValidationFailed && (err.claim === 'iss' || err.claim === 'aud'))
        throw invalid(
          `Token is for another issuer: this server accepts tokens issued by ${this.config.issuer} for ${this.config.issuer} only (get one from ${this.config.issuer}/oauth/token)`,
        );
      throw invalid('Token is invalid');
    }
    const { client_id: clientId, shop_id: shopId, scope, grant_id: grantId } = payload;
    if (typeof clientId !== 'string' || typeof shopId !== 'string' || typeof scope !== 'string') {
      throw invalid('Token lacks required claims');
    }
    // Claims reach the database (the client's state, the grant's): only text it can store goes on.
    if (
      (grantId !== undefined && typeof grantId !== 'string') ||
      `${clientId}${shopId}${grantId ?? ''}`.includes('\u0000')
    )
      throw invalid('Token has malformed claims');
    const claims = payload as unknown as AccessClaims;
    if (this.verified.size >= CACHE_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, claims);
    return claims;
  }
}

/** Whether verified claims are still within their lifetime (checked again on every use). */
function unexpired(claims: AccessClaims): boolean {
  return claims.exp * 1000 > Date.now();
}

/** An RS256 JWS in compact form, signed synchronously: signing is the token endpoint's whole cost. */
function signJwt(header: { alg: 'RS256'; kid: string; typ?: string }, payload: object, key: KeyObject): string {
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function invalid(message: string): ApiError {
  return new ApiError('invalid_token', message, {
    headers: { 'WWW-Authenticate': `Bearer realm="tenpo", error="invalid_token", error_description="${message}"` },
  });
}
