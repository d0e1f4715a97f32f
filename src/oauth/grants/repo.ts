import type { PageRequest } from '../../lib/page.ts';
import type { Db } from '../../db/database.ts';
import { memoizedQuery } from '../../db/prepared.ts';
import type { GrantTables, OAuthTables } from '../../db/tables/oauth.ts';
import { ownTables } from '../../db/own-tables.ts';

export type CodeRow = GrantTables['oauth_authorization_codes'];
type GrantRow = GrantTables['oauth_grants'];
type RefreshTokenRow = GrantTables['oauth_refresh_tokens'];

/** SQL for authorization codes, grants and refresh tokens. */
export function grantRepo(handle: Db) {
  const db = ownTables<GrantTables & Pick<OAuthTables, 'oauth_clients'>>(handle);
  return {
    insertCode(row: CodeRow) {
      return db.insertInto('oauth_authorization_codes').values(row).execute();
    },
    findCode(codeHash: string) {
      return db
        .selectFrom('oauth_authorization_codes')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
    },
    /** Marks the code used; false when another exchange got there first. */
    async claimCode(codeHash: string, at: string, grantId: string): Promise<boolean> {
      const r = await db
        .updateTable('oauth_authorization_codes')
        .set({ used_at: at, grant_id: grantId })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    deleteExpiredCodes(before: string) {
      return db.deleteFrom('oauth_authorization_codes').where('expires_at', '<', before).execute();
    },

    insertGrant(row: GrantRow) {
      return db.insertInto('oauth_grants').values(row).execute();
    },
    findGrant(id: string) {
      return db.selectFrom('oauth_grants').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async revokeGrant(id: string, at: string, shopId?: string): Promise<boolean> {
      let q = db
        .updateTable('oauth_grants')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null);
      if (shopId) q = q.where('shop_id', '=', shopId);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    touchGrant(id: string, at: string) {
      return db.updateTable('oauth_grants').set({ last_used_at: at }).where('id', '=', id).execute();
    },
    /** Grants of a shop still in force, newest first, with the client's name. */
    listActiveGrants(shopId: string, page: PageRequest) {
      return db
        .selectFrom('oauth_grants as g')
        .innerJoin('oauth_clients as c', 'c.id', 'g.client_id')
        .select([
          'g.id',
          'g.client_id',
          'c.name as client_name',
          'g.staff_id',
          'g.scopes',
          'g.created_at',
          'g.last_used_at',
        ])
        .where('g.shop_id', '=', shopId)
        .where('g.revoked_at', 'is', null)
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
    },

    insertRefreshToken(row: RefreshTokenRow) {
      return db.insertInto('oauth_refresh_tokens').values(row).execute();
    },
    findRefreshToken(tokenHash: string) {
      return db
        .selectFrom('oauth_refresh_tokens as r')
        .innerJoin('oauth_grants as g', 'g.id', 'r.grant_id')
        .select([
          'r.token_hash',
          'r.grant_id',
          'r.scopes',
          'r.expires_at',
          'r.consumed_at',
          'g.client_id',
          'g.shop_id',
          'g.revoked_at',
        ])
        .where('r.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /** Marks the token rotated; false when it already was (a concurrent or repeated use). */
    async consumeRefreshToken(tokenHash: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('oauth_refresh_tokens')
        .set({ consumed_at: at })
        .where('token_hash', '=', tokenHash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}

export type FoundRefreshToken = NonNullable<Awaited<ReturnType<ReturnType<typeof grantRepo>['findRefreshToken']>>>;

/** The hot path of every request with a grant-bound token: one primary-key lookup, compiled once and memoized until the next commit. */
export function grantRevokedAtQuery(
  handle: Db,
): (grantId: string) => Promise<{ revoked_at: string | null } | undefined> {
  const db = ownTables<GrantTables>(handle);
  return memoizedQuery(db, db.selectFrom('oauth_grants').select('revoked_at').where('id', '=', ''));
}
