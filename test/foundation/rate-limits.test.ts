import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { freshStorage, sqlitePassOnly, storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { testRedis, type TestRedis } from '../helpers/redis.ts';
import { startServersWithClient, type ServerProcess } from '../helpers/server.ts';

// SQLite pass only: requests are counted in memory or in Redis, never in the database. (Redis is
// not even connected on the other pass: its connection would keep the file's process alive.)
const countedApart = sqlitePassOnly('rate limits are counted apart from the database').skip;
const redis = countedApart || (await testRedis());
const redisSkip = typeof redis === 'string' ? redis : false;

/** The draft-standard headers as numbers, or undefined when absent. */
function budget(res: { headers: Record<string, unknown> }) {
  const n = (name: string) => (res.headers[name] === undefined ? undefined : Number(res.headers[name]));
  return { limit: n('ratelimit-limit'), remaining: n('ratelimit-remaining'), reset: n('ratelimit-reset') };
}

function assertBudget(res: LightMyRequestResponse, limit: number, remaining: number, what: string) {
  const b = budget(res);
  assert.equal(b.limit, limit, `${what}: RateLimit-Limit`);
  assert.equal(b.remaining, remaining, `${what}: RateLimit-Remaining`);
  assert.ok(b.reset! >= 1 && b.reset! <= 60, `${what}: RateLimit-Reset ${b.reset} is seconds within the minute`);
}

describe(`Rate limits (${TEST_DIALECT})`, { skip: countedApart }, () => {
  describe('counted in memory (no REDIS_URL)', () => {
    let t: TestApp;
    before(async () => (t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100' })));
    after(() => t.close());

    it('puts RateLimit-Limit, -Remaining and -Reset on every /v1 answer: success, validation error, 403 and 401, 404, OAuth and discovery', async () => {
      const c = await t.client(['read_users', 'write_items']);
      assertBudget(await t.get('/v1/me', c.token), 100, 99, 'GET /v1/me 200');
      const invalid = await t.post('/v1/categories', c.token, { nope: 1 });
      assert.equal(invalid.statusCode, 400);
      assertBudget(invalid, 100, 98, '400 counts against the same client');
      const forbidden = await t.get('/v1/orders', c.token);
      assert.equal(forbidden.statusCode, 403);
      assertBudget(forbidden, 100, 97, '403 counts against the same client');

      // Without a verified client, answers count per address (here inject's 127.0.0.1).
      const unauthenticated = await t.get('/v1/me', 'not-a-token');
      assert.equal(errorOf(unauthenticated).code, 'invalid_token');
      assertBudget(unauthenticated, 100, 99, '401 counts per address');
      const missing = await t.request('GET', '/v1/no-such-thing');
      assert.equal(missing.statusCode, 404);
      assertBudget(missing, 100, 98, '404 counts per address');
      const token = await t.request('POST', '/v1/oauth/token', {
        body: 'grant_type=client_credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(token.statusCode, 401);
      assertBudget(token, 100, 97, 'token endpoint counts per address');
      assertBudget(await t.request('GET', '/v1/.well-known/openid-configuration'), 100, 96, 'discovery');
    });

    it('leaves answers outside /v1 (health, storefront) without RateLimit headers', async () => {
      const health = await t.request('GET', '/healthz');
      assert.equal(health.statusCode, 200);
      assert.equal(health.headers['ratelimit-limit'], undefined);
    });
  });

  describe('past the limit', () => {
    let t: TestApp;
    before(async () => (t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '3' })));
    after(() => t.close());

    it('refuses a client past its budget with 429 rate_limited in the error shape, Retry-After and RateLimit-Remaining 0; other clients keep theirs', async () => {
      const first = await t.token(['read_users']);
      for (const remaining of [2, 1, 0]) {
        const res = await t.get('/v1/me', first);
        assert.equal(res.statusCode, 200);
        assertBudget(res, 3, remaining, `request leaving ${remaining}`);
        assert.equal(res.headers['retry-after'], undefined, 'Retry-After only on refusals');
      }
      const refused = await t.get('/v1/me', first);
      assert.equal(refused.statusCode, 429);
      const err = errorOf(refused);
      assert.equal(err.code, 'rate_limited');
      assert.match(err.message, /retry after \d+ s/);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${refused.headers['retry-after']}`);
      assertBudget(refused, 3, 0, '429');

      const second = await t.token(['read_users']);
      const other = await t.get('/v1/me', second);
      assert.equal(other.statusCode, 200, 'a second client of the same shop has its own budget');
      assertBudget(other, 3, 2, 'second client');
    });

    it('refuses the token endpoint per address with 429 in the OAuth error shape and Retry-After', async () => {
      const c = await t.client(['read_users']);
      const form = {
        body: `grant_type=client_credentials&client_id=${c.clientId}&client_secret=${c.clientSecret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.9' },
      };
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await t.request('POST', '/v1/oauth/token', form));
      const refused = answers.find((r) => r.statusCode === 429);
      assert.ok(refused, `statuses ${answers.map((r) => r.statusCode).join(',')}`);
      assert.equal(refused.json().error, 'rate_limited');
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.equal(refused.headers['ratelimit-remaining'], '0');
    });
  });

  describe('TRUST_PROXY', () => {
    const spend = async (t: TestApp, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/.well-known/openid-configuration',
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '10.0.0.2',
      });

    it("ignores X-Forwarded-For by default: every forwarded address shares the peer's budget", async () => {
      const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2' });
      try {
        assert.equal((await spend(t, '198.51.100.1')).statusCode, 200);
        assert.equal((await spend(t, '198.51.100.2')).statusCode, 200);
        assert.equal((await spend(t, '198.51.100.3')).statusCode, 429, 'a forged header does not buy a new budget');
      } finally {
        await t.close();
      }
    });

    for (const value of ['true', '1', '10.0.0.0/8', 'loopback, 10.0.0.2']) {
      it(`counts per forwarded address behind a trusted proxy (TRUST_PROXY=${value})`, async () => {
        const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: value });
        try {
          for (const address of ['198.51.100.1', '198.51.100.2']) {
            for (const remaining of [1, 0]) assert.equal(budget(await spend(t, address)).remaining, remaining, address);
          }
          const refused = await spend(t, '198.51.100.1');
          assert.equal(refused.statusCode, 429);
          assert.equal(errorOf(refused).code, 'rate_limited');
        } finally {
          await t.close();
        }
      });
    }

    it('does not trust a peer outside the TRUST_PROXY list', async () => {
      const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '192.168.0.0/16' });
      try {
        assert.equal((await spend(t, '198.51.100.1')).statusCode, 200);
        assert.equal((await spend(t, '198.51.100.2')).statusCode, 429);
      } finally {
        await t.close();
      }
    });
  });

  it('serves requests uncounted (fail open) and logs a warning when REDIS_URL is set but Redis does not answer', async () => {
    const lines: string[] = [];
    const t = await startTestApp(
      { RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      { logStream: { write: (l) => void lines.push(l) } },
    );
    try {
      const token = await t.token(['read_users']);
      for (let i = 0; i < 3; i++) {
        const res = await t.get('/v1/me', token);
        assert.equal(res.statusCode, 200, 'a limit of 1 is not enforced while its store is down');
        assert.equal(res.headers['ratelimit-limit'], undefined, 'no budget is claimed that was not counted');
      }
      const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.level === 40);
      assert.ok(
        warnings.some((w) => /Redis is unreachable/.test(w.msg)),
        lines.join(''),
      );
      assert.ok(
        warnings.some((w) => /served without counting/.test(w.msg)),
        lines.join(''),
      );
      assert.equal(
        warnings.filter((w) => /served without counting/.test(w.msg)).length,
        1,
        'warned once, not per request',
      );
    } finally {
      await t.close();
    }
  });

  it('declares RateLimit-Limit, -Remaining and -Reset on every /v1 response of the OpenAPI document, Retry-After on 429', async () => {
    const t = await startTestApp();
    try {
      const doc = (await t.request('GET', '/v1/openapi.json')).json();
      assert.deepEqual(Object.keys(doc.components.headers).sort(), [
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'Retry-After',
      ]);
      assert.match(doc.info.description, /RateLimit-Remaining/);
      let responses = 0;
      for (const [path, operations] of Object.entries<Record<string, any>>(doc.paths)) {
        for (const [method, op] of Object.entries<any>(operations)) {
          for (const [status, response] of Object.entries<any>(op.responses)) {
            const names = Object.keys(response.headers ?? {});
            if (!path.startsWith('/v1/')) {
              assert.ok(!names.includes('RateLimit-Limit'), `${method} ${path} ${status}`);
              continue;
            }
            responses++;
            for (const h of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'])
              assert.equal(response.headers[h].$ref, `#/components/headers/${h}`, `${method} ${path} ${status}`);
            assert.equal(names.includes('Retry-After'), status === '429', `${method} ${path} ${status}`);
          }
        }
      }
      assert.ok(responses > 50);
      assert.ok(doc.paths['/v1/me'].get.responses['429'].headers['Retry-After']);
    } finally {
      await t.close();
    }
  });

  it('sends no RateLimit headers and counts nothing when RATE_LIMIT_PER_MINUTE=0', async () => {
    const t = await startTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    try {
      const res = await t.get('/v1/me', await t.token(['read_users']));
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['ratelimit-limit'], undefined);
    } finally {
      await t.close();
    }
  });

  describe('one Redis store for the deployment', { skip: redisSkip }, () => {
    const store = redis as TestRedis;
    let storage: TestStorage;
    let servers: ServerProcess[] = [];
    let token: string;
    after(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await storage?.cleanup();
      await store?.cleanup();
    });

    before(async () => {
      storage = await freshStorage({ migrated: true });
      const env = {
        ...storageEnv(storage),
        BASE_URL: 'http://tenpo.test',
        RATE_LIMIT_PER_MINUTE: '10',
        REDIS_URL: store.url,
        REDIS_KEY_PREFIX: store.prefix(),
      };
      ({ servers, token } = await startServersWithClient(env, 2, 'read_users'));
    });

    it("never lets two server processes together exceed a client's limit: 30 concurrent requests split over both, limit 10", async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const res = await fetch(`${servers[i % 2]!.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
          return {
            status: res.status,
            remaining: Number(res.headers.get('ratelimit-remaining')),
            limit: res.headers.get('ratelimit-limit'),
            retryAfter: res.headers.get('retry-after'),
            body: (await res.json()) as any,
          };
        }),
      );
      const served = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 429);
      assert.equal(served.length, 10, JSON.stringify(results.map((r) => r.status)));
      assert.equal(refused.length, 20);
      assert.deepEqual(
        served.map((r) => r.remaining).sort((a, b) => a - b),
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        'one counter: each remaining count handed out once',
      );
      for (const r of results) assert.equal(r.limit, '10');
      for (const r of refused) {
        assert.equal(r.body.error.code, 'rate_limited');
        assert.ok(Number(r.retryAfter) >= 1 && Number(r.retryAfter) <= 60);
      }
    });
  });
});
