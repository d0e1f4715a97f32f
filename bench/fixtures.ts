// Data sets for the benchmarks, built in this process (the load generator's core) before the server
// starts, against the same storage the server then opens.
//
// Honest first, quick second: the first rows of every data set are written by the real services
// (createItem; shopper sign-in, cart and checkout). Their rate is measured; when the
// services would take longer than BENCH_SEED_BUDGET_S (default 30 s per data set) for the whole
// set, the rest is written by a bulk fixture that CLONES the rows the services just wrote (every
// column as the service wrote it; only ids, sku, name, category and timestamps vary). On SQLite the
// item_search / FTS table follows through its triggers on items, as for any write.
import type autocannon from 'autocannon';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type RawBuilder } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { withOAuth, type OAuthContext } from '../src/oauth/context.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { dialectOf } from '../src/db/dialect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDefaultCarriers } from '../src/catalog/carriers.ts';
import { ensureDefaultShop } from '../src/shop/service.ts';
import { dropItemsFromCarts } from '../src/storefront/cart.ts';
import { createItem } from '../src/catalog/items/service.ts';
import { createCategory } from '../src/catalog/categories/service.ts';
import { DevIdentityVerifier } from '../src/storefront/identity.ts';
import { registerTracking } from '../src/orders/trackings.ts';
import { SimulatedPaymentProcessor } from '../src/payments/payment.ts';
import { addCartLine } from '../src/storefront/cart.ts';
import { checkout } from '../src/storefront/checkout.ts';
import { signIn, type Shopper } from '../src/storefront/session.ts';
import type { Scope } from '../src/lib/scopes.ts';
import { RECIPIENT, SHOPPER_PROFILE } from '../test/helpers/people.ts';
import { fmt } from './lib.ts';
import { SYSTEM } from '../src/lib/actor.ts';

export { RECIPIENT };

export const SEED_BUDGET_S = Number(process.env.BENCH_SEED_BUDGET_S || 30);
/** Rows written through the services before the rate is judged. */
const SERVICE_SAMPLE = 300;
const log = (m: string) => console.error(`    ${m}`);

// ---------------------------------------------------------------- storage

export interface BenchStorage {
  label: string;
  /** DATA_DIR (and DATABASE_URL on PostgreSQL) for the server and for openFixture. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

/**
 * The PostgreSQL URL the bench runs against (BENCH_POSTGRES_URL, default
 * postgres://postgres@127.0.0.1:5432/test; `off` skips PostgreSQL) when one answers there within
 * 2 s, else undefined (and says so).
 */
export async function benchPostgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (url === 'off') return undefined;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch (err) {
    console.error(`bench: no PostgreSQL at ${url} (${(err as Error).message}); its measures are skipped`);
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A temporary SQLite directory, or a new schema of the PostgreSQL database at pgUrl; cleanup deletes it. */
export async function freshStorage(name: string, pgUrl?: string): Promise<BenchStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tenpo-bench-${name}-`));
  if (!pgUrl)
    return {
      label: 'sqlite',
      env: { DATA_DIR: dataDir },
      cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  const schema = `bench_${name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  // The migrations' extensions in public, not in the first bench schema that migrates: dropping that
  // schema would otherwise drop them, and the trigram indexes of every other bench schema with them.
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public');
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    label: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export interface Fixture {
  ctx: OAuthContext;
  db: Db;
  /** The engine beneath the handles, for maintenance outside any transaction (VACUUM). */
  engine: Db;
  shopId: string;
  close(): Promise<void>;
}

/** The app context on the storage (migrated, default shop present), as the server builds it, without HTTP. */
export async function openFixture(storage: BenchStorage): Promise<Fixture> {
  // Fixtures load in bulk statements that may outlast the server's statement timeout.
  const config = loadConfig({ ...process.env, ...storage.env, LOG_LEVEL: 'silent', PG_STATEMENT_TIMEOUT_MS: '0' });
  const database = openDatabase(config);
  await migrateToLatest(database);
  const shop = await ensureDefaultShop(database, config, seedDefaultCarriers);
  const ctx = await withOAuth(createContext(config, database, dropItemsFromCarts));
  return { ctx, db: database.db, engine: database.migrationDb, shopId: shop.id, close: () => database.close() };
}

export async function newClient(f: Fixture, scopes: Scope[]) {
  return f.ctx.clients.create({ shopId: f.shopId, name: 'bench', scopes, trusted: false });
}

/** An autocannon request creating a new item each time it is sent (unique sku and Idempotency-Key), in the given categories in turn. */
export function newItemRequest(auth: Record<string, string>, categoryIds: string[]): autocannon.Request {
  let seq = 0;
  const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  return {
    method: 'POST',
    path: '/v1/items',
    setupRequest: (req) => {
      const i = seq++;
      return {
        ...req,
        headers: {
          ...auth,
          'content-type': 'application/json',
          'idempotency-key': `bench-${tag}-${i}-${randomUUID()}`,
        },
        body: JSON.stringify({
          sku: `NEW-${tag}-${i}`,
          inventory: 100,
          name: `新商品 ドリップコーヒー No.${i}`,
          category_id: categoryIds[i % categoryIds.length],
          description: 'ベンチマークで作成した商品です。',
          price: { amount: 1200, currency: 'JPY' },
          tax_rate: 8,
          cancellation: { enabled: true, cancel_by: '' },
        }),
      };
    },
  };
}

/** A bearer token from the server's token endpoint. */
export async function tokenFor(url: string, client: { client_id: string; client_secret: string }): Promise<string> {
  const res = await fetch(`${url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    }).toString(),
  });
  if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

// ---------------------------------------------------------------- ids and time

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** newId()'s format (src/lib/ids.ts) at a given millisecond, so cloned rows' ids sort with their timestamps. */
export function idAt(prefix: string, ms: number): string {
  let time = ms;
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[time % 32] + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  for (const b of randomBytes(16)) tail += ALPHABET[b & 31];
  return `${prefix}_${head}${tail}`;
}

// ---------------------------------------------------------------- catalogue

/** Name stems: 「コーヒー」 is in 1 of 20 names, so q=コーヒー matches 5 % of any catalogue. */
export const NAME_STEMS = [
  'ドリップコーヒー',
  '緑茶ティーバッグ',
  'ほうじ茶',
  '抹茶ラテの素',
  '手焼き煎餅',
  '本練り羊羹',
  '純米吟醸',
  '田舎味噌',
  '再仕込み醤油',
  '紀州梅干し',
  '手ぬぐい',
  '有田焼の湯呑み',
  '箸置きセット',
  '風呂敷',
  '京扇子',
  '白檀のお香',
  '和紙ノート',
  '干し椎茸',
  '利尻昆布',
  '柚子胡椒',
];
export const KEYWORD = 'コーヒー';
/**
 * A keyword in exactly RARE_MATCHES names of any catalogue (of at least that many items), spread
 * evenly along the list, and whose trigrams occur in no other name: q=季節限定 then has the same
 * matches at 1,000 and at 1,000,000 items.
 */
export const RARE_KEYWORD = '季節限定';
export const RARE_MATCHES = 50;
export const CATEGORY_COUNT = 10;

export interface Catalogue {
  categoryIds: string[];
  /** Ids of every item, oldest first. */
  itemIds: string[];
  how: string;
  /** Seconds the bulk clone took (0 when the services wrote every item). */
  bulkSeconds: number;
}

const taxRate = (i: number): 8 | 10 => (i % 3 === 0 ? 10 : 8);
/** Every step-th item (step = ⌊n / RARE_MATCHES⌋), RARE_MATCHES of them, is named with RARE_KEYWORD. */
const rareStep = (n: number) => Math.max(1, Math.floor(n / RARE_MATCHES));
const isRare = (i: number, n: number) => i % rareStep(n) === 0 && i < rareStep(n) * RARE_MATCHES;

const itemBody = (i: number, n: number, categoryId: string, tag: string) => ({
  sku: `${tag}-${i}`,
  inventory: 1_000_000,
  name: `${isRare(i, n) ? `${RARE_KEYWORD} ` : ''}${NAME_STEMS[i % NAME_STEMS.length]} ${100 + (i % 400)}g No.${i}`,
  category_id: categoryId,
  description: '毎日の暮らしに。ベンチマーク用の商品です。',
  price: { amount: 500 + (i % 50) * 100, currency: 'JPY' as const },
  tax_rate: taxRate(i),
  cancellation: { enabled: true, cancel_by: '発送の24時間前まで' },
});

/** A cloned item's id (the form of newId, 26 characters after the prefix), as cloneItems writes it. */
const cloneId = (i: number) => `item_${String(i).padStart(26, '0')}`;

/**
 * Rows per bulk clone statement and transaction. On PostgreSQL each row's counter triggers update
 * the same few counter rows, whose versions pile up within a transaction, so the cost per row grows
 * with the chunk (docs/BENCHMARKS.md); SQLite updates in place.
 */
const cloneChunk = (postgres: boolean) => (postgres ? 5_000 : 50_000);

/**
 * Items viaService … n − 1 cloned from the template row in SQL, in chunks (cloneChunk): every
 * column as the service wrote it but id, sku, name, category, price, tax rate and timestamps, which
 * follow itemBody; item i is dated (i − viaService) seconds after baseS (epoch seconds). Triggers
 * (counters, catalogue version, the SQLite search tables) run for every row, as for any write.
 */
async function cloneItems(
  f: Fixture,
  template: Record<string, unknown>,
  viaService: number,
  n: number,
  baseS: number,
  categoryIds: string[],
  tag: string,
): Promise<void> {
  const postgres = dialectOf(f.db) === 'postgres';
  const x = sql.ref('k.x');
  const text = (e: RawBuilder<unknown>) => sql`CAST(${e} AS TEXT)`;
  const at = sql`${sql.lit(baseS)} + ${x} - ${sql.lit(viaService)}`;
  const step = rareStep(n);
  const varying: Record<string, RawBuilder<unknown>> = {
    id: postgres ? sql`'item_' || lpad(${text(x)}, 26, '0')` : sql`printf('item_%026d', ${x})`, // cloneId(x)
    sku: sql`${sql.lit(`${tag}-`)} || ${text(x)}`,
    name: sql`CASE WHEN ${x} % ${sql.lit(step)} = 0 AND ${x} < ${sql.lit(step * RARE_MATCHES)} THEN ${sql.lit(`${RARE_KEYWORD} `)} ELSE '' END
      || s.stem || ' ' || ${text(sql`100 + ${x} % 400`)} || 'g No.' || ${text(x)}`,
    category_id: sql.ref('c.id'),
    price_amount: sql`500 + (${x} % 50) * 100`,
    tax_rate: sql`CASE WHEN ${x} % 3 = 0 THEN 10 ELSE 8 END`,
    created_at: postgres
      ? sql`to_char(to_timestamp(${at}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${at}, 'unixepoch')`,
  };
  varying.updated_at = varying.created_at!;
  const columns = Object.keys(template);
  const values = (list: string[]) => sql.join(list.map((v, i) => sql`(${sql.lit(i)}, ${sql.lit(v)})`));
  for (let from = viaService; from < n; from += cloneChunk(postgres)) {
    const to = Math.min(n, from + cloneChunk(postgres)) - 1;
    await f.ctx.database.transaction((tx) =>
      sql`WITH RECURSIVE k(x) AS (SELECT ${sql.lit(from)} UNION ALL SELECT x + 1 FROM k WHERE x < ${sql.lit(to)}),
        s(i, stem) AS (VALUES ${values(NAME_STEMS)}), c(i, id) AS (VALUES ${values(categoryIds)})
        INSERT INTO items (${sql.join(columns.map((c) => sql.ref(c)))})
        SELECT ${sql.join(columns.map((c) => varying[c] ?? sql.ref(`t.${c}`)))}
        FROM k JOIN s ON s.i = k.x % ${sql.lit(NAME_STEMS.length)} JOIN c ON c.i = k.x % ${sql.lit(categoryIds.length)}
        CROSS JOIN items t WHERE t.id = ${template.id as string}`.execute(tx),
    );
  }
}

/**
 * What PostgreSQL's autovacuum would do soon after a catalogue is written (and may not, where it is
 * off, as on this project's test machines): statistics for the planner, the visibility map for
 * index-only scans. The counters kept by triggers are rewritten whole (FULL): the bulk clone
 * updates each counter row once per row cloned inside one statement, leaving a dead version per
 * update that a plain VACUUM frees but does not give back (order_sync_days 9 MB for 2,936 rows), so
 * every sum read those pages; a shop's own writes, a transaction each, keep them compact (HOT
 * updates, pruned as they go). Measured in
 * docs/history/benchmarks-2026-11.md ("PostgreSQL's sync page, measured").
 */
async function settle(f: Fixture): Promise<void> {
  if (dialectOf(f.db) === 'postgres') {
    await sql`VACUUM (ANALYZE) items`.execute(f.engine);
    await sql`VACUUM (FULL, ANALYZE) item_counts, catalog_versions`.execute(f.engine);
  }
}

/** settle for an order book, whose tallies (order_counts, order_daily, order_sync_days) the clone updates once per order. */
async function settleOrders(f: Fixture): Promise<void> {
  if (dialectOf(f.db) === 'postgres') {
    await sql`VACUUM (ANALYZE) orders, order_lines, order_shippings, trackings`.execute(f.engine);
    await sql`VACUUM (FULL, ANALYZE) order_counts, order_daily, order_sync_days`.execute(f.engine);
  }
}

/**
 * A shop catalogue of n plain items over CATEGORY_COUNT categories (item i in category i % 10).
 * Categories and the first items through the services; the rest cloned in bulk when the services
 * would exceed the budget.
 */
export async function seedCatalogue(f: Fixture, n: number, tag = 'B'): Promise<Catalogue> {
  const categoryIds: string[] = [];
  for (let c = 0; c < CATEGORY_COUNT; c++)
    categoryIds.push(
      (await f.ctx.database.transaction((tx) => createCategory(tx, f.shopId, { name: `カテゴリ ${c + 1}` }))).id,
    );
  const actor = { type: 'staff' as const, staffId: 'bench' };
  const itemIds: string[] = [];
  const started = performance.now();
  let viaService = 0;
  for (; viaService < n; viaService++) {
    if (viaService === SERVICE_SAMPLE && ((performance.now() - started) / 1000 / viaService) * n > SEED_BUDGET_S) break;
    const body = itemBody(viaService, n, categoryIds[viaService % CATEGORY_COUNT]!, tag);
    itemIds.push((await f.ctx.database.transaction((tx) => createItem(tx, f.ctx.config, f.shopId, body, actor))).id);
  }
  const serviceS = (performance.now() - started) / 1000;
  const serviceRate = viaService / serviceS;
  if (viaService === n) {
    await settle(f);
    const how = `${fmt(n)} items via createItem (${fmt(serviceRate)}/s, ${fmt(serviceS, 1)} s)`;
    log(how);
    return { categoryIds, itemIds, how, bulkSeconds: 0 };
  }
  // Clone the service's own rows for the rest, dated before them so the list order is unchanged in kind.
  const template = await f.db.selectFrom('items').selectAll().where('id', '=', itemIds[0]!).executeTakeFirstOrThrow();
  const rest = n - viaService;
  const baseS = Math.floor(Date.parse(template.created_at) / 1000) - rest - 60;
  const bulkStarted = performance.now();
  await cloneItems(f, template, viaService, n, baseS, categoryIds, tag);
  await settle(f);
  const bulkSeconds = (performance.now() - bulkStarted) / 1000;
  // Not unshift(...): a million arguments overflow the stack.
  const allIds = Array.from({ length: rest }, (_, k) => cloneId(viaService + k)).concat(itemIds);
  const how =
    `${fmt(viaService)} items via createItem (${fmt(serviceRate)}/s: ${fmt(n / serviceRate)} s projected for ${fmt(n)}), ` +
    `${fmt(rest)} cloned from them in SQL by the bulk fixture (${fmt(bulkSeconds, 1)} s, ${fmt(rest / bulkSeconds)}/s)`;
  log(how);
  return { categoryIds, itemIds: allIds, how, bulkSeconds };
}

// ---------------------------------------------------------------- orders

/** The line allocation table as the storefront writes it (declared here so the fixture does not depend on how the storefront types it). */
type AllocationTables = {
  order_line_shippings: { order_line_id: string; shop_id: string; order_id: string; order_shipping_id: string };
};

export interface SignedIn extends Shopper {
  token: string;
}

/** Shoppers signed in through the identity service (sessions prepared before any load). */
export async function signInShoppers(f: Fixture, count: number, tag: string): Promise<SignedIn[]> {
  const out: SignedIn[] = [];
  const verifier = new DevIdentityVerifier();
  for (let i = 0; i < count; i++) {
    const lineUserId = `Ubench${tag}${String(i).padStart(6, '0')}`;
    const s = await signIn(f.ctx.database, verifier, f.shopId, { line_user_id: lineUserId, profile: SHOPPER_PROFILE });
    out.push({ shopId: f.shopId, customerId: s.customer.id, lineUserId, token: s.token });
  }
  return out;
}

export interface OrderSet {
  orderIds: string[];
  itemIds: string[];
  shoppers: SignedIn[];
  how: string;
}

/**
 * n orders of a shop: a small catalogue (20 items, counted stock), 100 shoppers, then orders placed
 * through cart and checkout (1-3 lines, 50 per transaction as the demo seeder does), every other one
 * with a tracking number registered through the orders service. The rest, when the services would
 * exceed the budget, are clones of the placed orders (order, lines, shippings, line allocations,
 * trackings), dated before them.
 */
export async function seedOrders(f: Fixture, n: number, tag: string): Promise<OrderSet> {
  const cat = await seedCatalogue(f, 20, `${tag}I`);
  const shoppers = await signInShoppers(f, 100, tag);
  const payments = { payments: new SimulatedPaymentProcessor() };
  const orderIds: string[] = [];
  const started = performance.now();
  let placed = 0;
  const sample = Math.min(n, SERVICE_SAMPLE);
  let keepGoing = true;
  while (placed < n && keepGoing) {
    const size = Math.min(50, n - placed, placed < sample ? sample - placed : 50);
    // One atomic unit per 50 orders: each cart and checkout transaction a step of it.
    const ids = await f.ctx.database.atomic(async (_tx, unit) => {
      const out: string[] = [];
      for (let k = 0; k < size; k++) {
        const i = placed + k;
        const s = shoppers[i % shoppers.length]!;
        for (let l = 0; l <= i % 3; l++) {
          await unit.transaction((tx) =>
            addCartLine(tx, s, {
              item_id: cat.itemIds[(i + l * 7) % cat.itemIds.length]!,
              quantity: 1 + (l % 2),
            }),
          );
        }
        out.push(
          await checkout(unit, payments, s, {
            payment_method: 'credit_card',
            shippings: [{ recipient: RECIPIENT }],
          }),
        );
      }
      return out;
    });
    orderIds.push(...ids);
    placed += size;
    if (placed === sample && placed < n) {
      const perOrder = (performance.now() - started) / 1000 / placed;
      keepGoing = perOrder * n <= SEED_BUDGET_S;
    }
  }
  // Every other order gets a tracking number through the orders service (as a shop ships them).
  const carrier = await f.db
    .selectFrom('delivery_companies')
    .select('id')
    .where('shop_id', '=', f.shopId)
    .where('code', '!=', 'other')
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < orderIds.length; i += 2) {
    const shipping = await f.db
      .selectFrom('order_shippings')
      .select('id')
      .where('order_id', '=', orderIds[i]!)
      .executeTakeFirstOrThrow();
    await f.ctx.database.transaction((tx) =>
      registerTracking(
        tx,
        f.shopId,
        orderIds[i]!,
        {
          order_shipping_id: shipping.id,
          carrier_id: carrier.id,
          tracking_number: String(400000000000 + i),
        },
        SYSTEM,
      ),
    );
  }
  const serviceS = (performance.now() - started) / 1000;
  const serviceRate = placed / serviceS;
  if (placed === n) {
    const how = `${fmt(n)} orders via cart + checkout services (${fmt(serviceRate)}/s, ${fmt(serviceS, 1)} s)`;
    log(how);
    return { orderIds, itemIds: cat.itemIds, shoppers, how };
  }

  const db = f.db.withTables<AllocationTables>();
  const templates = await db.selectFrom('orders').selectAll().where('id', 'in', orderIds).orderBy('id').execute();
  const lines = await db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('sort')
    .execute();
  const shippings = await db
    .selectFrom('order_shippings')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('sort')
    .execute();
  const allocations = await db
    .selectFrom('order_line_shippings')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .execute();
  const trackings = await db.selectFrom('trackings').selectAll().where('order_id', 'in', orderIds).execute();
  const byOrder = <T extends { order_id: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.order_id, [...(m.get(r.order_id) ?? []), r]);
    return m;
  };
  const linesOf = byOrder(lines);
  const shippingsOf = byOrder(shippings);
  const allocationsOf = byOrder(allocations);
  const trackingsOf = byOrder(trackings);

  const rest = n - placed;
  // Spread over the year before the placed orders, as an order book is (at least 200 ms apart): a
  // sync cursor's UTC day then holds a day's orders, as it would, instead of the whole book.
  const spacing = Math.max(200, Math.floor((365 * 86_400_000) / Math.max(rest, 1)));
  const base = Date.parse(templates[0]!.ordered_at) - 60_000 - rest * spacing;
  // Clones are numbered after the placed orders, and the shop's counter moved past them.
  const firstNumber = Math.max(...templates.map((t) => Number(t.number))) + 1;
  const bulkStarted = performance.now();
  const CHUNK = 2000;
  for (let start = 0; start < rest; start += CHUNK) {
    const o: typeof templates = [];
    const ol: typeof lines = [];
    const os: typeof shippings = [];
    const oa: typeof allocations = [];
    const ot: typeof trackings = [];
    for (let k = start; k < Math.min(rest, start + CHUNK); k++) {
      const t = templates[k % templates.length]!;
      // A tie every 10th order (the cursor's after_id must break ties).
      const ms = base + (k - (k % 10 === 9 ? 1 : 0)) * spacing;
      const at = new Date(ms).toISOString();
      const id = idAt('ord', ms);
      o.push({
        ...t,
        id,
        ordered_at: at,
        updated_at: at,
        payment_reference: t.payment_reference ? `${t.payment_reference}-c${k}` : null,
        number: firstNumber + k,
      });
      const lineIds = new Map<string, string>();
      for (const l of linesOf.get(t.id) ?? []) {
        const lid = idAt('oli', ms);
        lineIds.set(l.id, lid);
        ol.push({ ...l, id: lid, order_id: id });
      }
      const shipIds = new Map<string, string>();
      for (const s of shippingsOf.get(t.id) ?? []) {
        const sid = idAt('osh', ms);
        shipIds.set(s.id, sid);
        os.push({ ...s, id: sid, order_id: id, created_at: at, updated_at: at });
      }
      for (const tr of trackingsOf.get(t.id) ?? []) {
        ot.push({
          ...tr,
          id: idAt('trk', ms),
          order_id: id,
          order_shipping_id: shipIds.get(tr.order_shipping_id)!,
          tracking_number: `${tr.tracking_number}${k}`,
          tracking_key: `${tr.tracking_key}${k}`,
          created_at: at,
          updated_at: at,
        });
      }
      for (const a of allocationsOf.get(t.id) ?? [])
        oa.push({
          ...a,
          order_line_id: lineIds.get(a.order_line_id)!,
          order_id: id,
          order_shipping_id: shipIds.get(a.order_shipping_id)!,
        });
    }
    await f.ctx.database.transaction(async (base) => {
      const tx = base.withTables<AllocationTables>();
      for (let i = 0; i < o.length; i += 400)
        await tx
          .insertInto('orders')
          .values(o.slice(i, i + 400))
          .execute();
      for (let i = 0; i < ol.length; i += 400)
        await tx
          .insertInto('order_lines')
          .values(ol.slice(i, i + 400))
          .execute();
      for (let i = 0; i < os.length; i += 400)
        await tx
          .insertInto('order_shippings')
          .values(os.slice(i, i + 400))
          .execute();
      for (let i = 0; i < oa.length; i += 400)
        await tx
          .insertInto('order_line_shippings')
          .values(oa.slice(i, i + 400))
          .execute();
      for (let i = 0; i < ot.length; i += 400)
        await tx
          .insertInto('trackings')
          .values(ot.slice(i, i + 400))
          .execute();
    });
    orderIds.push(...o.map((r) => r.id));
  }
  await f.ctx.database.transaction((tx) =>
    tx
      .updateTable('order_number_counters')
      .set({ last_number: firstNumber + rest - 1 })
      .where('shop_id', '=', templates[0]!.shop_id)
      .execute(),
  );
  const bulkS = (performance.now() - bulkStarted) / 1000;
  await settleOrders(f);
  const how =
    `${fmt(placed)} orders via cart + checkout services (${fmt(serviceRate)}/s: ${fmt(n / serviceRate)} s projected for ${fmt(n)}), ` +
    `${fmt(rest)} cloned from them by the bulk fixture (${fmt(bulkS, 1)} s)`;
  log(how);
  return { orderIds, itemIds: cat.itemIds, shoppers, how };
}
