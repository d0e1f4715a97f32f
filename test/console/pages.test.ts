import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { ConsoleAgent, hiddenFields, listenTestApp, signedInAgent, unescapeHtml } from '../helpers/console.ts';
import { CUSTOMER_PROFILE, insertOrder, PURCHASER, RECIPIENT } from '../helpers/orders.ts';

describe('console pages', () => {
  let t: TestApp;
  let origin: string;
  let owner: ConsoleAgent;
  let staff: ConsoleAgent;

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    owner = await signedInAgent(t, origin, { role: 'owner' });
    staff = await signedInAgent(t, origin, { role: 'staff' });
  });
  after(() => t.close());

  it('edits the shop profile, refuses bad input, and escapes what it shows', async () => {
    const page = await (await owner.get('/console/shop')).text();
    const bad = await owner.submit(page, '/console/shop', { name: 'Shop', url: 'not a url', contact_email: '' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /url must be an absolute/);
    const ok = await owner.submit(page, '/console/shop', {
      name: '<script>alert(1)</script> & Co',
      url: 'https://shop.example',
      contact_email: 'hi@shop.example',
    });
    const html = await ok.text();
    assert.doesNotMatch(html, /<script>alert/);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt; &amp; Co/);
    const me = await t.get('/v1/me', await t.token(['read_users']));
    assert.equal(me.json().data.contact_email, 'hi@shop.example');
  });

  it('creates an API client and shows its secret once, which then works at the token endpoint', async () => {
    const page = await (await owner.get('/console/clients')).text();
    const res = await owner.submit(page, '/console/clients', {
      name: 'Warehouse sync',
      scopes: ['read_items', 'write_shipping'],
      redirect_uris: '',
    });
    const html = await res.text();
    assert.equal(res.status, 200);
    const clientId = /<dt>client_id<\/dt><dd><code>([^<]+)</.exec(html)![1]!;
    const secret = unescapeHtml(/class="secret">([^<]+)</.exec(html)![1]!);
    const token = await fetch(`${origin}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
    });
    assert.equal(token.status, 200);
    const list = await (await owner.get('/console/clients')).text();
    assert.match(list, /Warehouse sync/);
    assert.doesNotMatch(
      list,
      new RegExp(secret.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')),
      'the secret is not shown again',
    );
  });

  it('offers personal-data scopes to owners only, and only for trusted clients', async () => {
    const ownerPage = await (await owner.get('/console/clients')).text();
    assert.match(ownerPage, /value="read_orders_pii"/);
    const untrusted = await owner.submit(ownerPage, '/console/clients', {
      name: 'Untrusted',
      scopes: ['read_orders_pii'],
    });
    assert.equal(untrusted.status, 400);
    assert.match(await untrusted.text(), /trusted/);
    const trusted = await owner.submit(ownerPage, '/console/clients', {
      name: 'CRM',
      scopes: ['read_customers_pii'],
      trusted: '1',
    });
    assert.equal(trusted.status, 200);

    const staffPage = await (await staff.get('/console/clients')).text();
    assert.doesNotMatch(staffPage, /value="read_orders_pii"/);
    const forced = await staff.submit(staffPage, '/console/clients', {
      name: 'Sneaky',
      scopes: ['read_orders_pii'],
      trusted: '1',
    });
    assert.equal(forced.status, 400);
    assert.match(await forced.text(), /Only an owner/);
  });

  it('disables a client: its tokens stop working', async () => {
    const client = await t.client(['read_users']);
    const page = await (await staff.get('/console/clients')).text();
    const res = await staff.submit(page, `/console/clients/${client.clientId}/disable`);
    assert.equal(res.status, 303);
    assert.equal((await t.get('/v1/me', client.token)).statusCode, 401);
  });

  it("lists and searches items, and an edit by hand is recorded as staff and blocks the managing client's status write", async () => {
    const manager = await t.client(['write_items', 'read_items']);
    const item = await createTestItem(t, manager.token, { name: 'Hojicha latte', external_ref: 'ext-1' });
    await createTestItem(t, manager.token, { name: 'Sencha' });
    const found = await (await staff.get('/console/items?q=hojicha')).text();
    assert.match(found, /Hojicha latte/);
    assert.doesNotMatch(found, /Sencha/);

    const page = await (await staff.get(`/console/items/${item.id}`)).text();
    const form = hiddenFields(page, `/console/items/${item.id}`);
    const bad = await staff.submit(page, `/console/items/${item.id}`, {
      name: 'Hojicha latte',
      status: 'active',
      price: '40',
      discount_rate: '0',
      description: 'Roasted green tea latte.',
    });
    assert.equal(bad.status, 422, 'the item rules apply to staff too');
    const res = await staff.request('POST', `/console/items/${item.id}`, {
      ...form,
      name: 'Hojicha latte (large)',
      status: 'active',
      price: '1200',
      discount_rate: '0',
      description: 'Medium roast, ground for drip.',
    });
    assert.equal(res.status, 303);
    assert.match(await (await staff.get(res.headers.get('location')!)).text(), /edited by hand/);

    const history = await t.get(`/v1/items/${item.id}/history`, manager.token);
    assert.equal(history.statusCode, 200);
    assert.match(history.body, /staff/);
    const write = await t.patch(`/v1/items/${item.id}`, manager.token, { status: 'inactive' });
    assert.equal(write.statusCode, 409);
    assert.equal(write.json().error.code, 'edited_by_hand');
  });

  it("shows orders with the buyer's and recipient's personal data, and lists customers", async () => {
    const order = await insertOrder(t, { shippings: ['shipped'] });
    const list = await (await staff.get('/console/orders')).text();
    assert.match(list, new RegExp(order.id));
    const detail = await (await staff.get(`/console/orders/${order.id}`)).text();
    for (const text of [
      PURCHASER.address,
      PURCHASER.tel,
      RECIPIENT.address,
      `${RECIPIENT.last_name} ${RECIPIENT.first_name}`,
    ])
      assert.ok(detail.includes(text), text);
    assert.match(detail, /JST/);
    const customers = await (await staff.get('/console/customers')).text();
    assert.ok(customers.includes(CUSTOMER_PROFILE.email));
  });

  it("does not show another shop's order or item", async () => {
    const otherShop = await t.newShop();
    const order = await insertOrder(t, { shopId: otherShop });
    assert.equal((await staff.get(`/console/orders/${order.id}`)).status, 404);
    assert.doesNotMatch(await (await staff.get('/console/orders')).text(), new RegExp(order.id));
  });
});
