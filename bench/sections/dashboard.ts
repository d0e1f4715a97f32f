// Issue 31: the console's home page. Its figures (src/console/pages/dashboard.ts) come from the
// per-day tally and narrow indexes (migration 0870), so their cost must not grow with the orders:
// measured in process, on the fixture's storage, at 1,000 and 100,000 orders (bench/fixtures.ts).
import { stockAlerts } from '../../src/catalog/items/service.ts';
import { inflowRouteDays } from '../../src/inflow-routes/service.ts';
import { CHART_DAYS, orderWork, salesFigures } from '../../src/orders/dashboard.ts';
import { failingEndpoints } from '../../src/webhooks/service.ts';
import { freshStorage, openFixture, seedOrders } from '../fixtures.ts';
import { DURATION_S, fmt, growthRow, loop, ms, scaled, type Row } from '../lib.ts';

const SMALL_SHOP = 1_000;
const LARGE_SHOP = 100_000;

/** The home page's reads for one shop, as the page runs them (side by side), p50 over BENCH_SECONDS by one caller. */
async function homeFigures(label: string, pgUrl: string | undefined, n: number, rows: Row[]) {
  const storage = await freshStorage(`dashboard-${n}`, pgUrl);
  try {
    const f = await openFixture(storage);
    try {
      const set = await seedOrders(f, n, `d${n}`);
      rows.push({ name: `[${label}] dashboard data (${fmt(n)} orders)`, value: set.how });
      const now = Date.now();
      const r = await loop({
        seconds: DURATION_S,
        warmupSeconds: 1,
        concurrency: 1,
        op: async () => {
          await Promise.all([
            salesFigures(f.db, f.shopId, now),
            orderWork(f.db, f.shopId, now),
            stockAlerts(f.db, f.shopId),
            failingEndpoints(f.db, f.shopId),
            inflowRouteDays(f.db, f.shopId, now, CHART_DAYS),
          ]);
        },
      });
      rows.push({
        name: `[${label}] dashboard figures, ${fmt(n)} orders (in process, 1 caller)`,
        value: `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`,
        ok: r.failures === 0,
      });
      return { n, p50: r.p50 };
    } finally {
      await f.close();
    }
  } finally {
    await storage.cleanup();
  }
}

export async function dashboardBench(label: string, pgUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const small = await homeFigures(label, pgUrl, scaled(SMALL_SHOP), rows);
  const large = await homeFigures(label, pgUrl, scaled(LARGE_SHOP), rows);
  rows.push(growthRow(`[${label}] dashboard figures p50 growth`, small, large));
  return rows;
}
