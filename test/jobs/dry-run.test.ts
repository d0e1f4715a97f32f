import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { csvText, ITEM_HEADER, itemRow, runImport } from '../helpers/jobs.ts';

/** A report as both runs must give it: ids differ (a dry run's created items are rolled back). */
const report = (results: any[]) => results.map((r) => ({ row: r.row, status: r.status, sku: r.sku, errors: r.errors }));

describe(`A dry run reports each row as the real run does, a sku repeated in the file included (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  before(async () => {
    // Batches of 3 rows, so a sku's rows fall in different batches (and transactions).
    t = await startTestApp({}, { jobWorker: { batchRows: 3, batchMs: 10_000 } });
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());

  const row = (sku: string, cells: Record<string, unknown> = {}) => itemRow(sku, categoryId, cells);

  it('items: created, then edited, unchanged and refused rows of the same sku, across batches', async () => {
    const file = csvText([
      ITEM_HEADER,
      row('DUP-1'),
      row('DUP-1'),
      row('DUP-1', { name: '改名' }),
      row('BAD-1', { 'price.amount': 10 }),
      row('DUP-2', { category_id: 'cat_nope' }),
      row('DUP-2'),
      row('DUP-1', { 'price.amount': 10 }),
      row('DUP-2', { name: '二番目' }),
      row('DUP-1', { name: '改名' }),
      row('ONE-1'),
    ]);
    const dry = await runImport(t, '/v1/items/imports?dry_run=true', token, file);
    assert.equal((await t.get('/v1/items', token)).json().data.length, 0, 'the dry run wrote nothing');
    const real = await runImport(t, '/v1/items/imports', token, file);
    assert.deepEqual(
      real.results.map((r) => r.status),
      ['created', 'unchanged', 'updated', 'failed', 'failed', 'created', 'failed', 'updated', 'unchanged', 'created'],
    );
    assert.deepEqual(report(dry.results), report(real.results));
    assert.deepEqual(dry.job.rows, real.job.rows);
  });

  it('stock: each row adjusts what the rows before it left, a refusal included', async () => {
    const file = csvText([
      ['sku', 'adjustment'],
      ['STOCK-1', -3],
      ['STOCK-1', -3],
      ['STOCK-1', 1],
      ['STOCK-1', -3],
      ['NOPE', 1],
      ['STOCK-1', -1],
    ]);
    await runImport(t, '/v1/items/imports', token, csvText([ITEM_HEADER, row('STOCK-1', { inventory: 5 })]));
    const dry = await runImport(t, '/v1/stock/imports?dry_run=true', token, file);
    const real = await runImport(t, '/v1/stock/imports', token, file);
    assert.deepEqual(
      real.results.map((r) => r.status),
      ['updated', 'failed', 'updated', 'updated', 'failed', 'failed'],
    );
    assert.deepEqual(report(dry.results), report(real.results));
  });
});
