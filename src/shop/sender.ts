import type { Db, Tx } from '../db/database.ts';
import { nowIso } from '../lib/time.ts';
import { shopSenderRepo } from './repo/sender.ts';
import { ShopInputError } from './service.ts';

/*
 * The shop as the sender (ご依頼主) of its parcels, which carriers' label files print: Yamato B2
 * Cloud's upload needs the sender's name, phone, postal code and address. All four are set
 * together, or none (the shop ships no label files).
 */

export interface ShopSender {
  name: string;
  phone: string;
  postal_code: string;
  address: string;
}

/** The fields, in the order forms show them. */
export const SENDER_FIELDS = ['name', 'phone', 'postal_code', 'address'] as const;

/** The shop's sender, or null when it has none. */
export async function shopSender(db: Db, shopId: string): Promise<ShopSender | null> {
  const row = await shopSenderRepo(db).find(shopId);
  return row ? { name: row.name, phone: row.phone, postal_code: row.postal_code, address: row.address } : null;
}

/** Phone digits and hyphens (full-width ones read as half-width): 10 or 11 digits, as Japanese numbers have. */
function checkedPhone(text: string): string {
  const phone = text.normalize('NFKC').replace(/[ー−‐]/g, '-');
  const digits = phone.replace(/-/g, '');
  if (!/^[0-9-]+$/.test(phone) || digits.length < 10 || digits.length > 11)
    throw new ShopInputError('phone must be a Japanese phone number: 10 or 11 digits, hyphens allowed');
  return phone;
}

/** Seven digits, written "123-4567". */
function checkedPostalCode(text: string): string {
  const digits = text.normalize('NFKC').replace(/[-ー−‐]/g, '');
  if (!/^\d{7}$/.test(digits)) throw new ShopInputError('postal_code must be 7 digits ("123-4567")');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/**
 * Sets the shop's sender (every field given, trimmed), or removes it when every field is empty;
 * some fields empty is a ShopInputError naming them. Answers what is stored.
 */
export async function saveShopSender(tx: Tx, shopId: string, input: ShopSender): Promise<ShopSender | null> {
  const fields = Object.fromEntries(SENDER_FIELDS.map((f) => [f, input[f].trim()])) as unknown as ShopSender;
  const empty = SENDER_FIELDS.filter((f) => fields[f] === '');
  if (empty.length === SENDER_FIELDS.length) {
    await shopSenderRepo(tx).remove(shopId);
    return null;
  }
  if (empty.length) throw new ShopInputError(`A sender needs every field: ${empty.join(', ')} is empty`);
  if (fields.name.length > 100) throw new ShopInputError('name must be at most 100 characters');
  if (fields.address.length > 200) throw new ShopInputError('address must be at most 200 characters');
  const sender = {
    name: fields.name,
    phone: checkedPhone(fields.phone),
    postal_code: checkedPostalCode(fields.postal_code),
    address: fields.address,
  };
  await shopSenderRepo(tx).save({ shop_id: shopId, ...sender, updated_at: nowIso() });
  return sender;
}
