import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';

/**
 * Drops an item from every shopper's cart (DECISIONS.md section 4: price, discount, tax, status to
 * inactive, archived, selling period, options, bundle or variant prices changed). The line stays
 * with its reason so the shopper sees why it left the cart; checkout ignores dropped lines.
 */
export async function dropItemFromCarts(db: Db, input: { shopId: string; itemId: string; reason: string }): Promise<number> {
  const r = await db.updateTable('cart_lines')
    .set({ dropped_reason: input.reason, updated_at: nowIso() })
    .where('shop_id', '=', input.shopId).where('item_id', '=', input.itemId).where('dropped_reason', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
