import type { Db } from '../db/database.ts';
import type { ConsoleTables } from '../db/tables/console.ts';
import type { Database } from '../db/schema.ts';
import { ownTables } from '../db/own-tables.ts';

type StaffRow = ConsoleTables['staff'];
type SessionRow = ConsoleTables['staff_sessions'];

/** Staff accounts and sessions (a session reads its shop's name, which the console's header shows). */
export function staffRepo(handle: Db) {
  const db = ownTables<ConsoleTables & Pick<Database, 'shops'>>(handle);
  return {
    insert(row: StaffRow) {
      return db.insertInto('staff').values(row).execute();
    },
    findByEmail(email: string) {
      return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
    },
    findById(id: string) {
      return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Oldest first; every shop's when shopId is null (`tenpo staff list`). */
    list(shopId: string | null) {
      let q = db
        .selectFrom('staff')
        .select(['id', 'shop_id', 'email', 'name', 'role', 'locale', 'created_at', 'disabled_at'])
        .orderBy('created_at')
        .orderBy('id');
      if (shopId) q = q.where('shop_id', '=', shopId);
      return q.execute();
    },
    async setDisabled(id: string, disabledAt: string | null, at: string): Promise<boolean> {
      const r = await db
        .updateTable('staff')
        .set({ disabled_at: disabledAt, updated_at: at })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    setPasswordHash(id: string, passwordHash: string, at: string) {
      return db
        .updateTable('staff')
        .set({ password_hash: passwordHash, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    deleteSessionsOf(staffId: string) {
      return db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    },
    insertSession(row: SessionRow) {
      return db.insertInto('staff_sessions').values(row).execute();
    },
    findSession(idHash: string) {
      return db
        .selectFrom('staff_sessions as ss')
        .innerJoin('staff as s', 's.id', 'ss.staff_id')
        .innerJoin('shops as sh', 'sh.id', 's.shop_id')
        .select([
          'sh.name as shop_name',
          'ss.id_hash',
          'ss.csrf_token',
          'ss.expires_at',
          's.id as staff_id',
          's.shop_id',
          's.email',
          's.name',
          's.role',
          's.locale',
        ])
        .where('ss.id_hash', '=', idHash)
        .where('s.disabled_at', 'is', null)
        .executeTakeFirst();
    },
    extendSession(idHash: string, expiresAt: string) {
      return db.updateTable('staff_sessions').set({ expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
    },
    deleteSession(idHash: string) {
      return db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    },
    /** E-mail addresses and names of staff accounts by id (who approved each app, who acted on an order). */
    async contactsById(ids: string[]): Promise<Map<string, { email: string; name: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('staff')
        .select(['id', 'email', 'name'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((r) => [r.id, { email: r.email, name: r.name }]));
    },
    setLocale(staffId: string, locale: StaffRow['locale'], at: string) {
      return db.updateTable('staff').set({ locale, updated_at: at }).where('id', '=', staffId).execute();
    },
    deleteExpiredSessions(before: string) {
      return db.deleteFrom('staff_sessions').where('expires_at', '<', before).execute();
    },
  };
}
