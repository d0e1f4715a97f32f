import type { Db, DialectName } from '../db/database.ts';
import { memoizedRead } from '../db/prepared.ts';
import type { WebhookTables } from './tables.ts';

export type EndpointRow = WebhookTables['webhook_endpoints'];
export type DeliveryRow = WebhookTables['webhook_deliveries'];
export type AttemptRow = WebhookTables['webhook_attempts'];

/** A delivery a worker leased, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempt_count: number;
  created_at: string;
}

/** The shop's enabled endpoints of clients not disabled; read in every transaction that records events, so memoized. */
const subscribersOf = memoizedRead((db) =>
  db
    .selectFrom('webhook_endpoints')
    .innerJoin('oauth_clients', 'oauth_clients.id', 'webhook_endpoints.client_id')
    .select(['webhook_endpoints.id', 'webhook_endpoints.topics'])
    .where('webhook_endpoints.shop_id', '=', '')
    .where((eb) => eb('webhook_endpoints.enabled', '=', eb.lit(1)))
    .where('oauth_clients.disabled_at', 'is', null),
);

/** The only place with webhook SQL. */
export function webhooksRepo(db: Db) {
  return {
    insertEndpoint(row: EndpointRow) {
      return db.insertInto('webhook_endpoints').values(row).execute();
    },
    /** The client's endpoint (another client's, or another shop's, is not found). */
    findEndpoint(shopId: string, clientId: string | null, id: string) {
      let q = db.selectFrom('webhook_endpoints').selectAll().where('shop_id', '=', shopId).where('id', '=', id);
      if (clientId !== null) q = q.where('client_id', '=', clientId);
      return q.executeTakeFirst();
    },
    /** The client's endpoints (every endpoint of the shop when clientId is null: the console), oldest first. */
    listEndpoints(shopId: string, clientId: string | null, limit: number, offset: number) {
      let q = db.selectFrom('webhook_endpoints').selectAll().where('shop_id', '=', shopId);
      if (clientId !== null) q = q.where('client_id', '=', clientId);
      return q.orderBy('created_at').orderBy('id').limit(limit).offset(offset).execute();
    },
    async countEndpoints(shopId: string, clientId: string) {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    updateEndpoint(id: string, set: Partial<EndpointRow>) {
      return db.updateTable('webhook_endpoints').set(set).where('id', '=', id).execute();
    },
    async deleteEndpoint(id: string) {
      const ids = db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id);
      await db.deleteFrom('webhook_attempts').where('delivery_id', 'in', ids).execute();
      await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
      await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    },
    /** Who gets a new event. */
    subscribers(shopId: string) {
      return subscribersOf(db, shopId);
    },
    /** Deliveries waiting for a first or another attempt (the queue's depth, for GET /metrics). */
    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    endpointsByIds(ids: string[]) {
      return db.selectFrom('webhook_endpoints').selectAll().where('id', 'in', ids).execute();
    },
    /** The insert of deliveries, built for the caller to run (alone, or with the events it delivers). */
    insertDeliveries(rows: DeliveryRow[]) {
      return db.insertInto('webhook_deliveries').values(rows);
    },
    /** An endpoint's deliveries, newest first. */
    listDeliveries(endpointId: string, limit: number, offset: number) {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countDeliveries(endpointId: string) {
      const row = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    attemptsOf(deliveryIds: string[]) {
      if (deliveryIds.length === 0) return Promise.resolve([] as AttemptRow[]);
      return db
        .selectFrom('webhook_attempts')
        .selectAll()
        .where('delivery_id', 'in', deliveryIds)
        .orderBy('delivery_id')
        .orderBy('number')
        .execute();
    },
    findDelivery(endpointId: string, id: string) {
      return db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', endpointId)
        .where('id', '=', id)
        .executeTakeFirst();
    },
    /** Makes a delivery due at `at` again, whatever it became (a replay). */
    makeDue(id: string, at: string) {
      return db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', next_attempt_at: at, lease_holder: null, lease_until: null, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    /** Whether any delivery is due (a read, so that an idle worker does not write). */
    async anyDue(now: string) {
      return !!(await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .limit(1)
        .executeTakeFirst());
    },
    /**
     * Leases up to `limit` due deliveries of enabled endpoints to holder until leaseUntil, which also
     * becomes their next attempt time: if the holder dies, they are due again when the lease ends.
     * PostgreSQL skips rows another worker is leasing at that instant; SQLite has one writer.
     */
    claim(
      dialect: DialectName,
      holder: string,
      now: string,
      leaseUntil: string,
      limit: number,
    ): Promise<ClaimedDelivery[]> {
      let due = db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select('d.id')
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', now)
        .where('e.enabled', '=', 1)
        .orderBy('d.next_attempt_at')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate(['d']).skipLocked();
      return db
        .updateTable('webhook_deliveries')
        .set({ lease_holder: holder, lease_until: leaseUntil, next_attempt_at: leaseUntil, updated_at: now })
        .where('id', 'in', due)
        .returning(['id', 'endpoint_id', 'event_id', 'attempt_count', 'created_at'])
        .execute();
    },
    /** Of these deliveries, those committed and still leased to holder (adopted from this process's writes). */
    leasedTo(holder: string, ids: string[]): Promise<ClaimedDelivery[]> {
      return db
        .selectFrom('webhook_deliveries')
        .select(['id', 'endpoint_id', 'event_id', 'attempt_count', 'created_at'])
        .where('id', 'in', ids)
        .where('lease_holder', '=', holder)
        .where('status', '=', 'pending')
        .execute();
    },
    /** The workers holding leases that have not ended. */
    async leaseHolders(now: string) {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select('lease_holder')
        .distinct()
        .where('status', '=', 'pending')
        .where('lease_until', '>', now)
        .where('lease_holder', 'is not', null)
        .execute();
      return rows.map((r) => r.lease_holder!);
    },
    /** Makes the deliveries a (dead) worker held due at once. */
    releaseHolder(holder: string, now: string) {
      return db
        .updateTable('webhook_deliveries')
        .set({ lease_holder: null, lease_until: null, next_attempt_at: now, updated_at: now })
        .where('status', '=', 'pending')
        .where('lease_holder', '=', holder)
        .execute();
    },
    /** Ends an attempt, if holder still holds the delivery: answers false when its lease was taken over. */
    async finishAttempt(
      holder: string,
      id: string,
      set: Pick<DeliveryRow, 'status' | 'next_attempt_at' | 'attempt_count' | 'updated_at'>,
    ) {
      const r = await db
        .updateTable('webhook_deliveries')
        .set({ ...set, lease_holder: null, lease_until: null })
        .where('id', '=', id)
        .where('lease_holder', '=', holder)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    insertAttempt(row: AttemptRow) {
      return db.insertInto('webhook_attempts').values(row).execute();
    },
    clearFailing(endpointId: string) {
      return db
        .updateTable('webhook_endpoints')
        .set({ failing_since: null })
        .where('id', '=', endpointId)
        .where('failing_since', 'is not', null)
        .execute();
    },
    markFailing(endpointId: string, since: string) {
      return db
        .updateTable('webhook_endpoints')
        .set({ failing_since: since })
        .where('id', '=', endpointId)
        .where('failing_since', 'is', null)
        .execute();
    },
    disableEndpoint(endpointId: string, reason: 'gone' | 'failing', at: string) {
      return db
        .updateTable('webhook_endpoints')
        .set({ enabled: 0, disabled_reason: reason, updated_at: at })
        .where('id', '=', endpointId)
        .execute();
    },
    /** Deletes deliveries (and their attempts) created before `before`. */
    async pruneDeliveries(before: string) {
      const old = db.selectFrom('webhook_deliveries').select('id').where('created_at', '<', before);
      await db.deleteFrom('webhook_attempts').where('delivery_id', 'in', old).execute();
      const r = await db.deleteFrom('webhook_deliveries').where('created_at', '<', before).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
