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
