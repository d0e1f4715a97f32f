import type { Db } from '../../db/database.ts';
import type { CatalogTables } from '../../db/tables/catalog.ts';
import { ownTables } from '../../db/own-tables.ts';

export type ImageRow = CatalogTables['item_images'];

/** SQL for item images and their bytes; every query on an item is scoped by shop. */
export function imageRepo(handle: Db) {
  const db = ownTables<CatalogTables>(handle);
  return {
    /**
     * Bumps the item's updated_at (its main_image may change, and syncs must see it) and, inside a
     * transaction on PostgreSQL, locks the item row so concurrent image writes of one item queue.
     * False when the shop has no such item.
     */
    async touchItem(shopId: string, itemId: string, now: string): Promise<boolean> {
      const r = await db
        .updateTable('items')
        .set({ updated_at: now })
        .where('shop_id', '=', shopId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async itemExists(shopId: string, itemId: string): Promise<boolean> {
      return !!(await db
        .selectFrom('items')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('id', '=', itemId)
        .executeTakeFirst());
    },
    list(shopId: string, itemId: string, limit: number, offset: number) {
      return db
        .selectFrom('item_images')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .orderBy('sort')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async count(shopId: string, itemId: string): Promise<number> {
      const r = await db
        .selectFrom('item_images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    find(shopId: string, itemId: string, imageId: string) {
      return db
        .selectFrom('item_images')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .where('id', '=', imageId)
        .executeTakeFirst();
    },
    async maxSort(shopId: string, itemId: string): Promise<number | null> {
      const r = await db
        .selectFrom('item_images')
        .select((eb) => eb.fn.max<number | null>('sort').as('m'))
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return r?.m ?? null;
    },
    async insert(row: ImageRow, data: Buffer): Promise<void> {
      await db.insertInto('item_images').values(row).execute();
      await db.insertInto('image_blobs').values({ image_id: row.id, data }).execute();
    },
    async updateSort(shopId: string, itemId: string, imageId: string, sort: number): Promise<boolean> {
      const r = await db
        .updateTable('item_images')
        .set({ sort })
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .where('id', '=', imageId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async delete(shopId: string, itemId: string, imageId: string): Promise<boolean> {
      const r = await db
        .deleteFrom('item_images')
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .where('id', '=', imageId)
        .executeTakeFirst();
      if (Number(r.numDeletedRows) !== 1) return false;
      await db.deleteFrom('image_blobs').where('image_id', '=', imageId).execute();
      return true;
    },
    /** The bytes behind a public /media URL: by image id alone, any shop. */
    media(imageId: string) {
      return db
        .selectFrom('item_images')
        .innerJoin('image_blobs', 'image_blobs.image_id', 'item_images.id')
        .select(['item_images.content_type', 'image_blobs.data'])
        .where('item_images.id', '=', imageId)
        .executeTakeFirst();
    },
  };
}
