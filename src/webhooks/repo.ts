import type { Kysely } from 'kysely';
import type { Db, DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { memoizedRead } from '../db/prepared.ts';
import type { WebhookTables } from '../db/tables/webhooks.ts';
import { ownTables } from '../db/own-tables.ts';

export type EndpointRow = WebhookTables['webhook_endpoints'];
export type DeliveryRow = WebhookTables['webhook_deliveries'];
export type AttemptRow = WebhookTables['webhook_attempts'];
/** Why the service or staff disabled an endpoint (webhook_endpoints.disabled_reason). */
export type DisabledReason = 'gone' | 'failing' | 'staff';

/**
 * The tables webhook SQL names: its own, and the OAuth area's clients and grants, joined to the
 * endpoints in the statements that decide where deliveries may go (one statement each: the
 * subscribers read, memoized, and the claim's leasing update).
 */
type WebhookAccessTables = WebhookTables & Pick<Database, 'oauth_clients' | 'oauth_grants'>;

/** A delivery a worker leased, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  attempt_count: number;
  created_at: string;
}

/** An endpoint with the state of the access it delivers under: its client's, and its grant's when a grant's token set it. */
export interface EndpointAccessRow extends EndpointRow {
  /** The client's name, which staff know it by. */
  client_name: string;
  client_disabled_at: string | null;
  client_scopes: string;
  /** Null when the endpoint has no grant, or its grant is gone. */
  grant_scopes: string | null;
  grant_revoked_at: string | null;
  /** The client's secrets now, to compare with the endpoint's client_secret_id (secretInForce). */
  client_current_secret_id: string;
  client_previous_secret_id: string | null;
  client_previous_secret_until: string | null;
}

type SecretColumns = Pick<
  EndpointAccessRow,
  'client_secret_id' | 'client_current_secret_id' | 'client_previous_secret_id' | 'client_previous_secret_until'
>;

/**
 * Whether the client secret whose token set the endpoint still works at `now`: the current one,
 * or the one it replaced until its grace ends (none recorded: a grant's token, or an older endpoint).
 * The same rule as the SQL of `deliverable`; `subscribers` leaves its time part to this.
 */
export function secretInForce(row: SecretColumns, now: string): boolean {
  if (row.client_secret_id === null || row.client_secret_id === row.client_current_secret_id) return true;
  return row.client_secret_id === row.client_previous_secret_id && (row.client_previous_secret_until ?? '') > now;
}

/** Endpoints beside their client and grant. No aliases: memoizedRead takes every table name it finds for a table it must watch. */
function endpointsWithAccess(db: Kysely<WebhookAccessTables>) {
  return db
    .selectFrom('webhook_endpoints')
    .innerJoin('oauth_clients', 'oauth_clients.id', 'webhook_endpoints.client_id')
    .leftJoin('oauth_grants', 'oauth_grants.id', 'webhook_endpoints.grant_id');
}

const SECRET_COLUMNS = [
  'webhook_endpoints.client_secret_id',
  'oauth_clients.secret_id as client_current_secret_id',
  'oauth_clients.previous_secret_id as client_previous_secret_id',
  // Named apart from the endpoint's own previous_secret_until (its signing secret's overlap).
  'oauth_clients.previous_secret_until as client_previous_secret_until',
] as const;

function withAccessColumns(q: ReturnType<typeof endpointsWithAccess>) {
  return q
    .selectAll('webhook_endpoints')
    .select([
      'oauth_clients.name as client_name',
      'oauth_clients.disabled_at as client_disabled_at',
      'oauth_clients.scopes as client_scopes',
      'oauth_grants.scopes as grant_scopes',
      'oauth_grants.revoked_at as grant_revoked_at',
      ...SECRET_COLUMNS,
    ]);
}

/**
 * Endpoints deliveries may go to at `now`: enabled, their client not disabled (nor deleted), their
 * grant, if they have one, in force, and the client secret of the token that set them, if any, too
 * (secretInForce). Without `now`, the grace of a replaced secret is left to the caller; literals
 * only then, so that the memoized read below keeps one parameter.
 */
function deliverable(db: Kysely<WebhookAccessTables>, now: string | null) {
  return endpointsWithAccess(db)
    .where((eb) => eb('webhook_endpoints.enabled', '=', eb.lit(1)))
    .where('oauth_clients.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('webhook_endpoints.grant_id', 'is', null),
        eb.and([eb('oauth_grants.id', 'is not', null), eb('oauth_grants.revoked_at', 'is', null)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('webhook_endpoints.client_secret_id', 'is', null),
        eb('webhook_endpoints.client_secret_id', '=', eb.ref('oauth_clients.secret_id')),
        eb.and([
          eb('webhook_endpoints.client_secret_id', '=', eb.ref('oauth_clients.previous_secret_id')),
          ...(now === null ? [] : [eb('oauth_clients.previous_secret_until', '>', now)]),
        ]),
      ]),
    );
}

/** The shop's deliverable endpoints but for the grace of replaced secrets; read in every transaction that records events, so memoized. */
const subscribersOf = memoizedRead((db: Kysely<WebhookAccessTables>) =>
  deliverable(db, null)
    .select(['webhook_endpoints.id', 'webhook_endpoints.client_id', 'webhook_endpoints.topics', ...SECRET_COLUMNS])
    .where('webhook_endpoints.shop_id', '=', ''),
);

/** The only place with webhook SQL. */
export function webhooksRepo(handle: Db) {
  const db = ownTables<WebhookAccessTables>(handle);
  return {
    insertEndpoint(row: EndpointRow) {
      return db.insertInto('webhook_endpoints').values(row).execute();
    },
    /** The client's endpoint (another client's, or another shop's, is not found). */
    findEndpoint(shopId: string, clientId: string | null, id: string): Promise<EndpointAccessRow | undefined> {
      let q = withAccessColumns(endpointsWithAccess(db))
        .where('webhook_endpoints.shop_id', '=', shopId)
        .where('webhook_endpoints.id', '=', id);
      if (clientId !== null) q = q.where('webhook_endpoints.client_id', '=', clientId);
      return q.executeTakeFirst();
    },
    /** The client's endpoints (every endpoint of the shop when clientId is null: the console), oldest first. */
    listEndpoints(
      shopId: string,
      clientId: string | null,
      limit: number,
      offset: number,
    ): Promise<EndpointAccessRow[]> {
      let q = withAccessColumns(endpointsWithAccess(db)).where('webhook_endpoints.shop_id', '=', shopId);
      if (clientId !== null) q = q.where('webhook_endpoints.client_id', '=', clientId);
      return q
        .orderBy('webhook_endpoints.created_at')
        .orderBy('webhook_endpoints.id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    /** The shop's endpoints whose deliveries fail (failing since a first failure, or disabled for failing or a 410). */
    async countFailing(shopId: string): Promise<number> {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_id', '=', shopId)
        .where((eb) => eb.or([eb('failing_since', 'is not', null), eb('disabled_reason', 'in', ['failing', 'gone'])]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
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
    /** Who gets a new event at `now`. */
    async subscribers(shopId: string, now: string) {
      return (await subscribersOf(db, shopId)).filter((e) => secretInForce(e, now));
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
    /** Read as each batch is sent, never memoized: a revocation committed by any process is seen at once. */
    endpointsByIds(ids: string[]): Promise<EndpointAccessRow[]> {
      return withAccessColumns(endpointsWithAccess(db)).where('webhook_endpoints.id', 'in', ids).execute();
    },
    /** The insert of deliveries, built for the caller to run (alone, or with the events it delivers). */
    async insertDeliveries(rows: DeliveryRow[]) {
      await db.insertInto('webhook_deliveries').values(rows).execute();
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
        .where('endpoint_id', 'in', deliverable(db, now).select('webhook_endpoints.id'))
        .limit(1)
        .executeTakeFirst());
    },
    /**
     * Leases up to `limit` due deliveries of deliverable endpoints to holder until leaseUntil, which also
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
        .select('d.id')
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', now)
        .where('d.endpoint_id', 'in', deliverable(db, now).select('webhook_endpoints.id'))
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
    /** Gives leased deliveries back unsent, pending and due: they wait until their endpoint is deliverable again. */
    releaseUnsent(holder: string, ids: string[], now: string) {
      return db
        .updateTable('webhook_deliveries')
        .set({ lease_holder: null, lease_until: null, next_attempt_at: now, updated_at: now })
        .where('id', 'in', ids)
        .where('lease_holder', '=', holder)
        .where('status', '=', 'pending')
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
    disableEndpoint(endpointId: string, reason: DisabledReason, at: string) {
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
