import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult } from 'kysely';
import type { DialectName } from './database.ts';
import { dialectOf } from './dialect.ts';
import { statementsOf, type Write } from './write-together.ts';
import type { Database } from './schema.ts';

/*
 * Statements compiled once per dialect and run with fresh parameters on whatever handle is given
 * (the database or a transaction): for the writes on the hottest paths, where Kysely's building
 * and compiling cost more than SQLite's running them (docs/BENCHMARKS.md).
 */

type PerDialect<T> = Record<DialectName, Map<string, T>>;

const perDialect = <T = CompiledQuery>(): PerDialect<T> => ({ sqlite: new Map(), postgres: new Map() });

/**
 * What build compiles for key, compiled once per dialect, for the first MAX_SHAPES keys of a cache
 * (a key that counts rows or ids is unbounded); undefined past them, and the caller builds per call.
 */
function compiledOnce<T, DB>(cache: PerDialect<T>, db: Kysely<DB>, key: string, build: () => T): T | undefined {
  const compiled = cache[dialectOf(db)];
  let found = compiled.get(key);
  if (!found && compiled.size < MAX_SHAPES) compiled.set(key, (found = build()));
  return found;
}

const MAX_SHAPES = 64;

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
  const cache = perDialect<Named>();
  return async (db, shape, parameters) => {
    const named = compiledOnce(cache, db, shape, () => namedParameters(build(db, shape, placeholders as P)));
    return db.executeQuery<R>(named ? bound(named, parameters) : build(db, shape, parameters).compile());
  };
}

/**
 * shapedStatement for independent writes run together (writeTogether: one statement on
 * PostgreSQL, one after another on SQLite), compiled once per dialect and shape.
 */
export function shapedWrites<S extends string, P extends Record<string, unknown>, DB = Database>(
  build: (db: Kysely<DB>, shape: S, p: P) => Write[],
): (db: Kysely<DB>, shape: S, parameters: P) => Promise<void> {
  const cache = perDialect<Named[]>();
  return async (db, shape, parameters) => {
    const statements =
      compiledOnce(cache, db, shape, () =>
        statementsOf(db, build(db, shape, placeholders as P)).map(namedParameters),
      ) ?? statementsOf(db, build(db, shape, parameters)).map((w) => ({ compiled: w.compile(), names: null }));
    for (const named of statements) await db.executeQuery(bound(named, parameters));
  };
}

/** A statement compiled with placeholders, and the name of each of its parameters in order (null: compiled with its values). */
interface Named {
  compiled: CompiledQuery;
  names: string[] | null;
}

function namedParameters(query: Compilable): Named {
  const compiled = query.compile();
  const names = compiled.parameters.map((value) => {
    if (typeof value === 'string' && value.startsWith(PLACEHOLDER)) return value.slice(PLACEHOLDER.length);
    throw new Error(`fixedStatement: parameter ${JSON.stringify(value)} is not a placeholder; take values from p`);
  });
  return { compiled, names };
}

const bound = ({ compiled, names }: Named, parameters: Record<string, unknown>): CompiledQuery =>
  names ? { ...compiled, parameters: names.map((name) => parameters[name]) } : compiled;

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
  await db.executeQuery(
    compiled ? { ...compiled, parameters: columns.map((c) => values[c]) } : db.insertInto(table).values(row).compile(),
  );
}
