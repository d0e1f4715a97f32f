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
import { createTestStaff, listenTestApp, type StaffLogin } from '../helpers/console.ts';
import { placeTestOrder } from '../helpers/storefront.ts';
import { emit, stockEvent } from '../webhooks/helpers.ts';

/**
 * The lists that used to scroll inside their own box on phones: an order's history, the webhook
 * endpoints and their deliveries, the API clients. At 390 px each row is a card (no sideways
 * scroll, checkConsolePage); at 1280 px they stay tables. Both languages, axe-core clean.
 */
describe(
  'console lists as cards on phones: order history, webhooks, deliveries, clients',
  { skip: browserSkipReason },
  () => {
    let t: TestApp;
    let origin: string;
    let browser: TestBrowser;
    let login: StaffLogin;
    let orderId: string;
    let endpointId: string;
    let screenshots: string;

    before(async () => {
      t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_WORKER: 'false' });
      origin = await listenTestApp(t);
      login = await createTestStaff(t.ctx.database, t.shopId, 'owner', 'ja');
      // A client with many scopes and a long name; its endpoint with a long URL and pending deliveries.
      const client = await t.client([
        'read_items',
        'write_items',
        'read_orders',
        'write_shipping',
        'read_customers',
        'write_inflow_routes',
      ]);
      const endpoint = (
        await t.post('/v1/webhook_endpoints', client.token, {
          url: 'http://127.0.0.1:9/hooks/tenpo/shop-events/receive-every-stock-change-here?source=console-test',
          topics: ['stock.changed', 'order.created', 'order.paid', 'order.cancelled'],
        })
      ).json().data;
      endpointId = endpoint.id;
      for (let i = 1; i <= 2; i++) await emit(t.ctx.database, t.shopId, [stockEvent('item_long_identifier_0001', i)]);
      ({ orderId } = await placeTestOrder(t, { paymentMethod: 'bank_transfer' }));
      browser = await launchBrowser();
      screenshots = screenshotDir('console-lists');
    });
    after(async () => {
      await browser?.close();
      await t?.close();
    });

    /** Whether the rows of the page's lists show as cards (blocks) rather than table rows. */
    const rowsAsCards = (page: Page, selector: string) =>
      page.evaluate<boolean[]>(
        `[...document.querySelectorAll(${JSON.stringify(`${selector} tbody tr`)})].map((r) => getComputedStyle(r).display === 'block')`,
      );

    for (const size of WIDTHS) {
      it(`${size.name} (${size.width} px), Japanese then English`, async () => {
        const phone = size.width < 600;
        await browser.context.clearCookies();
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${origin}/console/sign-in?next=/console/orders/${orderId}`);
        await page.getByLabel('メールアドレス').fill(login.email);
        await page.getByLabel('パスワード').fill(login.password);
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (size === WIDTHS[0]) {
          // The order's history gets its first entry through the console itself.
          await page.getByRole('button', { name: '入金を記録' }).click();
          await page.getByText('入金を記録しました。').waitFor();
        }
        const lists: [string, string][] = [
          [`/console/orders/${orderId}`, 'main .cards'],
          ['/console/webhooks', 'main .cards'],
          [`/console/webhooks/${endpointId}`, 'main .cards'],
          ['/console/clients', 'main .cards'],
        ];
        for (const locale of ['ja', 'en'] as const) {
          if (locale === 'en') {
            if (phone) await page.getByText('メニュー', { exact: true }).click();
            await page.getByRole('button', { name: 'English' }).click();
            await page.waitForFunction('document.documentElement.lang === "en"');
          }
          for (const [path, selector] of lists) {
            assert.equal((await page.goto(`${origin}${path}`))?.status(), 200, path);
            const cards = await rowsAsCards(page, selector);
            assert.ok(cards.length > 0, `${path}: a list with rows`);
            assert.deepEqual(
              cards,
              cards.map(() => phone),
              `${path}: ${phone ? 'cards' : 'table rows'}`,
            );
            await checkConsolePage(page, `${size.name} ${locale} ${path}`, locale, screenshots);
          }
        }
        // The language is the account's: back to Japanese for the next width.
        if (phone) await page.getByText('Menu', { exact: true }).click();
        await page.getByRole('button', { name: '日本語' }).click();
        await page.waitForFunction('document.documentElement.lang === "ja"');
        await page.close();
      });
    }
  },
);
