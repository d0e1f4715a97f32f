import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import type { SecretBox } from '../lib/sealed-secrets.ts';
import { shopLineChannel } from '../shop/service.ts';
import type { ShopperIdentityVerifier, ShopperProfile, SignInCredential, VerifiedShopper } from './identity.ts';

/** The issuer of every LINE ID token. */
export const LINE_ISSUER = 'https://access.line.me';

/** What the verifier reads: the shop's channel, the box that opens its secret, LINE_JWKS_URL. */
interface LineLoginContext {
  db: Db;
  secrets: SecretBox;
  config: Pick<Config, 'lineJwksUrl'>;
}

/**
 * Verifies LINE ID tokens for the shop's LINE Login channel: ES256 tokens (LIFF, the LINE SDKs)
 * against LINE's keys, HS256 tokens (web login) with the channel secret. Each path pins its one
 * algorithm, so neither `alg: none` nor an HS256 token keyed with a public key gets through.
 */
export class LineIdTokenVerifier implements ShopperIdentityVerifier {
  private remoteKeys: JWTVerifyGetKey | null = null;

  constructor(private readonly ctx: LineLoginContext) {}

  async verify(shopId: string, credential: SignInCredential): Promise<VerifiedShopper | null> {
    if (!('id_token' in credential)) return null;
    const channel = await shopLineChannel(this.ctx.db, shopId);
    if (!channel) throw notFound('shop');
    if (channel.line_channel_id === '') throw new ApiError('not_found', 'This shop has not set up LINE Login');
    let alg: string | undefined;
    try {
      alg = decodeProtectedHeader(credential.id_token).alg;
    } catch {
      return null;
    }
    const checks = { issuer: LINE_ISSUER, audience: channel.line_channel_id, requiredClaims: ['sub', 'exp'] };
    let payload: JWTPayload;
    try {
      if (alg === 'ES256') {
        ({ payload } = await jwtVerify(credential.id_token, this.lineKeys(), { ...checks, algorithms: ['ES256'] }));
      } else if (alg === 'HS256' && channel.line_channel_secret !== '') {
        const secret = new TextEncoder().encode(this.ctx.secrets.open(channel.line_channel_secret));
        ({ payload } = await jwtVerify(credential.id_token, secret, { ...checks, algorithms: ['HS256'] }));
      } else {
        return null;
      }
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
    // The nonce binds the token to the sign-in the client started; checked when the client sent one.
    if (credential.nonce !== undefined && payload.nonce !== credential.nonce) return null;
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    const lineName = claimText(payload.name, LINE_NAME_MAX);
    return {
      lineUserId: payload.sub,
      profile: profileOfClaims(payload),
      ...pictureOfClaims(payload),
      ...(lineName ? { lineName } : {}),
    };
  }

  /** LINE's public keys, fetched on first use and cached by jose (refetched for an unknown kid). */
  private lineKeys(): JWTVerifyGetKey {
    const remote = (this.remoteKeys ??= createRemoteJWKSet(new URL(this.ctx.config.lineJwksUrl)));
    return async (header, token) => {
      try {
        return await remote(header, token);
      } catch (err) {
        // A kid LINE does not publish is the token's fault; failing to reach LINE is not.
        if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) throw err;
        throw new ApiError('service_unavailable', "LINE's signing keys could not be fetched; retry shortly", {
          headers: { 'Retry-After': '5' },
        });
      }
    };
  }
}

const PROFILE_TEXT_MAX = 50;
/**
 * The ID token's `name` claim is the user's LINE display name (the profile API's `displayName`, which
 * LINE limits to 20 characters); kept up to this length.
 */
const LINE_NAME_MAX = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Claim text as a profile field: control characters dropped, trimmed, cut to the field's length. */
function claimText(value: unknown, max: number): string {
  return typeof value === 'string' ? [...value.replace(/\p{Cc}/gu, '').trim()].slice(0, max).join('') : '';
}

/**
 * The `name` and `email` claims as the profile a new customer starts with. LINE's name is a display
 * name: split into family and given name only when it has exactly two parts (family name first in
 * Japanese script, last in Latin script), else kept whole as the family name, the field shown first.
 */
function profileOfClaims(claims: JWTPayload): ShopperProfile {
  const profile: ShopperProfile = {};
  const name = claimText(claims.name, 200);
  const parts = name.split(/[\s\u3000]+/u).filter(Boolean);
  if (parts.length === 2) {
    const familyFirst = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(name);
    const [family, given] = familyFirst ? parts : [parts[1]!, parts[0]!];
    profile.last_name = claimText(family, PROFILE_TEXT_MAX);
    profile.first_name = claimText(given, PROFILE_TEXT_MAX);
  } else if (name !== '') {
    profile.last_name = claimText(name, PROFILE_TEXT_MAX);
  }
  const email = claimText(claims.email, 254);
  if (EMAIL.test(email)) profile.email = email;
  return profile;
}

/** The `picture` claim when it is an https URL (LINE's CDN); nothing otherwise. */
function pictureOfClaims(claims: JWTPayload): { pictureUrl?: string } {
  const picture = claims.picture;
  if (typeof picture !== 'string' || picture.length > 1000 || !picture.startsWith('https://')) return {};
  return URL.canParse(picture) ? { pictureUrl: picture } : {};
}
