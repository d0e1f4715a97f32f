import type { AppContext } from '../context.ts';
import { ClientService } from './clients.ts';
import { KeyStore } from './keys.ts';
import { TokenService } from './tokens.ts';

/**
 * The app context with the OAuth services: what the OAuth area is built from, and what the areas
 * above it that manage clients (the console, the CLI) are handed by app.ts and the CLI.
 */
export interface OAuthContext extends AppContext {
  keys: KeyStore;
  tokens: TokenService;
  clients: ClientService;
}

/** ctx with the OAuth services, the signing keys loaded (one created when there is none). */
export async function withOAuth(ctx: AppContext): Promise<OAuthContext> {
  const keys = new KeyStore(ctx.database, ctx.config.accessTokenTtl);
  await keys.init();
  return { ...ctx, keys, tokens: new TokenService(ctx.config, keys), clients: new ClientService(ctx.database) };
}

/** Options of the area plugins built from the OAuth context (the OAuth area's, the console's). */
export interface OAuthAreaOptions {
  ctx: OAuthContext;
}
