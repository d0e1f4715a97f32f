import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from '../config.ts';
import { aggregateMetricsForWorkers } from './metrics.ts';
import { countRateLimitsForWorkers } from './rate-limits.ts';
import { WORKER_SLOT_ENV } from './slot.ts';
import { grantWriteTurnsForWorkers } from './write-turns.ts';

/** Window in which unexpected worker exits are counted; more than crashLimit in it is a crash loop. */
const CRASH_WINDOW_MS = 60_000;
const crashLimit = (workers: number) => Math.max(5, workers);
/** How long the primary waits for draining workers (each forces itself out after 15 s, src/server.ts). */
const DRAIN_MS = 20_000;

/**
 * The primary of WORKERS > 1 server processes sharing one port (node:cluster; on Linux the
 * primary accepts connections and hands them to the workers in turn). It serves nothing itself:
 * - the first worker starts alone and migrates the storage (and makes the first signing key on an
 *   empty one); the others start once it listens, so /healthz answers as soon as one worker does;
 * - it counts the workers' rate limits when REDIS_URL is unset (src/cluster/rate-limits.ts),
 *   gathers every worker's metrics for a scrape when METRICS_TOKEN is set (src/cluster/metrics.ts),
 *   and on SQLite keeps the line of workers waiting for the write lock (src/cluster/write-turns.ts);
 * - a worker that exits is logged and replaced in its place (its slot); more than crashLimit
 *   exits within a minute is a crash loop: the primary stops the others and exits 1, as it does
 *   with the first worker's status when that one cannot start;
 * - SIGTERM or SIGINT drains every worker (each finishes its requests, src/server.ts), then the
 *   primary exits 0, or 1 if a worker did not stop cleanly.
 * Each worker is a whole server on its own: caches and holds are kept in the database, as
 * between the processes of a deployment (README, "Workers").
 */
export function runPrimary(config: Config): void {
  // ISO 8601 times, as the workers' log lines have (src/app.ts).
  const log = pino({ level: config.logLevel, timestamp: pino.stdTimeFunctions.isoTime });
  const slots = new Map<Worker, number>();
  const exits: number[] = [];
  let someoneListened = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (slot: number) => slots.set(cluster.fork({ [WORKER_SLOT_ENV]: String(slot) }), slot);

  const stop = (code: number) => {
    stopping = true;
    exitCode = code;
    if (slots.size === 0) process.exit(exitCode);
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({ workers: [...slots.keys()].map((w) => w.process.pid) }, 'workers still running: killed');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };

  if (!config.redisUrl) countRateLimitsForWorkers();
  if (config.metricsToken) void aggregateMetricsForWorkers();
  if (!config.databaseUrl) grantWriteTurnsForWorkers();

  cluster.on('listening', (worker) => {
    log.info({ worker: slots.get(worker), worker_pid: worker.process.pid }, 'worker listening');
    if (someoneListened) return;
    someoneListened = true;
    for (let slot = 1; slot < config.workers; slot++) fork(slot);
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker)!;
    slots.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet: the signal itself ends it, which is what was asked.
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (slots.size === 0) process.exit(exitCode);
      return;
    }
    // The first worker could not start (storage unreachable, port in use): it said why on stderr.
    if (!someoneListened) process.exit(code || 1);
    const now = Date.now();
    exits.push(now);
    while (exits[0]! <= now - CRASH_WINDOW_MS) exits.shift();
    const details = { worker: slot, worker_pid: worker.process.pid, code, signal };
    if (exits.length > crashLimit(config.workers)) {
      log.fatal({ ...details, exits: exits.length }, 'workers keep exiting (crash loop): stopping');
      stop(1);
      return;
    }
    log.error(details, 'worker exited: starting another in its place');
    fork(slot);
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log.info({ signal }, 'shutting down');
      stop(0);
    });
  }

  log.info({ workers: config.workers }, 'starting workers');
  fork(0);
}
