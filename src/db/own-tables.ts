import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { Queryable } from './types.ts';

/** Tables T whose every name is one of Database's (a table the schema does not have does not compile). */
type SomeTables<T> = { [K in keyof T]: K extends keyof Database ? unknown : never };

/**
 * The handle (the database's or a transaction's) typed to some tables only: a repository narrows
 * the handle it is given to its own area's tables, and to any other area's tables it reads, named
 * in T (`OrderTables & Pick<Database, 'items'>`), so its queries cannot name any other table.
 *
 * The one cast of it: Kysely<DB> is invariant in DB, so a handle over a subset of the tables is
 * not assignable from the handle over all of them. It is safe because T is a subset of Database
 * (every table the narrowed handle can name exists, with the columns its type says), and it is a
 * cast only: the same object, so what is kept per handle (its read connection, commit signal,
 * afterCommit callbacks, isTransaction) stays its own. Unlike Kysely's withTables it makes no new instance.
 */
export function ownTables<T extends SomeTables<T>>(db: Queryable): Kysely<T> {
  return db as unknown as Kysely<T>;
}
