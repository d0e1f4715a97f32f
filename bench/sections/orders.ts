// Issue 4: orders. Each shop has its own storage (deleted after), filled by bench/fixtures.ts in this
// process before the server starts: orders placed through cart + checkout, the rest (past the seed
// budget) cloned from those orders in bulk.
import type autocannon from 'autocannon';
import { freshStorage, newClient, openFixture, RECIPIENT, seedOrders, tokenFor, type OrderSet } from '../fixtures.ts';
import {
  cpuPerUnit,
  DURATION_S,
  fmt,
  growthRow,
  load,
  loop,
  ms,
  percentile,
  requestJson,
  scaled,
  SERVER_SCRIPT,
  startPinned,
  type CpuMeter,
  type ListPage,
  type LoopResult,
  type Row,
} from '../lib.ts';

const SMALL_SHOP = 1_000;
const LARGE_SHOP = 100_000;
export const PAGE = 100;
/** Concurrent shoppers in the checkout run (each its own session and cart). */
export const SHOPPERS = 16;

interface Walk {
  n: number;
  p50: number;
  p99: number;
  pages: number;
  walks: number;
  seen: number;
}

/**
 * A sync client's walk over every order, PAGE per page, with updated_since + after_id from the last
 * entry of each page: yields each page's path, its latency (ms) and its entries.
 */
export async function* syncWalk(
  url: string,
  auth: Record<string, string>,
): AsyncGenerator<{ path: string; ms: number; count: number }> {
  let since = '1970-01-01T00:00:00Z';
  let after: string | null = null;
  for (;;) {
    const q = new URLSearchParams({ limit: String(PAGE), updated_since: since, ...(after ? { after_id: after } : {}) });
    const path = `/v1/orders?${q.toString()}`;
    const t0 = performance.now();
    const page: ListPage<{ id: string; updated_at: string }> = await requestJson(`${url}${path}`, 200, {
      headers: auth,
    });
    yield { path, ms: performance.now() - t0, count: page.data.length };
    const last = page.data.at(-1);
    if (page.data.length < PAGE || !last) return;
    since = last.updated_at;
    after = last.id;
  }
}

/**
 * Item 4: a sync client walking every order (syncWalk). One client, page after page; walks repeat
 * until BENCH_SECONDS have passed (at least one whole walk). The first walk must see exactly n orders.
 */
async function walkAll(url: string, auth: Record<string, string>, n: number): Promise<Walk> {
  const latencies: number[] = [];
  const started = performance.now();
  let walks = 0;
  let seen = 0;
  do {
    let count = 0;
    for await (const page of syncWalk(url, auth)) {
      latencies.push(page.ms);
      count += page.count;
    }
    if (walks === 0) seen = count;
    walks++;
  } while (performance.now() - started < DURATION_S * 1000);
  latencies.sort((a, b) => a - b);
  return { n, p50: percentile(latencies, 50), p99: percentile(latencies, 99), pages: latencies.length, walks, seen };
}

async function shop(
  label: string,
  pgUrl: string | undefined,
  n: number,
  rows: Row[],
  extra: (url: string, auth: Record<string, string>, set: OrderSet) => Promise<void>,
): Promise<Walk> {
  const storage = await freshStorage(`orders-${n}`, pgUrl);
  try {
    const f = await openFixture(storage);
    const set = await seedOrders(f, n, `o${n}`);
    const client = await newClient(f, ['read_orders']);
    await f.close();
    rows.push({ name: `[${label}] order data (${fmt(n)} orders)`, value: set.how });

    const server = await startPinned(SERVER_SCRIPT, { ...storage.env, BENCH_PROF_NAME: `orders-${n}-${label}` });
    try {
      const auth = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
      const walk = await walkAll(server.url, auth, n);
      rows.push({
        name: `[${label}] order sync walk, ${PAGE}/page, ${fmt(n)} orders (1 client)`,
        value: `p50 ${ms(walk.p50)}, p99 ${ms(walk.p99)} per page; ${fmt(walk.pages)} pages in ${walk.walks} walk(s); first walk saw ${fmt(walk.seen)} orders`,
        ...(walk.seen !== n ? { target: `sees all ${fmt(n)}`, ok: false } : {}),
      });
      await extra(server.url, auth, set);
      return walk;
    } finally {
      await server.stop();
    }
  } finally {
    await storage.cleanup();
  }
}

/** Item 5: GET /v1/orders/{id}, each request a random order of the shop (32 connections). */
async function orderById(
  label: string,
  url: string,
  auth: Record<string, string>,
  set: OrderSet,
  rows: Row[],
): Promise<void> {
  const ids = Array.from(
    { length: Math.min(2000, set.orderIds.length) },
    (_, i) => set.orderIds[Math.floor((i * set.orderIds.length) / Math.min(2000, set.orderIds.length))]!,
  );
  await requestJson(`${url}/v1/orders/${ids[0]}`, 200, { headers: auth });
  let k = 0;
  const get: autocannon.Request = {
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: `/v1/orders/${ids[k++ % ids.length]}`, headers: auth }),
  };
  const r = await load({ url, requests: [get] });
  rows.push({
    name: `[${label}] GET /v1/orders/{id} (${fmt(set.orderIds.length)}-order shop, random ids)`,
    value: `${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
  });
  if (r.errors || r.non2xx)
    rows.push({
      name: `[${label}] GET /v1/orders/{id} errors`,
      value: `${r.errors} errors, ${r.non2xx} non-2xx`,
      ok: false,
    });
}

interface CheckoutRun {
  /** The cart-add + checkout pairs (rps = checkouts/s). */
  pairs: LoopResult;
  /** The checkout request's own latency (ms). */
  checkout: { p50: number; p99: number };
  /** With a CpuMeter: the server's (and PostgreSQL's) CPU time per pair, in µs. */
  cpu?: { serverUs: number; postgresUs?: number };
}

/**
 * Item 6: checkouts through the storefront. Sessions were opened beforehand (sign-in through the
 * identity service while seeding). Each operation is a PAIR: POST /storefront/v1/cart/lines (one
 * item) then POST /storefront/v1/checkout (credit card, one recipient); SHOPPERS shoppers at once,
 * each with its own cart. checkouts/s = pairs/s; the checkout request's own latency is given too.
 */
export async function checkoutRun(url: string, set: OrderSet, cpu?: CpuMeter): Promise<CheckoutRun> {
  const shoppers = set.shoppers.slice(0, SHOPPERS);
  let checkoutLatencies: number[] = [];
  let before: Awaited<ReturnType<CpuMeter['read']>> | undefined;
  const checkoutBody = JSON.stringify({ payment_method: 'credit_card', shippings: [{ recipient: RECIPIENT }] });
  const pairs = await loop({
    seconds: DURATION_S,
    warmupSeconds: 2,
    concurrency: shoppers.length,
    onRecord: async () => {
      checkoutLatencies = [];
      before = await cpu?.read();
    },
    op: async (w, n) => {
      const headers = { authorization: `Shopper ${shoppers[w]!.token}`, 'content-type': 'application/json' };
      const item = set.itemIds[(w + n) % set.itemIds.length]!;
      await requestJson(`${url}/storefront/v1/cart/lines`, 201, {
        method: 'POST',
        headers,
        body: JSON.stringify({ item_id: item, quantity: 1 }),
      });
      const t0 = performance.now();
      await requestJson(`${url}/storefront/v1/checkout`, 201, { method: 'POST', headers, body: checkoutBody });
      checkoutLatencies.push(performance.now() - t0);
    },
  });
  checkoutLatencies.sort((a, b) => a - b);
  return {
    pairs,
    checkout: { p50: percentile(checkoutLatencies, 50), p99: percentile(checkoutLatencies, 99) },
    ...(before ? { cpu: cpuPerUnit(before, await cpu!.read(), pairs.count) } : {}),
  };
}

async function checkouts(label: string, url: string, set: OrderSet, rows: Row[]): Promise<void> {
  const { pairs: r, checkout } = await checkoutRun(url, set);
  rows.push({
    name: `[${label}] storefront checkouts (cart-add + checkout pairs, ${SHOPPERS} shoppers)`,
    value: `${fmt(r.rps)} checkouts/s; pair p50 ${ms(r.p50)}, p99 ${ms(r.p99)}; checkout request p50 ${ms(checkout.p50)}, p99 ${ms(checkout.p99)}`,
  });
  if (r.failures)
    rows.push({
      name: `[${label}] checkout failures`,
      value: `${r.failures}: ${r.firstFailure?.slice(0, 200)}`,
      ok: false,
    });
}

export async function ordersBench(label: string, pgUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const small = await shop(label, pgUrl, scaled(SMALL_SHOP), rows, async () => {});
  const large = await shop(label, pgUrl, scaled(LARGE_SHOP), rows, async (url, auth, set) => {
    await orderById(label, url, auth, set, rows);
    await checkouts(label, url, set, rows);
  });
  rows.push(growthRow(`[${label}] order sync walk p50 per page growth`, small, large));
  return rows;
}
