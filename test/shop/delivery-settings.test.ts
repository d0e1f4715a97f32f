import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInAgent, type ConsoleAgent } from '../helpers/console.ts';
import { storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo } from '../helpers/server.ts';

/** A shop's delivery settings: shown by GET /v1/me, set with the CLI and by owners in the console (DECISIONS §8). */
describe("a shop's delivery settings: GET /v1/me, tenpo shops update --delivery-settings, the console's shop page", () => {
  let t: TestApp & { storage: TestStorage };
  let env: Record<string, string>;
  let owner: ConsoleAgent;
  let staff: ConsoleAgent;
  const me = async () => (await t.get('/v1/me', await t.token(['read_users']))).json().data.delivery;
  const stored = async () =>
    (
      await t.ctx.db
        .selectFrom('shops')
        .select('delivery_settings')
        .where('id', '=', t.shopId)
        .executeTakeFirstOrThrow()
    ).delivery_settings;

  before(async () => {
    t = await startTestApp();
    env = storageEnv(t.storage);
    const origin = await listenTestApp(t);
    owner = await signedInAgent(t, origin, { role: 'owner' });
    staff = await signedInAgent(t, origin, { role: 'staff' });
  });
  after(() => t.close());

  it('GET /v1/me shows the defaults until the shop sets its own', async () => {
    assert.equal(await stored(), null);
    assert.deepEqual(await me(), {
      time_slots: [
        { code: '0812', label: '午前中' },
        { code: '1416', label: '14時〜16時' },
        { code: '1618', label: '16時〜18時' },
        { code: '1820', label: '18時〜20時' },
        { code: '1921', label: '19時〜21時' },
      ],
      lead_days: 2,
      cutoff: null,
      closed_dates: [],
      max_days_ahead: 30,
      lead_days_by_prefecture: {},
      gift_wrapping: false,
    });
  });

  it('the CLI sets the fields given and keeps the others; a refusal says why and changes nothing', async () => {
    const input = { lead_days: 3, cutoff: '15:00', closed_dates: ['2027-01-01'], lead_days_by_prefecture: { '47': 5 } };
    const r = await runTenpo(
      ['shops', 'update', t.shopId, '--delivery-settings', JSON.stringify(input), '--json'],
      env,
    );
    assert.equal(r.code, 0, r.stderr);
    const shown = JSON.parse(r.stdout).delivery;
    assert.equal(shown.lead_days, 3);
    assert.deepEqual(shown.lead_days_by_prefecture, { 沖縄県: 5 });
    assert.equal(shown.time_slots.length, 5, 'time slots left out stay');
    assert.deepEqual(await me(), shown);

    const before = await stored();
    for (const [json, reason] of [
      ['{"lead_days": 2', /--delivery-settings must be JSON/],
      ['{"cutoff": "25:00"}', /cutoff must be a Japan time HH:mm/],
      ['{"lead_days_by_prefecture": {"Osaka": 1}}', /Osaka is not a prefecture/],
      ['{"unknown": 1}', /unknown field unknown/],
    ] as const) {
      const refused = await runTenpo(
        ['shops', 'update', t.shopId, '--name', 'Renamed', '--delivery-settings', json],
        env,
      );
      assert.equal(refused.code, 1, json);
      assert.match(refused.stderr, reason);
    }
    assert.equal(await stored(), before);
    const name = (await t.get('/v1/me', await t.token(['read_users']))).json().data.name;
    assert.notEqual(name, 'Renamed', 'a refused update changes nothing else either');
  });

  it('owners edit them in the console; a refusal shows the reason and what was typed; other staff only read them', async () => {
    let page = await (await owner.get('/console/shop')).text();
    assert.match(page, /Delivery dates and gift wrapping/);
    assert.match(page, /name="lead_days"[^>]*value="3"/);
    // What a browser sends of the form, every field.
    const form = {
      time_slots: '0812 午前中\r\n1416 14時〜16時\r\n',
      lead_days: '1',
      cutoff: '12:30',
      closed_dates: '2027-01-02\n2027-01-01',
      max_days_ahead: '14',
      lead_days_by_prefecture: '北海道 2\n沖縄県　3',
      gift_wrapping: '1',
    };
    const saved = await owner.submit(page, '/console/shop/delivery', form);
    assert.equal(saved.status, 200);
    page = await saved.text();
    assert.match(page, /Delivery settings saved/);
    assert.deepEqual(await me(), {
      time_slots: [
        { code: '0812', label: '午前中' },
        { code: '1416', label: '14時〜16時' },
      ],
      lead_days: 1,
      cutoff: '12:30',
      closed_dates: ['2027-01-01', '2027-01-02'],
      max_days_ahead: 14,
      lead_days_by_prefecture: { 北海道: 2, 沖縄県: 3 },
      gift_wrapping: true,
    });

    const bad = await owner.submit(page, '/console/shop/delivery', {
      ...form,
      lead_days: '2',
      closed_dates: 'tomorrow',
    });
    assert.equal(bad.status, 400);
    const badPage = await bad.text();
    assert.match(badPage, /closed_dates: &quot;tomorrow&quot; is not a date/);
    assert.match(badPage, />tomorrow<\/textarea>/, 'what was typed is shown again');
    assert.equal((await me()).lead_days, 1);
    // Unticking the box turns wrapping off.
    const { gift_wrapping: _ticked, ...unticked } = form;
    assert.equal((await owner.submit(page, '/console/shop/delivery', unticked)).status, 200);
    assert.equal((await me()).gift_wrapping, false);

    const staffPage = await (await staff.get('/console/shop')).text();
    assert.match(staffPage, /Delivery dates and gift wrapping/);
    assert.ok(!staffPage.includes('action="/console/shop/delivery"'), 'no form for staff');
    assert.match(staffPage, /<code>1416<\/code> 14時〜16時/);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(staffPage)![1]!;
    const refused = await staff.request('POST', '/console/shop/delivery', { _csrf: csrf, lead_days: '9' });
    assert.equal(refused.status, 403);
    assert.equal((await me()).lead_days, 1);
  });
});
