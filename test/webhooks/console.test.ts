import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInAgent, unescapeHtml } from '../helpers/console.ts';
import { DeliveryWorker, workerOptions } from '../../src/webhooks/worker.ts';
import { emit, startReceiver, stockEvent, type Receiver } from './helpers.ts';

/** An app with the console listening, a receiver, and a delivery worker the test runs by hand; set up before a describe's tests. */
function consoleWithReceiver() {
  const f = {} as { t: TestApp; origin: string; receiver: Receiver; worker: DeliveryWorker };
  before(async () => {
    f.t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_WORKER: 'false' });
    f.origin = await listenTestApp(f.t);
    f.receiver = await startReceiver();
    f.worker = new DeliveryWorker(f.t.ctx.database, workerOptions(f.t.config.webhooks));
  });
  after(async () => {
    await f.t?.close();
    await f.receiver?.close();
  });
  return f;
}

describe('console: webhooks pages', () => {
  const f = consoleWithReceiver();

  test("staff see each endpoint's deliveries with their attempts and resend from an event on; forms need the CSRF token", async () => {
    const token = await f.t.token(['read_items']);
    const endpoint = (
      await f.t.post('/v1/webhook_endpoints', token, { url: f.receiver.url, topics: ['stock.changed'] })
    ).json().data;
    f.receiver.secrets.push(endpoint.secret);
    f.receiver.respond = () => 500;
    for (let i = 1; i <= 3; i++) await emit(f.t.ctx.database, f.t.shopId, [stockEvent('item_c', i)]);
    await f.worker.runDue();
    const events = (await f.t.get('/v1/events', token)).json().data;

    const agent = await signedInAgent(f.t, f.origin);
    const list = unescapeHtml(await (await agent.get('/console/webhooks')).text());
    assert.match(list, new RegExp(endpoint.id));
    assert.match(list, /failing since/, 'an endpoint that fails is flagged');
    const page = await (await agent.get(`/console/webhooks/${endpoint.id}`)).text();
    assert.match(page, /answer 500/, 'attempts show the answer');

    f.receiver.respond = () => 200;
    f.receiver.receipts.length = 0;
    const resend = await agent.submit(page, `/console/webhooks/${endpoint.id}/resend`, { event_id: events[1].id });
    assert.equal(resend.status, 303);
    assert.match(
      unescapeHtml(await (await agent.get(resend.headers.get('location')!)).text()),
      /2 event\(s\) will be sent again/,
    );
    await new Promise((r) => setTimeout(r, 10));
    await f.worker.runDue();
    const got = f.receiver.receipts.map((r) => r.id);
    assert.ok(got.includes(events[1].id) && got.includes(events[2].id), 'resent from the event on');
    assert.ok(f.receiver.receipts.every((r) => r.verifiedBy.length === 1));

    const forged = await agent.request('POST', `/console/webhooks/${endpoint.id}/resend`, {
      event_id: events[0].id,
      _csrf: 'forged',
    });
    assert.equal(forged.status, 403, 'a form without the session CSRF token is refused');
  });

  test("staff send a test event (the page shows the receiver's answer) and replay the events of a period of days", async () => {
    const shop = await f.t.newShop();
    const token = await f.t.token(['read_items'], shop);
    const url = `${f.receiver.url}/console-test`;
    const endpoint = (await f.t.post('/v1/webhook_endpoints', token, { url, topics: ['stock.changed'] })).json().data;
    f.receiver.secrets.push(endpoint.secret);
    const got = () => f.receiver.receipts.filter((r) => r.path === '/hooks/console-test');
    await emit(f.t.ctx.database, shop, [stockEvent('item_p', 1)]);
    await emit(f.t.ctx.database, shop, [stockEvent('item_p', 2)]);

    const agent = await signedInAgent(f.t, f.origin, { shopId: shop });
    const page = await (await agent.get(`/console/webhooks/${endpoint.id}`)).text();
    f.receiver.respond = () => 202;
    const tested = await agent.submit(page, `/console/webhooks/${endpoint.id}/test`, {});
    assert.equal(tested.status, 200);
    assert.match(unescapeHtml(await tested.text()), /The receiver answered the test event: 202 in \d+ ms/);
    assert.deepEqual(
      got().map((r) => r.event.type),
      ['ping'],
    );

    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    const replay = await agent.submit(page, `/console/webhooks/${endpoint.id}/replay`, { from: today, to: today });
    assert.equal(replay.status, 303);
    assert.match(
      unescapeHtml(await (await agent.get(replay.headers.get('location')!)).text()),
      /2 event\(s\) of the period will be sent again/,
    );
    await new Promise((r) => setTimeout(r, 10));
    await f.worker.runDue();
    const sent = got()
      .filter((r) => r.event.type === 'stock.changed')
      .map((r) => r.id);
    assert.equal(sent.length, 4, 'each event twice: its first delivery and the replay');
    assert.equal(new Set(sent).size, 2);
    const refused = await agent.submit(page, `/console/webhooks/${endpoint.id}/replay`, {
      from: today,
      to: '2000-01-01',
    });
    assert.equal(refused.status, 400);
    f.receiver.respond = () => 200;
  });
});

describe('console: staff disable, enable and delete webhook endpoints', () => {
  const f = consoleWithReceiver();

  let paths = 0;
  /** An endpoint at its own path of the f.receiver, and what reached that path. */
  async function subscribed() {
    const token = await f.t.token(['read_items']);
    const url = `${f.receiver.url}/${++paths}`;
    const endpoint = (await f.t.post('/v1/webhook_endpoints', token, { url, topics: ['stock.changed'] })).json().data;
    const got = () => f.receiver.receipts.filter((r) => r.path === new URL(url).pathname);
    return { token, endpoint, got };
  }

  test('a disabled endpoint gets nothing (its waiting delivery included), shows why, and only staff enable it again', async () => {
    const { token, endpoint, got } = await subscribed();
    const agent = await signedInAgent(f.t, f.origin, { role: 'staff' });
    await emit(f.t.ctx.database, f.t.shopId, [stockEvent('item_d', 1)]); // queued before the disable
    const page = await (await agent.get(`/console/webhooks/${endpoint.id}`)).text();
    const disabled = await agent.submit(page, `/console/webhooks/${endpoint.id}/disable`);
    assert.equal(disabled.status, 303);
    const shown = unescapeHtml(await (await agent.get(disabled.headers.get('location')!)).text());
    assert.match(shown, /The endpoint is disabled/);
    assert.match(shown, /disabled by staff/);
    assert.match(unescapeHtml(await (await agent.get('/console/webhooks')).text()), /disabled by staff/);

    await emit(f.t.ctx.database, f.t.shopId, [stockEvent('item_d', 2)]);
    await f.worker.runDue();
    assert.equal(got().length, 0, 'nothing sent to a disabled endpoint');
    assert.equal((await f.t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).json().data.enabled, false);
    const refused = await f.t.patch(`/v1/webhook_endpoints/${endpoint.id}`, token, { enabled: true });
    assert.equal(errorOf(refused).code, 'invalid_transition', "the client cannot undo staff's disable");
    await f.t.patch(`/v1/webhook_endpoints/${endpoint.id}`, token, { enabled: false });
    const again = await f.t.patch(`/v1/webhook_endpoints/${endpoint.id}`, token, { enabled: true });
    assert.equal(errorOf(again).code, 'invalid_transition', 'nor by disabling it first');

    const enabled = await agent.submit(shown, `/console/webhooks/${endpoint.id}/enable`);
    assert.equal(enabled.status, 303);
    await f.worker.runDue();
    assert.deepEqual(
      got().map((r) => r.event.data.object.inventory),
      [1],
      'the delivery queued before the disable goes once enabled (none was queued while disabled)',
    );
  });

  test("staff delete an endpoint with its deliveries; another shop's staff cannot; forms need the CSRF token", async () => {
    const { token, endpoint, got } = await subscribed();
    await emit(f.t.ctx.database, f.t.shopId, [stockEvent('item_e', 1)]);
    const agent = await signedInAgent(f.t, f.origin);
    const page = await (await agent.get(`/console/webhooks/${endpoint.id}`)).text();

    const forged = await agent.request('POST', `/console/webhooks/${endpoint.id}/delete`, { _csrf: 'forged' });
    assert.equal(forged.status, 403);
    const other = await signedInAgent(f.t, f.origin, { shopId: await f.t.newShop() });
    const otherPage = await (await other.get('/console/webhooks')).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(otherPage)![1]!;
    for (const action of ['delete', 'disable'])
      assert.equal(
        (await other.request('POST', `/console/webhooks/${endpoint.id}/${action}`, { _csrf: csrf })).status,
        404,
        `another shop's staff cannot ${action} it`,
      );
    assert.equal((await f.t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).json().data.enabled, true);

    const deleted = await agent.submit(page, `/console/webhooks/${endpoint.id}/delete`);
    assert.equal(deleted.status, 303);
    assert.equal(deleted.headers.get('location'), '/console/webhooks?done=deleted');
    assert.match(await (await agent.get('/console/webhooks?done=deleted')).text(), /were deleted/);
    assert.equal((await f.t.get(`/v1/webhook_endpoints/${endpoint.id}`, token)).statusCode, 404);
    await f.worker.runDue();
    assert.equal(got().length, 0, 'its waiting delivery went with it');
    const left = await f.t.ctx.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', endpoint.id)
      .execute();
    assert.deepEqual(left, []);
  });

  test('an endpoint of an app whose access was revoked says so', async () => {
    const client = await f.t.client(['read_items']);
    const endpoint = (
      await f.t.post('/v1/webhook_endpoints', client.token, { url: f.receiver.url, topics: ['stock.changed'] })
    ).json().data;
    await f.t.ctx.clients.disable(client.clientId);
    const agent = await signedInAgent(f.t, f.origin);
    const page = unescapeHtml(await (await agent.get(`/console/webhooks/${endpoint.id}`)).text());
    assert.match(page, /disabled: the app \(its client\) is disabled/);
  });
});
