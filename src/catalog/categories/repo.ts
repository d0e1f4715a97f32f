import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { dialectOf } from '../../db/dialect.ts';
import type { CatalogTables } from '../../db/tables/catalog.ts';
import { ownTables } from '../../db/own-tables.ts';

export type CategoryRow = CatalogTables['categories'];

/** SQL for categories; every query is scoped by shop. */
export function categoryRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
    /**
     * Serializes changes to one shop's category tree inside a transaction, so two concurrent moves
     * cannot each pass the cycle check and together make a cycle. SQLite's BEGIN IMMEDIATE already
     * serializes writers; PostgreSQL takes a transaction-scoped advisory lock per shop.
     */
    async lockTree(shopId: string): Promise<void> {
      if (dialectOf(db) === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`categories:${shopId}`}))`.execute(db);
    },
    list(shopId: string, limit: number, offset: number) {
      return db
        .selectFrom('categories')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async count(shopId: string): Promise<number> {
      const r = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    find(shopId: string, id: string) {
      return db
        .selectFrom('categories')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async maxSort(shopId: string): Promise<number | null> {
      const r = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.max<number | null>('sort').as('m'))
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      return r?.m ?? null;
    },
    insert(row: CategoryRow) {
      return db.insertInto('categories').values(row).execute();
    },
    update(
      shopId: string,
      id: string,
      patch: Partial<Pick<CategoryRow, 'name' | 'parent_id' | 'sort'>> & { updated_at: string },
    ) {
      return db
        .updateTable('categories')
        .set(patch)
        .where('shop_id', '=', shopId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async delete(shopId: string, id: string): Promise<boolean> {
      const r = await db.deleteFrom('categories').where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
    async hasChildren(shopId: string, id: string): Promise<boolean> {
      return !!(await db
        .selectFrom('categories')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('parent_id', '=', id)
        .limit(1)
        .executeTakeFirst());
    },
    /** Archived items count: they still name the category and may be restored. */
    async hasItems(shopId: string, id: string): Promise<boolean> {
      return !!(await db
        .selectFrom('items')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('category_id', '=', id)
        .limit(1)
        .executeTakeFirst());
    },
  };
}

/** A foreign-key violation on either database (a row still references the one being deleted). */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
