import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { after } from 'node:test';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { OAuthContext } from '../../src/oauth/context.ts';
import type { Scope } from '../../src/lib/scopes.ts';
import { seedDefaultCarriers } from '../../src/catalog/carriers.ts';
import { createShop } from '../../src/shop/service.ts';
import { shopRepo } from '../../src/shop/repo.ts';
import { fixtureDb, freshStorage, type TestStorage } from './db.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/**
 * scrypt cost of the staff passwords test apps and fixtures create: cheap, since most tests
 * create staff without testing the hash (test/oauth/secret-hash.test.ts tests it at
 * the production cost). Stored hashes name their cost, so every process verifies them alike.
 */
export const TEST_SECRET_HASH_COST = 16;

export interface TestClient {
  clientId: string;
  clientSecret: string;
  shopId: string;
  token: string;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Idempotency-Key for writes; a fresh UUID unless given (pass null to send none). */
  key?: string | null;
  query?: Record<string, string | string[]>;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: OAuthContext;
  /** Fixture rows written as they are, each statement in a transaction of its own (fixtureDb). */
  fixtures: Kysely<Database>;
  config: Config;
  /** See BuiltApp.compileAllSerializers. */
  compileAllSerializers: () => number;
  /** The default shop. */
  shopId: string;
  /** A client of the shop (default shop unless given) with these scopes, and a token carrying all of them. */
  client(
    scopes: Scope[],
    options?: { shopId?: string; trusted?: boolean; redirectUris?: string[] },
  ): Promise<TestClient>;
  /** A token for a new client holding exactly these scopes, in the default shop unless given. */
  token(scopes: Scope[], shopId?: string): Promise<string>;
  newShop(name?: string): Promise<string>;
  request(method: string, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  get(url: string, token: string, query?: Record<string, string | string[]>): Promise<LightMyRequestResponse>;
  post(url: string, token: string, body?: unknown, key?: string | null): Promise<LightMyRequestResponse>;
  patch(url: string, token: string, body?: unknown, key?: string | null): Promise<LightMyRequestResponse>;
  del(url: string, token: string, key?: string | null): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Test-only routes registered after the areas (see BuildOptions.extraRoutes). */
  extraRoutes?: BuildOptions['extraRoutes'];
  /** Capture log lines (the logger is off otherwise). */
  logStream?: BuildOptions['logStream'];
  /** Share storage with another app instance (two "processes" on one database); it is then not cleaned up by close(). */
  storage?: TestStorage;
  /** Whether the app runs the periodic sweeps (BuildOptions.sweeps; default true). */
  sweeps?: boolean;
  /** The job worker's settings (BuildOptions.jobWorker). */
  jobWorker?: BuildOptions['jobWorker'];
}

/**
 * Apps started and not yet closed. A test that fails before its own close leaves its app open, and
 * the app's background workers would keep the file's process alive until the file's time limit:
 * whatever is still open when the file's tests end is closed here (registered as this module loads,
 * so on the file's root, after every test of it).
 */
const openApps = new Set<TestApp>();
after(() => Promise.all([...openApps].map((t) => t.close())));

/** Builds the app on fresh storage (SQLite or a PostgreSQL schema, per TENPO_TEST_DB). */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp & { storage: TestStorage }> {
  const storage = options.storage ?? (await freshStorage({ migrated: true }));
  const ownsStorage = !options.storage;
  const config = {
    ...loadConfig({
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      BASE_URL: 'http://tenpo.test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    }),
    secretHashCost: TEST_SECRET_HASH_COST,
  };
  const { app, ctx, compileAllSerializers } = await buildApp(config, {
    logger: options.logStream ? true : false,
    extraRoutes: options.extraRoutes,
    logStream: options.logStream,
    sweeps: options.sweeps,
    jobWorker: options.jobWorker,
  });
  await app.ready();
  const shopId = (await shopRepo(ctx.db).findDefault())!.id;

  const request: TestApp['request'] = (method, url, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.key !== undefined && o.key !== null) headers['idempotency-key'] = o.key;
    return app.inject({
      method: method as any,
      url,
      headers,
      query: o.query,
      ...(o.body !== undefined ? { payload: o.body as any } : {}),
    });
  };
  const writeKey = (key: string | null | undefined) => (key === undefined ? randomUUID() : key);

  const t: TestApp & { storage: TestStorage } = {
    storage,
    app,
    ctx,
    fixtures: fixtureDb(ctx.database),
    config,
    compileAllSerializers,
    shopId,
    async client(scopes, options = {}) {
      const c = await ctx.clients.create({
        shopId: options.shopId ?? shopId,
        name: `test ${scopes.join(' ')}`.slice(0, 100),
        scopes,
        trusted: options.trusted ?? scopes.some((s) => s.endsWith('_pii')),
        redirectUris: options.redirectUris,
      });
      const issued = await ctx.tokens.issue({ clientId: c.client_id, shopId: c.shop_id, scopes });
      return { clientId: c.client_id, clientSecret: c.client_secret, shopId: c.shop_id, token: issued.access_token };
    },
    async token(scopes, shop) {
      return (await t.client(scopes, { shopId: shop })).token;
    },
    async newShop(name = 'Other shop') {
      return (await ctx.database.transaction((tx) => createShop(tx, { name }, seedDefaultCarriers))).id;
    },
    request,
    get: (url, token, query) => request('GET', url, { token, query }),
    post: (url, token, body, key) => request('POST', url, { token, body, key: writeKey(key) }),
    patch: (url, token, body, key) => request('PATCH', url, { token, body, key: writeKey(key) }),
    del: (url, token, key) => request('DELETE', url, { token, key: writeKey(key) }),
    async close() {
      if (!openApps.delete(t)) return;
      await app.close();
      if (ownsStorage) await storage.cleanup();
    },
  };
  openApps.add(t);
  return t;
}

/** Asserts the documented error shape and returns the error object. */
export function errorOf(res: LightMyRequestResponse): {
  code: string;
  message: string;
  request_id: string;
  details?: { field: string; message: string }[];
} {
  const body = res.json<{ error?: { code: string; message: string; request_id: string } }>();
  if (
    !body.error ||
    typeof body.error.code !== 'string' ||
    typeof body.error.message !== 'string' ||
    body.error.request_id !== res.headers['x-request-id']
  ) {
    throw new Error(`not the documented error shape: ${res.statusCode} ${res.body}`);
  }
  return body.error;
}
