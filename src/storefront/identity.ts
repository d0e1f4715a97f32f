import type { Profile } from '../lib/personal-data.ts';

/** The profile fields a shopper may carry (personal data: returned only to the shopper and to *_pii scopes). */
export type ShopperProfile = Profile;

export interface VerifiedShopper {
  lineUserId: string;
  profile?: ShopperProfile;
}

/**
 * Proves who a shopper is from what their LINE client sent. Production wires a verifier of LINE
 * ID tokens; the development one below trusts a bare LINE user id.
 */
export interface ShopperIdentityVerifier {
  /** null when the credential proves nothing. */
  verify(credential: unknown): Promise<VerifiedShopper | null>;
}

/** STOREFRONT_DEV_LOGIN=true only: anyone may claim any LINE user id, so it must never run in production. */
export class DevIdentityVerifier implements ShopperIdentityVerifier {
  async verify(credential: unknown): Promise<VerifiedShopper | null> {
    const c = credential as { line_user_id?: unknown; profile?: ShopperProfile } | null;
    if (!c || typeof c.line_user_id !== 'string' || c.line_user_id === '') return null;
    return { lineUserId: c.line_user_id, ...(c.profile ? { profile: c.profile } : {}) };
  }
}
