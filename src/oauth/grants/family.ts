import type { PageRequest } from '../../lib/page.ts';
import { timingSafeEqual } from 'node:crypto';
import type { OAuthContext } from '../context.ts';
import type { Queryable, Read, Tx, Writes } from '../../db/database.ts';
import { OAuthError } from '../../lib/errors.ts';
import { newSecret } from '../../lib/ids.ts';
import { isoAfterSeconds, nowIso } from '../../lib/time.ts';
import type { Scope } from '../../lib/scopes.ts';
import { sha256 } from '../secrets.ts';
import { grantRepo } from './repo.ts';
import type { TokenResponse } from './types.ts';

/** Refresh tokens live 30 days; each rotation starts a new 30 days. */
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** 400 invalid_grant; `detail` is logged, never sent (see OAuthError). */
export function invalidGrant(description: string, detail?: Record<string, string>): OAuthError {
  return new OAuthError('invalid_grant', description, 400, {}, detail);
}

/** Constant-time comparison of two strings (digests, tokens). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Issues the token pair of a grant: an access token bound to the grant (so revoking the grant
 * stops it) and a new refresh token of the family. `write` stores the refresh token, together
 * with whatever the caller must change atomically with it, in the request's unit of work (`unit`);
 * it returns false to abandon the issue.
 */
export async function issueGrantTokens(
  ctx: OAuthContext,
  unit: Writes,
  input: { grantId: string; clientId: string; shopId: string; accessScopes: Scope[]; familyScopes: string },
  write: (tx: Tx, storeRefreshToken: () => Promise<unknown>) => Promise<boolean>,
): Promise<TokenResponse | null> {
  const access = await ctx.tokens.issue({
    clientId: input.clientId,
    shopId: input.shopId,
    scopes: input.accessScopes,
    grantId: input.grantId,
  });
  const refreshToken = `rt_${newSecret(32)}`;
  const now = Date.now();
  const stored = await unit((tx) =>
    write(tx, () =>
      grantRepo(tx).insertRefreshToken({
        token_hash: sha256(refreshToken),
        grant_id: input.grantId,
        scopes: input.familyScopes,
        created_at: new Date(now).toISOString(),
        expires_at: isoAfterSeconds(REFRESH_TOKEN_TTL_SECONDS, now),
        consumed_at: null,
      }),
    ),
  );
  return stored ? { ...access, refresh_token: refreshToken } : null;
}

/** Revokes a grant: its refresh tokens are refused and its access tokens stop on the next request. */
export async function revokeGrant(tx: Tx, grantId: string, shopId?: string): Promise<boolean> {
  return grantRepo(tx).revokeGrant(grantId, nowIso(), shopId);
}

/** A page of a shop's grants still in force, newest first, with the client's name and the approving staff member's id. */
export function activeGrants(db: Read, shopId: string, page: PageRequest) {
  return grantRepo(db).listActiveGrants(shopId, page);
}

/** The grant, when it belongs to the shop. */
export async function shopGrant(db: Queryable, shopId: string, grantId: string) {
  const grant = await grantRepo(db).findGrant(grantId);
  return grant?.shop_id === shopId ? grant : undefined;
}
