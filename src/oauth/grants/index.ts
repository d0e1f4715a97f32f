import type { OAuthContext } from '../context.ts';
import type { Tx } from '../../db/database.ts';
import type { AccessCheck } from '../../http/auth.ts';
import { sha256 } from '../secrets.ts';
import { authorizationCodeGrant } from './authorization-code.ts';
import { clientCredentialsGrant } from './client-credentials.ts';
import { revokeGrant } from './family.ts';
import { refreshTokenGrant } from './refresh-token.ts';
import { grantRepo, grantRevokedAtQuery } from './repo.ts';
import type { GrantHandler } from './types.ts';

/** The grant types the token endpoint accepts, one file each. */
export function grantHandlers(ctx: OAuthContext): Record<string, GrantHandler> {
  return {
    client_credentials: clientCredentialsGrant(ctx),
    authorization_code: authorizationCodeGrant(ctx),
    refresh_token: refreshTokenGrant(ctx),
  };
}

/** Per-request checks beyond the client's state, for tokens that belong to a grant. */
export function accessChecks(ctx: OAuthContext): AccessCheck[] {
  const revokedAt = grantRevokedAtQuery(ctx.db);
  const grantInForce: AccessCheck = (claims) =>
    claims.grant_id
      ? revokedAt(claims.grant_id).then((grant) => (!grant || grant.revoked_at ? 'Grant is revoked' : null))
      : null;
  return [grantInForce];
}

/**
 * Revokes a token presented at /v1/oauth/revoke by its owner; unknown tokens are ignored (RFC 7009).
 * Refresh tokens only: revoking one revokes its grant, which also stops the grant's access tokens.
 * Access tokens are short-lived JWTs and are not revocable one by one.
 */
export async function revokeToken(tx: Tx, clientId: string, token: string, _hint: string | undefined): Promise<void> {
  const row = await grantRepo(tx).findRefreshToken(sha256(token));
  if (row && row.client_id === clientId) await revokeGrant(tx, row.grant_id);
}
