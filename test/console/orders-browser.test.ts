import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import {
  browserSkipReason,
  checkConsolePage,
  launchBrowser,
  screenshotDir,
  WIDTHS,
  type TestBrowser,
} from '../helpers/browser.ts';
import { createTestStaff, listenTestApp } from '../helpers/console.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

/** What the staff member reads and presses, in each language the run uses. */
const WORDS = {
  en: {
    orders: 'Orders',
    number: 'Order number',
    filter: 'Filter',
    recordPayment: 'Record payment received',
    paid: 'Payment recorded: the order is paid.',
    register: 'Shipping 1: register a tracking number',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    registerButton: 'Register',
    registered: 'The tracking number was registered.',
    move: 'Shipping 1: change the status',
    newStatus: 'New status',
    moveButton: 'Change status',
    preparing: 'Shipping 1: Preparing',
    shipped: 'Shipping 1: Shipped',
    cancel: 'Cancel this order…',
    confirm: 'Yes, cancel order #1002',
    cancelled: 'The order was cancelled.',
    refunded: 'Refunded',
    reason: 'Reason',
    reasonText: 'The customer ordered the wrong size',
    shopper: 'Shopper',
    app: 'App: test write_shipping',
  },
  ja: {
    orders: '注文',
    number: '注文番号',
    filter: '絞り込む',
    recordPayment: '入金を記録',
    paid: '入金を記録しました。注文は支払済みです。',
    register: '配送 1：追跡番号の登録',
    carrier: '配送業者',
    trackingNumber: '追跡番号',
    registerButton: '登録',
    registered: '追跡番号を登録しました。',
    move: '配送 1：状態の変更',
    newStatus: '新しい状態',
    moveButton: '状態を変更',
    preparing: '配送 1: 発送準備中',
    shipped: '配送 1: 発送済み',
    cancel: 'この注文をキャンセル…',
    confirm: 'はい、注文 #1002 をキャンセルします',
    cancelled: '注文をキャンセルしました。返金がある場合は下に表示しています。',
    refunded: '返金済み',
    reason: '理由',
    reasonText: 'サイズ違いのご注文のため',
    shopper: 'ショップ購入者',
    app: 'アプリ：test write_shipping',
  },
} as const;

describe(
  'console orders in Chromium at 1280 (English) and 390 px (Japanese): find, record payment, ship with tracking, cancel',
  { skip: browserSkipReason },
  () => {
    let t: TestApp;
    let origin: string;
    let browser: TestBrowser;
    let screenshots: string;

    before(async () => {
      t = await startTestApp();
      origin = await listenTestApp(t);
      browser = await launchBrowser();
      screenshots = screenshotDir('console-orders');
    });
    after(async () => {
      await browser?.close();
      await t?.close();
    });

    for (const [size, locale] of [
      [WIDTHS[0], 'en'],
      [WIDTHS[1], 'ja'],
    ] as const) {
      it(`${size.name} (${size.width} px, ${locale})`, async () => {
        const w = WORDS[locale];
        // A shop of its own: its orders are #1001 (bank transfer, awaiting payment) and #1002 (card, paid).
        const shopId = await t.newShop();
        const transfer = await placeTestOrder(t, { shopId, paymentMethod: 'bank_transfer' });
        const card = await placeTestOrder(t, { shopId });
        const login = await createTestStaff(t.ctx.database, shopId, 'staff', locale);
        const reader = await t.token(['read_orders'], shopId);
        const apiOrder = async (id: string) => (await t.get(`/v1/orders/${id}`, reader)).json().data;
        const check = (page: Page, what: string) =>
          checkConsolePage(page, `${size.name} ${locale} ${what}`, locale, screenshots);

        await browser.context.clearCookies();
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${origin}/console/sign-in?next=/console/orders`);
        await page.getByLabel('メールアドレス').fill(login.email);
        await page.getByLabel('パスワード').fill(login.password);
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.getByRole('heading', { name: w.orders, exact: true }).waitFor();
        await check(page, 'order list');

        const findOrder = async (typed: string) => {
          await page.goto(`${origin}/console/orders`);
          await page.getByLabel(w.number).fill(typed);
          await page.getByRole('button', { name: w.filter }).click();
          await page.waitForURL(/number=/);
          const links = page.getByRole('link', { name: /^#\d+$/ });
          assert.equal(await links.count(), 1, `${typed} finds one order`);
          await links.first().click();
          await page.getByRole('heading', { level: 1 }).waitFor();
        };

        // Record the bank transfer's payment, then ship it with a tracking number.
        await findOrder('#1001');
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), '#1001');
        await check(page, 'order detail awaiting payment');
        await page.getByRole('button', { name: w.recordPayment }).click();
        await page.getByText(w.paid).waitFor();

        const register = page.getByRole('group', { name: w.register });
        await register.getByLabel(w.carrier).selectOption({ index: 1 });
        await register.getByLabel(w.trackingNumber).fill('1234-5678-9012');
        await register.getByRole('button', { name: w.registerButton }).click();
        await page.getByText(w.registered).waitFor();
        for (const to of ['preparing', 'shipped'] as const) {
          const move = page.getByRole('group', { name: w.move });
          await move.getByLabel(w.newStatus).selectOption(to);
          await move.getByRole('button', { name: w.moveButton }).click();
          await page.getByRole('heading', { name: w[to] }).waitFor();
        }
        await check(page, 'order detail shipped with history');
        const shipped = await apiOrder(transfer.orderId);
        assert.equal(shipped.status, 'fulfilled');
        assert.equal(shipped.shippings[0].trackings[0].tracking_number, '1234-5678-9012');

        // An app moves the card order's shipping (its history names the app), then staff cancel the
        // order, saying why; its refund goes through the (simulated) gateway at once.
        const app = await t.token(['write_shipping'], shopId);
        const cardShipping = (await apiOrder(card.orderId)).shippings[0].order_shipping_id;
        const moved = await t.post(`/v1/orders/${card.orderId}/shippings/${cardShipping}/status`, app, {
          status: 'preparing',
        });
        assert.equal(moved.statusCode, 200, moved.body);
        await findOrder('1002');
        await page.getByRole('button', { name: w.cancel }).click();
        await page.getByRole('button', { name: w.confirm }).waitFor();
        await check(page, 'cancel confirmation');
        await page.getByLabel(w.reason).fill(w.reasonText);
        await page.getByRole('button', { name: w.confirm }).click();
        await page.getByText(w.cancelled).waitFor();
        assert.ok(await page.getByText(w.refunded, { exact: true }).first().isVisible());
        // The history: the shopper's checkout, the app's shipping move, the staff member's reason.
        const history = page.getByRole('region', { name: /Everything done|すべての操作/ });
        assert.ok(await history.getByText(w.shopper).first().isVisible());
        assert.ok(await history.getByText(w.app).first().isVisible());
        assert.ok(await history.getByText(w.reasonText).isVisible());
        await check(page, 'order detail cancelled');
        assert.equal((await apiOrder(card.orderId)).status, 'cancelled');
        await page.close();
      });
    }
  },
);
