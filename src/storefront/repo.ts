import type { AliasableExpression, Expression, Kysely } from 'kysely';
import { fixedStatement, shapedWrites } from '../db/compiled.ts';
import { chunks } from '../db/chunks.ts';
import type { Db } from '../db/database.ts';
import { jsonHelpers, jsonValue } from '../db/json.ts';
import { insertIfAbsent } from '../db/write-together.ts';
import type { StorefrontTables } from '../db/tables/storefront.ts';
import { ownTables } from '../db/own-tables.ts';

type SessionRow = StorefrontTables['shopper_sessions'];
export type CartRow = StorefrontTables['carts'];
export type CartLineRow = StorefrontTables['cart_lines'];

/** Every column of cart_lines, named: SQLite's json_object takes its keys one by one. */
const LINE_COLUMNS = [
  'l.id',
  'l.shop_id',
  'l.cart_id',
  'l.item_id',
  'l.variant_id',
  'l.option_choice_ids',
  'l.quantity',
  'l.dropped_reason',
  'l.created_at',
  'l.updated_at',
] as const;

/** A customer's cart and its lines (storefrontRepo.cartWithLines), compiled once: every cart change and checkout reads it. */
const cartAndLines = fixedStatement((db: Kysely<StorefrontTables>, p: { shopId: string; customerId: string }) => {
  const { jsonArrayFrom } = jsonHelpers(db);
  return db
    .selectFrom('carts as c')
    .selectAll('c')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('cart_lines as l')
          .select(LINE_COLUMNS)
          .whereRef('l.cart_id', '=', 'c.id')
          .orderBy('l.created_at')
          .orderBy('l.id'),
      ).as('lines'),
    ])
    .where('c.shop_id', '=', p.shopId)
    .where('c.customer_id', '=', p.customerId);
});

/** A checkout's emptying of its cart (storefrontRepo.emptyLines), compiled once per count of lines. */
const linesEmptied = shapedWrites(
  (db: Kysely<StorefrontTables>, _: '', p: { cartId: string; lineIds: string[]; now: string }) => [
    ...(p.lineIds.length
      ? [db.deleteFrom('cart_lines').where('cart_id', '=', p.cartId).where('id', 'in', p.lineIds)]
      : []),
    db.updateTable('carts').set({ updated_at: p.now }).where('id', '=', p.cartId),
  ],
);

/** A cart change's line written and its cart touched (storefrontRepo.saveLine), compiled once per kind. */
const lineSaved = shapedWrites((db: Kysely<StorefrontTables>, kind: 'new' | 'quantity', p: { line: CartLineRow }) => [
  kind === 'new'
    ? db.insertInto('cart_lines').values(p.line)
    : db
        .updateTable('cart_lines')
        .set({ quantity: p.line.quantity, updated_at: p.line.updated_at })
        .where('cart_id', '=', p.line.cart_id)
        .where('id', '=', p.line.id),
  db.updateTable('carts').set({ updated_at: p.line.updated_at }).where('id', '=', p.line.cart_id),
]);

/** The customers area's read of a customer's LINE user id, as a subquery of a session's read. */
type LineUserIdOf = (db: Db, shopId: Expression<string>, customerId: Expression<string>) => AliasableExpression<string>;

const sessionStatements = new WeakMap<LineUserIdOf, ReturnType<typeof sessionShopperStatement>>();

/** sessionShopper's statement, compiled once per lineUserIdOf given (the customers area's one): every storefront request reads it. */
function sessionStatement(lineUserIdOf: LineUserIdOf) {
  let statement = sessionStatements.get(lineUserIdOf);
  if (!statement) sessionStatements.set(lineUserIdOf, (statement = sessionShopperStatement(lineUserIdOf)));
  return statement;
}

function sessionShopperStatement(lineUserIdOf: LineUserIdOf) {
  return fixedStatement((handle: Db, p: { tokenHash: string; now: string }) =>
    ownTables<StorefrontTables>(handle)
      .selectFrom('shopper_sessions as s')
      .select((eb) => [
        's.shop_id',
        's.customer_id',
        lineUserIdOf(handle, eb.ref('s.shop_id'), eb.ref('s.customer_id')).as('line_user_id'),
      ])
      .where('s.token_hash', '=', p.tokenHash)
      .where('s.expires_at', '>', p.now),
  );
}

/** The only place with storefront SQL (sessions and carts). Pass a transaction handle for writes that belong together. */
export function storefrontRepo(handle: Db) {
  const db = ownTables<StorefrontTables>(handle);
  return {
    async insertSession(row: SessionRow) {
      await db.insertInto('shopper_sessions').values(row).execute();
    },
    /**
     * A live session's shop and customer, with what the customers area's `lineUserIdOf` gives for
     * them (null: no such customer), in one statement.
     */
    async sessionShopper(tokenHash: string, now: string, lineUserIdOf: LineUserIdOf) {
      const row = (await sessionStatement(lineUserIdOf)(handle, { tokenHash, now })).rows[0];
      return row && { ...row, line_user_id: row.line_user_id as string | null };
    },
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('shopper_sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteExpiredSessions(now: string) {
      await db.deleteFrom('shopper_sessions').where('expires_at', '<=', now).execute();
    },

    /** The customer's cart with all its lines (dropped ones too), oldest first, in one statement. */
    async cartWithLines(
      shopId: string,
      customerId: string,
    ): Promise<{ cart: CartRow; lines: CartLineRow[] } | undefined> {
      const row = (await cartAndLines(db, { shopId, customerId })).rows[0];
      if (!row) return undefined;
      const { lines, ...cart } = row;
      return { cart, lines: jsonValue<CartLineRow[]>(lines) };
    },
    /** Inserts the cart unless the shopper has one already (answers false then). */
    insertCartUnlessExists(row: CartRow): Promise<boolean> {
      return insertIfAbsent(db.insertInto('carts').values(row));
    },
    async touchCart(id: string, now: string) {
      await db.updateTable('carts').set({ updated_at: now }).where('id', '=', id).execute();
    },
    /** Checkout's lines leave the cart, which is touched: one statement on PostgreSQL. */
    async emptyLines(cartId: string, lineIds: string[], now: string) {
      await linesEmptied(db, '', { cartId, lineIds, now });
    },
    async insertCartLines(rows: CartLineRow[]) {
      if (rows.length) await db.insertInto('cart_lines').values(rows).execute();
    },
    /** Writes a line (new, or its new quantity) and touches its cart: one statement on PostgreSQL. */
    async saveLine(line: CartLineRow, isNew: boolean) {
      await lineSaved(db, isNew ? 'new' : 'quantity', { line });
    },
    async deleteCartLines(cartId: string, lineIds: string[]) {
      if (lineIds.length === 0) return 0;
      const r = await db
        .deleteFrom('cart_lines')
        .where('cart_id', '=', cartId)
        .where('id', 'in', lineIds)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** Marks the live lines of an item, in every cart of the shop, dropped with the reason. */
    /** Drops the lines of these items from every cart still holding them, for one reason: how many. */
    async dropItemLines(shopId: string, itemIds: string[], reason: string, now: string) {
      let dropped = 0;
      for (const piece of chunks(itemIds)) {
        const r = await db
          .updateTable('cart_lines')
          .set({ dropped_reason: reason, updated_at: now })
          .where('shop_id', '=', shopId)
          .where('item_id', 'in', piece)
          .where('dropped_reason', 'is', null)
          .executeTakeFirst();
        dropped += Number(r.numUpdatedRows);
      }
      return dropped;
    },
  };
}
