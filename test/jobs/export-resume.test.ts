import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { placeTestOrder } from '../helpers/storefront.ts';
import { JOB_WORKER_DEFAULTS, JobWorker } from '../../src/jobs/worker.ts';

/** A pid no process of this host has (above Linux's pid_max). */
const DEAD_HOLDER = `${os.hostname()}:4194999:gone`;

const SENDER = { name: '珈琲舎', phone: '03-1234-5678', postal_code: '150-0001', address: '東京都渋谷区神宮前1-2-3' };

/** Pages of 2 rows, so a 7-item export takes 4 pages (transactions). */
const PAGED = { ...JOB_WORKER_DEFAULTS, batchRows: 2 };

describe(`An export interrupted resumes after its last page and is never served truncated (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({ JOBS_WORKER: 'false', STOREFRONT_DEV_LOGIN: 'true' });
    token = await t.token(['read_items', 'write_items']);
    const category = (await createTestCategory(t)).id;
    for (let i = 1; i <= 7; i++) await createTestItem(t, token, { category_id: category, sku: `RES-${i}` });
  });
  after(() => t.close());

  const job = (id: string) => t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Exports the items, interrupted after its first page, then resumed; answers the job's id. */
  async function interruptedExport(body: Record<string, unknown>) {
    const res = await t.post('/v1/items/exports', token, body);
    assert.equal(res.statusCode, 202, res.body);
    const id = res.json().data.id;
    await interrupt(id);
    return id;
  }

  /** Runs one page of the job with a worker stopped at once, leaves it as a crash would, and lets another worker finish it. */
  async function interrupt(id: string) {
    const first = new JobWorker(t.ctx, PAGED);
    first.start();
    await first.stop(); // leaves after the page in hand
    const stopped = await job(id);
    assert.equal(stopped.status, 'running');
    assert.equal(stopped.cursor, 2, 'one page written');
    assert.notEqual(stopped.export_after, null);
    // Not served while it runs.
    assert.equal(
      (await t.get(`/v1/jobs/${id}/file`, await t.token(['read_items', 'write_shipping', 'read_orders_pii']))).json()
        .error.code,
      'invalid_transition',
    );
    // As if its process had crashed: leased for long, to a process gone from this host.
    await t.fixtures
      .updateTable('jobs')
      .set({ lease_holder: DEAD_HOLDER, lease_until: new Date(Date.now() + 3600_000).toISOString() })
      .where('id', '=', id)
      .execute();
    assert.equal(await new JobWorker(t.ctx, PAGED).runDue(), 1);
  }

  for (const format of ['csv', 'ndjson'] as const) {
    it(`${format}: the file is what an export run at one go writes, its header once, each item once`, async () => {
      const id = await interruptedExport({ format });
      const done = await job(id);
      assert.equal(done.status, 'succeeded');
      assert.equal(done.rows_total, 7);
      const file = (await t.get(`/v1/jobs/${id}/file`, token)).body;

      const res = await t.post('/v1/items/exports', token, { format });
      await new JobWorker(t.ctx, PAGED).runDue();
      const whole = (await t.get(`/v1/jobs/${res.json().data.id}/file`, token)).body;
      assert.equal(file, whole);
      const lines = file.trim().split('\n');
      assert.equal(lines.length, format === 'csv' ? 8 : 7);
      for (let i = 1; i <= 7; i++)
        assert.equal(lines.filter((l) => l.includes(`"RES-${i}"`) || l.startsWith(`RES-${i},`)).length, 1);
      const finished = await t.ctx.db
        .selectFrom('changes')
        .select('payload')
        .where('type', '=', 'job.finished')
        .execute();
      assert.equal(finished.filter((e) => JSON.parse(e.payload!).id === id).length, 1);
    });
  }
  it('a label file moving shippings to preparing: the shippings moved before the crash stay in it', async () => {
    await t.fixtures
      .insertInto('shop_senders')
      .values({ shop_id: t.shopId, ...SENDER, updated_at: new Date().toISOString() })
      .execute();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await placeTestOrder(t));
    const pii = await t.token(['write_shipping', 'read_orders', 'read_orders_pii']);
    // Only the unshipped: were the export to start over, the first page's shippings (now preparing) would be left out.
    const res = await t.post('/v1/shippings/exports?mark_preparing=true', pii, {
      format: 'yamato_b2',
      status: ['unshipped'],
    });
    assert.equal(res.statusCode, 202, res.body);
    const id = res.json().data.id;
    await interrupt(id);
    const done = await job(id);
    assert.equal(done.status, 'succeeded');
    const rows: string[][] = parse(iconv.decode((await t.get(`/v1/jobs/${id}/file`, pii)).rawPayload, 'cp932'));
    assert.equal(rows.filter((r) => r[0] === 'お客様管理番号').length, 1, 'one header');
    const numbers = await Promise.all(
      orders.map(async (o) => String((await t.get(`/v1/orders/${o.orderId}`, pii)).json().data.number)),
    );
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
      numbers.sort(),
    );
    for (const o of orders)
      assert.equal((await t.get(`/v1/orders/${o.orderId}`, pii)).json().data.shippings[0].status, 'preparing');
  });
});
