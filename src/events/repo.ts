import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ownTables } from '../db/own-tables.ts';

/** The only place with event SQL: events are the rows of the change record (`changes`) that carry an event id. */
export function eventsRepo(handle: Db) {
  const db = ownTables<Pick<Database, 'changes'>>(handle);
  const events = (shopId: string) =>
    db.selectFrom('changes').where('shop_id', '=', shopId).where('event_id', 'is not', null);
  return {
    /** The number of one of the shop's events. */
    async seqOf(shopId: string, eventId: string): Promise<number | null> {
      const row = await events(shopId).select('seq').where('event_id', '=', eventId).executeTakeFirst();
      return row ? Number(row.seq) : null;
    },
    /** The shop's events of these types after a number, oldest (lowest number: commit order) first. */
    after(shopId: string, seq: number, types: string[], limit: number) {
      return events(shopId)
        .select(['seq', 'event_id', 'type', 'created_at', 'payload', 'shop_id'])
        .where('seq', '>', seq)
        .where('type', 'in', types)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },
    async countAfter(shopId: string, seq: number, types: string[]): Promise<number> {
      const row = await events(shopId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seq', '>', seq)
        .where('type', 'in', types)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    byIds(ids: string[]) {
      return db
        .selectFrom('changes')
        .select(['seq', 'event_id', 'type', 'created_at', 'payload', 'shop_id'])
        .where('event_id', 'in', ids)
        .execute();
    },
  };
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsRepo>['after']>>[number];
