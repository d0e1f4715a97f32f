import type { Kysely } from 'kysely';
import { binaryType } from '../dialect.ts';

/**
 * Jobs (src/jobs): imports and exports run in the background. A job's input or output file is
 * kept in chunks (job_files) so every process of a deployment reads it; its per-row results in
 * job_results. `cursor` is the last input row applied: it moves in the transaction that applies
 * the rows, so a job resumed after a crash never applies a row twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('client_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('dry_run', 'integer', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_created', 'integer', (c) => c.notNull())
    .addColumn('rows_updated', 'integer', (c) => c.notNull())
    .addColumn('rows_unchanged', 'integer', (c) => c.notNull())
    .addColumn('rows_failed', 'integer', (c) => c.notNull())
    .addColumn('cursor', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_status').on('jobs').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('job_files')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('job_files_pk', ['job_id', 'kind', 'seq'])
    .execute();
  await db.schema
    .createTable('job_results')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('sku', 'text')
    .addColumn('errors', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_results_pk', ['job_id', 'row'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_results').execute();
  await db.schema.dropTable('job_files').execute();
  await db.schema.dropTable('jobs').execute();
}
