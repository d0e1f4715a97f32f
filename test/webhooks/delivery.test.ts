import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { webhooksRepo } from '../../src/webhooks/repo.ts';
import { RETRY_DELAYS_SECONDS, RETRY_WINDOW_MS } from '../../src/webhooks/schedule.ts';
import { DeliveryWorker, workerOptions } from '../../src/webhooks/worker.ts';
import { customerEvent, emit, orderEvent, startReceiver, stockEvent, type Receiver } from './helpers.ts';
import { until } from '../helpers/until.ts';

const ENV = { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' };

let endpoints = 0;

/** An endpoint of the client at its own path of the receiver. */
async function subscribe(t: TestApp, token: string, receiver: Receiver, topics: string[]) {
  const res = await t.post('/v1/webhook_endpoints', token, { url: `${receiver.url}/${++endpoints}`, topics });
  assert.equal(res.statusCode, 201, res.body);
  const endpoint = res.json().data;
  receiver.secrets.push(endpoint.secret);
  return endpoint as { id: string; secret: string; url: string };
}

describe('webhook delivery by the server process worker', () => {
  let t: TestApp;
  let receiver: Receiver;
  before(async () => {
    t = await startTestApp(ENV);
    receiver = await startReceiver();
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  test('every delivery verifies with standardwebhooks, carries the event as its body and the event id as webhook-id', async () => {
    const token = await t.token(['read_orders', 'read_orders_pii', 'read_items']);
    await subscribe(t, token, receiver, ['order.created', 'stock.changed', 'stock.out']);
    const { orderId, event } = await orderEvent(t);
    await emit(t.ctx.database, t.shopId, [event, stockEvent('item_a', 3)]);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_a', 0)]);
    await until(() => receiver.receipts.length >= 3, 'three deliveries');
    const events = (await t.get('/v1/events', token)).json().data;
    assert.deepEqual(receiver.receipts.map((r) => r.id).sort(), events.map((e: any) => e.id).sort());
    for (const r of receiver.receipts) {
      assert.deepEqual(r.verifiedBy, [0], 'verified with the endpoint secret');
      assert.equal(r.event.id, r.id);
      assert.deepEqual(
        r.event,
        events.find((e: any) => e.id === r.id),
        'the body is the event as GET /v1/events shows it to the client',
      );
    }
    const order = receiver.receipts.find((r) => r.event.type === 'order.created')!.event.data.object;
    assert.deepEqual(
      order,
      (await t.get(`/v1/orders/${orderId}`, token)).json().data,
      'the order exactly as its endpoint shows it',
    );
    assert.ok(order.purchaser, 'personal data for a client holding read_orders_pii');
  });

  test('deliveries leave out personal data for an endpoint whose client lacks the *_pii scope', async () => {
    receiver.receipts.length = 0;
    const token = await t.token(['read_customers']);
    await subscribe(t, token, receiver, ['customer.created']);
    await emit(t.ctx.database, t.shopId, [await customerEvent(t)]);
    await until(() => receiver.receipts.some((r) => r.event.type === 'customer.created'), 'the customer delivery');
    const customer = receiver.receipts.find((r) => r.event.type === 'customer.created')!.event.data.object;
    assert.equal('profile' in customer, false);
    assert.deepEqual(customer, (await t.get(`/v1/customers/${customer.id}`, token)).json().data);
  });
});

describe('retries, 410 and failing endpoints (controllable clock)', () => {
  let t: TestApp;
  let receiver: Receiver;
  /** The worker's clock runs ahead of real time by this much. */
  let skew = 0;
  const advance = (ms: number) => void (skew += ms);
  let worker: DeliveryWorker;
  before(async () => {
    t = await startTestApp({ ...ENV, WEBHOOKS_WORKER: 'false', WEBHOOKS_TIMEOUT_MS: '300', WEBHOOKS_LEASE_MS: '5000' });
    receiver = await startReceiver();
    worker = new DeliveryWorker(
      t.ctx.database,
      workerOptions(t.config.webhooks, { now: () => Date.now() + skew, random: () => 0.5 }),
    );
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  async function deliveries(token: string, endpointId: string) {
    const res = await t.get(`/v1/webhook_endpoints/${endpointId}/deliveries`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as any[];
  }

  test('retries after 500s and timeouts follow the published schedule, then succeed', async () => {
    const token = await t.token(['read_items']);
    const endpoint = await subscribe(t, token, receiver, ['stock.changed']);
    let answer = 500;
    receiver.respond = async () => {
      if (answer === 0) await new Promise((r) => setTimeout(r, 600)); // past the 300 ms timeout
      return answer || 200;
    };
    await emit(t.ctx.database, t.shopId, [stockEvent('item_r', 7)]);
    assert.equal(await worker.runDue(), 1);
    let [d] = await deliveries(token, endpoint.id);
    assert.equal(d.attempts.length, 1);
    assert.equal(d.attempts[0].status_code, 500);
    assert.match(d.attempts[0].response_excerpt, /^answer 500/);
    assert.ok(d.attempts[0].response_excerpt.length <= 200);
    const delay = (attempt: any) => Date.parse(d.next_attempt_at) - Date.parse(attempt.attempted_at);
    assert.equal(delay(d.attempts[0]), RETRY_DELAYS_SECONDS[0] * 1000, 'first retry after 5 s (jitter at its middle)');
    assert.equal(await worker.runDue(), 0, 'not due before its time');

    answer = 0;
    advance(RETRY_DELAYS_SECONDS[0] * 1000);
    assert.equal(await worker.runDue(), 1);
    [d] = await deliveries(token, endpoint.id);
    assert.equal(d.attempts[1].status_code, null);
    assert.match(d.attempts[1].error, /no answer within 300 ms/);
    assert.equal(delay(d.attempts[1]), RETRY_DELAYS_SECONDS[1] * 1000, 'second retry after 20 s');

    answer = 200;
    advance(RETRY_DELAYS_SECONDS[1] * 1000);
    assert.equal(await worker.runDue(), 1);
    [d] = await deliveries(token, endpoint.id);
    assert.equal(d.status, 'succeeded');
    assert.equal(d.next_attempt_at, null);
    assert.deepEqual(
      d.attempts.map((a: any) => a.status_code),
      [500, null, 200],
    );
    assert.ok(receiver.receipts.every((r) => r.verifiedBy.length === 1));
    assert.equal(new Set(receiver.receipts.map((r) => r.id)).size, 1, 'the same webhook-id on every retry');
  });

  test('a delivery failing for 3 days fails; an endpoint failing for 3 days straight is disabled', async () => {
    receiver.receipts.length = 0;
    receiver.respond = () => 503;
    const token = await t.token(['read_items']);
    const endpoint = await subscribe(t, token, receiver, ['stock.changed']);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_f', 1)]);
    const start = Date.now() + skew;
    for (let i = 0; i < 40; i++) {
      await worker.runDue();
      const [d] = await deliveries(token, endpoint.id);
      if (d.status !== 'pending') break;
      advance(Date.parse(d.next_attempt_at) - (Date.now() + skew));
    }
    const [d] = await deliveries(token, endpoint.id);
    assert.equal(d.status, 'failed');
    assert.ok(Date.parse(d.attempts.at(-1).attempted_at) <= start + RETRY_WINDOW_MS, 'no attempt past 3 days');
    assert.equal(
      (await t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).json().data.enabled,
      true,
      'not yet 3 days of failures',
    );
    advance(start + RETRY_WINDOW_MS + 1000 - (Date.now() + skew));
    await emit(t.ctx.database, t.shopId, [stockEvent('item_f', 2)]);
    await worker.runDue();
    assert.equal((await t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).json().data.enabled, false);
    const row = await webhooksRepo(t.ctx.db).findEndpoint(t.shopId, null, endpoint.id);
    assert.equal(row!.disabled_reason, 'failing', 'flagged for staff');
  });

  test('410 Gone disables the endpoint: no further deliveries', async () => {
    receiver.receipts.length = 0;
    receiver.respond = () => 410;
    const token = await t.token(['read_items']);
    const endpoint = await subscribe(t, token, receiver, ['stock.changed']);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_g', 1)]);
    await worker.runDue();
    assert.equal((await t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).json().data.enabled, false);
    const [d] = await deliveries(token, endpoint.id);
    assert.equal(d.status, 'failed');
    await emit(t.ctx.database, t.shopId, [stockEvent('item_g', 2)]);
    await worker.runDue();
    assert.equal((await deliveries(token, endpoint.id)).length, 1, 'a disabled endpoint gets no new deliveries');
    const retry = await t.post(`/v1/webhook_endpoints/${endpoint.id}/deliveries/${d.id}/retry`, token);
    assert.equal(retry.statusCode, 409);
    assert.equal(errorOf(retry).code, 'invalid_transition');
  });

  test('a rotated secret: for its overlap, deliveries verify with either secret; after 24 h with the new one only', async () => {
    receiver.receipts.length = 0;
    receiver.respond = () => 200;
    const token = await t.token(['read_items']);
    const endpoint = await subscribe(t, token, receiver, ['stock.changed']);
    const rotated = await t.post(`/v1/webhook_endpoints/${endpoint.id}/rotate_secret`, token);
    assert.equal(rotated.statusCode, 200);
    const secret = rotated.json().data.secret as string;
    skew = 0;
    assert.match(secret, /^whsec_[A-Za-z0-9+/]{32}$/);
    assert.notEqual(secret, endpoint.secret);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_s', 4)]);
    await worker.runDue();
    const mine = () => receiver.receipts.filter((x) => endpoint.url.endsWith(x.path));
    const r = mine().at(-1)!;
    assert.equal(r.headers['webhook-signature']!.split(' ').length, 2);
    new Webhook(endpoint.secret).verify(r.body, r.headers);
    new Webhook(secret).verify(r.body, r.headers);
    advance(24 * 3600 * 1000 + 1000);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_s', 5)]);
    await worker.runDue();
    const later = mine().at(-1)!;
    assert.equal(later.headers['webhook-signature']!.split(' ').length, 1);
    new Webhook(secret).verify(later.body, later.headers);
    assert.throws(() => new Webhook(endpoint.secret).verify(later.body, later.headers));
  });

  test('POST …/deliveries/{id}/retry sends a succeeded delivery again', async () => {
    receiver.receipts.length = 0;
    receiver.respond = () => 200;
    const token = await t.token(['read_items']);
    const endpoint = await subscribe(t, token, receiver, ['stock.changed']);
    await emit(t.ctx.database, t.shopId, [stockEvent('item_t', 4)]);
    await worker.runDue();
    const [d] = await deliveries(token, endpoint.id);
    const retry = await t.post(`/v1/webhook_endpoints/${endpoint.id}/deliveries/${d.id}/retry`, token);
    assert.equal(retry.statusCode, 200, retry.body);
    assert.equal(retry.json().data.status, 'pending');
    await worker.runDue();
    const mine = receiver.receipts.filter((x) => endpoint.url.endsWith(x.path));
    assert.equal(mine.length, 2);
    assert.equal(mine[0]!.id, mine[1]!.id);
    const other = await t.token(['read_items']);
    const refused = await t.post(`/v1/webhook_endpoints/${endpoint.id}/deliveries/${d.id}/retry`, other);
    assert.equal(refused.statusCode, 404, "another client's endpoint is not found");
  });
});
