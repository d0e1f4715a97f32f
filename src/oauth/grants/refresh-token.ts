import type { Writes } from '../../db/database.ts';
import type { OAuthContext } from '../context.ts';
import { OAuthError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/time.ts';
import type { ClientRow } from '../repo.ts';
import { parseScopeString } from '../../lib/scopes.ts';
import { sha256 } from '../secrets.ts';
import { resolveScopes } from './client-credentials.ts';
import { invalidGrant, issueGrantTokens, revokeGrant } from './family.ts';
import { grantRepo, type FoundRefreshToken } from './repo.ts';
import type { GrantHandler } from './types.ts';

function checkParams(params: Record<string, string>): string {
  if (!params.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
  return params.refresh_token;
}

async function findToken(ctx: OAuthContext, presented: string): Promise<FoundRefreshToken> {
  const row = await grantRepo(ctx.db).findRefreshToken(sha256(presented));
  if (!row) throw invalidGrant('Refresh token is invalid');
  return row;
}

function checkClient(row: FoundRefreshToken, client: ClientRow): void {
  if (row.client_id !== client.id)
    throw invalidGrant('Refresh token was issued to another client', { issued_to: row.client_id });
}

function checkGrantActive(row: FoundRefreshToken): void {
  if (row.revoked_at) throw invalidGrant('Refresh token is revoked', { grant_id: row.grant_id });
}

function checkNotExpired(row: FoundRefreshToken): void {
  if (row.expires_at <= nowIso()) throw invalidGrant('Refresh token has expired');
}

/** A rotated token presented again means it leaked (or a client lost track): the whole family goes. */
async function revokeReusedFamily(write: Writes, row: FoundRefreshToken): Promise<never> {
  await write((tx) => revokeGrant(tx, row.grant_id));
  throw invalidGrant('Refresh token was already used; every token of its grant is revoked', {
    revoked_grant_id: row.grant_id,
  });
}

/** grant_type=refresh_token: rotates the refresh token and issues an access token, optionally with fewer scopes. */
export function refreshTokenGrant(ctx: OAuthContext): GrantHandler {
  return async (params, client, write) => {
    const token = await findToken(ctx, checkParams(params));
    checkClient(token, client);
    checkGrantActive(token);
    checkNotExpired(token);
    if (token.consumed_at) await revokeReusedFamily(write, token);
    const accessScopes = resolveScopes(params.scope, parseScopeString(token.scopes));

    const now = nowIso();
    const issued = await issueGrantTokens(
      ctx,
      write,
      { grantId: token.grant_id, clientId: client.id, shopId: token.shop_id, accessScopes, familyScopes: token.scopes },
      async (tx, storeRefreshToken) => {
        if (!(await grantRepo(tx).consumeRefreshToken(token.token_hash, now))) return false;
        await grantRepo(tx).touchGrant(token.grant_id, now);
        await storeRefreshToken();
        return true;
      },
    );
    return issued ?? revokeReusedFamily(write, token);
  };
}
