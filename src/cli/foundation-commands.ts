import { seedDefaultCarriers } from '../catalog/carriers.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { listSigningKeys, rotateSigningKey } from '../oauth/keys.ts';
import { ClientInputError } from '../oauth/clients.ts';
import { parseScopeString } from '../lib/scopes.ts';
import {
  createShop,
  lineLoginSettings,
  listShops,
  shopProfile,
  ShopInputError,
  stripeKeysShown,
  updateShop,
  type ShopRow,
  type StripeKeysInput,
} from '../shop/service.ts';
import type { OAuthContext } from '../oauth/context.ts';
import { one, has, type Parsed } from '../cli-kit/args.ts';
import { CliError, migrationsAppliedAtStart, type Command } from '../cli-kit/command.ts';
import {
  applyDeliverySettingsFlag,
  DELIVERY_SETTINGS_USAGE,
  INVOICE_REGISTRATION_FLAG,
  invoiceRegistrationOf,
  shopIdOf,
} from '../shop/cli.ts';
import { deliverySettingsOf } from '../shop/delivery.ts';

const DEFAULT_GRACE_HOURS = 24;
const MAX_GRACE_HOURS = 24 * 30;

/** The one CLIENT_ID argument, naming a client that exists (deleted ones do not). */
async function clientIdOf(ctx: OAuthContext, args: Parsed): Promise<string> {
  const [id, ...more] = args.positionals;
  if (!id) throw new CliError('CLIENT_ID is required');
  if (more.length) throw new CliError(`one CLIENT_ID only (got ${args.positionals.join(' ')})`);
  if (!(await ctx.clients.get(id))) throw new CliError(`no client ${id}`);
  return id;
}

function shopFields(args: Parameters<Command['run']>[1]) {
  const cost = one(args, 'default-shipping-cost');
  return {
    name: one(args, 'name'),
    url: one(args, 'url'),
    contact_email: one(args, 'contact-email'),
    default_shipping_cost: cost === undefined ? undefined : Number(cost),
    storefront_url: one(args, 'storefront-url'),
  };
}

/** A shop as the CLI shows it: the LINE channel secret and the Stripe secrets only as whether each is set. */
function shopJson(shop: ShopRow) {
  return {
    shop_id: shop.id,
    ...shopProfile(shop),
    storefront_url: shop.storefront_url,
    ...lineLoginSettings(shop),
    stripe: stripeKeysShown(shop),
    invoice_registration_number: shop.invoice_registration_number,
    delivery: deliverySettingsOf(shop.delivery_settings),
  };
}

/** --line-channel-id and --line-channel-secret ('' clears each); --clear-line-login clears both. */
function lineLoginFields(args: Parameters<Command['run']>[1]) {
  if (has(args, 'clear-line-login')) {
    if (has(args, 'line-channel-id') || has(args, 'line-channel-secret')) {
      throw new CliError('--clear-line-login cannot be combined with --line-channel-id or --line-channel-secret');
    }
    return { line_channel_id: '', line_channel_secret: '' };
  }
  return { line_channel_id: one(args, 'line-channel-id'), line_channel_secret: one(args, 'line-channel-secret') };
}

/** The --stripe-… flags: a value sets the key, an empty value (`--stripe-secret-key=`) or --clear-stripe clears it. */
function stripeKeysOf(args: Parameters<Command['run']>[1]): StripeKeysInput {
  const clearAll = has(args, 'clear-stripe');
  const key = (flag: string) => {
    const v = one(args, flag);
    if (clearAll && v) throw new CliError(`--clear-stripe and --${flag} cannot be used together`);
    return clearAll || v === '' ? null : v;
  };
  return {
    secretKey: key('stripe-secret-key'),
    publishableKey: key('stripe-publishable-key'),
    webhookSecret: key('stripe-webhook-secret'),
  };
}

export const foundationCommands: Command<OAuthContext>[] = [
  {
    name: 'migrate',
    usage: 'tenpo migrate [--json]',
    flags: ['json'],
    async run(ctx) {
      // The CLI context is built on a migrated database; report what this run applied, then and now.
      const applied = [...(migrationsAppliedAtStart.get(ctx) ?? []), ...(await migrateToLatest(ctx.database))];
      return { json: { applied }, text: applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date' };
    },
  },
  {
    name: 'shops create',
    usage:
      'tenpo shops create --name NAME [--url URL] [--contact-email EMAIL] [--default-shipping-cost JPY] [--storefront-url URL] [--json]',
    flags: ['name', 'url', 'contact-email', 'default-shipping-cost', 'storefront-url', 'json'],
    async run(ctx, args) {
      const f = shopFields(args);
      const name = f.name;
      if (!name) throw new CliError('--name is required');
      try {
        const shop = await ctx.database.transaction((tx) => createShop(tx, { ...f, name }, seedDefaultCarriers));
        return { json: shopJson(shop), text: `created shop ${shop.id} (${shop.name})` };
      } catch (err) {
        if (err instanceof ShopInputError) throw new CliError(err.message);
        throw err;
      }
    },
  },
  {
    name: 'shops update',
    usage:
      'tenpo shops update SHOP_ID [--name NAME] [--url URL] [--contact-email EMAIL] [--default-shipping-cost JPY] [--storefront-url URL] ' +
      '[--line-channel-id ID] [--line-channel-secret SECRET | --clear-line-login] ' +
      '[--stripe-secret-key sk_…] [--stripe-publishable-key pk_…] [--stripe-webhook-secret whsec_…] [--clear-stripe] ' +
      `[--${INVOICE_REGISTRATION_FLAG} T+13 digits (empty clears it)] ${DELIVERY_SETTINGS_USAGE} [--json]`,
    flags: [
      'name',
      'url',
      'contact-email',
      'default-shipping-cost',
      'storefront-url',
      'line-channel-id',
      'line-channel-secret',
      'clear-line-login',
      'stripe-secret-key',
      'stripe-publishable-key',
      'stripe-webhook-secret',
      'clear-stripe',
      INVOICE_REGISTRATION_FLAG,
      'delivery-settings',
      'json',
    ],
    booleanFlags: ['clear-line-login', 'clear-stripe'],
    async run(ctx, args) {
      const id = await shopIdOf(ctx, args.positionals[0]);
      try {
        const fields = { ...shopFields(args), ...lineLoginFields(args), ...invoiceRegistrationOf(args) };
        const shop = (await ctx.database.transaction(async (tx) => {
          await applyDeliverySettingsFlag(tx, id, args);
          return updateShop(tx, ctx.secrets, id, fields, stripeKeysOf(args));
        }))!;
        return { json: shopJson(shop), text: `updated shop ${shop.id}` };
      } catch (err) {
        if (err instanceof ShopInputError) throw new CliError(err.message);
        throw err;
      }
    },
  },
  {
    name: 'shops list',
    usage: 'tenpo shops list [--json]',
    flags: ['json'],
    async run(ctx) {
      const shops = await listShops(ctx.db);
      return {
        json: { shops: shops.map((s) => ({ ...shopJson(s), default: s.is_default === 1 })) },
        text: shops.map((s) => `${s.id}\t${s.name}${s.is_default ? '\t(default)' : ''}`).join('\n'),
      };
    },
  },
  {
    name: 'clients create',
    usage:
      'tenpo clients create --name NAME --scopes "read_items write_items" [--trusted] [--shop SHOP_ID] [--redirect-uri URI]... [--json]',
    flags: ['name', 'scopes', 'trusted', 'shop', 'redirect-uri', 'json'],
    booleanFlags: ['trusted'],
    async run(ctx, args) {
      const name = one(args, 'name');
      if (!name) throw new CliError('--name is required');
      const scopes = parseScopeString(one(args, 'scopes'));
      const shopId = await shopIdOf(ctx, one(args, 'shop'));
      try {
        const c = await ctx.clients.create({
          shopId,
          name,
          scopes,
          trusted: has(args, 'trusted'),
          redirectUris: args.flags.get('redirect-uri') ?? [],
        });
        return {
          json: c,
          text: `client_id:     ${c.client_id}\nclient_secret: ${c.client_secret}\nscopes:        ${c.scopes.join(' ')}\nshop_id:       ${c.shop_id}\nThe secret is shown only now; store it safely.`,
        };
      } catch (err) {
        if (err instanceof ClientInputError) throw new CliError(err.message);
        throw err;
      }
    },
  },
  {
    name: 'clients list',
    usage: 'tenpo clients list [--shop SHOP_ID] [--json]',
    flags: ['shop', 'json'],
    async run(ctx, args) {
      const shop = one(args, 'shop');
      const clients = await ctx.clients.list(shop ? await shopIdOf(ctx, shop) : null);
      return {
        json: { clients },
        text:
          clients
            .map((c) => `${c.client_id}\t${c.name}\t${c.scopes.join(' ')}\t${c.disabled_at ? 'disabled' : 'active'}`)
            .join('\n') || '(no clients)',
      };
    },
  },
  {
    name: 'clients disable',
    usage: 'tenpo clients disable CLIENT_ID [--json]  (its tokens stop working at once; clients enable undoes it)',
    flags: ['json'],
    async run(ctx, args) {
      const id = await clientIdOf(ctx, args);
      await ctx.clients.disable(id);
      return { json: { client_id: id, disabled: true }, text: `disabled ${id}; its tokens no longer work` };
    },
  },
  {
    name: 'clients enable',
    usage: 'tenpo clients enable CLIENT_ID [--json]  (a disabled client gets tokens again)',
    flags: ['json'],
    async run(ctx, args) {
      const id = await clientIdOf(ctx, args);
      await ctx.clients.enable(id);
      return { json: { client_id: id, disabled: false }, text: `enabled ${id}` };
    },
  },
  {
    name: 'clients delete',
    usage:
      'tenpo clients delete CLIENT_ID [--json]  (its tokens stop working at once; it is no longer listed and cannot be enabled)',
    flags: ['json'],
    async run(ctx, args) {
      const id = await clientIdOf(ctx, args);
      await ctx.clients.delete(id);
      return { json: { client_id: id, deleted: true }, text: `deleted ${id}; its tokens no longer work` };
    },
  },
  {
    name: 'clients rotate-secret',
    usage: `tenpo clients rotate-secret CLIENT_ID [--grace-hours H] [--json]  (a new secret, shown once; the old one keeps working for H hours, default ${DEFAULT_GRACE_HOURS}; 0 ends it now)`,
    flags: ['grace-hours', 'json'],
    async run(ctx, args) {
      const id = await clientIdOf(ctx, args);
      const raw = one(args, 'grace-hours') ?? String(DEFAULT_GRACE_HOURS);
      if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) > MAX_GRACE_HOURS)
        throw new CliError(`--grace-hours must be a number of hours from 0 to ${MAX_GRACE_HOURS}, got "${raw}"`);
      const rotated = await ctx.clients.rotateSecret(id, Math.round(Number(raw) * 3600));
      if (!rotated) throw new CliError(`no client ${id}`);
      return {
        json: { client_id: id, ...rotated },
        text: `client_id:     ${id}\nclient_secret: ${rotated.client_secret}\nThe secret is shown only now; store it safely. The previous secret works until ${rotated.previous_valid_until}.`,
      };
    },
  },
  {
    name: 'keys list',
    usage:
      'tenpo keys list [--json]  (signing keys, newest first: signing, published until its tokens expire, or expired)',
    flags: ['json'],
    async run(ctx) {
      const keys = await listSigningKeys(ctx.db, ctx.config.accessTokenTtl);
      return {
        json: { keys },
        text: keys
          .map((k) => `${k.kid}\t${k.state}\tcreated ${k.created_at}${k.retired_at ? `\tretired ${k.retired_at}` : ''}`)
          .join('\n'),
      };
    },
  },
  {
    name: 'keys rotate',
    usage: 'tenpo keys rotate [--json]',
    flags: ['json'],
    async run(ctx) {
      const r = await rotateSigningKey(ctx.database);
      return {
        json: r,
        text: `new signing key ${r.kid}; retired ${r.retired.join(', ') || 'none'} (kept in the JWKS until their tokens expire)`,
      };
    },
  },
];
