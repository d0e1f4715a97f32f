import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { acceptGift } from '../../src/storefront/gifts.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ConsoleAgent, listenTestApp, signedInAgent, unescapeHtml } from '../helpers/console.ts';
import { asRecipient, distinctPerson, leaked } from '../helpers/personal-data.ts';
import { placeTestOrder, signInShopper } from '../helpers/storefront.ts';

const GIVER = distinctPerson('Giver', '1111');
const GIVER_DESTINATION = distinctPerson('Giverdest', '4444');
const RECIPIENT = distinctPerson('Recip', '2222');
const RECIPIENT_DESTINATION = distinctPerson('Recipdest', '6666');
const EVERYONE = [GIVER, GIVER_DESTINATION, RECIPIENT, RECIPIENT_DESTINATION];

describe("personal data in the console: staff see their own shop's shoppers only, and nobody else sees any", () => {
  let t: TestApp;
  let origin: string;
  let orders: { normal: string; gift: string; received: string };

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
    const giver = await signInShopper(t, { profile: GIVER });
    const recipient = await signInShopper(t, { profile: RECIPIENT });
    const normal = (
      await placeTestOrder(t, { shopper: giver, shippings: [{ recipient: asRecipient(GIVER_DESTINATION) }] })
    ).orderId;
    const gift = (await placeTestOrder(t, { shopper: giver, gift: { recipient_line_user_id: recipient.lineUserId } }))
      .orderId;
    const received = await acceptGift(t.ctx.database, recipient, gift, {
      recipient: asRecipient(RECIPIENT_DESTINATION),
    });
    orders = { normal, gift, received };
  });
  after(() => t.close());

  const pages = () => [
    '/console/orders',
    '/console/customers',
    ...Object.values(orders).map((id) => `/console/orders/${id}`),
  ];

  it("staff of another shop find none of this shop's shoppers on any page (orders 404)", async () => {
    const elsewhere = await signedInAgent(t, origin, { shopId: await t.newShop('Elsewhere') });
    for (const path of pages()) {
      const res = await elsewhere.get(path);
      const body = unescapeHtml(await res.text());
      assert.equal(res.status, path.startsWith('/console/orders/') ? 404 : 200, `${path}: ${body}`);
      assert.deepEqual(leaked(body, EVERYONE), [], `${path} leaked to another shop's staff`);
    }
  });

  it('without a staff session no page shows personal data', async () => {
    const anonymous = new ConsoleAgent(origin);
    for (const path of pages()) {
      const res = await anonymous.get(path);
      assert.ok(res.status === 302 || res.status === 303 || res.status === 401, `${path}: ${res.status}`);
      assert.deepEqual(leaked(unescapeHtml(await res.text()), EVERYONE), [], path);
    }
  });

  it("the shop's staff see each order's own people: a received gift shows its recipient, not the giver", async () => {
    const staff = await signedInAgent(t, origin, { role: 'staff' });
    const page = async (path: string) => unescapeHtml(await (await staff.get(path)).text());
    const normal = await page(`/console/orders/${orders.normal}`);
    for (const v of [GIVER.tel, GIVER.email, GIVER_DESTINATION.address]) assert.ok(normal.includes(v), v);
    const received = await page(`/console/orders/${orders.received}`);
    assert.deepEqual(leaked(received, [GIVER, GIVER_DESTINATION]), [], "the received order carries the giver's data");
    for (const v of [RECIPIENT.email, RECIPIENT_DESTINATION.tel, RECIPIENT_DESTINATION.address])
      assert.ok(received.includes(v), v);
    const customers = await page('/console/customers');
    for (const v of [GIVER.email, RECIPIENT.email]) assert.ok(customers.includes(v), v);
  });
});
