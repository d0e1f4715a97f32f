import { sql } from 'kysely';
import { chunks } from '../db/chunks.ts';
import type { Queryable } from '../db/database.ts';
import type { JobTables } from '../db/tables/jobs.ts';
import { ownTables } from '../db/own-tables.ts';

export type JobRow = JobTables['jobs'];
export type ResultRow = JobTables['job_results'];

/** What a batch adds to a job's counts. */
export interface RowCounts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

/** Jobs, their files and results: the only SQL of src/jobs. */
export function jobsRepo(handle: Queryable) {
  const db = ownTables<JobTables>(handle);
  return {
    insertJob(row: JobRow) {
      return db.insertInto('jobs').values(row).execute();
    },
    find(shopId: string, id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
    },
    findById(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The shop's jobs, newest first (the console's list). */
    recent(shopId: string, limit: number): Promise<JobRow[]> {
      return db
        .selectFrom('jobs')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
    async insertPieces(jobId: string, kind: 'input' | 'output', first: number, pieces: Buffer[]): Promise<void> {
      for (const [i, data] of pieces.entries())
        await db
          .insertInto('job_files')
          .values({ job_id: jobId, kind, seq: first + i, data })
          .execute();
    },
    async piece(jobId: string, kind: 'input' | 'output', seq: number): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('job_files')
        .select('data')
        .where('job_id', '=', jobId)
        .where('kind', '=', kind)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return row?.data;
    },
    async pieceCount(jobId: string, kind: 'input' | 'output'): Promise<number> {
      const row = await db
        .selectFrom('job_files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('job_id', '=', jobId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    deletePieces(jobId: string, kind: 'input' | 'output') {
      return db.deleteFrom('job_files').where('job_id', '=', jobId).where('kind', '=', kind).execute();
    },
    /**
     * Leases the oldest job that is queued, or running under a lease that ended or a holder that is
     * gone (`dead`); answers it, or undefined. A compare-and-set on the lease: two workers never both take one.
     */
    async claim(holder: string, now: string, leaseUntil: string, dead: string[]): Promise<JobRow | undefined> {
      const candidate = await db
        .selectFrom('jobs')
        .select(['id', 'lease_holder'])
        .where('status', 'in', ['queued', 'running'])
        .where((eb) =>
          eb.or([
            eb('lease_until', 'is', null),
            eb('lease_until', '<', now),
            ...(dead.length ? [eb('lease_holder', 'in', dead)] : []),
          ]),
        )
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const taken = await db
        .updateTable('jobs')
        .set({ lease_holder: holder, lease_until: leaseUntil, status: 'running' })
        .set((eb) => ({ started_at: eb.fn.coalesce('started_at', eb.val(now)) }))
        .where('id', '=', candidate.id)
        .where((eb) =>
          candidate.lease_holder === null
            ? eb('lease_holder', 'is', null)
            : eb('lease_holder', '=', candidate.lease_holder),
        )
        .where('status', 'in', ['queued', 'running'])
        .returningAll()
        .executeTakeFirst();
      return taken;
    },
    /** Holders of running jobs' leases (the worker checks which are gone). */
    async holders(): Promise<string[]> {
      const rows = await db
        .selectFrom('jobs')
        .select('lease_holder')
        .distinct()
        .where('status', '=', 'running')
        .where('lease_holder', 'is not', null)
        .execute();
      return rows.map((r) => r.lease_holder!);
    },
    /**
     * Takes the job's row for a batch starting after row `from`, still leased to holder (the row
     * stays locked to the batch's commit on PostgreSQL); false when another worker took the job over
     * or moved it on, and then the batch must write nothing.
     */
    async hold(id: string, holder: string, from: number, leaseUntil: string): Promise<boolean> {
      const r = await db
        .updateTable('jobs')
        .set({ lease_until: leaseUntil })
        .where('id', '=', id)
        .where('lease_holder', '=', holder)
        .where('cursor', '=', from)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Lets go of a job this worker holds (it stops), for another to take over at once. */
    release(id: string, holder: string) {
      return db
        .updateTable('jobs')
        .set({ lease_holder: null, lease_until: null })
        .where('id', '=', id)
        .where('lease_holder', '=', holder)
        .execute();
    },
    /**
     * Moves the cursor to `to` and adds the batch's counts, in the batch's transaction; an export's
     * page also sets its total and where its next page starts.
     */
    advance(id: string, to: number, counts: RowCounts, page?: { total: number; exportAfter: string | null }) {
      return db
        .updateTable('jobs')
        .set((eb) => ({
          cursor: to,
          rows_created: sql`${eb.ref('rows_created')} + ${counts.created}`,
          rows_updated: sql`${eb.ref('rows_updated')} + ${counts.updated}`,
          rows_unchanged: sql`${eb.ref('rows_unchanged')} + ${counts.unchanged}`,
          rows_failed: sql`${eb.ref('rows_failed')} + ${counts.failed}`,
          ...(page ? { rows_total: page.total, export_after: page.exportAfter } : {}),
        }))
        .where('id', '=', id)
        .execute();
    },
    /** Starts an export over: its file and counts (an export interrupted before it recorded where it was). */
    async restart(id: string): Promise<void> {
      await db.deleteFrom('job_files').where('job_id', '=', id).where('kind', '=', 'output').execute();
      await db
        .updateTable('jobs')
        .set({
          cursor: 0,
          export_after: null,
          rows_created: 0,
          rows_updated: 0,
          rows_unchanged: 0,
          rows_failed: 0,
          rows_total: 0,
        })
        .where('id', '=', id)
        .execute();
    },
    finish(id: string, status: 'succeeded' | 'failed', at: string, error: string | null) {
      return db
        .updateTable('jobs')
        .set({ status, finished_at: at, error, lease_holder: null, lease_until: null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    async insertResults(rows: ResultRow[]): Promise<void> {
      for (const piece of chunks(rows, 6)) await db.insertInto('job_results').values(piece).execute();
    },
    /** A page of a job's results by row, failed rows first when asked. */
    results(jobId: string, options: { afterRow: number; limit: number; failedOnly: boolean }): Promise<ResultRow[]> {
      let q = db
        .selectFrom('job_results')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('row', '>', options.afterRow)
        .orderBy('row')
        .limit(options.limit);
      if (options.failedOnly) q = q.where('status', '=', 'failed');
      return q.execute();
    },
    /** Jobs finished before `before`, with their files and results (kept 7 days). */
    async prune(before: string): Promise<number> {
      const r = await db.deleteFrom('jobs').where('finished_at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
