import type { PageRequest } from '../lib/page.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/types.ts';
import type { Database } from '../db/schema.ts';
import { memoizedQuery, preparedQuery } from '../db/prepared.ts';
import type { OAuthTables } from '../db/tables/oauth.ts';
import { ownTables } from '../db/own-tables.ts';

export type ClientRow = OAuthTables['oauth_clients'];
export type SigningKeyRow = OAuthTables['signing_keys'];

/** Reads of clients (with their shop), on the read handle. */
export function oauthRepo(handle: Db) {
  const db = ownTables<OAuthTables & Pick<Database, 'shops'>>(handle);
  // The client's state and its shop's profile in one read, on every authenticated request (memoized until the next commit).
  const access = memoizedQuery(
    db,
    db
      .selectFrom('oauth_clients')
      .innerJoin('shops', 'shops.id', 'oauth_clients.shop_id')
      .select([
        'oauth_clients.disabled_at',
        'shops.id',
        'shops.name',
        'shops.url',
        'shops.contact_email',
        'shops.created_at',
      ])
      .where('oauth_clients.id', '=', ''),
  );
  const byId = memoizedQuery(db, db.selectFrom('oauth_clients').selectAll().where('id', '=', ''));
  return {
    findClient(id: string) {
      return byId(id);
    },
    /** Oldest first, deleted ones left out; every client without a page (the CLI's list). */
    listClients(shopId: string | null, page?: PageRequest) {
      let q = db
        .selectFrom('oauth_clients')
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id');
      if (shopId) q = q.where('shop_id', '=', shopId);
      if (page) q = q.limit(page.limit).offset(page.offset);
      return q.execute();
    },
    /** The names of clients by id, deleted ones included (the console's order history names the apps that acted). */
    async clientNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('oauth_clients').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    /** A client's disabled state and its shop's profile (undefined when either is gone): read on every authenticated request. */
    clientAccess(id: string) {
      return access(id);
    },
  };
}

/** Writes of clients, in the caller's transaction. */
export function clientWrites(tx: Tx) {
  const db = ownTables<OAuthTables>(tx);
  return {
    insertClient(row: ClientRow) {
      return db.insertInto('oauth_clients').values(row).execute();
    },
    async disableClient(id: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('oauth_clients')
        .set({ disabled_at: at })
        .where('id', '=', id)
        .where('disabled_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async enableClient(id: string): Promise<boolean> {
      const r = await db
        .updateTable('oauth_clients')
        .set({ disabled_at: null })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** Deleted is also disabled, so the one check on every request's path (clientAccess) stops its tokens. */
    async deleteClient(id: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('oauth_clients')
        .set((eb) => ({ deleted_at: at, disabled_at: eb.fn.coalesce('disabled_at', eb.val(at)) }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async replaceSecret(
      id: string,
      secret: { hash: string; id: string },
      previous: { hash: string; id: string; until: string },
    ): Promise<boolean> {
      const r = await db
        .updateTable('oauth_clients')
        .set({
          secret_hash: secret.hash,
          secret_id: secret.id,
          previous_secret_hash: previous.hash,
          previous_secret_id: previous.id,
          previous_secret_until: previous.until,
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** Replaces a stored hash with another of the same secret (a new scheme), unless the secret changed since it was read. */
    replaceSecretHash(id: string, column: 'secret_hash' | 'previous_secret_hash', from: string, to: string) {
      return db
        .updateTable('oauth_clients')
        .set(column === 'secret_hash' ? { secret_hash: to } : { previous_secret_hash: to })
        .where('id', '=', id)
        .where(column, '=', from)
        .execute();
    },
    touchClient(id: string, at: string) {
      return db.updateTable('oauth_clients').set({ last_used_at: at }).where('id', '=', id).execute();
    },
  };
}

/** Signing keys; built once per key store, so the query asked before every signature is compiled once. */
export function signingKeyRepo(handle: Db) {
  const db = ownTables<OAuthTables>(handle);
  const newestActive = preparedQuery(
    db,
    db
      .selectFrom('signing_keys')
      .select('kid')
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('kid', 'desc')
      .limit(1),
  );
  return {
    /** The newest key not retired (asked before every signature, at most once a second). */
    async newestActiveKid(): Promise<string | undefined> {
      return (await newestActive(1))?.kid;
    },
    async hasActiveKey(): Promise<boolean> {
      return !!(await db
        .selectFrom('signing_keys')
        .select('kid')
        .where('retired_at', 'is', null)
        .limit(1)
        .executeTakeFirst());
    },
    /** Keys not retired, or retired after `retiredAfter`: newest first. */
    listPublished(retiredAfter: string) {
      return db
        .selectFrom('signing_keys')
        .selectAll()
        .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', retiredAfter)]))
        .orderBy('created_at', 'desc')
        .orderBy('kid', 'desc')
        .execute();
    },
    async exists(kid: string): Promise<boolean> {
      return !!(await db.selectFrom('signing_keys').select('kid').where('kid', '=', kid).executeTakeFirst());
    },
    insert(row: SigningKeyRow) {
      return db.insertInto('signing_keys').values(row).execute();
    },
    async activeKids(): Promise<string[]> {
      return (await db.selectFrom('signing_keys').select('kid').where('retired_at', 'is', null).execute()).map(
        (r) => r.kid,
      );
    },
    /** Every key, newest first (`tenpo keys list`). */
    listAll() {
      return db
        .selectFrom('signing_keys')
        .select(['kid', 'created_at', 'retired_at'])
        .orderBy('created_at', 'desc')
        .orderBy('kid', 'desc')
        .execute();
    },
    /** Retires every active key but `kid`. */
    retireAllBut(kid: string, at: string) {
      return db
        .updateTable('signing_keys')
        .set({ retired_at: at })
        .where('retired_at', 'is', null)
        .where('kid', '!=', kid)
        .execute();
    },
  };
}

/** The deployment's settings (deployment_settings). */
export function settingsRepo(handle: Db) {
  const db = ownTables<OAuthTables>(handle);
  return {
    async get(name: string): Promise<string | undefined> {
      return (await db.selectFrom('deployment_settings').select('value').where('name', '=', name).executeTakeFirst())
        ?.value;
    },
    /** Records the value unless one is recorded already (the first process to start wins). */
    insertIfAbsent(name: string, value: string, at: string) {
      return db
        .insertInto('deployment_settings')
        .values({ name, value, updated_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    set(name: string, value: string, at: string) {
      return db
        .insertInto('deployment_settings')
        .values({ name, value, updated_at: at })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: at }))
        .execute();
    },
  };
}
