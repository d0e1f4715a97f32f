import type { Kysely } from 'kysely';

/**
 * Orders received through an accepted gift, written before the fix that made the recipient their
 * purchaser, still carry the giver's personal data: their purchaser becomes the recipient (the
 * address given on accepting, from the order's shipping, and the recipient's e-mail), as
 * acceptGiftOrder (src/orders/gifts.ts) writes it now.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const received = await db
    .selectFrom('orders')
    .innerJoin('order_shippings', 'order_shippings.order_id', 'orders.id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select(['orders.id', 'order_shippings.recipient', 'customers.email'])
    .where('orders.gift_source_order_id', '!=', '')
    .execute();
  for (const row of received as { id: string; recipient: string; email: string | null }[]) {
    const { last_name, first_name, tel, postal_code, address } = JSON.parse(row.recipient) as Record<string, string>;
    const purchaser = JSON.stringify({ last_name, first_name, tel, email: row.email ?? '', postal_code, address });
    await db.updateTable('orders').set({ purchaser }).where('id', '=', row.id).execute();
  }
}

export async function down(): Promise<void> {}
