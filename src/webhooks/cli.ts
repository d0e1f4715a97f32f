import type { Command } from '../cli-kit/command.ts';
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
];
