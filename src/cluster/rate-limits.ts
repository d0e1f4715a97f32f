import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import cluster from 'node:cluster';

// Rate limits of the workers of one server (WORKERS > 1) without Redis: each worker counting in
// its own memory would let a client through N times its limit (round-robin hands its connections
// to every worker), so the primary counts for all of them, one message each way per request.

/** Keys whose window is kept (least recently used dropped first): in each process, or in the primary for its workers. */
export const RATE_LIMIT_KEYS = 100_000;

/** A worker asks the primary to count one request against a key. */
interface Count {
  rateLimit: 'count';
  id: number;
  key: string;
  timeWindow: number;
  max: number;
}

/** The primary's answer: the key's count in its window and the milliseconds left of it. */
interface Counted {
  rateLimit: 'counted';
  id: number;
  current: number;
  ttl: number;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const waiting = new Map<number, Callback>();
let nextId = 0;
let listening = false;

function answered(message: unknown): void {
  const m = message as Partial<Counted> | null;
  if (m?.rateLimit !== 'counted' || m.id === undefined) return;
  const callback = waiting.get(m.id);
  waiting.delete(m.id);
  callback?.(null, { current: m.current!, ttl: m.ttl! });
}

/**
 * The @fastify/rate-limit store of a cluster worker (src/http/rate-limit.ts chooses it): every
 * count is made by the primary (countRateLimitsForWorkers). The plugin's step limits (`child`)
 * count in a namespace of their own, as Redis keeps them.
 */
export class PrimaryCountedStore implements FastifyRateLimitStore {
  private namespace = 'api:';

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!listening) {
      process.on('message', answered);
      listening = true;
    }
    const id = nextId++;
    waiting.set(id, callback);
    const count: Count = { rateLimit: 'count', id, key: this.namespace + key, timeWindow, max };
    // The channel closes only when the primary is gone, and the worker then exits: the request
    // fails open (src/http/rate-limit.ts) rather than waiting.
    process.send!(count, undefined, undefined, (err: Error | null) => {
      if (!err || !waiting.delete(id)) return;
      callback(err);
    });
  }

  child(): FastifyRateLimitStore {
    const store = new PrimaryCountedStore();
    store.namespace = 'step:';
    return store;
  }
}

/** In the primary: counts for every worker in one store, with @fastify/rate-limit's own fixed windows. */
export function countRateLimitsForWorkers(): void {
  const store = new LocalStore(false, false, RATE_LIMIT_KEYS);
  cluster.on('message', (worker, message) => {
    const m = message as Partial<Count> | null;
    if (m?.rateLimit !== 'count') return;
    store.incr(
      m.key!,
      (_err, r) => {
        const answer: Counted = { rateLimit: 'counted', id: m.id!, current: r!.current, ttl: r!.ttl };
        // A worker that exited meanwhile gets no answer; nothing else to do.
        worker.send(answer, () => {});
      },
      m.timeWindow!,
      m.max!,
    );
  });
}
