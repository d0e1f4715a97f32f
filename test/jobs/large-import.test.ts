import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { csvText, ITEM_HEADER, itemRow, runImport, shiftJis } from '../helpers/jobs.ts';

const ROWS = Number(process.env.LARGE_IMPORT_ROWS ?? 10_000);

/** The bad rows, by row number: what is wrong and the code the single-item endpoint answers. */
const BAD: Record<number, { cells: Record<string, unknown>; code: string; field: string | null }> = {
  17: { cells: { 'price.amount': 30 }, code: 'price_below_minimum', field: null },
  2500: { cells: { category_id: 'cat_missing' }, code: 'invalid_request', field: 'category_id' },
  7777: { cells: { tax_rate: '八' }, code: 'invalid_request', field: 'tax_rate' },
  9999: { cells: { name: '' }, code: 'invalid_request', field: 'name' },
};

describe(`A 10,000-row Shift_JIS items file with a few bad rows is reported row by row (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());

  it('every good row creates its item, every bad row fails with its code, and nothing else is written', async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const n = i + 1;
      return itemRow(`BULK-${n}`, categoryId, {
        name: `有機栽培コーヒー豆「${n}号」、深煎り`,
        description: n % 100 === 0 ? '一行目\n二行目, "引用"付き' : '説明：ドリップ用　ＡＢＣ①',
        'price.amount': 1000 + (n % 500),
        tax_rate: n % 2 ? 8 : 10,
        inventory: n % 7,
        ...BAD[n]?.cells,
      });
    });
    const { job, results } = await runImport(
      t,
      '/v1/items/imports',
      token,
      shiftJis(csvText([ITEM_HEADER, ...rows])),
      'text/csv; charset=shift_jis',
      // A row is a whole item creation (events, history): on a loaded machine 10,000 of them take a while.
      600_000,
    );
    const bad = Object.keys(BAD).length;
    assert.deepEqual(job.rows, {
      total: ROWS,
      processed: ROWS,
      created: ROWS - bad,
      updated: 0,
      unchanged: 0,
      failed: bad,
    });
    assert.equal(results.length, ROWS);
    for (const [i, r] of results.entries()) {
      const n = i + 1;
      assert.equal(r.row, n);
      assert.equal(r.sku, `BULK-${n}`);
      const expected = BAD[n];
      if (!expected) {
        assert.equal(r.status, 'created', `row ${n}: ${JSON.stringify(r)}`);
        assert.match(r.id, /^item_/);
        assert.deepEqual(r.errors, []);
        continue;
      }
      assert.equal(r.status, 'failed', `row ${n}`);
      assert.equal(r.id, null);
      assert.equal(r.errors[0].code, expected.code, `row ${n}: ${JSON.stringify(r.errors)}`);
      if (expected.field) assert.equal(r.errors[0].field, expected.field, `row ${n}`);
    }
    const count = await t.ctx.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sku', 'like', 'BULK-%')
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), ROWS - bad);
    const sample = (await t.get('/v1/items', token, { sku: 'BULK-100' })).json().data[0];
    const full = (await t.get(`/v1/items/${sample.id}`, token)).json().data;
    assert.equal(full.name, '有機栽培コーヒー豆「100号」、深煎り');
    assert.equal(full.description, '一行目\n二行目, "引用"付き');
    const failedFirst = (await t.get(`/v1/jobs/${job.id}/results`, token, { failed_first: 'true' })).body.split('\n');
    assert.deepEqual(
      failedFirst.slice(0, bad).map((l) => JSON.parse(l).row),
      [17, 2500, 7777, 9999],
    );
  });
});
