import { shopIdOf } from '../shop/cli.ts';
import { OPERATOR } from '../lib/actor.ts';
import { one } from '../cli-kit/args.ts';
import { CliError, type Command } from '../cli-kit/command.ts';
import { ApiError } from '../lib/errors.ts';
import { shopCustomerView, tagCustomer, TagError } from './service.ts';

export const customersCommands: Command[] = [
  {
    name: 'customers tag',
    usage: 'tenpo customers tag CUSTOMER_ID [--add TAG]... [--remove TAG]... [--shop SHOP_ID] [--json]',
    flags: ['add', 'remove', 'shop', 'json'],
    async run(ctx, args) {
      const id = args.positionals[0];
      if (!id) throw new CliError('CUSTOMER_ID is required');
      const add = args.flags.get('add') ?? [];
      const remove = args.flags.get('remove') ?? [];
      if (add.length === 0 && remove.length === 0) throw new CliError('give at least one --add TAG or --remove TAG');
      const shopId = await shopIdOf(ctx, one(args, 'shop'));
      try {
        const row = await ctx.database.transaction((tx) => tagCustomer(tx, shopId, id, { add, remove }, OPERATOR));
        // Staff see the customer as an integration without personal-data scopes would: no profile.
        const customer = shopCustomerView(row, { pii: false });
        return { json: customer, text: `${customer.id}\ttags: ${customer.tags.join(', ') || '(none)'}` };
      } catch (err) {
        if (err instanceof TagError) throw new CliError(err.message);
        if (err instanceof ApiError && err.code === 'not_found')
          throw new CliError(`no customer ${id} in shop ${shopId}`);
        throw err;
      }
    },
  },
];
