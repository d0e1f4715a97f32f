import { Migrator, PostgresAdapter, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, DialectName } from './database.ts';
import { migrations } from './migrations/index.ts';

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Binary column type for the dialect. */
export function binaryType(db: Kysely<any>): 'bytea' | 'blob' {
  return dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
}

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/** Applies every pending migration; safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
