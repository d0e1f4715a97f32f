import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DRAIN_LIMIT } from '../../src/http/unread-body.ts';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { listenTestApp } from '../helpers/console.ts';
import { RawConnection, rawErrorOf, type RawResponse } from '../helpers/raw-http.ts';

const MB = 1024 * 1024;
/** What a refused request declares it will send. */
const DECLARED = 50 * MB;
/** What it sends before the answer: far less than it declared. */
const SENT = '{"name":"aaaaaaaaaa"';

describe('Requests refused for who sends them or for their content type are answered before their body is read', () => {
  let t: TestApp;
  let port: number;
  let client: TestClient;
  /** The server's end of every connection by the client's port, to read how many bytes it took. */
  const serverSockets = new Map<number | undefined, Socket>();
  before(async () => {
    t = await startTestApp();
    client = await t.client(['write_items', 'read_items']);
    port = Number(new URL(await listenTestApp(t)).port);
    t.app.server.on('connection', (s: Socket) => serverSockets.set(s.remotePort, s));
  });
  after(() => t.close());

  /** Sends the head with this Content-Length (or chunked) and a few bytes of body; the answer comes while the rest is missing. */
  async function sendPartly(
    head: string,
    declared: number | 'chunked',
  ): Promise<{ c: RawConnection; res: RawResponse }> {
    const c = await RawConnection.open(port);
    const length = declared === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${declared}`;
    const body = declared === 'chunked' ? `${SENT.length.toString(16)}\r\n${SENT}\r\n` : SENT;
    c.write(`${head.trim().replace(/\n/g, '\r\n')}\r\nHost: tenpo.test\r\n${length}\r\n\r\n${body}`);
    return { c, res: await c.response() };
  }

  /** Keeps sending body bytes until the server closes the connection; answers how many the server read. */
  async function closedUnread(c: RawConnection): Promise<number> {
    const server = serverSockets.get(c.socket.localPort);
    assert.ok(server, 'the server saw the connection');
    const chunk = 'x'.repeat(64 * 1024);
    const deadline = Date.now() + 10_000;
    // Up to 8 MB more: a server that drained the body would read all of it and keep the connection.
    for (let sent = 0; c.closedAt === null && sent < 8 * MB && Date.now() < deadline; sent += chunk.length) {
      c.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.race([c.closed, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
    assert.notEqual(c.closedAt, null, 'the server closed the connection instead of reading the rest of the body');
    c.destroy();
    return server.bytesRead;
  }

  const assertRefused = (res: RawResponse, status: number, code: string) => {
    assert.equal(res.status, status, res.body);
    assert.equal(rawErrorOf(res)?.code, code, res.body);
    assert.equal(res.headers.connection, 'close');
  };

  it('an API write without a valid token, declaring 50 MB: 401 at once, and the connection closes with the body unread', async () => {
    for (const head of [
      'POST /v1/items HTTP/1.1\nContent-Type: application/json',
      'POST /v1/items HTTP/1.1\nContent-Type: application/json\nAuthorization: Bearer not.a.token',
      `POST /v1/items/itm_x/images HTTP/1.1\nContent-Type: multipart/form-data; boundary=b`,
      'POST /storefront/v1/cart/lines HTTP/1.1\nContent-Type: application/json',
    ]) {
      const { c, res } = await sendPartly(head, DECLARED);
      assertRefused(res, 401, 'invalid_token');
      assert.ok((await closedUnread(c)) < MB, head);
    }
  });

  it('a body of unknown length (chunked) without a token: 401 at once, and the connection closes', async () => {
    const { c, res } = await sendPartly('POST /v1/items HTTP/1.1\nContent-Type: application/json', 'chunked');
    assertRefused(res, 401, 'invalid_token');
    assert.ok((await closedUnread(c)) < MB);
  });

  it('a content type the route does not take, with a valid token: 415 at once, and the connection closes', async () => {
    const { c, res } = await sendPartly(
      `POST /v1/items HTTP/1.1\nContent-Type: text/plain\nAuthorization: Bearer ${client.token}\nIdempotency-Key: k-415`,
      DECLARED,
    );
    assertRefused(res, 415, 'unsupported_media_type');
    assert.ok((await closedUnread(c)) < MB);
  });

  it('the token endpoint refuses a 50 MB form or another content type at once (RFC 6749 invalid_request), and closes', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/json']) {
      const { c, res } = await sendPartly(`POST /v1/oauth/token HTTP/1.1\nContent-Type: ${type}`, DECLARED);
      assert.equal(res.status, 400, res.body);
      assert.equal((JSON.parse(res.body) as { error: string }).error, 'invalid_request');
      assert.equal(res.headers.connection, 'close');
      assert.ok((await closedUnread(c)) < MB, type);
    }
  });

  it('a console form posted without a session is sent to sign in before its body is read', async () => {
    const { c, res } = await sendPartly(
      'POST /console/shop HTTP/1.1\nContent-Type: application/x-www-form-urlencoded',
      60_000,
    );
    assert.equal(res.status, 303, res.body);
    assert.match(res.headers.location ?? '', /^\/console\/sign-in/);
    c.destroy();
    const big = await sendPartly(
      'POST /console/shop HTTP/1.1\nContent-Type: application/x-www-form-urlencoded',
      DECLARED,
    );
    assert.equal(big.res.status, 303);
    assert.equal(big.res.headers.connection, 'close');
    assert.ok((await closedUnread(big.c)) < MB);
  });

  it(`a small unread rest (at most ${DRAIN_LIMIT / 1024} KiB) is drained and the connection serves the next request`, async () => {
    const declared = SENT.length + 1000;
    const { c, res } = await sendPartly('POST /v1/items HTTP/1.1\nContent-Type: application/json', declared);
    assert.equal(res.status, 401);
    assert.notEqual(res.headers.connection, 'close');
    c.write(' '.repeat(declared - SENT.length));
    c.write('GET /healthz HTTP/1.1\r\nHost: tenpo.test\r\n\r\n');
    assert.equal((await c.response()).status, 200);
    c.destroy();
  });

  it('public routes still read their bodies: the token endpoint issues a token over the same kind of connection, and keeps it open', async () => {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }).toString();
    const c = await RawConnection.open(port);
    for (let i = 0; i < 2; i++) {
      c.write(
        `POST /v1/oauth/token HTTP/1.1\r\nHost: tenpo.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`,
      );
      const res = await c.response();
      assert.equal(res.status, 200, res.body);
      assert.notEqual(res.headers.connection, 'close');
    }
    c.destroy();
  });
});
