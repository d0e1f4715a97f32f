import { Type, type Static } from '@sinclair/typebox';
import { Timestamp } from '../http/schemas.ts';
import { StringEnum } from '../catalog/items/field-schemas.ts';

const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
const IMPORT_JOB_TYPES = ['items_import', 'stock_import', 'trackings_import'] as const;
const EXPORT_JOB_TYPES = ['items_export', 'orders_export', 'shippings_export'] as const;
export const JOB_TYPES = [...IMPORT_JOB_TYPES, ...EXPORT_JOB_TYPES] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JobSchema = Type.Object(
  {
    id: Type.String({ description: 'job_…' }),
    type: StringEnum([...JOB_TYPES]),
    status: StringEnum([...JOB_STATUSES]),
    dry_run: Type.Boolean({ description: 'An import that checks every row and writes nothing' }),
    rows: Type.Object({
      total: Type.Integer({
        description: "The input file's rows (after the header); an export's rows once it finished",
      }),
      processed: Type.Integer({ description: 'Rows done so far: the progress while the job runs' }),
      created: Type.Integer(),
      updated: Type.Integer(),
      unchanged: Type.Integer(),
      failed: Type.Integer(),
    }),
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'Why a failed job failed as a whole (rows that fail are in its results, not here)',
    }),
    created_at: Timestamp,
    started_at: Type.Union([Timestamp, Type.Null()]),
    finished_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'Job' },
);
export type Job = Static<typeof JobSchema>;

export const exampleJob: Job = {
  id: 'job_01jd2k3m4nabcdefghjkmnpqrs',
  type: 'items_import',
  status: 'running',
  dry_run: false,
  rows: { total: 10000, processed: 4200, created: 3100, updated: 1000, unchanged: 80, failed: 20 },
  error: null,
  created_at: '2026-11-02T03:04:05.000Z',
  started_at: '2026-11-02T03:04:05.120Z',
  finished_at: null,
};

export const ResultSchema = Type.Object(
  {
    row: Type.Integer({ description: 'The input row, counted from 1 after the header' }),
    status: StringEnum(['created', 'updated', 'unchanged', 'failed']),
    id: Type.Union([Type.String(), Type.Null()], { description: "The item's id (a variant's, for a variant's stock)" }),
    sku: Type.Union([Type.String(), Type.Null()]),
    errors: Type.Array(
      Type.Object({
        field: Type.Union([Type.String(), Type.Null()]),
        code: Type.String({ description: 'The error code the single-item endpoint answers for the same input' }),
        message: Type.String(),
      }),
    ),
  },
  { title: 'JobResult' },
);
export type JobResult = Static<typeof ResultSchema>;

/** What an import's row did (or, in a dry run, would do). */
export type RowOutcome = Pick<JobResult, 'status' | 'id' | 'sku' | 'errors'>;

export const ExportBody = Type.Object(
  {
    format: Type.Optional(StringEnum(['csv', 'ndjson'], { description: 'Default csv' })),
    encoding: Type.Optional(
      StringEnum(['utf-8', 'shift_jis'], {
        description: 'Default utf-8 (CSV with no BOM); shift_jis for spreadsheets in Japan (CSV only)',
      }),
    ),
  },
  { additionalProperties: false },
);

declare module '../events/types.ts' {
  /** The objects these events carry (src/events/types.ts). */
  interface EventObjects {
    job: Job;
  }
}
