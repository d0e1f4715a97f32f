import type { Writes } from '../../db/database.ts';
import type { AuthenticatedClient } from '../clients.ts';

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

/** One grant type: takes the token request's form parameters, the authenticated client and the request's unit of work. */
export type GrantHandler = (
  params: Record<string, string>,
  client: AuthenticatedClient,
  write: Writes,
) => Promise<TokenResponse>;
