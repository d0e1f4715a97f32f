import type { Kysely } from 'kysely';

/**
 * The audit trail (DECISIONS.md section 9): who made each change and why.
 * - changes.actor_type / actor_id: the actor of an event (client, staff, operator, shopper, system)
 *   and its id (client id, staff id, shopper's customer id; null otherwise); `reason`: what staff
 *   gave for a cancellation. Events recorded before this migration read as the system's.
 * - order_actions.actor_id: the client or shopper (customer id) of an action by them (staff keep
 *   staff_id); `reason`: the staff member's reason for a cancellation. Their actor_kind gains
 *   client, shopper and system, and their action the order events those actors cause.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('changes')
    .addColumn('actor_type', 'text', (c) => c.notNull().defaultTo('system'))
    .execute();
  await db.schema.alterTable('changes').addColumn('actor_id', 'text').execute();
  await db.schema.alterTable('changes').addColumn('reason', 'text').execute();
  await db.schema.alterTable('order_actions').addColumn('actor_id', 'text').execute();
  await db.schema.alterTable('order_actions').addColumn('reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_actions').dropColumn('reason').execute();
  await db.schema.alterTable('order_actions').dropColumn('actor_id').execute();
  await db.schema.alterTable('changes').dropColumn('reason').execute();
  await db.schema.alterTable('changes').dropColumn('actor_id').execute();
  await db.schema.alterTable('changes').dropColumn('actor_type').execute();
}
