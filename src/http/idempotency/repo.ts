import { sql, type Insertable, type Updateable } from 'kysely';
import { insertRow } from '../../db/compiled.ts';
import type { Db, Tx } from '../../db/database.ts';
import type { IdempotencyTables } from '../../db/tables/idempotency.ts';
import { ownTables } from '../../db/own-tables.ts';

/* The only SQL on the idempotency_keys table (src/http/idempotency/keys.ts holds the rules of keys and their holders). */

export type IdempotencyKeyRow = IdempotencyTables['idempotency_keys'];

/** A key: whose (the client, or `shopper:<customer id>`) and which. */
export interface KeyName {
  owner: string;
  key: string;
}

export function findKey(handle: Db, name: KeyName) {
  const db = ownTables<IdempotencyTables>(handle);
  return db
    .selectFrom('idempotency_keys')
    .select([
      'request_hash',
      'state',
      'holder',
      'locked_until',
      'expires_at',
      'response_status',
      'response_headers',
      'response_body',
    ])
    .where('client_id', '=', name.owner)
    .where('key', '=', name.key)
    .executeTakeFirst();
}

export async function deleteIfExpired(handle: Db, name: KeyName, now: string): Promise<void> {
  const db = ownTables<IdempotencyTables>(handle);
  await db
    .deleteFrom('idempotency_keys')
    .where('client_id', '=', name.owner)
    .where('key', '=', name.key)
    .where('expires_at', '<=', now)
    .execute();
}

export function insertKey(handle: Db, row: Insertable<IdempotencyKeyRow>): Promise<void> {
  const db = ownTables<IdempotencyTables>(handle);
  return insertRow(db, 'idempotency_keys', row);
}

/**
 * Updates the key while it is running and `holder` holds it (null: a claim its holder let go of): a
 * guarded statement, so a claim taken over meanwhile is left alone. The number of rows changed (0 or 1).
 */
export async function updateRunningKey(
  handle: Db,
  name: KeyName,
  fields: Updateable<IdempotencyKeyRow>,
  holder: string | null,
): Promise<number> {
  const db = ownTables<IdempotencyTables>(handle);
  const r = await db
    .updateTable('idempotency_keys')
    .set(fields)
    .where('client_id', '=', name.owner)
    .where('key', '=', name.key)
    .where('state', '=', 'running')
    .where('holder', holder === null ? 'is' : '=', holder)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes the key's running claim while holder holds it. */
export async function deleteRunningKey(handle: Db, name: KeyName, holder: string): Promise<void> {
  const db = ownTables<IdempotencyTables>(handle);
  await db
    .deleteFrom('idempotency_keys')
    .where('client_id', '=', name.owner)
    .where('key', '=', name.key)
    .where('holder', '=', holder)
    .where('state', '=', 'running')
    .execute();
}

/** A key's row as read (findKey). */
export type FoundKey = NonNullable<Awaited<ReturnType<typeof findKey>>>;

/**
 * PostgreSQL: takes the transaction-scoped advisory lock named `lock` if no other transaction holds
 * it, then reads the key, in one round trip (tenpo_idempotency_enter, migration 0030, which says
 * why the read there sees every commit made before the lock was tried).
 */
export async function tryLockThenFindKey(
  tx: Tx,
  lock: string,
  name: KeyName,
): Promise<{ taken: boolean; row: FoundKey | undefined }> {
  const { rows } = await sql<{
    entered: { taken: boolean; key: FoundKey | null };
  }>`SELECT tenpo_idempotency_enter(${lock}, ${name.owner}, ${name.key}) AS entered`.execute(tx);
  const { taken, key } = rows[0]!.entered;
  return { taken, row: key ?? undefined };
}

/** Deletes keys whose retention ended before now; the number deleted. */
export async function deleteExpiredKeys(handle: Tx, now: string): Promise<number> {
  const db = ownTables<IdempotencyTables>(handle);
  const r = await db.deleteFrom('idempotency_keys').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
