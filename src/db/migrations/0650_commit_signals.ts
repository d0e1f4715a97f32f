import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * PostgreSQL announces committed changes to the tables whose reads are memoized (the commit signal,
 * src/db/commit-signal.ts): a statement trigger on each sends the table's name on the
 * `tenpo_commits` channel, which PostgreSQL delivers to listeners when the transaction commits (once
 * per transaction and table, however many statements). In Tenpo's own transactions
 * (`tenpo.deferred_notify` set) the trigger only notes the table in the session's
 * `tenpo.changed_tables`, and the statements sent after their COMMIT notify (SIGNAL_AFTER_COMMIT
 * says why). SQLite needs nothing: its readers ask PRAGMA data_version.
 */
const TABLES = ['oauth_clients', 'oauth_grants', 'shops', 'catalog_versions'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE FUNCTION tenpo_notify_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      noted text := coalesce(current_setting('tenpo.changed_tables', true), '');
    BEGIN
      IF current_setting('tenpo.deferred_notify', true) IS DISTINCT FROM 'on' THEN
        PERFORM pg_notify('tenpo_commits', TG_TABLE_NAME);
      ELSIF position(',' || TG_TABLE_NAME || ',' IN ',' || noted || ',') = 0 THEN
        PERFORM set_config('tenpo.changed_tables', CASE WHEN noted = '' THEN TG_TABLE_NAME ELSE noted || ',' || TG_TABLE_NAME END, false);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES)
    await sql`CREATE TRIGGER ${sql.id(`${table}_commit_signal`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION tenpo_notify_commit()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of TABLES)
    await sql`DROP TRIGGER ${sql.id(`${table}_commit_signal`)} ON ${sql.id(table)}`.execute(db);
  await sql`DROP FUNCTION tenpo_notify_commit()`.execute(db);
}
