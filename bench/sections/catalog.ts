// Issue 3: the catalogue. Shops are built by bench/fixtures.ts (services first, bulk clones past the
// budget) in this process before the server starts; each shop has its own storage, deleted after.
import {
  freshStorage,
  KEYWORD,
  newClient,
  newItemRequest,
  openFixture,
  seedCatalogue,
  tokenFor,
  type BenchStorage,
} from '../fixtures.ts';
import {
  alternating,
  DURATION_S,
  fmt,
  growthRow,
  load,
  loop,
  ms,
  requestJson,
  scaled,
  SERVER_SCRIPT,
  startPinned,
  type ListPage,
  type LoadResult,
  type Row,
} from '../lib.ts';

const LIST_SHOP = 10_000;
const SMALL_SHOP = 1_000;
const LARGE_SHOP = 100_000;
/** Lone-client latency for the growth measurements: the p50 is then the request's own cost, not queueing. */
const GROWTH_CONCURRENCY = 1;

const errorsRow = (
  label: string,
  name: string,
  r: { errors?: number; non2xx?: number; failures?: number; firstFailure?: string },
): Row[] =>
  r.errors || r.non2xx || r.failures
    ? [
        {
          name: `[${label}] ${name} errors`,
          value: `${r.errors ?? 0} errors, ${r.non2xx ?? r.failures ?? 0} failed${r.firstFailure ? `: ${r.firstFailure.slice(0, 160)}` : ''}`,
          ok: false,
        },
      ]
    : [];

const rate = (r: LoadResult, unit = 'req/s') => `${fmt(r.rps)} ${unit}, p50 ${r.p50} ms, p99 ${r.p99} ms`;

/** Items 1 and 3: the first page of a 10,000-item shop against the bare route, and item creation. */
async function listAndCreate(label: string, pgUrl: string | undefined, rows: Row[]): Promise<void> {
  const n = scaled(LIST_SHOP);
  const storage = await freshStorage('catalog-list', pgUrl);
  try {
    const f = await openFixture(storage);
    const cat = await seedCatalogue(f, n, 'L');
    const client = await newClient(f, ['read_items', 'write_items']);
    await f.close();
    rows.push({ name: `[${label}] catalogue data (list shop)`, value: cat.how });

    // The page cache on (the default), then off: every request then reads and renders its page.
    const url = (base: string) => `${base}/v1/items?limit=20`;
    for (const cache of ['on', 'off'] as const) {
      const server = await startPinned(SERVER_SCRIPT, {
        ...storage.env,
        BENCH_PROF_NAME: `catalog-${label}-cache-${cache}`,
        ...(cache === 'off' ? { PAGE_CACHE_MB: '0' } : {}),
      });
      try {
        const auth = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
        const first = await requestJson<ListPage<unknown>>(url(server.url), 200, { headers: auth });
        if (first.data.length !== 20 || first.pagination.total !== n)
          throw new Error(`list answered ${first.data.length} items of ${first.pagination.total}, expected 20 of ${n}`);
        if (cache === 'on') {
          // The cached list and the bare route serving its bytes, in alternating rounds (see alternating in bench/lib.ts).
          const bare = await startPinned('bench/bare-server.js', { BARE_BODY: JSON.stringify(first) });
          const { a, b, ratio } = await alternating(
            { url: url(server.url), headers: auth },
            { url: `${bare.url}/bare` },
          ).finally(() => bare.stop());
          rows.push(
            {
              name: `[${label}] GET /v1/items?limit=20 (${fmt(n)} items, authenticated, page cache on)`,
              value: rate(a),
            },
            ...errorsRow(label, 'list', a),
            { name: `[${label}] bare Fastify route, same bytes`, value: rate(b) },
            {
              name: `[${label}] GET /v1/items ÷ bare (median of 4 alternating rounds)`,
              value: `${fmt(ratio * 100, 1)} %`,
              target: '≥ 50 %',
              ok: ratio >= 0.5,
            },
          );
        } else {
          const r = await load({ url: url(server.url), headers: auth });
          rows.push(
            {
              name: `[${label}] GET /v1/items?limit=20 (${fmt(n)} items, authenticated, page cache off: every request reads and renders)`,
              value: rate(r),
            },
            ...errorsRow(label, 'list', r),
          );
        }
      } finally {
        await server.stop();
      }
    }

    const server = await startPinned(SERVER_SCRIPT, { ...storage.env, BENCH_PROF_NAME: `catalog-create-${label}` });
    try {
      // A token of this server: the issuer is its own BASE_URL.
      const auth = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
      // Item 3: every request a new item (unique sku and Idempotency-Key), 16 connections.
      const create = newItemRequest(auth, cat.categoryIds);
      const creates = await load({ url: server.url, requests: [create], connections: 16 });
      rows.push(
        {
          name: `[${label}] POST /v1/items (new sku + Idempotency-Key each)`,
          value: rate(creates, 'items/s'),
          target: label === 'sqlite' ? '≥ 1,000/s (SQLite)' : undefined,
          ok: label !== 'sqlite' || creates.rps >= 1000,
        },
        ...errorsRow(label, 'create', creates),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await storage.cleanup();
  }
}

interface FilterP50 {
  n: number;
  category: { p50: number; rps: number; total: number };
  keyword: { p50: number; rps: number; total: number };
}

/** Item 2: filtered first pages (category_id; q with a Japanese keyword) on a shop of n items. */
async function filtered(label: string, pgUrl: string | undefined, n: number, rows: Row[]): Promise<FilterP50> {
  const storage: BenchStorage = await freshStorage(`catalog-${n}`, pgUrl);
  try {
    const f = await openFixture(storage);
    const cat = await seedCatalogue(f, n, 'F');
    const client = await newClient(f, ['read_items']);
    await f.close();
    rows.push({ name: `[${label}] catalogue data (${fmt(n)} items)`, value: cat.how });
    // The page cache off: the p50 is then the cost of reading and rendering the page, which is what must not grow.
    const server = await startPinned(SERVER_SCRIPT, {
      ...storage.env,
      PAGE_CACHE_MB: '0',
      BENCH_PROF_NAME: `catalog-filter-${n}-${label}`,
    });
    try {
      const auth = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
      const measure = async (query: string) => {
        const url = `${server.url}/v1/items?limit=20&${query}`;
        const check = await requestJson<ListPage<unknown>>(url, 200, { headers: auth });
        const r = await loop({
          seconds: DURATION_S,
          warmupSeconds: 1,
          concurrency: GROWTH_CONCURRENCY,
          op: async () => void (await requestJson(url, 200, { headers: auth })),
        });
        if (r.failures) rows.push(...errorsRow(label, query, r));
        return { p50: r.p50, rps: r.rps, total: check.pagination.total };
      };
      const category = await measure(`category_id=${cat.categoryIds[3]}`);
      const keyword = await measure(`q=${encodeURIComponent(KEYWORD)}`);
      rows.push({
        name: `[${label}] filtered GET /v1/items at ${fmt(n)} items (1 client, page cache off)`,
        value: `category_id (${fmt(category.total)} match): p50 ${ms(category.p50)}, ${fmt(category.rps)} req/s; q=${KEYWORD} (${fmt(keyword.total)} match): p50 ${ms(keyword.p50)}, ${fmt(keyword.rps)} req/s`,
      });
      return { n, category, keyword };
    } finally {
      await server.stop();
    }
  } finally {
    await storage.cleanup();
  }
}

export async function catalogBench(label: string, pgUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  await listAndCreate(label, pgUrl, rows);
  const small = await filtered(label, pgUrl, scaled(SMALL_SHOP), rows);
  const large = await filtered(label, pgUrl, scaled(LARGE_SHOP), rows);
  rows.push(
    growthRow(
      `[${label}] GET /v1/items?category_id p50 growth`,
      { n: small.n, p50: small.category.p50 },
      { n: large.n, p50: large.category.p50 },
    ),
    growthRow(
      `[${label}] GET /v1/items?q=${KEYWORD} p50 growth`,
      { n: small.n, p50: small.keyword.p50 },
      { n: large.n, p50: large.keyword.p50 },
    ),
  );
  return rows;
}
