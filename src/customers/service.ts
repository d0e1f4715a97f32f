import type { Expression } from 'kysely';
import type { Actor } from '../lib/actor.ts';
import type { Db, Read, Tx, UnitOfWork } from '../db/database.ts';
import { recordEvents, type EventInput } from '../events/service.ts';
import { notFound } from '../lib/errors.ts';
import { pageOf, type PageRequest } from '../lib/page.ts';
import { money } from '../lib/money.ts';
import { newId } from '../lib/ids.ts';
import type { Profile } from '../lib/personal-data.ts';
import { nowIso } from '../lib/time.ts';
import { customersRepo, type CustomerRow } from './repo.ts';
import type { Customer } from './schemas.ts';

/** What the caller may see: the profile only with read_customers_pii. */
export interface CustomerVisibility {
  pii: boolean;
}

const MAX_TAGS = 50;
export const MAX_TAG_LENGTH = 40;

/** A tag staff may set: trimmed, 1-40 characters, no control characters (tags are shown in lists). */
export class TagError extends Error {}

/** Builds the resource field by field from the row (never a spread), adding profile only with PII. */
export function shopCustomerView(row: CustomerRow, view: CustomerVisibility): Customer {
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
      last_name: row.last_name,
      first_name: row.first_name,
      tel: row.tel,
      email: row.email,
      postal_code: row.postal_code,
      address: row.address,
      gender: row.gender,
    };
  }
  return customer;
}

export async function listCustomers(
  db: Read,
  shopId: string,
  q: PageRequest & { tag?: string },
  view: CustomerVisibility,
) {
  const repo = customersRepo(db);
  const [rows, total] = await Promise.all([repo.list(shopId, q.tag, q.limit, q.offset), repo.count(shopId, q.tag)]);
  return pageOf(
    rows.map((r) => shopCustomerView(r, view)),
    q,
    total,
  );
}

/**
 * A search as staff type it, as the customer_search keys (migration 0911) hold it: full-width
 * characters made half-width, ASCII letters lower-cased, spaces left out ("山田 太郎" finds 山田太郎);
 * a phone number typed with any kind of dash (ー, −, ‐) or spaces is its digits.
 */
export function customerSearchKey(search: string): string {
  const typed = search.normalize('NFKC').trim();
  const key = /^[\d\s+()\p{Pd}−ー]+$/u.test(typed) ? typed.replace(/\D/g, '') : typed.replace(/\s/g, '');
  return key.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * The staff console's list: newest first, with the profile and the LINE display name (staff see
 * personal data). `search`
 * finds customers whose full name, given name, phone number, e-mail, LINE display name or LINE
 * user id starts with it (customerSearchKey), through an index: its cost grows with the matches.
 */
export async function listNewestCustomers(
  db: Read,
  shopId: string,
  page: PageRequest,
  search = '',
): Promise<(Customer & { line_name: string })[]> {
  const key = customerSearchKey(search);
  const rows = await customersRepo(db)
    .listNewestFirst(shopId, page.limit, page.offset, key || undefined)
    .execute();
  // The LINE display name is for staff: not part of the API's customer resource.
  return rows.map((r) => ({ ...shopCustomerView(r, { pii: true }), line_name: r.line_name }));
}

export async function getCustomer(db: Read, shopId: string, id: string, view: CustomerVisibility): Promise<Customer> {
  const row = await customersRepo(db).find(shopId, id);
  if (!row) throw notFound('customer');
  return shopCustomerView(row, view);
}

function checkTag(tag: string): string {
  const t = tag.trim();
  if (t.length === 0 || t.length > MAX_TAG_LENGTH)
    throw new TagError(`tag "${tag}" must be 1-${MAX_TAG_LENGTH} characters`);
  if (/\p{Cc}/u.test(t)) throw new TagError(`tag "${tag}" must not contain control characters`);
  return t;
}

/**
 * Staff tagging: adds then removes tags (order kept, no duplicates). The row is touched first so
 * concurrent taggings of one customer queue on its lock instead of overwriting each other.
 */
export async function tagCustomer(
  tx: Tx,
  shopId: string,
  id: string,
  change: { add: string[]; remove: string[] },
  by: Actor,
): Promise<CustomerRow> {
  const add = change.add.map(checkTag);
  const remove = new Set(change.remove.map(checkTag));
  const repo = customersRepo(tx);
  const now = nowIso();
  if (!(await repo.touch(shopId, id, now))) throw notFound('customer');
  const row = (await repo.find(shopId, id))!;
  const current = JSON.parse(row.tags) as string[];
  const tags = [...new Set([...current, ...add])].filter((t) => !remove.has(t));
  if (tags.length > MAX_TAGS) throw new TagError(`a customer has at most ${MAX_TAGS} tags`);
  await repo.setTags(id, tags, now);
  const tagged = { ...row, tags: JSON.stringify(tags), updated_at: now };
  await recordEvents(tx, shopId, by, [{ type: 'customer.updated', object: shopCustomerView(tagged, { pii: true }) }]);
  return tagged;
}

// ---------------------------------------------------------------- the storefront's customer (signed in through LINE)

export type { CustomerRow };

export const PROFILE_FIELDS = ['last_name', 'first_name', 'tel', 'email', 'postal_code', 'address', 'gender'] as const;

/** The profile fields given (others left out), so a partial profile replaces only what it names. */
function givenProfile(p: Profile): Profile {
  return Object.fromEntries(PROFILE_FIELDS.filter((f) => p[f] !== undefined).map((f) => [f, p[f]]));
}

export function findCustomer(db: Db, shopId: string, id: string): Promise<CustomerRow | undefined> {
  return customersRepo(db).find(shopId, id);
}

/**
 * The customer's LINE user id as an expression another area's statement embeds (null: no such
 * customer), so the storefront reads a session and its customer in one statement.
 */
export function customerLineUserIdOf(db: Db, shopId: Expression<string>, id: Expression<string>) {
  return customersRepo(db).lineUserIdOf(shopId, id);
}

/** customer.updated for a customer changed in tx (its profile, its order counters), read there as GET /v1/customers/{id} shows it. */
export async function customerUpdated(tx: Tx, shopId: string, id: string): Promise<EventInput> {
  return customerUpdatedEvent((await customersRepo(tx).find(shopId, id))!);
}

/** customer.updated for a customer's row as its change left it (addToOrderCounters answers it). */
export function customerUpdatedEvent(row: CustomerRow): EventInput {
  return { type: 'customer.updated', object: shopCustomerView(row, { pii: true }) };
}

/**
 * The shop's customer for a LINE user, created (with the profile as personal data, and
 * customer.created) at first sign-in; later sign-ins leave the profile to the shopper and only
 * keep the LINE picture and display name current (not part of the customer resource, so no event;
 * the display name is shown to staff and searched in the console).
 */
export async function customerOfLineUser(
  unit: UnitOfWork,
  shopId: string,
  lineUserId: string,
  from: { profile?: Profile; pictureUrl?: string; lineName?: string } = {},
): Promise<CustomerRow> {
  const existing = await customersRepo(unit.db).findByLineUser(shopId, lineUserId);
  if (existing) {
    const line: Partial<Pick<CustomerRow, 'picture_url' | 'line_name'>> = {};
    if (from.pictureUrl !== undefined && from.pictureUrl !== existing.picture_url) line.picture_url = from.pictureUrl;
    if (from.lineName !== undefined && from.lineName !== existing.line_name) line.line_name = from.lineName;
    if (Object.keys(line).length === 0) return existing;
    await unit.transaction((tx) => customersRepo(tx).update(existing.id, line));
    return { ...existing, ...line };
  }
  const now = nowIso();
  const row: CustomerRow = {
    id: newId('cus'),
    shop_id: shopId,
    line_user_id: lineUserId,
    tags: '[]',
    order_count: 0,
    total_spent: 0,
    last_name: '',
    first_name: '',
    tel: '',
    email: '',
    postal_code: '',
    address: '',
    gender: '',
    ...givenProfile(from.profile ?? {}),
    picture_url: from.pictureUrl ?? '',
    line_name: from.lineName ?? '',
    created_at: now,
    updated_at: now,
  };
  return unit.transaction(async (tx) => {
    // Two first sign-ins at once: the other one created the customer (and its event).
    if (!(await customersRepo(tx).insertUnlessExists(row)))
      return (await customersRepo(tx).findByLineUser(shopId, lineUserId))!;
    await recordEvents(tx, shopId, { type: 'shopper', customerId: row.id }, [
      { type: 'customer.created', object: shopCustomerView(row, { pii: true }) },
    ]);
    return row;
  });
}

/** The shopper's own profile edit (the storefront). */
export async function updateCustomerProfile(tx: Tx, shopId: string, id: string, profile: Profile): Promise<void> {
  await customersRepo(tx).update(id, { ...givenProfile(profile), updated_at: nowIso() });
  await recordEvents(tx, shopId, { type: 'shopper', customerId: id }, [await customerUpdated(tx, shopId, id)]);
}

/**
 * Moves the order counters by deltas in one statement, inside the order's transaction. It is also
 * the first write of a checkout (deltas 0), so it serializes one shopper's concurrent checkouts (row
 * lock on PostgreSQL). total_spent stops at MAX_AMOUNT rather than pass what a number holds exactly:
 * a purchase is never refused for a statistic (a cancellation then subtracts from the capped value).
 * Answers the customer's row as moved (undefined: no such customer).
 */
export function addToOrderCounters(
  tx: Tx,
  customerId: string,
  orders: number,
  spent: number,
): Promise<CustomerRow | undefined> {
  return customersRepo(tx).addToCounters(customerId, orders, spent, nowIso());
}
