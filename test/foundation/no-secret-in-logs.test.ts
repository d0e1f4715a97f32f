import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import {
  ConsoleAgent,
  createTestStaff,
  decideConsent,
  listenTestApp,
  postForm,
  TEST_REDIRECT_URI,
} from '../helpers/console.ts';
import { storageEnv } from '../helpers/db.ts';
import { RawConnection } from '../helpers/raw-http.ts';
import { runTenpo } from '../helpers/server.ts';

describe('No secret in any log line, at the most verbose level', () => {
  let t: TestApp & { storage: Parameters<typeof storageEnv>[0] };
  let origin: string;
  const lines: string[] = [];
  before(async () => {
    t = await startTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void lines.push(line) } });
    origin = await listenTestApp(t);
  });
  after(() => t.close());

  it('logs a full flow (CLI client, tokens, API calls, refused query-string secrets, console sign-in, consent, code exchange, refresh) without any secret used', async () => {
    const secrets = new Map<string, string>();
    const keep = (name: string, value: string | undefined | null) => {
      assert.ok(value && value.length >= 8, `${name} is a real value`);
      secrets.set(name, value);
      return value;
    };

    // An API client created by the CLI; its secret is printed once, on standard output only.
    const cli = await runTenpo(
      [
        'clients',
        'create',
        '--name',
        'Log test',
        '--scopes',
        'read_items read_users',
        '--redirect-uri',
        TEST_REDIRECT_URI,
        '--json',
      ],
      storageEnv(t.storage),
    );
    assert.equal(cli.code, 0, cli.stderr);
    const client = JSON.parse(cli.stdout) as { client_id: string; client_secret: string };
    keep('client secret', client.client_secret);
    assert.ok(!cli.stderr.includes(client.client_secret), 'the CLI writes the secret to standard error');

    // Client credentials, by the form and by HTTP Basic; a wrong secret.
    const form = await postForm(origin, '/v1/oauth/token', {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.equal(form.status, 200);
    const token = keep('access token', form.body.access_token);
    keep('access token signature', token.split('.')[2]);
    const basicCredentials = keep(
      'Basic credentials',
      Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64'),
    );
    const basic = await fetch(`${origin}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basicCredentials}` },
      body: 'grant_type=client_credentials',
    });
    assert.equal(basic.status, 200);
    keep('access token by Basic', ((await basic.json()) as { access_token: string }).access_token);
    const wrongSecret = keep('wrong client secret', `${client.client_secret.slice(0, -4)}zzzz`);
    assert.equal(
      (
        await postForm(origin, '/v1/oauth/token', {
          grant_type: 'client_credentials',
          client_id: client.client_id,
          client_secret: wrongSecret,
        })
      ).status,
      401,
    );

    // Authenticated calls, and a bad token.
    const bearer = { authorization: `Bearer ${token}` };
    assert.equal((await fetch(`${origin}/v1/me`, { headers: bearer })).status, 200);
    assert.equal((await fetch(`${origin}/v1/items?limit=2`, { headers: bearer })).status, 200);
    assert.equal((await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${token}x` } })).status, 401);

    // Secrets in query strings: refused, and the request line logged without them.
    const apiKey = keep('api key', randomBytes(12).toString('hex'));
    for (const query of [
      `access_token=${token}`,
      `ACCESS_TOKEN=${token}&limit=2`,
      `%61ccess_token=${token}`,
      `token=${token}`,
      `client_secret=${client.client_secret}&client_id=${client.client_id}`,
      `password=${encodeURIComponent(wrongSecret)}`,
      `api_key=${apiKey}`,
      `note=${encodeURIComponent(`Bearer ${apiKey}`)}`,
      `note=Bearer+${apiKey}`,
      `jwt=${token}`,
    ]) {
      const res = await fetch(`${origin}/v1/items?${query}`);
      assert.ok(res.status >= 400 && res.status < 500, `${query}: ${res.status}`);
    }
    // Refused before routing, and refused by the HTTP parser.
    assert.equal((await fetch(`${origin}/v1/items/%C0%80?access_token=${token}`)).status, 400);
    assert.equal((await fetch(`${origin}/v1/items/${'x'.repeat(300)}?access_token=${token}`)).status, 414);
    const big = await RawConnection.open(Number(new URL(origin).port));
    big.write(
      `GET /v1/me?access_token=${token} HTTP/1.1\r\nHost: tenpo.test\r\nAuthorization: Bearer ${token}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    assert.equal((await big.response()).status, 431);

    // Console sign-in with a password (and a wrong one), then consent and the code exchange with PKCE.
    const staff = await createTestStaff(t.ctx.database, t.shopId);
    keep('staff password', staff.password);
    const agent = new ConsoleAgent(origin);
    const wrongPassword = keep('wrong password', 'not the right password at all');
    assert.equal((await agent.signIn({ email: staff.email, password: wrongPassword })).status, 401);
    assert.equal((await agent.signIn(staff)).status, 303);
    for (const [name, value] of agent.cookies) keep(`cookie ${name}`, value);
    const verifier = keep('code verifier', randomBytes(32).toString('base64url'));
    const callback = await decideConsent(agent, {
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'read_items',
      state: 'log-test',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const code = keep('authorization code', callback.searchParams.get('code'));
    const exchanged = await postForm(origin, '/v1/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: TEST_REDIRECT_URI,
      code_verifier: verifier,
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.equal(exchanged.status, 200, JSON.stringify(exchanged.body));
    keep('access token by code', exchanged.body.access_token);
    const refreshToken = keep('refresh token', exchanged.body.refresh_token);
    const refreshed = await postForm(origin, '/v1/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    assert.equal(refreshed.status, 200);
    keep('refreshed access token', refreshed.body.access_token);
    keep('rotated refresh token', refreshed.body.refresh_token);
    // A code and a refresh token sent where they do not belong: in a query string.
    assert.ok(
      (await fetch(`${origin}/v1/oauth/token?code=${code}&code_verifier=${verifier}&refresh_token=${refreshToken}`))
        .status >= 400,
    );

    assert.ok(
      lines.some((l) => l.includes('"incoming request"')),
      'request lines are logged at trace',
    );
    const leaks = [...secrets].flatMap(([name, value]) =>
      lines.filter((l) => l.includes(value)).map((l) => `${name}: ${l}`),
    );
    assert.deepEqual(leaks, [], 'secrets in log lines');
    assert.ok(
      lines.some((l) => l.includes('access_token=[redacted]')),
      'the refused query-string token is logged redacted',
    );
  });
});
