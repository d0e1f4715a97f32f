import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ConsoleAgent, createTestStaff, hiddenFields, listenTestApp, signedInAgent } from '../helpers/console.ts';

describe('CSRF protection of console forms', () => {
  let t: TestApp;
  let agent: ConsoleAgent;
  let origin: string;

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    agent = await signedInAgent(t, origin);
  });
  after(() => t.close());

  it("refuses a form without the session's token, or with another token, and changes nothing", async () => {
    for (const form of <Record<string, string>[]>[{ name: 'Hacked' }, { name: 'Hacked', _csrf: 'guess' }]) {
      const res = await agent.request('POST', '/console/shop', form);
      assert.equal(res.status, 403);
      assert.match(await res.text(), /form has expired/);
    }
    const shop = await t.ctx.db.selectFrom('shops').select('name').where('id', '=', t.shopId).executeTakeFirstOrThrow();
    assert.notEqual(shop.name, 'Hacked');
  });

  it("refuses another session's token", async () => {
    const other = await signedInAgent(t, origin);
    const theirs = hiddenFields(await (await other.get('/console/shop')).text(), '/console/shop')._csrf!;
    const res = await agent.request('POST', '/console/shop', { name: 'Hacked', _csrf: theirs });
    assert.equal(res.status, 403);
  });

  it('accepts the form with its token', async () => {
    const page = await (await agent.get('/console/shop')).text();
    const res = await agent.submit(page, '/console/shop', {
      name: 'Renamed shop',
      url: 'https://shop.example',
      contact_email: 'hi@shop.example',
    });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /Saved/);
  });

  it('refuses a sign-in form that did not come from the sign-in page (login CSRF)', async () => {
    const login = await createTestStaff(t.ctx.database, t.shopId);
    const fresh = new ConsoleAgent(origin);
    const res = await fresh.request('POST', '/console/sign-in', {
      email: login.email,
      password: login.password,
      _csrf: 'x',
    });
    assert.equal(res.status, 403);
    assert.equal(fresh.cookies.has('tenpo_console'), false);
  });
});
