import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { csvText, ITEM_HEADER, itemRow, runImport, sendImport, shiftJis } from '../helpers/jobs.ts';

describe(`Item and stock imports apply each row as the single-item endpoints do (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());

  const row = (sku: string, cells: Record<string, unknown> = {}) => itemRow(sku, categoryId, cells);

  it('creates new skus, edits known ones, reports unchanged rows and refusals with the endpoint codes', async () => {
    const known = await createTestItem(t, token, { category_id: categoryId, sku: 'KNOWN-1' });
    const file = csvText([
      ITEM_HEADER,
      row('NEW-1'),
      row('KNOWN-1', { name: '改名, "引用"\n改行', 'price.amount': known.price.amount }),
      row('NEW-2', { 'price.amount': 10 }),
      row('NEW-3', { tax_rate: 'abc' }),
      row('NEW-4', { category_id: 'cat_nope' }),
    ]);
    const { job, results } = await runImport(t, '/v1/items/imports', token, file);
    assert.equal(job.status, 'succeeded');
    assert.deepEqual(job.rows, { total: 5, processed: 5, created: 1, updated: 1, unchanged: 0, failed: 3 });
    assert.deepEqual(
      results.map((r) => [r.row, r.status, r.sku]),
      [
        [1, 'created', 'NEW-1'],
        [2, 'updated', 'KNOWN-1'],
        [3, 'failed', 'NEW-2'],
        [4, 'failed', 'NEW-3'],
        [5, 'failed', 'NEW-4'],
      ],
    );
    assert.equal(results[2].errors[0].code, 'price_below_minimum');
    assert.deepEqual([results[3].errors[0].field, results[3].errors[0].code], ['tax_rate', 'invalid_request']);
    assert.equal(results[4].errors[0].field, 'category_id');
    const edited = (await t.get(`/v1/items/${known.id}`, token)).json().data;
    assert.equal(edited.name, '改名, "引用"\n改行');
    const history = (await t.get(`/v1/items/${known.id}/history`, token)).json().data;
    assert.equal(history[0].changes[0].field, 'name');
    // The same file again: the edit is unchanged now; the created sku is edited with what it holds.
    const again = await runImport(t, '/v1/items/imports', token, file);
    assert.deepEqual(
      again.results.slice(0, 2).map((r) => r.status),
      ['unchanged', 'unchanged'],
    );
  });

  it('a dry run reports what would happen and writes nothing', async () => {
    const res = await sendImport(t, '/v1/items/imports?dry_run=true', token, csvText([ITEM_HEADER, row('DRY-1')]));
    assert.equal(res.statusCode, 202, res.body);
    assert.equal(res.json().data.dry_run, true);
    const { finishedJob, resultsOf } = await import('../helpers/jobs.ts');
    const job = await finishedJob(t, token, res.json().data.id);
    assert.equal(job.rows.created, 1);
    assert.equal((await resultsOf(t, token, job.id))[0].status, 'created');
    assert.equal((await t.get('/v1/items', token, { sku: 'DRY-1' })).json().pagination.total, 0);
  });

  it('Shift_JIS with full-width characters, and UTF-8 with a BOM', async () => {
    const sj = await runImport(
      t,
      '/v1/items/imports',
      token,
      shiftJis(csvText([ITEM_HEADER, row('SJ-1', { name: 'ドリップ珈琲①　ＡＢＣ' })])),
      'text/csv; charset=shift_jis',
    );
    assert.equal(sj.results[0].status, 'created', JSON.stringify(sj.results));
    const item = (await t.get('/v1/items', token, { sku: 'SJ-1' })).json().data[0];
    assert.equal(item.name, 'ドリップ珈琲①　ＡＢＣ');
    const bom = await runImport(t, '/v1/items/imports', token, `\ufeff${csvText([ITEM_HEADER, row('BOM-1')])}`);
    assert.equal(bom.results[0].status, 'created', JSON.stringify(bom.results));
  });

  it('stock rows set or adjust by sku, a failed row writes nothing', async () => {
    const a = await createTestItem(t, token, { category_id: categoryId, sku: 'STOCK-A', inventory: 5 });
    const b = await createTestItem(t, token, { category_id: categoryId, sku: 'STOCK-B', inventory: 5 });
    const set = await runImport(
      t,
      '/v1/stock/imports',
      token,
      csvText([
        ['sku', 'inventory'],
        ['STOCK-A', 9],
        ['STOCK-B', ''],
        ['NOPE', 1],
      ]),
    );
    assert.deepEqual(
      set.results.map((r) => r.status),
      ['updated', 'updated', 'failed'],
    );
    assert.equal(set.results[2].errors[0].code, 'not_found');
    const adjust = await runImport(
      t,
      '/v1/stock/imports',
      token,
      csvText([
        ['sku', 'adjustment'],
        ['STOCK-A', -3],
        ['STOCK-A', -10],
      ]),
    );
    assert.deepEqual(
      adjust.results.map((r) => [r.status, r.errors[0]?.code]),
      [
        ['updated', undefined],
        ['failed', 'insufficient_stock'],
      ],
    );
    assert.equal((await t.get(`/v1/items/${a.id}`, token)).json().data.inventory, 6);
    assert.equal((await t.get(`/v1/items/${b.id}`, token)).json().data.inventory, null);
  });

  it('a file that cannot be read is a 400, one too large a 413, and nothing is queued', async () => {
    const cases: [string | Buffer, string, number, RegExp][] = [
      [Buffer.from([0x82, 0xa0, 0xff, 0xfe]), 'text/csv', 400, /UTF-8/],
      ['sku,name\n"open,quote\n', 'text/csv', 400, /well-formed CSV/],
      ['', 'text/csv', 400, /header/],
      ['sku,colour\nA,red\n', 'text/csv', 400, /colour/],
      ['name\nA\n', 'text/csv', 400, /sku/],
      ['sku,sku\nA,B\n', 'text/csv', 400, /twice/],
      ['sku\nA\n', 'text/csv; charset=latin1', 415, /charset/],
      [`sku\n${'A\n'.repeat(100_001)}`, 'text/csv', 413, /rows/],
    ];
    for (const [file, type, status, message] of cases) {
      const res = await sendImport(t, '/v1/items/imports', token, file, type);
      assert.equal(res.statusCode, status, `${type} ${String(file).slice(0, 30)}: ${res.body}`);
      assert.match(errorOf(res).message, message);
    }
  });
});
