import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { ownTables } from '../db/own-tables.ts';
import { inShop } from '../db/plans.ts';

/** Which of a shop's events: of these types, seen by this client (its own and everyone's), of one object when given. */
export interface EventFilter {
  types: string[];
  clientId: string;
  objectId?: string;
}

const COLUMNS = [
  'seq',
  'event_id',
  'type',
  'created_at',
  'payload',
  'shop_id',
  'actor_type',
  'actor_id',
  'reason',
] as const;

/** The only place with event SQL: events are the rows of the change record (`changes`) that carry an event id. */
export function eventsRepo(handle: Db) {
  const db = ownTables<Pick<Database, 'changes'>>(handle);
  /**
   * The shop's events; `shopAsFilter` when the statement is found by another index (a period's
   * changes_created_at): without it SQLite reads the shop's every change through the primary key.
   */
  const events = (shopId: string, shopAsFilter = false) =>
    db
      .selectFrom('changes')
      .where((eb) => (shopAsFilter ? inShop('shop_id', shopId) : eb('shop_id', '=', shopId)))
      .where('event_id', 'is not', null);
  const filtered = (shopId: string, f: EventFilter, shopAsFilter = false) =>
    events(shopId, shopAsFilter)
      .where('type', 'in', f.types)
      .where((eb) => eb.or([eb('client_id', 'is', null), eb('client_id', '=', f.clientId)]))
      .$if(f.objectId !== undefined, (q) => q.where('object_id', '=', f.objectId!));
  return {
    /** The number of one of the shop's events. */
    async seqOf(shopId: string, eventId: string): Promise<number | null> {
      const row = await events(shopId).select('seq').where('event_id', '=', eventId).executeTakeFirst();
      return row ? Number(row.seq) : null;
    },
    /** The shop's events that pass the filter after a number, oldest (lowest number: commit order) first. */
    after(shopId: string, seq: number, f: EventFilter, limit: number) {
      return filtered(shopId, f).select(COLUMNS).where('seq', '>', seq).orderBy('seq').limit(limit).execute();
    },
    async countAfter(shopId: string, seq: number, f: EventFilter): Promise<number> {
      const row = await filtered(shopId, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seq', '>', seq)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The shop's events that pass the filter recorded in [from, to), in commit order. */
    between(shopId: string, period: { from: string; to: string }, f: EventFilter, limit: number) {
      return filtered(shopId, f, true)
        .select(COLUMNS)
        .where('created_at', '>=', period.from)
        .where('created_at', '<', period.to)
        .orderBy('seq')
        .limit(limit)
        .execute();
    },
    byIds(ids: string[]) {
      return db.selectFrom('changes').select(COLUMNS).where('event_id', 'in', ids).execute();
    },
  };
}

export type EventRow = Awaited<ReturnType<ReturnType<typeof eventsRepo>['after']>>[number];
