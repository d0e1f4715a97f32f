// Issue 13 item 5: `npm start` as deployed (the compiled dist/server.js, which bench/run.ts rebuilds first) from
// spawn to its first answer, and its resident memory at idle: just after start, and after a
// warm-up load that reaches the common routes (lists, details, writes, a refused request). Each is
// read twice: 5 s into idleness, and again once V8's memory reducer has run (it gives back the
// young generation that the start's or the load's allocations grew, about 20 s into idleness).
import { randomUUID } from 'node:crypto';
import { CATEGORY_COUNT, freshStorage, newClient, openFixture, seedCatalogue, tokenFor } from '../fixtures.ts';
import {
  fmt,
  loop,
  request,
  requestJson,
  residentMemory,
  scaled,
  SERVER_SCRIPT,
  startPinned,
  type Row,
} from '../lib.ts';

const STARTS = 5;
/** How long a server sits unused before its memory is first read. */
const IDLE_MS = 5_000;
/** When it is read again: V8's memory reducer has run by then (seen at 15-20 s, 2026-11-28). */
const SETTLED_MS = 30_000;
const WARM_UP_S = 10;
const ITEMS = 1_000;

type Memory = ReturnType<typeof residentMemory>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
/** The reading of the median RSS. */
const medianOf = (ms: Memory[]) => ms.find((m) => m.rss === median(ms.map((x) => x.rss)))!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const memory = (m: Memory) => `${fmt(m.rss, 1)} MB (anonymous ${fmt(m.anon, 1)}, file-backed ${fmt(m.file, 1)})`;

/** A process's memory once it has sat unused IDLE_MS, and again at SETTLED_MS. */
async function idleMemory(pid: number): Promise<{ early: Memory; settled: Memory }> {
  await sleep(IDLE_MS);
  const early = residentMemory(pid);
  await sleep(SETTLED_MS - IDLE_MS);
  return { early, settled: residentMemory(pid) };
}

export async function startupBench(label: string, pgUrl?: string): Promise<Row[]> {
  const storage = await freshStorage('startup', pgUrl);
  try {
    // Migrated storage with a catalogue, as a restart finds it.
    const f = await openFixture(storage);
    const cat = await seedCatalogue(f, scaled(ITEMS), 'S');
    const client = await newClient(f, ['read_users', 'read_items', 'write_items']);
    await f.close();

    // One issuer for every start, whatever its port, as a deployment keeps its BASE_URL.
    const env = { ...storage.env, BASE_URL: 'http://tenpo.bench' };
    const firstAnswers: number[] = [];
    const idle: { early: Memory; settled: Memory }[] = [];
    for (let i = 0; i < STARTS; i++) {
      const server = await startPinned(SERVER_SCRIPT, env);
      try {
        firstAnswers.push(server.firstAnswerMs);
        idle.push(await idleMemory(server.pid));
      } finally {
        await server.stop();
      }
    }
    const idleMedian = medianOf(idle.map((m) => m.early));
    const settledMedian = medianOf(idle.map((m) => m.settled));

    const server = await startPinned(SERVER_SCRIPT, env);
    let warm: { early: Memory; settled: Memory };
    let requests: number;
    try {
      const auth = { authorization: `Bearer ${await tokenFor(server.url, client)}` };
      const tag = randomUUID().slice(0, 8);
      const ops = [
        () => requestJson(`${server.url}/v1/me`, 200, { headers: auth }),
        (n: number) =>
          requestJson(`${server.url}/v1/items?limit=20&offset=${(n * 20) % cat.itemIds.length}`, 200, {
            headers: auth,
          }),
        (n: number) =>
          requestJson(`${server.url}/v1/items?limit=20&category_id=${cat.categoryIds[n % CATEGORY_COUNT]}`, 200, {
            headers: auth,
          }),
        (n: number) =>
          requestJson(`${server.url}/v1/items/${cat.itemIds[n % cat.itemIds.length]}`, 200, { headers: auth }),
        (n: number) =>
          requestJson(`${server.url}/v1/items`, 201, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body: JSON.stringify({
              sku: `WARM-${tag}-${n}`,
              inventory: 10,
              name: `ウォームアップ No.${n}`,
              category_id: cat.categoryIds[n % CATEGORY_COUNT],
              description: '起動後の負荷で作成した商品です。',
              price: { amount: 800, currency: 'JPY' },
              tax_rate: 8,
              cancellation: { enabled: true, cancel_by: '' },
            }),
          }),
        async () => {
          const r = await request(`${server.url}/v1/items?limit=1000`, { headers: auth });
          if (r.status !== 400) throw new Error(`limit=1000 answered ${r.status}, expected 400`);
        },
      ];
      const run = await loop({
        seconds: WARM_UP_S,
        concurrency: 16,
        op: async (w, n) => void (await ops[(w + n) % ops.length]!(n * 16 + w)),
      });
      if (run.failures) throw new Error(`warm-up load: ${run.failures} failures, first: ${run.firstFailure}`);
      requests = run.count;
      warm = await idleMemory(server.pid);
    } finally {
      await server.stop();
    }

    const first = median(firstAnswers);
    return [
      {
        name: `[${label}] npm start (dist/server.js) from spawn to the first /healthz answer, migrated storage (median of ${STARTS})`,
        value: `${fmt(first)} ms (${fmt(Math.min(...firstAnswers))}-${fmt(Math.max(...firstAnswers))})`,
        target: '< 1 s',
        ok: first < 1000,
      },
      {
        name: `[${label}] idle RSS ${IDLE_MS / 1000} s after start (median of ${STARTS})`,
        value: memory(idleMedian),
        target: '< 100 MB',
        ok: idleMedian.rss < 100,
      },
      {
        name: `[${label}] idle RSS ${SETTLED_MS / 1000} s after start, V8's memory reducer run (median of ${STARTS})`,
        value: memory(settledMedian),
        target: '< 100 MB',
        ok: settledMedian.rss < 100,
      },
      {
        name: `[${label}] idle RSS after a ${WARM_UP_S} s warm-up load (me, lists, details, creations, a 400), then ${IDLE_MS / 1000} s idle`,
        value: `${memory(warm.early)} after ${fmt(requests)} requests`,
        target: '< 100 MB',
        ok: warm.early.rss < 100,
      },
      {
        name: `[${label}] idle RSS after the warm-up load, then ${SETTLED_MS / 1000} s idle (the page cache, up to PAGE_CACHE_MB = 64 MB, kept)`,
        value: memory(warm.settled),
        target: '< 100 MB',
        ok: warm.settled.rss < 100,
      },
    ];
  } finally {
    await storage.cleanup();
  }
}
