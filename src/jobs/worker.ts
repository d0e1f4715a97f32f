import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { isAlive, processHolder } from '../lib/process-holder.ts';
import { nowIso } from '../lib/time.ts';
import { Pause } from '../lib/pause.ts';
import { DryRunMemory } from './dry-run.ts';
import { encodeRows, readRecords, type InputRecord } from './files.ts';
import { exportColumns, exportPage } from './exports.ts';
import { applyRows, IMPORTERS, type ImportType } from './imports.ts';
import { jobsRepo, type JobRow, type ResultRow, type RowCounts } from './repo.ts';
import { finishJob, paramsOf, pruneJobs } from './service.ts';
import type { JobType } from './schemas.ts';

export interface JobWorkerOptions {
  /** How often the worker looks for jobs when nothing woke it. */
  pollMs: number;
  /** How long a worker holds a job between batches before another may take it over. */
  leaseMs: number;
  /** Import rows applied (export rows read: items, orders, shippings) per transaction at most, and how long one import transaction may take before it commits the rows done. */
  batchRows: number;
  batchMs: number;
}

export const JOB_WORKER_DEFAULTS: JobWorkerOptions = { pollMs: 2000, leaseMs: 60_000, batchRows: 200, batchMs: 50 };

const PRUNE_EVERY_MS = 3600_000;

/** Another worker took the job over (its lease ended): this one stops, its batch written nowhere. */
class LeaseLost extends Error {}

/**
 * Runs jobs in the background, one at a time per process, like the webhook worker
 * (src/webhooks/worker.ts): several processes share the jobs through leases, and a job whose
 * worker died (lease ended, or its process gone from this host) is taken over where it stopped.
 * An import applies its rows in batches, each one transaction that also moves the job's cursor
 * (guarded by the cursor it started from and the lease), so a row is applied exactly once however
 * the worker stops; other requests get the database between batches. An export interrupted
 * resumes after its last page written (runExport). A job that fails as a whole (its file unreadable,
 * storage refusing) ends failed with why; either way it ends with the event job.finished.
 */
export class JobWorker {
  readonly holder = processHolder();
  private running = false;
  /** Set by stop(): the job in hand is left after its current batch, for another worker to take over. */
  private stopping = false;
  private loop: Promise<void> | null = null;
  private readonly pause = new Pause();
  private lastPrune = -Infinity;

  constructor(
    private readonly ctx: AppContext,
    private readonly options: JobWorkerOptions = JOB_WORKER_DEFAULTS,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.loop = this.run();
  }

  /** Stops after the batch in hand (the job stays leased until its lease ends, or this process is seen gone). */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping = true;
    this.wake();
    await this.loop;
  }

  wake(): void {
    this.pause.wake();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let busy = false;
      try {
        await this.housekeeping();
        busy = await this.runOne();
      } catch {
        // Storage unreachable for a moment: the next turn tries again.
      }
      if (busy || !this.running) continue;
      await this.pause.wait(this.options.pollMs);
      this.pause.takeWake(); // every turn looks for jobs: a wake only ends the pause
    }
  }

  /** Runs every job there is to run, one after another (tests drive the worker with this); answers how many. */
  async runDue(): Promise<number> {
    let n = 0;
    while (await this.runOne()) n += 1;
    return n;
  }

  /** Takes one job and runs it to its end; answers whether there was one. */
  private async runOne(): Promise<boolean> {
    const { database } = this.ctx;
    const holders = await jobsRepo(database.db).holders();
    const dead = holders.filter((h) => h !== this.holder && !isAlive(h));
    const job = await database.transaction((tx) => jobsRepo(tx).claim(this.holder, nowIso(), this.leaseEnd(), dead));
    if (!job) return false;
    try {
      const type = job.type as JobType;
      if (type in IMPORTERS) {
        await this.runImport(job, type as ImportType);
        await database.transaction((tx) => finishJob(tx, job, null));
      } else await this.runExport(job); // ends in the transaction writing its last page
    } catch (err) {
      if (this.stopping) {
        await database.transaction((tx) => jobsRepo(tx).release(job.id, this.holder)).catch(() => {});
        return true;
      }
      if (err instanceof LeaseLost) return true;
      const why = err instanceof Error && 'status' in err ? err.message : 'an internal error stopped it';
      await database.transaction((tx) => finishJob(tx, job, why));
    }
    return true;
  }

  private leaseEnd(): string {
    return new Date(Date.now() + this.options.leaseMs).toISOString();
  }

  private async *pieces(jobId: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const piece = await jobsRepo(this.ctx.db).piece(jobId, 'input', seq);
      if (!piece) return;
      yield piece;
    }
  }

  private async runImport(job: JobRow, type: ImportType): Promise<void> {
    const params = paramsOf(job);
    const records = () => readRecords(this.pieces(job.id), params.format, params.encoding);
    const memory = job.dry_run === 1 ? await DryRunMemory.of(records(), IMPORTERS[type].key) : null;
    let cursor = job.cursor;
    let batch: InputRecord[] = [];
    const flush = async () => {
      const done = await this.applyBatch(job, type, cursor, batch, memory);
      memory?.remember(batch.slice(0, done));
      cursor = batch[done - 1]!.row;
      batch = batch.slice(done);
      if (this.stopping) throw new LeaseLost();
    };
    for await (const record of records()) {
      if (record.row <= cursor) {
        memory?.remember([record]); // checked before an interruption
        continue;
      }
      batch.push(record);
      if (batch.length >= this.options.batchRows) await flush();
    }
    while (batch.length) await flush();
  }

  /**
   * Applies rows of the batch in one transaction with the cursor's move from `from` to the last row
   * applied, and answers how many it applied: all, or, row by row, fewer once it has held the
   * database for batchMs (the rest go in the next transaction, so other requests wait at most about
   * that long; a batch-wise import applies many rows at once in a few statements: stock all of
   * them, items its new rows together and its edits row by row up to that time).
   * A dry run (`memory`) applies them in a savepoint rolled back before its results are written.
   */
  private async applyBatch(
    job: JobRow,
    type: ImportType,
    from: number,
    batch: InputRecord[],
    memory: DryRunMemory | null,
  ): Promise<number> {
    const params = paramsOf(job);
    return this.ctx.database.transaction(async (tx) => {
      const started = performance.now();
      const repo = jobsRepo(tx);
      if (!(await repo.hold(job.id, this.holder, from, this.leaseEnd()))) throw new LeaseLost();
      const counts: RowCounts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
      const results: ResultRow[] = [];
      const target = { shopId: job.shop_id, type, params };
      if (memory) {
        await sql`savepoint job_dry_run`.execute(tx);
        await applyRows(tx, this.ctx, target, memory.replayFor(batch));
      }
      const outcomes = await applyRows(tx, this.ctx, target, batch, started + this.options.batchMs);
      outcomes.forEach((outcome, i) => {
        counts[outcome.status] += 1;
        results.push({
          job_id: job.id,
          row: batch[i]!.row,
          status: outcome.status,
          object_id: outcome.id,
          sku: outcome.sku,
          errors: JSON.stringify(outcome.errors),
        });
      });
      if (memory) {
        await sql`rollback to savepoint job_dry_run`.execute(tx);
        await sql`release savepoint job_dry_run`.execute(tx);
      }
      await repo.insertResults(results);
      await repo.advance(job.id, results.at(-1)!.row, counts);
      return results.length;
    });
  }

  /**
   * Writes an export's file page by page, each page's transaction also recording where the next
   * starts, so an export interrupted resumes after its last page written (a label file's shippings
   * already moved to preparing stay in it); the last page's transaction ends the job, so a file is
   * never served before its last page. An export from before that record (no export_after) starts over.
   */
  private async runExport(job: JobRow): Promise<void> {
    const type = job.type as JobType;
    const params = paramsOf(job);
    const columns = exportColumns(type, params);
    const { database } = this.ctx;
    let cursor = job.export_after;
    let done = job.cursor;
    let seq = 0;
    if (cursor === null && done > 0) {
      await database.transaction((tx) => jobsRepo(tx).restart(job.id));
      done = 0;
    } else if (cursor !== null) seq = await jobsRepo(database.db).pieceCount(job.id, 'output');
    for (; ; seq++) {
      const page = await exportPage(this.ctx, job.shop_id, type, params, cursor, this.options.batchRows);
      const rows = params.format === 'ndjson' ? page.objects : page.cells;
      const piece = encodeRows(rows, columns, {
        format: params.format,
        encoding: params.encoding,
        header: seq === 0,
        crlf: type === 'shippings_export', // carriers' files are Windows text
      });
      const from = done;
      done += rows.length;
      const zero = { created: 0, updated: 0, unchanged: 0, failed: 0 };
      await database.transaction(async (tx) => {
        const repo = jobsRepo(tx);
        if (!(await repo.hold(job.id, this.holder, from, this.leaseEnd()))) throw new LeaseLost();
        await repo.insertPieces(job.id, 'output', seq, [piece]);
        await page.onWrite?.(tx);
        await repo.advance(job.id, done, zero, { total: done, exportAfter: page.next });
        if (page.next === null) await finishJob(tx, job, null);
      });
      if (page.next === null) return;
      if (this.stopping) throw new LeaseLost();
      cursor = page.next;
    }
  }

  /** Hourly: jobs past their 7 days go, with their files and results. */
  private async housekeeping(): Promise<void> {
    if (performance.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = performance.now();
    await this.ctx.database.transaction((tx) => pruneJobs(tx, Date.now()));
  }
}
