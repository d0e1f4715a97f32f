import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as oidc from 'openid-client';
import { freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo, startServerProcess, type ServerProcess } from '../helpers/server.ts';

/**
 * The compiled server started as the README starts it: no HOST, no BASE_URL (only PORT, a free
 * one, which the default BASE_URL follows), reached at http://127.0.0.1:PORT as the README does.
 */
describe('OAuth at the README addresses (server started with the defaults)', () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let client: { client_id: string; client_secret: string };
  before(async () => {
    storage = await freshStorage({ migrated: true });
    server = await startServerProcess({ ...storageEnv(storage), HOST: '', BASE_URL: '' });
    const created = await runTenpo(
      ['clients', 'create', '--name', 'readme', '--scopes', 'read_users read_items', '--json'],
      storageEnv(storage),
    );
    assert.equal(created.code, 0, created.stderr);
    client = JSON.parse(created.stdout) as typeof client;
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  const insecure = { execute: [oidc.allowInsecureRequests] };

  for (const algorithm of ['oidc', 'oauth2'] as const) {
    it(`openid-client discovery (${algorithm === 'oidc' ? '/v1/.well-known/openid-configuration' : 'RFC 8414: /.well-known/oauth-authorization-server/v1'}) at http://127.0.0.1:PORT/v1 succeeds and its client credentials token works`, async () => {
      const issuer = new URL(`${server.url}/v1`);
      const config = await oidc.discovery(issuer, client.client_id, client.client_secret, undefined, {
        ...insecure,
        algorithm,
      });
      assert.equal(config.serverMetadata().issuer, issuer.href.replace(/\/$/, ''));
      const tokens = await oidc.clientCredentialsGrant(config, { scope: 'read_users' });
      const me = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
      assert.equal(me.status, 200);
    });
  }

  it('serves the same metadata at both addresses', async () => {
    const [oidcDoc, rfc8414] = await Promise.all(
      ['/v1/.well-known/openid-configuration', '/.well-known/oauth-authorization-server/v1'].map(async (p) =>
        (await fetch(`${server.url}${p}`)).json(),
      ),
    );
    assert.deepEqual(rfc8414, oidcDoc);
    assert.equal((oidcDoc as { issuer: string }).issuer, `${server.url}/v1`);
  });

  it('the docs page works from that address: the document names it as its server, and Try it out reaches it', async () => {
    assert.equal((await fetch(`${server.url}/docs`)).status, 200);
    const doc = (await (await fetch(`${server.url}/v1/openapi.json`)).json()) as { servers: { url: string }[] };
    assert.deepEqual(doc.servers, [{ url: server.url }]);
    const tokenRes = await fetch(`${doc.servers[0]!.url}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...client }),
    });
    assert.equal(tokenRes.status, 200);
  });
});
