import type { AppContext } from '../../context.ts';
import type { AccessCheck } from '../../http/auth.ts';
import { clientCredentialsGrant } from './client-credentials.ts';
import type { GrantHandler } from './types.ts';

/** The grant types the token endpoint accepts, one file each. */
export function grantHandlers(ctx: AppContext): Record<string, GrantHandler> {
  return {
    client_credentials: clientCredentialsGrant(ctx),
  };
}

/** Per-request checks beyond the client's state, for tokens that belong to a grant. */
export function accessChecks(_ctx: AppContext): AccessCheck[] {
  return [];
}

/** Revokes a token presented at /v1/oauth/revoke by its owner; unknown tokens are ignored (RFC 7009). */
export async function revokeToken(_ctx: AppContext, _clientId: string, _token: string, _hint: string | undefined): Promise<void> {}
