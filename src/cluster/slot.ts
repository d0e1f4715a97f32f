import cluster from 'node:cluster';

/** Set by the primary (src/cluster/primary.ts) in each worker's environment. */
export const WORKER_SLOT_ENV = 'TENPO_WORKER_SLOT';

/**
 * This process's place among the workers of one server, 0 to WORKERS - 1 (a replacement takes
 * the place of the worker it replaces), or null when it runs alone (WORKERS=1), including as a
 * worker of some other cluster manager, whose primary would not answer Tenpo's messages.
 */
export function workerSlot(): number | null {
  const raw = process.env[WORKER_SLOT_ENV];
  return cluster.isWorker && raw !== undefined ? Number(raw) : null;
}
