import { one } from '../cli-kit/args.ts';
import { CliError, type Command } from '../cli-kit/command.ts';
import { ApiError } from '../lib/errors.ts';
import { shopIdOf } from '../shop/cli.ts';
import { sendTestEvent } from './redelivery.ts';
import { DeliveryWorker, workerOptions } from './worker.ts';

export const webhooksCommands: Command[] = [
  {
    name: 'worker',
    usage:
      'tenpo worker  (delivers webhooks until SIGTERM or SIGINT; for deployments that run delivery apart from the API, with WEBHOOKS_WORKER=false on the servers)',
    flags: [],
    async run(ctx, _args, io) {
      const worker = new DeliveryWorker(ctx.database, workerOptions(ctx.config.webhooks));
      worker.start();
      io.err('tenpo: delivering webhooks (SIGTERM or SIGINT stops)');
      await new Promise<void>((resolve) => {
        process.once('SIGTERM', resolve);
        process.once('SIGINT', resolve);
      });
      await worker.stop();
      return { json: { stopped: true }, text: 'worker stopped' };
    },
  },
  {
    name: 'webhooks test',
    usage:
      "tenpo webhooks test ENDPOINT_ID [--shop SHOP_ID] [--json]  (sends a signed ping event to a webhook endpoint of the shop at once, as POST /v1/webhook_endpoints/{id}/test does, and prints the receiver's status and time; exit 1 unless it answered 2xx)",
    flags: ['shop', 'json'],
    async run(ctx, args) {
      const [endpointId, ...more] = args.positionals;
      if (!endpointId) throw new CliError('ENDPOINT_ID is required');
      if (more.length) throw new CliError(`one ENDPOINT_ID only (got ${args.positionals.join(' ')})`);
      const shopId = await shopIdOf(ctx, one(args, 'shop'));
      const result = await sendTestEvent(ctx.db, { shopId, clientId: null }, endpointId, ctx.config.webhooks).catch(
        (err: unknown) => {
          if (err instanceof ApiError && err.code === 'not_found')
            throw new CliError(`no webhook endpoint ${endpointId} in shop ${shopId}`);
          throw err;
        },
      );
      const answer = `${result.status_code ?? 'no answer'} in ${result.duration_ms} ms`;
      if (!result.delivered)
        throw new CliError(
          `the receiver did not take the ping ${result.event_id}: ${answer}${result.error ? ` (${result.error})` : ''}${result.response_excerpt ? `: ${result.response_excerpt}` : ''}`,
        );
      return { json: result, text: `delivered ${result.event_id}: ${answer}` };
    },
  },
];
