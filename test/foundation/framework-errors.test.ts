import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp } from '../helpers/console.ts';
import { RawConnection, rawErrorOf } from '../helpers/raw-http.ts';
import { newTestRouteState, testWriteRoutes } from './test-routes.ts';

/** Sent in every refused request; no answer may carry it back. */
const MARKER = 'Echo7Marker';

describe('What the router and the HTTP parser refuse answers in the error shape, never echoing the request', () => {
  let t: TestApp;
  let origin: string;
  let port: number;
  let writer: string;
  before(async () => {
    t = await startTestApp({}, { extraRoutes: testWriteRoutes(newTestRouteState()) });
    origin = await listenTestApp(t);
    port = Number(new URL(origin).port);
    writer = await t.token(['write_items', 'read_items']);
  });
  after(() => t.close());

  function assertNoEcho(body: string, ...sent: string[]): void {
    for (const s of [MARKER, ...sent]) assert.ok(!body.includes(s), `the answer repeats "${s}": ${body}`);
  }

  it('answers a path that is not valid percent-encoded UTF-8 400 invalid_request with X-Request-Id', async () => {
    for (const url of [`/v1/items/%C0%80${MARKER}`, `/v1/items/%E0%A4${MARKER}`, `/v1/${MARKER}/%FF`]) {
      const res = await t.request('GET', url, { token: writer });
      assert.equal(res.statusCode, 400, url);
      assert.equal(errorOf(res).code, 'invalid_request');
      assertNoEcho(res.body, '/v1/items', '%C0', '%FF');
    }
  });

  it('answers an id over 200 characters 414 uri_too_long, without the URL; 200 characters are still routed', async () => {
    const long = `${MARKER}${'x'.repeat(201 - MARKER.length)}`;
    const res = await t.request('GET', `/v1/items/${long}`, { token: writer });
    assert.equal(res.statusCode, 414);
    assert.equal(errorOf(res).code, 'uri_too_long');
    assertNoEcho(res.body, 'xxxxxxxxxx');
    const longest = await t.request('GET', `/v1/items/${'x'.repeat(200)}`, { token: writer });
    assert.notEqual(longest.statusCode, 414);
    assert.ok(['invalid_request', 'not_found'].includes(errorOf(longest).code), longest.body);
  });

  it('answers an unknown route 404 and a wrong method 405 without repeating the path or the method', async () => {
    const missing = await t.request('GET', `/v1/${MARKER}?x=${MARKER}`);
    assert.equal(missing.statusCode, 404);
    assert.equal(errorOf(missing).code, 'not_found');
    assertNoEcho(missing.body, '/v1/');
    const wrong = await t.request('DELETE', `/v1/items/${MARKER}/images/x/y`, { token: writer });
    assert.equal(wrong.statusCode, 404);
    assertNoEcho(wrong.body);
    const method = await t.request('PATCH', '/v1/me', { token: writer });
    assert.equal(method.statusCode, 405);
    assert.equal(errorOf(method).code, 'method_not_allowed');
    assertNoEcho(method.body, 'PATCH', '/v1/me');
  });

  it('answers a body type the route does not take 415 unsupported_media_type without the Content-Type', async () => {
    const res = await t.request('POST', '/v1/test/shops', {
      token: writer,
      key: 'k-415',
      headers: { 'content-type': `application/x-${MARKER}` },
      body: 'name=x',
    });
    assert.equal(res.statusCode, 415);
    assert.equal(errorOf(res).code, 'unsupported_media_type');
    assertNoEcho(res.body, 'application/x-');
  });

  it('answers a body over the limit 413 payload_too_large with Connection: close, and an empty or broken JSON body 400', async () => {
    const big = await t.request('POST', '/v1/test/shops', {
      token: writer,
      key: 'k-413',
      headers: { 'content-type': 'application/json' },
      body: `{"name":"${'x'.repeat(1024 * 1024)}"}`,
    });
    assert.equal(big.statusCode, 413);
    assert.equal(errorOf(big).code, 'payload_too_large');
    assert.equal(big.headers.connection, 'close');
    for (const body of ['', `{"name":"${MARKER}`]) {
      const res = await t.request('POST', '/v1/test/shops', {
        token: writer,
        key: `k-${body.length}`,
        headers: { 'content-type': 'application/json' },
        body,
      });
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorOf(res).code, 'invalid_request');
      assertNoEcho(res.body);
    }
  });

  it('answers oversized headers 431 headers_too_large in the error shape with Connection: close, then closes', async () => {
    const c = await RawConnection.open(port);
    c.write(`GET /v1/me HTTP/1.1\r\nHost: tenpo.test\r\nX-Big: ${MARKER}${'a'.repeat(20_000)}\r\n\r\n`);
    const res = await c.response();
    assert.equal(res.status, 431);
    assert.equal(res.headers.connection, 'close');
    assert.match(res.headers['content-type'] ?? '', /^application\/json/);
    assert.equal(rawErrorOf(res)?.code, 'headers_too_large', res.body);
    assertNoEcho(res.body, 'X-Big', 'aaaaaaaa');
    await c.closed;
  });

  it('answers a request the HTTP parser cannot read 400 invalid_request in the error shape with Connection: close', async () => {
    for (const request of [
      `GET /v1/me HTTP/1.1\r\nHost: tenpo.test\r\nBad Header ${MARKER}\r\n\r\n`,
      `${MARKER} / HTTP/1.1\r\n\r\n`,
      `GET /v1/me HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n`,
    ]) {
      const c = await RawConnection.open(port);
      c.write(request);
      const res = await c.response();
      assert.equal(res.status, 400, request);
      assert.equal(res.headers.connection, 'close');
      assert.equal(rawErrorOf(res)?.code, 'invalid_request', res.body);
      assertNoEcho(res.body);
      await c.closed;
    }
  });

  it('lets a keep-alive client go on after a 431: its next request succeeds', async () => {
    assert.equal((await fetch(`${origin}/healthz`)).status, 200, 'a kept-alive connection is open');
    const big = await fetch(`${origin}/v1/me`, { headers: { 'x-big': 'a'.repeat(20_000) } });
    assert.equal(big.status, 431);
    assert.equal(big.headers.get('connection'), 'close');
    const e = ((await big.json()) as { error: { code: string; request_id: string } }).error;
    assert.equal(e.code, 'headers_too_large');
    assert.equal(e.request_id, big.headers.get('x-request-id'));
    for (let i = 0; i < 3; i++) assert.equal((await fetch(`${origin}/healthz`)).status, 200);
  });

  it('keeps a keep-alive connection usable after 400, 414, 404, 405 and 415, and says Connection: close after 413', async () => {
    const c = await RawConnection.open(port);
    const auth = `Authorization: Bearer ${writer}\r\n`;
    const refusals: [string, number, string][] = [
      [`GET /v1/items/%C0%80 HTTP/1.1\r\nHost: tenpo.test\r\n${auth}\r\n`, 400, 'invalid_request'],
      [`GET /v1/items/${'x'.repeat(300)} HTTP/1.1\r\nHost: tenpo.test\r\n${auth}\r\n`, 414, 'uri_too_long'],
      [`GET /v1/${MARKER} HTTP/1.1\r\nHost: tenpo.test\r\n\r\n`, 404, 'not_found'],
      [`PATCH /v1/me HTTP/1.1\r\nHost: tenpo.test\r\n${auth}Content-Length: 2\r\n\r\n{}`, 405, 'method_not_allowed'],
      [
        `POST /v1/test/shops HTTP/1.1\r\nHost: tenpo.test\r\n${auth}Idempotency-Key: k-ka\r\nContent-Type: text/csv\r\nContent-Length: 3\r\n\r\na,b`,
        415,
        'unsupported_media_type',
      ],
      [
        `POST /v1/items/%C0%80 HTTP/1.1\r\nHost: tenpo.test\r\nContent-Type: application/json\r\nContent-Length: 8\r\n\r\n{"a":12}`,
        400,
        'invalid_request',
      ],
    ];
    const ids = new Set<string>();
    for (const [request, status, code] of refusals) {
      c.write(request);
      const res = await c.response();
      assert.equal(res.status, status, request.split('\r\n')[0]);
      assert.equal(rawErrorOf(res)?.code, code, res.body);
      assert.notEqual(res.headers.connection, 'close');
      ids.add(res.headers['x-request-id']!);
    }
    assert.equal(ids.size, refusals.length, 'one request id per refusal');
    c.write('GET /healthz HTTP/1.1\r\nHost: tenpo.test\r\n\r\n');
    assert.equal((await c.response()).status, 200, 'the connection still serves requests');

    const body = `{"name":"${'x'.repeat(1024 * 1024)}"}`;
    c.write(
      `POST /v1/test/shops HTTP/1.1\r\nHost: tenpo.test\r\n${auth}Idempotency-Key: k-big\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    const big = await c.response();
    assert.equal(big.status, 413);
    assert.equal(rawErrorOf(big)?.code, 'payload_too_large');
    assert.equal(big.headers.connection, 'close');
    await c.closed;
  });
});

describe('A request arriving while the server closes answers 503 service_unavailable in the error shape', () => {
  it('answers a request sent on a busy connection during shutdown 503 with Retry-After and Connection: close, after the in-flight one completes', async () => {
    const state = newTestRouteState();
    const t = await startTestApp({}, { extraRoutes: testWriteRoutes(state) });
    const port = Number(new URL(await listenTestApp(t)).port);
    const token = await t.token(['write_items']);
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    const atGate = new Promise<void>((resolve) => (state.onGate = resolve));
    const c = await RawConnection.open(port);
    c.write(
      `POST /v1/test/shops HTTP/1.1\r\nHost: tenpo.test\r\nAuthorization: Bearer ${token}\r\nIdempotency-Key: k-close\r\nContent-Type: application/json\r\nContent-Length: 12\r\n\r\n{"name":"x"}`,
    );
    await atGate;
    const closed = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    c.write('GET /healthz HTTP/1.1\r\nHost: tenpo.test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    assert.equal((await c.response()).status, 201, 'the in-flight write completes');
    const res = await c.response();
    assert.equal(res.status, 503);
    assert.equal(rawErrorOf(res)?.code, 'service_unavailable', res.body);
    assert.equal(res.headers.connection, 'close');
    assert.equal(res.headers['retry-after'], '1');
    await closed;
  });
});
