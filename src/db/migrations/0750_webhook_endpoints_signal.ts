import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * The commit signal (migration 0650) on `webhook_endpoints` too: the shop's webhook subscribers are
 * read in every transaction that records events, and are memoized (memoizedRead) until a commit
 * changes an endpoint. SQLite needs nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE TRIGGER webhook_endpoints_commit_signal AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON webhook_endpoints
    FOR EACH STATEMENT EXECUTE FUNCTION tenpo_notify_commit()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP TRIGGER webhook_endpoints_commit_signal ON webhook_endpoints`.execute(db);
}
