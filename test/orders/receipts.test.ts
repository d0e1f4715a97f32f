import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import * as taxableAmounts from '../../src/db/migrations/0891_order_taxable_amounts.ts';
import { updateShop } from '../../src/shop/service.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { hiddenFields, listenTestApp, signedInAgent, unescapeHtml, type ConsoleAgent } from '../helpers/console.ts';
import { insertOrder } from '../helpers/orders.ts';
import {
  createStorefrontItem,
  placeTestOrder,
  shopperRequest,
  signInShopper,
  type PlacedTestOrder,
} from '../helpers/storefront.ts';

/** The NTA's own registration number, as published. */
const REGISTRATION = 'T7000012050002';

describe('Qualified-invoice tax and receipts (領収書): tax per rate rounded once, receipts of paid orders, reissues counted', () => {
  let t: TestApp;
  let token: string;
  let origin: string;
  let owner: ConsoleAgent;
  /** Three 8 % items of 108 JPY and one 10 % item of 1,100 JPY, 500 JPY shipping. */
  let classic: PlacedTestOrder;

  const detail = async (id: string) => {
    const res = await t.get(`/v1/orders/${id}`, token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data;
  };
  const receipt = (o: PlacedTestOrder, query = '') =>
    shopperRequest(t, o.shopper.token, 'GET', `/storefront/v1/orders/${o.orderId}/receipt${query}`);

  before(async () => {
    t = await startTestApp();
    token = await t.token(['read_orders']);
    origin = await listenTestApp(t);
    owner = await signedInAgent(t, origin);
    await t.ctx.database.transaction((tx) =>
      updateShop(tx, t.ctx.secrets, t.shopId, { invoice_registration_number: REGISTRATION }),
    );
    const food = [];
    for (const name of ['Rice crackers', 'Green tea', 'Miso']) {
      food.push({ itemId: (await createStorefrontItem(t, { name, price: 108, tax_rate: 8, shipping_cost: 500 })).id });
    }
    const mug = await createStorefrontItem(t, { name: 'Mug', price: 1100, tax_rate: 10, shipping_cost: 500 });
    classic = await placeTestOrder(t, { lines: [...food, { itemId: mug.id }] });
  });
  after(() => t.close());

  it('tax is computed once per rate on the order with its taxable amount (shipping at 10 %); three 100 JPY lines at 8 % give 22, not the 21 of per-line rounding', async () => {
    const o = await detail(classic.orderId);
    assert.deepEqual(
      o.amounts.tax.map((x: any) => [x.rate, x.taxable_amount.amount, x.amount.amount]),
      [
        [8, 324, 24], // floor(324 × 8 / 108)
        [10, 1600, 145], // the mug and the shipping: floor(1600 × 10 / 110)
      ],
    );
    // The classic case where the two roundings differ: three 100 JPY lines at 8 %.
    const lines = [];
    for (const name of ['A', 'B', 'C'])
      lines.push({ itemId: (await createStorefrontItem(t, { name, price: 100, tax_rate: 8 })).id });
    const cheap = await placeTestOrder(t, { lines });
    const tax = (await detail(cheap.orderId)).amounts.tax;
    const perLine = 3 * Math.floor((100 * 8) / 108);
    assert.equal(perLine, 21);
    assert.deepEqual(tax[0], {
      rate: 8,
      taxable_amount: { amount: 300, currency: 'JPY' },
      amount: { amount: 22, currency: 'JPY' },
    });
    assert.equal(tax[1].rate, 10);
    assert.equal(tax[1].taxable_amount.amount, (await detail(cheap.orderId)).amounts.shipping_total.amount);
  });

  it("the shopper's receipt: A4 page with issuer, registration number, ※ on 8 % lines, per-rate totals, default note; receipts_issued counts it", async () => {
    assert.equal((await detail(classic.orderId)).receipts_issued, 0);
    const res = await receipt(classic, `?addressee=${encodeURIComponent('株式会社テスト')}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'] as string, /^text\/html; charset=utf-8/);
    assert.match(res.headers['content-security-policy'] as string, /default-src 'none'; style-src 'sha256-/);
    const page = res.body;
    assert.match(page, /@page \{ size: A4; /);
    assert.match(page, /<h1>領収書<\/h1>/);
    assert.ok(!page.includes('再発行'), 'the first issue is the original');
    assert.match(page, new RegExp(`登録番号 <span class="registration">${REGISTRATION}</span>`));
    assert.match(page, /株式会社テスト<\/span><span class="sama">様/);
    assert.match(page, /但し お品代として/);
    assert.match(page, /Rice crackers ※/);
    assert.match(page, /Mug<\/td>/, 'no mark on a 10 % line');
    assert.match(page, /※は軽減税率対象/);
    assert.match(page, /8%対象<\/th><td class="num">¥324<\/td><td class="num">内消費税 ¥24/);
    assert.match(page, /10%対象<\/th><td class="num">¥1,600<\/td><td class="num">内消費税 ¥145/);
    assert.match(page, /送料/);
    assert.equal((await detail(classic.orderId)).receipts_issued, 1);
  });

  it('every later issue is marked 再発行 with its count, to the shopper and from the console alike', async () => {
    const second = await receipt(classic, `?note=${encodeURIComponent('書籍代として')}`);
    assert.equal(second.statusCode, 200);
    assert.match(second.body, /再発行（2回目の発行）/);
    assert.match(second.body, /但し 書籍代として/);
    const page = await (await owner.get(`/console/orders/${classic.orderId}`)).text();
    assert.match(unescapeHtml(page), /Issued 2 times so far|これまでに 2 回発行/);
    const staffIssue = await owner.submit(page, `/console/orders/${classic.orderId}/receipt`, {
      addressee: 'Staff copy',
    });
    assert.equal(staffIssue.status, 200);
    assert.match(staffIssue.headers.get('content-security-policy') ?? '', /style-src 'sha256-/);
    const body = await staffIssue.text();
    assert.match(body, /再発行（3回目の発行）/);
    assert.match(body, /Staff copy/);
    assert.equal((await detail(classic.orderId)).receipts_issued, 3);
    const rows = await t.ctx.db
      .selectFrom('order_receipts')
      .select(['issue_number', 'issued_by', 'addressee', 'note'])
      .where('order_id', '=', classic.orderId)
      .orderBy('issue_number')
      .execute();
    assert.deepEqual(rows, [
      { issue_number: 1, issued_by: 'shopper', addressee: '株式会社テスト', note: 'お品代として' },
      { issue_number: 2, issued_by: 'shopper', addressee: '', note: '書籍代として' },
      { issue_number: 3, issued_by: 'staff', addressee: 'Staff copy', note: 'お品代として' },
    ]);
  });

  it('concurrent issues of one order get consecutive numbers, none lost or repeated', async () => {
    const o = await placeTestOrder(t);
    const pages = await Promise.all([1, 2, 3, 4].map(() => receipt(o)));
    assert.deepEqual(
      pages.map((p) => p.statusCode),
      [200, 200, 200, 200],
    );
    const marks = pages.map((p) => /No\.<\/dt><dd>\d+-(\d+)</.exec(p.body)?.[1]).sort();
    assert.deepEqual(marks, ['1', '2', '3', '4']);
    assert.equal((await detail(o.orderId)).receipts_issued, 4);
  });

  it('escapes the addressee and the note: markup typed by the shopper is printed as text', async () => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>&'`;
    const res = await receipt(
      classic,
      `?addressee=${encodeURIComponent(hostile)}&note=${encodeURIComponent('<b>x</b>')}`,
    );
    assert.equal(res.statusCode, 200);
    assert.ok(!res.body.includes('<script>') && !res.body.includes('<img') && !res.body.includes('<b>'));
    assert.ok(
      res.body.includes(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;&#39;',
      ),
    );
    assert.ok(res.body.includes('&lt;b&gt;x&lt;/b&gt;'));
    const control = await receipt(classic, `?addressee=${encodeURIComponent('a\nb')}`);
    assert.equal(control.statusCode, 400);
    assert.equal(errorOf(control).code, 'invalid_request');
    const long = await receipt(classic, `?addressee=${'あ'.repeat(101)}`);
    assert.equal(long.statusCode, 400);
  });

  it('refuses an order not paid or fulfilled with 409 receipt_not_available, counting nothing; another shopper gets 404', async () => {
    const shopper = await signInShopper(t);
    for (const status of ['init', 'cancelled'] as const) {
      const o = await insertOrder(t, { customerId: shopper.customerId, status });
      const res = await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${o.id}/receipt`);
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(errorOf(res).code, 'receipt_not_available');
      assert.match(errorOf(res).message, new RegExp(status));
      assert.equal((await detail(o.id)).receipts_issued, 0);
    }
    const fulfilled = await insertOrder(t, { customerId: shopper.customerId, status: 'fulfilled' });
    const ok = await shopperRequest(t, shopper.token, 'GET', `/storefront/v1/orders/${fulfilled.id}/receipt`);
    assert.equal(ok.statusCode, 200);
    const stranger = await signInShopper(t);
    const res = await shopperRequest(t, stranger.token, 'GET', `/storefront/v1/orders/${classic.orderId}/receipt`);
    assert.equal(res.statusCode, 404);
    assert.equal((await detail(classic.orderId)).receipts_issued, 4);
    assert.equal((await detail(fulfilled.id)).receipts_issued, 1);
    const count = await t.ctx.db
      .selectFrom('order_receipts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('order_id', 'in', [classic.orderId, fulfilled.id])
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 5);
  });

  it('the console offers no receipt for an unpaid order, and refuses one posted anyway (409)', async () => {
    const o = await insertOrder(t, { status: 'init' });
    const page = await (await owner.get(`/console/orders/${o.id}`)).text();
    assert.ok(!page.includes(`/console/orders/${o.id}/receipt`));
    const res = await owner.request('POST', `/console/orders/${o.id}/receipt`, {
      ...hiddenFields(page, '/console/sign-out'),
      addressee: '',
    });
    assert.equal(res.status, 409);
    assert.match(await res.text(), /paid or fulfilled/);
  });

  it('migration 0891 fills the taxable amounts of existing orders exactly from their lines and shipping', async () => {
    const o = await insertOrder(t, { shippings: ['unshipped'] });
    const db = t.ctx.database.migrationDb as Kysely<any>;
    await taxableAmounts.down(db);
    await taxableAmounts.up(db);
    const row = await t.ctx.db
      .selectFrom('orders')
      .select(['taxable_8', 'taxable_10'])
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    // The fixture: 2 × 2,100 at 8 %; 1,650 less 10 % (1,485) at 10 %, and 600 shipping.
    assert.deepEqual([Number(row.taxable_8), Number(row.taxable_10)], [4200, 1485 + 600]);
    const again = await detail(classic.orderId);
    assert.equal(again.amounts.tax[0].taxable_amount.amount, 324);
    assert.equal(again.amounts.tax[1].taxable_amount.amount, 1600);
  });
});
