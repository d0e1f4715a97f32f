import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { hiddenFields, listenTestApp, signedInAgent, type ConsoleAgent } from '../helpers/console.ts';
import { storageEnv, type TestStorage } from '../helpers/db.ts';
import { lineIdToken } from '../helpers/line-login.ts';
import { runTenpo, type CliRun } from '../helpers/server.ts';

const SECRET = 'c0ffee00c0ffee00c0ffee00c0ffee00';
const SECOND_SECRET = 'beefbeefbeefbeefbeefbeefbeefbeef';

function json(r: CliRun): Record<string, any> {
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

describe("A shop's LINE Login channel: set from the CLI and the console, the secret sealed and never shown", () => {
  let t: TestApp & { storage: TestStorage };
  let env: Record<string, string>;
  let origin: string;
  let owner: ConsoleAgent;
  const storedChannel = () =>
    t.ctx.db
      .selectFrom('shops')
      .select(['line_channel_id', 'line_channel_secret'])
      .where('id', '=', t.shopId)
      .executeTakeFirstOrThrow();

  before(async () => {
    t = await startTestApp();
    env = storageEnv(t.storage);
    origin = await listenTestApp(t);
    owner = await signedInAgent(t, origin);
  });
  after(() => t.close());

  it('shops update --line-channel-id --line-channel-secret stores the secret sealed and shows only whether it is set', async () => {
    const args = ['shops', 'update', t.shopId, '--line-channel-id', '1234567890', '--line-channel-secret', SECRET];
    const updated = json(await runTenpo([...args, '--json'], env));
    assert.equal(updated.line_channel_id, '1234567890');
    assert.equal(updated.line_channel_secret_set, true);
    assert.ok(!('line_channel_secret' in updated));
    const text = await runTenpo(args, env);
    const listed = await runTenpo(['shops', 'list', '--json'], env);
    const listedText = await runTenpo(['shops', 'list'], env);
    for (const r of [text, listed, listedText]) {
      assert.equal(r.code, 0, r.stderr);
      assert.ok(!r.stdout.includes(SECRET) && !r.stderr.includes(SECRET), 'the secret never printed');
    }
    const shop = json(listed).shops.find((s: { shop_id: string }) => s.shop_id === t.shopId);
    assert.deepEqual([shop.line_channel_id, shop.line_channel_secret_set], ['1234567890', true]);
    const stored = await storedChannel();
    assert.notEqual(stored.line_channel_secret, SECRET);
    assert.ok(!stored.line_channel_secret.includes(SECRET));
    assert.equal(t.ctx.secrets.open(stored.line_channel_secret), SECRET);
  });

  it('refuses a channel id that is not numeric and a secret with spaces, changing nothing; --clear-line-login clears both', async () => {
    const before = await storedChannel();
    for (const flags of [
      ['--line-channel-id', 'abc'],
      ['--line-channel-secret', 'has spaces in it'],
      ['--clear-line-login', '--line-channel-id', '1'],
    ]) {
      const r = await runTenpo(['shops', 'update', t.shopId, ...flags], env);
      assert.notEqual(r.code, 0, flags.join(' '));
      assert.match(r.stderr, /line/);
    }
    assert.deepEqual(await storedChannel(), before);
    const cleared = json(await runTenpo(['shops', 'update', t.shopId, '--clear-line-login', '--json'], env));
    assert.deepEqual([cleared.line_channel_id, cleared.line_channel_secret_set], ['', false]);
    assert.deepEqual(await storedChannel(), { line_channel_id: '', line_channel_secret: '' });
  });

  it('the console sets the channel; the secret field stays empty, its placeholder says whether one is set, and empty keeps it', async () => {
    let page = await (await owner.get('/console/shop')).text();
    assert.match(page, /LINE Login/);
    assert.match(page, /placeholder="Not set"/);
    const saved = await owner.submit(page, '/console/shop/line-login', {
      line_channel_id: '2000000001',
      line_channel_secret: SECOND_SECRET,
    });
    assert.equal(saved.status, 200);
    page = await saved.text();
    assert.ok(!page.includes(SECOND_SECRET), 'the secret is not sent back');
    assert.match(page, /value="2000000001"/);
    assert.match(page, /placeholder="Set \(leave empty to keep it\)"/);
    const kept = await owner.submit(page, '/console/shop/line-login', {
      line_channel_id: '2000000002',
      line_channel_secret: '',
    });
    page = await kept.text();
    assert.ok(!page.includes(SECOND_SECRET));
    const stored = await storedChannel();
    assert.equal(stored.line_channel_id, '2000000002');
    assert.equal(t.ctx.secrets.open(stored.line_channel_secret), SECOND_SECRET, 'an empty field keeps the secret');
    const bad = await owner.submit(page, '/console/shop/line-login', { line_channel_id: 'x1' });
    assert.equal(bad.status, 400);
    assert.match(await bad.text(), /line_channel_id must be/);
    const cleared = await owner.submit(page, '/console/shop/line-login', { clear: '1' });
    assert.match(await cleared.text(), /placeholder="Not set"/);
    assert.deepEqual(await storedChannel(), { line_channel_id: '', line_channel_secret: '' });
  });

  it('neither the shop profile (GET /v1/me) nor the console page carries the channel secret', async () => {
    json(
      await runTenpo(
        ['shops', 'update', t.shopId, '--line-channel-id', '1234567890', '--line-channel-secret', SECRET, '--json'],
        env,
      ),
    );
    const me = await t.get('/v1/me', await t.token(['read_users']));
    assert.equal(me.statusCode, 200);
    assert.ok(!me.body.includes(SECRET));
    assert.ok(!me.body.includes('line_channel'));
    const page = await (await owner.get('/console/shop')).text();
    assert.ok(!page.includes(SECRET));
  });

  it("a staff member cannot put a channel secret of their own in place (403), so they cannot sign ID tokens for the shop's shoppers", async () => {
    json(
      await runTenpo(
        ['shops', 'update', t.shopId, '--line-channel-id', '1234567890', '--line-channel-secret', SECRET, '--json'],
        env,
      ),
    );
    const staff = await signedInAgent(t, origin, { role: 'staff' });
    const page = await (await staff.get('/console/shop')).text();
    assert.ok(!page.includes(SECRET));
    assert.match(page, /Only an owner can change/);
    const theirs = 'staff-chosen-secret-0000';
    const res = await staff.request('POST', '/console/shop/line-login', {
      ...hiddenFields(page, '/console/shop'),
      line_channel_id: '1234567890',
      line_channel_secret: theirs,
    });
    assert.equal(res.status, 403);
    assert.equal(t.ctx.secrets.open((await storedChannel()).line_channel_secret), SECRET);
    const forged = await lineIdToken({
      alg: 'HS256',
      key: new TextEncoder().encode(theirs),
      channelId: '1234567890',
      sub: 'Uvictim000000000000000000000000001',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: `/storefront/v1/shops/${t.shopId}/session`,
      payload: { id_token: forged },
    });
    assert.equal(signIn.statusCode, 401, "a token signed with the staff member's secret signs no one in");
  });
});
