import type { Kysely } from 'kysely';

/**
 * Events an integration follows per object and events that belong to one client:
 * `changes.client_id` names the client an event belongs to (a webhook endpoint's deletion), which
 * alone sees it; null for every other row, seen by each client whose scopes cover its type. The
 * index (shop_id, object_id, seq) serves GET /v1/events?object_id=, at the cost of that object's
 * events.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('changes').addColumn('client_id', 'text').execute();
  await db.schema.createIndex('changes_object').on('changes').columns(['shop_id', 'object_id', 'seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('changes_object').execute();
  await db.schema.alterTable('changes').dropColumn('client_id').execute();
}
