import type { Db, Read, Tx, UnitOfWork } from '../db/database.ts';
import { notFound } from '../lib/errors.ts';
import { ClientInputError, type ClientService, type NewClient } from '../oauth/clients.ts';
import { activeGrants, revokeGrant, shopGrant } from '../oauth/grants/family.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { newId, newSecret } from '../lib/ids.ts';
import type { PageRequest } from '../lib/page.ts';
import type { SecretBox } from '../lib/sealed-secrets.ts';
import { isoAfterSeconds, nowIso } from '../lib/time.ts';
import { decoyHash, hashSecret, sha256, verifySecret } from '../oauth/secrets.ts';
import { shopProfiles, updateShop, type ShopFields } from '../shop/service.ts';
import { staffRepo } from './repo.ts';
import type { StaffRole } from '../lib/staff.ts';
import type { ConsoleSession, Staff } from '../web/layout.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../web/i18n.ts';

export class StaffInputError extends Error {}
/** A staff member tried what only owners may do; the console answers 403 with its error page. */
export class OwnerOnlyError extends Error {}

const STAFF_ROLES: StaffRole[] = ['owner', 'staff'];
const MIN_PASSWORD_LENGTH = 10;
/** scrypt's cost grows with the input; a cap keeps one sign-in attempt cheap enough. */
const MAX_PASSWORD_LENGTH = 256;
/** A session ends after this long without a request. */
const SESSION_IDLE_SECONDS = 12 * 3600;
/** Extending on every request would write on every page view; once a few minutes is enough. */
const EXTEND_AFTER_MS = 5 * 60_000;

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `hashCost`: Config.secretHashCost. */
export async function createStaff(
  { db, transaction }: UnitOfWork,
  input: { shopId: string; email: string; name?: string; role?: string; locale?: string; password: string },
  hashCost: number,
): Promise<Staff> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    throw new StaffInputError('email must be an e-mail address');
  const role = (input.role ?? 'staff') as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new StaffInputError(`role must be one of ${STAFF_ROLES.join(', ')}`);
  const locale = input.locale ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new StaffInputError('locale must be ja or en');
  const name = (input.name ?? '').trim() || email;
  if (name.length > 100) throw new StaffInputError('name must be at most 100 characters');
  checkPassword(input.password);
  if (!(await shopProfiles(db)(input.shopId))) throw new StaffInputError(`no shop ${input.shopId}`);
  const passwordHash = await hashSecret(input.password, hashCost);
  const now = nowIso();
  const id = newId('staff');
  try {
    await transaction((tx) =>
      staffRepo(tx).insert({
        id,
        shop_id: input.shopId,
        email,
        name,
        role,
        locale,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
        disabled_at: null,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new StaffInputError(`a staff account with e-mail ${email} already exists`);
    throw err;
  }
  return { staffId: id, shopId: input.shopId, email, name, role, locale };
}

function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new StaffInputError(`password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new StaffInputError(`password must be at most ${MAX_PASSWORD_LENGTH} characters`);
}

/** A staff account as the operator's CLI lists it (never its password hash). */
interface StaffListing {
  staff_id: string;
  shop_id: string;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  created_at: string;
  disabled_at: string | null;
}

export async function listStaff(db: Db, shopId: string | null): Promise<StaffListing[]> {
  return (await staffRepo(db).list(shopId)).map(({ id, ...rest }) => ({ staff_id: id, ...rest }));
}

/** Disables (or enables again) a staff account; disabling ends its sessions at once. False when there is no such account. */
export async function setStaffDisabled(tx: Tx, staffId: string, disabled: boolean): Promise<boolean> {
  const now = nowIso();
  const repo = staffRepo(tx);
  if (!(await repo.setDisabled(staffId, disabled ? now : null, now))) return false;
  if (disabled) await repo.deleteSessionsOf(staffId);
  return true;
}

/** Sets a new password (the operator's reset) and ends the account's sessions. False when there is no such account. */
export async function resetStaffPassword(
  { db, transaction }: UnitOfWork,
  staffId: string,
  password: string,
  hashCost: number,
): Promise<boolean> {
  checkPassword(password);
  if (!(await staffRepo(db).findById(staffId))) return false;
  const passwordHash = await hashSecret(password, hashCost);
  // One transaction: a new password never stands beside the sessions it was meant to end.
  return transaction(async (tx) => {
    const repo = staffRepo(tx);
    if (!(await repo.findById(staffId))) return false;
    await repo.setPasswordHash(staffId, passwordHash, nowIso());
    await repo.deleteSessionsOf(staffId);
    return true;
  });
}

/** Checks e-mail and password; null when either is wrong (the caller does not say which, nor takes longer for either). */
export async function verifyStaffPassword(
  db: Db,
  email: string,
  password: string,
  hashCost: number,
): Promise<Staff | null> {
  const row = await staffRepo(db).findByEmail(normalizeEmail(email));
  const candidate = password.slice(0, MAX_PASSWORD_LENGTH + 1);
  const ok = await verifySecret(candidate, row?.password_hash ?? decoyHash(hashCost));
  if (!row || !ok || row.disabled_at) return null;
  return {
    staffId: row.id,
    shopId: row.shop_id,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale,
  };
}

/** Starts a session; the returned value goes in the cookie and only its hash is stored. */
export async function startSession(tx: Tx, staff: Staff): Promise<string> {
  const value = newSecret(32);
  const now = Date.now();
  await staffRepo(tx).deleteExpiredSessions(new Date(now).toISOString());
  await staffRepo(tx).insertSession({
    id_hash: sha256(value),
    staff_id: staff.staffId,
    csrf_token: newSecret(24),
    created_at: new Date(now).toISOString(),
    expires_at: isoAfterSeconds(SESSION_IDLE_SECONDS, now),
  });
  return value;
}

/** The session a cookie value names, if it has not expired; its idle expiry moves forward. */
export async function findSession(
  { db, transaction }: UnitOfWork,
  cookieValue: string,
): Promise<ConsoleSession | null> {
  const idHash = sha256(cookieValue);
  const row = await staffRepo(db).findSession(idHash);
  const now = Date.now();
  if (!row || Date.parse(row.expires_at) <= now) return null;
  if (Date.parse(row.expires_at) - now < SESSION_IDLE_SECONDS * 1000 - EXTEND_AFTER_MS) {
    await transaction((tx) => staffRepo(tx).extendSession(idHash, isoAfterSeconds(SESSION_IDLE_SECONDS, now)));
  }
  return {
    staff: {
      staffId: row.staff_id,
      shopId: row.shop_id,
      email: row.email,
      name: row.name,
      role: row.role,
      locale: row.locale,
    },
    csrfToken: row.csrf_token,
    shopName: row.shop_name,
  };
}

export async function endSession(tx: Tx, cookieValue: string): Promise<void> {
  await staffRepo(tx).deleteSession(sha256(cookieValue));
}

/** The staff member's console language; anything but a known locale is refused. */
export async function setStaffLocale(tx: Tx, staff: Staff, locale: string): Promise<void> {
  if (!isLocale(locale)) throw new StaffInputError('locale must be ja or en');
  await staffRepo(tx).setLocale(staff.staffId, locale, nowIso());
}

/**
 * Shop settings only owners change: where inflow links send shoppers and the LINE Login channel,
 * whose secret signs shoppers' ID tokens (with it, anyone could sign in as any shopper). Stripe keys
 * are the operator's alone (`tenpo shops update`); the console only shows them, never a secret.
 */
const OWNER_SETTINGS = [
  'storefront_url',
  'line_channel_id',
  'line_channel_secret',
  'invoice_registration_number',
] as const;

export function updateShopAsStaff(tx: Tx, secrets: SecretBox, staff: Staff, fields: ShopFields) {
  if (staff.role !== 'owner' && OWNER_SETTINGS.some((f) => fields[f] !== undefined))
    throw new OwnerOnlyError(
      `Only an owner can change ${OWNER_SETTINGS.filter((f) => fields[f] !== undefined).join(', ')}`,
    );
  return updateShop(tx, secrets, staff.shopId, fields);
}

/** Creating trusted clients (the only ones that may hold personal-data scopes) is for owners. */
export async function createClientAsStaff(
  clients: ClientService,
  staff: Staff,
  input: { name: string; scopes: string[]; trusted: boolean; redirectUris: string[] },
): Promise<NewClient> {
  if (input.trusted && staff.role !== 'owner') throw new StaffInputError('Only an owner can create a trusted client');
  try {
    return await clients.create({ shopId: staff.shopId, ...input });
  } catch (err) {
    if (err instanceof ClientInputError) throw new StaffInputError(err.message);
    throw err;
  }
}

/** Disables a client of the staff member's own shop; another shop's client is not found. */
export async function disableClientAsStaff(clients: ClientService, staff: Staff, clientId: string): Promise<void> {
  const client = await clients.get(clientId);
  if (!client || client.shop_id !== staff.shopId) throw notFound('client');
  await clients.disable(clientId);
}

/** Revokes an app's access (a grant of the staff member's shop); its tokens stop working at once. */
export async function revokeAppAsStaff(tx: Tx, staff: Staff, grantId: string): Promise<void> {
  if (!(await shopGrant(tx, staff.shopId, grantId))) throw notFound('authorized app');
  await revokeGrant(tx, grantId, staff.shopId);
}

/** The apps holding access to the staff member's shop through an approval, with who approved each. */
export async function authorizedApps(db: Read, staff: Staff, page: PageRequest) {
  const grants = await activeGrants(db, staff.shopId, page);
  const approvers = await staffContacts(
    db,
    grants.map((g) => g.staff_id),
  );
  return grants.map(({ staff_id, ...g }) => ({ ...g, staff_email: approvers.get(staff_id)?.email ?? '' }));
}

/** Staff members' e-mail addresses and names by id (an account deleted since is missing). */
export function staffContacts(db: Db, staffIds: string[]): Promise<Map<string, { email: string; name: string }>> {
  return staffRepo(db).contactsById(staffIds);
}
