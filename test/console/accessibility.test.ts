import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { browserSkipReason, launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { createTestStaff, listenTestApp, type StaffLogin } from '../helpers/console.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core in the page. page.evaluate runs through the DevTools protocol, which the console's CSP
 * (no script at all) does not apply to, so the policy under test stays as served.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<AxeViolation[]>(
    'window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe(
  'console in Chromium at 1280 and 390 px: every page, both languages, accessible',
  { skip: browserSkipReason },
  () => {
    let t: TestApp;
    let origin: string;
    let browser: TestBrowser;
    let login: StaffLogin;
    let paths: string[];
    const screenshots = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-console-screenshots-'));

    before(async () => {
      t = await startTestApp();
      origin = await listenTestApp(t);
      // Japanese, as every new staff account is.
      login = await createTestStaff(t.ctx.db, t.shopId, 'owner', 'ja');
      const manager = await t.client(['read_items', 'write_items', 'write_inflow_routes']);
      const item = await createTestItem(t, manager.token, { name: '抹茶ラテ セット（ギフト箱入り・長い名前の商品）' });
      const { orderId } = await placeTestOrder(t, { paymentMethod: 'bank_transfer' });
      await t.post('/v1/inflow_routes', manager.token, { name: '春のチラシ', code: 'spring26' });
      paths = [
        '/console/shop',
        '/console/items',
        `/console/items/${item.id}`,
        '/console/orders',
        `/console/orders/${orderId}`,
        '/console/customers',
        '/console/inflow-routes',
        '/console/clients',
        '/console/apps',
        '/console/webhooks',
      ];
      browser = await launchBrowser();
      console.log(`console screenshots: ${screenshots}`);
    });
    after(async () => {
      await browser?.close();
      await t?.close();
    });

    /** Title, language, no serious accessibility problem, no sideways scrolling of the page; a screenshot. */
    async function checkPage(page: Page, label: string, lang: string) {
      assert.match(await page.title(), /\S · Tenpo/, `${label}: a title`);
      assert.equal(await page.getAttribute('html', 'lang'), lang, label);
      assert.equal(await page.locator('h1').count(), 1, `${label}: one heading`);
      const overflow = await page.evaluate<[number, number]>(
        '[document.documentElement.scrollWidth, window.innerWidth]',
      );
      assert.ok(overflow[0] <= overflow[1], `${label}: page is ${overflow[0]} px wide in a ${overflow[1]} px window`);
      assert.deepEqual(await seriousViolations(page), [], label);
      await page.screenshot({
        path: path.join(screenshots, `${label.replace(/[^a-z0-9]+/gi, '_')}.png`),
        fullPage: true,
      });
    }

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
        await page.getByRole('heading', { name: 'ショップ情報' }).waitFor();

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
        for (const p of ['/console/orders', paths[4]!, '/console/items']) {
          await page.goto(`${origin}${p}`);
          await checkPage(page, `${size.name} en ${p}`, 'en');
        }
        assert.match(await page.content(), /Items/);

        if (size.width < 600) await page.getByText('Menu', { exact: true }).click();
        await page.getByRole('button', { name: '日本語' }).click();
        await page.getByRole('heading', { name: '商品' }).waitFor();
        await page.close();
      });
    }
  },
);
