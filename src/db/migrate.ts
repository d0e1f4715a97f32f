import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle, Db } from './database.ts';
import { dialectOf } from './dialect.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  },
};

/**
 * Applies every pending migration; safe to run from several processes at once (Kysely takes a lock,
 * and the others wait for it).
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return untimed(handle, async (db) => {
    const { error, results } = await (await migratorOf(db)).migrateToLatest();
    // Kysely hands back the failing migration's own error, typed unknown; it is rethrown as it came.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- see above
    if (error) throw error;
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}

/**
 * Runs fn on one connection of the migration engine without PostgreSQL's statement timeout
 * (PG_STATEMENT_TIMEOUT_MS is for requests). A migration may build an index over a large table
 * (migration 0800: about 17 s per 1,000,000 items), and a process that starts meanwhile waits for the
 * migration lock as long. Either would be cancelled at the request timeout. The connection's own
 * timeout is restored afterwards.
 */
async function untimed<T>(handle: DatabaseHandle, fn: (db: Db) => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return fn(handle.migrationDb);
  return handle.migrationDb.connection().execute(async (db) => {
    await sql`SET statement_timeout = 0`.execute(db);
    try {
      return await fn(db);
    } finally {
      await sql`RESET statement_timeout`.execute(db);
    }
  });
}

/**
 * Which migrations the database has and which it lacks (`tenpo doctor`), changing nothing, and those
 * it records that this release does not know: a newer release migrated it, and this one's start
 * refuses it (Kysely: "corrupted migrations").
 */
export async function migrationStatus(
  handle: DatabaseHandle,
): Promise<{ applied: string[]; pending: string[]; unknown: string[] }> {
  const all = await (await migratorOf(handle.migrationDb)).getMigrations();
  const applied = all.filter((m) => m.executedAt).map((m) => m.name);
  // The table exists once a migration ran; it is in the connection's current schema (see migratorOf).
  const recorded = applied.length
    ? (await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(handle.migrationDb)).rows
    : [];
  return {
    applied,
    pending: all.filter((m) => !m.executedAt).map((m) => m.name),
    unknown: recorded.map((r) => r.name).filter((name) => !(name in migrations)),
  };
}

async function migratorOf(db: Db): Promise<Migrator> {
  // On PostgreSQL the migration tables live in the connection's current schema, named explicitly:
  // without it Kysely's "does the table exist" check matches a table of the same name in ANY schema
  // of the database, skips creating it, and then fails ("relation kysely_migration_lock does not exist")
  // when two deployments (or test runs) share one database under different schemas.
  let migrationTableSchema: string | undefined;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    migrationTableSchema = rows[0]?.schema ?? undefined;
  }
  // Areas own number ranges (01xx catalogue, 02xx orders, 03xx console), so a new migration of one
  // area may sort before another area's applied one: each applies once, whatever the order.
  return new Migrator({ db, provider, migrationTableSchema, allowUnorderedMigrations: true });
}
