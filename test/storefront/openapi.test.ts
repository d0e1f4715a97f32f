import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';

type Op = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, unknown>;
};

describe('OpenAPI: storefront security', () => {
  let t: TestApp;
  let doc: any;
  before(async () => {
    t = await startTestApp();
    doc = (await t.request('GET', '/v1/openapi.json')).json();
  });
  after(() => t.close());

  const storefrontOps = (): [string, string, Op][] =>
    Object.entries<Record<string, Op>>(doc.paths)
      .filter(([p]) => p.startsWith('/storefront/'))
      .flatMap(([p, ops]) => Object.entries(ops).map(([m, op]) => [m, p, op] as [string, string, Op]));

  it('has the shopperSession scheme: an Authorization header carrying "Shopper <token>"', () => {
    const scheme = doc.components.securitySchemes.shopperSession;
    assert.equal(scheme.type, 'apiKey');
    assert.equal(scheme.in, 'header');
    assert.equal(scheme.name, 'Authorization');
    assert.match(scheme.description, /Shopper <token>.*POST \/storefront\/v1\/shops\/\{shopId\}\/session/);
  });

  it('declares shopperSession on every storefront route that needs a shopper (with 401), and only sign-in is public', () => {
    const ops = storefrontOps();
    assert.ok(ops.length >= 12);
    for (const [m, p, op] of ops) {
      if (m === 'post' && p === '/storefront/v1/shops/{shopId}/session') {
        assert.deepEqual(op.security, [], 'sign-in is public');
        continue;
      }
      assert.deepEqual(op.security, [{ shopperSession: [] }], `${m} ${p}`);
      assert.ok(op.responses['401'], `${m} ${p} documents 401`);
    }
  });

  it('documents the optional Idempotency-Key of checkout', () => {
    const h = doc.paths['/storefront/v1/checkout'].post.parameters?.find(
      (x: any) => x.in === 'header' && x.name.toLowerCase() === 'idempotency-key',
    );
    assert.ok(h, 'Idempotency-Key documented');
    assert.notEqual(h.required, true);
  });
});
