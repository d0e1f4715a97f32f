import type { Config } from '../config.ts';
import type { DatabaseHandle, Db, Tx } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import type { SecretBox } from '../lib/sealed-secrets.ts';
import { nowIso } from '../lib/time.ts';
import { registrationNumberProblem } from './invoice.ts';
import { shopRepo, type ShopRow } from './repo.ts';

export type { ShopRow };

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
  /** LINE Login channel id; '' turns LINE Login off. */
  line_channel_id?: string;
  /** LINE Login channel secret, stored sealed; '' removes it. */
  line_channel_secret?: string;
  /** Where inflow links send shoppers, with `ir=CODE` added; '' clears it. */
  storefront_url?: string;
  /** Qualified-invoice registration number (src/shop/invoice.ts); null clears it. */
  invoice_registration_number?: string | null;
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

function checkFields(f: ShopFields): void {
  const registration = f.invoice_registration_number && registrationNumberProblem(f.invoice_registration_number);
  if (registration) throw new ShopInputError(registration);
  if (f.name !== undefined && (f.name.trim() === '' || f.name.length > 100))
    throw new ShopInputError('name must be 1-100 characters');
  if (f.url !== undefined && f.url !== '' && !isHttpUrl(f.url))
    throw new ShopInputError('url must be an absolute http(s) URL');
  if (f.storefront_url !== undefined && f.storefront_url !== '' && !isHttpUrl(f.storefront_url))
    throw new ShopInputError('storefront_url must be an absolute http(s) URL');
  if (f.storefront_url !== undefined && f.storefront_url.length > 2000)
    throw new ShopInputError('storefront_url must be at most 2000 characters');
  if (f.contact_email !== undefined && f.contact_email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.contact_email)) {
    throw new ShopInputError('contact_email must be an e-mail address');
  }
  if (
    f.default_shipping_cost !== undefined &&
    (!Number.isInteger(f.default_shipping_cost) || f.default_shipping_cost < 0 || f.default_shipping_cost > 1_000_000)
  ) {
    throw new ShopInputError('default_shipping_cost must be a whole number from 0 to 1000000');
  }
  if (f.line_channel_id !== undefined && !/^$|^[0-9]{1,20}$/.test(f.line_channel_id)) {
    throw new ShopInputError(
      "line_channel_id must be the LINE Login channel's numeric id (empty turns LINE Login off)",
    );
  }
  if (f.line_channel_secret !== undefined && !/^$|^[\x21-\x7e]{8,128}$/.test(f.line_channel_secret)) {
    throw new ShopInputError(
      'line_channel_secret must be 8-128 printable characters without spaces (empty removes it)',
    );
  }
}

/** Creates a shop with the default carriers, in one transaction. */
/**
 * What a new shop starts with in the areas above this one (its carriers: catalog/carriers.ts
 * seedDefaultCarriers), written in its creating transaction; the callers that create shops pass it.
 */
type ShopSeed = (tx: Tx, shopId: string) => Promise<void>;

export async function createShop(
  tx: Tx,
  fields: ShopFields & { name: string },
  seed: ShopSeed,
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
    storefront_url: fields.storefront_url ?? '',
    is_default: isDefault ? 1 : 0,
    line_channel_id: '',
    line_channel_secret: '',
    stripe_secret_key: null,
    stripe_publishable_key: null,
    stripe_webhook_secret: null,
    invoice_registration_number: fields.invoice_registration_number ?? null,
    delivery_settings: null,
    created_at: now,
    updated_at: now,
  };
  await shopRepo(tx).insert(row);
  await seed(tx, row.id);
  return row;
}

/**
 * Changes the fields given and, given `stripe`, the shop's Stripe keys; everything is checked before
 * the one write. The LINE channel secret and the Stripe secrets are stored sealed (secrets).
 */
export async function updateShop(
  tx: Tx,
  secrets: SecretBox,
  id: string,
  fields: ShopFields,
  stripe?: StripeKeysInput,
): Promise<ShopRow | undefined> {
  checkFields(fields);
  const keys = stripe ? stripeKeysPatch(secrets, stripe) : {};
  const { line_channel_secret: secret, ...rest } = fields;
  const patch = Object.fromEntries(Object.entries({ ...rest, ...keys }).filter(([, v]) => v !== undefined));
  if (secret !== undefined) patch.line_channel_secret = secret === '' ? '' : secrets.seal(secret);
  await shopRepo(tx).update(id, { ...patch, updated_at: nowIso() });
  return shopRepo(tx).find(id);
}

type LineChannelRow = Pick<ShopRow, 'line_channel_id' | 'line_channel_secret'>;

/** A shop's LINE Login settings as staff see them: whether the secret is set, never the secret. */
export function lineLoginSettings(row: LineChannelRow) {
  return { line_channel_id: row.line_channel_id, line_channel_secret_set: row.line_channel_secret !== '' };
}

/** The shop's LINE Login channel (the secret sealed); undefined when there is no such shop. */
export function shopLineChannel(db: Db, shopId: string): Promise<LineChannelRow | undefined> {
  return shopRepo(db).lineChannel(shopId);
}

/** A shop's Stripe keys as the operator sets them: a string sets it, null clears it, undefined keeps it. */
export interface StripeKeysInput {
  secretKey?: string | null;
  publishableKey?: string | null;
  webhookSecret?: string | null;
}

const STRIPE_KEY_FORMATS = {
  secretKey: {
    flag: 'stripe-secret-key',
    pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,247}$/,
    looks: 'sk_test_… or sk_live_…',
  },
  publishableKey: {
    flag: 'stripe-publishable-key',
    pattern: /^pk_(test|live)_[A-Za-z0-9]{8,247}$/,
    looks: 'pk_test_… or pk_live_…',
  },
  webhookSecret: { flag: 'stripe-webhook-secret', pattern: /^whsec_[A-Za-z0-9+/=]{8,249}$/, looks: 'whsec_…' },
} as const;

/**
 * The columns for a change of Stripe keys: the secret key and the webhook signing secret are sealed
 * (never shown again), the publishable key is public. A shop with a secret key takes payments
 * through Stripe (src/payments/router.ts); clearing it returns the shop to the simulated processor.
 */
function stripeKeysPatch(secrets: SecretBox, input: StripeKeysInput) {
  for (const [field, format] of Object.entries(STRIPE_KEY_FORMATS)) {
    const value = input[field as keyof StripeKeysInput];
    if (typeof value === 'string' && !format.pattern.test(value))
      throw new ShopInputError(`${format.flag} must look like ${format.looks}`);
  }
  const sealed = (v: string | null | undefined) => (typeof v === 'string' ? secrets.seal(v) : v);
  return {
    stripe_secret_key: sealed(input.secretKey),
    stripe_publishable_key: input.publishableKey,
    stripe_webhook_secret: sealed(input.webhookSecret),
  };
}

/** A shop's Stripe keys, opened for use (never for display); undefined for an unknown shop. */
interface StripeKeys {
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
}

export async function shopStripeKeys(db: Db, secrets: SecretBox, shopId: string): Promise<StripeKeys | undefined> {
  const row = await shopRepo(db).stripeKeys(shopId);
  if (!row) return undefined;
  return {
    secretKey: row.stripe_secret_key === null ? null : secrets.open(row.stripe_secret_key),
    publishableKey: row.stripe_publishable_key,
    webhookSecret: row.stripe_webhook_secret === null ? null : secrets.open(row.stripe_webhook_secret),
  };
}

/** A sealed setting that does not open with the key given: whose, and which. */
export interface UnreadableSetting {
  shop_id: string;
  setting: 'LINE channel secret' | 'Stripe secret key' | 'Stripe webhook secret';
}

/**
 * Tries every shop's sealed settings with `secrets` (null: no key at all), for `tenpo doctor` and
 * `tenpo restore`: how many there are, and those that do not open. Columns a database not yet
 * migrated lacks count as unset.
 */
export async function unreadableSealedSettings(
  db: Db,
  secrets: Pick<SecretBox, 'open'> | null,
): Promise<{ sealed: number; unreadable: UnreadableSetting[] }> {
  const unreadable: UnreadableSetting[] = [];
  let sealed = 0;
  for (const shop of await shopRepo(db).list()) {
    const settings = [
      ['LINE channel secret', shop.line_channel_secret],
      ['Stripe secret key', shop.stripe_secret_key],
      ['Stripe webhook secret', shop.stripe_webhook_secret],
    ] as const;
    for (const [setting, value] of settings) {
      if (!value) continue;
      sealed++;
      try {
        if (!secrets) throw new Error('no key');
        secrets.open(value);
      } catch {
        unreadable.push({ shop_id: shop.id, setting });
      }
    }
  }
  return { sealed, unreadable };
}

/** What the operator and the console show of a shop's Stripe keys: the public key, and only whether each secret is set. */
export function stripeKeysShown(
  row: Pick<ShopRow, 'stripe_secret_key' | 'stripe_publishable_key' | 'stripe_webhook_secret'>,
) {
  return {
    secret_key: row.stripe_secret_key === null ? null : ('set' as const),
    publishable_key: row.stripe_publishable_key,
    webhook_secret: row.stripe_webhook_secret === null ? null : ('set' as const),
  };
}

/** stripeKeysShown of a shop; undefined when there is no such shop. */
export async function shopStripeSettings(db: Db, shopId: string) {
  const row = await shopRepo(db).stripeKeys(shopId);
  return row && stripeKeysShown(row);
}

/** The first shop's name until its owners give it theirs: Japanese, as the shop's staff read it. */
const DEFAULT_SHOP_NAME = 'マイショップ';

/** The default shop exists from the first start; concurrent first starts agree on one. */
export async function ensureDefaultShop(
  database: DatabaseHandle,
  config: Pick<Config, 'baseUrl'>,
  seed: ShopSeed,
): Promise<ShopRow> {
  const db = database.db;
  const existing = await shopRepo(db).findDefault();
  if (existing) return existing;
  await database.transaction((tx) =>
    createShop(tx, { name: DEFAULT_SHOP_NAME, url: config.baseUrl, contact_email: '' }, seed, true),
  );
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

/**
 * Reads a shop's storefront URL for inflow links ('' when the shop has not set it, undefined when there
 * is no such shop); built once per app, as shopProfiles is, since every visit of a link reads it.
 */
export function shopStorefrontUrls(db: Db) {
  const repo = shopRepo(db);
  return async (shopId: string): Promise<string | undefined> => (await repo.storefrontUrl(shopId))?.storefront_url;
}

/** Reads shop profiles; built once per app so its query is compiled once. */
export function shopProfiles(db: Db) {
  const repo = shopRepo(db);
  return async (shopId: string): Promise<ShopProfile | null> => (await repo.findProfile(shopId)) ?? null;
}
