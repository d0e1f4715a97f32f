// `npm run bench`: the server runs pinned to core 0, this load generator to core 1; figures and
// ratios are printed and written to bench/results/latest.md. BENCH_SECONDS sets each run's length;
// BENCH_ONLY=startup,foundation,catalog,orders,webhooks,workers narrows the sections; BENCH_POSTGRES_URL adds PostgreSQL
// runs (startup-postgres, catalog-postgres, orders-postgres, webhooks-postgres, workers-postgres); BENCH_SCALE=0.1 shrinks the data sets for a quick check;
// BENCH_CPU_PROF=DIR profiles every server (see bench/lib.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LOAD_CORE, ROOT, type Row } from './lib.ts';
import { foundationBench } from './sections/foundation.ts';
import { catalogBench } from './sections/catalog.ts';
import { ordersBench } from './sections/orders.ts';
import { webhooksBench } from './sections/webhooks.ts';
import { startupBench } from './sections/startup.ts';
import { workersBench } from './sections/workers.ts';

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
  ['webhooks', () => webhooksBench()],
  ['workers', () => workersBench('sqlite')],
];
const pgUrl = process.env.BENCH_POSTGRES_URL;
if (pgUrl)
  sections.push(
    ['startup-postgres', () => startupBench('postgres', pgUrl)],
    ['catalog-postgres', () => catalogBench('postgres', pgUrl)],
    ['orders-postgres', () => ordersBench('postgres', pgUrl)],
    ['webhooks-postgres', () => webhooksBench(pgUrl)],
    ['workers-postgres', () => workersBench('postgres', pgUrl)],
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
console.log(`\n${table}\n`);
fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench/results/latest.md'), `${table}\n`);
