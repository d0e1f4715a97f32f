import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { updateShop } from '../../src/shop/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { hiddenFields, listenTestApp, signedInAgent, type ConsoleAgent } from '../helpers/console.ts';

const LINE_SECRET = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const STRIPE_SECRET = 'sk_test_51ownerOnlySecretKey0000';
const STRIPE_WEBHOOK_SECRET = 'whsec_ownerOnlyWebhookSecret00';

/** Role escalation in the console: the settings that decide where shoppers go, who signs them in and who charges them. */
describe('shop settings by role: owners change the storefront URL and LINE Login, staff only see them', () => {
  let t: TestApp;
  let owner: ConsoleAgent;
  let staff: ConsoleAgent;
  const stored = () =>
    t.ctx.db
      .selectFrom('shops')
      .select(['name', 'storefront_url', 'line_channel_id', 'line_channel_secret'])
      .where('id', '=', t.shopId)
      .executeTakeFirstOrThrow();

  before(async () => {
    t = await startTestApp();
    const origin = await listenTestApp(t);
    owner = await signedInAgent(t, origin, { role: 'owner' });
    staff = await signedInAgent(t, origin, { role: 'staff' });
    await t.ctx.database.transaction((tx) =>
      updateShop(
        tx,
        t.ctx.secrets,
        t.shopId,
        {
          storefront_url: 'https://shop.example/liff',
          line_channel_id: '1234567890',
          line_channel_secret: LINE_SECRET,
        },
        { secretKey: STRIPE_SECRET, publishableKey: 'pk_test_51publicKey0000', webhookSecret: STRIPE_WEBHOOK_SECRET },
      ),
    );
  });
  after(() => t.close());

  it('staff see the storefront URL, the LINE channel and the Stripe keys read-only, never a secret', async () => {
    const page = await (await staff.get('/console/shop')).text();
    assert.doesNotMatch(page, /name="storefront_url"/);
    assert.doesNotMatch(page, /action="\/console\/shop\/line-login"/);
    assert.match(page, /https:\/\/shop\.example\/liff/);
    assert.match(page, /1234567890/);
    assert.match(page, /pk_test_51publicKey0000/);
    assert.match(page, /Only an owner can change/);
    for (const secret of [LINE_SECRET, STRIPE_SECRET, STRIPE_WEBHOOK_SECRET]) assert.ok(!page.includes(secret));
    assert.match(page, /name="name"/, 'the profile stays editable');
  });

  it('a staff POST changing the storefront URL or the LINE channel answers 403 with the console error page and changes nothing', async () => {
    const page = await (await staff.get('/console/shop')).text();
    const csrf = hiddenFields(page, '/console/shop');
    const before = await stored();
    for (const [action, form] of [
      ['/console/shop', { name: 'Taken over', url: '', contact_email: '', storefront_url: 'https://evil.example/' }],
      ['/console/shop/line-login', { line_channel_id: '999', line_channel_secret: 'attacker-secret-0000' }],
      ['/console/shop/line-login', { line_channel_id: '1234567890', line_channel_secret: 'attacker-secret-0000' }],
      ['/console/shop/line-login', { clear: '1' }],
    ] as const) {
      const res = await staff.request('POST', action, { ...csrf, ...form });
      assert.equal(res.status, 403, `${action} ${JSON.stringify(form)}`);
      const body = await res.text();
      assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(body, /Request refused/);
      assert.match(body, /Only the shop&#39;s owners can change this/);
    }
    assert.deepEqual(await stored(), before);
  });

  it("staff change the shop's name, URL and contact e-mail; the storefront URL stays", async () => {
    const page = await (await staff.get('/console/shop')).text();
    const res = await staff.submit(page, '/console/shop', {
      name: 'Renamed by staff',
      url: 'https://shop.example/',
      contact_email: 'hello@shop.example',
    });
    assert.equal(res.status, 200);
    const after = await stored();
    assert.equal(after.name, 'Renamed by staff');
    assert.equal(after.storefront_url, 'https://shop.example/liff');
  });

  it('owners change the storefront URL and the LINE channel', async () => {
    let page = await (await owner.get('/console/shop')).text();
    assert.match(page, /name="storefront_url"/);
    const saved = await owner.submit(page, '/console/shop', {
      name: 'Shop',
      url: '',
      contact_email: '',
      storefront_url: 'https://shop.example/store',
    });
    assert.equal(saved.status, 200);
    page = await saved.text();
    const line = await owner.submit(page, '/console/shop/line-login', { line_channel_id: '2000000001' });
    assert.equal(line.status, 200);
    const after = await stored();
    assert.equal(after.storefront_url, 'https://shop.example/store');
    assert.equal(after.line_channel_id, '2000000001');
    assert.equal(t.ctx.secrets.open(after.line_channel_secret), LINE_SECRET, 'an empty secret field keeps it');
  });
});
