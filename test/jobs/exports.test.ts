import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { finishedJob, runImport } from '../helpers/jobs.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

describe(`Exports: items re-import unchanged, orders with personal data only for read_orders_pii (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({ STOREFRONT_DEV_LOGIN: 'true' });
    token = await t.token(['write_items', 'read_items']);
    const category = (await createTestCategory(t)).id;
    await createTestItem(t, token, {
      category_id: category,
      sku: 'EXP-1',
      name: '珈琲, "特選"\n二行目①',
      discount_rate: 10,
      discount_title: '秋の感謝祭',
      sell_from: '2026-11-01 00:00',
      detail_url: 'https://shop.example.jp/coffee',
      shipping_cost: { amount: 500, currency: 'JPY' },
      selling_limits: 3,
    });
    await createTestItem(t, token, { category_id: category, sku: 'EXP-2', inventory: null, is_shipping: false });
  });
  after(() => t.close());

  async function exported(body: Record<string, unknown>, tk = token, path = '/v1/items/exports') {
    const res = await t.post(path, tk, body);
    assert.equal(res.statusCode, 202, res.body);
    const job = await finishedJob(t, tk, res.json().data.id);
    assert.equal(job.status, 'succeeded', JSON.stringify(job));
    return { job, file: await t.get(`/v1/jobs/${job.id}/file`, tk) };
  }

  for (const [format, encoding, type] of [
    ['csv', 'utf-8', 'text/csv'],
    ['csv', 'shift_jis', 'text/csv; charset=shift_jis'],
    ['ndjson', 'utf-8', 'application/x-ndjson'],
  ] as const) {
    it(`items as ${format} in ${encoding}: export, import, and nothing changes`, async () => {
      const before = (await t.get('/v1/items', token)).json().data;
      const { job, file } = await exported({ format, encoding });
      assert.equal(job.rows.total, 2);
      assert.equal(file.statusCode, 200);
      assert.match(String(file.headers['content-type']), new RegExp(type.split(';')[0]!));
      if (encoding === 'shift_jis') assert.match(iconv.decode(file.rawPayload, 'cp932'), /珈琲, ""特選""\n二行目①/);
      const back = await runImport(t, '/v1/items/imports', token, file.rawPayload, type);
      assert.deepEqual(
        back.results.map((r) => [r.sku, r.status, r.errors]),
        [
          ['EXP-1', 'unchanged', []],
          ['EXP-2', 'unchanged', []],
        ],
      );
      assert.deepEqual((await t.get('/v1/items', token)).json().data, before);
    });
  }

  it('an import has no file; an export answers its file once it succeeded; another scope does not see the job', async () => {
    const { job } = await exported({});
    assert.equal(errorOf(await t.get(`/v1/jobs/${job.id}`, await t.token(['read_orders']))).code, 'not_found');
    assert.equal(
      errorOf(await t.post('/v1/items/exports', token, { format: 'ndjson', encoding: 'shift_jis' })).code,
      'invalid_request',
    );
  });

  it('orders: headers by updated_at; purchaser columns and the file only with read_orders_pii', async () => {
    await placeTestOrder(t);
    await placeTestOrder(t);
    const plain = await t.token(['read_orders']);
    const pii = await t.token(['read_orders', 'read_orders_pii']);
    const withoutPii = await exported({}, plain, '/v1/orders/exports');
    const lines = withoutPii.file.body.trim().split('\n');
    assert.equal(lines.length, 3);
    assert.ok(lines[0]!.startsWith('id,number,ordered_at,updated_at,status'));
    assert.doesNotMatch(lines[0]!, /purchaser/);
    const withPii = await exported({ format: 'ndjson', status: ['init', 'paid'] }, pii, '/v1/orders/exports');
    const orders = withPii.file.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(orders.length, 2);
    assert.ok(orders.every((o) => o.purchaser && typeof o.purchaser.last_name === 'string'));
    assert.equal(errorOf(await t.get(`/v1/jobs/${withPii.job.id}/file`, plain)).code, 'insufficient_scope');
  });
});
