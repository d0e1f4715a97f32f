import type { OAuthContext } from '../context.ts';
import { OAuthError } from '../../lib/errors.ts';
import { parseScopeString, type Scope } from '../../lib/scopes.ts';
import type { GrantHandler } from './types.ts';

/** Resolves the requested scope against the client's grant: none means all; any ungranted one is invalid_scope. */
export function resolveScopes(requested: string | undefined, granted: string[]): Scope[] {
  if (requested === undefined || requested.trim() === '') return granted as Scope[];
  const asked = parseScopeString(requested);
  const refused = asked.filter((s) => !granted.includes(s));
  if (refused.length) throw new OAuthError('invalid_scope', `Scope not granted to this client: ${refused.join(' ')}`);
  return asked as Scope[];
}

export function clientCredentialsGrant(ctx: OAuthContext): GrantHandler {
  return async (params, client) => {
    const scopes = resolveScopes(params.scope, parseScopeString(client.scopes));
    // The secret rides along: what the token sets up (a webhook endpoint) ends with that secret.
    const token = await ctx.tokens.issue({
      clientId: client.id,
      shopId: client.shop_id,
      scopes,
      secretId: client.presentedSecretId,
    });
    return token;
  };
}
