import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/** Columns a customer is searched by (their keys below); a change to one of them rewrites the customer's keys. */
const SEARCHED = ['shop_id', 'last_name', 'first_name', 'tel', 'email', 'line_name', 'line_user_id'] as const;

/**
 * The customer's keys as SQL over `col` (a column of the row, NEW.x or a parameter), ASCII-lowercased
 * by `lower` alike on both databases, spaces (and hyphens of phone numbers) left out as the console's
 * search leaves them out of what staff type (listNewestCustomers): the full name (family then
 * given), the given name alone, the phone number, the e-mail address, the LINE display name and the
 * LINE user id. Empty ones are dropped where they are used.
 */
function keyExpressions(col: (name: (typeof SEARCHED)[number]) => string, lower: (x: string) => string): string[] {
  const spaceless = (x: string) => `replace(replace(${x}, ' ', ''), '\u3000', '')`;
  return [
    lower(spaceless(`${col('last_name')} || ${col('first_name')}`)),
    lower(spaceless(col('first_name'))),
    `replace(${spaceless(col('tel'))}, '-', '')`,
    lower(col('email')),
    lower(spaceless(col('line_name'))),
    lower(col('line_user_id')),
  ];
}

/**
 * - customers.line_name: the LINE display name from the shopper's last LINE sign-in ('' = none).
 * - customer_search: the console's customer search (owners) by prefix through an index, instead of
 *   reading all of a shop's customers: one row per (shop, key, customer) for each key of
 *   keyExpressions, kept by triggers on customers in the same statement as every write, whoever
 *   makes it. A search is a range of (shop_id, key): keys are compared byte-wise (COLLATE "C" on
 *   PostgreSQL, SQLite's BINARY), so a prefix's keys are contiguous.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('line_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const pg = dialectOf(db) === 'postgres';
  await sql`CREATE TABLE customer_search (shop_id text NOT NULL, key text ${sql.raw(pg ? 'COLLATE "C" ' : '')}NOT NULL,
    customer_id text NOT NULL, PRIMARY KEY (shop_id, key, customer_id))${sql.raw(pg ? '' : ' WITHOUT ROWID')}`.execute(
    db,
  );
  const columns = SEARCHED.join(', ');
  if (pg) {
    const keys = keyExpressions(
      (name) => `p_${name}`,
      (x) => `lower(${x} COLLATE "C")`,
    );
    await sql`CREATE FUNCTION customer_search_keys(${sql.raw(SEARCHED.map((c) => `p_${c} text`).join(', '))}) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT array(SELECT DISTINCT k FROM unnest(ARRAY[${sql.raw(keys.join(', '))}]) k WHERE k <> '') $$`.execute(
      db,
    );
    const of = (row: 'OLD' | 'NEW') =>
      sql.raw(`customer_search_keys(${SEARCHED.map((c) => `${row}.${c}`).join(', ')})`);
    await sql`CREATE FUNCTION customer_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          DELETE FROM customer_search WHERE shop_id = OLD.shop_id AND key = ANY(${of('OLD')}) AND customer_id = OLD.id;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO customer_search (shop_id, key, customer_id) SELECT NEW.shop_id, k, NEW.id FROM unnest(${of('NEW')}) k;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER customer_search_insert_delete AFTER INSERT OR DELETE ON customers FOR EACH ROW EXECUTE FUNCTION customer_search_follow()`.execute(
      db,
    );
    await sql`CREATE TRIGGER customer_search_update AFTER UPDATE OF ${sql.raw(columns)} ON customers FOR EACH ROW
      EXECUTE FUNCTION customer_search_follow()`.execute(db);
    await sql`INSERT INTO customer_search (shop_id, key, customer_id)
      SELECT shop_id, k, id FROM customers, unnest(customer_search_keys(${sql.raw(columns)})) k`.execute(db);
    return;
  }
  const keysOf = (row: string) =>
    keyExpressions(
      (name) => `${row}${name}`,
      (x) => `lower(${x})`,
    )
      .map((k) => `SELECT ${k} AS k`)
      .join(' UNION ');
  const insert = `INSERT INTO customer_search (shop_id, key, customer_id)
    SELECT new.shop_id, k, new.id FROM (${keysOf('new.')}) WHERE k <> '';`;
  const remove = `DELETE FROM customer_search WHERE shop_id = old.shop_id AND customer_id = old.id
    AND key IN (SELECT k FROM (${keysOf('old.')}));`;
  await sql`CREATE TRIGGER customer_search_ai AFTER INSERT ON customers BEGIN ${sql.raw(insert)} END`.execute(db);
  await sql`CREATE TRIGGER customer_search_ad AFTER DELETE ON customers BEGIN ${sql.raw(remove)} END`.execute(db);
  await sql`CREATE TRIGGER customer_search_au AFTER UPDATE OF ${sql.raw(columns)} ON customers
    BEGIN ${sql.raw(remove)} ${sql.raw(insert)} END`.execute(db);
  const backfill = keyExpressions(
    (name) => name,
    (x) => `lower(${x})`,
  )
    .map((k) => `SELECT shop_id, id, ${k} AS k FROM customers`)
    .join(' UNION ');
  await sql`INSERT INTO customer_search (shop_id, key, customer_id)
    SELECT shop_id, k, id FROM (${sql.raw(backfill)}) WHERE k <> ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`DROP TRIGGER customer_search_insert_delete ON customers`.execute(db);
    await sql`DROP TRIGGER customer_search_update ON customers`.execute(db);
    await sql`DROP FUNCTION customer_search_follow()`.execute(db);
    await sql`DROP FUNCTION customer_search_keys(${sql.raw(SEARCHED.map(() => 'text').join(', '))})`.execute(db);
  } else {
    for (const t of ['customer_search_ai', 'customer_search_ad', 'customer_search_au'])
      await sql`DROP TRIGGER ${sql.id(t)}`.execute(db);
  }
  await db.schema.dropTable('customer_search').execute();
  await db.schema.alterTable('customers').dropColumn('line_name').execute();
}
