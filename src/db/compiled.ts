import type { Compilable, CompiledQuery, Insertable, Kysely, QueryResult } from 'kysely';
import type { DialectName } from './database.ts';
import { dialectOf } from './dialect.ts';
import { statementsOf, type Write } from './write-together.ts';
import type { Database } from './schema.ts';

/*
 * Statements compiled once per dialect and run with fresh parameters on whatever handle is given
 * (the database or a transaction): for the statements on the hottest paths, where Kysely's building
 * and compiling cost more than SQLite's running them (docs/BENCHMARKS.md).
 *
 * A statement is built once per shape with placeholders in place of its parameters' values: the
 * placeholders have the parameters' structure (plain objects and arrays are walked, every other
 * value is one placeholder), so a builder writes `.values(p.rows)` or `.where('id', 'in', p.ids)`
 * as it would with values. The structure (array lengths, which keys hold undefined) is part of the
 * shape, so rows of other columns or lists of other lengths compile apart. A builder never branches
 * on a value, only on the shape it is given and on whether a value is undefined.
 */

type PerDialect<T> = Record<DialectName, Map<string, T>>;

const perDialect = <T>(): PerDialect<T> => ({ sqlite: new Map(), postgres: new Map() });

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

/** Starts the value standing for a parameter while a statement is built (no real value starts with NUL); its path follows. */
const PLACEHOLDER = '\u0000fixed:';
const PATH_SEPARATOR = '\u0001';

const isWalked = (value: unknown): value is object =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);

/**
 * The parameters' structure as text: array lengths and object keys, a key holding undefined
 * marked; an array whose elements are alike (a list of ids, rows of one column set) is written
 * once. Read on every call, so written for speed (for-in, no intermediate arrays).
 */
function structureOf(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const first = structureOf(value[0]);
    for (let i = 1; i < value.length; i++)
      if (structureOf(value[i]) !== first) return `[${value.map(structureOf).join(',')}]`;
    return `[${value.length}*${first}]`;
  }
  if (!isWalked(value)) return '';
  let text = '{';
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    text += v === undefined ? `${key}?,` : typeof v === 'object' && v !== null ? `${key}${structureOf(v)},` : `${key},`;
  }
  return `${text}}`;
}

/**
 * The parameters with each value replaced by the placeholder of its path (undefined stays
 * undefined). A function, or an object that is neither walked nor a value a driver binds (an
 * expression, say), would not be a parameter, and is refused.
 */
function placeholdersOf(value: unknown, path: string): unknown {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v, i) => placeholdersOf(v, `${path}${PATH_SEPARATOR}${i}`));
  if (!isWalked(value)) {
    if (
      typeof value === 'function' ||
      (typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && !(value instanceof Date))
    )
      throw new Error(
        `compiled statement: ${path.split(PATH_SEPARATOR).join('.')} is not a plain value; only plain values can be parameters`,
      );
    return PLACEHOLDER + path.slice(PATH_SEPARATOR.length);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, placeholdersOf(v, `${path}${PATH_SEPARATOR}${key}`)]),
  );
}

/**
 * A statement of fixed shape, compiled once per dialect (and structure of its parameters) and run
 * with parameters bound by name: build receives placeholders (`p.name`, typed as the values they
 * stand for) and the statement is called with an object of the same names, so the order of keys, in
 * `.set({...})` or in the call, cannot send a value to the wrong column. Every parameter of the built
 * statement must be a placeholder.
 */
export function fixedStatement<P extends Record<string, unknown>, R, DB = Database>(
  build: (db: Kysely<DB>, p: P) => Compilable<R>,
): (db: Kysely<DB>, parameters: P) => Promise<QueryResult<R>> {
  const run = shapedStatement((db: Kysely<DB>, _shape: '', p: P) => build(db, p));
  return (db, parameters) => run(db, '', parameters);
}

/**
 * fixedStatement for a statement whose shape depends on what a request gives beyond its
 * parameters' structure (which filters a list applies, which table a write is for): one
 * compilation per dialect and shape. The shape is a string the caller makes from what it gives
 * (never from values), and build adds a clause for what it names.
 */
export function shapedStatement<S extends string, P extends Record<string, unknown>, R, DB = Database>(
  build: (db: Kysely<DB>, shape: S, p: P) => Compilable<R>,
): (db: Kysely<DB>, shape: S, parameters: P) => Promise<QueryResult<R>> {
  const cache = perDialect<Named>();
  return async (db, shape, parameters) => {
    const named = compiledOnce(cache, db, `${shape}|${structureOf(parameters)}`, () =>
      namedParameters(build(db, shape, placeholdersOf(parameters, '') as P)),
    );
    return db.executeQuery<R>(named ? bound(named, parameters) : build(db, shape, parameters).compile());
  };
}

/**
 * shapedStatement for independent writes run together (statementsOf: one statement on
 * PostgreSQL, one after another on SQLite), compiled once per dialect and shape.
 */
export function shapedWrites<S extends string, P extends Record<string, unknown>, DB = Database>(
  build: (db: Kysely<DB>, shape: S, p: P) => Write[],
): (db: Kysely<DB>, shape: S, parameters: P) => Promise<void> {
  const cache = perDialect<Named[]>();
  return async (db, shape, parameters) => {
    const statements =
      compiledOnce(cache, db, `${shape}|${structureOf(parameters)}`, () =>
        statementsOf(db, build(db, shape, placeholdersOf(parameters, '') as P)).map(namedParameters),
      ) ?? statementsOf(db, build(db, shape, parameters)).map((w) => ({ compiled: w.compile(), paths: null }));
    for (const named of statements) await db.executeQuery(bound(named, parameters));
  };
}

/** A statement compiled with placeholders, and the path of each of its parameters in order (null: compiled with its values). */
interface Named {
  compiled: CompiledQuery;
  paths: string[][] | null;
}

function namedParameters(query: Compilable): Named {
  const compiled = query.compile();
  const paths = compiled.parameters.map((value) => {
    if (typeof value === 'string' && value.startsWith(PLACEHOLDER))
      return value.slice(PLACEHOLDER.length).split(PATH_SEPARATOR);
    throw new Error(`fixedStatement: parameter ${JSON.stringify(value)} is not a placeholder; take values from p`);
  });
  return { compiled, paths };
}

function valueAt(parameters: unknown, path: string[]): unknown {
  let value = parameters;
  for (const key of path) value = (value as Record<string, unknown>)[key];
  return value;
}

function bound({ compiled, paths }: Named, parameters: Record<string, unknown>): CompiledQuery {
  if (!paths) return compiled;
  const values = new Array<unknown>(paths.length);
  for (let i = 0; i < paths.length; i++) values[i] = valueAt(parameters, paths[i]!);
  return { ...compiled, parameters: values };
}

/** Any table's rows, for insertRow: the caller's type (its T) names the table, which Kysely's types cannot follow through a string. */
type AnyTables = Record<string, Record<string, unknown>>;

const insertStatement = shapedStatement((db: Kysely<AnyTables>, table: string, p: { row: Record<string, unknown> }) =>
  db.insertInto(table).values(p.row),
);

/** INSERT of one row of plain values (undefined leaves a column out, as in Kysely), compiled once per table and column set. */
export async function insertRow<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  row: Insertable<DB[T]>,
): Promise<void> {
  await insertStatement(db as unknown as Kysely<AnyTables>, table, { row });
}
