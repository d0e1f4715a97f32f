// Issue 28: bulk work through files. The app is built in this process (its job worker runs here, as
// in a server); a 10,000-row items file and a 100,000-row stock file are imported through the API
// while a reader lists items, whose p99 during the import is what other requests feel.
// BENCH_JOBS=items,reimport,reprice,stock narrows the imports (default items,stock): reimport exports
// the new items and imports that file back (every row an existing item's, unchanged); reprice imports
// the items file again with a new price on every row (a supplier's price list: every row an edit).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { nowIso } from '../../src/lib/time.ts';
import { newId } from '../../src/lib/ids.ts';
import { shopRepo } from '../../src/shop/repo.ts';
import { freshStorage } from '../fixtures.ts';
import { fmt, ms, percentile, scaled, type Row } from '../lib.ts';

const ITEM_ROWS = 10_000;
const STOCK_ROWS = 100_000;
const ANALYZE_EVERY_MS = 3_000;
const PARTS = (process.env.BENCH_JOBS ?? 'items,stock').split(',');
const HEADER =
  'sku,name,category_id,description,price.amount,price.currency,tax_rate,inventory,cancellation.enabled,cancellation.cancel_by';

async function app(env: Record<string, string>) {
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' });
  const built = await buildApp(config, { logger: false, jobWorker: { pollMs: 50 } });
  await built.app.ready();
  const shopId = (await shopRepo(built.ctx.db).findDefault())!.id;
  const client = await built.ctx.clients.create({
    shopId,
    name: 'bench',
    scopes: ['read_items', 'write_items'],
    trusted: false,
  });
  const token = (
    await built.ctx.tokens.issue({ clientId: client.client_id, shopId, scopes: ['read_items', 'write_items'] })
  ).access_token;
  const categoryId = newId('cat');
  await built.ctx.database.transaction((tx) =>
    tx
      .insertInto('categories')
      .values({
        id: categoryId,
        shop_id: shopId,
        name: 'Bench',
        parent_id: null,
        sort: 0,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute(),
  );
  return { ...built, token, categoryId };
}

/** The file of an items export, once the job has ended. */
async function exportedItems(a: Awaited<ReturnType<typeof app>>): Promise<string> {
  const headers = { authorization: `Bearer ${a.token}` };
  const res = await a.app.inject({
    method: 'POST',
    url: '/v1/items/exports',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { format: 'csv' },
  });
  if (res.statusCode !== 202) throw new Error(`export refused: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { data: { id: string } }).data.id;
  for (;;) {
    const job = (await a.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers })).json<{
      data: { status: string };
    }>().data;
    if (job.status === 'succeeded') break;
    if (job.status === 'failed') throw new Error('export failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  return (await a.app.inject({ method: 'GET', url: `/v1/jobs/${id}/file`, headers })).body;
}

/** Imports the file and answers the job's rows a second, and the p99 of GET /v1/items sent one after another meanwhile. */
async function timedImport(a: Awaited<ReturnType<typeof app>>, path: string, file: string) {
  const headers = { authorization: `Bearer ${a.token}` };
  const started = performance.now();
  const res = await a.app.inject({
    method: 'POST',
    url: path,
    headers: { ...headers, 'content-type': 'text/csv', 'idempotency-key': randomUUID() },
    payload: Buffer.from(file),
  });
  if (res.statusCode !== 202) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { data: { id: string } }).data.id;
  const latencies: number[] = [];
  let job: { status: string; rows: { processed: number; failed: number } };
  for (;;) {
    const t0 = performance.now();
    await a.app.inject({ method: 'GET', url: '/v1/items?limit=20', headers });
    latencies.push(performance.now() - t0);
    job = (await a.app.inject({ method: 'GET', url: `/v1/jobs/${id}`, headers })).json<{ data: typeof job }>().data;
    if (job.status === 'succeeded' || job.status === 'failed') break;
    // A reader a few milliseconds apart, as a client would be (and in-process requests on SQLite settle without yielding to the worker's timers).
    await new Promise((r) => setTimeout(r, 5));
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    rps: job.rows.processed / seconds,
    seconds,
    failed: job.rows.failed,
    p99: percentile(latencies, 99),
    reads: latencies.length,
  };
}

export async function jobsBench(pgUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const storage = await freshStorage('jobs', pgUrl);
  const label = storage.label;
  const a = await app(storage.env);
  // Autovacuum is off on this machine: the catalogue's statistics are refreshed every few seconds
  // during the items imports, as autovacuum's analyze would as the tables grow (without it,
  // PostgreSQL's plans for a batch's skus turn to scans of the shop's every item: 100,000 new items
  // took 573 s instead of 81).
  const analyzing =
    label === 'postgres'
      ? setInterval(
          () =>
            void sql`ANALYZE items, item_variants, item_counts, catalog_versions, changes`
              .execute(a.ctx.database.migrationDb)
              .catch(() => {}),
          ANALYZE_EVERY_MS,
        )
      : undefined;
  try {
    const items = scaled(ITEM_ROWS);
    const itemFile = (price: number) =>
      [
        HEADER,
        ...Array.from(
          { length: items },
          (_, i) => `B-${i},珈琲 ${i},${a.categoryId},深煎り,${price},JPY,8,1000000,false,`,
        ),
      ].join('\n');
    const imported = await timedImport(a, '/v1/items/imports', itemFile(1200));
    rows.push({
      name: `[${label}] items import, ${fmt(items)} new rows (${fmt(imported.seconds, 1)} s, ${imported.failed} failed)`,
      value: `${fmt(imported.rps)} rows/s; GET /v1/items meanwhile p99 ${ms(imported.p99)} (${imported.reads} reads)`,
    });
    if (PARTS.includes('reimport')) {
      const exportStarted = performance.now();
      const exported = await exportedItems(a);
      const exportSeconds = (performance.now() - exportStarted) / 1000;
      rows.push({
        name: `[${label}] items export, ${fmt(items)} items (CSV, the job from its request to its file)`,
        value: `${fmt(items / exportSeconds)} rows/s (${fmt(exportSeconds, 1)} s)`,
      });
      const again = await timedImport(a, '/v1/items/imports', exported);
      rows.push({
        name: `[${label}] items export imported back, ${fmt(items)} unchanged rows (${fmt(again.seconds, 1)} s, ${again.failed} failed)`,
        value: `${fmt(again.rps)} rows/s; GET /v1/items meanwhile p99 ${ms(again.p99)} (${again.reads} reads)`,
      });
    }
    if (PARTS.includes('reprice')) {
      const repriced = await timedImport(a, '/v1/items/imports', itemFile(1300));
      rows.push({
        name: `[${label}] items file of new prices, ${fmt(items)} edited rows (${fmt(repriced.seconds, 1)} s, ${repriced.failed} failed)`,
        value: `${fmt(repriced.rps)} rows/s; GET /v1/items meanwhile p99 ${ms(repriced.p99)} (${repriced.reads} reads)`,
      });
    }
    clearInterval(analyzing);
    if (!PARTS.includes('stock')) return rows;
    // What autovacuum would do after the new items (it is off on this machine): statistics for the
    // planner, which otherwise takes the shop's every item for a batch's few hundred skus.
    if (label === 'postgres')
      await sql`VACUUM (ANALYZE) items, item_variants, item_counts, catalog_versions`.execute(
        a.ctx.database.migrationDb,
      );
    const stock = scaled(STOCK_ROWS);
    const stockFile = ['sku,adjustment', ...Array.from({ length: stock }, (_, i) => `B-${i % items},-1`)].join('\n');
    const adjusted = await timedImport(a, '/v1/stock/imports', stockFile);
    rows.push({
      name: `[${label}] stock import, ${fmt(stock)} adjustments (${fmt(adjusted.seconds, 1)} s, ${adjusted.failed} failed)`,
      value: `${fmt(adjusted.rps)} rows/s; GET /v1/items meanwhile p99 ${ms(adjusted.p99)} (${adjusted.reads} reads)`,
    });
  } finally {
    clearInterval(analyzing);
    await a.app.close();
    await storage.cleanup();
  }
  return rows;
}
