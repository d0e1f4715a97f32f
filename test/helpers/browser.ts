import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { sqlitePassOnly, TEST_DIALECT } from './db.ts';

/**
 * Debian's Chromium; CI installs it. Browser tests are skipped (saying why) where it is missing,
 * and on PostgreSQL: what they check (layout at two widths, accessibility, scripts, print) is the
 * pages' HTML, the same on both databases, and they took a third of the PostgreSQL suite's time.
 * The pages they visit are rendered on PostgreSQL by the console's other tests
 * (test/console/security-headers.test.ts visits each).
 */
const CHROMIUM = '/usr/bin/chromium';
export const browserSkipReason = !fs.existsSync(CHROMIUM)
  ? `${CHROMIUM} is not installed (apt-get install chromium); browser tests skipped`
  : sqlitePassOnly('browser tests run on SQLite: the pages are the same on both databases').skip || undefined;

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Headless Chromium with a fresh profile directory, removed on close. */
export async function launchBrowser(): Promise<TestBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The widths every console page is checked at: a desktop and a phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<AxeViolation[]>(
    'window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/**
 * The folder a run's screenshots are kept in (test-results/screenshots/<database>/<what>, ignored by
 * git; one per database, as both suites may run at once), emptied first and printed so a person can look at them.
 */
export function screenshotDir(what: string): string {
  const dir = path.resolve('test-results', 'screenshots', TEST_DIALECT, what);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  console.log(`${what} screenshots: ${dir}`);
  return dir;
}

/** Title, language, one heading, no serious accessibility problem, no sideways scrolling of the page; a screenshot into `dir`. */
export async function checkConsolePage(page: Page, label: string, lang: string, dir: string): Promise<void> {
  assert.match(await page.title(), /\S · Tenpo/, `${label}: a title`);
  assert.equal(await page.getAttribute('html', 'lang'), lang, label);
  assert.equal(await page.locator('h1').count(), 1, `${label}: one heading`);
  const overflow = await page.evaluate<[number, number]>('[document.documentElement.scrollWidth, window.innerWidth]');
  assert.ok(overflow[0] <= overflow[1], `${label}: page is ${overflow[0]} px wide in a ${overflow[1]} px window`);
  if (overflow[1] < 600) {
    // On phones a list is cards: none of them scrolls sideways either.
    const wide = await page.evaluate<number>(
      '[...document.querySelectorAll(".cards")].filter((e) => e.scrollWidth > e.clientWidth + 1).length',
    );
    assert.equal(wide, 0, `${label}: a list scrolls sideways`);
  }
  assert.deepEqual(await seriousViolations(page), [], label);
  await page.screenshot({ path: path.join(dir, `${label.replace(/[^a-z0-9]+/gi, '_')}.png`), fullPage: true });
}
