import type { AliasableExpression, Expression } from 'kysely';
import type { Db } from '../db/database.ts';
import type { StorefrontTables } from './tables.ts';

export type SessionRow = StorefrontTables['shopper_sessions'];
export type CartRow = StorefrontTables['carts'];
export type CartLineRow = StorefrontTables['cart_lines'];

/** The only place with storefront SQL (sessions and carts). Pass a transaction handle for writes that belong together. */
export function storefrontRepo(db: Db) {
  return {
    async insertSession(row: SessionRow) {
      await db.insertInto('shopper_sessions').values(row).execute();
    },
    /**
     * A live session's shop and customer, with what the customers area's `lineUserIdOf` gives for
     * them (null: no such customer), in one statement.
     */
    async sessionShopper(
      tokenHash: string,
      now: string,
      lineUserIdOf: (shopId: Expression<string>, customerId: Expression<string>) => AliasableExpression<string>,
    ) {
      const row = await db
        .selectFrom('shopper_sessions as s')
        .select((eb) => [
          's.shop_id',
          's.customer_id',
          lineUserIdOf(eb.ref('s.shop_id'), eb.ref('s.customer_id')).as('line_user_id'),
        ])
        .where('s.token_hash', '=', tokenHash)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      return row && { ...row, line_user_id: row.line_user_id as string | null };
    },
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('shopper_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteExpiredSessions(now: string) {
      await db.deleteFrom('shopper_sessions').where('expires_at', '<=', now).execute();
    },

    cart(shopId: string, customerId: string) {
      return db
        .selectFrom('carts')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
    },
    async insertCart(row: CartRow) {
      await db.insertInto('carts').values(row).execute();
    },
    async touchCart(id: string, now: string) {
      await db.updateTable('carts').set({ updated_at: now }).where('id', '=', id).execute();
    },
    cartLines(cartId: string) {
      return db
        .selectFrom('cart_lines')
        .selectAll()
        .where('cart_id', '=', cartId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    async insertCartLines(rows: CartLineRow[]) {
      if (rows.length) await db.insertInto('cart_lines').values(rows).execute();
    },
    async setCartLineQuantity(cartId: string, lineId: string, quantity: number, now: string) {
      await db
        .updateTable('cart_lines')
        .set({ quantity, updated_at: now })
        .where('cart_id', '=', cartId)
        .where('id', '=', lineId)
        .execute();
    },
    async deleteCartLines(cartId: string, lineIds: string[]) {
      if (lineIds.length === 0) return 0;
      const r = await db
        .deleteFrom('cart_lines')
        .where('cart_id', '=', cartId)
        .where('id', 'in', lineIds)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** Marks the live lines of an item, in every cart of the shop, dropped with the reason. */
    async dropItemLines(shopId: string, itemId: string, reason: string, now: string) {
      const r = await db
        .updateTable('cart_lines')
        .set({ dropped_reason: reason, updated_at: now })
        .where('shop_id', '=', shopId)
        .where('item_id', '=', itemId)
        .where('dropped_reason', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
