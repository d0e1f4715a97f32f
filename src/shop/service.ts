import type { Config } from '../config.ts';
import type { DatabaseHandle, Db } from '../db/database.ts';
import { seedDefaultCarriers } from '../catalog/carriers.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { shopRepo, type ShopRow } from './repo.ts';

export class ShopInputError extends Error {}

export interface ShopProfile {
  id: string;
  name: string;
  url: string;
  contact_email: string;
  created_at: string;
}

export function shopProfile(row: ShopRow): ShopProfile {
  return { id: row.id, name: row.name, url: row.url, contact_email: row.contact_email, created_at: row.created_at };
}

export interface ShopFields {
  name?: string;
  url?: string;
  contact_email?: string;
  default_shipping_cost?: number;
}

function checkFields(f: ShopFields): void {
  if (f.name !== undefined && (f.name.trim() === '' || f.name.length > 100))
    throw new ShopInputError('name must be 1-100 characters');
  if (f.url !== undefined && f.url !== '') {
    let u: URL | null = null;
    try {
      u = new URL(f.url);
    } catch {
      /* not a URL: refused below */
    }
    if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:'))
      throw new ShopInputError('url must be an absolute http(s) URL');
  }
  if (f.contact_email !== undefined && f.contact_email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.contact_email)) {
    throw new ShopInputError('contact_email must be an e-mail address');
  }
  if (
    f.default_shipping_cost !== undefined &&
    (!Number.isInteger(f.default_shipping_cost) || f.default_shipping_cost < 0 || f.default_shipping_cost > 1_000_000)
  ) {
    throw new ShopInputError('default_shipping_cost must be a whole number from 0 to 1000000');
  }
}

/** Creates a shop with the default carriers, in one transaction. */
export async function createShop(
  database: DatabaseHandle,
  fields: ShopFields & { name: string },
  isDefault = false,
): Promise<ShopRow> {
  checkFields(fields);
  const now = nowIso();
  const row: ShopRow = {
    id: newId('shop'),
    name: fields.name.trim(),
    url: fields.url ?? '',
    contact_email: fields.contact_email ?? '',
    currency: 'JPY',
    default_shipping_cost: fields.default_shipping_cost ?? 0,
    is_default: isDefault ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
  await database.transaction(async (tx) => {
    await shopRepo(tx).insert(row);
    await seedDefaultCarriers(tx, row.id);
  });
  return row;
}

export async function updateShop(db: Db, id: string, fields: ShopFields): Promise<ShopRow | undefined> {
  checkFields(fields);
  const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  await shopRepo(db).update(id, { ...patch, updated_at: nowIso() });
  return shopRepo(db).find(id);
}

/** The default shop exists from the first start; concurrent first starts agree on one. */
export async function ensureDefaultShop(database: DatabaseHandle, config: Pick<Config, 'baseUrl'>): Promise<ShopRow> {
  const db = database.db;
  const existing = await shopRepo(db).findDefault();
  if (existing) return existing;
  await createShop(database, { name: 'Default shop', url: config.baseUrl, contact_email: '' }, true);
  const all = await shopRepo(db).listDefaults();
  // Two processes starting at once may both have created one: the oldest wins, the other is demoted.
  for (const extra of all.slice(1)) await shopRepo(db).clearDefault(extra.id);
  return all[0]!;
}

/** Every shop, oldest first (the CLI's list). */
export function listShops(db: Db): Promise<ShopRow[]> {
  return shopRepo(db).list();
}

/** The default shop's id (the CLI's shop when --shop is not given). */
export async function defaultShopId(db: Db): Promise<string | undefined> {
  return (await shopRepo(db).findDefault())?.id;
}

/** The shipping cost of items without their own; undefined when there is no such shop. */
export async function shopDefaultShippingCost(db: Db, shopId: string): Promise<number | undefined> {
  return (await shopRepo(db).defaultShippingCost(shopId))?.default_shipping_cost;
}

/** Reads shop profiles; built once per app so its query is compiled once. */
export function shopProfiles(db: Db) {
  const repo = shopRepo(db);
  return async (shopId: string): Promise<ShopProfile | null> => (await repo.findProfile(shopId)) ?? null;
}
