import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo, startServerProcess, type ServerProcess } from '../helpers/server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { newTestRouteState, testWriteRoutes } from './test-routes.ts';

describe('Logs never carry secrets, tokens or personal data', () => {
  let storage: TestStorage;
  let server: ServerProcess;
  before(async () => {
    storage = await freshStorage({ migrated: true });
    server = await startServerProcess({ ...storageEnv(storage), LOG_LEVEL: 'info' });
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it('logs requests at info without the client secret or the access token', async () => {
    const r = await runTenpo(
      ['clients', 'create', '--name', 'logging', '--scopes', 'read_users', '--json'],
      storageEnv(storage),
    );
    assert.equal(r.code, 0, r.stderr);
    const c = JSON.parse(r.stdout) as { client_id: string; client_secret: string };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const post = await fetch(`${server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: c.client_id,
        client_secret: c.client_secret,
      }),
    });
    assert.equal(post.status, 200);
    const { access_token } = (await post.json()) as { access_token: string };
    const basic = await fetch(`${server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: {
        ...form,
        authorization: `Basic ${Buffer.from(`${c.client_id}:${c.client_secret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials',
    });
    assert.equal(basic.status, 200);
    const basicToken = ((await basic.json()) as { access_token: string }).access_token;
    assert.equal(
      (await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${access_token}` } })).status,
      200,
    );
    // Failures are logged too: a wrong secret, a bad token, and secrets in a query string.
    await fetch(`${server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: form,
      body: `grant_type=client_credentials&client_id=${c.client_id}&client_secret=${c.client_secret}x`,
    });
    await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${access_token}x` } });
    await server.stop();

    const out = server.output();
    // One access line per request at info (src/http/request-logger.ts), naming the request and its
    // outcome; the line on arrival is debug's.
    const lines = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) =>
          JSON.parse(l) as {
            msg?: string;
            reqId?: string;
            req?: { method?: string; url?: string };
            res?: { statusCode?: number };
            responseTime?: number;
          },
      );
    assert.equal(lines.filter((l) => l.msg === 'incoming request').length, 0, 'no line on arrival at info');
    const requestLines = lines.filter((l) => l.msg === 'request completed');
    assert.ok(requestLines.length >= 6, `request lines: ${requestLines.length}`);
    assert.equal(new Set(requestLines.map((l) => l.reqId)).size, requestLines.length, 'one line per request');
    for (const l of requestLines) {
      assert.match(l.reqId ?? '', /^req_/, 'every request line names its request id');
      assert.ok(
        l.req?.method && l.req.url && l.res?.statusCode && typeof l.responseTime === 'number',
        JSON.stringify(l),
      );
    }
    assert.deepEqual(
      requestLines.filter((l) => l.req?.url === '/v1/me').map((l) => l.res?.statusCode),
      [200, 401],
    );
    assert.ok(out.includes(c.client_id) || out.includes('/v1/oauth/token'));
    assert.ok(!out.includes(c.client_secret), 'client secret in the logs');
    assert.ok(!out.includes(access_token), 'access token in the logs');
    assert.ok(!out.includes(basicToken), 'access token in the logs');
    assert.ok(!out.includes(access_token.split('.')[2]!), 'token signature in the logs');
    assert.ok(
      !out.includes(Buffer.from(`${c.client_id}:${c.client_secret}`).toString('base64')),
      'Basic credentials in the logs',
    );
  });
});

describe('Log level above info: no request lines, errors still logged with their request id', () => {
  let t: TestApp;
  const lines: { level: number; msg?: string; reqId?: string }[] = [];
  before(async () => {
    t = await startTestApp(
      { LOG_LEVEL: 'warn' },
      {
        extraRoutes: testWriteRoutes(newTestRouteState()),
        logStream: { write: (l: string) => void lines.push(JSON.parse(l)) },
      },
    );
  });
  after(() => t.close());

  it('writes no incoming/completed lines at warn, and still the error line of a 500 with its reqId', async () => {
    const token = await t.token(['read_items']);
    assert.equal((await t.request('GET', '/healthz')).statusCode, 200);
    const res = await t.get('/v1/test/bug', token);
    assert.equal(res.statusCode, 500);
    assert.equal(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed').length, 0);
    const error = lines.find((l) => l.level === 50);
    assert.ok(error, JSON.stringify(lines));
    assert.equal(error.reqId, res.json().error.request_id);
  });
});
