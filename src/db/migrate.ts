import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/** Applies every pending migration; safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results } = await (await migratorOf(handle)).migrateToLatest();
  // Kysely hands back the failing migration's own error, typed unknown; it is rethrown as it came.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- see above
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Which migrations the database has and which it lacks (`tenpo doctor`), changing nothing. */
export async function migrationStatus(handle: DatabaseHandle): Promise<{ applied: string[]; pending: string[] }> {
  const all = await (await migratorOf(handle)).getMigrations();
  return {
    applied: all.filter((m) => m.executedAt).map((m) => m.name),
    pending: all.filter((m) => !m.executedAt).map((m) => m.name),
  };
}

async function migratorOf(handle: DatabaseHandle): Promise<Migrator> {
  // On PostgreSQL the migration tables live in the connection's current schema, named explicitly:
  // without it Kysely's "does the table exist" check matches a table of the same name in ANY schema
  // of the database, skips creating it, and then fails ("relation kysely_migration_lock does not exist")
  // when two deployments (or test runs) share one database under different schemas.
  let migrationTableSchema: string | undefined;
  if (handle.dialect === 'postgres') {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(handle.migrationDb);
    migrationTableSchema = rows[0]?.schema ?? undefined;
  }
  // Areas own number ranges (01xx catalogue, 02xx orders, 03xx console), so a new migration of one
  // area may sort before another area's applied one: each applies once, whatever the order.
  return new Migrator({ db: handle.migrationDb, provider, migrationTableSchema, allowUnorderedMigrations: true });
}
