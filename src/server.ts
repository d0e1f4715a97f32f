import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary.ts';
import { workerSlot } from './cluster/slot.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { loadEnvFile } from './lib/env-file.ts';

let config;
try {
  loadEnvFile();
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`tenpo: configuration error: ${err.message}\n`);
    process.exit(1);
  }
  throw err;
}

// WORKERS > 1: this process is the primary (src/cluster/primary.ts) and each worker runs this file
// again and serves; WORKERS=1 serves here, without a primary.
if (config.workers > 1 && cluster.isPrimary) runPrimary(config);
else await serve(config);

async function serve(config: Config): Promise<void> {
  // Imported here, not above: a primary never loads the app's modules.
  const { buildApp } = await import('./app.ts');
  const { storageProblem } = await import('./db/database.ts');
  // Storage that cannot be reached (named: SQLite's own words do not say which file), or a port in
  // use, is an operator's problem to fix: one line, no stack trace.
  const startFailed = (err: unknown): never => {
    const e = err as { code?: string; message?: string };
    process.stderr.write(
      `tenpo: cannot start: ${storageProblem(err, config) ?? (e.message || e.code || String(err))}\n`,
    );
    process.exit(1);
  };
  const { app } = await buildApp(config, { sweeps: (workerSlot() ?? 0) === 0 }).catch(startFailed);
  await app.listen({ host: config.host, port: config.port }).catch(startFailed);

  // Graceful shutdown: stop accepting, let in-flight requests finish, close storage.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
