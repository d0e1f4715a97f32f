import type { Db } from '../../db/database.ts';
import type { ShopSenderTables } from '../../db/tables/shop.ts';
import { ownTables } from '../../db/own-tables.ts';

type ShopSenderRow = ShopSenderTables['shop_senders'];

/** The shop's sender (ご依頼主): the only SQL of shop_senders. */
export function shopSenderRepo(handle: Db) {
  const db = ownTables<ShopSenderTables>(handle);
  return {
    find(shopId: string): Promise<ShopSenderRow | undefined> {
      return db.selectFrom('shop_senders').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
    },
    async save(row: ShopSenderRow): Promise<void> {
      const { shop_id: _id, ...fields } = row;
      await db
        .insertInto('shop_senders')
        .values(row)
        .onConflict((oc) => oc.column('shop_id').doUpdateSet(fields))
        .execute();
    },
    async remove(shopId: string): Promise<void> {
      await db.deleteFrom('shop_senders').where('shop_id', '=', shopId).execute();
    },
  };
}
