import type { Compilable } from 'kysely';
import { readConnectionOf, type Db } from './database.ts';

/**
 * Compiles a query once and runs it with fresh parameters (in the order they appear in the query):
 * for the few reads on every request's path, where building and compiling would cost more than the
 * query. On SQLite it runs as a prepared statement on the read-only connection, synchronously and
 * outside the writer's mutex; inside a transaction, or on PostgreSQL, it runs through Kysely.
 */
export function preparedQuery<R>(db: Db, query: Compilable<R>): (...parameters: unknown[]) => Promise<R | undefined> {
  const compiled = query.compile();
  const reader = readConnectionOf(db);
  if (reader) {
    let statement: ReturnType<typeof reader.prepare> | null = null; // prepared on first use: tables may not exist yet
    return async (...parameters) => {
      statement ??= reader.prepare(compiled.sql);
      return statement.get(parameters) as R | undefined;
    };
  }
  return async (...parameters) => (await db.executeQuery<R>({ ...compiled, parameters })).rows[0];
}
