import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createItem } from '../../src/catalog/items/service.ts';
import { SYSTEM } from '../../src/lib/actor.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem, itemBody } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { csvText, finishedJob, ITEM_HEADER, itemRow, resultsOf, runImport, sendImport } from '../helpers/jobs.ts';
import { shopperRequest, signInShopper } from '../helpers/storefront.ts';
import { until } from '../helpers/until.ts';

// The items import creates a batch's new skus together (createItems) and edits its existing ones
// together (updateItems): each row must still be reported, and written, exactly as the create and
// edit endpoints one row at a time would.
describe(`An items import's batch created and edited together answers each row as row by row (${TEST_DIALECT})`, () => {
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
  const importLines = (bodies: unknown[]) =>
    runImport(
      t,
      '/v1/items/imports',
      token,
      bodies.map((b) => JSON.stringify(b)).join('\n') + '\n',
      'application/x-ndjson',
    );
  const skuCount = async (sku: string) => (await t.get('/v1/items', token, { sku })).json().pagination.total;
  const createdEvents = async (skus: string[]) =>
    (await t.ctx.db.selectFrom('changes').select('payload').where('type', '=', 'item.created').execute())
      .map((c) => JSON.parse(c.payload!))
      .filter((o) => skus.includes(o.sku));

  it('refused rows in the middle (a bad category, a sku named again, a variant sku) write nothing; the others go on', async () => {
    const colours = await createTestItem(t, token, {
      category_id: categoryId,
      variation_axes: [{ name: 'Color', values: [{ name: 'Red' }] }],
      variants: [{ sku: 'BATCH-RED', name: 'Red', axis_values: [{ axis: 'Color', value: 'Red' }] }],
    });
    const { job, results } = await runImport(
      t,
      '/v1/items/imports',
      token,
      csvText([
        ITEM_HEADER,
        row('BATCH-1'),
        row('BATCH-2', { category_id: 'cat_nope' }),
        row('BATCH-1', { name: '二行目' }),
        row('BATCH-RED'),
        row('BATCH-3'),
      ]),
    );
    assert.equal(job.status, 'succeeded');
    assert.deepEqual(
      results.map((r) => [r.row, r.status, r.sku, r.errors[0]?.code ?? null, r.errors[0]?.field ?? null]),
      [
        [1, 'created', 'BATCH-1', null, null],
        [2, 'failed', 'BATCH-2', 'invalid_request', 'category_id'],
        [3, 'updated', 'BATCH-1', null, null],
        [4, 'failed', 'BATCH-RED', 'sku_taken', null],
        [5, 'created', 'BATCH-3', null, null],
      ],
    );
    assert.equal(await skuCount('BATCH-2'), 0);
    assert.equal(await skuCount('BATCH-RED'), 0);
    assert.deepEqual(
      (await t.get(`/v1/items/${colours.id}`, token)).json().data.variants.map((v: { sku: string }) => v.sku),
      ['BATCH-RED'],
    );
    // The second row of BATCH-1 edited what the first created: its history says so.
    const first = (await t.get(`/v1/items/${results[0].id}`, token)).json().data;
    assert.equal(first.name, '二行目');
    const history = (await t.get(`/v1/items/${first.id}/history`, token)).json().data;
    assert.deepEqual(
      history.map((h: { changes: { field: string }[] }) => h.changes[0]!.field),
      ['name'],
    );
    // Each created item announced once, with the item as GET /v1/items/{id} shows it.
    const events = await createdEvents(['BATCH-1', 'BATCH-2', 'BATCH-3']);
    assert.deepEqual(events.map((o) => o.sku).sort(), ['BATCH-1', 'BATCH-3']);
    const third = (await t.get(`/v1/items/${results[4].id}`, token)).json().data;
    assert.deepEqual(
      events.find((o) => o.sku === 'BATCH-3'),
      third,
    );
  });

  it('edits of a batch applied together: each row answered, recorded and announced as the edit endpoint would', async () => {
    const made: Record<string, { id: string; updated_at: string }> = {};
    for (const sku of ['EDIT-SAME', 'EDIT-PRICE', 'EDIT-LOW', 'EDIT-CAT', 'EDIT-ARCH', 'EDIT-OPT'])
      made[sku] = await createTestItem(t, token, { category_id: categoryId, sku, name: `名前 ${sku}` });
    const shopper = await signInShopper(t);
    for (const sku of ['EDIT-SAME', 'EDIT-PRICE', 'EDIT-ARCH']) {
      const added = await shopperRequest(t, shopper.token, 'POST', '/storefront/v1/cart/lines', {
        item_id: made[sku]!.id,
        quantity: 1,
      });
      assert.equal(added.statusCode, 201, added.body);
    }
    const file = [
      { sku: 'EDIT-SAME', name: '名前 EDIT-SAME', inventory: 99 },
      { sku: 'EDIT-PRICE', price: { amount: 1500, currency: 'JPY' } },
      { sku: 'EDIT-LOW', price: { amount: 10, currency: 'JPY' }, name: '書かれない' },
      { sku: 'EDIT-CAT', category_id: 'cat_nope', name: '書かれない' },
      { sku: 'EDIT-ARCH', archived: true },
      { sku: 'EDIT-OPT', options: [{ type: 'choice', label: '包装', choices: [{ text: 'のし紙' }] }] },
    ];
    const { job, results } = await importLines(file);
    assert.equal(job.status, 'succeeded');
    assert.deepEqual(
      results.map((r) => [r.sku, r.status, r.id, r.errors[0]?.code ?? null, r.errors[0]?.field ?? null]),
      [
        ['EDIT-SAME', 'unchanged', made['EDIT-SAME']!.id, null, null],
        ['EDIT-PRICE', 'updated', made['EDIT-PRICE']!.id, null, null],
        ['EDIT-LOW', 'failed', null, 'price_below_minimum', 'price'],
        ['EDIT-CAT', 'failed', null, 'invalid_request', 'category_id'],
        ['EDIT-ARCH', 'updated', made['EDIT-ARCH']!.id, null, null],
        ['EDIT-OPT', 'updated', made['EDIT-OPT']!.id, null, null],
      ],
    );
    const item = async (sku: string) => (await t.get(`/v1/items/${made[sku]!.id}`, token)).json().data;
    // Unchanged and refused rows wrote nothing; the others what their row asked.
    for (const sku of ['EDIT-SAME', 'EDIT-LOW', 'EDIT-CAT']) {
      const now = await item(sku);
      assert.equal(now.updated_at, made[sku]!.updated_at, sku);
      assert.equal(now.name, `名前 ${sku}`, sku);
    }
    assert.equal((await item('EDIT-PRICE')).price.amount, 1500);
    assert.equal((await item('EDIT-ARCH')).archived, true);
    assert.deepEqual(
      (await item('EDIT-OPT')).options.map((o: { label: string; choices: { text: string }[] }) => [
        o.label,
        o.choices.map((c) => c.text),
      ]),
      [['包装', ['のし紙']]],
    );
    // One history entry per changed item, naming what changed.
    const fields = async (sku: string) =>
      (await t.get(`/v1/items/${made[sku]!.id}/history`, token))
        .json()
        .data.map((h: { changes: { field: string }[] }) => h.changes.map((c) => c.field));
    assert.deepEqual(await fields('EDIT-SAME'), []);
    assert.deepEqual(await fields('EDIT-LOW'), []);
    assert.deepEqual(await fields('EDIT-PRICE'), [['price']]);
    assert.deepEqual(await fields('EDIT-ARCH'), [['archived']]);
    assert.deepEqual(await fields('EDIT-OPT'), [['options']]);
    // The edits that take an item off sale or change its price take it out of carts, each with its reason.
    const cart = (await shopperRequest(t, shopper.token, 'GET', '/storefront/v1/cart')).json().data;
    assert.deepEqual(
      cart.lines.map((l: { item_id: string }) => l.item_id),
      [made['EDIT-SAME']!.id],
    );
    assert.deepEqual(
      cart.dropped
        .map((d: { item_id: string; reason: string }) => [d.item_id, d.reason])
        .sort((a: string[], b: string[]) => (a[0]! < b[0]! ? -1 : 1)),
      [
        [made['EDIT-PRICE']!.id, 'The item was removed from your cart because its price changed.'],
        [made['EDIT-ARCH']!.id, 'The item was removed from your cart because it is no longer on sale.'],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    // Events: item.updated for each changed item (item.archived too for the archived one), none
    // for the others, each object the item as GET /v1/items/{id} shows it.
    const ids = Object.values(made).map((m) => m.id);
    const events = (
      await t.ctx.db
        .selectFrom('changes')
        .select(['type', 'object_id', 'payload'])
        .where('object_id', 'in', ids)
        .where('type', 'in', ['item.updated', 'item.archived'])
        .orderBy('seq')
        .execute()
    ).map((e) => ({ type: e.type, id: e.object_id, object: JSON.parse(e.payload!) }));
    const skuOfId = new Map(Object.entries(made).map(([sku, m]) => [m.id, sku]));
    assert.deepEqual(
      events.map((e) => [e.type, skuOfId.get(e.id)]),
      [
        ['item.updated', 'EDIT-PRICE'],
        ['item.updated', 'EDIT-ARCH'],
        ['item.archived', 'EDIT-ARCH'],
        ['item.updated', 'EDIT-OPT'],
      ],
    );
    for (const e of events) {
      const shown = await item(skuOfId.get(e.id)!);
      assert.deepEqual({ ...e.object, managed_by: shown.managed_by }, shown);
    }
  });

  it("a sku the look-up cannot see (two rows' variants sharing one) fails that row alone", async () => {
    const body = (sku: string, variantSku: string) =>
      itemBody(categoryId, {
        sku,
        variation_axes: [{ name: 'Size', values: [{ name: 'L' }] }],
        variants: [{ sku: variantSku, name: 'L', axis_values: [{ axis: 'Size', value: 'L' }] }],
      });
    const file = [body('SHARE-1', 'SHARE-L'), itemBody(categoryId, { sku: 'SHARE-2' }), body('SHARE-3', 'SHARE-L')];
    const { job, results } = await importLines(file);
    assert.equal(job.status, 'succeeded');
    assert.deepEqual(
      results.map((r) => [r.sku, r.status, r.errors[0]?.code ?? null]),
      [
        ['SHARE-1', 'created', null],
        ['SHARE-2', 'created', null],
        ['SHARE-3', 'failed', 'sku_taken'],
      ],
    );
    assert.equal(await skuCount('SHARE-3'), 0);
    assert.deepEqual((await createdEvents(['SHARE-1', 'SHARE-2', 'SHARE-3'])).map((o) => o.sku).sort(), [
      'SHARE-1',
      'SHARE-2',
    ]);
  });

  it(
    'a sku created by a concurrent request between the look-up and the insert fails its row, not the job',
    { skip: TEST_DIALECT === 'sqlite' && "SQLite's one writer leaves no time between the look-up and the insert" },
    async () => {
      let release = () => {};
      const gate = new Promise<void>((r) => (release = r));
      let created = () => {};
      const createdOnce = new Promise<void>((r) => (created = r));
      // Another request's creation of RACE-2, not committed until the import waits on it.
      const holder = t.ctx.database.transaction(async (tx) => {
        await createItem(tx, t.ctx.config, t.shopId, itemBody(categoryId, { sku: 'RACE-2' }) as never, SYSTEM);
        created();
        await gate;
      });
      try {
        await createdOnce;
        const res = await sendImport(
          t,
          '/v1/items/imports',
          token,
          csvText([ITEM_HEADER, row('RACE-1'), row('RACE-2'), row('RACE-3')]),
        );
        assert.equal(res.statusCode, 202, res.body);
        await until(async () => {
          const waiting = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and datname = current_database()`.execute(t.ctx.db);
          return waiting.rows[0]!.n > 0;
        }, 'the import to wait on the concurrent creation');
        release();
        await holder;
        const job = await finishedJob(t, token, res.json().data.id);
        assert.equal(job.status, 'succeeded');
        assert.deepEqual(
          (await resultsOf(t, token, job.id)).map((r) => [r.sku, r.status, r.errors[0]?.code ?? null]),
          [
            ['RACE-1', 'created', null],
            ['RACE-2', 'failed', 'sku_taken'],
            ['RACE-3', 'created', null],
          ],
        );
        assert.equal(await skuCount('RACE-2'), 1);
      } finally {
        release();
        await holder.catch(() => {});
      }
    },
  );
});
