import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { updateShop } from '../../src/shop/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInStaff, unescapeHtml } from '../helpers/console.ts';
import { lineIdToken } from '../helpers/line-login.ts';
import { insertCustomer } from '../helpers/orders.ts';

const CHANNEL_ID = '1234567890';
const CHANNEL_SECRET = '0123456789abcdef0123456789abcdef';

/**
 * The LINE display name (the ID token's `name`, the profile's displayName) is kept on the customer
 * at every LINE sign-in, shown on the console's customer list, and found by owners' search; the
 * search keys (customer_search, migration 0911) follow every write of the columns searched.
 */
describe('console customers: the LINE display name, shown and searched', () => {
  let t: TestApp;
  let origin: string;
  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    await t.ctx.database.transaction((tx) =>
      updateShop(tx, t.ctx.secrets, t.shopId, { line_channel_id: CHANNEL_ID, line_channel_secret: CHANNEL_SECRET }),
    );
  });
  after(() => t.close());

  const signIn = async (sub: string, name: string) => {
    const idToken = await lineIdToken({
      alg: 'HS256',
      key: new TextEncoder().encode(CHANNEL_SECRET),
      channelId: CHANNEL_ID,
      sub,
      claims: { name },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/storefront/v1/shops/${t.shopId}/session`,
      payload: { id_token: idToken },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data.customer.id as string;
  };
  const lineName = async (id: string) =>
    (await t.ctx.db.selectFrom('customers').select('line_name').where('id', '=', id).executeTakeFirstOrThrow())
      .line_name;

  it('stores the display name at sign-in and keeps it current; the list shows it and owners find customers by it', async () => {
    const sub = 'U0123456789abcdef0123456789abcdef';
    const id = await signIn(sub, '  はなこ🌸 Shop  ');
    assert.equal(await lineName(id), 'はなこ🌸 Shop');
    assert.equal(await signIn(sub, 'Hana Sato'), id);
    assert.equal(await lineName(id), 'Hana Sato', 'a later sign-in brings the new display name');
    await insertCustomer(t, { lineName: 'Hanabi' });

    const { agent: owner } = await signedInStaff(t, origin, { role: 'owner', locale: 'en' });
    const found = async (q: string) => {
      const page = unescapeHtml(await (await owner.get(`/console/customers?${new URLSearchParams({ q })}`)).text());
      return [...page.matchAll(/data-label="LINE name">([^<]*)</g)].map((m) => m[1]).sort();
    };
    assert.deepEqual(await found('hana sato'), ['Hana Sato']);
    assert.deepEqual(
      await found('ＨＡＮＡ'),
      ['Hana Sato', 'Hanabi'],
      'full-width, any case: the beginning of the name',
    );
    assert.deepEqual(await found(sub.slice(0, 10).toUpperCase()), ['Hana Sato'], 'the LINE user id still finds them');
    assert.deepEqual(await found('Sato'), [], 'a search matches the beginning of a key, not its middle');

    const { agent: staff } = await signedInStaff(t, origin, { role: 'staff', locale: 'ja' });
    const page = await (await staff.get('/console/customers?q=Hanabi')).text();
    assert.match(page, /<td data-label="LINE 名">Hana Sato<\/td>/, 'staff see the LINE name');
    assert.match(page, /<td data-label="LINE 名">Hanabi<\/td>/, 'but q is ignored: the list is not searched');
  });

  it('keeps the search keys equal to the customers through inserts, updates and deletes', async () => {
    const shopId = await t.newShop();
    const id = await insertCustomer(t, { shopId });
    const keys = async () =>
      (
        await t.ctx.db
          .selectFrom('customer_search')
          .select('key')
          .where('shop_id', '=', shopId)
          .where('customer_id', '=', id)
          .orderBy('key')
          .execute()
      ).map((r) => r.key);
    await t.fixtures
      .updateTable('customers')
      .set({
        last_name: '山田',
        first_name: '花子',
        tel: '090-1111-2222',
        email: 'Hanako@Example.JP',
        line_name: 'Hana Y',
        line_user_id: 'Uabc',
      })
      .where('id', '=', id)
      .execute();
    assert.deepEqual(await keys(), ['09011112222', 'hanako@example.jp', 'hanay', 'uabc', '山田花子', '花子'].sort());
    await t.fixtures.updateTable('customers').set({ first_name: '', line_name: '' }).where('id', '=', id).execute();
    assert.deepEqual(await keys(), ['09011112222', 'hanako@example.jp', 'uabc', '山田'].sort());
    await t.fixtures.updateTable('customers').set({ tags: '["vip"]' }).where('id', '=', id).execute();
    assert.equal((await keys()).length, 4, 'other columns leave the keys alone');
    await t.fixtures.deleteFrom('customers').where('id', '=', id).execute();
    assert.deepEqual(await keys(), []);
  });
});
