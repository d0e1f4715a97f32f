import type { Kysely } from 'kysely';

/** The shop's qualified-invoice issuer registration number (適格請求書発行事業者登録番号, `T` + 13 digits), or null. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('invoice_registration_number', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('invoice_registration_number').execute();
}
