import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { until } from '../helpers/until.ts';

/**
 * The rule advisoryLocks (src/http/idempotency/keys.ts) relies on to try the key's lock and read
 * the key in one round trip: a holder of the lock commits its answer and lets go of the lock while
 * another request's statement has started but not yet tried the lock. That statement's own
 * snapshot, taken when it started, misses the answer; tenpo_idempotency_enter (migration 0030)
 * reads in a statement of its own, from a snapshot taken after the lock, and sees it.
 */
describe(
  'Idempotency on PostgreSQL: the key is read after its lock is tried, from a snapshot taken then',
  { skip: TEST_DIALECT !== 'postgres' && 'advisory locks and snapshots are PostgreSQL’s' },
  () => {
    let t: TestApp & { storage: { databaseUrl: string | null } };
    const clients: pg.Client[] = [];
    const connect = async () => {
      const client = new pg.Client({ connectionString: t.storage.databaseUrl! });
      await client.connect();
      clients.push(client);
      return client;
    };
    before(async () => (t = await startTestApp()));
    after(async () => {
      for (const c of clients) await c.end();
      await t.close();
    });

    /**
     * Runs `entering` (whose first step waits for the gate's lock, after its snapshot was taken)
     * while a holder of the key's lock commits a done row and lets go; what `entering` answers.
     */
    async function raceWithHolder(entering: string): Promise<{ taken: boolean; key: unknown }> {
      const [holder, gate, retry] = [await connect(), await connect(), await connect()];
      const owner = 'client_snapshot';
      const key = randomUUID();
      const lock = `${owner}\n${key}`;
      const gateName = `gate ${key}`;
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lock]);
      const now = new Date().toISOString();
      await holder.query(
        `INSERT INTO idempotency_keys (client_id, key, request_hash, state, locked_until, response_status,
           response_headers, response_body, created_at, expires_at) VALUES ($1, $2, 'h', 'done', $3, 201, '{}', 'answer', $3, $4)`,
        [owner, key, now, new Date(Date.now() + 3_600_000).toISOString()],
      );
      await gate.query('BEGIN');
      await gate.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [gateName]);
      const retryPid = (await retry.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await retry.query('BEGIN');
      const answered = retry.query(
        `WITH gate AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($1, 0))) ${entering}`,
        [gateName, lock, owner, key],
      );
      // Once the retry's statement waits for the gate, it has started: its snapshot is taken.
      await until(
        async () =>
          (
            await gate.query(`SELECT 1 FROM pg_locks WHERE pid = $1 AND locktype = 'advisory' AND NOT granted`, [
              retryPid,
            ])
          ).rowCount,
        'the retry to wait for the gate',
      );
      await holder.query('COMMIT'); // the answer is visible, then the key's lock is let go
      await gate.query('COMMIT');
      const { rows } = await answered;
      await retry.query('ROLLBACK');
      return rows[0].entered as { taken: boolean; key: unknown };
    }

    it('one statement that tries the lock and reads the key misses the answer committed meanwhile (why the read is a statement of its own)', async () => {
      const entered = await raceWithHolder(
        `SELECT jsonb_build_object('taken', pg_try_advisory_xact_lock(hashtextextended($2, 0)),
           'key', (SELECT to_jsonb(k) FROM idempotency_keys k WHERE k.client_id = $3 AND k.key = $4)) AS entered FROM gate`,
      );
      assert.equal(entered.taken, true);
      assert.equal(entered.key, null);
    });

    it('tenpo_idempotency_enter sees the answer the holder committed before letting go of the lock', async () => {
      const entered = await raceWithHolder(`SELECT tenpo_idempotency_enter($2, $3, $4) AS entered FROM gate`);
      assert.equal(entered.taken, true);
      assert.equal((entered.key as { response_body: string } | null)?.response_body, 'answer');
    });
  },
);
