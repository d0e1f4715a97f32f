import { one, type Parsed } from '../cli-kit/args.ts';
import { CliError } from '../cli-kit/command.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { updateDeliverySettings } from './delivery.ts';
import { defaultShopId, shopProfiles } from './service.ts';

/** --shop, or the default shop. */
export async function shopIdOf(ctx: AppContext, flag: string | undefined): Promise<string> {
  if (flag) {
    if (!(await shopProfiles(ctx.db)(flag))) throw new CliError(`no shop ${flag}`);
    return flag;
  }
  const def = await defaultShopId(ctx.db);
  if (!def) throw new CliError('no default shop');
  return def;
}

/** `tenpo shops update`'s --delivery-settings: its usage, and the JSON object it gives (undefined when absent). */
export const DELIVERY_SETTINGS_USAGE =
  "[--delivery-settings JSON (fields of GET /v1/me's delivery; those left out stay)]";

function deliverySettingsFlag(args: Parsed): unknown {
  const text = one(args, 'delivery-settings');
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new CliError(`--delivery-settings must be JSON: ${(err as Error).message}`);
  }
}

/** Applies --delivery-settings, if given, in the update's transaction (a refusal throws ShopInputError). */
export async function applyDeliverySettingsFlag(tx: Tx, shopId: string, args: Parsed): Promise<void> {
  const input = deliverySettingsFlag(args);
  if (input !== undefined) await updateDeliverySettings(tx, shopId, input);
}

/** The flag of `tenpo shops update` that sets the qualified-invoice registration number (src/shop/invoice.ts). */
export const INVOICE_REGISTRATION_FLAG = 'invoice-registration-number';

/** --invoice-registration-number T…: sets it; an empty value (`--invoice-registration-number=`) clears it; absent keeps it. */
export function invoiceRegistrationOf(args: Parsed): { invoice_registration_number?: string | null } {
  const value = one(args, INVOICE_REGISTRATION_FLAG);
  if (value === undefined) return {};
  return { invoice_registration_number: value.trim() === '' ? null : value.trim() };
}
