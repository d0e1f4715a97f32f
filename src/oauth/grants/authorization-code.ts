import type { Writes } from '../../db/database.ts';
import type { OAuthContext } from '../context.ts';
import { OAuthError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowIso } from '../../lib/time.ts';
import type { ClientRow } from '../repo.ts';
import { parseScopeString, type Scope } from '../../lib/scopes.ts';
import { sha256 } from '../secrets.ts';
import { invalidGrant, issueGrantTokens, revokeGrant, sameSecret } from './family.ts';
import { grantRepo, type CodeRow } from './repo.ts';
import type { GrantHandler } from './types.ts';

/** RFC 7636 4.1: 43-128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function checkParams(params: Record<string, string>): { code: string; redirectUri: string; verifier: string } {
  const { code, redirect_uri: redirectUri, code_verifier: verifier } = params;
  if (!code) throw new OAuthError('invalid_request', 'code is required');
  if (!redirectUri) throw new OAuthError('invalid_request', 'redirect_uri is required');
  if (!verifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE)');
  if (!VERIFIER.test(verifier))
    throw new OAuthError('invalid_request', 'code_verifier must be 43-128 unreserved characters');
  return { code, redirectUri, verifier };
}

async function findCode(ctx: OAuthContext, code: string): Promise<CodeRow> {
  const row = await grantRepo(ctx.db).findCode(sha256(code));
  if (!row) throw invalidGrant('Authorization code is invalid');
  return row;
}

function checkClient(row: CodeRow, client: ClientRow): void {
  if (row.client_id !== client.id)
    throw invalidGrant('Authorization code was issued to another client', { issued_to: row.client_id });
}

/** RFC 6749 4.1.2: a code used twice is refused and the tokens issued from it are revoked. */
async function checkNotReused(ctx: OAuthContext, write: Writes, row: Pick<CodeRow, 'code_hash'>): Promise<void> {
  const current = await grantRepo(ctx.db).findCode(row.code_hash);
  if (!current?.used_at) return;
  if (current.grant_id) await write((tx) => revokeGrant(tx, current.grant_id!));
  throw invalidGrant(
    'Authorization code was already used; the grant issued from it is revoked',
    current.grant_id ? { revoked_grant_id: current.grant_id } : undefined,
  );
}

function checkNotExpired(row: CodeRow): void {
  if (row.expires_at <= nowIso()) throw invalidGrant('Authorization code has expired');
}

function checkRedirectUri(row: CodeRow, redirectUri: string): void {
  if (row.redirect_uri !== redirectUri) throw invalidGrant('redirect_uri does not match the authorization request');
}

function checkPkce(row: CodeRow, verifier: string): void {
  if (!sameSecret(sha256(verifier), row.code_challenge))
    throw invalidGrant('code_verifier does not match the code_challenge');
}

/** grant_type=authorization_code: exchanges a single-use code (PKCE S256) for an access and a refresh token. */
export function authorizationCodeGrant(ctx: OAuthContext): GrantHandler {
  return async (params, client, write) => {
    const input = checkParams(params);
    const code = await findCode(ctx, input.code);
    checkClient(code, client);
    await checkNotReused(ctx, write, code);
    checkNotExpired(code);
    checkRedirectUri(code, input.redirectUri);
    checkPkce(code, input.verifier);

    const grantId = newId('grant');
    const now = nowIso();
    const issued = await issueGrantTokens(
      ctx,
      write,
      {
        grantId,
        clientId: client.id,
        shopId: code.shop_id,
        accessScopes: parseScopeString(code.scopes) as Scope[],
        familyScopes: code.scopes,
      },
      async (tx, storeRefreshToken) => {
        // The claim is the single-use guard: of two concurrent exchanges only one updates the row.
        if (!(await grantRepo(tx).claimCode(code.code_hash, now, grantId))) return false;
        await grantRepo(tx).insertGrant({
          id: grantId,
          client_id: client.id,
          shop_id: code.shop_id,
          staff_id: code.staff_id,
          scopes: code.scopes,
          created_at: now,
          last_used_at: now,
          revoked_at: null,
        });
        await storeRefreshToken();
        return true;
      },
    );
    if (!issued) {
      await checkNotReused(ctx, write, code);
      throw invalidGrant('Authorization code was already used');
    }
    return issued;
  };
}
