import { one, type Parsed } from '../cli-kit/args.ts';
import { CliError } from '../cli-kit/command.ts';
import type { AppContext } from '../context.ts';
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

/** The flag of `tenpo shops update` that sets the qualified-invoice registration number (src/shop/invoice.ts). */
export const INVOICE_REGISTRATION_FLAG = 'invoice-registration-number';

/** --invoice-registration-number T…: sets it; an empty value (`--invoice-registration-number=`) clears it; absent keeps it. */
export function invoiceRegistrationOf(args: Parsed): { invoice_registration_number?: string | null } {
  const value = one(args, INVOICE_REGISTRATION_FLAG);
  if (value === undefined) return {};
  return { invoice_registration_number: value.trim() === '' ? null : value.trim() };
}
