import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * PostgreSQL announces committed changes to the tables whose reads are memoized (the commit signal,
 * src/db/commit-signal.ts): a statement trigger on each sends the table's name on the
 * `tenpo_commits` channel, which PostgreSQL delivers to listeners when the transaction commits (and
 * sends once per transaction and table, however many statements). SQLite needs nothing: its
 * readers ask PRAGMA data_version.
 */
const TABLES = ['oauth_clients', 'oauth_grants', 'shops', 'catalog_versions'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE FUNCTION tenpo_notify_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('tenpo_commits', TG_TABLE_NAME);
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
