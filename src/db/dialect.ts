import { PostgresAdapter, type Kysely } from 'kysely';
import type { DialectName, Queryable } from './types.ts';

/** Which database a handle (or a transaction on it) talks to. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * What names the database a handle, or a transaction on it, talks to: the same object for the
 * database handle, its engine and their transactions (they share one adapter, src/db/scoped-dialect.ts),
 * another for each database opened. For what is registered per database (the change record's sinks).
 */
export function databaseOf(db: Queryable): object {
  return db.getExecutor().adapter;
}

/** Binary column type for the dialect. */
export function binaryType<DB>(db: Kysely<DB>): 'bytea' | 'blob' {
  return dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
}
