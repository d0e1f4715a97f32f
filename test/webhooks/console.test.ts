import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInAgent, unescapeHtml } from '../helpers/console.ts';
import { DeliveryWorker, workerOptions } from '../../src/webhooks/worker.ts';
import { emit, startReceiver, stockEvent, type Receiver } from './helpers.ts';

describe('console: webhooks pages', () => {
  let t: TestApp;
  let origin: string;
  let receiver: Receiver;
  let worker: DeliveryWorker;
  before(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_WORKER: 'false' });
    origin = await listenTestApp(t);
    receiver = await startReceiver();
    worker = new DeliveryWorker(t.ctx.database, workerOptions(t.config.webhooks));
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  test("staff see each endpoint's deliveries with their attempts and resend from an event on; forms need the CSRF token", async () => {
    const token = await t.token(['read_items']);
    const endpoint = (
      await t.post('/v1/webhook_endpoints', token, { url: receiver.url, topics: ['stock.changed'] })
    ).json().data;
    receiver.secrets.push(endpoint.secret);
    receiver.respond = () => 500;
    for (let i = 1; i <= 3; i++) await emit(t.ctx.database, t.shopId, [stockEvent('item_c', i)]);
    await worker.runDue();
    const events = (await t.get('/v1/events', token)).json().data;

    const agent = await signedInAgent(t, origin);
    const list = unescapeHtml(await (await agent.get('/console/webhooks')).text());
    assert.match(list, new RegExp(endpoint.id));
    assert.match(list, /failing since/, 'an endpoint that fails is flagged');
    const page = await (await agent.get(`/console/webhooks/${endpoint.id}`)).text();
    assert.match(page, /answer 500/, 'attempts show the answer');

    receiver.respond = () => 200;
    receiver.receipts.length = 0;
    const resend = await agent.submit(page, `/console/webhooks/${endpoint.id}/resend`, { event_id: events[1].id });
    assert.equal(resend.status, 303);
    assert.match(
      unescapeHtml(await (await agent.get(resend.headers.get('location')!)).text()),
      /2 event\(s\) will be sent again/,
    );
    await new Promise((r) => setTimeout(r, 10));
    await worker.runDue();
    const got = receiver.receipts.map((r) => r.id);
    assert.ok(got.includes(events[1].id) && got.includes(events[2].id), 'resent from the event on');
    assert.ok(receiver.receipts.every((r) => r.verifiedBy.length === 1));

    const forged = await agent.request('POST', `/console/webhooks/${endpoint.id}/resend`, {
      event_id: events[0].id,
      _csrf: 'forged',
    });
    assert.equal(forged.status, 403, 'a form without the session CSRF token is refused');
  });
});
