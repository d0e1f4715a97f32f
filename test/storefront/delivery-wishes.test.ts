import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { updateDeliverySettings } from '../../src/shop/delivery.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { listenTestApp, signedInAgent } from '../helpers/console.ts';
import { finishedJob } from '../helpers/jobs.ts';
import { addDays } from '../../src/lib/jst-time.ts';
import {
  createStorefrontItem,
  placeTestOrder,
  shopperRequest,
  signInShopper,
  TEST_RECIPIENT,
  type TestShopper,
} from '../helpers/storefront.ts';

const OKINAWA = { ...TEST_RECIPIENT, postal_code: '900-0001', address: '沖縄県那覇市港町1-1' };
const NOSHI = {
  type: 'noshi',
  noshi: { purpose: '内祝', name: '佐藤', placement: 'outer' },
  message: 'ありがとうございました',
};

/** Delivery dates and times from the shop's calendar, and gift wrapping and noshi, through the storefront (DECISIONS §8). */
describe('delivery wishes and gift wrapping at checkout', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const settle = (shopId: string, input: Record<string, unknown>) =>
    t.ctx.database.transaction((tx) => updateDeliverySettings(tx, shopId, input));
  async function cart(spec: Parameters<typeof createStorefrontItem>[1][], shopId = t.shopId) {
    const s = await signInShopper(t, { shopId });
    for (const item of spec) {
      const { id } = await createStorefrontItem(t, { shopId, ...item });
      const r = await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', { item_id: id, quantity: 1 });
      assert.equal(r.statusCode, 201, r.body);
    }
    return s;
  }
  const options = async (s: TestShopper, query = '') => {
    const r = await shopperRequest(t, s.token, 'GET', `/storefront/v1/delivery_options${query}`);
    assert.equal(r.statusCode, 200, r.body);
    return r.json().data as { dates: string[]; time_slots: { code: string; label: string }[]; required: boolean };
  };
  const pay = (s: TestShopper, shipping: Record<string, unknown>) =>
    shopperRequest(t, s.token, 'POST', '/storefront/v1/checkout', {
      payment_method: 'credit_card',
      shippings: [{ recipient: TEST_RECIPIENT, ...shipping }],
    });
  const orderCount = async () => (await t.ctx.db.selectFrom('orders').select('id').execute()).length;

  it("offers the cart the shop's dates and Yamato's slots; none when an item is not_available; required when one needs it", async () => {
    const shopId = await t.newShop('Calendar shop');
    const plain = await options(await cart([{}], shopId));
    // Default settings: today (JST) + 2 to today + 30, no cutoff, no closed dates.
    assert.equal(plain.dates.length, 29);
    assert.deepEqual(
      plain.time_slots.map((s) => s.code),
      ['0812', '1416', '1618', '1820', '1921'],
    );
    assert.equal(plain.time_slots[0]!.label, '午前中');
    assert.equal(plain.required, false);

    const refused = await options(await cart([{ delivery_datetime_possibility: 'not_available' }, {}], shopId));
    assert.deepEqual(refused, { dates: [], time_slots: [], required: false });
    const required = await options(await cart([{ delivery_datetime_possibility: 'required' }], shopId));
    assert.equal(required.required, true);
    assert.equal(required.dates.length, 29);

    await settle(shopId, {
      lead_days_by_prefecture: { 沖縄県: 5 },
      closed_dates: [plain.dates[5]!],
      time_slots: [{ code: 'AM', label: '午前' }],
    });
    const s = await cart([{}], shopId);
    const okinawa = await options(s, '?prefecture=47&postal_code=900-0001');
    assert.equal(okinawa.dates[0], plain.dates[3]);
    assert.ok(!okinawa.dates.includes(plain.dates[5]!), 'a closed date is not offered');
    assert.deepEqual(okinawa.time_slots, [{ code: 'AM', label: '午前' }]);
    assert.equal((await options(s, '?prefecture=' + encodeURIComponent('沖縄県'))).dates[0], plain.dates[3]);
    for (const query of ['?prefecture=Osaka', '?postal_code=12', '?zip=1000001']) {
      const r = await shopperRequest(t, s.token, 'GET', `/storefront/v1/delivery_options${query}`);
      assert.equal(r.statusCode, 400, query);
      assert.equal(errorOf(r).code, 'invalid_request');
    }
  });

  it('checkout takes only an offered date and slot code, a date when required and none when not available; refusals write nothing', async () => {
    const s = await cart([{}]);
    const offer = await options(s);
    const before = await orderCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        // The day before the first offered one (across a month's end too).
        { delivery_date: addDays(offer.dates[0]!, -1) },
        'delivery_date_unavailable',
        'shippings.0.delivery_date',
      ],
      [{ delivery_date: '2099-01-01' }, 'delivery_date_unavailable', 'shippings.0.delivery_date'],
      [{ delivery_time_slot: '14-16' }, 'delivery_time_slot_unavailable', 'shippings.0.delivery_time_slot'],
      [
        { delivery_date: offer.dates[3], delivery_time_slot: '午前中' },
        'delivery_time_slot_unavailable',
        'shippings.0.delivery_time_slot',
      ],
    ];
    for (const [wish, code, field] of refusals) {
      const r = await pay(s, wish);
      assert.equal(r.statusCode, 422, `${JSON.stringify(wish)}: ${r.body}`);
      assert.equal(errorOf(r).code, code);
      assert.equal(errorOf(r).details?.[0]?.field, field);
    }
    // Okinawa's lead days are the shop's here, but a date before the first offered is refused with the range.
    const early = errorOf(await pay(s, { recipient: OKINAWA, delivery_date: '2000-01-01' }));
    assert.match(early.message, new RegExp(`to 沖縄県: from ${offer.dates[0]}`));

    const required = await cart([{ delivery_datetime_possibility: 'required', name: '生ケーキ' }]);
    const missing = await pay(required, { delivery_time_slot: '0812' });
    assert.equal(missing.statusCode, 422);
    assert.equal(errorOf(missing).code, 'delivery_date_required');
    assert.match(errorOf(missing).message, /生ケーキ/);

    const frozen = await cart([{ delivery_datetime_possibility: 'not_available', name: 'メール便' }]);
    for (const wish of [{ delivery_date: offer.dates[3] }, { delivery_time_slot: '0812' }]) {
      const r = await pay(frozen, wish);
      assert.equal(r.statusCode, 422);
      assert.equal(errorOf(r).code, 'delivery_wish_not_allowed');
    }
    assert.equal(await orderCount(), before, 'no refused checkout left an order');

    // The middle of the range: a midnight passing between the offer and the checkout changes nothing.
    const placed = await pay(required, { delivery_date: offer.dates[10], delivery_time_slot: '1416' });
    assert.equal(placed.statusCode, 201, placed.body);
    const shipping = placed.json().data.shippings[0];
    assert.equal(shipping.delivery_date, offer.dates[10]);
    assert.equal(shipping.delivery_time_slot, '1416');
    assert.deepEqual(shipping.gift_wrapping, { type: 'none' });
    const token = await t.token(['read_orders']);
    const detail = (await t.get(`/v1/orders/${placed.json().data.id}`, token)).json().data.shippings[0];
    assert.deepEqual([detail.delivery_date, detail.delivery_time_slot], [offer.dates[10], '1416']);
  });

  it('gift wrapping and noshi: refused until the shop offers them, validated, then shown in the order views, the console and the B2 file', async () => {
    const shopId = await t.newShop('Gift shop');
    const s = await cart([{}], shopId);
    const offer = await options(s);
    const refused = await pay(s, { gift_wrapping: { type: 'wrapping' } });
    assert.equal(refused.statusCode, 422);
    assert.equal(errorOf(refused).code, 'gift_wrapping_unavailable');
    assert.equal((await pay(s, { gift_wrapping: { type: 'none' } })).statusCode, 201, 'none needs no offer');

    await settle(shopId, { gift_wrapping: true });
    const bad: Record<string, unknown>[] = [
      { type: 'noshi' },
      { type: 'wrapping', noshi: NOSHI.noshi },
      { type: 'none', message: 'hi' },
      { type: 'noshi', noshi: { ...NOSHI.noshi, purpose: '御誕生日' } },
      { type: 'noshi', noshi: { ...NOSHI.noshi, name: 'あ'.repeat(21) } },
      { type: 'noshi', noshi: { ...NOSHI.noshi, placement: 'middle' } },
      { type: 'noshi', noshi: { ...NOSHI.noshi, color: 'red' } },
      { type: 'wrapping', message: 'x'.repeat(201) },
      { type: 'wrapping', message: 'bell\u0007' },
      { type: 'ribbon' },
    ];
    const s2 = await cart([{}], shopId);
    for (const w of bad) {
      const r = await pay(s2, { gift_wrapping: w });
      assert.equal(r.statusCode, 400, `${JSON.stringify(w)}: ${r.body}`);
      assert.equal(errorOf(r).code, 'invalid_request');
    }
    const message = 'ご出産おめでとうございます。\n心ばかりの品です。'.padEnd(200, '。');
    const placed = await pay(s2, {
      recipient: OKINAWA,
      delivery_date: offer.dates[12],
      delivery_time_slot: '1921',
      gift_wrapping: { ...NOSHI, message },
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const orderId = placed.json().data.id;
    const full = { ...NOSHI, message };
    assert.deepEqual(placed.json().data.shippings[0].gift_wrapping, full);
    const mine = await shopperRequest(t, s2.token, 'GET', `/storefront/v1/orders/${orderId}`);
    assert.deepEqual(mine.json().data.shippings[0].gift_wrapping, full);

    const pii = await t.token(['read_orders', 'read_orders_pii', 'write_shipping'], shopId);
    const plain = await t.token(['read_orders'], shopId);
    assert.deepEqual((await t.get(`/v1/orders/${orderId}`, pii)).json().data.shippings[0].gift_wrapping, full);
    assert.deepEqual(
      (await t.get(`/v1/orders/${orderId}`, plain)).json().data.shippings[0].gift_wrapping,
      { type: 'noshi', noshi: { purpose: '内祝', placement: 'outer' } },
      'the name and the message are personal data',
    );

    // B2 Cloud's file needs the shop as sender (ご依頼主).
    await t.fixtures
      .insertInto('shop_senders')
      .values({
        shop_id: shopId,
        name: 'ギフトの店',
        phone: '03-1234-5678',
        postal_code: '150-0001',
        address: '東京都渋谷区神宮前1-2-3',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const started = await t.post('/v1/shippings/exports', pii, { format: 'yamato_b2', status: ['unshipped'] });
    assert.equal(started.statusCode, 202, started.body);
    const job = await finishedJob(t, pii, started.json().data.id);
    const rows: string[][] = parse(iconv.decode((await t.get(`/v1/jobs/${job.id}/file`, pii)).rawPayload, 'cp932'));
    assert.equal(rows[0]![32], '記事');
    const number = String((await t.get(`/v1/orders/${orderId}`, pii)).json().data.number);
    const row = rows.find((r) => r[0] === number)!;
    assert.equal(row[5], offer.dates[12]!.replace(/-/g, '/'));
    assert.equal(row[6], '1921');
    assert.equal(row[32], '外のし 内祝 佐藤 カード有');
    const none = rows.slice(1).find((r) => r[0] !== number)!;
    assert.deepEqual([none[5], none[6], none[32]], ['', '', '']);

    const origin = await listenTestApp(t);
    const staff = await signedInAgent(t, origin, { shopId });
    const page = await (await staff.get(`/console/orders/${orderId}`)).text();
    assert.match(page, /Noshi 内祝 \(outer: on top\), name 佐藤/);
    assert.match(page, /19時〜21時 \(1921\)/);
    assert.match(page, /ご出産おめでとうございます。/);
  });

  it("a gift's recipient accepts with a date and slot the shop offers, and only those", async () => {
    const to = await signInShopper(t);
    const { orderId } = await placeTestOrder(t, { gift: { recipient_line_user_id: to.lineUserId } });
    const accept = (wish: Record<string, unknown>) =>
      shopperRequest(t, to.token, 'POST', `/storefront/v1/gifts/${orderId}/accept`, {
        recipient: TEST_RECIPIENT,
        ...wish,
      });
    const offer = await options(to);
    const early = await accept({ delivery_date: '2000-01-01' });
    assert.equal(early.statusCode, 422);
    assert.equal(errorOf(early).code, 'delivery_date_unavailable');
    const slot = await accept({ delivery_time_slot: '14-16' });
    assert.equal(errorOf(slot).code, 'delivery_time_slot_unavailable');
    const ok = await accept({ delivery_date: offer.dates[10], delivery_time_slot: '0812' });
    assert.equal(ok.statusCode, 201, ok.body);
    const shipping = ok.json().data.shippings[0];
    assert.deepEqual(
      [shipping.delivery_date, shipping.delivery_time_slot, shipping.gift_wrapping],
      [offer.dates[10], '0812', { type: 'none' }],
    );
  });
});
