// Issue 27 item 1: the side-by-side bench. One shop per database (a catalogue and an order book,
// built by bench/fixtures.ts), served by Tenpo with WORKERS=1, each read measured against bare
// Fastify serving the very bytes Tenpo answered for each URL (versusBare: alternating rounds, the
// same rotation of URLs), the writes alone. Every Tenpo run reads the server's CPU time in /proc
// (and, on PostgreSQL, that of the backends serving this server's connections: cpuMeter), per
// request. Each measure is a row with its target, and a cell set for the compact table that
// bench/run.ts prints (and writes to bench/results/latest.md).
import type autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  freshStorage,
  newClient,
  newItemRequest,
  openFixture,
  seedCatalogue,
  seedOrders,
  tokenFor,
} from '../fixtures.ts';
import {
  cpuMeter,
  fmt,
  load,
  scaled,
  SERVER_SCRIPT,
  startPinned,
  versusBare,
  withApplicationName,
  type CpuMeter,
  type LoadResult,
  type Row,
} from '../lib.ts';
import { fullPage, rotationPaths } from './catalog.ts';
import { checkoutRun, PAGE, SHOPPERS, syncWalk } from './orders.ts';

/** The list shop of the catalog section and the large shop of the orders section, in one storage. */
const ITEMS = 10_000;
const ORDERS = 100_000;
/** Orders (and items) whose detail the detail loads go round, spread over the whole order book (catalogue). */
const DETAIL_ROTATION = 100;
/** Sync pages the sync load goes round, spread over one whole walk. */
const SYNC_ROTATION = 50;
/** Server CPU per request of the writes on SQLite; PostgreSQL may spend POSTGRES_ALLOWANCE× that, its own CPU included. */
const WRITE_CPU_US = { create: 800, stock: 400 };
const POSTGRES_ALLOWANCE = 1.5;
/** Both servers answer as one deployment (one OAuth issuer), whatever their ports. */
const BASE_URL = 'http://tenpo.bench';
const CHECKOUT_P50_MS = 30;
const WRITE_CONNECTIONS = 16;
/**
 * BENCH_MEASURES=create,stock,checkout runs those measures alone (each runs on a server of its own:
 * items-uncached, me, items-cached, sync, detail, item-detail, create, stock, stock-one, edit, checkout), to compare old and new
 * in a few minutes.
 */
const MEASURES = (process.env.BENCH_MEASURES ?? '').split(',').filter(Boolean);

interface Figures {
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  serverUs?: number;
  postgresUs?: number;
  failures: number;
}

interface Measure {
  name: string;
  unit: string;
  tenpo: Figures;
  bare?: Figures;
  ratio?: number;
  target?: { text: string; ok: boolean };
  /** What the p50/p99 are of, when not of every request. */
  latencyOf?: string;
  /** What the CPU figures are per, when not per request. */
  cpuPer?: string;
}

/** `count` of ids, spread evenly over the whole list. */
const spread = (ids: string[], count: number) =>
  Array.from(
    { length: Math.min(count, ids.length) },
    (_, i) => ids[Math.floor((i * ids.length) / Math.min(count, ids.length))]!,
  );

const figures = (r: LoadResult): Figures => ({ ...r, failures: r.errors + r.non2xx });

const ratioTarget = (ratio: number, min: number) => ({ text: `÷ bare ≥ ${min}`, ok: ratio >= min });

export async function sideBySideBench(label: string, pgUrl?: string): Promise<Row[]> {
  const storage = await freshStorage('side-by-side', pgUrl);
  const measures: Measure[] = [];
  let itemCount = 0;
  let orderCount = 0;
  try {
    const f = await openFixture(storage);
    const cat = await seedCatalogue(f, scaled(ITEMS), 'S');
    const orders = await seedOrders(f, scaled(ORDERS), 'SO');
    const client = await newClient(f, ['read_users', 'read_items', 'write_items', 'read_orders']);
    await f.close();
    // The order book's own 20 items share the list: every page of it is full.
    itemCount = cat.itemIds.length + orders.itemIds.length;
    orderCount = orders.orderIds.length;
    const listPaths = rotationPaths(itemCount, cat.categoryIds);

    interface Served {
      url: string;
      cpu: CpuMeter;
      auth: Record<string, string>;
    }
    /**
     * A Tenpo server of this storage for one measure, with a CpuMeter of it (its PostgreSQL
     * backends found by a name of their own): under BENCH_CPU_PROF each measure's profile is its own.
     */
    const serve = async (measure: string, env: Record<string, string>, body: (s: Served) => Promise<void>) => {
      if (MEASURES.length && !MEASURES.includes(measure)) return;
      const applicationName = `tenpo-bench-${randomBytes(4).toString('hex')}`;
      const server = await startPinned(SERVER_SCRIPT, {
        ...storage.env,
        ...(pgUrl ? { DATABASE_URL: withApplicationName(storage.env.DATABASE_URL!, applicationName) } : {}),
        BASE_URL,
        BENCH_PROF_NAME: `side-by-side-${label}-${measure}`,
        ...env,
      });
      try {
        const cpu = await cpuMeter(server.pid, pgUrl ? { url: pgUrl, applicationName } : undefined);
        try {
          await body({ url: server.url, cpu, auth: { authorization: `Bearer ${await tokenFor(server.url, client)}` } });
        } finally {
          await cpu.close();
        }
      } finally {
        await server.stop();
      }
    };
    const versus = async (
      s: Served,
      name: string,
      paths: string[],
      min?: number,
      check?: (p: string, b: string) => void,
    ) => {
      const r = await versusBare({ url: s.url }, paths, s.auth, { cpu: s.cpu, check });
      measures.push({
        name,
        unit: 'req/s',
        tenpo: figures(r.a),
        bare: figures(r.b),
        ratio: r.ratio,
        ...(min !== undefined ? { target: ratioTarget(r.ratio, min) } : {}),
      });
    };

    // The page cache off (PAGE_CACHE_MB=0): every item page read and rendered.
    await serve('items-uncached', { PAGE_CACHE_MB: '0' }, (s) =>
      versus(
        s,
        `GET /v1/items, ${listPaths.length} rotating pages of 20 of ${fmt(itemCount)} items (offsets, category and status filters), page cache off`,
        listPaths,
        0.3,
        fullPage,
      ),
    );
    await serve('me', {}, (s) => versus(s, 'GET /v1/me', ['/v1/me']));
    await serve('items-cached', {}, (s) =>
      versus(
        s,
        `GET /v1/items, ${listPaths.length} rotating pages of 20 of ${fmt(itemCount)} items (offsets, category and status filters), page cache on`,
        listPaths,
        undefined,
        fullPage,
      ),
    );
    // Neither the sync pages nor the order detail go through the page cache (it holds item lists only).
    await serve('sync', {}, async (s) => {
      // Sync pages spread over one whole walk (the last, partial page included).
      const walk: string[] = [];
      for await (const page of syncWalk(s.url, s.auth)) walk.push(page.path);
      const syncPaths = Array.from(
        { length: Math.min(SYNC_ROTATION, walk.length) },
        (_, i) => walk[Math.floor((i * walk.length) / Math.min(SYNC_ROTATION, walk.length))]!,
      );
      await versus(
        s,
        `GET /v1/orders sync page of ${PAGE} (${syncPaths.length} rotating cursors over ${fmt(orderCount)} orders), no page cache`,
        syncPaths,
        0.2,
      );
    });
    const detailIds = spread(orders.orderIds, DETAIL_ROTATION);
    await serve('detail', {}, (s) =>
      versus(
        s,
        `GET /v1/orders/{id} (${detailIds.length} rotating ids of ${fmt(orderCount)} orders), no page cache`,
        detailIds.map((id) => `/v1/orders/${id}`),
        0.3,
      ),
    );
    // An integration reading items one by one: the item and each of its parts (no target of its own).
    const itemIds = spread(cat.itemIds, DETAIL_ROTATION);
    await serve('item-detail', {}, (s) =>
      versus(
        s,
        `GET /v1/items/{id} (${itemIds.length} rotating ids of ${fmt(itemCount)} items)`,
        itemIds.map((id) => `/v1/items/${id}`),
      ),
    );

    // Writes: no bare counterpart; their CPU per request against the targets.
    const writeTarget = (us: number) =>
      pgUrl
        ? { text: `server + PostgreSQL ≤ ${fmt(us * POSTGRES_ALLOWANCE)} µs CPU/req`, limit: us * POSTGRES_ALLOWANCE }
        : { text: `server ≤ ${fmt(us)} µs CPU/req`, limit: us };
    const write = async (
      s: Served,
      name: string,
      request: autocannon.Request,
      us?: number,
      connections = WRITE_CONNECTIONS,
    ) => {
      const r = await load({ url: s.url, requests: [request], connections, cpu: s.cpu });
      const t = us === undefined ? null : writeTarget(us);
      const spent = (r.serverUs ?? 0) + (r.postgresUs ?? 0);
      measures.push({
        name,
        unit: 'req/s',
        tenpo: figures(r),
        ...(t ? { target: { text: t.text, ok: spent <= t.limit } } : {}),
      });
    };
    /** A write to each item of the catalogue in turn, its body made from the request's number. */
    const rotatingItems = (s: Served, path: (itemId: string) => string, body: (i: number) => unknown) => {
      let n = 0;
      return {
        method: 'PATCH' as const,
        setupRequest: (req: autocannon.Request) => {
          const i = n++;
          return {
            ...req,
            path: path(cat.itemIds[i % cat.itemIds.length]!),
            headers: { ...s.auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify(body(i)),
          };
        },
      };
    };
    await serve('create', {}, (s) =>
      write(
        s,
        `POST /v1/items (a new item each, ${WRITE_CONNECTIONS} connections)`,
        newItemRequest(s.auth, cat.categoryIds),
        WRITE_CPU_US.create,
      ),
    );
    await serve('stock', {}, (s) =>
      write(
        s,
        `PATCH /v1/items/{id}/stock (±1, rotating items, ${WRITE_CONNECTIONS} connections)`,
        rotatingItems(
          s,
          (id) => `/v1/items/${id}/stock`,
          (i) => ({ adjustment: i % 2 ? 1 : -1 }),
        ),
        WRITE_CPU_US.stock,
      ),
    );
    // A stock sync pushing its changes one after another: each waits for its own commit, shared with
    // no other (no target of its own; BENCH_SYNC_DELAY_US gives the disk a slower sync).
    await serve('stock-one', {}, (s) =>
      write(
        s,
        'PATCH /v1/items/{id}/stock (±1, rotating items, one connection: one write at a time)',
        rotatingItems(
          s,
          (id) => `/v1/items/${id}/stock`,
          (i) => ({ adjustment: i % 2 ? 1 : -1 }),
        ),
        undefined,
        1,
      ),
    );
    // An integration pushing its item edits (no target of its own).
    await serve('edit', {}, (s) =>
      write(
        s,
        `PATCH /v1/items/{id} (a new name, rotating items, ${WRITE_CONNECTIONS} connections)`,
        rotatingItems(
          s,
          (id) => `/v1/items/${id}`,
          (i) => ({ name: `Edited item ${i}` }),
        ),
      ),
    );
    await serve('checkout', {}, async (s) => {
      const c = await checkoutRun(s.url, orders, s.cpu);
      measures.push({
        name: `storefront checkout (cart add + checkout pairs, ${SHOPPERS} shoppers; CPU per pair)`,
        unit: 'checkouts/s',
        latencyOf: 'the checkout request',
        cpuPer: 'pair',
        tenpo: {
          rps: c.pairs.rps,
          p50: c.checkout.p50,
          p99: c.checkout.p99,
          ...c.cpu,
          failures: c.pairs.failures,
        },
        target: { text: `checkout p50 < ${CHECKOUT_P50_MS} ms`, ok: c.checkout.p50 < CHECKOUT_P50_MS },
      });
    });
  } finally {
    await storage.cleanup();
  }
  return rowsOf(label, measures, itemCount, orderCount, Boolean(pgUrl));
}

/** autocannon's latencies are whole ms; the loops' are fractions. */
const millis = (n: number) => fmt(n, Number.isInteger(n) ? 0 : n < 10 ? 2 : 1);
const latency = (x: Figures) => `${millis(x.p50)} / ${millis(x.p99)} ms`;

function rowsOf(label: string, measures: Measure[], items: number, orders: number, postgres: boolean): Row[] {
  const database = postgres ? 'PostgreSQL' : 'SQLite';
  const rows: Row[] = [
    {
      name: `[${label}] side by side: the shop (Tenpo WORKERS=1 on core 0; CPU from /proc${postgres ? "; PostgreSQL's = its backends serving this server's connections (pg_stat_activity by application_name)" : ''})`,
      value: `${fmt(items)} items, ${fmt(orders)} orders`,
    },
  ];
  for (const m of measures) {
    const t = m.tenpo;
    const cpu =
      t.serverUs === undefined
        ? ''
        : `; server ${fmt(t.serverUs)} µs CPU per ${m.cpuPer ?? 'request'}${t.postgresUs !== undefined ? ` + PostgreSQL ${fmt(t.postgresUs)} µs` : ''}`;
    const bare = m.bare
      ? `; bare ${fmt(m.bare.rps)} req/s, p50/p99 ${latency(m.bare)}; ÷ bare ${fmt(m.ratio!, 2)}`
      : '';
    rows.push({
      name: `[${label}] side by side: ${m.name}`,
      value: `${fmt(t.rps)} ${m.unit}, p50/p99 ${latency(t)}${m.latencyOf ? ` (${m.latencyOf})` : ''}${cpu}${bare}`,
      ...(m.target ? { target: m.target.text, ok: m.target.ok } : {}),
      cells: {
        database,
        measure: m.name,
        throughput: `${fmt(t.rps)} ${m.unit}`,
        'p50 / p99': latency(t),
        'server µs CPU/req': t.serverUs === undefined ? '' : fmt(t.serverUs),
        'PostgreSQL µs CPU/req': t.postgresUs === undefined ? '' : fmt(t.postgresUs),
        'bare req/s': m.bare ? fmt(m.bare.rps) : '',
        '÷ bare': m.ratio === undefined ? '' : fmt(m.ratio, 2),
        target: m.target ? `${m.target.text} ${m.target.ok ? '✓' : '✗'}` : '',
      },
    });
    if (t.failures || m.bare?.failures)
      rows.push({
        name: `[${label}] side by side: ${m.name} failures`,
        value: `${t.failures} Tenpo, ${m.bare?.failures ?? 0} bare (errors or non-2xx)`,
        ok: false,
      });
  }
  return rows;
}
