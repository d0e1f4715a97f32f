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
import { createTestItem } from '../helpers/catalog.ts';
import { createTestStaff, listenTestApp, type StaffLogin } from '../helpers/console.ts';
import { placeTestOrder, TEST_RECIPIENT } from '../helpers/storefront.ts';
import { DEFAULT_DELIVERY_SETTINGS, updateDeliverySettings } from '../../src/shop/delivery.ts';
import { deliveryDates } from '../../src/shop/delivery-calendar.ts';

describe(
  'console in Chromium at 1280 and 390 px: every page, both languages, accessible',
  { skip: browserSkipReason },
  () => {
    let t: TestApp;
    let origin: string;
    let browser: TestBrowser;
    let login: StaffLogin;
    let paths: string[];
    let screenshots: string;

    before(async () => {
      t = await startTestApp();
      origin = await listenTestApp(t);
      // Japanese, as every new staff account is.
      login = await createTestStaff(t.ctx.database, t.shopId, 'owner', 'ja');
      const manager = await t.client(['read_items', 'write_items', 'write_inflow_routes']);
      const item = await createTestItem(t, manager.token, {
        name: '抹茶ラテ セット（ギフト箱入り・長い名前の商品）',
        sku: 'MATCHA-LATTE-GIFT-BOX-2026',
        inventory: 3,
      });
      // The order page with a delivery wish and a noshi with a long message card.
      await t.ctx.database.transaction((tx) => updateDeliverySettings(tx, t.shopId, { gift_wrapping: true }));
      const { orderId } = await placeTestOrder(t, {
        paymentMethod: 'bank_transfer',
        shippings: [
          {
            recipient: TEST_RECIPIENT,
            delivery_date: deliveryDates(DEFAULT_DELIVERY_SETTINGS, Date.now())[10]!,
            delivery_time_slot: '1416',
            gift_wrapping: {
              type: 'noshi',
              noshi: { purpose: '出産内祝', name: '山田太郎・花子', placement: 'inner' },
              message: 'このたびは心のこもったお祝いをいただき、誠にありがとうございました。'.repeat(3),
            },
          },
        ],
      });
      await t.post('/v1/inflow_routes', manager.token, { name: '春のチラシ', code: 'spring26' });
      paths = [
        '/console/home',
        '/console/shop',
        '/console/shop/sender',
        '/console/items',
        `/console/items/${item.id}`,
        '/console/orders',
        `/console/orders/${orderId}`,
        `/console/orders/${orderId}/cancel`,
        '/console/customers',
        '/console/inflow-routes',
        '/console/clients',
        '/console/apps',
        '/console/webhooks',
      ];
      browser = await launchBrowser();
      screenshots = screenshotDir('console');
    });
    after(async () => {
      await browser?.close();
      await t?.close();
    });

    const checkPage = (page: Page, label: string, lang: string) => checkConsolePage(page, label, lang, screenshots);

    for (const size of WIDTHS) {
      it(`${size.name} (${size.width} px): signs in, visits every page in Japanese, switches to English and back`, async () => {
        await browser.context.clearCookies(); // signed out: each width signs in for itself
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${origin}/console/sign-in`);
        await checkPage(page, `${size.name} sign-in`, 'ja');
        await page.getByLabel('メールアドレス').fill(login.email);
        await page.getByLabel('パスワード').fill(login.password);
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.getByRole('heading', { name: 'ダッシュボード' }).waitFor();

        for (const p of paths) {
          const res = await page.goto(`${origin}${p}`);
          assert.equal(res?.status(), 200, p);
          await checkPage(page, `${size.name} ja ${p}`, 'ja');
        }

        // The navigation: a bar on wide screens, folded behind a "menu" disclosure on narrow ones.
        const nav = page.getByRole('navigation', { name: '管理画面のページ' });
        if (size.width < 600) {
          assert.equal(await nav.isVisible(), false, 'folded at 390 px');
          await page.getByText('メニュー', { exact: true }).click();
          await checkPage(page, `${size.name} ja menu open`, 'ja');
        }
        await nav.getByRole('link', { name: '流入経路' }).click();
        await page.getByRole('heading', { name: '流入経路' }).waitFor();
        assert.match(await page.content(), /spring26/);

        if (size.width < 600) await page.getByText('メニュー', { exact: true }).click();
        await page.getByRole('button', { name: 'English' }).click();
        await page.getByRole('heading', { name: 'Inflow routes' }).waitFor();
        await checkPage(page, `${size.name} en /console/inflow-routes`, 'en');
        for (const p of paths) {
          await page.goto(`${origin}${p}`);
          await checkPage(page, `${size.name} en ${p}`, 'en');
        }

        if (size.width < 600) await page.getByText('Menu', { exact: true }).click();
        await page.getByRole('button', { name: '日本語' }).click();
        await page.getByRole('heading', { name: 'Webhook', exact: true }).waitFor();
        await page.close();
      });
    }
  },
);
