import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeProtectedHeader } from 'jose';
import { freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { clientCredentialsToken, runTenpo, startServerProcess, type ServerProcess } from '../helpers/server.ts';

describe('npx tenpo keys rotate while the server runs', () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let client: { client_id: string; client_secret: string };
  before(async () => {
    storage = await freshStorage({ migrated: true });
    server = await startServerProcess(storageEnv(storage));
    const r = await runTenpo(
      ['clients', 'create', '--name', 'rotation', '--scopes', 'read_users', '--json'],
      storageEnv(storage),
    );
    assert.equal(r.code, 0, r.stderr);
    client = JSON.parse(r.stdout);
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  const newToken = () => clientCredentialsToken(server.url, client);
  const me = (token: string) => fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  const jwksKids = async () =>
    ((await (await fetch(`${server.url}/v1/oauth/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

  it('keeps old tokens working, signs new tokens with the new kid within a second, and lists both keys in the JWKS', async () => {
    const oldToken = await newToken();
    const oldKid = decodeProtectedHeader(oldToken).kid!;
    assert.deepEqual(await jwksKids(), [oldKid]);

    const r = await runTenpo(['keys', 'rotate', '--json'], storageEnv(storage));
    assert.equal(r.code, 0, r.stderr);
    const rotated = JSON.parse(r.stdout) as { kid: string; retired: string[] };
    assert.notEqual(rotated.kid, oldKid);
    assert.deepEqual(rotated.retired, [oldKid]);

    assert.equal((await me(oldToken)).status, 200, 'a token signed before rotation still works');
    await new Promise((r) => setTimeout(r, 1100)); // a process looks for a newer signing key once a second
    const newTok = await newToken();
    assert.equal(decodeProtectedHeader(newTok).kid, rotated.kid, 'new tokens use the new key');
    assert.equal((await me(newTok)).status, 200);
    const kids = await jwksKids();
    assert.ok(kids.includes(oldKid) && kids.includes(rotated.kid), `JWKS lists both: ${kids.join(',')}`);
  });
});
