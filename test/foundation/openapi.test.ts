import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { sqlitePassOnly } from '../helpers/db.ts';
import { runProcess } from '../helpers/processes.ts';
import { ROOT } from '../helpers/server.ts';
import { ERROR_STATUS } from '../../src/lib/errors.ts';

type Op = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, any>;
  operationId?: string;
};

describe('OpenAPI document and docs', () => {
  let t: TestApp;
  let doc: any;
  before(async () => {
    t = await startTestApp();
    const res = await t.request('GET', '/v1/openapi.json');
    assert.equal(res.statusCode, 200);
    doc = res.json();
  });
  after(() => t.close());

  const operations = (): [string, string, Op][] =>
    Object.entries<Record<string, Op>>(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([m, op]) => [m, p, op] as [string, string, Op]),
    );

  it('is OpenAPI 3.1.0 with the oauth2 security scheme (client credentials, token URL under the issuer, the nine scopes)', () => {
    assert.equal(doc.openapi, '3.1.0');
    const scheme = doc.components.securitySchemes.oauth2;
    assert.equal(scheme.type, 'oauth2');
    assert.equal(scheme.flows.clientCredentials.tokenUrl, 'http://tenpo.test/v1/oauth/token');
    assert.equal(Object.keys(scheme.flows.clientCredentials.scopes).length, 9);
    assert.ok(!('write_reservations' in scheme.flows.clientCredentials.scopes));
  });

  it('gives each operation with a scope security [{oauth2: [scopes]}] and public ones an explicit empty security', () => {
    const me = doc.paths['/v1/me'].get as Op;
    assert.deepEqual(me.security, [{ oauth2: ['read_users'] }]);
    for (const [m, p, op] of operations()) {
      assert.ok(Array.isArray(op.security), `${m} ${p} has security`);
      // The storefront's shopper routes use shopper sessions, not OAuth (test/storefront/openapi.test.ts).
      const storefront = p.startsWith('/storefront/');
      for (const req of op.security)
        assert.deepEqual(Object.keys(req), [storefront ? 'shopperSession' : 'oauth2'], `${m} ${p}`);
      if (op.security.length && !storefront)
        assert.ok(op.responses['401'] && op.responses['403'], `${m} ${p} documents 401 and 403`);
    }
    assert.deepEqual(doc.paths['/v1/oauth/token'].post.security, []);
  });

  it('documents the required Idempotency-Key header on every write operation', () => {
    // Sends a ping and stores nothing: nothing to replay, and no transaction may wait on a receiver.
    const storesNothing = new Set(['post /v1/webhook_endpoints/{id}/test']);
    let writes = 0;
    for (const [m, p, op] of operations()) {
      if (!['post', 'patch', 'put', 'delete'].includes(m) || p.startsWith('/v1/oauth/') || p.startsWith('/storefront/'))
        continue;
      if (storesNothing.has(`${m} ${p}`)) continue;
      if (!op.security?.length) continue;
      writes++;
      const h = op.parameters?.find((x) => x.in === 'header' && x.name.toLowerCase() === 'idempotency-key');
      assert.ok(h, `${m} ${p} documents Idempotency-Key`);
      assert.equal(h.name, 'Idempotency-Key', 'spelled as documented, so a generated client takes it');
      assert.equal(h.required, true, `${m} ${p}`);
    }
    assert.ok(writes >= 0);
  });

  it('has the Error schema in components, referenced by error responses', () => {
    const error = doc.components.schemas.Error;
    assert.ok(error, 'components.schemas.Error');
    assert.deepEqual([...error.properties.error.required].sort(), ['code', 'message', 'request_id']);
    const r401 = JSON.stringify(doc.paths['/v1/me'].get.responses['401']);
    assert.match(r401, /#\/components\/schemas\/Error/);
  });

  it('names every resource schema in components.schemas and references it by $ref', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of [
      'Item',
      'ItemSummary',
      'Variant',
      'Option',
      'Order',
      'OrderSummary',
      'Shipping',
      'Tracking',
      'Customer',
      'Category',
      'DeliveryCompany',
      'InflowRoute',
      'Shop',
      'Money',
      'Error',
      'Event',
      'OrderCreatedEvent',
      'StockChangedEvent',
    ])
      assert.ok(names.includes(name), `components.schemas.${name}`);
    const item = doc.paths['/v1/items/{id}'].get.responses['200'].content['application/json'].schema;
    assert.deepEqual(item.properties.data, { $ref: '#/components/schemas/Item' });
    const order = doc.components.schemas.Order;
    assert.deepEqual(order.properties.shippings.items, { $ref: '#/components/schemas/Shipping' });
    assert.deepEqual(doc.webhooks['order.paid'].post.requestBody.content['application/json'].schema, {
      $ref: '#/components/schemas/OrderPaidEvent',
    });
    assert.doesNotMatch(
      JSON.stringify([doc.paths, doc.webhooks, doc.components.schemas]),
      /"title":"[A-Z][A-Za-z0-9]*"/,
      'every schema titled with a name was hoisted',
    );
  });

  it('describes every success response (never "Default Response")', () => {
    for (const [m, p, op] of operations())
      for (const [status, response] of Object.entries(op.responses)) {
        assert.ok(response.description, `${m} ${p} ${status}`);
        assert.notEqual(response.description, 'Default Response', `${m} ${p} ${status}`);
      }
  });

  it('has an example for every request body and every response with a body, errors included', () => {
    const missing: string[] = [];
    for (const [m, p, op] of operations()) {
      for (const [type, media] of Object.entries<any>((op as any).requestBody?.content ?? {}))
        if (media.example === undefined && media.examples === undefined) missing.push(`${m} ${p} body ${type}`);
      for (const [status, response] of Object.entries(op.responses))
        for (const [type, media] of Object.entries<any>(response.content ?? {}))
          if (media.example === undefined && media.examples === undefined) missing.push(`${m} ${p} ${status} ${type}`);
    }
    assert.deepEqual(missing, []);
  });

  it("narrows Error.code of each error response to the catalogue's codes of that status, with an example of one", () => {
    let narrowed = 0;
    for (const [m, p, op] of operations())
      for (const [status, response] of Object.entries(op.responses)) {
        const media = response.content?.['application/json'];
        if (Number(status) < 400 || !JSON.stringify(media?.schema ?? {}).includes('#/components/schemas/Error'))
          continue;
        const codes: string[] = media.schema.allOf?.[1]?.properties?.error?.properties?.code?.enum;
        assert.ok(codes?.length, `${m} ${p} ${status} lists its codes`);
        for (const code of codes)
          assert.equal(String(ERROR_STATUS[code as keyof typeof ERROR_STATUS]), status, `${m} ${p}: ${code}`);
        assert.ok(codes.includes(media.example.error.code), `${m} ${p} ${status} example`);
        narrowed++;
      }
    assert.ok(narrowed > 100, `${narrowed} error responses`);
    const create = doc.paths['/v1/items'].post.responses;
    assert.ok(
      create['409'].content['application/json'].schema.allOf[1].properties.error.properties.code.enum.includes(
        'sku_taken',
      ),
    );
  });

  it('makes query parameters with a default optional (limit and offset on every list)', () => {
    let lists = 0;
    for (const [m, p, op] of operations())
      for (const param of op.parameters ?? []) {
        if (param.in !== 'query' || !['limit', 'offset'].includes(param.name)) continue;
        lists++;
        assert.notEqual(param.required, true, `${m} ${p} ${param.name}`);
        assert.ok((param as any).schema.default !== undefined, `${m} ${p} ${param.name} default`);
      }
    assert.ok(lists >= 20, `${lists} limit/offset parameters`);
  });

  it('declares every tag an operation uses, each with a description', () => {
    const declared = new Map<string, string>(doc.tags.map((tag: any) => [tag.name, tag.description]));
    for (const [m, p, op] of operations())
      for (const tag of (op as any).tags ?? []) assert.ok(declared.get(tag), `${m} ${p} tag ${tag}`);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(([, , op]) => op.operationId);
    for (const id of ids) assert.match(String(id), /^[a-z][A-Za-z0-9]+$/);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('shows a GET /v1/me example that matches the real response shape', async () => {
    const ok = doc.paths['/v1/me'].get.responses['200'].content['application/json'];
    const example = ok.schema.examples?.[0] ?? ok.example ?? Object.values<any>(ok.examples ?? {})[0]?.value;
    assert.ok(example, 'an example of the /v1/me answer');
    const res = await t.get('/v1/me', await t.token(['read_users']));
    const real = res.json();
    assert.deepEqual(Object.keys(example).sort(), Object.keys(real).sort());
    assert.deepEqual(Object.keys(example.data).sort(), Object.keys(real.data).sort());
    // A field that is null until set (the invoice registration number) shows its set form in the example.
    for (const k of Object.keys(real.data))
      if (real.data[k] !== null) assert.equal(typeof example.data[k], typeof real.data[k], k);
  });

  it('serves the interactive docs at /docs as HTML', async () => {
    let res = await t.request('GET', '/docs');
    if (res.statusCode >= 300 && res.statusCode < 400) res = await t.request('GET', String(res.headers.location));
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.match(res.body, /<html/i);
  });
});

describe('npm run lint:openapi (Redocly, rules in redocly.yaml)', () => {
  it('passes on the generated document', sqlitePassOnly('the document does not depend on the database'), async () => {
    const r = await runProcess(process.execPath, ['--import', 'tsx', 'scripts/openapi-lint.ts'], { cwd: ROOT });
    assert.equal(r.code, 0, `${r.stdout}\n${r.stderr}`);
    assert.match(r.stdout + r.stderr, /valid/);
  });
});
