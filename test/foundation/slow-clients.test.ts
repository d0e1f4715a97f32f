import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { countRows, sqlitePassOnly } from '../helpers/db.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp } from '../helpers/console.ts';
import { RawConnection, rawErrorOf, type RawResponse } from '../helpers/raw-http.ts';
import { newTestRouteState, testWriteRoutes } from './test-routes.ts';

// Short timeouts so the test runs in seconds; the defaults are asserted separately below. Nothing
// here bounds how late a timeout fires (a loaded machine fires them late): a connection is cut with
// 408 request_timeout, which only a timeout answers, never before its timeout (the server counts
// from its own first sight of the request, after the client's connect), and the listening server
// carries the configured values.
const HEADERS_MS = 3000;
const REQUEST_MS = 4500;
const KEEP_ALIVE_MS = 500;

const SLOW_HEADER_CLIENTS = 1000;
const SLOW_BODY_CLIENTS = 300;

function assertTimedOut(res: RawResponse): void {
  assert.equal(res.status, 408);
  assert.equal(res.headers.connection, 'close');
  const e = rawErrorOf(res);
  assert.ok(e, `error shape: ${res.body}`);
  assert.equal(e.code, 'request_timeout');
  assert.match(e.request_id, /^req_/);
}

// SQLite pass only: timeouts are the HTTP server's, the same whatever the database.
const httpOnly = sqlitePassOnly('the HTTP server times out alike on both databases');

describe('Slow clients are cut off by the header, request and keep-alive timeouts', httpOnly, () => {
  let t: TestApp;
  let port: number;
  const state = newTestRouteState();
  before(async () => {
    t = await startTestApp(
      {
        HEADERS_TIMEOUT_MS: String(HEADERS_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_MS),
        KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
      },
      { extraRoutes: testWriteRoutes(state) },
    );
    port = Number(new URL(await listenTestApp(t)).port);
    const server = t.app.server;
    assert.deepEqual(
      [server.headersTimeout, server.requestTimeout, server.keepAliveTimeout],
      [HEADERS_MS, REQUEST_MS, KEEP_ALIVE_MS],
    );
  });
  after(() => t.close());

  it(
    `answers ${SLOW_HEADER_CLIENTS} slow-header and ${SLOW_BODY_CLIENTS} slow-body connections 408 request_timeout and closes them, and serves a normal request while they are open`,
    { timeout: 180_000 },
    async () => {
      const token = await t.token(['read_users', 'write_items']);
      const shopsBefore = await countRows(t, 'shops');
      const opened = (request: (i: number) => string) => async (_: unknown, i: number) => {
        const c = await RawConnection.open(port);
        c.write(request(i));
        return c;
      };
      // Opened 100 at a time: 1,300 connects at once overflow the listen backlog, and the kernel resets some
      // before the server sees them. Each connection's lifetime is measured from its own connect.
      const openAll = async (count: number, request: (i: number) => string) => {
        const all: RawConnection[] = [];
        for (let from = 0; from < count; from += 100) {
          all.push(
            ...(await Promise.all(
              Array.from({ length: Math.min(100, count - from) }, (_, k) => opened(request)(null, from + k)),
            )),
          );
        }
        return all;
      };
      const slowHeaders = await openAll(SLOW_HEADER_CLIENTS, () => 'GET /v1/me HTTP/1.1\r\nHost: tenpo.test\r\n');
      const slowBodies = await openAll(
        SLOW_BODY_CLIENTS,
        (i) =>
          `POST /v1/test/shops HTTP/1.1\r\nHost: tenpo.test\r\nAuthorization: Bearer ${token}\r\nIdempotency-Key: slow-${i}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"',
      );
      // Every 200 ms each sends a little more: never idle, never done.
      let n = 0;
      const drip = setInterval(() => {
        n += 1;
        for (const c of slowHeaders) c.write(`X-Slow-${n}: y\r\n`);
        for (const c of slowBodies) c.write('a');
      }, 200);
      try {
        // While they are open, a normal request is served (the slow clients share this process's event
        // loop). The slow bodies were opened last, just before it: whatever this machine's speed, they
        // are still open when it is answered unless it waited out a whole request timeout.
        const me = await fetch(`http://127.0.0.1:${port}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
        assert.equal(me.status, 200);
        const open = slowBodies.filter((c) => c.closedAt === null).length;
        assert.ok(open > 0, 'the normal request was answered while slow clients were still connected');

        await Promise.all(slowHeaders.map((c) => c.closed));
        const headerLifetimes = slowHeaders.map((c) => c.closedAt! - c.connectedAt);
        assert.ok(
          Math.min(...headerLifetimes) >= HEADERS_MS - 100,
          `a slow-header connection was cut after ${Math.min(...headerLifetimes)} ms`,
        );
        for (const c of slowHeaders) assertTimedOut(await c.response());

        await Promise.all(slowBodies.map((c) => c.closed));
        const bodyLifetimes = slowBodies.map((c) => c.closedAt! - c.connectedAt);
        assert.ok(
          Math.min(...bodyLifetimes) >= REQUEST_MS - 100,
          `a slow-body connection was cut after ${Math.min(...bodyLifetimes)} ms`,
        );
        for (const c of slowBodies) assertTimedOut(await c.response());
      } finally {
        clearInterval(drip);
        for (const c of [...slowHeaders, ...slowBodies]) c.destroy();
      }
      assert.equal(state.executions, 0, 'no timed-out write ran');
      assert.equal(await countRows(t, 'shops'), shopsBefore, 'no timed-out write left a row');
    },
  );

  it('applies the header timeout to a later request on a kept-alive connection', { timeout: 120_000 }, async () => {
    const c = await RawConnection.open(port);
    c.write('GET /healthz HTTP/1.1\r\nHost: tenpo.test\r\n\r\n');
    assert.equal((await c.response()).status, 200);
    const started = Date.now();
    c.write('GET /healthz HTTP/1.1\r\nHost: tenpo.test\r\n');
    const drip = setInterval(() => c.write('X-Slow: y\r\n'), 200);
    try {
      assertTimedOut(await c.response());
      await c.closed;
      assert.ok(c.closedAt! - started >= HEADERS_MS - 100, `cut after ${c.closedAt! - started} ms`);
    } finally {
      clearInterval(drip);
    }
  });

  it(
    'closes an idle kept-alive connection after the keep-alive timeout, without a response',
    { timeout: 120_000 },
    async () => {
      const c = await RawConnection.open(port);
      c.write('GET /healthz HTTP/1.1\r\nHost: tenpo.test\r\n\r\n');
      const res = await c.response();
      assert.equal(res.status, 200);
      await c.closed;
      assert.equal(c.unread(), '', 'closed without a response');
    },
  );
});

describe('Server timeouts: defaults and configuration', httpOnly, () => {
  it('defaults to 10 s for headers, 30 s for a whole request and 72 s of keep-alive, on the listening server', async () => {
    assert.deepEqual(loadConfig({}).timeouts, { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 72_000 });
    const t = await startTestApp();
    try {
      const server = t.app.server;
      assert.equal(server.headersTimeout, 10_000);
      assert.equal(server.requestTimeout, 30_000);
      assert.equal(server.keepAliveTimeout, 72_000);
    } finally {
      await t.close();
    }
  });

  it('refuses a header timeout longer than the request timeout, naming both variables', () => {
    assert.throws(() => loadConfig({ HEADERS_TIMEOUT_MS: '40000' }), /HEADERS_TIMEOUT_MS.*REQUEST_TIMEOUT_MS/);
    assert.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' }), /REQUEST_TIMEOUT_MS/);
    assert.equal(
      loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '1000' }).timeouts
        .keepAliveMs,
      1000,
    );
  });
});
