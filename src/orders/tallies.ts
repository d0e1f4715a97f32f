import type { Tx } from '../db/database.ts';
import { addDays } from '../lib/jst-time.ts';
import { orderTalliesRepo } from './repo/tallies.ts';

/**
 * On PostgreSQL the per-day tallies (the console's daily figures, the sync cursor's later days)
 * spread each day's counts over slots, so concurrent checkouts seldom wait on one row; every read
 * sums them. A past day is seldom written, so its slots are folded into one: a sync page from the
 * start of a year of orders summed 11,680 tally rows (4 statuses, 8 slots), about 2 ms of
 * PostgreSQL's CPU, and sums 1,460 once folded. Days before yesterday (UTC) are past on the UTC
 * days of the sync tally and the Japan days of the daily one alike.
 */
export async function foldPastTallySlots(tx: Tx, now: number): Promise<number> {
  return orderTalliesRepo(tx).foldSlotsBefore(addDays(new Date(now).toISOString().slice(0, 10), -1));
}
