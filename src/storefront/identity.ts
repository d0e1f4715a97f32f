import { ApiError } from '../lib/errors.ts';
import type { Profile } from '../lib/personal-data.ts';

/** The profile fields a shopper may carry (personal data: returned only to the shopper and to *_pii scopes). */
export type ShopperProfile = Profile;

export interface VerifiedShopper {
  lineUserId: string;
  /** Fills the customer's profile at their first sign-in. */
  profile?: ShopperProfile;
  /** The LINE profile picture's URL, kept current at every sign-in. */
  pictureUrl?: string;
  /** The LINE display name, kept current at every sign-in (staff see it and search by it). */
  lineName?: string;
}

/** A LINE ID token (LIFF, the LINE SDKs, web login), with the nonce the client sent LINE, if any. */
export interface LineIdTokenCredential {
  id_token: string;
  nonce?: string;
}

/** The development credential: a bare LINE user id, trusted as sent. */
export interface DevCredential {
  line_user_id: string;
  profile?: ShopperProfile;
}

export type SignInCredential = LineIdTokenCredential | DevCredential;

/** Proves who a shopper of a shop is from what their LINE client sent. */
export interface ShopperIdentityVerifier {
  /** null when the credential proves nothing; an ApiError when the shop cannot take it at all. */
  verify(shopId: string, credential: SignInCredential): Promise<VerifiedShopper | null>;
}

/** STOREFRONT_DEV_LOGIN=true only (refused in production): anyone may claim any LINE user id. */
export class DevIdentityVerifier implements ShopperIdentityVerifier {
  async verify(_shopId: string, credential: SignInCredential): Promise<VerifiedShopper | null> {
    if (!('line_user_id' in credential) || credential.line_user_id === '') return null;
    return { lineUserId: credential.line_user_id, ...(credential.profile ? { profile: credential.profile } : {}) };
  }
}

/** The storefront's sign-in: an ID token goes to the LINE verifier, a bare user id to the dev one when it is on. */
export class SignInMethods implements ShopperIdentityVerifier {
  constructor(
    private readonly line: ShopperIdentityVerifier,
    private readonly dev: ShopperIdentityVerifier | null,
  ) {}

  verify(shopId: string, credential: SignInCredential): Promise<VerifiedShopper | null> {
    if ('id_token' in credential) return this.line.verify(shopId, credential);
    if (!this.dev) {
      throw new ApiError('not_found', 'Development sign-in (line_user_id) is off here; sign in with a LINE id_token');
    }
    return this.dev.verify(shopId, credential);
  }
}
