// `npm run bench`: the server runs pinned to core 0, this load generator to core 1; figures and
// ratios are printed and written to bench/results/latest.md, with a second table setting each
// measure's SQLite and PostgreSQL figures side by side, and a compact table of the rows that carry
// cells (the side-by-side section's). BENCH_SECONDS sets each run's length;
// BENCH_ONLY=startup,foundation,catalog,orders,dashboard,webhooks,jobs,workers,side-by-side narrows the sections.
// PostgreSQL runs (the same names with -postgres) whenever one answers at BENCH_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/test; BENCH_POSTGRES_URL=off skips them);
// BENCH_SCALE=0.1 shrinks the data sets for a quick check; BENCH_CPU_PROF=DIR profiles every server
// (see bench/lib.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { benchPostgresUrl, freshStorage } from './fixtures.ts';
import { LOAD_CORE, ROOT, type Row } from './lib.ts';
import { foundationBench } from './sections/foundation.ts';
import { catalogBench } from './sections/catalog.ts';
import { ordersBench } from './sections/orders.ts';
import { dashboardBench } from './sections/dashboard.ts';
import { webhooksBench } from './sections/webhooks.ts';
import { startupBench } from './sections/startup.ts';
import { workersBench } from './sections/workers.ts';
import { sideBySideBench } from './sections/side-by-side.ts';
import { jobsBench } from './sections/jobs.ts';

if (!process.env.BENCH_PINNED) {
  const r = spawnSync('taskset', ['-c', LOAD_CORE, process.execPath, '--import', 'tsx', ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(r.status ?? 1);
}

// Every server runs as `npm start` runs it: the compiled bundle, rebuilt from the tree being measured.
const built = spawnSync(process.execPath, ['scripts/build.js'], { cwd: ROOT, encoding: 'utf8' });
if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.includes(name);
const sections: [string, () => Promise<Row[]>][] = [
  ['startup', () => startupBench('sqlite')],
  ['foundation', () => foundationBench({}, 'sqlite')],
  ['catalog', () => catalogBench('sqlite')],
  ['orders', () => ordersBench('sqlite')],
  ['dashboard', () => dashboardBench('sqlite')],
  ['webhooks', () => webhooksBench()],
  ['jobs', () => jobsBench()],
  ['workers', () => workersBench('sqlite')],
  ['side-by-side', () => sideBySideBench('sqlite')],
];
const pgUrl = await benchPostgresUrl();
if (pgUrl)
  sections.push(
    ['startup-postgres', () => startupBench('postgres', pgUrl)],
    [
      'foundation-postgres',
      async () => {
        const storage = await freshStorage('foundation', pgUrl);
        return foundationBench(storage.env, 'postgres').finally(() => storage.cleanup());
      },
    ],
    ['catalog-postgres', () => catalogBench('postgres', pgUrl)],
    ['orders-postgres', () => ordersBench('postgres', pgUrl)],
    ['dashboard-postgres', () => dashboardBench('postgres', pgUrl)],
    ['webhooks-postgres', () => webhooksBench(pgUrl)],
    ['jobs-postgres', () => jobsBench(pgUrl)],
    ['workers-postgres', () => workersBench('postgres', pgUrl)],
    ['side-by-side-postgres', () => sideBySideBench('postgres', pgUrl)],
  );

const rows: Row[] = [];
for (const [name, run] of sections) {
  if (!wanted(name)) continue;
  console.error(`bench: ${name}…`);
  const started = Date.now();
  const got = await run();
  console.error(`  (${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const r of got)
    console.error(`  ${r.name}: ${r.value}${r.target ? `  (target ${r.target}: ${r.ok ? 'met' : 'NOT met'})` : ''}`);
  rows.push(...got);
}

const table = [
  '| measure | figure | target |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.name} | ${r.value} | ${r.target ? `${r.target} ${r.ok ? '✓' : '✗'}` : ''} |`),
].join('\n');
const extra = [sideBySideTable(rows), ...compactTables(rows)]
  .filter(Boolean)
  .map((t) => `\n${t}\n`)
  .join('');
console.log(`\n${table}\n${extra}`);
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/latest.md'), `${table}\n${extra}`);

/** The rows that carry cells (Row.cells), one markdown table per set of cell names, in the order first met. */
function compactTables(all: Row[]): string[] {
  const tables = new Map<string, Record<string, string>[]>();
  for (const r of all) {
    if (!r.cells) continue;
    const key = Object.keys(r.cells).join('\t');
    tables.set(key, [...(tables.get(key) ?? []), r.cells]);
  }
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [...tables].map(([key, cells]) => {
    const names = key.split('\t');
    return [
      `| ${names.map(cell).join(' | ')} |`,
      `|${names.map(() => '---').join('|')}|`,
      ...cells.map((c) => `| ${names.map((n) => cell(c[n]!)).join(' | ')} |`),
    ].join('\n');
  });
}

/**
 * Each measure run on both databases, its two figures side by side with PostgreSQL's as a multiple
 * of SQLite's cost (issue 17's target: within 2×). A figure is the value's leading number when it
 * is a rate (…/s) or a percentage (higher is better), or a growth (…×, lower is better).
 */
function sideBySideTable(all: Row[]): string {
  const byMeasure = new Map<string, { sqlite?: string; postgres?: string }>();
  let previous = '';
  for (const r of all) {
    const m = /^\[(sqlite|postgres)\] (.*)$/.exec(r.name);
    if (!m) continue;
    // "same, …" rows repeat the measure above them under other conditions.
    const measure = m[2]!.startsWith('same, ') ? `${previous}: ${m[2]}` : m[2]!;
    if (!m[2]!.startsWith('same, ')) previous = m[2]!;
    const entry = byMeasure.get(measure) ?? {};
    entry[m[1] as 'sqlite' | 'postgres'] = r.value;
    byMeasure.set(measure, entry);
  }
  const figure = (value: string) => {
    const m = /^([\d,.]+)\s*(%|×|[^\s,;(]*\/s)/.exec(value);
    return m ? { n: Number(m[1]!.replace(/,/g, '')), higherIsBetter: m[2] !== '×' } : undefined;
  };
  const lines: string[] = [];
  for (const [measure, { sqlite, postgres }] of byMeasure) {
    if (!sqlite || !postgres) continue;
    const a = figure(sqlite);
    const b = figure(postgres);
    let cost = '';
    if (a && b && a.n > 0 && b.n > 0) {
      const times = a.higherIsBetter ? a.n / b.n : b.n / a.n;
      cost = `${times.toFixed(2)}× ${times <= 2 ? '✓' : '✗'}`;
    }
    lines.push(`| ${measure} | ${sqlite} | ${postgres} | ${cost} |`);
  }
  if (!lines.length) return '';
  return [
    "| measure (both databases) | SQLite | PostgreSQL | PostgreSQL's cost ÷ SQLite's (target ≤ 2×) |",
    '|---|---|---|---|',
    ...lines,
  ].join('\n');
}
