import type { Db } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { storefrontRepo } from './repo.ts';

/**
 * Drops an item from every shopper's cart (DECISIONS.md section 4: price, discount, tax, status to
 * inactive, archived, selling period, options, bundle or variant prices changed). The line stays
 * with its reason so the shopper sees why it left the cart; checkout ignores dropped lines.
 * Apart from ./cart.ts because the catalogue calls it and the cart reads the catalogue.
 */
export function dropItemFromCarts(db: Db, input: { shopId: string; itemId: string; reason: string }): Promise<number> {
  return storefrontRepo(db).dropItemLines(input.shopId, input.itemId, input.reason, nowIso());
}
