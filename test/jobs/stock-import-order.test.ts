import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { csvText, finishedJob, runImport, sendImport } from '../helpers/jobs.ts';

/** A JSON lines file (a CSV row cannot leave inventory out: its empty cell is null, unlimited). */
const ndjson = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
const NDJSON = 'application/x-ndjson';

/** A report as both runs must give it (the dry run's and the real one's). */
const report = (results: any[]) => results.map((r) => ({ row: r.row, status: r.status, sku: r.sku, errors: r.errors }));

describe(`A stock import's batch applies its rows in file order, as the stock endpoint would one by one (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  let categoryId: string;
  before(async () => {
    t = await startTestApp({}, { jobWorker: { batchRows: 50, batchMs: 10_000 } });
    token = await t.token(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());

  const stockEvents = async (after: number) =>
    (
      await t.ctx.db
        .selectFrom('changes')
        .select(['seq', 'type', 'payload'])
        .where('type', 'like', 'stock.%')
        .where('seq', '>', after)
        .orderBy('seq')
        .execute()
    ).map((c) => [c.type, JSON.parse(c.payload!).inventory]);
  const lastSeq = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('changes')
          .select((eb) => eb.fn.max('seq').as('seq'))
          .executeTakeFirst()
      )?.seq ?? 0,
    );

  it('a sku twice in a batch: the second row sees the first; refusals write nothing; each level is announced', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, sku: 'ORDER-1', inventory: 5 });
    const sized = await createTestItem(t, token, {
      category_id: categoryId,
      variation_axes: [{ name: 'Size', values: [{ name: 'S' }] }],
      variants: [{ sku: 'ORDER-1-S', name: 'S', axis_values: [{ axis: 'Size', value: 'S' }] }],
    });
    const file = ndjson([
      { sku: 'ORDER-1', inventory: 10 },
      { sku: 'ORDER-1', adjustment: -4 },
      { sku: 'ORDER-1', adjustment: -7 },
      { sku: 'ORDER-1-S', inventory: 3 },
      { sku: 'ORDER-1', adjustment: -6 },
      { sku: 'ORDER-1-S', adjustment: -3 },
      { sku: 'NOPE', adjustment: 1 },
      { sku: 'ORDER-1', adjustment: 999_999_999 },
      { sku: 'ORDER-1', adjustment: 2 },
    ]);
    const before = await lastSeq();
    const dry = await runImport(t, '/v1/stock/imports?dry_run=true', token, file, NDJSON);
    assert.equal((await t.get(`/v1/items/${item.id}`, token)).json().data.inventory, 5, 'the dry run wrote nothing');
    assert.deepEqual(await stockEvents(before), []);

    const real = await runImport(t, '/v1/stock/imports', token, file, NDJSON);
    assert.deepEqual(
      real.results.map((r) => [r.status, r.id, r.errors[0]?.code ?? null, r.errors[0]?.field ?? null]),
      [
        ['updated', item.id, null, null],
        ['updated', item.id, null, null],
        ['failed', null, 'insufficient_stock', null],
        ['updated', sized.variants[0].id, null, null],
        ['updated', item.id, null, null],
        ['updated', sized.variants[0].id, null, null],
        ['failed', null, 'not_found', null],
        ['updated', item.id, null, null],
        ['failed', null, 'invalid_request', 'adjustment'],
      ],
    );
    assert.deepEqual(report(dry.results), report(real.results));
    assert.deepEqual(dry.job.rows, real.job.rows);
    assert.equal((await t.get(`/v1/items/${item.id}`, token)).json().data.inventory, 999_999_999);
    assert.equal((await t.get(`/v1/items/${sized.id}`, token)).json().data.variants[0].inventory, 0);
    assert.deepEqual(await stockEvents(before), [
      ['stock.changed', 10],
      ['stock.changed', 6],
      ['stock.changed', 3],
      ['stock.changed', 0],
      ['stock.out', 0],
      ['stock.changed', 0],
      ['stock.out', 0],
      ['stock.changed', 999_999_999],
    ]);
  });

  it('an absolute set then adjustments of one sku, and a refusal between them, give the single endpoint answers', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, sku: 'ORDER-2', inventory: 1 });
    const rows = [{ adjustment: -2 }, { inventory: 4 }, { adjustment: -5 }, { adjustment: -4 }, { adjustment: 1 }];
    const file = ndjson(rows.map((r) => ({ sku: 'ORDER-2', ...r })));
    const imported = await runImport(t, '/v1/stock/imports', token, file, NDJSON);
    // The same changes one by one through PATCH /v1/items/{id}/stock, on a twin starting alike.
    const twin = await createTestItem(t, token, { category_id: categoryId, sku: 'ORDER-2-TWIN', inventory: 1 });
    const answers = [];
    for (const body of rows) {
      const res = await t.patch(`/v1/items/${twin.id}/stock`, token, body);
      answers.push(res.statusCode === 200 ? [] : [res.json().error.code, res.json().error.message]);
    }
    assert.deepEqual(
      imported.results.map((r) => (r.status === 'failed' ? [r.errors[0].code, r.errors[0].message] : [])),
      answers,
    );
    assert.equal(
      (await t.get(`/v1/items/${item.id}`, token)).json().data.inventory,
      (await t.get(`/v1/items/${twin.id}`, token)).json().data.inventory,
    );
  });

  it('adjustments made through the endpoint while an import runs are never lost', async () => {
    const item = await createTestItem(t, token, { category_id: categoryId, sku: 'ORDER-3', inventory: 100 });
    const ROWS = 300;
    const file = csvText([['sku', 'adjustment'], ...Array.from({ length: ROWS }, () => ['ORDER-3', 1])]);
    const res = await sendImport(t, '/v1/stock/imports', token, file);
    assert.equal(res.statusCode, 202, res.body);
    // Taken one by one while the import's batches commit (batches of 50: several transactions).
    for (let i = 0; i < 20; i++)
      assert.equal((await t.patch(`/v1/items/${item.id}/stock`, token, { adjustment: -1 })).statusCode, 200);
    const job = await finishedJob(t, token, res.json().data.id);
    assert.deepEqual([job.status, job.rows.updated, job.rows.failed], ['succeeded', ROWS, 0]);
    assert.equal((await t.get(`/v1/items/${item.id}`, token)).json().data.inventory, 100 + ROWS - 20);
  });
});
