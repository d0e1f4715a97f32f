// `npm run bench:statements`: statements (round trips on PostgreSQL) and time in the database per
// request, for the requests the bench loads, on SQLite and on PostgreSQL (when one answers at
// BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/test). One process, through
// app.inject, each request type warmed up and then counted over REPEAT requests. Counted at the
// drivers: pg's Client.query (every statement a round trip; BEGIN and COMMIT count; the time is
// from sending to the answer), better-sqlite3's statement runs. With BENCH_TRACE=1 it also prints,
// for each request type, the statements of one request (their first 160 characters).
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import {
  benchPostgresUrl,
  freshStorage,
  newClient,
  newItemRequest,
  openFixture,
  RECIPIENT,
  seedCatalogue,
  seedOrders,
  type BenchStorage,
} from './fixtures.ts';
import { fmt } from './lib.ts';

const REPEAT = 50;
const TRACE = process.env.BENCH_TRACE === '1';
let statements = 0;
let dbMs = 0;
/** While set, every PostgreSQL statement's text is collected here. */
let traced: string[] | null = null;

/** Counts (and on PostgreSQL times) every statement sent through either driver. */
function countStatements(): void {
  const prototype = pg.Client.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const query = prototype.query!;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
    traced?.push((text ?? '').replace(/\s+/g, ' ').slice(0, 160));
    const started = performance.now();
    const answer = query.apply(this, args);
    if (answer instanceof Promise) void answer.finally(() => (dbMs += performance.now() - started)).catch(() => {});
    return answer;
  };
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('SELECT 1')) as Record<string, (...args: unknown[]) => unknown>;
  probe.close();
  for (const method of ['run', 'get', 'all', 'iterate'] as const) {
    const original = statement[method]!;
    statement[method] = function (this: { source: string }, ...args: unknown[]) {
      statements++;
      traced?.push(this.source.replace(/\s+/g, ' ').slice(0, 160));
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        dbMs += performance.now() - started;
      }
    };
  }
}

interface Measure {
  name: string;
  statements: number;
  dbMs: number;
}

async function measureOn(storage: BenchStorage, pageCache: boolean): Promise<Measure[]> {
  const f = await openFixture(storage);
  const cat = await seedCatalogue(f, 30, 'S');
  const orders = await seedOrders(f, 20, 'SO');
  const client = await newClient(f, ['read_users', 'read_items', 'write_items', 'read_orders', 'write_shipping']);
  const shipped = await f.db
    .selectFrom('order_shippings')
    .innerJoin('delivery_companies', 'delivery_companies.shop_id', 'order_shippings.shop_id')
    .select(['order_shippings.order_id', 'order_shippings.id', 'delivery_companies.id as carrier_id'])
    .where('order_shippings.order_id', '=', orders.orderIds[0]!)
    .where('delivery_companies.code', '!=', 'other')
    .executeTakeFirstOrThrow();
  await f.close();
  const config = loadConfig({
    ...process.env,
    ...storage.env,
    LOG_LEVEL: 'silent',
    WEBHOOKS_WORKER: 'false',
    PAGE_CACHE_MB: pageCache ? '64' : '0',
  });
  const { app } = await buildApp(config, { sweeps: false });
  try {
    const token = await app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: client.client_id,
        client_secret: client.client_secret,
      }).toString(),
    });
    if (token.statusCode !== 200) throw new Error(`token: ${token.body}`);
    const auth = { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` };
    const shopper = orders.shoppers[0]!;
    const newItem = newItemRequest(auth, cat.categoryIds);
    let n = 0;
    const requests: [string, () => Promise<number>][] = [
      ['GET /v1/me', async () => (await app.inject({ url: '/v1/me', headers: auth })).statusCode],
      [
        'GET /v1/items?limit=20',
        async () => (await app.inject({ url: '/v1/items?limit=20', headers: auth })).statusCode,
      ],
      [
        'GET /v1/orders/{id}',
        async () =>
          (await app.inject({ url: `/v1/orders/${orders.orderIds[n++ % orders.orderIds.length]}`, headers: auth }))
            .statusCode,
      ],
      [
        'GET /v1/items/{id}',
        async () =>
          (await app.inject({ url: `/v1/items/${cat.itemIds[n++ % cat.itemIds.length]}`, headers: auth })).statusCode,
      ],
      [
        'PATCH /v1/items/{id} (Idempotency-Key; a new name)',
        async () => {
          const i = n++;
          const res = await app.inject({
            method: 'PATCH',
            url: `/v1/items/${cat.itemIds[i % cat.itemIds.length]}`,
            headers: { ...auth, 'idempotency-key': `bench-edit-${i}` },
            payload: { name: `Renamed ${i}` },
          });
          return res.statusCode;
        },
      ],
      [
        'POST /v1/items (Idempotency-Key)',
        async () => {
          const { headers, body } = newItem.setupRequest!({}, {}) as {
            headers: Record<string, string>;
            body: string;
          };
          return (await app.inject({ method: 'POST', url: '/v1/items', headers, payload: body })).statusCode;
        },
      ],
      [
        'PATCH /v1/items/{id}/stock (Idempotency-Key)',
        async () => {
          const i = n++;
          const res = await app.inject({
            method: 'PATCH',
            url: `/v1/items/${cat.itemIds[i % cat.itemIds.length]}/stock`,
            headers: { ...auth, 'idempotency-key': `bench-stock-${i}` },
            payload: { adjustment: i % 2 ? 1 : -1 },
          });
          return res.statusCode;
        },
      ],
      [
        'POST /v1/orders/{id}/trackings (Idempotency-Key; order update)',
        async () => {
          const res = await app.inject({
            method: 'POST',
            url: `/v1/orders/${shipped.order_id}/trackings`,
            headers: { ...auth, 'idempotency-key': `bench-tracking-${n}` },
            payload: {
              order_shipping_id: shipped.id,
              carrier_id: shipped.carrier_id,
              tracking_number: String(500000000000 + n++),
            },
          });
          if (res.statusCode !== 201) throw new Error(`trackings: ${res.statusCode} ${res.body}`);
          return res.statusCode;
        },
      ],
      [
        'cart add + checkout (one line, card)',
        async () => {
          const headers = { authorization: `Shopper ${shopper.token}` };
          const add = await app.inject({
            method: 'POST',
            url: '/storefront/v1/cart/lines',
            headers,
            payload: { item_id: orders.itemIds[n++ % orders.itemIds.length], quantity: 1 },
          });
          if (add.statusCode !== 201) return add.statusCode;
          const done = await app.inject({
            method: 'POST',
            url: '/storefront/v1/checkout',
            headers,
            payload: { payment_method: 'credit_card', shippings: [{ recipient: RECIPIENT }] },
          });
          return done.statusCode;
        },
      ],
    ];
    const out: Measure[] = [];
    for (const [name, send] of requests) {
      for (let i = 0; i < 5; i++) await send();
      if (TRACE) {
        traced = [];
        await send();
        const database = storage.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
        console.log(`${name} (${traced.length} ${database} statements, page cache ${pageCache ? 'on' : 'off'}):`);
        for (const line of traced) console.log(`  ${line}`);
        traced = null;
      }
      statements = 0;
      dbMs = 0;
      for (let i = 0; i < REPEAT; i++) {
        const status = await send();
        if (status >= 300) throw new Error(`${name}: ${status}`);
      }
      out.push({ name, statements: statements / REPEAT, dbMs: dbMs / REPEAT });
    }
    return out;
  } finally {
    await app.close();
  }
}

countStatements();
const pgUrl = await benchPostgresUrl();
const columns: { label: string; pageCache: boolean; measures: Measure[] }[] = [];
for (const [label, url] of [
  ['SQLite', undefined],
  ['PostgreSQL', pgUrl],
] as const) {
  if (label === 'PostgreSQL' && !url) continue;
  for (const pageCache of [true, false]) {
    const storage = await freshStorage(`statements-${pageCache}`, url);
    try {
      columns.push({ label, pageCache, measures: await measureOn(storage, pageCache) });
    } finally {
      await storage.cleanup();
    }
  }
}
const names = columns[0]!.measures.map((m) => m.name);
console.log(`| request | ${columns.map((c) => `${c.label}, page cache ${c.pageCache ? 'on' : 'off'}`).join(' | ')} |`);
console.log(`|---|${columns.map(() => '---').join('|')}|`);
for (const name of names)
  console.log(
    `| ${name} | ${columns
      .map((c) => {
        const m = c.measures.find((x) => x.name === name)!;
        return `${fmt(m.statements, 1)} statements, ${fmt(m.dbMs, 2)} ms`;
      })
      .join(' | ')} |`,
  );
if (!pgUrl) console.log('(no PostgreSQL answered: its columns are left out)');
