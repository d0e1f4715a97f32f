import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { finishedJob, runImport } from '../helpers/jobs.ts';
import { createStorefrontItem, placeTestOrder } from '../helpers/storefront.ts';

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

  it('orders: one row per line with the order repeated; purchaser columns and the file only with read_orders_pii', async () => {
    const [a, b] = [await createStorefrontItem(t, { price: 1200 }), await createStorefrontItem(t, { price: 800 })];
    const two = await placeTestOrder(t, { lines: [{ itemId: a.id, quantity: 2 }, { itemId: b.id }] });
    await placeTestOrder(t);
    const plain = await t.token(['read_orders']);
    const pii = await t.token(['read_orders', 'read_orders_pii']);
    const withoutPii = await exported({}, plain, '/v1/orders/exports');
    assert.equal(withoutPii.job.rows.total, 3, 'a row per line');
    const [header, ...rows] = parseCsv(withoutPii.file.body);
    assert.ok(header!.join(',').startsWith('id,number,ordered_at,updated_at,status'));
    assert.doesNotMatch(header!.join(','), /purchaser/);
    const col = (row: string[], name: string) => row[header!.indexOf(name)];
    const ofTwo = rows.filter((r) => col(r, 'id') === two.orderId);
    assert.equal(ofTwo.length, 2);
    assert.deepEqual(
      ofTwo.map((r) => [
        col(r, 'line.number'),
        col(r, 'line.item_id'),
        col(r, 'line.quantity'),
        col(r, 'line.unit_price'),
      ]),
      [
        ['1', a.id, '2', '1200'],
        ['2', b.id, '1', '800'],
      ],
    );
    assert.equal(col(ofTwo[0]!, 'number'), col(ofTwo[1]!, 'number'), "the order's columns repeated");
    assert.equal(col(ofTwo[0]!, 'line.subtotal'), '2400');

    const withPii = await exported({ format: 'ndjson', status: ['init', 'paid'] }, pii, '/v1/orders/exports');
    const orders = withPii.file.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(orders.length, 2);
    assert.ok(orders.every((o) => o.purchaser && typeof o.purchaser.last_name === 'string'));
    const detail = (await t.get(`/v1/orders/${two.orderId}`, pii)).json().data;
    assert.deepEqual(orders.find((o) => o.id === two.orderId).line_items, detail.line_items);
    assert.equal(errorOf(await t.get(`/v1/jobs/${withPii.job.id}/file`, plain)).code, 'insufficient_scope');
    const csvPii = await exported({}, pii, '/v1/orders/exports');
    const [piiHeader, ...piiRows] = parseCsv(csvPii.file.body);
    const last = piiHeader!.indexOf('purchaser.last_name');
    assert.ok(last > 0 && piiRows.every((r) => r[last] !== ''), 'the purchaser on every row');
  });
});

/** A CSV file's rows of cells. */
function parseCsv(text: string): string[][] {
  return parse(text) as string[][];
}
