import { sql, type Kysely } from 'kysely';
import { trackingNumberKey } from '../../lib/tracking-number.ts';

const PAGE = 1000;

interface TrackingCopy {
  id: string;
  tracking_number: string;
  delivery_date: string | null;
  updated_at: string;
}

/**
 * A tracking number is registered once per shipping and carrier: trackings gain `tracking_key`
 * (trackingNumberKey: the number as the carrier reads it, "1234-5678" and "１２３４５６７８" alike),
 * unique with (order_shipping_id, carrier_id), so that two registrations at once cannot both land.
 *
 * Numbers registered twice before (a job run again with new Idempotency-Keys) become one: the first
 * registration stays, with its id, and takes the spelling and delivery date of the copy changed last
 * (staff's latest word); the other copies are deleted. Their events stay in the change record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('trackings')
    .addColumn('tracking_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (let after = ''; ;) {
    const page = await db
      .selectFrom('trackings')
      .select(['id', 'tracking_number'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (page.length === 0) break;
    const keys = page.map((r) => sql`(${r.id}, ${trackingNumberKey(r.tracking_number as string)})`);
    await sql`WITH k (id, tracking_key) AS (VALUES ${sql.join(keys)})
      UPDATE trackings SET tracking_key = (SELECT k.tracking_key FROM k WHERE k.id = trackings.id)
      WHERE id IN (SELECT id FROM k)`.execute(db);
    after = page.at(-1)!.id as string;
  }
  const duplicated = await db
    .selectFrom('trackings')
    .select(['order_shipping_id', 'carrier_id', 'tracking_key'])
    .groupBy(['order_shipping_id', 'carrier_id', 'tracking_key'])
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  for (const group of duplicated) {
    const copies: TrackingCopy[] = await db
      .selectFrom('trackings')
      .select(['id', 'tracking_number', 'delivery_date', 'updated_at'])
      .where('order_shipping_id', '=', group.order_shipping_id)
      .where('carrier_id', '=', group.carrier_id)
      .where('tracking_key', '=', group.tracking_key)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const [first, ...later] = copies;
    const latest = copies.reduce((a, b) => (b.updated_at > a.updated_at ? b : a));
    const { tracking_number, delivery_date, updated_at } = latest;
    await db
      .updateTable('trackings')
      .set({ tracking_number, delivery_date, updated_at })
      .where('id', '=', first!.id)
      .execute();
    await db
      .deleteFrom('trackings')
      .where(
        'id',
        'in',
        later.map((c) => c.id),
      )
      .execute();
  }
  await db.schema
    .createIndex('trackings_shipping_number')
    .unique()
    .on('trackings')
    .columns(['order_shipping_id', 'carrier_id', 'tracking_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('trackings_shipping_number').execute();
  await db.schema.alterTable('trackings').dropColumn('tracking_key').execute();
}
