import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInAgent, type ConsoleAgent } from '../helpers/console.ts';
import { TEST_DIALECT } from '../helpers/db.ts';

describe(`The shop as sender (ご依頼主) of label files, set in the console (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let staff: ConsoleAgent;
  const stored = () => t.ctx.db.selectFrom('shop_senders').selectAll().where('shop_id', '=', t.shopId).execute();

  before(async () => {
    t = await startTestApp();
    staff = await signedInAgent(t, await listenTestApp(t), { role: 'staff' });
  });
  after(() => t.close());

  it('saves every field (full-width digits read, the postal code written 123-4567), refuses some empty, removes when all are', async () => {
    let page = await (await staff.get('/console/shop')).text();
    assert.match(page, /href="\/console\/shop\/sender"/);
    page = await (await staff.get('/console/shop/sender')).text();
    assert.match(page, /No sender yet/);
    const saved = await staff.submit(page, '/console/shop/sender', {
      name: ' 珈琲舎 ',
      phone: '０３-1234-5678',
      postal_code: '1500001',
      address: '東京都渋谷区神宮前1-2-3',
    });
    assert.equal(saved.status, 200);
    page = await saved.text();
    assert.match(page, /value="150-0001"/);
    assert.deepEqual(
      (await stored()).map((r) => [r.name, r.phone, r.postal_code, r.address]),
      [['珈琲舎', '03-1234-5678', '150-0001', '東京都渋谷区神宮前1-2-3']],
    );

    for (const [fields, why] of [
      [{ name: '珈琲舎', phone: '', postal_code: '1500001', address: '東京都' }, /phone is empty/],
      [{ name: '珈琲舎', phone: '03-1234', postal_code: '1500001', address: '東京都' }, /phone must be/],
      [{ name: '珈琲舎', phone: '0312345678', postal_code: '15000', address: '東京都' }, /postal_code must be/],
    ] as const) {
      const refused = await staff.submit(page, '/console/shop/sender', fields);
      assert.equal(refused.status, 400);
      assert.match(await refused.text(), why);
    }
    assert.equal((await stored())[0]!.phone, '03-1234-5678', 'a refusal changes nothing');

    const removed = await staff.submit(page, '/console/shop/sender', {
      name: '',
      phone: '',
      postal_code: '',
      address: '',
    });
    assert.equal(removed.status, 200);
    assert.deepEqual(await stored(), []);
  });
});
