import { one } from '../cli-kit/args.ts';
import { CliError, type Command } from '../cli-kit/command.ts';
import { shopIdOf } from '../shop/cli.ts';
import { seedDemo } from './seed.ts';

export const demoCommands: Command[] = [
  {
    name: 'seed',
    usage: 'tenpo seed --demo [--shop SHOP_ID] [--orders N] [--json]',
    flags: ['demo', 'shop', 'orders', 'json'],
    booleanFlags: ['demo'],
    async run(ctx, args, io) {
      if (!args.flags.has('demo')) throw new CliError('only --demo seeding exists: tenpo seed --demo');
      const raw = one(args, 'orders') ?? '50';
      if (!/^\d+$/.test(raw) || Number(raw) > 1_000_000)
        throw new CliError('--orders must be a whole number from 0 to 1000000');
      const shopId = await shopIdOf(ctx, one(args, 'shop'));
      const summary = await seedDemo(ctx, { shopId, orders: Number(raw), progress: (m) => io.err(`seed: ${m}`) });
      return {
        json: summary,
        text: `seeded shop ${shopId}: ${summary.catalog.items} items, ${summary.customers} customers, ${summary.orders_created} orders (${Object.entries(
          summary.orders,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')})`,
      };
    },
  },
];
