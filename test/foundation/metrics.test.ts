import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { until } from '../helpers/until.ts';
import { emit, startReceiver, stockEvent, type Receiver } from '../webhooks/helpers.ts';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** Prometheus' text format: every sample line `name{labels} value`, keyed by name and labels as written. */
function parseMetrics(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    assert.ok(m, `a sample line: ${line}`);
    samples.set(m[1]!, Number(m[2]));
  }
  return samples;
}

describe('GET /metrics', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({ METRICS_TOKEN });
    token = await t.token(['read_users', 'read_items', 'write_items']);
  });
  after(() => t.close());

  const scrape = async () => {
    const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    return parseMetrics(res.body);
  };
  const value = (m: Map<string, number>, key: string) => m.get(key) ?? 0;

  it('answers only Authorization: Bearer $METRICS_TOKEN (401 otherwise)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: METRICS_TOKEN }] as Record<
      string,
      string
    >[]) {
      const res = await t.request('GET', '/metrics', { headers });
      assert.equal(res.statusCode, 401);
      assert.equal(errorOf(res).code, 'invalid_token');
    }
  });

  it('counts requests by route pattern and status, with latency histograms', async () => {
    const before_ = await scrape();
    const key = 'tenpo_http_request_duration_seconds_count{method="GET",route="/v1/me",status="200"}';
    for (let i = 0; i < 3; i++) assert.equal((await t.get('/v1/me', token)).statusCode, 200);
    assert.equal((await t.get('/v1/items/itm_missing', token)).statusCode, 404);
    const after_ = await scrape();
    assert.equal(value(after_, key) - value(before_, key), 3);
    assert.ok(
      value(after_, 'tenpo_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/v1/me",status="200"}') >=
        3,
    );
    const missing = 'tenpo_http_request_duration_seconds_count{method="GET",route="/v1/items/:id",status="404"}';
    assert.equal(value(after_, missing) - value(before_, missing), 1, 'by pattern: ids do not make series');
  });

  it('counts tokens issued, write transactions and commits, idempotency replays and reuse', async () => {
    const before_ = await scrape();
    const c = await t.client(['write_items']);
    const issued = await t.request('POST', '/v1/oauth/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: c.clientId,
        client_secret: c.clientSecret,
      }).toString(),
    });
    assert.equal(issued.statusCode, 200, issued.body);
    const key = 'replayed-key-1';
    assert.equal((await t.post('/v1/categories', c.token, { name: 'Tea' }, key)).statusCode, 201);
    assert.equal((await t.post('/v1/categories', c.token, { name: 'Tea' }, key)).statusCode, 201);
    assert.equal((await t.post('/v1/categories', c.token, { name: 'Coffee' }, key)).statusCode, 422);
    const after_ = await scrape();
    const moved = (name: string) => value(after_, name) - value(before_, name);
    assert.equal(moved('tenpo_oauth_tokens_issued_total{grant_type="client_credentials"}'), 1);
    assert.equal(moved('tenpo_idempotency_keys_total{outcome="replayed"}'), 1);
    assert.equal(moved('tenpo_idempotency_keys_total{outcome="reused"}'), 1);
    assert.ok(moved('tenpo_db_transaction_duration_seconds_count{outcome="committed"}') >= 1);
    assert.ok(moved('tenpo_db_commit_duration_seconds_count') >= 1);
    assert.ok(value(after_, 'tenpo_db_commit_duration_seconds_sum') > 0);
  });

  it('reports the webhook queue depth and process metrics', async () => {
    const m = await scrape();
    assert.equal(m.get('tenpo_webhook_queue_depth'), 0);
    assert.ok(value(m, 'tenpo_process_resident_memory_bytes') > 0);
  });
});

describe('GET /metrics counts webhook deliveries', () => {
  let t: TestApp;
  let receiver: Receiver;
  before(async () => {
    t = await startTestApp({ METRICS_TOKEN, WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
    receiver = await startReceiver();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  it('counts delivered attempts of the process worker', async () => {
    const token = await t.token(['read_items']);
    const res = await t.post('/v1/webhook_endpoints', token, { url: `${receiver.url}/m`, topics: ['stock.changed'] });
    assert.equal(res.statusCode, 201, res.body);
    receiver.secrets.push(res.json<{ data: { secret: string } }>().data.secret);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_m', 3), stockEvent('item_n', 4)]);
    await until(() => receiver.receipts.length >= 2, 'two deliveries');
    const scrape = async () =>
      parseMetrics(
        (await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body,
      );
    // The attempts are counted once their transaction has committed, just after the receiver answered.
    await until(
      async () => (await scrape()).get('tenpo_webhook_attempts_total{outcome="delivered"}') === 2,
      'the attempts counted',
    );
    assert.equal((await scrape()).get('tenpo_webhook_queue_depth'), 0);
  });
});

describe('GET /metrics counts rate-limit refusals', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: '2' })));
  after(() => t.close());

  it('counts each 429', async () => {
    const token = await t.token(['read_users']);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.get('/v1/me', token)).statusCode);
    assert.deepEqual(statuses, [200, 200, 429, 429]);
    const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(parseMetrics(res.body).get('tenpo_rate_limited_total'), 2);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it('does not exist: 404 not_found, whatever the header', async () => {
    const res = await t.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(res.statusCode, 404);
    assert.equal(errorOf(res).code, 'not_found');
  });
});

describe('Request log lines', () => {
  const lines: string[] = [];
  let t: TestApp;
  before(
    async () => (t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void lines.push(l) } })),
  );
  after(() => t.close());

  it('carry an ISO timestamp, and the completion line of an authenticated request its client id and shop id', async () => {
    const c = await t.client(['read_users']);
    lines.length = 0;
    assert.equal((await t.get('/v1/me', c.token)).statusCode, 200);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const completed = logged.find((l) => l.msg === 'request completed');
    assert.ok(completed, lines.join(''));
    assert.equal(completed.client_id, c.clientId);
    assert.equal(completed.shop_id, c.shopId);
    for (const l of logged) assert.match(String(l.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
