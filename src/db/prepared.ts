import type { Compilable } from 'kysely';
import type { Db } from './database.ts';

/**
 * Compiles a query once and runs it with fresh parameters (in the order they appear in the query):
 * for the few reads on every request's path, where building and compiling would cost more than the query.
 */
export function preparedQuery<R>(db: Db, query: Compilable<R>): (...parameters: unknown[]) => Promise<R | undefined> {
  const compiled = query.compile();
  return async (...parameters) => (await db.executeQuery<R>({ ...compiled, parameters })).rows[0];
}
