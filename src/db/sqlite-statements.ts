import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept per connection (by SQL text); the oldest is dropped past this many. */
const KEPT_STATEMENTS = 500;

/**
 * A SQLite connection as Kysely's dialect and the read-only connection use it, with two costs
 * taken off every statement (docs/PERFORMANCE.md):
 * - Kysely prepares every query anew, and preparing costs more than running a small query: a
 *   prepared statement is kept per SQL text. Safe because each statement runs to its end before
 *   the next (the dialect's mutex; the reader's statements run synchronously).
 * - better-sqlite3 builds each row object through V8's API, one property at a time: 100 order
 *   headers of 21 columns took about twice as long as the query's rows as arrays. A statement
 *   that names the columns it returns runs in array mode, and each row is made by one object
 *   literal of its columns, generated once per statement, which V8 builds as it builds any literal.
 */
export function keptStatements(connection: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    prepare(source) {
      let statement = kept.get(source);
      if (!statement) {
        statement = rowsAsLiterals(connection.prepare(source));
        if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
        kept.set(source, statement);
      }
      return statement;
    },
    close: () => connection.close(),
  };
}

/**
 * A `*` that SQLite expands into the table's columns (`select *`, `"o".*`), not `count(*)`. SQLite
 * expands it again when it re-prepares the statement after another connection changed the schema
 * (a newer release migrating beside a running one), so its columns can change between two runs of
 * a kept statement; a statement that names each column cannot change its columns that way.
 */
const EXPANDED_STAR = /(?:^|[\s,])(?:"[^"]*"\.|\w+\.)?\*/;

function rowsAsLiterals(statement: SQLite.Statement): SqliteStatement {
  // better-sqlite3's own objects, named at every run, where the columns could change.
  if (!statement.reader || EXPANDED_STAR.test(statement.source)) return statement;
  const row = rowOf(statement.columns().map((c) => c.name));
  statement.raw(true);
  // Named for CPU profiles: its self time is SQLite's run of the statement (bench/profile-top.ts).
  function sqliteRows(parameters: readonly unknown[]) {
    return (statement.all(parameters) as unknown[][]).map(row);
  }
  return {
    reader: true,
    all: sqliteRows,
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield row(values);
    },
  };
}

/**
 * `(values) => ({ "name": values[0], … })` for these column names. The names are the statement's
 * own, each written as a JSON string literal, so no name can be read as code; a literal sets its
 * properties as better-sqlite3 does (a later column of the same name wins, `__proto__` is the setter).
 */
function rowOf(names: readonly string[]): (values: unknown[]) => Record<string, unknown> {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  // Named sqliteRow for CPU profiles (bench/profile-top.ts counts it with the statements' own time).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from column names only, see above
  const make = new Function(`return function sqliteRow(values) { return { ${fields} }; };`) as () => (
    values: unknown[],
  ) => Record<string, unknown>;
  return make();
}
