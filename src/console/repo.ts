import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { PENDING_PAYMENT } from '../orders/tables.ts';
import type { ConsoleTables } from './tables.ts';

export type StaffRow = ConsoleTables['staff'];
export type SessionRow = ConsoleTables['staff_sessions'];

/** Staff accounts and sessions. */
export function staffRepo(db: Db) {
  return {
    insert(row: StaffRow) {
      return db.insertInto('staff').values(row).execute();
    },
    findByEmail(email: string) {
      return db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
    },
    insertSession(row: SessionRow) {
      return db.insertInto('staff_sessions').values(row).execute();
    },
    findSession(idHash: string) {
      return db
        .selectFrom('staff_sessions as ss')
        .innerJoin('staff as s', 's.id', 'ss.staff_id')
        .select(['ss.id_hash', 'ss.csrf_token', 'ss.expires_at', 's.id as staff_id', 's.shop_id', 's.email', 's.name', 's.role'])
        .where('ss.id_hash', '=', idHash)
        .executeTakeFirst();
    },
    extendSession(idHash: string, expiresAt: string) {
      return db.updateTable('staff_sessions').set({ expires_at: expiresAt }).where('id_hash', '=', idHash).execute();
    },
    deleteSession(idHash: string) {
      return db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    },
    deleteExpiredSessions(before: string) {
      return db.deleteFrom('staff_sessions').where('expires_at', '<', before).execute();
    },
  };
}

const LIST_LIMIT = 50;

function like(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Read-only views of the shop's data for the console pages. Every query is scoped by shop. */
export function consoleReadRepo(db: Db) {
  return {
    listItems(shopId: string, q: string, offset: number) {
      let query = db
        .selectFrom('items')
        .select(['id', 'sku', 'name', 'kind', 'status', 'price_amount', 'inventory', 'managed_by_client_id', 'edited_by_hand', 'archived', 'updated_at'])
        .where('shop_id', '=', shopId);
      if (q) query = query.where(sql<boolean>`lower(name) like lower(${like(q)}) escape '\\'`);
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).offset(offset).execute();
    },
    findItem(shopId: string, id: string) {
      return db.selectFrom('items').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
    },
    listOrders(shopId: string, offset: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'status', 'payment_method', 'total', 'ordered_at', 'purchaser'])
        .where('shop_id', '=', shopId)
        .where('status', '!=', PENDING_PAYMENT)
        .orderBy('ordered_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT)
        .offset(offset)
        .execute();
    },
    findOrder(shopId: string, id: string) {
      return db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).where('id', '=', id).where('status', '!=', PENDING_PAYMENT).executeTakeFirst();
    },
    orderLines(shopId: string, orderId: string) {
      return db.selectFrom('order_lines').selectAll().where('shop_id', '=', shopId).where('order_id', '=', orderId).orderBy('sort').execute();
    },
    orderShippings(shopId: string, orderId: string) {
      return db
        .selectFrom('order_shippings as s')
        .leftJoin('delivery_companies as d', 'd.id', 's.carrier_id')
        .select(['s.id', 's.status', 's.shipping_cost', 's.delivery_date', 's.delivery_time_slot', 's.recipient', 'd.name as carrier_name'])
        .where('s.shop_id', '=', shopId)
        .where('s.order_id', '=', orderId)
        .orderBy('s.sort')
        .execute();
    },
    orderTrackings(shopId: string, orderId: string) {
      return db
        .selectFrom('trackings as t')
        .leftJoin('delivery_companies as d', 'd.id', 't.carrier_id')
        .select(['t.id', 't.order_shipping_id', 't.tracking_number', 'd.name as carrier_name', 'd.tracking_url_template'])
        .where('t.shop_id', '=', shopId)
        .where('t.order_id', '=', orderId)
        .orderBy('t.created_at')
        .execute();
    },
    listCustomers(shopId: string, offset: number) {
      return db
        .selectFrom('customers')
        .select(['id', 'line_user_id', 'last_name', 'first_name', 'email', 'tags', 'order_count', 'total_spent', 'created_at'])
        .where('shop_id', '=', shopId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(LIST_LIMIT)
        .offset(offset)
        .execute();
    },
  };
}

export const CONSOLE_PAGE_SIZE = LIST_LIMIT;
