import type { Db } from '../db/database.ts';
import { memoizedQuery } from '../db/prepared.ts';
import type { OAuthTables } from './tables.ts';

export type ClientRow = OAuthTables['oauth_clients'];

export function oauthRepo(db: Db) {
  // The client's state and its shop's profile in one read, on every authenticated request (memoized until the next commit).
  const access = memoizedQuery(db, db.selectFrom('oauth_clients').innerJoin('shops', 'shops.id', 'oauth_clients.shop_id')
    .select(['oauth_clients.disabled_at', 'shops.id', 'shops.name', 'shops.url', 'shops.contact_email', 'shops.created_at'])
    .where('oauth_clients.id', '=', ''));
  const byId = memoizedQuery(db, db.selectFrom('oauth_clients').selectAll().where('id', '=', ''));
  return {
    insertClient(row: ClientRow) {
      return db.insertInto('oauth_clients').values(row).execute();
    },
    findClient(id: string) {
      return byId(id);
    },
    listClients(shopId: string | null) {
      let q = db.selectFrom('oauth_clients').selectAll().orderBy('created_at').orderBy('id');
      if (shopId) q = q.where('shop_id', '=', shopId);
      return q.execute();
    },
    async disableClient(id: string, at: string): Promise<boolean> {
      const r = await db.updateTable('oauth_clients').set({ disabled_at: at }).where('id', '=', id).where('disabled_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** A client's disabled state and its shop's profile (undefined when either is gone): read on every authenticated request. */
    clientAccess(id: string) {
      return access(id);
    },
    touchClient(id: string, at: string) {
      return db.updateTable('oauth_clients').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}
