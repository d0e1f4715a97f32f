import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { newTestRouteState, testWriteRoutes } from './test-routes.ts';

describe('Error shape, request ids, 404, 405 and 500', () => {
  let t: TestApp;
  const logLines: string[] = [];
  before(async () => {
    t = await startTestApp(
      { LOG_LEVEL: 'info' },
      {
        extraRoutes: testWriteRoutes(newTestRouteState()),
        logStream: { write: (line: string) => void logLines.push(line) },
      },
    );
  });
  after(() => t.close());

  it('answers an unknown route 404 not_found in the error shape', async () => {
    for (const url of ['/v1/nope', '/nope', '/v2/me', '/v1/items/x/y/z/w']) {
      const res = await t.request('GET', url);
      assert.equal(res.statusCode, 404, url);
      const e = errorOf(res);
      assert.equal(e.code, 'not_found');
      assert.match(res.headers['content-type'] as string, /^application\/json/);
    }
  });

  it('answers a wrong method on a known route 405 method_not_allowed with an Allow header', async () => {
    const res = await t.request('DELETE', '/v1/me');
    assert.equal(res.statusCode, 405);
    assert.equal(errorOf(res).code, 'method_not_allowed');
    assert.match(res.headers.allow as string, /\bGET\b/);
    assert.doesNotMatch(res.headers.allow as string, /DELETE/);
    const put = await t.request('PUT', '/v1/oauth/token');
    assert.equal(put.statusCode, 405);
    assert.match(put.headers.allow as string, /\bPOST\b/);
  });

  it('puts X-Request-Id on every response, equal to error.request_id, unique per request', async () => {
    const token = await t.token(['read_users']);
    const responses = [
      await t.get('/v1/me', token),
      await t.request('GET', '/v1/me'),
      await t.request('GET', '/nope'),
      await t.request('GET', '/healthz'),
      await t.request('GET', '/v1/oauth/jwks'),
      await t.request('POST', '/v1/oauth/token', {
        body: 'grant_type=client_credentials',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await t.request('POST', '/v1/test/shops', { token: await t.token(['write_items']), body: { name: 'x' } }),
    ];
    const ids = responses.map((r) => r.headers['x-request-id'] as string);
    for (const id of ids) assert.match(id, /^req_[A-Za-z0-9_-]+$/);
    assert.equal(new Set(ids).size, ids.length);
    for (const r of [responses[1]!, responses[2]!, responses[6]!])
      assert.equal(errorOf(r).request_id, r.headers['x-request-id']);
  });

  it("ignores a client-sent X-Request-Id (ids are always the server's)", async () => {
    const res = await t.request('GET', '/nope', { headers: { 'x-request-id': 'evil\r\nid' } });
    assert.notEqual(res.headers['x-request-id'], 'evil\r\nid');
    assert.equal(errorOf(res).request_id, res.headers['x-request-id']);
  });

  it('answers a thrown bug 500 internal_error without a stack trace, and logs it with the request id', async () => {
    const res = await t.get('/v1/test/bug', await t.token(['read_items']));
    assert.equal(res.statusCode, 500);
    const e = errorOf(res);
    assert.equal(e.code, 'internal_error');
    assert.doesNotMatch(res.body, /secret internal detail|\/srv\/tenpo|at .*\.ts|stack/i);
    assert.deepEqual(Object.keys(e).sort(), ['code', 'message', 'request_id']);
    const logged = logLines
      .map((l) => JSON.parse(l) as { reqId?: string; level: number; err?: { message?: string } })
      .filter((l) => l.reqId === e.request_id && l.level >= 50);
    assert.ok(logged.length >= 1, 'an error log line carries the request id');
    assert.match(logged[0]!.err?.message ?? '', /secret internal detail/);
  });
});

describe('Storage unavailable answers 503 service_unavailable with Retry-After', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('answers 503 on a resource endpoint and /readyz once the database is gone, never 500', async () => {
    const token = await t.token(['read_users']);
    assert.equal((await t.get('/v1/me', token)).statusCode, 200);
    assert.equal((await t.request('GET', '/readyz')).statusCode, 200);
    await t.ctx.database.close();
    const res = await t.get('/v1/me', token);
    assert.equal(res.statusCode, 503);
    assert.equal(errorOf(res).code, 'service_unavailable');
    assert.ok(Number(res.headers['retry-after']) >= 1);
    const ready = await t.request('GET', '/readyz');
    assert.equal(ready.statusCode, 503);
    assert.ok(res.headers['retry-after']);
    const health = await t.request('GET', '/healthz');
    assert.equal(health.statusCode, 200);
    const token2 = await t.request('POST', '/v1/oauth/token', {
      body: 'grant_type=client_credentials&client_id=cli_x&client_secret=y',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(token2.statusCode, 503);
    assert.equal(token2.json().error, 'temporarily_unavailable');
  });
});
