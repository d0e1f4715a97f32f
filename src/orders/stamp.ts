import type { Db } from '../db/database.ts';
import { ordersRepo } from './repo.ts';

/**
 * Gives orders the change record's commit-ordered instant as updated_at (called by
 * src/changes/service.ts appendChanges, in the changing transaction). Kept apart from the
 * orders service, which records changes itself, so that the two areas import each other in one direction only.
 */
export function stampOrdersUpdatedAt(tx: Db, shopId: string, orderIds: string[], at: string): Promise<void> {
  return ordersRepo(tx).stampUpdatedAt(shopId, orderIds, at);
}
