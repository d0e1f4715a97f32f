// Issue 16 item 6: every core used. One server (WORKERS=1) against two workers on one port
// (WORKERS=2), both free to run on cores 0 and 1, for a representative read (GET /v1/items over
// varied pages) and for /v1/me; then what counting rate limits in the primary costs two workers.
// This machine has two cores and the load generator runs on core 1, so two workers share it with
// the load: the ratio is a floor of what a second core gives a server that has it to itself.
import autocannon from 'autocannon';
import {
  CATEGORY_COUNT,
  freshStorage,
  newClient,
  newItemRequest,
  openFixture,
  RECIPIENT,
  seedCatalogue,
  seedOrders,
  tokenFor,
  type OrderSet,
} from '../fixtures.ts';
import {
  alternating,
  childrenOf,
  cpuMs,
  DURATION_S,
  fmt,
  postgresCpuMs,
  residentMemory,
  scaled,
  SERVER_SCRIPT,
  serverCpuMs,
  startPinned,
  type LoadResult,
  type Proc,
  type Row,
} from '../lib.ts';

const ITEMS = 2_000;
const ORDERS = 2_000;
/** The servers' cores (BENCH_WORKERS_CORES=0 runs both servers on the server core alone, so the second process gets no core of its own). */
const BOTH_CORES = process.env.BENCH_WORKERS_CORES || '0,1';
const STARTS = 3;
/** Every server of the section answers as one deployment, so one token serves them all. */
const BASE_URL = 'http://tenpo.bench';
/** Limits on, never reached: what is measured is the counting. */
const UNREACHED_LIMIT = '10000000';

/** Requests of the run that reads the primary's CPU time per counted request. */
const COUNTED_REQUESTS = 50_000;

const rate = (r: LoadResult) => `${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

interface CpuRun {
  rps: number;
  serverMs: number;
  postgresMs: number;
  failures: number;
  /** What failed: statuses and connection errors. */
  failed: string;
}

/**
 * A run of DURATION_S, with its throughput and the server's CPU (and PostgreSQL's, when used) per
 * unit of work (a request, or `requestsPerUnit` of them, as a checkout's pair). Timed runs, since
 * autocannon ends a run of a fixed number of requests only at its next whole second.
 */
async function cpuPerRequest(
  server: Proc,
  opts: autocannon.Options,
  postgres: boolean,
  requestsPerUnit: number,
): Promise<CpuRun> {
  let firstFailure = '';
  const watched = {
    ...opts,
    requests: opts.requests?.map((r) => ({
      ...r,
      onResponse: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => {
        if (status >= 300 && !firstFailure) firstFailure = `: first ${status} ${body.slice(0, 160)}`;
        r.onResponse?.(status, body, context, headers);
      },
    })),
  };
  await autocannon({ ...watched, duration: 1 }); // warm-up
  firstFailure = '';
  const before = { server: serverCpuMs(server.pid), postgres: postgres ? postgresCpuMs() : 0 };
  const r = await autocannon({ ...watched, duration: DURATION_S });
  const n = r.requests.total / requestsPerUnit;
  return {
    rps: n / DURATION_S,
    serverMs: (serverCpuMs(server.pid) - before.server) / n,
    postgresMs: postgres ? (postgresCpuMs() - before.postgres) / n : 0,
    failures: r.errors + r.non2xx,
    failed: `${r['4xx']} 4xx, ${r['5xx']} 5xx, ${r.errors} errors${firstFailure}`,
  };
}

/**
 * Cart add + checkout pairs, 16 at once, each pair by a shopper no other pair is using (autocannon
 * starts each pair with a fresh context, so shoppers are lent from a free list and given back when
 * the checkout answers); answers CPU per checkout (the pair's two requests counted as one).
 */
function checkoutPairs(url: string, set: OrderSet): autocannon.Options {
  const free = [...set.shoppers];
  let nextItem = 0;
  const body = JSON.stringify({ payment_method: 'credit_card', shippings: [{ recipient: RECIPIENT }] });
  const shopper = (context: Record<string, unknown>) => {
    context.shopper ??= free.shift();
    return context.shopper as OrderSet['shoppers'][number];
  };
  return {
    url,
    connections: 16,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => ({
          ...req,
          path: '/storefront/v1/cart/lines',
          headers: { authorization: `Shopper ${shopper(context).token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ item_id: set.itemIds[nextItem++ % set.itemIds.length], quantity: 1 }),
        }),
      },
      {
        method: 'POST',
        setupRequest: (req, context) => ({
          ...req,
          path: '/storefront/v1/checkout',
          headers: { authorization: `Shopper ${shopper(context).token}`, 'content-type': 'application/json' },
          body,
        }),
        onResponse: (_status, _body, context) => {
          free.push(shopper(context));
          context.shopper = undefined;
        },
      },
    ],
  };
}

/** Resident memory of a server and of the workers it forked (/proc children), in MB. */
function serverMemory(pid: number): { all: number; primary: number; processes: number } {
  const children = childrenOf(pid);
  const primary = residentMemory(pid).rss;
  return {
    primary,
    all: children.reduce((sum, child) => sum + residentMemory(child).rss, primary),
    processes: 1 + children.length,
  };
}

export async function workersBench(label: string, pgUrl?: string): Promise<Row[]> {
  const storage = await freshStorage('workers', pgUrl);
  const servers: Proc[] = [];
  const start = async (workers: number, env: Record<string, string> = {}) => {
    const server = await startPinned(
      SERVER_SCRIPT,
      { ...storage.env, BASE_URL, WORKERS: String(workers), BENCH_PROF_NAME: `workers-${workers}`, ...env },
      BOTH_CORES,
    );
    servers.push(server);
    return server;
  };
  try {
    const f = await openFixture(storage);
    const cat = await seedCatalogue(f, scaled(ITEMS), 'W');
    const orders = await seedOrders(f, scaled(ORDERS), 'WO');
    const client = await newClient(f, ['read_users', 'read_items', 'write_items', 'read_orders']);
    await f.close();

    // Cold start of two workers: the primary, then the first worker (which alone migrates), to its first answer.
    const firstAnswers: number[] = [];
    for (let i = 0; i < STARTS; i++) {
      const server = await startPinned(SERVER_SCRIPT, { ...storage.env, BASE_URL, WORKERS: '2' }, BOTH_CORES);
      firstAnswers.push(server.firstAnswerMs);
      await server.stop();
    }

    const one = await start(1);
    const two = await start(2);
    const auth = { authorization: `Bearer ${await tokenFor(one.url, client)}` };
    const pages = Math.ceil(cat.itemIds.length / 20);
    let n = 0;
    // Pages of the whole list and of each category in turn: every worker's page cache fills, as in use.
    const variedPages: autocannon.Request = {
      method: 'GET',
      setupRequest: (req) => {
        const i = n++;
        const path =
          i % 2
            ? `/v1/items?limit=20&offset=${((i >> 1) % pages) * 20}`
            : `/v1/items?limit=20&category_id=${cat.categoryIds[(i >> 1) % CATEGORY_COUNT]}`;
        return { ...req, path, headers: auth };
      },
    };
    const items = await alternating(
      { url: two.url, requests: [variedPages] },
      { url: one.url, requests: [variedPages] },
    );
    const me = await alternating(
      { url: `${two.url}/v1/me`, headers: auth },
      { url: `${one.url}/v1/me`, headers: auth },
    );
    // Writes: on SQLite the workers take turns at the database's one write lock.
    const create = newItemRequest(auth, cat.categoryIds);
    const creates = await alternating(
      { url: two.url, requests: [create], connections: 16 },
      { url: one.url, requests: [create], connections: 16 },
    );
    const memory = { one: serverMemory(one.pid), two: serverMemory(two.pid) };

    // Item 6 of issue 17: does every process add throughput without costing more per request? A
    // timed run each, one process then two, with CPU per request read from /proc.
    const postgres = Boolean(pgUrl);
    let k = 0;
    const orderIds = orders.orderIds;
    const orderById: autocannon.Request = {
      method: 'GET',
      setupRequest: (req) => ({ ...req, path: `/v1/orders/${orderIds[k++ % orderIds.length]}`, headers: auth }),
    };
    const perProcess: { name: string; one: CpuRun; two: CpuRun; unit: string }[] = [];
    for (const [name, unit, requestsPerUnit, opts] of [
      ['GET /v1/items, varied pages and categories', 'request', 1, (url: string) => ({ url, requests: [variedPages] })],
      ['GET /v1/orders/{id}, varied orders', 'request', 1, (url: string) => ({ url, requests: [orderById] })],
      ['checkouts (cart add + checkout, 16 shoppers)', 'checkout', 2, (url: string) => checkoutPairs(url, orders)],
      [
        'POST /v1/items (a new item each, 16 connections)',
        'request',
        1,
        (url: string) => ({ url, requests: [create], connections: 16 }),
      ],
    ] as const) {
      const runOne = await cpuPerRequest(one, opts(one.url), postgres, requestsPerUnit);
      const runTwo = await cpuPerRequest(two, opts(two.url), postgres, requestsPerUnit);
      perProcess.push({ name, unit, one: runOne, two: runTwo });
      if (runOne.failures || runTwo.failures)
        console.error(`  ${name}: one process ${runOne.failed}; two ${runTwo.failed}`);
    }
    await Promise.all(servers.splice(0).map((s) => s.stop()));

    // Rate limits on: counted in the primary (two workers) or in the process itself (one), each against itself with limits off.
    const limited = { RATE_LIMIT_PER_MINUTE: UNREACHED_LIMIT };
    const twoCounted = await start(2, limited);
    const twoOff = await start(2);
    const countedByPrimary = await alternating(
      { url: `${twoCounted.url}/v1/me`, headers: auth },
      { url: `${twoOff.url}/v1/me`, headers: auth },
    );
    // What counting costs the primary: its CPU time over a fixed number of requests.
    const primaryBefore = cpuMs(twoCounted.pid);
    await autocannon({ url: `${twoCounted.url}/v1/me`, headers: auth, connections: 32, amount: COUNTED_REQUESTS });
    const primaryUsPerRequest = ((cpuMs(twoCounted.pid) - primaryBefore) * 1000) / COUNTED_REQUESTS;
    await Promise.all(servers.splice(0).map((s) => s.stop()));
    const oneCounted = await start(1, limited);
    const oneOff = await start(1);
    const countedInProcess = await alternating(
      { url: `${oneCounted.url}/v1/me`, headers: auth },
      { url: `${oneOff.url}/v1/me`, headers: auth },
    );

    const failures =
      [items, me, creates, countedByPrimary, countedInProcess].reduce(
        (sum, r) => sum + r.a.errors + r.a.non2xx + r.b.errors + r.b.non2xx,
        0,
      ) + perProcess.reduce((sum, p) => sum + p.one.failures + p.two.failures, 0);
    const cpu = (r: CpuRun, per: string) =>
      `${fmt(r.rps)} ${per === 'request' ? 'req' : 'checkouts'}/s; server ${fmt(r.serverMs, 2)} ms CPU per ${per}${postgres ? ` + PostgreSQL ${fmt(r.postgresMs, 2)} ms` : ''}`;
    const where =
      BOTH_CORES === '0,1' ? 'cores 0-1, load generator on core 1' : `cores ${BOTH_CORES}, load generator on core 1`;
    return [
      {
        name: `[${label}] WORKERS=2 from spawn to the first /healthz answer (median of ${STARTS})`,
        value: `${fmt(median(firstAnswers))} ms (${fmt(Math.min(...firstAnswers))}-${fmt(Math.max(...firstAnswers))})`,
      },
      {
        name: `[${label}] GET /v1/items, varied pages and categories (${fmt(cat.itemIds.length)} items), WORKERS=1 (${where})`,
        value: rate(items.b),
      },
      { name: `[${label}] same, WORKERS=2`, value: rate(items.a) },
      {
        name: `[${label}] GET /v1/items WORKERS=2 ÷ WORKERS=1 (median of 4 alternating rounds)`,
        value: `${fmt(items.ratio, 2)}×`,
      },
      { name: `[${label}] GET /v1/me, WORKERS=1 (${where})`, value: rate(me.b) },
      { name: `[${label}] same, WORKERS=2`, value: rate(me.a) },
      {
        name: `[${label}] GET /v1/me WORKERS=2 ÷ WORKERS=1 (median of 4 alternating rounds)`,
        value: `${fmt(me.ratio, 2)}×`,
      },
      { name: `[${label}] POST /v1/items (a new item each), WORKERS=1 (${where})`, value: rate(creates.b) },
      { name: `[${label}] same, WORKERS=2`, value: rate(creates.a) },
      {
        name: `[${label}] POST /v1/items WORKERS=2 ÷ WORKERS=1 (median of 4 alternating rounds)`,
        value: `${fmt(creates.ratio, 2)}×`,
      },
      {
        name: `[${label}] GET /v1/me, rate limits counted in the primary ÷ limits off (WORKERS=2)`,
        value: `${fmt(countedByPrimary.ratio * 100, 1)} % (${rate(countedByPrimary.a)})`,
      },
      {
        name: `[${label}] the primary's CPU time per request it counts (${fmt(COUNTED_REQUESTS)} requests to /v1/me)`,
        value: `${fmt(primaryUsPerRequest, 1)} µs`,
      },
      {
        name: `[${label}] GET /v1/me, rate limits counted in memory ÷ limits off (WORKERS=1)`,
        value: `${fmt(countedInProcess.ratio * 100, 1)} % (${rate(countedInProcess.a)})`,
      },
      {
        name: `[${label}] resident memory after the loads, WORKERS=1 / WORKERS=2 (all processes)`,
        value: `${fmt(memory.one.all, 1)} MB / ${fmt(memory.two.all, 1)} MB (${memory.two.processes} processes, the primary ${fmt(memory.two.primary, 1)} MB)`,
      },
      ...perProcess.map((p) => {
        const perTwo = p.two.serverMs + p.two.postgresMs;
        const perOne = p.one.serverMs + p.one.postgresMs;
        return {
          name: `[${label}] ${p.name}: one process / two (${DURATION_S} s each, ${where})`,
          value: `${cpu(p.one, p.unit)} / ${cpu(p.two, p.unit)}; two ÷ one: ${fmt(p.two.rps / p.one.rps, 2)}× throughput, ${fmt(perTwo / perOne, 2)}× CPU per ${p.unit}`,
          target: 'more throughput, CPU per request not higher',
          ok: p.two.rps > p.one.rps && perTwo <= perOne * 1.1,
        };
      }),
      ...(failures
        ? [{ name: `[${label}] workers section failures`, value: `${failures} errors or non-2xx`, ok: false }]
        : []),
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await storage.cleanup();
  }
}
