import type { Compilable, CompiledQuery, Insertable, QueryResult } from 'kysely';
import type { DialectName, Db } from './database.ts';
import { dialectOf } from './migrate.ts';
import type { Database } from './schema.ts';

/*
 * Statements compiled once per dialect and run with fresh parameters on whatever handle is given
 * (the database or a transaction): for the writes on the hottest paths, where Kysely's building
 * and compiling cost more than SQLite's running them (a 40-column insert: ~30 µs against ~20 µs).
 */

type PerDialect = Record<DialectName, Map<string, CompiledQuery>>;

const perDialect = (): PerDialect => ({ sqlite: new Map(), postgres: new Map() });

function compiledOnce(cache: PerDialect, db: Db, key: string, build: () => CompiledQuery): CompiledQuery {
  const compiled = cache[dialectOf(db)];
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = build()));
  return found;
}

/**
 * A statement of fixed shape: built once with placeholder values, then run with parameters given in
 * the order they appear in the SQL (as preparedQuery takes them).
 */
export function fixedStatement<R>(build: (db: Db) => Compilable<R>): (db: Db, ...parameters: unknown[]) => Promise<QueryResult<R>> {
  const cache = perDialect();
  return (db, ...parameters) => db.executeQuery<R>({ ...compiledOnce(cache, db, '', () => build(db).compile()), parameters });
}

const inserts = perDialect();

/** INSERT of one row of plain values (undefined leaves a column out, as in Kysely), compiled once per table and column set. */
export async function insertRow<T extends keyof Database & string>(db: Db, table: T, row: Insertable<Database[T]>): Promise<void> {
  const values = row as Record<string, unknown>;
  const columns = Object.keys(values).filter((c) => values[c] !== undefined);
  const compiled = compiledOnce(inserts, db, `${table}:${columns.join(',')}`, () => {
    const built = db.insertInto(table).values(row).compile();
    // Kysely turns each plain value into one parameter, in column order; anything else is not for this helper.
    if (built.parameters.length !== columns.length) throw new Error(`insertRow(${table}): only plain values can be reused`);
    return built;
  });
  await db.executeQuery({ ...compiled, parameters: columns.map((c) => values[c]) });
}
