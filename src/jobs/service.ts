import { Readable } from 'node:stream';
import { SYSTEM } from '../lib/actor.ts';
import type { Read, Tx } from '../db/database.ts';
import { afterCommit } from '../db/after-commit.ts';
import { recordEvents } from '../events/service.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import type { Scope } from '../lib/scopes.ts';
import { nowIso } from '../lib/time.ts';
import type { Actor } from '../catalog/items/rules.ts';
import type { Encoding, FileFormat } from './files.ts';
import { jobsRepo, type JobRow, type ResultRow } from './repo.ts';
import type { Job, JobResult, JobType } from './schemas.ts';
import type { Upload } from './upload.ts';
import type { TrackingFormat } from './carriers.ts';

/** The scope each type of job needs: to start it, to read it and its results, and to download its file. */
export const JOB_SCOPES: Record<JobType, Scope> = {
  items_import: 'write_items',
  stock_import: 'write_items',
  items_export: 'read_items',
  orders_export: 'read_orders',
  trackings_import: 'write_shipping',
  shippings_export: 'write_shipping',
};

/** Jobs, their files and results are kept this long after they finish. */
const JOB_RETENTION_MS = 7 * 24 * 3600 * 1000;

/** What a job's worker needs to know beyond its file. */
export interface JobParams {
  actor: Actor;
  format: FileFormat;
  encoding: Encoding;
  /** An export's filters (orders: updated_since, status). */
  filters?: Record<string, unknown>;
  /** An export holds personal data (its starter held read_orders_pii); reading its file needs that scope too. */
  pii?: boolean;
  /** A trackings file's layout (Tenpo's own, or a carrier's). */
  trackingFormat?: TrackingFormat;
  /** A carrier label file: the shippings' statuses, and whether the unshipped ones move to preparing. */
  labels?: { statuses: string[]; markPreparing: boolean };
}

export function jobView(row: JobRow): Job {
  return {
    id: row.id,
    type: row.type as JobType,
    status: row.status as Job['status'],
    dry_run: row.dry_run === 1,
    rows: {
      total: row.rows_total,
      processed: row.cursor,
      created: row.rows_created,
      updated: row.rows_updated,
      unchanged: row.rows_unchanged,
      failed: row.rows_failed,
    },
    error: row.error,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

export function paramsOf(row: JobRow): JobParams {
  return JSON.parse(row.params) as JobParams;
}

/**
 * Queues a job (an import with its uploaded file, or an export) in the caller's transaction; the
 * worker is woken once it commits (`wake`).
 */
export async function queueJob(
  tx: Tx,
  input: {
    shopId: string;
    type: JobType;
    params: JobParams;
    dryRun?: boolean;
    upload?: Upload;
    wake: () => void;
  },
): Promise<Job> {
  const row: JobRow = {
    id: newId('job'),
    shop_id: input.shopId,
    client_id: input.params.actor.type === 'client' ? input.params.actor.clientId : null,
    type: input.type,
    status: 'queued',
    dry_run: input.dryRun ? 1 : 0,
    params: JSON.stringify(input.params),
    rows_total: input.upload?.rows ?? 0,
    rows_created: 0,
    rows_updated: 0,
    rows_unchanged: 0,
    rows_failed: 0,
    cursor: 0,
    export_after: null,
    error: null,
    lease_holder: null,
    lease_until: null,
    created_at: nowIso(),
    started_at: null,
    finished_at: null,
  };
  const repo = jobsRepo(tx);
  await repo.insertJob(row);
  if (input.upload) await repo.insertPieces(row.id, 'input', 0, input.upload.pieces);
  afterCommit(tx, input.wake);
  return jobView(row);
}

/** The shop's job, when the reader holds the scope its type needs (404 otherwise: it need not learn the job exists). */
export async function findJob(
  db: Read,
  shopId: string,
  id: string,
  scopes: ReadonlySet<string> | 'staff',
): Promise<JobRow> {
  const row = await jobsRepo(db).find(shopId, id);
  if (!row || (scopes !== 'staff' && !scopes.has(JOB_SCOPES[row.type as JobType]))) throw notFound('job');
  return row;
}

function resultView(r: ResultRow): JobResult {
  return {
    row: r.row,
    status: r.status as JobResult['status'],
    id: r.object_id,
    sku: r.sku,
    errors: JSON.parse(r.errors) as JobResult['errors'],
  };
}

/** The shop's latest jobs, newest first (the console). */
export async function recentJobs(db: Read, shopId: string, limit: number): Promise<(Job & { file: boolean })[]> {
  return (await jobsRepo(db).recent(shopId, limit)).map((r) => ({
    ...jobView(r),
    file: r.status === 'succeeded' && r.type.endsWith('_export'),
  }));
}

/** A job's first failed rows (the console's report; the whole report is a download). */
export async function failedRows(db: Read, jobId: string, limit: number): Promise<JobResult[]> {
  return (await jobsRepo(db).results(jobId, { afterRow: 0, limit, failedOnly: true })).map(resultView);
}

/** A job's results as JSON lines, page by page (in row order, or failed rows alone first when `failedFirst`). */
export async function* resultLines(db: Read, jobId: string, failedFirst = false): AsyncGenerator<string> {
  const passes = failedFirst ? [true, false] : [false];
  for (const failedOnly of passes) {
    for (let after = 0; ;) {
      const page = await jobsRepo(db).results(jobId, { afterRow: after, limit: 1000, failedOnly });
      const shown = failedFirst && !failedOnly ? page.filter((r) => r.status !== 'failed') : page;
      if (shown.length) yield shown.map((r) => `${JSON.stringify(resultView(r))}\n`).join('');
      if (page.length < 1000) break;
      after = page.at(-1)!.row;
    }
  }
}

/**
 * An export's file to send: its content type, name and bytes (read piece by piece). The checks run
 * before anything is sent: 404 for an import, 403 for personal data without read_orders_pii, 409
 * while the export has not succeeded.
 */
export function exportFile(db: Read, job: JobRow, scopes: ReadonlySet<string> | 'staff') {
  if (!job.type.endsWith('_export')) throw notFound('file: an import answers its results');
  const { format, encoding, pii } = paramsOf(job);
  if (pii && scopes !== 'staff' && !scopes.has('read_orders_pii'))
    throw new ApiError(
      'insufficient_scope',
      'This file holds personal data: reading it needs the read_orders_pii scope',
    );
  if (job.status !== 'succeeded')
    throw new ApiError('invalid_transition', `The export is ${job.status}: its file exists once it succeeded`);
  const ndjson = format === 'ndjson';
  return {
    contentType: ndjson ? 'application/x-ndjson; charset=utf-8' : `text/csv; charset=${encoding}`,
    filename: `${job.type}-${job.id}.${ndjson ? 'ndjson' : 'csv'}`,
    stream: Readable.from(
      (async function* () {
        for (let seq = 0; ; seq++) {
          const piece = await jobsRepo(db).piece(job.id, 'output', seq);
          if (!piece) return;
          yield piece;
        }
      })(),
    ),
  };
}

/** Ends a job (succeeded, or failed with why) and records job.finished (the system's: the worker's), in one transaction. */
export async function finishJob(tx: Tx, job: JobRow, error: string | null): Promise<void> {
  const row = await jobsRepo(tx).finish(job.id, error === null ? 'succeeded' : 'failed', nowIso(), error);
  await recordEvents(tx, job.shop_id, SYSTEM, [{ type: 'job.finished', object: jobView(row) }]);
}

/** Deletes the jobs finished more than 7 days ago, with their files and results. */
export function pruneJobs(tx: Tx, nowMs: number): Promise<number> {
  return jobsRepo(tx).prune(new Date(nowMs - JOB_RETENTION_MS).toISOString());
}
