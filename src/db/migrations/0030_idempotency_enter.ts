import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * PostgreSQL: tenpo_idempotency_enter(lock_name, owner_id, key_name) tries the transaction-scoped
 * advisory lock named lock_name (src/http/idempotency/keys.ts, advisoryLocks), then reads the key,
 * and answers both (`{"taken": …, "key": the row or null}`) in one round trip. The read must see
 * every commit made before the lock was tried: a holder lets go of the lock only after its commit
 * is visible, and under READ COMMITTED a statement reads from the snapshot taken when it starts, so
 * a read in the statement that takes the lock could miss the answer of a holder that committed in
 * between and run its request a second time. In a VOLATILE function each statement takes a
 * snapshot of its own when it starts: the read's comes after the lock. The row goes out as JSON,
 * so the function names no column. SQLite holds keys otherwise and needs nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`CREATE FUNCTION tenpo_idempotency_enter(lock_name text, owner_id text, key_name text) RETURNS jsonb
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      taken boolean;
      found_key jsonb;
    BEGIN
      taken := pg_try_advisory_xact_lock(hashtextextended(lock_name, 0));
      SELECT to_jsonb(k) INTO found_key FROM idempotency_keys k WHERE k.client_id = owner_id AND k.key = key_name;
      RETURN jsonb_build_object('taken', taken, 'key', found_key);
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`DROP FUNCTION tenpo_idempotency_enter(text, text, text)`.execute(db);
}
