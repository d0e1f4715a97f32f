import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';

/**
 * Indexes the benchmarks found missing, applied to the benchmark's own databases only when
 * BENCH_WHAT_IF_INDEXES=1 (to measure a proposed fix before it becomes a migration):
 * - trackings by order: GET /v1/orders/{id} and the storefront order view (also the checkout
 *   answer) read `trackings WHERE order_id = ? ORDER BY created_at, id`; the only index is by
 *   shipping (trackings_shipping), so each read scans every tracking of every shop.
 * As a migration it must be named after the last applied one (0300_console): Kysely refuses a new
 * migration that sorts before an executed one ("corrupted migrations"), so 0230_* breaks existing
 * databases unless src/db/migrate.ts sets allowUnorderedMigrations.
 */
export async function applyWhatIfIndexes(db: Db): Promise<void> {
  if (process.env.BENCH_WHAT_IF_INDEXES !== '1') return;
  await sql`CREATE INDEX IF NOT EXISTS trackings_order ON trackings (order_id, created_at, id)`.execute(db);
}
