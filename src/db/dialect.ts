import { PostgresAdapter, type Kysely } from 'kysely';
import type { DialectName } from './types.ts';

/** Which database a handle (or a transaction on it) talks to. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Binary column type for the dialect. */
export function binaryType(db: Kysely<any>): 'bytea' | 'blob' {
  return dialectOf(db) === 'postgres' ? 'bytea' : 'blob';
}
