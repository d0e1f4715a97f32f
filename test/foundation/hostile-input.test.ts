import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_SCOPES } from '../../src/lib/scopes.ts';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { createTestCategory, multipart } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { carrierOf } from '../helpers/orders.ts';
import { solidPng } from '../helpers/png.ts';
import { createStorefrontItem, placeTestOrder, shopperRequest } from '../helpers/storefront.ts';

/**
 * Property-based: for every operation of the app's own OpenAPI document, requests generated from
 * the operation's schemas (path parameters, query string, body) and mutated at any depth (wrong
 * types, NUL characters, lone surrogates, deep, huge and empty values, numeric edges written as
 * JSON text, unknown keys and query parameters) are sent with a token holding every scope and a
 * fresh Idempotency-Key. Never a 5xx; every error has its documented shape; a refused request (4xx)
 * writes nothing. Bounded: HOSTILE_INPUT_RUNS requests per operation (default 40) from the fixed
 * seed HOSTILE_INPUT_SEED; fast-check prints the seed and the failing request.
 */

const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 40);
const SEED = Number(process.env.HOSTILE_INPUT_SEED ?? 20260612);

type Schema = Record<string, any>;

/** JSON text written as is: numbers JSON.stringify cannot write (1e309, -0, 2^53 + 1) and huge or deep values. */
class RawJson {
  constructor(readonly text: string) {}
}

function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const nested = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
const withNul = (s: string) => fc.nat({ max: s.length }).map((i) => `${s.slice(0, i)}\u0000${s.slice(i)}`);
/** Search syntax of FTS5, LIKE and regular expressions, which must all be taken as literal text. */
const SYNTAX = [
  '"',
  '""',
  'a"b',
  '*',
  'ab*',
  '^abc',
  'name:abc',
  '(abc)',
  'NEAR(abc def)',
  'abc AND def',
  'abc OR',
  'NOT abc',
  '%',
  '_',
  '%_%',
  '\\',
  'a\\%',
  "'",
  "'; --",
  '[a]',
  '{x}',
  '-abc',
  '+abc',
];
const UNICODE = ['𠮷野家', 'ｶﾀｶﾅ', 'Ａ', 'e\u0301', '\u202eabc', '\ufeff', '👩‍👩‍👧‍👦', '\u3000', 'ß', 'İ', '\u200b'];
const NUMERIC_TEXT = [
  '1e309',
  '-1e309',
  '-0',
  '9007199254740992',
  '9007199254740993',
  '-9223372036854775809',
  '0x10',
  '1_000',
  ' 1',
  '1 ',
  'NaN',
  'Infinity',
  '1.5',
  '1e2',
  '00',
  '+1',
  '.5',
];

/** Text for query values, path parameters and form fields (well-formed: a URL or form cannot carry a lone surrogate). */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'null', 'true', '[]', '{}', ...SYNTAX, ...UNICODE, ...NUMERIC_TEXT),
  fc.string({ maxLength: 8 }).chain(withNul),
  fc.constantFrom('\u0000', 'ab\u0000', '\u0000\u0000\u0000', 'x'.repeat(65), 'x'.repeat(300), 'あ'.repeat(1000)),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);

/** A value for any place of a JSON body. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', ' ', [], {}, [null], { '': null }, 'null', '0'),
  fc.constantFrom(
    ...NUMERIC_TEXT.slice(0, 6).map((n) => new RawJson(n)),
    2 ** 53,
    -(2 ** 53),
    2 ** 63,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e-7,
  ),
  hostileText,
  fc.constantFrom('\ud800', 'a\udc00b', '\udfff\ud800', 'x'.repeat(70_000)),
  fc.constantFrom(
    nested(65),
    nested(20_000),
    new RawJson(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`),
    new RawJson(`[${'0,'.repeat(50_000)}0]`),
  ),
);

const isoTime = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** A value the schema allows, with children that may be hostile. */
function fromSchema(s: Schema, doc: Schema): fc.Arbitrary<unknown> {
  if (s.$ref) return fromSchema(doc.components.schemas[String(s.$ref).split('/').pop()!.replace(/#$/, '')], doc);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c: Schema) => fromSchema(c, doc)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'date-time') return isoTime;
      if (s.format === 'date') return isoTime.map((t) => t.slice(0, 10));
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { maxLength: s.maxLength });
      return fc.string({
        minLength: s.minLength ?? 0,
        maxLength: Math.min(s.maxLength ?? 20, 20),
        unit: fc.constantFrom('a', 'b', 'あ', '珈', ' ', '1'),
      });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(maybeHostile(s.items ?? {}, doc), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, maybeHostile(v, doc)])), {
        requiredKeys: (s.required ?? []).filter((k: string) => k in props),
      });
      return fc.tuple(record, fc.option(unknownKeys, { freq: 8 })).map(([r, extra]) => ({ ...r, ...extra }));
    }
    default:
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileJson);
  }
}

const unknownKeys = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a\u0000b', '\ud800', 'is_admin', 'id', 'shop_id')),
  hostileJson,
  { maxKeys: 3 },
);

function maybeHostile(s: Schema, doc: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fromSchema(s, doc) }, { weight: 1, arbitrary: hostileJson });
}

/** A whole JSON body: from the schema (maybe hostile inside), hostile itself, or 60,000 unknown keys. */
function jsonBody(s: Schema, doc: Schema): fc.Arbitrary<string> {
  const manyKeys = new RawJson(`{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":0`).join(',')}}`);
  return fc
    .oneof(
      { weight: 12, arbitrary: fromSchema(s, doc) },
      { weight: 2, arbitrary: hostileJson },
      { weight: 1, arbitrary: fc.constant(manyKeys) },
    )
    .map(jsonText);
}

/** A query or path value: the schema's (as text) or hostile. */
function textValue(s: Schema, doc: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fromSchema(s, doc).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 2, arbitrary: hostileText },
  );
}

const encode = (s: string) => encodeURIComponent(s.toWellFormed());

/**
 * A path parameter: as textValue, but at most the router's 200 characters (longer ones are the
 * router's own 400, answered before the API's handlers run).
 */
const pathValue = (s: Schema, doc: Schema) => textValue(s, doc).filter((v) => encode(v).length <= 200);

interface Operation {
  method: string;
  path: string;
  op: Schema;
}

interface Fixtures {
  client: TestClient;
  shopperToken: string;
  /** Existing ids, by path parameter name (`id` by the path's area). */
  ids: Record<string, string>;
}

function fixtureFor(path: string, name: string, f: Fixtures): string {
  if (name !== 'id') return f.ids[name] ?? 'none';
  const area = path.startsWith('/media/') ? 'media' : path.split('/')[2]!;
  return f.ids[area] ?? 'none';
}

interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function requestArb(o: Operation, doc: Schema, f: Fixtures): fc.Arbitrary<HostileRequest> {
  const params = (o.op.parameters ?? []) as Schema[];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const path = fc
    .tuple(
      ...pathParams.map((p) =>
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(fixtureFor(o.path, p.name, f)) },
          { weight: 2, arbitrary: pathValue(p.schema, doc) },
        ),
      ),
    )
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, encode(values[i] ?? '')), o.path));
  const query = fc
    .tuple(
      fc.tuple(
        ...queryParams.map((p) =>
          fc.option(fc.array(textValue(p.schema, doc), { minLength: 1, maxLength: 2 }), { freq: 2 }),
        ),
      ),
      fc.dictionary(
        fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('q\u0000', 'limit[]', 'offset')),
        hostileText,
        { maxKeys: 2 },
      ),
    )
    .map(([values, extra]) =>
      [
        ...queryParams.flatMap((p, i) => (values[i] ?? []).map((v) => `${encode(p.name)}=${encode(v)}`)),
        ...Object.entries(extra).map(([k, v]) => `${encode(k)}=${encode(v)}`),
      ].join('&'),
    );

  const headers: Record<string, string> = {};
  const security = JSON.stringify(o.op.security ?? []);
  if (security.includes('oauth2')) headers.authorization = `Bearer ${f.client.token}`;
  if (security.includes('shopperSession')) headers.authorization = `Shopper ${f.shopperToken}`;
  const keyed = params.some((p) => p.in === 'header' && p.name === 'idempotency-key');

  const content = (o.op.requestBody?.content ?? {}) as Record<string, { schema: Schema }>;
  let body: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> = fc.constant({ headers: {} });
  if (content['application/json']) {
    body = jsonBody(content['application/json'].schema, doc).map((payload) => ({
      payload,
      headers: { 'content-type': 'application/json' },
    }));
  } else if (content['application/x-www-form-urlencoded']) {
    const props = Object.keys(content['application/x-www-form-urlencoded'].schema.properties ?? {});
    const credentials = {
      client_id: f.client.clientId,
      client_secret: f.client.clientSecret,
      grant_type: 'client_credentials',
      token: 'x',
    };
    const field = (k: string) => fc.oneof(fc.constant((credentials as Record<string, string>)[k] ?? 'x'), hostileText);
    const basic = fc
      .tuple(hostileText, hostileText)
      .map(([id, secret]) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`);
    body = fc
      .tuple(
        fc.record(Object.fromEntries(props.map((k) => [k, field(k)])), { requiredKeys: [] }),
        fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 }),
        fc.option(fc.oneof(basic, fc.constantFrom('Basic %00', 'Basic JTAw', 'Basic YSUwMDpi', 'Basic JUU5OmI=')), {
          freq: 4,
        }),
      )
      .map(([form, extra, authorization]) => ({
        payload: Object.entries({ ...form, ...extra })
          .map(([k, v]) => `${encode(k)}=${encode(v ?? '')}`)
          .join('&'),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
      }));
  } else if (content['text/csv']) {
    // An import's file: CSV (well-formed or not), JSON lines or bytes of no encoding, under each type the route takes or none.
    const cells = fc.array(
      fc.array(fc.oneof(hostileText, fc.constantFrom('sku', 'name', 'inventory', '"', '\r\n', ',')), { maxLength: 4 }),
      { maxLength: 4 },
    );
    const text = fc.oneof(
      cells.map((rows) => rows.map((r) => r.join(',')).join('\n')),
      fc.constantFrom('sku,inventory\nA,1\n', 'sku\n"unclosed\n', '\ufeffsku,adjustment\nA,-1\n', '{"sku":"A"}\n[1]\n'),
      jsonBody({}, doc),
    );
    const payload = fc.oneof(
      text.map((s) => Buffer.from(s.toWellFormed())),
      fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    );
    const type = fc.constantFrom(
      'text/csv',
      'text/csv; charset=shift_jis',
      'text/csv; charset=ebcdic',
      'application/x-ndjson',
      'application/json',
    );
    body = fc
      .tuple(payload, type)
      .map(([bytes, contentType]) => ({ payload: bytes, headers: { 'content-type': contentType } }));
  } else if (content['multipart/form-data']) {
    const part = fc.record({
      name: fc.oneof(fc.constant('file'), hostileText),
      data: fc.oneof(fc.constant(solidPng(2, 2, [1, 2, 3])), hostileText),
      filename: fc.option(fc.oneof(fc.constant('a.png'), hostileText), { nil: undefined }),
    });
    body = fc.array(part, { minLength: 0, maxLength: 3 }).map((parts) => {
      const m = multipart(
        parts.map((p) => ({
          ...p,
          name: p.name.replace(/["\r\n]/g, ''),
          filename: p.filename?.replace(/["\r\n]/g, ''),
        })),
      );
      return { payload: m.payload, headers: { 'content-type': m.contentType } };
    });
  }
  return fc.tuple(path, query, body).map(([p, q, b]) => ({
    method: o.method,
    url: q ? `${p}?${q}` : p,
    headers: { ...headers, ...b.headers, ...(keyed ? { 'idempotency-key': randomUUID() } : {}) },
    ...(b.payload !== undefined ? { payload: b.payload } : {}),
  }));
}

/** Tables whose rows an API request may write, and those with updated_at (an edit shows there). */
const TABLES = [
  'shops',
  'oauth_clients',
  'oauth_grants',
  'oauth_refresh_tokens',
  'categories',
  'items',
  'item_variants',
  'item_options',
  'item_option_choices',
  'item_variation_axes',
  'item_axis_values',
  'bundle_components',
  'item_images',
  'image_blobs',
  'item_history',
  'customers',
  'inflow_routes',
  'carts',
  'cart_lines',
  'orders',
  'order_lines',
  'order_receipts',
  'order_shippings',
  'trackings',
  'shopper_sessions',
  'gifts',
  'jobs',
  'job_files',
  'job_results',
];
const EDITED = [
  'shops',
  'categories',
  'items',
  'item_variants',
  'customers',
  'carts',
  'cart_lines',
  'orders',
  'order_shippings',
  'trackings',
  'gifts',
];

/**
 * Row counts, latest edits and the catalogue version (which image reorders move) in one statement.
 * Its one parameter makes Tenpo's PostgreSQL pool run it as a prepared statement, as it runs the
 * app's own (src/db/pg-pool.ts): planned afresh at every run, its sub-selects cost PostgreSQL
 * about 8 ms a request, over half of this file's time there.
 */
async function storageState(t: TestApp): Promise<string> {
  const parts = [
    ...TABLES.map((table) => sql`(SELECT count(*) FROM ${sql.table(table)})`),
    ...EDITED.map((table) => sql`(SELECT max(updated_at) FROM ${sql.table(table)})`),
    sql`(SELECT sum(version) FROM catalog_versions)`,
  ];
  const r = await sql<
    Record<string, unknown>
  >`SELECT ${sql.join(parts.map((p, i) => sql`${p} AS ${sql.ref(`c${i}`)}`))} WHERE ${1} = 1`.execute(t.ctx.db);
  return JSON.stringify(Object.values(r.rows[0]!).map(String));
}

const OAUTH_ERRORS = new Set(['/v1/oauth/token', '/v1/oauth/revoke']);

/** What is wrong with the answer, or null. */
function problemOf(o: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: any;
  try {
    body = res.json();
  } catch {
    return `error body is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (OAUTH_ERRORS.has(o.path)) {
    return typeof body?.error === 'string' && typeof body.error_description === 'string'
      ? null
      : `not an RFC 6749 error: ${res.body.slice(0, 300)}`;
  }
  const e = body?.error;
  if (!e || typeof e.code !== 'string' || typeof e.message !== 'string')
    return `not the documented error shape: ${res.body.slice(0, 300)}`;
  if (e.request_id !== res.headers['x-request-id'])
    return `request_id ${e.request_id} is not X-Request-Id ${String(res.headers['x-request-id'])}`;
  if (e.details !== undefined) {
    if (
      !Array.isArray(e.details) ||
      !e.details.every((d: any) => typeof d?.field === 'string' && typeof d.message === 'string')
    )
      return `malformed details: ${res.body.slice(0, 300)}`;
    if (e.details.length > 100) return `${e.details.length} details (at most 100)`;
  }
  return null;
}

const describeRequest = (r: HostileRequest) => {
  const payload =
    r.payload === undefined
      ? ''
      : Buffer.isBuffer(r.payload)
        ? `<${r.payload.length} bytes multipart>`
        : JSON.stringify(r.payload.length > 300 ? `${r.payload.slice(0, 300)}…(${r.payload.length})` : r.payload);
  const basic = r.headers.authorization?.startsWith('Basic ') ? ` (${r.headers.authorization})` : '';
  return `${r.method} ${r.url.length > 300 ? `${r.url.slice(0, 300)}…` : r.url}${basic} ${payload}`;
};

describe(`Hostile input on every operation of the OpenAPI document never gets a 5xx, errors keep their shape, refusals write nothing (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let doc: Schema;
  let f: Fixtures;
  const sent = { requests: 0, errors5xx: 0 };
  before(async () => {
    // Jobs stay queued: a job accepted by one request must not change storage while a later refusal is checked.
    t = await startTestApp({ STOREFRONT_DEV_LOGIN: 'true', JOBS_WORKER: 'false' });
    doc = t.app.swagger();
    const client = await t.client(ALL_SCOPES, { trusted: true });
    const category = await createTestCategory(t);
    const item = await createStorefrontItem(t, {
      variants: [
        { name: 'S', inventory: 5 },
        { name: 'M', inventory: 5 },
      ],
    });
    const upload = multipart([
      { name: 'file', data: solidPng(2, 2, [200, 100, 50]), filename: 'a.png', type: 'image/png' },
    ]);
    const image = await t.app.inject({
      method: 'POST',
      url: `/v1/items/${item.id}/images`,
      payload: upload.payload,
      headers: {
        authorization: `Bearer ${client.token}`,
        'idempotency-key': randomUUID(),
        'content-type': upload.contentType,
      },
    });
    assert.equal(image.statusCode, 201, image.body);
    const order = await placeTestOrder(t);
    const shipping = await t.ctx.db
      .selectFrom('order_shippings')
      .select('id')
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    const tracking = await t.post(`/v1/orders/${order.orderId}/trackings`, client.token, {
      order_shipping_id: shipping.id,
      carrier_id: await carrierOf(t),
      tracking_number: '1234-5678-9012',
    });
    assert.equal(tracking.statusCode, 201, tracking.body);
    const line = await shopperRequest(t, order.shopper.token, 'POST', '/storefront/v1/cart/lines', {
      item_id: item.id,
      variant_id: item.variantIds[0],
      quantity: 1,
    });
    assert.equal(line.statusCode, 201, line.body);
    const lineId = (await t.ctx.db.selectFrom('cart_lines').select('id').executeTakeFirstOrThrow()).id;
    const job = await t.post('/v1/items/exports', client.token, {});
    assert.equal(job.statusCode, 202, job.body);
    f = {
      client,
      shopperToken: order.shopper.token,
      ids: {
        items: item.id,
        variantId: item.variantIds[0]!,
        imageId: image.json().data.id,
        media: image.json().data.id,
        categories: category.id,
        orders: order.orderId,
        order_shipping_id: shipping.id,
        tracking_id: tracking.json().id,
        customers: order.shopper.customerId,
        shopId: t.shopId,
        lineId,
        orderId: order.orderId,
        jobs: job.json().data.id,
      },
    };
  });
  after(async () => {
    console.log(`hostile input (${TEST_DIALECT}): ${sent.requests} requests, ${sent.errors5xx} answered 5xx`);
    await t?.close();
  });

  it('covers every operation of the document', () => {
    assert.ok(operations().length >= 40, `${operations().length} operations`);
  });

  function operations(): Operation[] {
    return Object.entries(doc.paths as Record<string, Record<string, Schema>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  }

  it('every operation: generated and mutated requests', async (ctx) => {
    for (const o of operations()) {
      await ctx.test(`${o.method} ${o.path}`, async () => {
        let state = await storageState(t);
        await fc.assert(
          fc.asyncProperty(requestArb(o, doc, f), async (r) => {
            const res = await t.app.inject({
              method: r.method as any,
              url: r.url,
              headers: r.headers,
              ...(r.payload !== undefined ? { payload: r.payload } : {}),
            });
            sent.requests += 1;
            if (res.statusCode >= 500) sent.errors5xx += 1;
            const problem = problemOf(o, res);
            assert.equal(problem, null, `${describeRequest(r)}\n→ ${problem}`);
            const now = await storageState(t);
            if (res.statusCode >= 400)
              assert.equal(now, state, `${describeRequest(r)}\n→ ${res.statusCode} but storage changed`);
            state = now;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      });
    }
  });
});
