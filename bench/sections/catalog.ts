// Issue 3: the catalogue. Shops are built by bench/fixtures.ts (services first, bulk clones past the
// budget) in this process before the server starts; each shop has its own storage, deleted after.
import {
  freshStorage,
  KEYWORD,
  RARE_KEYWORD,
  RARE_MATCHES,
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
  versusBare,
  type ListPage,
  type LoadResult,
  type Row,
} from '../lib.ts';

const LIST_SHOP = 10_000;
/** The growth measures' small shop: 1,000 items at any BENCH_SCALE (the large one is scaled). */
const SMALL_SHOP = 1_000;
const LARGE_SHOP = 1_000_000;
/** URLs of the rotating list load. */
const ROTATION = 50;
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
            { name: `[${label}] bare Fastify route, same bytes as the item page`, value: rate(b) },
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

    await rotatingList(label, storage, client, n, cat.categoryIds, rows);

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

/**
 * ROTATION list URLs: pages at offsets spread over the whole list of n items (the last page
 * included), unfiltered, by category and by status, limit 20.
 */
export function rotationPaths(n: number, categoryIds: string[]): string[] {
  const perCategory = Math.ceil(n / categoryIds.length);
  return Array.from({ length: ROTATION }, (_, i) => {
    // i·31 mod ROTATION visits every position once, so neighbouring requests ask far-apart pages.
    const at = ((i * 31) % ROTATION) / (ROTATION - 1);
    const kind = i % 3;
    const size = kind === 1 ? perCategory : n;
    const offset = Math.max(0, Math.floor((at * (size - 20)) / 20) * 20);
    const filter =
      kind === 1 ? `&category_id=${categoryIds[i % categoryIds.length]}` : kind === 2 ? '&status=active' : '';
    return `/v1/items?limit=20&offset=${offset}${filter}`;
  });
}

/** versusBare's check of a list page: 20 entries. */
export const fullPage = (p: string, body: string) => {
  if ((JSON.parse(body) as ListPage<unknown>).data.length !== 20) throw new Error(`${p} answered fewer than 20 items`);
};

/**
 * Item 4 of issue 17: a realistic list load. Each request is the next of the rotationPaths URLs,
 * against bare Fastify serving each URL's bytes, page cache on and off.
 */
async function rotatingList(
  label: string,
  storage: BenchStorage,
  client: { client_id: string; client_secret: string },
  n: number,
  categoryIds: string[],
  rows: Row[],
): Promise<void> {
  const paths = rotationPaths(n, categoryIds);
  for (const cache of ['on', 'off'] as const) {
    const server = await startPinned(SERVER_SCRIPT, {
      ...storage.env,
      BENCH_PROF_NAME: `catalog-rotation-${label}-cache-${cache}`,
      ...(cache === 'off' ? { PAGE_CACHE_MB: '0' } : {}),
    });
    try {
      const headers = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
      const { a, b, ratio } = await versusBare(server, paths, headers, { check: fullPage });
      const target = label === 'sqlite' ? 0.3 : 0.2;
      rows.push(
        {
          name: `[${label}] GET /v1/items rotating ${ROTATION} URLs (offsets over the whole list, category and status filters, ${fmt(n)} items, page cache ${cache})`,
          value: rate(a),
        },
        ...errorsRow(label, `rotating list, cache ${cache}`, a),
        { name: `[${label}] bare Fastify route, same bytes per URL`, value: rate(b) },
        {
          name: `[${label}] rotating GET /v1/items, page cache ${cache}, ÷ bare (median of 4 alternating rounds)`,
          value: `${fmt(ratio * 100, 1)} %`,
          target: `≥ ${target * 100} %`,
          ok: ratio >= target,
        },
      );
    } finally {
      await server.stop();
    }
  }
}

interface Measured {
  p50: number;
  rps: number;
  total: number;
}
const QUERIES = ['category_id', `q=${RARE_KEYWORD}`, `q=${KEYWORD}`] as const;
type Query = (typeof QUERIES)[number];
/** Rounds of the growth measures: each round measures every query on the small shop, then on the large. */
const GROWTH_ROUNDS = 3;

/** A shop of n items (seeded as bench/fixtures.ts does) served with the page cache off. */
async function filterShop(label: string, pgUrl: string | undefined, n: number, rows: Row[]) {
  const storage: BenchStorage = await freshStorage(`catalog-${n}`, pgUrl);
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
  const auth = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
  const query: Record<Query, string> = {
    category_id: `category_id=${cat.categoryIds[3]}`,
    [`q=${RARE_KEYWORD}`]: `q=${encodeURIComponent(RARE_KEYWORD)}`,
    [`q=${KEYWORD}`]: `q=${encodeURIComponent(KEYWORD)}`,
  };
  return {
    n,
    async measure(q: Query): Promise<Measured> {
      const url = `${server.url}/v1/items?limit=20&${query[q]}`;
      const check = await requestJson<ListPage<unknown>>(url, 200, { headers: auth });
      const r = await loop({
        seconds: DURATION_S,
        warmupSeconds: 1,
        concurrency: GROWTH_CONCURRENCY,
        op: async () => void (await requestJson(url, 200, { headers: auth })),
      });
      if (r.failures) rows.push(...errorsRow(label, q, r));
      return { p50: r.p50, rps: r.rps, total: check.pagination.total };
    },
    async close() {
      await server.stop();
      await storage.cleanup();
    },
  };
}

/**
 * Item 2: filtered first pages (category_id; q with a rare and a common Japanese keyword) on a
 * 1,000-item and a large shop, in alternating rounds (this VM's speed drifts; neighbours in time are
 * compared), the median round's p50 of each.
 */
async function growth(label: string, pgUrl: string | undefined, rows: Row[]): Promise<void> {
  const small = await filterShop(label, pgUrl, SMALL_SHOP, rows);
  try {
    const large = await filterShop(label, pgUrl, scaled(LARGE_SHOP), rows);
    try {
      const runs = new Map<string, Measured[]>();
      for (let round = 0; round < GROWTH_ROUNDS; round++)
        for (const q of QUERIES)
          for (const shop of [small, large]) {
            const key = `${shop.n} ${q}`;
            runs.set(key, [...(runs.get(key) ?? []), await shop.measure(q)]);
          }
      const median = (shop: { n: number }, q: Query) => {
        const all = [...runs.get(`${shop.n} ${q}`)!].sort((x, y) => x.p50 - y.p50);
        return all[all.length >> 1]!;
      };
      const one = (shop: { n: number }, q: Query) => {
        const m = median(shop, q);
        return `${q} (${fmt(m.total)} match): p50 ${ms(m.p50)}, ${fmt(m.rps)} req/s`;
      };
      for (const shop of [small, large])
        rows.push({
          name: `[${label}] filtered GET /v1/items at ${fmt(shop.n)} items (1 client, page cache off, median of ${GROWTH_ROUNDS} alternating rounds)`,
          value: QUERIES.map((q) => one(shop, q)).join('; '),
        });
      const rare = [median(small, QUERIES[1]), median(large, QUERIES[1])];
      if (rare.some((m) => m.total !== RARE_MATCHES))
        throw new Error(
          `q=${RARE_KEYWORD} matched ${rare.map((m) => m.total).join(' and ')} items, expected ${RARE_MATCHES}`,
        );
      const [few, many] = [median(small, QUERIES[2]), median(large, QUERIES[2])];
      rows.push(
        growthRow(
          `[${label}] GET /v1/items?category_id p50 growth`,
          { n: small.n, p50: median(small, QUERIES[0]).p50 },
          { n: large.n, p50: median(large, QUERIES[0]).p50 },
        ),
        growthRow(
          `[${label}] GET /v1/items?q=${RARE_KEYWORD} p50 growth, same matches (${RARE_MATCHES})`,
          { n: small.n, p50: rare[0]!.p50 },
          { n: large.n, p50: rare[1]!.p50 },
        ),
        {
          name: `[${label}] GET /v1/items?q=${KEYWORD} (5 % of names) cost per counted match`,
          value:
            `${fmt((many.p50 * 1000) / many.total, 3)} µs (p50 ${ms(many.p50)} ÷ ${fmt(many.total)} matches at ${fmt(large.n)}); ` +
            `${fmt(((many.p50 - few.p50) * 1000) / (many.total - few.total), 3)} µs per added match from ${fmt(small.n)} items (${fmt(few.total)} matches, p50 ${ms(few.p50)})`,
        },
      );
    } finally {
      await large.close();
    }
  } finally {
    await small.close();
  }
}

export async function catalogBench(label: string, pgUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  await listAndCreate(label, pgUrl, rows);
  await growth(label, pgUrl, rows);
  return rows;
}
