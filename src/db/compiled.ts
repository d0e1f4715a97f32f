import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult } from 'kysely';
import type { DialectName } from './database.ts';
import { dialectOf } from './dialect.ts';
import type { Database } from './schema.ts';

/*
 * Statements compiled once per dialect and run with fresh parameters on whatever handle is given
 * (the database or a transaction): for the writes on the hottest paths, where Kysely's building
 * and compiling cost more than SQLite's running them (docs/BENCHMARKS.md).
 */

type PerDialect<T> = Record<DialectName, Map<string, T>>;

const perDialect = <T = CompiledQuery>(): PerDialect<T> => ({ sqlite: new Map(), postgres: new Map() });

function compiledOnce<T, DB>(cache: PerDialect<T>, db: Kysely<DB>, key: string, build: () => T): T {
  const compiled = cache[dialectOf(db)];
  let found = compiled.get(key);
  if (!found) compiled.set(key, (found = build()));
  return found;
}

/** The value standing for a named parameter while a fixed statement is built (no real value starts with NUL). */
const PLACEHOLDER = '\u0000fixed:';
const placeholders = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? PLACEHOLDER + name : undefined) });

/**
 * A statement of fixed shape, compiled once per dialect and run with parameters bound by name:
 * build receives placeholders (`p.name`, typed as the values they stand for) and the statement is
 * called with an object of the same names, so the order of keys, in `.set({...})` or in the call,
 * cannot send a value to the wrong column. Every parameter of the built statement must be a placeholder.
 */
export function fixedStatement<P extends Record<string, unknown>, R, DB = Database>(
  build: (db: Kysely<DB>, p: P) => Compilable<R>,
): (db: Kysely<DB>, parameters: P) => Promise<QueryResult<R>> {
  const run = shapedStatement((db: Kysely<DB>, _shape: '', p: P) => build(db, p));
  return (db, parameters) => run(db, '', parameters);
}

/**
 * fixedStatement for a statement whose shape depends on which filters a request gives (a list's
 * optional filters): one compilation per dialect and shape. The shape is a string the caller
 * makes from what it gives (never from values), and build adds a clause for what it names.
 */
export function shapedStatement<S extends string, P extends Record<string, unknown>, R, DB = Database>(
  build: (db: Kysely<DB>, shape: S, p: P) => Compilable<R>,
): (db: Kysely<DB>, shape: S, parameters: P) => Promise<QueryResult<R>> {
  const cache = perDialect<{ compiled: CompiledQuery; names: string[] }>();
  return async (db, shape, parameters) => {
    const { compiled, names } = compiledOnce(cache, db, shape, () => {
      const built = build(db, shape, placeholders as P).compile();
      return {
        compiled: built,
        names: built.parameters.map((value) => {
          if (typeof value === 'string' && value.startsWith(PLACEHOLDER)) return value.slice(PLACEHOLDER.length);
          throw new Error(
            `fixedStatement: parameter ${JSON.stringify(value)} is not a placeholder; take values from p`,
          );
        }),
      };
    });
    return db.executeQuery<R>({ ...compiled, parameters: names.map((name) => parameters[name]) });
  };
}

const inserts = perDialect();

/** INSERT of one row of plain values (undefined leaves a column out, as in Kysely), compiled once per table and column set. */
export async function insertRow<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  row: Insertable<DB[T]>,
): Promise<void> {
  const values = row as Record<string, unknown>;
  const columns = Object.keys(values).filter((c) => values[c] !== undefined);
  const compiled = compiledOnce(inserts, db, `${table}:${columns.join(',')}`, () => {
    const built = db.insertInto(table).values(row).compile();
    // Kysely turns each plain value into one parameter, in column order; anything else is not for this helper.
    if (built.parameters.length !== columns.length)
      throw new Error(`insertRow(${table}): only plain values can be reused`);
    return built;
  });
  await db.executeQuery({ ...compiled, parameters: columns.map((c) => values[c]) });
}
