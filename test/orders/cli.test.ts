import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { storageEnv } from '../helpers/db.ts';
import { runTenpo, spawnTenpo } from '../helpers/server.ts';
import { placeTestOrder } from '../helpers/storefront.ts';
import { orderActions } from '../../src/orders/actions.ts';
import type { PaymentMethod } from '../../src/payments/payment.ts';
import { OPERATOR } from '../../src/lib/actor.ts';

describe('tenpo orders record-payment and cancel', () => {
  let t: TestApp & { storage: Awaited<ReturnType<typeof startTestApp>>['storage'] };
  let reader: string;
  const tenpo = (args: string[]) => runTenpo(args, storageEnv(t.storage));
  before(async () => {
    t = await startTestApp();
    reader = await t.token(['read_orders', 'read_orders_pii']);
  });
  after(() => t.close());

  const place = async (method: PaymentMethod) => (await placeTestOrder(t, { paymentMethod: method })).orderId;
  const asApiShows = async (orderId: string) => (await t.get(`/v1/orders/${orderId}`, reader)).json().data;

  it('record-payment marks an awaited payment paid as the operator and prints the order as GET /v1/orders/{id} shows it with personal data', async () => {
    const orderId = await place('bank_transfer');
    const r = await tenpo(['orders', 'record-payment', orderId, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const printed = JSON.parse(r.stdout);
    assert.equal(printed.status, 'paid');
    assert.deepEqual(printed, await asApiShows(orderId));
    assert.ok(printed.purchaser);
    const actions = await orderActions(t.ctx.db, t.shopId, orderId);
    assert.deepEqual(
      actions.map((a) => [a.action, a.actor.type]),
      [
        ['order.created', 'shopper'],
        ['record_payment', 'operator'],
      ],
    );
    assert.deepEqual(actions[1]!.actor, OPERATOR);
    const text = await tenpo(['orders', 'record-payment', await place('cash_on_delivery')]);
    assert.match(text.stdout, /^#\d+\tord_\S+\tpaid\tcash_on_delivery\t\d+ JPY\n$/);
  });

  it('cancel cancels and refunds a card order and prints the order', async () => {
    const orderId = await place('credit_card');
    const r = await tenpo([
      'orders',
      'cancel',
      orderId,
      '--shop',
      t.shopId,
      '--json',
      '--reason',
      'out of stock at the warehouse',
    ]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    const printed = JSON.parse(r.stdout);
    assert.equal(printed.status, 'cancelled');
    assert.deepEqual(printed, await asApiShows(orderId));
    const action = (await orderActions(t.ctx.db, t.shopId, orderId)).find((a) => a.action === 'cancel');
    assert.deepEqual([action!.actor, action!.reason], [OPERATOR, 'out of stock at the warehouse']);
    assert.equal(action!.refund?.status, 'done');
    assert.match(action!.refund?.reference ?? '', /^sim_refund_/);
    const text = await tenpo(['orders', 'cancel', await place('bank_transfer'), '--reason', 'customer asked']);
    assert.match(text.stdout, /\tcancelled\tbank_transfer\t/);
  });

  it('refuses an unknown order, a wrong status or method, another shop, and a missing id, with one line on stderr and exit 1', async () => {
    const cancelled = await place('bank_transfer');
    await tenpo(['orders', 'cancel', cancelled, '--reason', 'customer asked']);
    const otherShop = await t.newShop();
    const cases: [string[], RegExp][] = [
      [['orders', 'cancel', 'ord_unknown'], /^tenpo: no order ord_unknown in shop \S+\n$/],
      [['orders', 'cancel', cancelled], /^tenpo: invalid_transition: .*cancelled.*\n$/],
      [['orders', 'cancel', await place('bank_transfer')], /^tenpo: invalid_request: reason: is required.*\n$/],
      [['orders', 'cancel', await place('bank_transfer'), '--reason', ' '], /^tenpo: invalid_request: reason: .*\n$/],
      [
        ['orders', 'cancel', await place('bank_transfer'), '--reason', 'x'.repeat(501)],
        /^tenpo: invalid_request: reason: must be at most 500 characters\n$/,
      ],
      [['orders', 'record-payment', cancelled], /^tenpo: invalid_transition: .*\n$/],
      [['orders', 'record-payment', await place('credit_card')], /^tenpo: invalid_transition: .*gateway.*\n$/],
      [['orders', 'cancel', cancelled, '--shop', otherShop], /^tenpo: no order \S+ in shop \S+\n$/],
      [['orders', 'cancel', cancelled, '--shop', 'shop_unknown'], /^tenpo: no shop shop_unknown\n$/],
      [['orders', 'cancel'], /^tenpo: ORDER_ID is required\n$/],
    ];
    for (const [args, message] of cases) {
      const r = await tenpo(args);
      assert.equal(r.code, 1, args.join(' '));
      assert.match(r.stderr, message);
      assert.equal(r.stdout, '');
    }
  });

  it('answers --help and -h with its usage and exit 0, for each command and the group', async () => {
    for (const args of [
      ['orders', 'cancel', '--help'],
      ['orders', 'record-payment', '-h'],
    ]) {
      const r = await tenpo(args);
      assert.equal(r.code, 0);
      assert.match(
        r.stdout,
        new RegExp(
          `^usage: tenpo ${args[0]} ${args[1]} ORDER_ID ${args[1] === 'cancel' ? '--reason TEXT ' : ''}\\[--shop SHOP_ID\\] \\[--json\\]`,
        ),
      );
    }
    const group = await tenpo(['orders', '--help']);
    assert.equal(group.code, 0);
    assert.match(group.stdout, /tenpo orders record-payment/);
    assert.match(group.stdout, /tenpo orders cancel/);
  });

  it('exits non-zero as a process for an unknown order', async () => {
    const r = await spawnTenpo(['orders', 'cancel', 'ord_unknown', '--json'], storageEnv(t.storage));
    assert.equal(r.code, 1);
    assert.match(r.stderr, /no order ord_unknown/);
  });
});
