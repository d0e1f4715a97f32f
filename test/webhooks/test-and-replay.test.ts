import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { runTenpo } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';
import { emit, startReceiver, stockEvent, type Receiver } from './helpers.ts';

/*
 * DECISIONS.md section 10: POST /v1/webhook_endpoints/{id}/test sends a signed ping at once and
 * answers what the receiver did; …/replay {from, to, types?} delivers the stored events of a
 * period again, as new deliveries with the same event ids.
 */
describe('webhook test events and replay', () => {
  let t: TestApp;
  let receiver: Receiver;
  before(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
    receiver = await startReceiver();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  async function endpoint(token: string, topics: string[], path: string) {
    const res = await t.post('/v1/webhook_endpoints', token, { url: `${receiver.url}/${path}`, topics });
    assert.equal(res.statusCode, 201, res.body);
    receiver.secrets.push(res.json().data.secret);
    return res.json().data as { id: string; secret: string };
  }
  const receiptsAt = (path: string) => receiver.receipts.filter((r) => r.path.endsWith(`/${path}`));

  test("test: a signed ping reaches the receiver at once, and the answer is the receiver's status and time", async () => {
    const token = await t.token(['read_items']);
    const { id, secret } = await endpoint(token, ['stock.changed'], 'ping');
    receiver.respond = (r) => (r.path.endsWith('/ping') ? 418 : 200);
    try {
      const res = await t.post(`/v1/webhook_endpoints/${id}/test`, token, undefined, null);
      assert.equal(res.statusCode, 200, res.body);
      const result = res.json().data;
      assert.equal(result.status_code, 418);
      assert.equal(result.delivered, false);
      assert.equal(typeof result.duration_ms, 'number');
      assert.match(result.response_excerpt, /answer 418/);
      const [ping] = receiptsAt('ping');
      assert.ok(ping, 'sent before the answer');
      assert.equal(ping.id, result.event_id);
      assert.equal(ping.verifiedBy.length, 1);
      assert.equal(receiver.secrets[ping.verifiedBy[0]!], secret, "signed with the endpoint's secret");
      assert.equal(ping.event.type, 'ping');
      assert.deepEqual(ping.event.data.object, { endpoint_id: id, url: `${receiver.url}/ping` });
    } finally {
      receiver.respond = () => 200;
    }
    assert.equal((await t.post(`/v1/webhook_endpoints/${id}/test`, token)).json().data.delivered, true);
    assert.deepEqual((await t.get('/v1/events', token)).json().data, [], 'pings are not stored');
    assert.equal(
      errorOf(await t.post(`/v1/webhook_endpoints/${id}/test`, await t.token(['read_items']))).code,
      'not_found',
    );
  });

  test('replay: the events of the period, of the types asked, again as new deliveries with the same ids; bad periods are 400', async () => {
    const shop = await t.newShop();
    const token = await t.token(['read_items', 'read_orders'], shop);
    const { id } = await endpoint(token, ['stock.changed', 'stock.out'], 'replay');
    const before = new Date(Date.now() - 1000).toISOString();
    await emit(t.ctx.database, shop, [stockEvent('item_r', 2)]);
    await emit(t.ctx.database, shop, [stockEvent('item_r', 0)]);
    await until(() => receiptsAt('replay').length >= 2, 'the first deliveries');
    const first = receiptsAt('replay').map((r) => r.id);
    const to = new Date(Date.now() + 1000).toISOString();

    const res = await t.post(`/v1/webhook_endpoints/${id}/replay`, token, { from: before, to });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { from: before, to, types: ['stock.changed', 'stock.out'], deliveries: 2 });
    await until(() => receiptsAt('replay').length >= 4, 'the replayed deliveries');
    assert.deepEqual(
      receiptsAt('replay')
        .slice(2)
        .map((r) => r.id)
        .sort(),
      [...first].sort(),
      'the same event ids',
    );
    const deliveries = (await t.get(`/v1/webhook_endpoints/${id}/deliveries`, token)).json();
    assert.equal(deliveries.pagination.total, 4, 'new deliveries beside the first ones');

    const only = await t.post(`/v1/webhook_endpoints/${id}/replay`, token, { from: before, to, types: ['stock.out'] });
    assert.equal(only.json().data.deliveries, 1);

    const bad = async (body: object, field: string) => {
      const r = await t.post(`/v1/webhook_endpoints/${id}/replay`, token, body);
      assert.equal(r.statusCode, 400, r.body);
      assert.equal(errorOf(r).details?.[0]?.field, field, JSON.stringify(body));
    };
    await bad({ from: to, to: before }, 'to');
    await bad({ from: new Date(Date.now() - 31 * 86400_000).toISOString(), to }, 'from');
    await bad({ from: before, to, types: ['customer.created'] }, 'types'); // not shown by the endpoint's scopes
    assert.equal((await t.patch(`/v1/webhook_endpoints/${id}`, token, { enabled: false })).statusCode, 200);
    assert.equal(
      errorOf(await t.post(`/v1/webhook_endpoints/${id}/replay`, token, { from: before, to })).code,
      'invalid_transition',
    );
  });

  test('tenpo webhooks test ENDPOINT_ID sends the ping as the operator: exit 0 on a 2xx, 1 with the answer otherwise', async () => {
    const shop = await t.newShop();
    const { id } = await endpoint(await t.token(['read_items'], shop), ['stock.changed'], 'cli');
    const env: Record<string, string> = {
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
    const ok = await runTenpo(['webhooks', 'test', id, '--shop', shop, '--json'], env);
    assert.equal(ok.code, 0, ok.stderr);
    const result = JSON.parse(ok.stdout);
    assert.equal(result.status_code, 200);
    assert.ok(receiptsAt('cli').some((r) => r.id === result.event_id && r.verifiedBy.length === 1));

    receiver.respond = () => 503;
    try {
      const refused = await runTenpo(['webhooks', 'test', id, '--shop', shop], env);
      assert.equal(refused.code, 1);
      assert.match(refused.stderr, /did not take the ping evt_\S+: 503 in \d+ ms/);
    } finally {
      receiver.respond = () => 200;
    }
    const unknown = await runTenpo(['webhooks', 'test', 'whe_nope', '--shop', shop], env);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /no webhook endpoint whe_nope/);
  });
});
