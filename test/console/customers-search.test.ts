import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInStaff } from '../helpers/console.ts';
import { insertCustomer, insertOrder } from '../helpers/orders.ts';

/** Staff know customers by name: owners find them by name, phone, e-mail or LINE user id, and an order list narrowed to one names them. */
describe('console customers: search by name, phone or LINE user id (owners), orders named by customer', () => {
  let t: TestApp;
  let origin: string;
  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
  });
  after(() => t.close());

  it('finds a customer as staff type them, only for owners; the order list shows the name, not an id', async () => {
    const shopId = await t.newShop();
    const yamada = await insertCustomer(t, { shopId });
    await t.fixtures
      .updateTable('customers')
      .set({ last_name: '山田', first_name: '花子', tel: '090-1111-2222', line_user_id: 'Uyamada01' })
      .where('id', '=', yamada)
      .execute();
    await insertCustomer(t, { shopId });
    await insertOrder(t, { shopId, customerId: yamada });
    const { agent: owner } = await signedInStaff(t, origin, { shopId, role: 'owner', locale: 'ja' });
    const found = async (q: string) => {
      const page = await (await owner.get(`/console/customers?${new URLSearchParams({ q }).toString()}`)).text();
      return [...page.matchAll(/href="\/console\/orders\?customer=([^"]+)"/g)].map((m) => m[1]);
    };
    for (const q of ['山田 花子', '山田花子', '０９０−１１１１−２２２２', '09011112222', 'uyamada'])
      assert.deepEqual(await found(q), [yamada], q);
    assert.deepEqual(await found('佐藤'), []);
    assert.equal((await found('鈴木 美咲')).length, 1);
    assert.equal((await found('')).length, 2);

    const { agent: staff } = await signedInStaff(t, origin, { shopId, role: 'staff', locale: 'ja' });
    const staffPage = await (await staff.get('/console/customers?q=山田')).text();
    assert.doesNotMatch(staffPage, /type="search"/, 'no search for staff without personal-data rights');
    assert.equal([...staffPage.matchAll(/href="\/console\/orders\?customer=/g)].length, 2, 'q ignored');

    // Hostile input on the console's new query parameters: a clear 4xx or nothing found, never a 500.
    assert.equal((await owner.get('/console/customers?q=%25_%5C')).status, 200);
    for (const path of ['/console/customers?q=%00', '/console/items?stock=%00', '/console/items?stock=out&q=%00'])
      assert.equal((await owner.get(path)).status, 400, path);
    for (const path of ['/console/orders?late=2026-13-01', '/console/orders?late=%00', '/console/orders?late=x'])
      assert.equal((await owner.get(path)).status, 400, path);
    const orders = await (await owner.get(`/console/orders?customer=${yamada}`)).text();
    assert.match(orders, /顧客: <strong>山田 花子<\/strong>/);
    assert.doesNotMatch(orders, /name="customer" value="[^"]*"[^>]*type="text"/);
  });
});
