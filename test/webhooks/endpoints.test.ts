import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';

async function endpointCount(t: TestApp): Promise<number> {
  return (await t.ctx.db.selectFrom('webhook_endpoints').select('id').execute()).length;
}

describe('webhook endpoints', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  test("create answers 201 with the whsec_ secret once; get, list, patch and delete manage the client's own", async () => {
    const token = await t.token(['read_orders']);
    const created = await t.post('/v1/webhook_endpoints', token, {
      url: 'https://1.1.1.1/hooks',
      topics: ['order.created', 'tracking.registered'],
      description: 'ERP',
    });
    assert.equal(created.statusCode, 201, created.body);
    const endpoint = created.json().data;
    assert.match(endpoint.secret, /^whsec_[A-Za-z0-9+/]{32}$/, '24 random bytes, base64');
    assert.deepEqual(Object.keys(endpoint).sort(), [
      'created_at',
      'description',
      'enabled',
      'id',
      'secret',
      'topics',
      'url',
    ]);
    const got = (await t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).json().data;
    assert.equal('secret' in got, false, 'the secret is shown once');
    assert.deepEqual(got, {
      id: endpoint.id,
      url: 'https://1.1.1.1/hooks',
      topics: ['order.created', 'tracking.registered'],
      description: 'ERP',
      enabled: true,
      created_at: endpoint.created_at,
    });
    const list = (await t.get('/v1/webhook_endpoints', token)).json();
    assert.deepEqual(list, { data: [got], pagination: { limit: 20, offset: 0, total: 1 } });
    const patched = await t.patch(`/v1/webhook_endpoints/${endpoint.id}`, token, {
      enabled: false,
      topics: ['order.paid'],
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.deepEqual([patched.json().data.enabled, patched.json().data.topics], [false, ['order.paid']]);
    assert.equal((await t.del(`/v1/webhook_endpoints/${endpoint.id}`, token)).statusCode, 204);
    assert.equal((await t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).statusCode, 404);
  });

  test("a client never sees nor changes another client's endpoints", async () => {
    const mine = await t.token(['read_items']);
    const other = await t.token(['read_items']);
    const id = (
      await t.post('/v1/webhook_endpoints', mine, { url: 'https://1.1.1.1/a', topics: ['item.created'] })
    ).json().data.id;
    for (const res of [
      await t.get(`/v1/webhook_endpoints/${id}`, other),
      await t.patch(`/v1/webhook_endpoints/${id}`, other, { enabled: false }),
      await t.post(`/v1/webhook_endpoints/${id}/rotate_secret`, other),
      await t.get(`/v1/webhook_endpoints/${id}/deliveries`, other),
      await t.del(`/v1/webhook_endpoints/${id}`, other),
    ])
      assert.equal(res.statusCode, 404);
    assert.equal((await t.get('/v1/webhook_endpoints', other)).json().pagination.total, 0);
    assert.equal((await t.get(`/v1/webhook_endpoints/${id}`, mine)).json().data.enabled, true);
  });

  test('topics are limited by the scopes: 400 invalid_request naming topics, nothing written', async () => {
    const token = await t.token(['read_items']);
    const before = await endpointCount(t);
    const res = await t.post('/v1/webhook_endpoints', token, {
      url: 'https://1.1.1.1/b',
      topics: ['item.created', 'order.created'],
    });
    assert.equal(res.statusCode, 400);
    const error = errorOf(res);
    assert.equal(error.code, 'invalid_request');
    assert.deepEqual(error.details, [{ field: 'topics', message: 'order.created needs the read_orders scope' }]);
    assert.equal(await endpointCount(t), before);
  });

  test('bad input on every webhook route gets the documented errors and writes nothing', async () => {
    const token = await t.token(['read_orders']);
    const id = (
      await t.post('/v1/webhook_endpoints', token, { url: 'https://1.1.1.1/c', topics: ['order.created'] })
    ).json().data.id;
    const count = await endpointCount(t);
    const bad: [string, () => ReturnType<TestApp['get']>, number, string][] = [
      [
        'no key',
        () => t.post('/v1/webhook_endpoints', token, { url: 'https://1.1.1.1/', topics: ['order.created'] }, null),
        400,
        'idempotency_key_required',
      ],
      [
        'no topics',
        () => t.post('/v1/webhook_endpoints', token, { url: 'https://1.1.1.1/', topics: [] }),
        400,
        'invalid_request',
      ],
      [
        'unknown topic',
        () => t.post('/v1/webhook_endpoints', token, { url: 'https://1.1.1.1/', topics: ['order.eaten'] }),
        400,
        'invalid_request',
      ],
      [
        'repeated topic',
        () => t.post('/v1/webhook_endpoints', token, { url: 'https://1.1.1.1/', topics: ['order.paid', 'order.paid'] }),
        400,
        'invalid_request',
      ],
      [
        'unknown field',
        () => t.post('/v1/webhook_endpoints', token, { url: 'https://1.1.1.1/', topics: ['order.paid'], secret: 'x' }),
        400,
        'invalid_request',
      ],
      ['no url', () => t.post('/v1/webhook_endpoints', token, { topics: ['order.paid'] }), 400, 'invalid_request'],
      [
        'not a url',
        () => t.post('/v1/webhook_endpoints', token, { url: 'hooks here', topics: ['order.paid'] }),
        400,
        'invalid_request',
      ],
      [
        'http',
        () => t.post('/v1/webhook_endpoints', token, { url: 'http://1.1.1.1/', topics: ['order.paid'] }),
        400,
        'invalid_request',
      ],
      [
        'credentials',
        () => t.post('/v1/webhook_endpoints', token, { url: 'https://u:p@1.1.1.1/', topics: ['order.paid'] }),
        400,
        'invalid_request',
      ],
      ['empty patch', () => t.patch(`/v1/webhook_endpoints/${id}`, token, {}), 400, 'invalid_request'],
      [
        'patch enabled not boolean',
        () => t.patch(`/v1/webhook_endpoints/${id}`, token, { enabled: 'yes' }),
        400,
        'invalid_request',
      ],
      [
        'patch to a loopback url',
        () => t.patch(`/v1/webhook_endpoints/${id}`, token, { url: 'https://127.0.0.1/' }),
        400,
        'invalid_request',
      ],
      [
        'unknown endpoint',
        () => t.patch('/v1/webhook_endpoints/whe_nope', token, { enabled: false }),
        404,
        'not_found',
      ],
      [
        'unknown delivery',
        () => t.post(`/v1/webhook_endpoints/${id}/deliveries/whd_nope/retry`, token),
        404,
        'not_found',
      ],
      [
        'deliveries bad limit',
        () => t.get(`/v1/webhook_endpoints/${id}/deliveries`, token, { limit: '0' }),
        400,
        'invalid_request',
      ],
      ['no token', () => t.request('GET', '/v1/webhook_endpoints'), 401, 'invalid_token'],
    ];
    for (const [name, send, status, code] of bad) {
      const res = await send();
      assert.equal(res.statusCode, status, `${name}: ${res.body}`);
      assert.equal(errorOf(res).code, code, name);
    }
    assert.equal(await endpointCount(t), count);
    const row = (await t.get(`/v1/webhook_endpoints/${id}`, token)).json().data;
    assert.equal(row.url, 'https://1.1.1.1/c');
    assert.equal(row.enabled, true);
  });

  test('SSRF: URLs whose host is or resolves to an internal address are refused without WEBHOOKS_ALLOW_PRIVATE_URLS', async () => {
    const token = await t.token(['read_orders']);
    const count = await endpointCount(t);
    for (const url of [
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::1]/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://0.0.0.0/',
      'https://[::]/',
      'https://[::ffff:127.0.0.1]/',
      'https://100.64.0.1/',
      'https://2130706433/',
    ]) {
      const res = await t.post('/v1/webhook_endpoints', token, { url, topics: ['order.created'] });
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.equal(errorOf(res).details?.[0]?.field, 'url', url);
    }
    assert.equal(await endpointCount(t), count);
  });

  test("a developer's local receiver is refused with the reason and how to allow it (WEBHOOKS_ALLOW_PRIVATE_URLS)", async () => {
    const token = await t.token(['read_orders']);
    for (const [url, reason] of [
      ['http://127.0.0.1:8080/hook', 'must be an https URL'],
      ['https://192.168.1.20/hook', 'resolves to 192.168.1.20'],
    ] as const) {
      const res = await t.post('/v1/webhook_endpoints', token, { url, topics: ['order.created'] });
      assert.equal(res.statusCode, 400, res.body);
      const message = errorOf(res).details?.[0]?.message ?? '';
      assert.match(message, new RegExp(reason), url);
      assert.match(message, /WEBHOOKS_ALLOW_PRIVATE_URLS=true/, url);
    }
  });
});
