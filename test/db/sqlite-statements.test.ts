import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { keptStatements } from '../../src/db/sqlite-statements.ts';
import { sqlitePassOnly } from '../helpers/db.ts';

/** The rows keptStatements makes must be the rows better-sqlite3 makes, whatever the columns. */
describe(
  'SQLite statements kept per connection, rows made by a literal per statement',
  sqlitePassOnly('SQLite connections only'),
  () => {
    let dir: string;
    let connection: Database.Database;
    before(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-statements-'));
      connection = new Database(path.join(dir, 'db.sqlite'));
      connection.exec(
        `CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, "odd ""name"", with: marks" TEXT, n REAL, b BLOB)`,
      );
      connection.exec(`INSERT INTO t VALUES (1, 'a', 'x', 1.5, x'00ff'), (2, NULL, '}; throw 1; //', NULL, NULL)`);
    });
    after(() => {
      connection.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const both = (source: string, parameters: unknown[] = []) => ({
      kept: keptStatements(connection).prepare(source).all(parameters),
      own: connection.prepare(source).all(parameters),
    });

    it('answers the rows better-sqlite3 answers: every column, in order, with its values and types', () => {
      for (const source of [
        'SELECT * FROM t ORDER BY id',
        'SELECT id, name AS "x", n * 2 AS doubled, b FROM t WHERE id >= ? ORDER BY id',
        // A later column of the same name wins, as in better-sqlite3's objects.
        'SELECT id AS v, name AS v FROM t ORDER BY id',
        // The literal sets it as better-sqlite3 does, through the prototype's setter.
        'SELECT id AS "__proto__", name FROM t ORDER BY id',
        'SELECT 1 WHERE 0',
      ]) {
        const { kept, own } = both(source, source.includes('?') ? [1] : []);
        assert.deepEqual(kept, own, source);
        for (const [i, row] of kept.entries())
          assert.deepEqual(Object.keys(row as object), Object.keys(own[i] as object), source);
      }
    });

    it("answers the columns of the table's schema as it is now, when another connection rebuilt the table in between", () => {
      const statements = keptStatements(connection);
      const sources = [
        'SELECT * FROM t ORDER BY id',
        'SELECT "t".* FROM t ORDER BY id',
        'SELECT id, name FROM t ORDER BY id',
      ];
      for (const source of sources) statements.prepare(source).all([]);
      // A newer release's migration, from another connection: the table rebuilt with its columns in another order.
      const other = new Database(path.join(dir, 'db.sqlite'));
      other.exec(`CREATE TABLE t2 (name TEXT, id INTEGER PRIMARY KEY, "odd ""name"", with: marks" TEXT, b BLOB, n REAL);
        INSERT INTO t2 (name, id, "odd ""name"", with: marks", b, n) SELECT name, id, "odd ""name"", with: marks", b, n FROM t;
        DROP TABLE t; ALTER TABLE t2 RENAME TO t;`);
      other.close();
      for (const source of sources)
        assert.deepEqual(statements.prepare(source).all([]), connection.prepare(source).all(), source);
    });

    it('iterates rows alike, and runs writes (RETURNING rows made alike)', () => {
      const statements = keptStatements(connection);
      assert.deepEqual(
        [...statements.prepare('SELECT id, name FROM t ORDER BY id').iterate([])],
        connection.prepare('SELECT id, name FROM t ORDER BY id').all(),
      );
      const write = statements.prepare('UPDATE t SET n = ? WHERE id = ?');
      assert.equal(write.reader, false);
      assert.equal(write.run([3, 2]).changes, 1);
      assert.deepEqual(statements.prepare('UPDATE t SET n = n + 1 WHERE id = ? RETURNING id, n').all([2]), [
        { id: 2, n: 4 },
      ]);
    });

    it('prepares each SQL text once per connection', () => {
      const statements = keptStatements(connection);
      assert.equal(statements.prepare('SELECT id FROM t'), statements.prepare('SELECT id FROM t'));
    });
  },
);
