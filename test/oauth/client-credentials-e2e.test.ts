import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as oauth from 'oauth4webapi';
import { freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo, startServerProcess, type ServerProcess } from '../helpers/server.ts';

/**
 * The real server process, a client made with the real CLI, and an independent OAuth client
 * library (oauth4webapi) doing discovery and the client-credentials grant over TCP.
 */
describe('Client-credentials flow end to end against the real server with oauth4webapi', () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let creds: { client_id: string; client_secret: string; shop_id: string };
  before(async () => {
    storage = await freshStorage({ migrated: true });
    server = await startServerProcess(storageEnv(storage));
    const r = await runTenpo(
      ['clients', 'create', '--name', 'e2e', '--scopes', 'read_users read_items', '--json'],
      storageEnv(storage),
    );
    assert.equal(r.code, 0, r.stderr);
    creds = JSON.parse(r.stdout);
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  const insecure = { [oauth.allowInsecureRequests]: true } as const;

  async function discover(): Promise<oauth.AuthorizationServer> {
    // The issuer is {base_url}/v1; OIDC discovery appends /.well-known/openid-configuration to its path.
    const issuer = new URL(`${server.url}/v1`);
    const res = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure });
    return oauth.processDiscoveryResponse(issuer, res);
  }

  it('discovers the server, gets a token with client_secret_post and calls GET /v1/me with it', async () => {
    const as = await discover();
    assert.equal(as.issuer, `${server.url}/v1`);
    assert.equal(as.token_endpoint, `${server.url}/v1/oauth/token`);
    const client: oauth.Client = { client_id: creds.client_id };
    const res = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(creds.client_secret),
      { scope: 'read_users' },
      insecure,
    );
    const tokens = await oauth.processClientCredentialsResponse(as, client, res);
    assert.equal(tokens.token_type, 'bearer'); // oauth4webapi normalises the type to lower case
    assert.equal(tokens.expires_in, 3600);
    assert.equal(tokens.scope, 'read_users');
    assert.equal(tokens.refresh_token, undefined);

    const me = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL(`${server.url}/v1/me`),
      undefined,
      undefined,
      insecure,
    );
    assert.equal(me.status, 200);
    const body = (await me.json()) as { data: { id: string } };
    assert.equal(body.data.id, creds.shop_id);
    assert.ok(me.headers.get('x-request-id'));
  });

  it("gets a token with client_secret_basic and all the client's scopes when none is asked", async () => {
    const as = await discover();
    const client: oauth.Client = { client_id: creds.client_id };
    const res = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretBasic(creds.client_secret),
      {},
      insecure,
    );
    const tokens = await oauth.processClientCredentialsResponse(as, client, res);
    assert.deepEqual(tokens.scope!.split(' ').sort(), ['read_items', 'read_users']);
    const me = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    assert.equal(me.status, 200);
  });

  it("surfaces the server's invalid_scope and invalid_client errors through the library", async () => {
    const as = await discover();
    const client: oauth.Client = { client_id: creds.client_id };
    const scoped = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(creds.client_secret),
      { scope: 'read_orders' },
      insecure,
    );
    await assert.rejects(
      oauth.processClientCredentialsResponse(as, client, scoped),
      (err: unknown) => err instanceof oauth.ResponseBodyError && err.error === 'invalid_scope',
    );
    const wrong = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretPost('sk_wrong'),
      {},
      insecure,
    );
    await assert.rejects(
      oauth.processClientCredentialsResponse(as, client, wrong),
      (err: unknown) => err instanceof oauth.ResponseBodyError && err.error === 'invalid_client',
    );
  });
});
