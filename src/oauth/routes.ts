import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { OAuthAreaOptions } from './context.ts';
import { ApiError, OAuthError } from '../lib/errors.ts';
import { sendOAuthError } from '../http/error-handler.ts';
import { NUL_MESSAGE } from '../http/input-checks.ts';
import { isUnavailableError } from '../db/errors.ts';
import { metrics } from '../lib/metrics.ts';
import { grantHandlers, revokeToken } from './grants/index.ts';
import { issuerMismatch, recordIssuer } from './issuer.ts';
import { ALL_SCOPES } from '../lib/scopes.ts';

const OAuthErrorBody = Type.Object({ error: Type.String(), error_description: Type.String() }, { title: 'OAuthError' });
const TokenBody = Type.Object(
  {
    grant_type: Type.String({ description: 'client_credentials, authorization_code or refresh_token' }),
    client_id: Type.Optional(Type.String({ description: 'With client_secret_post; or use HTTP Basic' })),
    client_secret: Type.Optional(Type.String()),
    scope: Type.Optional(Type.String({ description: "Space-separated; defaults to all the client's scopes" })),
    code: Type.Optional(Type.String()),
    redirect_uri: Type.Optional(Type.String()),
    code_verifier: Type.Optional(Type.String()),
    refresh_token: Type.Optional(Type.String()),
  },
  {
    additionalProperties: true,
    examples: [
      {
        grant_type: 'client_credentials',
        client_id: 'cli_01jd2k3m4n5p6q7r8s9t0v1w2x',
        client_secret: 'sk_…',
        scope: 'read_items write_items',
      },
    ],
  },
);
const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
    scope: Type.String(),
    refresh_token: Type.Optional(Type.String()),
  },
  { title: 'TokenResponse' },
);

/** Reads client credentials from HTTP Basic (client_secret_basic) or the form (client_secret_post), never both. */
function clientCredentialsOf(
  req: FastifyRequest,
  form: Record<string, string>,
): { id: string; secret: string; basic: boolean } {
  const header = req.headers.authorization;
  const hasPost = form.client_secret !== undefined;
  if (header) {
    const m = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header);
    if (!m)
      throw new OAuthError('invalid_client', 'Authorization header must be HTTP Basic', 401, {
        'WWW-Authenticate': 'Basic realm="tenpo"',
      });
    if (hasPost) throw new OAuthError('invalid_request', 'Use one client authentication method, not both');
    const decoded = Buffer.from(m[1]!, 'base64').toString('utf8');
    const i = decoded.indexOf(':');
    const malformed = () =>
      new OAuthError('invalid_client', 'Malformed Basic credentials', 401, {
        'WWW-Authenticate': 'Basic realm="tenpo"',
      });
    if (i < 0) throw malformed();
    // RFC 6749 2.3.1: both parts are form-urlencoded inside Basic.
    const formDecoded = (part: string) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        throw malformed(); // a stray % (URIError)
      }
    };
    const id = formDecoded(decoded.slice(0, i));
    const secret = formDecoded(decoded.slice(i + 1));
    // The form's fields are checked before validation (registerNulCheck); the header is checked here.
    if (`${id}${secret}`.includes('\u0000'))
      throw new OAuthError('invalid_request', `Basic credentials ${NUL_MESSAGE}`);
    if (form.client_id !== undefined && form.client_id !== id)
      throw new OAuthError('invalid_request', 'client_id does not match the Basic credentials');
    return { id, secret, basic: true };
  }
  if (!form.client_id || form.client_secret === undefined)
    throw new OAuthError(
      'invalid_client',
      'Client authentication is required (client_secret_basic or client_secret_post)',
      401,
    );
  return { id: form.client_id, secret: form.client_secret, basic: false };
}

/** Form parameters must each appear once (RFC 6749 3.2). */
function formOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object')
    throw new OAuthError('invalid_request', 'Body must be application/x-www-form-urlencoded');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (typeof v !== 'string') throw new OAuthError('invalid_request', `Parameter ${k} must appear once`);
    out[k] = v;
  }
  return out;
}

export default async function oauthRoutes(app: FastifyInstance, { ctx }: OAuthAreaOptions): Promise<void> {
  const grants = grantHandlers(ctx);
  const issuer = ctx.config.issuer;
  const deploymentIssuer = await recordIssuer(ctx.database, issuer);
  if (deploymentIssuer !== issuer)
    app.log.warn({ issuer, deployment_issuer: deploymentIssuer }, issuerMismatch(issuer, deploymentIssuer));

  await app.register(async (oauth) => {
    await oauth.register(formbody, { bodyLimit: 16 * 1024 });
    oauth.removeContentTypeParser('application/json');
    oauth.addContentTypeParser('application/json', (_req, _payload, done) => {
      done(new OAuthError('invalid_request', 'Body must be application/x-www-form-urlencoded, not JSON'), undefined);
    });
    // The OAuth endpoints answer in RFC 6749's shape, whatever went wrong.
    oauth.setErrorHandler((err: FastifyError | OAuthError | ApiError, req, reply) => {
      let e: OAuthError;
      if (err instanceof OAuthError) e = err;
      else if (err instanceof ApiError && err.code === 'rate_limited')
        e = new OAuthError('rate_limited', err.message, 429, err.options.headers);
      else if (isUnavailableError(err))
        e = new OAuthError('temporarily_unavailable', 'Storage is unavailable; retry shortly', 503, {
          'Retry-After': '1',
        });
      else if ((err as FastifyError).validation || ((err as FastifyError).statusCode ?? 500) < 500)
        e = new OAuthError('invalid_request', err.message);
      else {
        req.log.error({ err }, 'unhandled error at the token endpoint');
        e = new OAuthError('server_error', 'An internal error occurred', 500);
      }
      return sendOAuthError(e, req, reply);
    });

    const oauthError = (description: string) => ({ ...OAuthErrorBody, description });
    const errors = {
      400: oauthError('invalid_request, invalid_grant, invalid_scope or unsupported_grant_type (RFC 6749 section 5.2)'),
      401: oauthError('invalid_client: the client is unknown or its secret is wrong'),
      429: oauthError('rate_limited: too many requests; retry after Retry-After seconds'),
      500: oauthError('server_error'),
      503: oauthError('temporarily_unavailable: storage is unavailable; retry after Retry-After seconds'),
    };

    oauth.post(
      '/v1/oauth/token',
      {
        schema: {
          tags: ['OAuth'],
          summary: 'Issue an access token',
          description:
            'Grants: client_credentials; authorization_code (PKCE S256) and refresh_token (rotating). Client authentication: client_secret_basic or client_secret_post. Answers RFC 6749 error bodies.',
          consumes: ['application/x-www-form-urlencoded'],
          body: TokenBody,
          response: {
            200: {
              ...TokenResponseSchema,
              examples: [
                {
                  access_token: 'eyJhbGciOiJSUzI1NiIsImtpZCI6Ii4uLiJ9...',
                  token_type: 'Bearer',
                  expires_in: 3600,
                  scope: 'read_items write_items',
                },
              ],
            },
            ...errors,
          },
        },
      },
      async (req, reply) => {
        const form = formOf(req.body);
        const creds = clientCredentialsOf(req, form);
        if (!form.grant_type) throw new OAuthError('invalid_request', 'grant_type is required');
        const grant = grants[form.grant_type];
        if (!grant) throw new OAuthError('unsupported_grant_type', `grant_type ${form.grant_type} is not supported`);
        const client = await ctx.clients.authenticate(creds.id, creds.secret, creds.basic);
        const token = await grant(form, client, (fn) => req.unit.transaction(fn));
        metrics.tokenIssued(form.grant_type);
        reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
        return token;
      },
    );

    oauth.post(
      '/v1/oauth/revoke',
      {
        schema: {
          tags: ['OAuth'],
          summary: 'Revoke a refresh token (RFC 7009)',
          description:
            'Form fields token and optional token_type_hint, with client authentication. Answers 200 with an empty body whether or not the token existed; revoking a refresh token also stops the access tokens of its grant.',
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object(
            { token: Type.String(), token_type_hint: Type.Optional(Type.String()) },
            {
              additionalProperties: true,
              examples: [
                { token: 'rt_…', token_type_hint: 'refresh_token', client_id: 'cli_…', client_secret: 'sk_…' },
              ],
            },
          ),
          response: { 200: Type.Null({ description: 'Empty body' }), ...errors },
        },
      },
      async (req, reply) => {
        const form = formOf(req.body);
        const creds = clientCredentialsOf(req, form);
        const client = await ctx.clients.authenticate(creds.id, creds.secret, creds.basic);
        await req.unit.transaction((tx) => revokeToken(tx, client.id, form.token!, form.token_type_hint));
        return reply.status(200).header('Cache-Control', 'no-store').send();
      },
    );
  });

  app.get(
    '/v1/oauth/jwks',
    {
      schema: {
        tags: ['OAuth'],
        summary: 'Public signing keys (JWKS)',
        description:
          'The RSA public keys that verify access tokens (RS256), by kid; a rotated-out key stays listed while tokens it signed may still be valid. Cacheable for 5 minutes.',
        response: {
          200: Type.Object(
            { keys: Type.Array(Type.Record(Type.String(), Type.Unknown())) },
            {
              examples: [
                {
                  keys: [
                    {
                      kty: 'RSA',
                      kid: 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs',
                      use: 'sig',
                      alg: 'RS256',
                      n: '0vx7…',
                      e: 'AQAB',
                    },
                  ],
                },
              ],
            },
          ),
        },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      await ctx.keys.sync();
      return ctx.keys.jwks();
    },
  );

  const metadata = {
    issuer,
    authorization_endpoint: `${issuer}/oauth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    jwks_uri: `${issuer}/oauth/jwks`,
    scopes_supported: ALL_SCOPES,
    grant_types_supported: ['client_credentials', 'authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    // OpenID discovery requires these two; access tokens are RS256 JWTs whose sub is the client.
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  };
  // OpenID Connect discovery appends the well-known path to the issuer (…/v1/.well-known/…); RFC 8414
  // §3 inserts it before the issuer's path (/.well-known/oauth-authorization-server/v1). Both answer.
  for (const [url, summary] of [
    ['/v1/.well-known/openid-configuration', 'Authorization server metadata'],
    ['/.well-known/oauth-authorization-server/v1', 'Authorization server metadata (RFC 8414 address)'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags: ['OAuth'],
          summary,
          description:
            'OpenID Connect discovery / RFC 8414 metadata: issuer, endpoints, scopes, grant types and client authentication methods. Cacheable for 5 minutes.',
          response: {
            200: Type.Record(Type.String(), Type.Unknown(), {
              examples: [
                {
                  issuer: 'https://api.tenpo.example/v1',
                  token_endpoint: 'https://api.tenpo.example/v1/oauth/token',
                  jwks_uri: 'https://api.tenpo.example/v1/oauth/jwks',
                  grant_types_supported: ['client_credentials', 'authorization_code', 'refresh_token'],
                },
              ],
            }),
          },
        },
      },
      async (_req, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        return metadata;
      },
    );
  }
}
