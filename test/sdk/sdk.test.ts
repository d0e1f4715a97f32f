import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createTenpo,
  TenpoError,
  verifyWebhook,
  WebhookVerificationError,
} from '../../clients/typescript/src/index.ts';
import { ALL_SCOPES } from '../../src/lib/scopes.ts';
import { signatureHeader } from '../../src/webhooks/signing.ts';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { insertOrder } from '../helpers/orders.ts';

type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: any }> }>;
};

describe('TypeScript SDK (clients/typescript) against the real server', () => {
  let t: TestApp;
  let baseUrl: string;
  let client: TestClient;
  before(async () => {
    t = await startTestApp({ STOREFRONT_DEV_LOGIN: 'true' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = await t.client([...ALL_SCOPES]);
  });
  after(() => t.close());

  /** A transport that counts what it sends and may answer some requests itself. */
  function recording(answer?: (request: Request, n: number) => Response | undefined) {
    const sent: Request[] = [];
    const transport = async (request: Request) => {
      sent.push(request.clone());
      return answer?.(request, sent.length) ?? fetch(request);
    };
    return { sent, transport };
  }

  it('fetches a client-credentials token once for concurrent calls and renews it before it expires', async () => {
    let clock = Date.now();
    const { sent, transport } = recording();
    const tenpo = createTenpo({ baseUrl, ...credentials(), fetch: transport, now: () => clock });
    await Promise.all([tenpo.api.GET('/v1/me'), tenpo.api.GET('/v1/me')]);
    const tokenRequests = () => sent.filter((r) => r.url.endsWith('/v1/oauth/token')).length;
    assert.equal(tokenRequests(), 1);
    clock += (t.config.accessTokenTtl - 30) * 1000; // inside the renewal margin (60 s by default)
    const me = await tenpo.api.GET('/v1/me');
    assert.equal(me.response.status, 200);
    assert.equal(tokenRequests(), 2);
  });

  it('fetches a new token once when a call answers 401 (a key rotated or the token revoked), then keeps the answer', async () => {
    const { sent, transport } = recording((request) =>
      request.url.endsWith('/v1/me') && sent.filter((r) => r.url.endsWith('/v1/me')).length === 1
        ? new Response('{"error":{"code":"invalid_token","message":"revoked","request_id":"r"}}', { status: 401 })
        : undefined,
    );
    const tenpo = createTenpo({ baseUrl, ...credentials(), fetch: transport });
    const me = await tenpo.api.GET('/v1/me');
    assert.equal(me.response.status, 200);
    assert.equal(sent.filter((r) => r.url.endsWith('/v1/oauth/token')).length, 2);
    const fixed = createTenpo({ baseUrl, accessToken: 'not-a-token', fetch: transport });
    const refused = await fixed.api.GET('/v1/me');
    assert.equal(refused.response.status, 401, 'a token given by the caller is not renewed');
  });

  it('sends one Idempotency-Key per write and the same one on each retry of it, so the write happens once', async () => {
    const category = await createTestCategory(t);
    // The first attempt's answer is lost (503 from a proxy, say); the retry reaches the server.
    const { sent, transport } = recording((request, n) =>
      request.method === 'POST' && n <= 2 && !request.url.endsWith('/oauth/token')
        ? new Response('{}', { status: 503, headers: { 'Retry-After': '0' } })
        : undefined,
    );
    const tenpo = createTenpo({ baseUrl, ...credentials(), fetch: transport, sleep: async () => {} });
    const first = await tenpo.api.POST('/v1/categories', { body: { name: 'Retried' } });
    const second = await tenpo.api.POST('/v1/categories', { body: { name: 'Retried' } });
    assert.equal(first.response.status, 201);
    assert.equal(second.response.status, 201);
    const keys = sent.filter((r) => r.method === 'POST' && !r.url.endsWith('/oauth/token'));
    assert.equal(keys.length, 3);
    assert.equal(keys[0]!.headers.get('Idempotency-Key'), keys[1]!.headers.get('Idempotency-Key'));
    assert.notEqual(keys[1]!.headers.get('Idempotency-Key'), keys[2]!.headers.get('Idempotency-Key'));
    const listed = await tenpo.api.GET('/v1/categories', { params: { query: { limit: 100 } } });
    assert.equal(listed.data!.data.filter((c) => c.name === 'Retried').length, 2);
    assert.notEqual(first.data!.data.id, category.id);
  });

  it('keeps an Idempotency-Key given by the caller', async () => {
    const { sent, transport } = recording();
    const tenpo = createTenpo({ baseUrl, ...credentials(), fetch: transport });
    const key = 'my-own-key-0001';
    const a = await tenpo.api.POST('/v1/categories', {
      params: { header: { 'Idempotency-Key': key } },
      body: { name: 'Keyed' },
    });
    const b = await tenpo.api.POST('/v1/categories', {
      params: { header: { 'Idempotency-Key': key } },
      body: { name: 'Keyed' },
    });
    assert.equal(b.response.headers.get('Idempotent-Replay'), 'true');
    assert.equal(a.data!.data.id, b.data!.data.id);
    assert.ok(
      sent
        .filter((r) => r.method === 'POST')
        .every((r) => r.url.endsWith('/oauth/token') || r.headers.get('Idempotency-Key') === key),
    );
  });

  it('waits as Retry-After says on 429 and 503, backs off without it, and gives the last answer after its attempts', async () => {
    const waits: number[] = [];
    const { transport } = recording((request, n) =>
      request.url.endsWith('/v1/me') && n <= 4
        ? new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'slow down', request_id: 'r' } }), {
            status: 429,
            headers: n === 2 ? { 'Retry-After': '3' } : {},
          })
        : undefined,
    );
    const tenpo = createTenpo({
      baseUrl,
      ...credentials(),
      fetch: transport,
      attempts: 3,
      backoffMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    const limited = await tenpo.api.GET('/v1/me');
    assert.equal(limited.response.status, 429);
    assert.equal((limited.error as { error: { code: string } }).error.code, 'rate_limited');
    assert.equal(waits[0], 3000);
    assert.ok(waits[1]! >= 100 && waits[1]! <= 200, `backoff ${waits[1]}`);
    const ok = await tenpo.api.GET('/v1/me');
    assert.equal(ok.response.status, 200);
  });

  it('paginate walks every page of a list', async () => {
    const tenpo = createTenpo({ baseUrl, ...credentials() });
    const names = ['P1', 'P2', 'P3', 'P4', 'P5'];
    for (const name of names) await tenpo.api.POST('/v1/categories', { body: { name } });
    const seen: string[] = [];
    for await (const category of tenpo.paginate(
      (page) => tenpo.api.GET('/v1/categories', { params: { query: page } }),
      2,
    ))
      seen.push(category.name);
    for (const name of names) assert.ok(seen.includes(name), name);
    const total = (await tenpo.api.GET('/v1/categories')).data!.pagination.total;
    assert.equal(seen.length, total);
  });

  it('orderChanges walks the sync cursor once through every order, and from the saved cursor sees only later changes', async () => {
    const tenpo = createTenpo({ baseUrl, ...credentials() });
    const placed = [await insertOrder(t), await insertOrder(t), await insertOrder(t)];
    const seen = [];
    for await (const order of tenpo.orderChanges({ updated_since: '1970-01-01T00:00:00Z' }, { limit: 2 }))
      seen.push(order);
    for (const order of placed) assert.equal(seen.filter((o) => o.id === order.id).length, 1);
    const last = seen.at(-1)!;
    const later = [];
    for await (const order of tenpo.orderChanges({ updated_since: last.updated_at, after_id: last.id }))
      later.push(order);
    assert.deepEqual(later, []);
  });

  it('raises TenpoError with the code and request id when the credentials are refused', async () => {
    const tenpo = createTenpo({ baseUrl, clientId: client.clientId, clientSecret: 'wrong' });
    await assert.rejects(tenpo.accessToken(), (err: unknown) => err instanceof TenpoError && err.status === 401);
  });

  it('verifyWebhook accepts what the server signs (both secrets during a rotation) and refuses anything else', () => {
    const secret = 'whsec_' + Buffer.from('k'.repeat(24)).toString('base64');
    const other = 'whsec_' + Buffer.from('o'.repeat(24)).toString('base64');
    const body = JSON.stringify({ id: 'evt_1', type: 'order.paid', data: { object: {} } });
    const now = 1_800_000_000;
    const headers = (secrets: string[], ts = now) => ({
      'webhook-id': 'evt_1',
      'webhook-timestamp': String(ts),
      'webhook-signature': signatureHeader(secrets, 'evt_1', ts, body),
    });
    const clock = { now: () => now * 1000 };
    assert.deepEqual(verifyWebhook(secret, headers([secret]), body, clock), JSON.parse(body));
    assert.ok(verifyWebhook(secret, new Headers(headers([other, secret])), Buffer.from(body), clock));
    assert.throws(() => verifyWebhook(secret, headers([other]), body, clock), WebhookVerificationError);
    assert.throws(() => verifyWebhook(secret, headers([secret]), body + ' ', clock), WebhookVerificationError);
    assert.throws(() => verifyWebhook(secret, headers([secret], now - 301), body, clock), WebhookVerificationError);
  });

  it('drives every operation of the document through the SDK, each answering a status it documents (errors with a code of its enum)', async () => {
    const doc = (await t.request('GET', '/v1/openapi.json')).json();
    const tenpo = createTenpo({ baseUrl, ...credentials() });
    const item = await createTestItem(t, client.token);
    const order = await insertOrder(t);
    const signIn = await tenpo.api.POST('/storefront/v1/shops/{shopId}/session', {
      params: { path: { shopId: t.shopId } },
      body: { line_user_id: 'Unewcomer0001' } as never,
    });
    const shopperToken = (signIn.data as { data: { token: string } } | undefined)?.data.token;
    assert.ok(shopperToken, `signed in: ${signIn.response.status}`);
    const ids: Record<string, string> = {
      id: item.id,
      shopId: t.shopId,
      orderId: order.id,
      order_shipping_id: order.shippingIds[0]!,
      variantId: 'var_none',
      imageId: 'img_none',
      tracking_id: 'trk_none',
      delivery_id: 'dlv_none',
      lineId: 'line_none',
    };
    let called = 0;
    let succeeded = 0;
    const problems: string[] = [];
    for (const [template, methods] of Object.entries<Record<string, Operation>>(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (template === '/storefront/v1/session' && method === 'delete') continue; // would end the session the others use
        const pathParams = Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, ids[p.name] ?? 'none']),
        );
        const media = op.requestBody?.content;
        const body = media?.['application/json']?.example ?? media?.['application/x-www-form-urlencoded']?.example;
        const shopper = template.startsWith('/storefront/');
        const res = await tenpo.api.request(
          method as 'get',
          template as '/v1/me',
          {
            params: { path: pathParams } as never,
            ...(body !== undefined ? { body: body as never } : {}),
            ...(shopper ? { headers: { Authorization: `Shopper ${shopperToken}` } } : {}),
            ...(media && !media['application/json']
              ? {
                  bodySerializer: (b: unknown) => new URLSearchParams(b as Record<string, string>).toString(),
                  headers: { 'Content-Type': Object.keys(media)[0]! },
                }
              : {}),
          } as never,
        );
        called++;
        const status = String(res.response.status);
        const documented = op.responses[status];
        if (!documented) {
          problems.push(`${method} ${template}: ${status} is not documented`);
          continue;
        }
        if (res.response.status < 400) {
          succeeded++;
          continue;
        }
        const allowed: string[] | undefined =
          documented.content?.['application/json']?.schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum;
        const code = (res.error as { error?: { code?: string } } | undefined)?.error?.code;
        if (allowed && !allowed.includes(String(code)))
          problems.push(`${method} ${template}: ${status} ${code} is not among ${allowed.join(', ')}`);
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(called >= 45, `${called} operations called`);
    assert.ok(succeeded >= 15, `${succeeded} of ${called} succeeded`);
  });

  function credentials() {
    return { clientId: client.clientId, clientSecret: client.clientSecret };
  }
});
