import type { DatabaseHandle, Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { pageOf, type PageRequest } from '../lib/page.ts';
import { money } from '../lib/money.ts';
import { nowIso } from '../lib/time.ts';
import { listCustomerOrders, type OrderView } from '../orders/service.ts';
import { customersRepo, type CustomerRow } from './repo.ts';
import type { Customer } from './schemas.ts';

/** What the caller may see: the profile only with read_customers_pii. */
export interface CustomerView {
  pii: boolean;
}

export const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 40;

/** A tag staff may set: trimmed, 1-40 characters, no control characters (tags are shown in lists). */
export class TagError extends Error {}

/** Builds the resource field by field from the row (never a spread), adding profile only with PII. */
export function customerView(row: CustomerRow, view: CustomerView): Customer {
  const customer: Customer = {
    id: row.id,
    line_user_id: row.line_user_id,
    tags: JSON.parse(row.tags) as string[],
    order_count: row.order_count,
    total_spent: money(row.total_spent),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (view.pii) {
    customer.profile = {
      last_name: row.last_name, first_name: row.first_name, tel: row.tel, email: row.email,
      postal_code: row.postal_code, address: row.address, gender: row.gender,
    };
  }
  return customer;
}

export async function listCustomers(database: DatabaseHandle, shopId: string, q: PageRequest & { tag?: string }, view: CustomerView) {
  const repo = customersRepo(database.db, database.dialect);
  const [rows, total] = await Promise.all([repo.list(shopId, q.tag, q.limit, q.offset), repo.count(shopId, q.tag)]);
  return pageOf(rows.map((r) => customerView(r, view)), q, total);
}

/** The staff console's list: newest first, with the profile (staff see personal data). */
export async function listNewestCustomers(database: DatabaseHandle, shopId: string, page: PageRequest): Promise<Customer[]> {
  const rows = await customersRepo(database.db, database.dialect).listNewestFirst(shopId, page.limit, page.offset);
  return rows.map((r) => customerView(r, { pii: true }));
}

export async function getCustomer(database: DatabaseHandle, shopId: string, id: string, view: CustomerView): Promise<Customer> {
  const row = await customersRepo(database.db, database.dialect).find(shopId, id);
  if (!row) throw notFound('customer');
  return customerView(row, view);
}

export async function customerOrders(database: DatabaseHandle, shopId: string, id: string, page: PageRequest, view: OrderView) {
  if (!(await customersRepo(database.db, database.dialect).find(shopId, id))) throw notFound('customer');
  return listCustomerOrders(database.db, shopId, id, page, view);
}

function checkTag(tag: string): string {
  const t = tag.trim();
  if (t.length === 0 || t.length > MAX_TAG_LENGTH) throw new TagError(`tag "${tag}" must be 1-${MAX_TAG_LENGTH} characters`);
  if (/\p{Cc}/u.test(t)) throw new TagError(`tag "${tag}" must not contain control characters`);
  return t;
}

/**
 * Staff tagging: adds then removes tags (order kept, no duplicates). The row is touched first so
 * concurrent taggings of one customer queue on its lock instead of overwriting each other.
 */
export async function tagCustomer(database: DatabaseHandle, shopId: string, id: string, change: { add: string[]; remove: string[] }): Promise<CustomerRow> {
  const add = change.add.map(checkTag);
  const remove = new Set(change.remove.map(checkTag));
  return database.transaction(async (tx: Db) => {
    const repo = customersRepo(tx, database.dialect);
    const now = nowIso();
    if (!(await repo.touch(shopId, id, now))) throw notFound('customer');
    const row = (await repo.find(shopId, id))!;
    const current = JSON.parse(row.tags) as string[];
    const tags = [...new Set([...current, ...add])].filter((t) => !remove.has(t));
    if (tags.length > MAX_TAGS) throw new TagError(`a customer has at most ${MAX_TAGS} tags`);
    await repo.setTags(id, tags, now);
    return { ...row, tags: JSON.stringify(tags), updated_at: now };
  });
}
