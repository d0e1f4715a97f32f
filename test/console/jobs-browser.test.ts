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
import { createTestCategory } from '../helpers/catalog.ts';
import { createTestStaff, listenTestApp } from '../helpers/console.ts';
import { csvText, ITEM_HEADER, itemRow, shiftJis } from '../helpers/jobs.ts';

const WORDS = {
  en: {
    title: 'Imports and exports',
    kind: 'What the file holds',
    encoding: 'Character set',
    file: 'File',
    upload: 'Upload',
    done: 'Done',
    failedRows: 'Failed rows (first 100)',
    report: 'Download the report (every row, failed first)',
    back: 'All imports and exports',
    exportKind: 'What the file holds',
    export: 'Export',
    download: 'Download the file',
  },
  ja: {
    title: 'インポート・エクスポート',
    kind: 'ファイルの内容',
    encoding: '文字コード',
    file: 'ファイル',
    upload: 'アップロード',
    done: '完了',
    failedRows: '失敗した行（先頭 100 行）',
    report: '結果をダウンロード（全行、失敗した行が先）',
    back: 'インポート・エクスポート一覧',
    exportKind: 'ファイルの内容',
    export: '書き出す',
    download: 'ファイルをダウンロード',
  },
} as const;

describe(
  'console imports and exports in Chromium at 1280 (English) and 390 px (Japanese): upload, progress, report, download',
  { skip: browserSkipReason },
  () => {
    let t: TestApp;
    let origin: string;
    let browser: TestBrowser;
    let screenshots: string;

    before(async () => {
      // The worker looks for console jobs often, so the pages refresh onto a finished job soon.
      t = await startTestApp({}, { jobWorker: { pollMs: 100 } });
      origin = await listenTestApp(t);
      browser = await launchBrowser();
      screenshots = screenshotDir('console-jobs');
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
        const shopId = await t.newShop();
        const category = await createTestCategory(t, { shopId });
        const login = await createTestStaff(t.ctx.database, shopId, 'staff', locale);
        const check = (page: Page, what: string) =>
          checkConsolePage(page, `${size.name} ${locale} ${what}`, locale, screenshots);

        await browser.context.clearCookies();
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${origin}/console/sign-in?next=/console/jobs`);
        await page.getByLabel('メールアドレス').fill(login.email);
        await page.getByLabel('パスワード').fill(login.password);
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.getByRole('heading', { name: w.title, exact: true }).waitFor();
        await check(page, 'jobs');

        const file = shiftJis(
          csvText([
            ITEM_HEADER,
            itemRow('WEB-1', category.id),
            itemRow('WEB-2', category.id, { 'price.amount': 10 }),
            itemRow('WEB-3', category.id),
          ]),
        );
        const upload = page.locator('form[action="/console/jobs/imports"]');
        await upload.getByLabel(w.encoding).selectOption('shift_jis');
        await upload
          .getByLabel(w.file, { exact: true })
          .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: file });
        await upload.getByRole('button', { name: w.upload }).click();
        await page.waitForURL(/\/console\/jobs\/job_/);
        await page.getByText(w.done, { exact: true }).waitFor({ timeout: 60_000 });
        await page.getByRole('heading', { name: w.failedRows }).waitFor();
        const failed = page.getByRole('region', { name: w.failedRows }).locator('tbody tr');
        assert.equal(await failed.count(), 1);
        assert.match((await failed.first().textContent()) ?? '', /WEB-2.*price_below_minimum/s);
        await check(page, 'import report');
        const report = await page.request.get(
          `${origin}${await page.getByRole('link', { name: w.report }).getAttribute('href')}`,
        );
        const lines = (await report.text())
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l));
        assert.deepEqual(
          lines.map((l) => [l.row, l.status]),
          [
            [2, 'failed'],
            [1, 'created'],
            [3, 'created'],
          ],
        );

        await page.getByRole('link', { name: w.back }).click();
        const exports = page.locator('form[action="/console/jobs/exports"]');
        await exports.getByLabel(w.exportKind).selectOption('items_sjis');
        await exports.getByRole('button', { name: w.export }).click();
        await page.getByRole('link', { name: w.download }).waitFor({ timeout: 60_000 });
        await check(page, 'export');
        const download = await page.request.get(
          `${origin}${await page.getByRole('link', { name: w.download }).getAttribute('href')}`,
        );
        assert.equal(download.headers()['content-type'], 'text/csv; charset=shift_jis');
        assert.ok((await download.body()).includes(shiftJis('珈琲 WEB-3')));
      });
    }
  },
);
