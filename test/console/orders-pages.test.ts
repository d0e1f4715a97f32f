import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { orderActions } from '../../src/orders/actions.ts';
import { getOrder } from '../../src/orders/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { hiddenFields, listenTestApp, signedInStaff, unescapeHtml, type ConsoleAgent } from '../helpers/console.ts';
import { carrierOf, insertCustomer, insertOrder, type OrderFixture } from '../helpers/orders.ts';
import { createStorefrontItem, placeTestOrder } from '../helpers/storefront.ts';

/** The order numbers a list page shows, in its order. */
function listed(page: string): number[] {
  return [...page.matchAll(/<a href="\/console\/orders\/[^"/]+">#(\d+)<\/a>/g)].map((m) => Number(m[1]));
}

/** The page's text without tags, entities decoded: what a reader sees. */
const visible = (page: string) => unescapeHtml(page.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe('console order pages: list with filters, detail with staff actions', () => {
  let t: TestApp;
  let origin: string;

  before(async () => {
    t = await startTestApp();
    origin = await listenTestApp(t);
  });
  after(() => t.close());

  /** A shop of its own (so lists hold only the test's orders) and a signed-in member of its staff (role staff). */
  async function shopWithStaff(locale: 'en' | 'ja' = 'en') {
    const shopId = await t.newShop();
    const { agent, login } = await signedInStaff(t, origin, { shopId, role: 'staff', locale });
    return { shopId, agent, staffId: login.staffId, email: login.email };
  }

  /** An order as staff see it, and what was recorded on it: to show that a refusal changed nothing. */
  async function stateOf(shopId: string, orderId: string) {
    const order = await getOrder(t.ctx.db, shopId, orderId, { pii: true });
    return { order, actions: await orderActions(t.ctx.db, shopId, orderId) };
  }

  async function follow(agent: ConsoleAgent, res: Response): Promise<string> {
    assert.equal(res.status, 303, await res.clone().text());
    return (await agent.get(res.headers.get('location')!)).text();
  }

  it('each filter narrows the list: status, payment method, placed from/until (Japan days), customer, number', async () => {
    const { shopId, agent } = await shopWithStaff();
    const customer = await insertCustomer(t, { shopId });
    const order = (f: OrderFixture) => insertOrder(t, { shopId, ...f });
    // #1001 late on 1 November in Japan, #1002 at midnight starting 2 November (JST), #1003 on 3 November.
    await order({ status: 'paid', orderedAt: '2026-11-01T14:59:00.000Z' });
    await order({
      status: 'init',
      paymentMethod: 'bank_transfer',
      orderedAt: '2026-11-01T15:00:00.000Z',
      customerId: customer,
    });
    await order({ status: 'cancelled', orderedAt: '2026-11-03T03:00:00.000Z', customerId: customer });
    const list = async (query: string) => listed(await (await agent.get(`/console/orders?${query}`)).text());

    assert.deepEqual(await list(''), [1003, 1002, 1001], 'newest placed first');
    assert.deepEqual(await list('status=paid'), [1001]);
    assert.deepEqual(await list('payment_method=bank_transfer'), [1002]);
    assert.deepEqual(await list('from=2026-11-02'), [1003, 1002]);
    assert.deepEqual(await list('to=2026-11-01'), [1001]);
    assert.deepEqual(await list('from=2026-11-02&to=2026-11-02'), [1002]);
    assert.deepEqual(await list(`customer=${customer}`), [1003, 1002]);
    const customers = await (await agent.get('/console/customers')).text();
    assert.ok(customers.includes(`href="/console/orders?customer=${customer}"`), 'the customers page links to these');
    assert.deepEqual(await list('status=init&customer=' + customer), [1002]);
    assert.deepEqual(await list('status=fulfilled'), []);

    const page = await (await agent.get('/console/orders?status=cancelled&from=2026-11-02')).text();
    assert.match(page, /<option value="cancelled" selected>Cancelled<\/option>/, 'the form shows the filters used');
    assert.match(page, /name="from" value="2026-11-02"/);
    assert.match(visible(page), /\b1 order\b/, 'how many match');
  });

  it('the number search finds "#1002", "1002" and full-width "＃１００２" alike', async () => {
    const { shopId, agent } = await shopWithStaff();
    for (let i = 0; i < 3; i++) await insertOrder(t, { shopId });
    for (const typed of ['#1002', '1002', ' # 1002 ', '＃１００２']) {
      const page = await (await agent.get(`/console/orders?number=${encodeURIComponent(typed)}`)).text();
      assert.deepEqual(listed(page), [1002], typed);
    }
    assert.deepEqual(listed(await (await agent.get('/console/orders?number=1009')).text()), []);
  });

  it('bad filter values get a clear message and 400 (never a 500), in the staff member’s language', async () => {
    const { agent } = await shopWithStaff();
    const cases: [string, RegExp][] = [
      ['number=abc', /Order number: enter a number such as #1001/],
      ['number=0', /Order number: enter a number/],
      ['from=2026-02-30', /Check the filter "Placed from": 2026-02-30 is not a calendar date/],
      ['from=2026-11-05&to=2026-11-01', /Check the filter "Placed until"/],
      ['payment_method=bitcoin', /Check the filter "Payment": unknown payment method "bitcoin"/],
      ['status=shipped', /Check the filter "Status"/],
    ];
    for (const [query, message] of cases) {
      const res = await agent.get(`/console/orders?${query}`);
      assert.equal(res.status, 400, query);
      assert.match(visible(await res.text()), message, query);
    }
    const { agent: japanese } = await shopWithStaff('ja');
    const res = await japanese.get('/console/orders?number=abc');
    assert.equal(res.status, 400);
    assert.match(visible(await res.text()), /注文番号は #1001 や 1001 のように数字で入力してください/);
  });

  it('pagination keeps the filters: the next page of paid orders holds only paid orders', async () => {
    const { shopId, agent } = await shopWithStaff();
    await insertOrder(t, { shopId, status: 'init', paymentMethod: 'bank_transfer' });
    for (let i = 0; i < 52; i++) await insertOrder(t, { shopId, status: 'paid' });
    await insertOrder(t, { shopId, status: 'cancelled' });
    const first = await (await agent.get('/console/orders?status=paid&payment_method=credit_card')).text();
    assert.equal(listed(first).length, 50);
    assert.match(visible(first), /52 orders/);
    const next = /<a href="([^"]+)">Next page →<\/a>/.exec(first);
    assert.ok(next, 'a link to the next page');
    const href = unescapeHtml(next[1]!);
    assert.equal(new URL(href, origin).searchParams.get('status'), 'paid');
    assert.equal(new URL(href, origin).searchParams.get('payment_method'), 'credit_card');
    assert.equal(new URL(href, origin).searchParams.get('number'), null, 'empty filters are left out');
    const second = await (await agent.get(href)).text();
    assert.equal(listed(second).length, 2);
    const numbers = [...listed(first), ...listed(second)];
    assert.equal(new Set(numbers).size, 52, 'every paid order once');
    assert.ok(!numbers.includes(1001) && !numbers.includes(1054), 'the init and cancelled orders are filtered out');
  });

  it('list and detail show the number, JST times, statuses and payment in words; the detail title is "#1001"', async () => {
    const { shopId, agent } = await shopWithStaff();
    const { id } = await insertOrder(t, {
      shopId,
      status: 'init',
      paymentMethod: 'bank_transfer',
      orderedAt: '2026-11-01T15:30:00.000Z',
    });
    const list = visible(await (await agent.get('/console/orders')).text());
    assert.match(list, /#1001 2026-11-02 00:30 JST 山田 花子 Awaiting payment Bank transfer ¥/);
    const detail = await (await agent.get(`/console/orders/${id}`)).text();
    assert.match(detail, /<h1>#1001<\/h1>/);
    assert.match(detail, /<title>#1001 · Tenpo console<\/title>/);

    const ja = await signedInStaff(t, origin, { shopId, locale: 'ja' });
    const jaDetail = visible(await (await ja.agent.get(`/console/orders/${id}`)).text());
    assert.match(jaDetail, /入金待ち/);
    assert.match(jaDetail, /入金を記録/);
    assert.match(jaDetail, /この注文をキャンセル…/);
    assert.match(visible(await (await ja.agent.get('/console/orders')).text()), /#1001 2026-11-02 00:30 JST/);
  });

  it('records a payment of a bank transfer: the order is paid, the page says so, and the history names the staff member', async () => {
    const { shopId, agent, staffId, email } = await shopWithStaff();
    const { orderId } = await placeTestOrder(t, { shopId, paymentMethod: 'bank_transfer' });
    const reader = await t.token(['read_orders'], shopId);
    const page = await (await agent.get(`/console/orders/${orderId}`)).text();
    const after_ = await follow(agent, await agent.submit(page, `/console/orders/${orderId}/payment`));
    assert.match(visible(after_), /Payment recorded: the order is paid\./);
    assert.equal((await t.get(`/v1/orders/${orderId}`, reader)).json().data.status, 'paid');
    assert.doesNotMatch(after_, new RegExp(`action="/console/orders/${orderId}/payment"`), 'offered only while init');
    const { actions } = await stateOf(shopId, orderId);
    assert.deepEqual(actions[1]!.actor, { type: 'staff', staffId });
    assert.deepEqual(
      actions.map((a) => [a.action, a.actor.type]),
      [
        ['order.created', 'shopper'],
        ['record_payment', 'staff'],
      ],
    );
    assert.ok(visible(after_).includes(`(${email}) Payment recorded`), 'the history names who recorded it');
  });

  it('a card order offers no payment recording; cancelling it goes through a confirmation page, refunds it, returns the stock and is recorded', async () => {
    const { shopId, agent, staffId } = await shopWithStaff();
    const item = await createStorefrontItem(t, { shopId, inventory: 5, price: 1200 });
    const { orderId } = await placeTestOrder(t, { shopId, lines: [{ itemId: item.id, quantity: 2 }] });
    const stock = async () =>
      Number(
        (await t.ctx.db.selectFrom('items').select('inventory').where('id', '=', item.id).executeTakeFirstOrThrow())
          .inventory,
      );
    assert.equal(await stock(), 3);
    const page = await (await agent.get(`/console/orders/${orderId}`)).text();
    assert.doesNotMatch(page, /\/payment"/, 'a card payment is the gateway’s, never recorded by hand');
    assert.match(page, new RegExp(`<form method="get" action="/console/orders/${orderId}/cancel"`));

    const confirm = await agent.get(`/console/orders/${orderId}/cancel`);
    assert.equal(confirm.status, 200);
    const confirmPage = await confirm.text();
    assert.match(visible(confirmPage), /Cancel #1001\?/);
    assert.match(visible(confirmPage), /refunded to the purchaser automatically/);
    assert.equal((await stateOf(shopId, orderId)).order.status, 'paid', 'the confirmation page changes nothing');

    assert.match(confirmPage, /<textarea name="reason" required maxlength="500"/);
    const noReason = await agent.submit(confirmPage, `/console/orders/${orderId}/cancel`);
    assert.equal(noReason.status, 400, 'a cancellation without a reason is refused');
    assert.match(visible(await noReason.text()), /Please check the input: reason/);
    assert.equal((await stateOf(shopId, orderId)).order.status, 'paid');
    const done = visible(
      await follow(
        agent,
        await agent.submit(confirmPage, `/console/orders/${orderId}/cancel`, { reason: 'Asked by phone' }),
      ),
    );
    assert.match(done, /Order cancelled Reason: Asked by phone/);
    assert.match(done, /The order was cancelled\./);
    assert.match(done, /Refund Amount ¥[\d,]+ Status Refunded Gateway reference sim_refund_/);
    assert.equal(await stock(), 5, 'stock returned');
    const { order, actions } = await stateOf(shopId, orderId);
    assert.equal(order.status, 'cancelled');
    assert.deepEqual(
      actions.filter((a) => a.action === 'cancel').map((a) => [a.action, a.actor, a.refund?.status, a.reason]),
      [['cancel', { type: 'staff', staffId }, 'done', 'Asked by phone']],
    );
    assert.doesNotMatch(done, /this order…|Cancel this order/, 'no longer offered');
    const again = await agent.get(`/console/orders/${orderId}/cancel`);
    assert.equal(again.status, 409);
    assert.match(visible(await again.text()), /This order can no longer be cancelled\./);
  });

  it('moves a shipping, registers a tracking number (full-width digits accepted) and corrects it, each recorded with the staff member', async () => {
    const { shopId, agent, staffId } = await shopWithStaff();
    const { id, shippingIds } = await insertOrder(t, { shopId, status: 'paid' });
    const shippingId = shippingIds[0]!;
    const carrier = await carrierOf(t, shopId);
    const reader = await t.token(['read_orders'], shopId);
    const detail = () => agent.get(`/console/orders/${id}`).then((r) => r.text());
    const moveAction = `/console/orders/${id}/shippings/${shippingId}/status`;

    let page = await detail();
    assert.match(
      page,
      /<select name="to"><option value="preparing">Preparing<\/option><option value="cancelled">Cancelled<\/option><\/select>/,
      'only the allowed next states',
    );
    page = await follow(agent, await agent.submit(page, moveAction, { to: 'preparing' }));
    assert.match(visible(page), /The shipping status was changed\./);
    page = await follow(
      agent,
      await agent.submit(page, `/console/orders/${id}/trackings`, {
        carrier_id: carrier,
        tracking_number: '１２３４-5678',
      }),
    );
    assert.match(visible(page), /The tracking number was registered\./);
    page = await follow(agent, await agent.submit(page, moveAction, { to: 'shipped' }));
    const api = (await t.get(`/v1/orders/${id}`, reader)).json().data;
    assert.equal(api.status, 'fulfilled', 'its only shipping went out');
    const tracking = api.shippings[0].trackings[0];
    assert.equal(tracking.tracking_number, '1234-5678');
    page = await follow(
      agent,
      await agent.submit(page, `/console/orders/${id}/trackings/${tracking.tracking_id}`, {
        carrier_id: carrier,
        tracking_number: '9999-0000',
      }),
    );
    assert.match(visible(page), /The tracking number was corrected\./);
    assert.equal(
      (await t.get(`/v1/orders/${id}`, reader)).json().data.shippings[0].trackings[0].tracking_number,
      '9999-0000',
    );

    const { actions } = await stateOf(shopId, id);
    assert.deepEqual(
      actions.map((a) => a.action),
      ['move_shipping', 'register_tracking', 'move_shipping', 'correct_tracking'],
    );
    assert.ok(actions.every((a) => a.actor.type === 'staff' && a.actor.staffId === staffId));
    const history = visible(page);
    for (const what of ['Shipping status changed', 'Tracking number registered', 'Tracking number corrected'])
      assert.match(history, new RegExp(what));
    assert.match(
      page,
      /<select name="to"><option value="delivered">Delivered<\/option><\/select>/,
      'shipped goes on only to delivered',
    );
  });

  it('refusals show a message with the right status and change nothing: wrong state, bad input, another shop, missing CSRF', async () => {
    const { shopId, agent } = await shopWithStaff();
    const { id, shippingIds } = await insertOrder(t, { shopId, status: 'paid', shippings: ['shipped'] });
    const shippingId = shippingIds[0]!;
    const page = await (await agent.get(`/console/orders/${id}`)).text();
    const csrf = hiddenFields(page, `/console/orders/${id}/trackings`)._csrf!;
    const before_ = await stateOf(shopId, id);
    const post = (path: string, form: Record<string, string> = {}) =>
      agent.request('POST', `/console/orders/${id}${path}`, { _csrf: csrf, ...form });
    const refused = async (res: Response, status: number, message: RegExp) => {
      assert.equal(res.status, status);
      assert.match(visible(await res.text()), message);
      assert.deepEqual(await stateOf(shopId, id), before_, 'nothing changed');
    };

    await refused(
      await post('/payment'),
      409,
      /Not possible in the order's current state\. \(A credit_card order is paid through the payment gateway/,
    );
    await refused(
      await post('/cancel'),
      409,
      /Not possible in the order's current state\. \(Part of this order has shipped/,
    );
    await refused(
      await post(`/shippings/${shippingId}/status`, { to: 'preparing' }),
      409,
      /Not possible in the order's current state/,
    );
    await refused(
      await post(`/shippings/${shippingId}/status`, { to: 'flying' }),
      400,
      /Please check the input: new status/,
    );
    await refused(await post('/shippings/osh_nope/status', { to: 'delivered' }), 404, /Not found in this order/);
    const carrier = await carrierOf(t, shopId);
    await refused(
      await post('/trackings', { order_shipping_id: shippingId, carrier_id: carrier, tracking_number: '12\t34' }),
      400,
      /Please check the input: tracking number/,
    );
    await refused(
      await post('/trackings', { order_shipping_id: shippingId, carrier_id: 'dlv_other', tracking_number: '1234' }),
      400,
      /Please check the input: carrier/,
    );
    await refused(
      await post('/trackings', { order_shipping_id: shippingId, carrier_id: carrier, tracking_number: 'x'.repeat(65) }),
      400,
      /Please check the input: tracking number/,
    );

    const missingCsrf = await agent.request('POST', `/console/orders/${id}/cancel`, {});
    await refused(missingCsrf, 403, /did not come from the console/);

    // Another shop's order: the console's not-found page, and that order untouched.
    const otherShop = await t.newShop();
    const other = await insertOrder(t, { shopId: otherShop, status: 'init', paymentMethod: 'bank_transfer' });
    const foreign = await agent.request('POST', `/console/orders/${other.id}/payment`, { _csrf: csrf });
    assert.equal(foreign.status, 404);
    assert.equal((await getOrder(t.ctx.db, otherShop, other.id, { pii: false })).status, 'init');
    assert.deepEqual(await orderActions(t.ctx.db, otherShop, other.id), []);
    assert.equal((await agent.get(`/console/orders/${other.id}`)).status, 404);
    assert.equal((await agent.get(`/console/orders/${other.id}/cancel`)).status, 404);
  });

  it('a correction that changes nothing is refused; a refusal reads in Japanese for Japanese staff', async () => {
    const { shopId, agent } = await shopWithStaff('ja');
    const { id, shippingIds } = await insertOrder(t, { shopId, status: 'paid', shippings: ['unshipped', 'delivered'] });
    const carrier = await carrierOf(t, shopId);
    let page = await (await agent.get(`/console/orders/${id}`)).text();
    page = await follow(
      agent,
      await agent.submit(page, `/console/orders/${id}/trackings`, {
        order_shipping_id: shippingIds[0]!,
        carrier_id: carrier,
        tracking_number: 'AB-1',
      }),
    );
    assert.match(visible(page), /追跡番号を登録しました。/);
    const trackingId = (await getOrder(t.ctx.db, shopId, id, { pii: false })).shippings[0]!.trackings[0]!.tracking_id;
    const unchanged = await agent.submit(page, `/console/orders/${id}/trackings/${trackingId}`, {
      carrier_id: carrier,
      tracking_number: 'AB-1',
    });
    assert.equal(unchanged.status, 400);
    assert.match(visible(await unchanged.text()), /訂正する内容がありません/);
    // Not offered (a shipping was delivered), posted anyway.
    const csrf = hiddenFields(page, `/console/orders/${id}/trackings`)._csrf!;
    const wrong = await agent.request('POST', `/console/orders/${id}/cancel`, { _csrf: csrf });
    assert.equal(wrong.status, 409);
    assert.match(visible(await wrong.text()), /注文の現在の状態では、この操作はできません。/);
    assert.equal((await orderActions(t.ctx.db, shopId, id)).length, 1, 'only the registration');
  });
});
