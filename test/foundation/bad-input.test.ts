import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { NUL_MESSAGE } from '../../src/http/input-checks.ts';
import { errorOf, startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { countShopsNamed, newTestRouteState, testWriteRoutes, type TestRouteState } from './test-routes.ts';

describe('Bad input on a JSON write route gets the documented error and writes nothing', () => {
  let t: TestApp;
  let state: TestRouteState;
  let token: string;
  let shopsBefore: number;
  before(async () => {
    state = newTestRouteState();
    t = await startTestApp({}, { extraRoutes: testWriteRoutes(state) });
    token = await t.token(['write_items']);
    shopsBefore = (await t.ctx.db.selectFrom('shops').select('id').execute()).length;
  });
  after(() => t.close());

  const raw = (payload: string | Buffer, contentType: string | null, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/test/shops',
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payload,
    });

  async function assertNothingWritten() {
    assert.equal(state.executions, 0);
    assert.equal((await t.ctx.db.selectFrom('shops').select('id').execute()).length, shopsBefore);
  }

  it('refuses text/plain on a JSON route with 415 unsupported_media_type', async () => {
    const res = await raw('{"name":"plain"}', 'text/plain');
    assert.equal(res.statusCode, 415);
    assert.equal(errorOf(res).code, 'unsupported_media_type');
    await assertNothingWritten();
  });

  it('refuses a form body on a JSON route with 415 unsupported_media_type', async () => {
    const res = await raw('name=form', 'application/x-www-form-urlencoded');
    assert.equal(res.statusCode, 415);
    assert.equal(errorOf(res).code, 'unsupported_media_type');
    await assertNothingWritten();
  });

  it('refuses a body over 1 MiB with 413 payload_too_large', async () => {
    const res = await raw(JSON.stringify({ name: 'big', note: 'x'.repeat(1024 * 1024 + 10) }), 'application/json');
    assert.equal(res.statusCode, 413);
    assert.equal(errorOf(res).code, 'payload_too_large');
    await assertNothingWritten();
  });

  it('refuses malformed JSON with 400 invalid_request', async () => {
    const res = await raw('{"name": "broken"', 'application/json');
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).code, 'invalid_request');
    await assertNothingWritten();
  });

  it('refuses an unknown field with 400 invalid_request and details naming the field', async () => {
    const res = await raw(JSON.stringify({ name: 'unknown-field', is_admin: true }), 'application/json');
    assert.equal(res.statusCode, 400);
    const e = errorOf(res);
    assert.equal(e.code, 'invalid_request');
    assert.ok(
      e.details?.some((d) => d.field === 'is_admin'),
      JSON.stringify(e.details),
    );
    await assertNothingWritten();
  });

  it('refuses a string where an integer is expected (no coercion) with 400 naming the field', async () => {
    const res = await raw(JSON.stringify({ name: 'coerce', quantity: '5' }), 'application/json');
    assert.equal(res.statusCode, 400);
    const e = errorOf(res);
    assert.ok(
      e.details?.some((d) => d.field === 'quantity'),
      JSON.stringify(e.details),
    );
    await assertNothingWritten();
  });

  it('refuses a number where a string is expected and a fractional integer (no coercion)', async () => {
    for (const body of [
      '{"name": 12345}',
      '{"name":"frac","quantity":1.5}',
      '{"name":"bool","quantity":true}',
      '{"name":"null","quantity":null}',
    ]) {
      const res = await raw(body, 'application/json');
      assert.equal(res.statusCode, 400, body);
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    await assertNothingWritten();
  });

  it('refuses huge numbers (1e308, 2^63, 1e400) and negative numbers with 400', async () => {
    for (const q of ['1e308', '9223372036854775808', '1e400', '-1', '-9223372036854775808']) {
      const res = await raw(`{"name":"huge","quantity":${q}}`, 'application/json');
      assert.equal(res.statusCode, 400, q);
      const e = errorOf(res);
      assert.equal(e.code, 'invalid_request');
      assert.ok(
        e.details?.some((d) => d.field === 'quantity'),
        `${q}: ${JSON.stringify(e.details)}`,
      );
    }
    await assertNothingWritten();
  });

  it('refuses a lone surrogate ("\\ud800") in a string with 400 invalid_request', async () => {
    for (const body of ['{"name":"bad \\ud800 name"}', '{"name":"ok","note":"\\udc00"}', '{"name\\ud800":"key"}']) {
      const res = await raw(body, 'application/json');
      assert.equal(res.statusCode, 400, body);
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    await assertNothingWritten();
  });

  it('refuses a __proto__ key (prototype pollution) with 400 invalid_request', async () => {
    for (const body of [
      '{"name":"proto","__proto__":{"is_admin":true}}',
      '{"name":"ctor","constructor":{"prototype":{"x":1}}}',
    ]) {
      const res = await raw(body, 'application/json');
      assert.equal(res.statusCode, 400, body);
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    assert.equal(({} as Record<string, unknown>).is_admin, undefined);
    await assertNothingWritten();
  });

  it('refuses an empty body on a write with 400 invalid_request (with or without a JSON content type)', async () => {
    for (const [payload, type] of [
      ['', 'application/json'],
      ['   ', 'application/json'],
      ['', null],
    ] as const) {
      const res = await raw(payload, type);
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} ${type}`);
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    for (const body of ['null', '[]', '"name"', '42']) {
      const res = await raw(body, 'application/json');
      assert.equal(res.statusCode, 400, body);
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    await assertNothingWritten();
  });

  it('refuses a NUL character in any string or field name of a JSON body with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['{"name":"a\\u0000b"}', 'name'],
      ['{"name":"ok","note":"\\u0000"}', 'note'],
      ['{"name":"ok","a\\u0000b":1}', 'a\u0000b'],
      ['"\\u0000"', 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await raw(body, 'application/json');
      assert.equal(res.statusCode, 400, body);
      const e = errorOf(res);
      assert.equal(e.code, 'invalid_request');
      assert.equal(e.details?.[0]?.field, field, body);
      assert.match(e.details[0].message, /must not contain the NUL character/);
    }
    await assertNothingWritten();
  });

  it('refuses a body nested deeper than 64 levels with 400 before anything else reads it, with or without escapes', async () => {
    for (const inner of ['1', '"\\u0041"']) {
      for (const depth of [65, 10_000, 100_000]) {
        const res = await raw(
          `{"name":"deep","note":${'['.repeat(depth)}${inner}${']'.repeat(depth)}}`,
          'application/json',
        );
        assert.equal(res.statusCode, 400, `${depth}`);
        assert.deepEqual(errorOf(res).details, [{ field: 'body', message: 'must not nest deeper than 64 levels' }]);
      }
    }
    // 64 levels pass the parser (and then fail the schema: note is a string).
    const res = await raw(`{"name":"deep","note":${'['.repeat(63)}${']'.repeat(63)}}`, 'application/json');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      errorOf(res).details?.map((d) => d.field),
      ['note'],
    );
    await assertNothingWritten();
  });

  it('lists at most 100 details and says how many problems there were in details_total', async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `"k${i}":0`).join(',');
    const res = await raw(`{"name":"many",${keys}}`, 'application/json');
    assert.equal(res.statusCode, 400);
    const e = res.json().error;
    assert.equal(e.request_id, res.headers['x-request-id']);
    assert.equal(e.details.length, 100);
    assert.equal(e.details_total, 500);
    assert.deepEqual(e.details[0], { field: 'k0', message: 'is not a known field' });
    // Few problems: every one is listed and details_total is absent.
    const few = (await raw('{"name":12,"quantity":"x","extra":1}', 'application/json')).json().error;
    assert.equal(few.details.length, 3);
    assert.equal(few.details_total, undefined);
    await assertNothingWritten();
  });

  it('refuses a body of 60,000 unknown keys cheaply: its first problem only, in a small answer', async () => {
    const res = await raw(`{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":0`).join(',')}}`, 'application/json');
    assert.equal(res.statusCode, 400);
    assert.ok(res.body.length < 1000, `${res.body.length} bytes`);
    assert.equal(errorOf(res).details?.length, 1);
    await assertNothingWritten();
  });

  it('refuses an over-long string (name over 64 characters) with 400 naming the field', async () => {
    const res = await raw(JSON.stringify({ name: 'n'.repeat(65) }), 'application/json');
    assert.equal(res.statusCode, 400);
    assert.ok(errorOf(res).details?.some((d) => d.field === 'name'));
    await assertNothingWritten();
  });

  it('accepts unicode names (emoji, Japanese, combining marks) and round-trips them exactly', async () => {
    const names = ['珈琲豆 ブレンド 🫘', '👩‍👩‍👧‍👦 family', 'Cafe\u0301 ñ', 'ｶﾀｶﾅ半角'];
    for (const name of names) {
      const res = await t.post('/v1/test/shops', token, { name, note: `メモ ${name}` });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().data.name, name);
      const row = await t.ctx.db
        .selectFrom('shops')
        .selectAll()
        .where('id', '=', res.json().data.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.name, name);
      assert.equal(row.url, `メモ ${name}`);
      assert.equal(await countShopsNamed(t.ctx.db, name), 1);
    }
  });
});

describe('JSON bodies without escapes skip the per-string Unicode check', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({}, { extraRoutes: testWriteRoutes(newTestRouteState()) });
    token = await t.token(['write_items']);
  });
  after(() => t.close());

  const raw = (payload: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/test/shops',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json; charset=utf-8',
      },
    });

  it('a surrogate sent as raw UTF-8 bytes (not a \\u escape) arrives as U+FFFD, never as a lone surrogate', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"raw '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    const res = await raw(bytes);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().data.name, 'raw \ufffd\ufffd\ufffd');
  });
});

describe('NUL characters and deep bodies are refused on every kind of input, alike on both databases', () => {
  let t: TestApp;
  let token: string;
  let client: TestClient;
  let itemId: string;
  before(async () => {
    t = await startTestApp();
    client = await t.client(['write_items', 'read_items']);
    token = client.token;
    itemId = (await createTestItem(t, token)).id;
  });
  after(() => t.close());

  it('a NUL in a path parameter is 400 invalid_request naming the parameter', async () => {
    for (const url of ['/v1/items/a%00b', `/v1/items/${itemId}%00`, '/v1/categories/%00']) {
      const res = await t.get(url, token);
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.deepEqual(errorOf(res).details, [{ field: 'id', message: 'must not contain the NUL character' }]);
    }
  });

  it("a NUL in a query value or an unknown query parameter's name is 400 invalid_request naming it", async () => {
    const res = await t.get('/v1/items?sku=A%00', token);
    assert.deepEqual(errorOf(res).details, [{ field: 'sku', message: 'must not contain the NUL character' }]);
    const named = await t.get('/v1/items?a%00=1', token);
    assert.equal(named.statusCode, 400);
    assert.equal(errorOf(named).code, 'invalid_request');
  });

  it('a body nested 10,000 levels deep in a field of any type (an edit of sku) is 400, not a stack overflow', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/items/${itemId}`,
      payload: `{"sku":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
      },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(errorOf(res).code, 'invalid_request');
  });

  const tokenRequest = (payload: string, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    });

  it('the token endpoint answers a NUL in a form field or in Basic credentials with RFC 6749 invalid_request', async () => {
    const form = await tokenRequest(
      `grant_type=client_credentials&client_id=${client.clientId}%00&client_secret=${client.clientSecret}`,
    );
    assert.equal(form.statusCode, 400, form.body);
    assert.deepEqual(form.json(), {
      error: 'invalid_request',
      error_description: 'client_id must not contain the NUL character',
    });
    const basic = await tokenRequest(
      'grant_type=client_credentials',
      `Basic ${Buffer.from(`${client.clientId}\u0000:x`).toString('base64')}`,
    );
    assert.equal(basic.statusCode, 400, basic.body);
    assert.equal(basic.json().error, 'invalid_request');
    const encoded = await tokenRequest(
      'grant_type=client_credentials',
      `Basic ${Buffer.from(`${client.clientId}%00:x`).toString('base64')}`,
    );
    assert.equal(encoded.statusCode, 400, encoded.body);
  });

  it('the token and revocation endpoints answer a NUL in a secret, refresh token or authorization code with 400 invalid_request', async () => {
    const auth = `client_id=${client.clientId}&client_secret=${client.clientSecret}`;
    for (const [url, payload, field] of [
      [
        '/v1/oauth/token',
        `grant_type=client_credentials&client_id=${client.clientId}&client_secret=x%00`,
        'client_secret',
      ],
      ['/v1/oauth/token', `grant_type=refresh_token&refresh_token=rt_%00&${auth}`, 'refresh_token'],
      [
        '/v1/oauth/token',
        `grant_type=authorization_code&code=%00&redirect_uri=https%3A%2F%2Fa.test&code_verifier=${'v'.repeat(43)}&${auth}`,
        'code',
      ],
      ['/v1/oauth/revoke', `token=rt_%00&${auth}`, 'token'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.deepEqual(res.json(), { error: 'invalid_request', error_description: `${field} ${NUL_MESSAGE}` });
    }
  });

  it('a console session cookie holding NUL is a signed-out visitor: sent to sign in, no database error', async () => {
    for (const cookie of ['tenpo_console=%00', `tenpo_console=${'a'.repeat(40)}%00`]) {
      const res = await t.app.inject({ method: 'GET', url: '/console/shop', headers: { cookie } });
      assert.equal(res.statusCode, 303, `${JSON.stringify(cookie)}: ${res.body}`);
      assert.match(res.headers.location as string, /^\/console\/sign-in/);
    }
  });

  it('the token endpoint answers Basic credentials with a stray % with 401 invalid_client', async () => {
    const res = await tokenRequest(
      'grant_type=client_credentials',
      `Basic ${Buffer.from('%E9:secret').toString('base64')}`,
    );
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(res.json().error, 'invalid_client');
  });
});
