import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { JOB_WORKER_DEFAULTS, JobWorker } from '../../src/jobs/worker.ts';

/** A pid no process of this host has (above Linux's pid_max). */
const DEAD_HOLDER = `${os.hostname()}:4194999:gone`;

/** Pages of 2 rows, so a 7-item export takes 4 pages (transactions). */
const PAGED = { ...JOB_WORKER_DEFAULTS, batchRows: 2 };

describe(`An export interrupted resumes after its last page and is never served truncated (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({ JOBS_WORKER: 'false' });
    token = await t.token(['read_items', 'write_items']);
    const category = (await createTestCategory(t)).id;
    for (let i = 1; i <= 7; i++) await createTestItem(t, token, { category_id: category, sku: `RES-${i}` });
  });
  after(() => t.close());

  const job = (id: string) => t.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Exports the items; runs one page with a worker stopped at once; answers the job and its file's rows. */
  async function interruptedExport(body: Record<string, unknown>) {
    const res = await t.post('/v1/items/exports', token, body);
    assert.equal(res.statusCode, 202, res.body);
    const id = res.json().data.id;
    const first = new JobWorker(t.ctx, PAGED);
    first.start();
    await first.stop(); // leaves after the page in hand
    const stopped = await job(id);
    assert.equal(stopped.status, 'running');
    assert.equal(stopped.cursor, 2, 'one page written');
    assert.notEqual(stopped.export_after, null);
    // Not served while it runs.
    assert.equal((await t.get(`/v1/jobs/${id}/file`, token)).json().error.code, 'invalid_transition');
    // As if its process had crashed: leased for long, to a process gone from this host.
    await t.fixtures
      .updateTable('jobs')
      .set({ lease_holder: DEAD_HOLDER, lease_until: new Date(Date.now() + 3600_000).toISOString() })
      .where('id', '=', id)
      .execute();
    assert.equal(await new JobWorker(t.ctx, PAGED).runDue(), 1);
    return id;
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
});
