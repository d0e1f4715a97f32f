import type { OAuthContext } from '../context.ts';
import type { ClientRow } from '../repo.ts';
import { isPiiScope, isScope, parseScopeString, type Scope } from '../../lib/scopes.ts';

/** Refusal shown on a page: the redirect URI is not (yet) known to be the client's, so nothing is redirected. */
export class AuthorizePageError extends Error {}

type RefusalCode = 'invalid_request' | 'invalid_scope' | 'access_denied' | 'unsupported_response_type';

/** A refusal found by a check once the redirect URI is trusted. */
class Refusal extends Error {
  constructor(
    readonly error: RefusalCode,
    readonly description: string,
  ) {
    super(description);
  }
}

/** RFC 6749 4.1.2.1 refusal, sent back to the client's redirect URI with the state. */
export class AuthorizeRedirectError extends Error {
  constructor(
    readonly error: RefusalCode,
    readonly description: string,
    readonly redirectUri: string,
    readonly state: string | undefined,
  ) {
    super(description);
  }
}

export interface AuthorizationRequest {
  client: ClientRow;
  redirectUri: string;
  state: string | undefined;
  scopes: Scope[];
  codeChallenge: string;
}

type Params = Record<string, unknown>;

/** A parameter given at most once (RFC 6749 3.1); undefined when absent. */
function single(params: Params, name: string, fail: (message: string) => Error): string | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw fail(`${name} must be given once`);
  return v;
}

const pageError = (m: string) => new AuthorizePageError(m);
const invalidRequest = (m: string) => new Refusal('invalid_request', m);

async function checkClient(ctx: OAuthContext, params: Params): Promise<ClientRow> {
  const id = single(params, 'client_id', pageError);
  if (!id) throw pageError('client_id is missing.');
  const client = await ctx.clients.get(id);
  if (!client || client.disabled_at) throw pageError('This app is not known or is disabled.');
  return client;
}

function checkRedirectUri(client: ClientRow, params: Params): string {
  const uri = single(params, 'redirect_uri', pageError);
  if (!uri) throw pageError('redirect_uri is missing.');
  if (!(JSON.parse(client.redirect_uris) as string[]).includes(uri))
    throw pageError('redirect_uri is not registered for this app.');
  return uri;
}

function checkResponseType(params: Params): void {
  const type = single(params, 'response_type', invalidRequest);
  if (!type) throw invalidRequest('response_type is required');
  if (type !== 'code') throw new Refusal('unsupported_response_type', 'Only response_type=code is supported');
}

/** PKCE is required, with S256 only (OAuth 2.1). */
function checkPkce(params: Params): string {
  const challenge = single(params, 'code_challenge', invalidRequest);
  const method = single(params, 'code_challenge_method', invalidRequest);
  if (!challenge) throw invalidRequest('code_challenge is required (PKCE)');
  if (method !== 'S256') throw invalidRequest('code_challenge_method must be S256');
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) throw invalidRequest('code_challenge must be a base64url SHA-256 digest');
  return challenge;
}

/** Requested scopes must be known and held by the client; none asked means all the client holds. */
function checkScope(client: ClientRow, params: Params): Scope[] {
  const granted = parseScopeString(client.scopes);
  const asked = parseScopeString(single(params, 'scope', invalidRequest));
  const scopes = asked.length ? asked : granted;
  const unknown = scopes.filter((s) => !isScope(s) || !granted.includes(s));
  if (unknown.length) throw new Refusal('invalid_scope', `Scope not available to this app: ${unknown.join(' ')}`);
  if (!client.trusted && scopes.some((s) => isPiiScope(s as Scope)))
    throw new Refusal('invalid_scope', 'Personal-data scopes are granted only to trusted apps');
  return scopes as Scope[];
}

/** Validates an authorization request (the query of GET, the form of the consent POST), check by check. */
export async function checkAuthorizationRequest(ctx: OAuthContext, params: Params): Promise<AuthorizationRequest> {
  const client = await checkClient(ctx, params);
  const redirectUri = checkRedirectUri(client, params);
  const state = single(params, 'state', pageError);
  // From here on the redirect URI is the client's: refusals go back to it, with the state.
  try {
    checkResponseType(params);
    const codeChallenge = checkPkce(params);
    const scopes = checkScope(client, params);
    return { client, redirectUri, state, scopes, codeChallenge };
  } catch (err) {
    if (err instanceof Refusal) throw new AuthorizeRedirectError(err.error, err.description, redirectUri, state);
    throw err;
  }
}

/** Where a refusal or a code goes: the registered URI with the parameters added (RFC 9207 `iss` included). */
export function redirectTo(redirectUri: string, issuer: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  url.searchParams.set('iss', issuer);
  return url.toString();
}
