import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { freshStorage, TEST_DIALECT } from '../helpers/db.ts';

/**
 * PG_STATEMENT_TIMEOUT_MS: a statement the server cancels for running too long (here one waiting
 * on a lock another session holds) answers 503 service_unavailable with Retry-After in the
 * documented error shape, never 500, and writes nothing; once the lock is gone the same write works.
 */
describe(
  `Statement timeout (${TEST_DIALECT})`,
  { skip: TEST_DIALECT !== 'postgres' && 'PostgreSQL only: PG_STATEMENT_TIMEOUT_MS sets its connections' },
  () => {
    let t: TestApp;
    let url: string;
    before(async () => {
      const storage = await freshStorage({ migrated: true });
      url = storage.databaseUrl!;
      t = await startTestApp({ PG_STATEMENT_TIMEOUT_MS: '300' }, { storage });
    });
    after(() => t?.close());

    it('answers 503 with Retry-After when a statement outlasts the timeout, and writes nothing', async () => {
      const token = await t.token(['read_items', 'write_items']);
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE categories IN ACCESS EXCLUSIVE MODE');
        // The lock is let go only after the answer (finally below), so only the timeout can end the statement.
        const res = await t.post('/v1/categories', token, { name: 'held up' });
        assert.equal(res.statusCode, 503, res.body);
        assert.ok(res.headers['retry-after']);
        assert.equal(errorOf(res).code, 'service_unavailable');
        assert.equal(typeof errorOf(res).request_id, 'string');
      } finally {
        await holder.query('ROLLBACK');
        await holder.end();
      }
      const list = await t.get('/v1/categories', token);
      assert.equal(
        list.json().data.some((c: { name: string }) => c.name === 'held up'),
        false,
      );
      const retried = await t.post('/v1/categories', token, { name: 'held up' });
      assert.equal(retried.statusCode, 201, retried.body);
    });

    it('migrations run without it: a start waits past it for another process migrating, and the connections keep it', async () => {
      // Kysely's migration lock on PostgreSQL (its PostgresAdapter's advisory lock id), held as by a
      // process running a long migration.
      const MIGRATION_LOCK = '3853314791062309107';
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
        const started = Date.now();
        const migrating = migrateToLatest(t.ctx.database);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await holder.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
        assert.deepEqual(await migrating, [], 'waited for the lock, then found nothing pending');
        assert.ok(Date.now() - started >= 1000);
      } finally {
        await holder.end();
      }
      for (let i = 0; i < 5; i++) {
        const { rows } = await sql<{ statement_timeout: string }>`SHOW statement_timeout`.execute(t.ctx.db);
        assert.equal(rows[0]!.statement_timeout, '300ms');
      }
    });
  },
);
