import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import {
  authorizedTokens,
  listenTestApp,
  postForm,
  signedInAgent,
  TEST_REDIRECT_URI,
  type ConsoleAgent,
} from '../helpers/console.ts';
import { DeliveryWorker, workerOptions } from '../../src/webhooks/worker.ts';
import { emit, orderEvent, startReceiver, type Receiver } from './helpers.ts';

/**
 * The tester's case: an app the shop approved (code + PKCE, read_orders read_orders_pii) registers an
 * endpoint for order.created; once its access ends, in any of the ways it can, nothing more reaches
 * it: neither a delivery queued before nor an event recorded after. A control endpoint of another
 * client, on the same receiver, shows that the worker did run meanwhile.
 */
describe('revoking an app stops its webhook deliveries', () => {
  let t: TestApp;
  let origin: string;
  let agent: ConsoleAgent;
  let receiver: Receiver;
  let worker: DeliveryWorker;
  let paths = 0;

  before(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_WORKER: 'false' });
    origin = await listenTestApp(t);
    agent = await signedInAgent(t, origin);
    receiver = await startReceiver();
    worker = new DeliveryWorker(t.ctx.database, workerOptions(t.config.webhooks));
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  /** An endpoint for order.created at its own path of the receiver; answers its id and what reached that path. */
  async function subscribe(token: string) {
    const url = `${receiver.url}/${++paths}`;
    const res = await t.post('/v1/webhook_endpoints', token, { url, topics: ['order.created'] });
    assert.equal(res.statusCode, 201, res.body);
    const path = new URL(url).pathname;
    return { id: res.json().data.id as string, got: () => receiver.receipts.filter((r) => r.path === path) };
  }

  /** The approved app with its endpoint, and a control endpoint of a client-credentials client. */
  async function approvedApp() {
    const client = await t.client(['read_orders', 'read_orders_pii'], { redirectUris: [TEST_REDIRECT_URI] });
    const tokens = await authorizedTokens(agent, client, 'read_orders read_orders_pii');
    const grantId = JSON.parse(Buffer.from(tokens.access_token.split('.')[1], 'base64url').toString()).grant_id;
    const endpoint = await subscribe(tokens.access_token);
    const control = await subscribe(await t.token(['read_orders']));
    return { client, tokens, grantId: grantId as string, endpoint, control };
  }

  const newOrder = async () => (await orderEvent(t)).event;

  const revocations: Record<string, (app: Awaited<ReturnType<typeof approvedApp>>) => Promise<void>> = {
    'staff revoke the app in the console': async ({ grantId }) => {
      const page = await (await agent.get('/console/apps')).text();
      assert.equal((await agent.submit(page, `/console/apps/${grantId}/revoke`)).status, 303);
    },
    'the app revokes its own refresh token (RFC 7009)': async ({ client, tokens }) => {
      const res = await postForm(origin, '/v1/oauth/revoke', {
        token: tokens.refresh_token,
        client_id: client.clientId,
        client_secret: client.clientSecret,
      });
      assert.equal(res.status, 200);
    },
    'the client is disabled': async ({ client }) => void (await t.ctx.clients.disable(client.clientId)),
    'the client is deleted': async ({ client }) => void (await t.ctx.clients.delete(client.clientId)),
  };

  for (const [how, revoke] of Object.entries(revocations)) {
    test(`${how}: no delivery reaches it afterwards, neither one queued before nor a later event`, async () => {
      const app = await approvedApp();
      await emit(t.ctx.database, t.shopId, [await newOrder()]);
      await worker.runDue();
      assert.equal(app.endpoint.got().length, 1);
      assert.ok(app.endpoint.got()[0]!.event.data.object.purchaser, 'personal data while the approval holds');

      await emit(t.ctx.database, t.shopId, [await newOrder()]); // queued, not sent yet
      await revoke(app);
      assert.equal((await t.get('/v1/orders', app.tokens.access_token)).statusCode, 401, 'its token stopped');
      await emit(t.ctx.database, t.shopId, [await newOrder()]);
      await worker.runDue();

      assert.equal(app.control.got().length, 3, 'the worker sent the other endpoint every event');
      assert.equal(app.endpoint.got().length, 1, 'nothing reached the revoked app');
      const waiting = await t.ctx.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempt_count'])
        .where('endpoint_id', '=', app.endpoint.id)
        .where('status', '!=', 'succeeded')
        .execute();
      assert.deepEqual(waiting, [{ status: 'pending', attempt_count: 0 }], 'the one queued before waits, unsent');
    });
  }

  test('deliveries show what the grant holds when they are sent, not what it held when the endpoint was made', async () => {
    const app = await approvedApp();
    const narrow = (scopes: string) =>
      t.fixtures.updateTable('oauth_grants').set({ scopes }).where('id', '=', app.grantId).execute();
    await narrow('read_orders');
    await emit(t.ctx.database, t.shopId, [await newOrder()]);
    await worker.runDue();
    const [shown] = app.endpoint.got();
    assert.ok(shown, 'still delivered: the grant reads orders');
    const order = shown.event.data.object;
    assert.equal('purchaser' in order, false, 'no purchaser without read_orders_pii');
    assert.ok(
      order.shippings.every((s: any) => !('recipient' in s)),
      'no recipient without read_orders_pii',
    );

    await narrow('read_items');
    await emit(t.ctx.database, t.shopId, [await newOrder()]);
    await worker.runDue();
    assert.equal(app.endpoint.got().length, 1, 'no order events once the grant no longer reads orders');
    const failed = await t.ctx.db
      .selectFrom('webhook_attempts as a')
      .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .select(['d.status', 'a.error', 'a.status_code'])
      .where('d.endpoint_id', '=', app.endpoint.id)
      .where('d.status', '=', 'failed')
      .execute();
    assert.deepEqual(failed, [
      { status: 'failed', error: "the app's access no longer covers order.created events", status_code: null },
    ]);
  });

  test("a new approval's token sees the endpoint disabled and enabling it binds it to the new grant", async () => {
    const app = await approvedApp();
    await emit(t.ctx.database, t.shopId, [await newOrder()]);
    await revocations['staff revoke the app in the console']!(app);
    await worker.runDue();
    assert.equal(app.endpoint.got().length, 0);

    const again = await authorizedTokens(agent, app.client, 'read_orders');
    const seen = await t.get(`/v1/webhook_endpoints/${app.endpoint.id}`, again.access_token);
    assert.equal(seen.json().data.enabled, false, 'shown disabled while the grant that set it is revoked');
    const [delivery] = (await t.get(`/v1/webhook_endpoints/${app.endpoint.id}/deliveries`, again.access_token)).json()
      .data;
    const retry = await t.post(
      `/v1/webhook_endpoints/${app.endpoint.id}/deliveries/${delivery.id}/retry`,
      again.access_token,
    );
    assert.equal(errorOf(retry).code, 'invalid_transition');

    const enabled = await t.patch(`/v1/webhook_endpoints/${app.endpoint.id}`, again.access_token, { enabled: true });
    assert.equal(enabled.json().data.enabled, true);
    await worker.runDue();
    const [got] = app.endpoint.got();
    assert.ok(got, 'the waiting delivery goes out under the new grant');
    assert.equal('purchaser' in got.event.data.object, false, "with the new grant's scopes: no personal data");
  });

  test("an endpoint set with a client-credentials token stops once that token's secret is replaced and its grace has passed", async () => {
    const client = await t.client(['read_orders', 'read_orders_pii']);
    const tokenOf = async (secret: string) => {
      const res = await postForm(origin, '/v1/oauth/token', {
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: secret,
      });
      assert.equal(res.status, 200);
      return res.body.access_token as string;
    };
    const oldToken = await tokenOf(client.clientSecret);
    const old = await subscribe(oldToken);
    const rotated = (await t.ctx.clients.rotateSecret(client.clientId, 3600))!;
    const newToken = await tokenOf(rotated.client_secret);
    const fresh = await subscribe(newToken);

    await emit(t.ctx.database, t.shopId, [await newOrder()]);
    await worker.runDue();
    assert.deepEqual([old.got().length, fresh.got().length], [1, 1], 'both delivered during the grace');

    await emit(t.ctx.database, t.shopId, [await newOrder()]); // queued, not sent yet
    const graceOver = new Date(Date.now() - 1000).toISOString();
    await t.fixtures
      .updateTable('oauth_clients')
      .set({ previous_secret_until: graceOver })
      .where('id', '=', client.clientId)
      .execute();
    await emit(t.ctx.database, t.shopId, [await newOrder()]);
    await worker.runDue();
    assert.equal(fresh.got().length, 3, 'the endpoint set with the new secret gets every event');
    assert.equal(old.got().length, 1, 'nothing more for the endpoint set with the replaced secret');
    assert.equal((await t.get(`/v1/webhook_endpoints/${old.id}`, newToken)).json().data.enabled, false);

    const rebound = await t.patch(`/v1/webhook_endpoints/${old.id}`, newToken, { enabled: true });
    assert.equal(rebound.json().data.enabled, true, 'enabled again with a token of the new secret');
    await worker.runDue();
    assert.equal(old.got().length, 2, 'the delivery queued before the grace ended goes out');
  });
});
