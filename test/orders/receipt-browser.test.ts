import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { updateShop } from '../../src/shop/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import {
  browserSkipReason,
  launchBrowser,
  screenshotDir,
  seriousViolations,
  WIDTHS,
  type TestBrowser,
} from '../helpers/browser.ts';
import { createTestStaff, listenTestApp } from '../helpers/console.ts';
import { createStorefrontItem, placeTestOrder, type PlacedTestOrder } from '../helpers/storefront.ts';

const REGISTRATION = 'T1180301018771';
/** A4 in PostScript points (210 × 297 mm), as Chromium writes the MediaBox, give or take a point. */
const A4 = [595, 842];

/** The pages of a PDF as Chromium writes it: page objects and their MediaBox are plain text. */
function pdfPages(pdf: Buffer): { count: number; boxes: number[][]; fonts: string[] } {
  const text = pdf.toString('latin1');
  const count = [...text.matchAll(/\/Type\s*\/Page(?![s\w])/g)].length;
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  // Chromium names each embedded font in its descriptor (FontName, FontFamily), plain text too.
  const fonts = [
    ...new Set(
      [...text.matchAll(/\/(?:BaseFont|FontName)\s*\/([\w+-]+)|\/FontFamily\s*\(([^)]*)\)/g)].map(
        (m) => (m[1] ?? m[2])!,
      ),
    ),
  ];
  return { count, boxes, fonts };
}

describe(
  'the receipt in Chromium at 1280 and 390 px: readable Japanese, no sideways scroll, one A4 page in print',
  { skip: browserSkipReason },
  () => {
    let t: TestApp;
    let origin: string;
    let browser: TestBrowser;
    let screenshots: string;
    let order: PlacedTestOrder;

    before(async () => {
      t = await startTestApp();
      origin = await listenTestApp(t);
      browser = await launchBrowser();
      screenshots = screenshotDir('receipts');
      await t.ctx.database.transaction((tx) =>
        updateShop(tx, t.ctx.secrets, t.shopId, { name: '天保珈琲', invoice_registration_number: REGISTRATION }),
      );
      const lines = [
        { itemId: (await createStorefrontItem(t, { name: 'ドリップバッグ 10 袋入り', price: 1296, tax_rate: 8 })).id },
        { itemId: (await createStorefrontItem(t, { name: '有田焼マグカップ（藍）', price: 3300, tax_rate: 10 })).id },
      ];
      order = await placeTestOrder(t, { lines });
    });
    after(async () => {
      await browser?.close();
      await t?.close();
    });

    for (const size of WIDTHS) {
      it(`${size.name} (${size.width} px): the shopper's receipt`, async () => {
        const page = await browser.context.newPage();
        try {
          await page.setViewportSize({ width: size.width, height: size.height });
          await page.setExtraHTTPHeaders({ authorization: `Shopper ${order.shopper.token}` });
          const addressee = encodeURIComponent(
            '株式会社サンプル商事 経理部 御中ではなく長い宛名でも折り返して表示されることを確認する',
          );
          const res = await page.goto(`${origin}/storefront/v1/orders/${order.orderId}/receipt?addressee=${addressee}`);
          assert.equal(res?.status(), 200);
          const body = (await page.textContent('body')) ?? '';
          for (const words of [
            '領収書',
            REGISTRATION,
            '天保珈琲',
            'ドリップバッグ 10 袋入り ※',
            '※は軽減税率対象',
            'お品代として',
            '8%対象',
          ])
            assert.ok(body.includes(words), `${words} is on the page`);
          assert.equal(await page.getAttribute('html', 'lang'), 'ja');
          // The style sheet applied under the page's own policy (an inline style blocked by CSP would leave h1 unstyled).
          assert.equal(await page.evaluate('getComputedStyle(document.querySelector("h1")).textAlign'), 'center');
          const [scrollWidth, innerWidth] = await page.evaluate<[number, number]>(
            '[document.documentElement.scrollWidth, window.innerWidth]',
          );
          assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
          assert.deepEqual(await seriousViolations(page), []);
          await page.screenshot({ path: path.join(screenshots, `receipt_${size.name}.png`), fullPage: true });

          const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
          fs.writeFileSync(path.join(screenshots, `receipt_${size.name}.pdf`), pdf);
          const { count, boxes, fonts } = pdfPages(pdf);
          assert.equal(count, 1, 'one page');
          assert.equal(boxes.length >= 1, true, 'a MediaBox');
          for (const [w, h] of boxes) {
            assert.ok(Math.abs(w! - A4[0]!) <= 2 && Math.abs(h! - A4[1]!) <= 2, `A4, not ${w} × ${h}`);
          }
          // The Japanese text is drawn with a Japanese font (fonts-noto-cjk), not missing-glyph boxes.
          assert.ok(
            fonts.some((f) => /CJK|JP/i.test(f)),
            `a Japanese font is embedded: ${fonts.join(', ')}`,
          );
        } finally {
          await page.close();
        }
      });
    }

    it("staff open it from the order page in a new tab, marked 再発行 after the shopper's issues", async () => {
      const login = await createTestStaff(t.ctx.database, t.shopId, 'staff', 'ja');
      const page = await browser.context.newPage();
      try {
        await page.setViewportSize(WIDTHS[0]);
        await page.goto(`${origin}/console/sign-in?next=/console/orders/${order.orderId}`);
        await page.getByLabel('メールアドレス').fill(login.email);
        await page.getByLabel('パスワード').fill(login.password);
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.getByRole('heading', { name: '領収書' }).waitFor();
        await page.getByLabel(/宛名/).fill('山田 太郎');
        const [tab] = await Promise.all([
          browser.context.waitForEvent('page'),
          page.getByRole('button', { name: '領収書を発行' }).click(),
        ]);
        await tab!.waitForLoadState();
        const body = (await tab!.textContent('body')) ?? '';
        assert.match(body, /再発行（3回目の発行）/);
        assert.match(body, /山田 太郎/);
        await tab!.screenshot({ path: path.join(screenshots, 'receipt_console.png'), fullPage: true });
        await tab!.close();
      } finally {
        await page.close();
      }
    });
  },
);
