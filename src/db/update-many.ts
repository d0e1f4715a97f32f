import { sql, type Kysely } from 'kysely';
import { dialectOf } from './dialect.ts';

/**
 * Writes rows of one shop's table over the stored ones, found by id (each row its own values, the
 * same columns in all): one statement on PostgreSQL whatever their number, where a statement a row
 * cost an items file's edits 350-460 µs a row, of which the table's triggers and keyword index were
 * at most about 100 (BENCHMARKS.md); `jsonb_populate_recordset` gives each value its column's type.
 * On SQLite, where a statement costs no round trip, a statement a row.
 */
export async function updateManyById<DB>(
  db: Kysely<DB>,
  table: keyof DB & string,
  shopId: string,
  rows: ({ id: string } & Record<string, unknown>)[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'id' && c !== 'shop_id');
  if (dialectOf(db) === 'postgres') {
    const set = sql.join(columns.map((c) => sql`${sql.id(c)} = j.${sql.id(c)}`));
    await sql`update ${sql.table(table)} as t set ${set}
      from jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb) as j
      where t.id = j.id and t.shop_id = ${shopId}`.execute(db);
    return;
  }
  for (const { id, ...row } of rows) {
    const values = columns.map((c) => sql`${sql.id(c)} = ${row[c]}`);
    await sql`update ${sql.table(table)} set ${sql.join(values)} where id = ${id} and shop_id = ${shopId}`.execute(db);
  }
}
