import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bindRequestLog } from './request-logger.ts';
import { parseScopeString, type Scope } from '../lib/scopes.ts';
import { ApiError } from '../lib/errors.ts';
import type { RateLimitHook } from './rate-limit.ts';
import { hooksStartingWith } from './route-hooks.ts';

/** What authentication reads of an access token's claims (src/oauth/tokens.ts issues them; http sits below oauth). */
interface AccessClaims {
  client_id: string;
  shop_id: string;
  scope: string;
  grant_id?: string;
  secret_id?: string;
}
/** The calling client's shop, as GET /v1/me shows it (shop/service.ts ShopProfile). */
interface ShopProfile {
  id: string;
  name: string;
  url: string;
  contact_email: string;
  created_at: string;
}

interface AuthContext {
  clientId: string;
  shopId: string;
  scopes: ReadonlySet<string>;
  grantId: string | null;
  /** The client secret that obtained a client-credentials token (its id); null for other tokens. */
  secretId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
    /** The calling client's shop, read with the client's state on this request (so GET /v1/me needs no query of its own). */
    shop: ShopProfile;
  }
  interface FastifyContextConfig {
    /** The route needs a bearer token holding at least one of these scopes. */
    scopes?: Scope[];
    /** The route changes data: it requires an Idempotency-Key and replays completed requests. */
    write?: boolean;
  }
}

/**
 * What authentication asks of the OAuth area, whose services app.ts hands over: the token's
 * claims, and its client's state (with its shop's profile), read on every request.
 */
interface Credentials {
  tokens: { known(token: string): AccessClaims | undefined; verify(token: string): Promise<AccessClaims> };
  clients: {
    access(clientId: string): Promise<(ShopProfile & { disabled_at: string | null }) | undefined>;
    touch(clientId: string): Promise<void>;
  };
}

/** Extra checks a token must pass on each request (grant not revoked): the problem, or null (at once when nothing needs reading). */
export type AccessCheck = (claims: { client_id: string; grant_id?: string }) => Promise<string | null> | null;

const TOUCH_INTERVAL_MS = 60_000;
const BEARER = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/i;

/**
 * Bearer authentication and scope checks for every route that declares `config.scopes`.
 * Keys are in memory; the one query per request reads the client's disabled state (so a disabled
 * client's tokens stop at once, in every process) and its shop's profile.
 * The rate limit (src/http/rate-limit.ts) runs on every /v1 route: here right after authentication,
 * so it counts per client (and per address when authentication fails), before the scope check;
 * first thing on public /v1 routes, per address.
 */
export function registerAuth(
  app: FastifyInstance,
  { tokens, clients }: Credentials,
  extraChecks: AccessCheck[] = [],
  limit: RateLimitHook | null = null,
): void {
  const touched = new Map<string, number>();
  // One frozen context per verified token (the token service caches the claims object), so a
  // request with a known token allocates nothing here.
  const contexts = new WeakMap<AccessClaims, AuthContext>();
  // Likewise one profile per access row (memoized on SQLite until the next commit).
  const profiles = new WeakMap<object, ShopProfile>();
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorateRequest('shop', null as unknown as ShopProfile);

  async function authenticate(req: FastifyRequest): Promise<void> {
    const header = req.headers.authorization;
    // A token verified before passed the pattern then: the common case skips it (and a promise).
    let claims = header?.startsWith('Bearer ') ? tokens.known(header.slice(7)) : undefined;
    if (!claims) {
      const match = header ? BEARER.exec(header) : null;
      if (!match) {
        throw new ApiError(
          'invalid_token',
          header ? 'Authorization header must be "Bearer <token>"' : 'Missing bearer token',
          {
            headers: { 'WWW-Authenticate': 'Bearer realm="tenpo", error="invalid_token"' },
          },
        );
      }
      claims = await tokens.verify(match[1]!);
    }
    const access = await clients.access(claims.client_id);
    let problem: string | null = !access ? 'Client no longer exists' : access.disabled_at ? 'Client is disabled' : null;
    for (const check of extraChecks) {
      if (problem) break;
      const found = check(claims);
      if (found) problem = await found;
    }
    if (problem) {
      throw new ApiError('invalid_token', `Token is revoked: ${problem}`, {
        headers: { 'WWW-Authenticate': 'Bearer realm="tenpo", error="invalid_token"' },
      });
    }
    let auth = contexts.get(claims);
    if (!auth) {
      auth = Object.freeze({
        clientId: claims.client_id,
        shopId: claims.shop_id,
        scopes: new Set(parseScopeString(claims.scope)),
        grantId: claims.grant_id ?? null,
        secretId: claims.secret_id ?? null,
      });
      contexts.set(claims, auth);
    }
    req.auth = auth;
    bindRequestLog(req, { client_id: auth.clientId, shop_id: auth.shopId });
    let shop = profiles.get(access!);
    if (!shop)
      profiles.set(
        access!,
        (shop = Object.freeze({
          id: access!.id,
          name: access!.name,
          url: access!.url,
          contact_email: access!.contact_email,
          created_at: access!.created_at,
        })),
      );
    req.shop = shop;
    const last = touched.get(claims.client_id) ?? 0;
    if (Date.now() - last > TOUCH_INTERVAL_MS) {
      touched.set(claims.client_id, Date.now());
      void clients.touch(claims.client_id).catch(() => {});
    }
  }

  app.addHook('onRoute', (route) => {
    const scopes = route.config?.scopes;
    if (!scopes) {
      if (limit && route.url.startsWith('/v1/')) route.onRequest = hooksStartingWith(limit, route.onRequest);
      return;
    }
    const authorize = async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        await authenticate(req);
      } catch (err) {
        if (limit) await limit(req, reply);
        throw err;
      }
      if (limit) await limit(req, reply);
      if (!scopes.some((s) => req.auth.scopes.has(s))) {
        const named = scopes.join(' or ');
        throw new ApiError('insufficient_scope', `This request needs the ${named} scope`, {
          headers: {
            'WWW-Authenticate': `Bearer realm="tenpo", error="insufficient_scope", scope="${scopes.join(' ')}"`,
          },
        });
      }
    };
    route.onRequest = hooksStartingWith(authorize, route.onRequest);
  });
}
