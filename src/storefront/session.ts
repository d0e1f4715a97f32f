import { createHash } from 'node:crypto';
import type { Actor } from '../lib/actor.ts';
import {
  customerLineUserIdOf,
  customerOfLineUser,
  findCustomer,
  PROFILE_FIELDS,
  updateCustomerProfile,
  type CustomerRow,
} from '../customers/service.ts';
import type { Db, Tx, UnitOfWork } from '../db/database.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { newSecret } from '../lib/ids.ts';
import { money } from '../lib/money.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import { shopDefaultShippingCost } from '../shop/service.ts';
import type { ShopperIdentityVerifier, ShopperProfile, SignInCredential } from './identity.ts';
import { storefrontRepo } from './repo.ts';

/** Sign-in, sessions and the shopper's own profile. */

const SESSION_SECONDS = 30 * 24 * 3600;

/** The signed-in shopper, as every storefront operation receives it. */
export interface Shopper {
  shopId: string;
  customerId: string;
  lineUserId: string;
}

/** The shopper as the actor of their changes (src/lib/actor.ts). */
export const shopperOf = (s: Pick<Shopper, 'customerId'>): Actor => ({ type: 'shopper', customerId: s.customerId });

function hashToken(token: string): string {
  // The token is 256 random bits, so a fast hash is enough: there is nothing to guess.
  return createHash('sha256').update(token).digest('hex');
}

/** The shopper's own customer record, profile included (they see their own personal data). */
function shopperProfileView(c: CustomerRow) {
  return {
    id: c.id,
    line_user_id: c.line_user_id,
    order_count: c.order_count,
    total_spent: money(c.total_spent),
    profile: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, c[f]])) as Required<ShopperProfile>,
    picture_url: c.picture_url,
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

/** Verifies the credential and opens a session: an opaque token whose hash alone is stored. */
export async function signIn(
  unit: UnitOfWork,
  identity: ShopperIdentityVerifier,
  shopId: string,
  credential: SignInCredential,
) {
  const { db } = unit;
  const verified = await identity.verify(shopId, credential);
  if (!verified) throw new ApiError('invalid_token', 'The sign-in credential was not accepted');
  if ((await shopDefaultShippingCost(db, shopId)) === undefined) throw notFound('shop');
  const customer = await customerOfLineUser(unit, shopId, verified.lineUserId, verified);
  const token = newSecret(32);
  const now = nowIso();
  const expiresAt = isoAfterSeconds(SESSION_SECONDS);
  await unit.transaction(async (tx) => {
    const repo = storefrontRepo(tx);
    await repo.insertSession({
      token_hash: hashToken(token),
      shop_id: shopId,
      customer_id: customer.id,
      created_at: now,
      expires_at: expiresAt,
    });
    if (Math.random() < 0.01) await repo.deleteExpiredSessions(now); // occasional sweep keeps the table small without a timer
  });
  return { token, token_type: 'Shopper' as const, expires_at: expiresAt, customer: shopperProfileView(customer) };
}

/** The shopper of a live session (its customer read with it, in one statement), or null. */
export async function shopperOfToken(db: Db, token: string): Promise<Shopper | null> {
  const session = await storefrontRepo(db).sessionShopper(hashToken(token), nowIso(), customerLineUserIdOf);
  if (!session || session.line_user_id === null) return null;
  return { shopId: session.shop_id, customerId: session.customer_id, lineUserId: session.line_user_id };
}

export async function signOut(tx: Tx, token: string): Promise<void> {
  await storefrontRepo(tx).deleteSession(hashToken(token));
}

export async function getProfile(db: Db, s: Shopper) {
  const c = await findCustomer(db, s.shopId, s.customerId);
  if (!c) throw notFound('customer');
  return shopperProfileView(c);
}

export async function updateProfile(tx: Tx, s: Shopper, profile: ShopperProfile) {
  await updateCustomerProfile(tx, s.shopId, s.customerId, profile);
  return getProfile(tx, s);
}
