import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { fixedStatement, insertRow, shapedStatement } from '../../db/compiled.ts';
import type { Db, Tx } from '../../db/database.ts';
import type { IdempotencyTables } from '../../db/tables/idempotency.ts';
import { ownTables } from '../../db/own-tables.ts';

/* The only SQL on the idempotency_keys table (src/http/idempotency/keys.ts holds the rules of keys and their holders). */

type IdempotencyKeyRow = IdempotencyTables['idempotency_keys'];

/** A key: whose (the client, or `shopper:<customer id>`) and which. */
interface KeyName {
  owner: string;
  key: string;
}

/** The key's row: compiled once, as it is read on every keyed write (twice on SQLite). */
const keyByName = fixedStatement((db: Kysely<IdempotencyTables>, p: { owner: string; key: string }) =>
  db
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
    .where('client_id', '=', p.owner)
    .where('key', '=', p.key),
);

export async function findKey(handle: Db, name: KeyName) {
  const { rows } = await keyByName(ownTables<IdempotencyTables>(handle), { owner: name.owner, key: name.key });
  return rows[0];
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

/** Which columns an update of a running key sets, and whether its guard is a holder or none (null). */
type RunningUpdateShape = `${string}|${'holder' | 'none'}`;

/** updateRunningKey's statement, compiled once per shape: the answer's storing ends every keyed write. */
const runningKeyUpdate = shapedStatement(
  (db: Kysely<IdempotencyTables>, shape: RunningUpdateShape, p: Record<string, unknown>) => {
    const [columns, guard] = shape.split('|') as [string, 'holder' | 'none'];
    const set = Object.fromEntries(columns.split(',').map((c) => [c, p[c]])) as Updateable<IdempotencyKeyRow>;
    return db
      .updateTable('idempotency_keys')
      .set(set)
      .where('client_id', '=', p.owner as string)
      .where('key', '=', p.keyName as string)
      .where('state', '=', p.running as 'running')
      .where('holder', guard === 'none' ? 'is' : '=', guard === 'none' ? null : (p.guard as string));
  },
);

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
  const values = fields as Record<string, unknown>;
  const columns = Object.keys(values).filter((c) => values[c] !== undefined);
  const r = await runningKeyUpdate(
    ownTables<IdempotencyTables>(handle),
    `${columns.join(',')}|${holder === null ? 'none' : 'holder'}`,
    // Parameters named apart from the columns set, which take theirs by column name.
    Object.assign({ owner: name.owner, keyName: name.key, running: 'running', guard: holder }, values),
  );
  return Number(r.numAffectedRows);
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
