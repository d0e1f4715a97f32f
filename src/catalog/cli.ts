import { one } from '../cli-kit/args.ts';
import { CliError, type Command } from '../cli-kit/command.ts';
import { shopIdOf } from '../shop/cli.ts';
import { OPERATOR } from '../lib/actor.ts';
import { ApiError } from '../lib/errors.ts';
import type { UpdateItemInput } from './items/schemas.ts';
import { updateItem } from './items/service.ts';

/** FIELD=VALUE pairs to a patch: VALUE is JSON when it parses as JSON, else the text itself. */
function patchOf(pairs: string[]): UpdateItemInput {
  const patch: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new CliError(`--set needs FIELD=VALUE, got "${pair}"`);
    const raw = pair.slice(eq + 1);
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
    patch[pair.slice(0, eq)] = value;
  }
  return patch;
}

export const catalogCommands: Command[] = [
  {
    name: 'items edit',
    usage: 'tenpo items edit ITEM_ID --set FIELD=VALUE... [--shop SHOP_ID] [--json]',
    flags: ['set', 'shop', 'json'],
    // Edits as the operator through the same service as the API: its events' actor is the operator,
    // the item history records staff "cli" (as before), and a managed item is marked edited by hand.
    async run(ctx, args) {
      const itemId = args.positionals[0];
      if (!itemId) throw new CliError('ITEM_ID is required');
      const pairs = args.flags.get('set') ?? [];
      if (pairs.length === 0) throw new CliError('at least one --set FIELD=VALUE is required');
      const shopId = await shopIdOf(ctx, one(args, 'shop'));
      try {
        const item = await ctx.database.transaction((tx) =>
          updateItem(tx, ctx, shopId, itemId, patchOf(pairs), OPERATOR),
        );
        return { json: item, text: `updated item ${item.id} (${item.name})` };
      } catch (err) {
        if (err instanceof ApiError) {
          const details = err.options.details?.map((d) => `\n  ${d.field}: ${d.message}`).join('') ?? '';
          throw new CliError(`${err.code}: ${err.message}${details}`);
        }
        throw err;
      }
    },
  },
];
