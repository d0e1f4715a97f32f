import assert from 'node:assert/strict';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestItem } from '../helpers/catalog.ts';
import { freshStorage, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { csvText, finishedJob, resultsOf, sendImport } from '../helpers/jobs.ts';
import { until } from '../helpers/until.ts';

const ROWS = 600;

/** A pid no process of this host has (above Linux's pid_max). */
const DEAD_HOLDER = `${os.hostname()}:4194999:gone`;

describe(`An import interrupted resumes where it stopped and never applies a row twice (${TEST_DIALECT})`, () => {
  let storage: TestStorage;
  before(async () => {
    storage = await freshStorage({ migrated: true });
  });
  after(() => storage.cleanup());

  it('stopped mid-file, then held by a process that died: another worker finishes it, each +1 counted once', async () => {
    // Small batches, so the first process is stopped with most of the file still to do.
    let first: TestApp | null = await startTestApp({}, { storage, jobWorker: { batchRows: 5, batchMs: 1000 } });
    const token = await first.token(['write_items', 'read_items']);
    const item = await createTestItem(first, token, { sku: 'COUNTED', inventory: 0 });
    const file = csvText([['sku', 'adjustment'], ...Array.from({ length: ROWS }, () => ['COUNTED', 1])]);
    const res = await sendImport(first, '/v1/stock/imports', token, file);
    assert.equal(res.statusCode, 202, res.body);
    const id = res.json().data.id;
    await until(async () => (await first!.get(`/v1/jobs/${id}`, token)).json().data.rows.processed >= 5, 'a batch');
    await first.close(); // the worker stops after the batch in hand
    first = null;

    // As if the process that held it had crashed: running, leased for long, to a process that is gone.
    const second = await startTestApp({ JOBS_WORKER: 'false' }, { storage });
    const stopped = await second.ctx.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(stopped.status, 'running');
    assert.ok(stopped.cursor >= 5 && stopped.cursor < ROWS, `stopped at ${stopped.cursor}`);
    assert.equal((await second.get(`/v1/items/${item.id}`, token)).json().data.inventory, stopped.cursor);
    await second.fixtures
      .updateTable('jobs')
      .set({ lease_holder: DEAD_HOLDER, lease_until: new Date(Date.now() + 3600_000).toISOString() })
      .where('id', '=', id)
      .execute();
    await second.close();

    const third = await startTestApp({}, { storage });
    try {
      // Generous: on a loaded machine (another heavy test beside it) PostgreSQL took over a minute once.
      const job = await finishedJob(third, token, id, 300_000);
      assert.equal(job.status, 'succeeded');
      assert.deepEqual(job.rows, { total: ROWS, processed: ROWS, created: 0, updated: ROWS, unchanged: 0, failed: 0 });
      const results = await resultsOf(third, token, id);
      assert.deepEqual(
        results.map((r) => r.row),
        Array.from({ length: ROWS }, (_, i) => i + 1),
      );
      assert.equal((await third.get(`/v1/items/${item.id}`, token)).json().data.inventory, ROWS);
      const events = await third.ctx.db
        .selectFrom('changes')
        .select('payload')
        .where('type', '=', 'job.finished')
        .execute();
      assert.equal(events.length, 1);
      assert.equal(JSON.parse(events[0]!.payload!).id, id);
    } finally {
      await third.close();
    }
  });
});
