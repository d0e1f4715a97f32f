import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import cluster from 'node:cluster';

// Rate limits of the workers of one server (WORKERS > 1) without Redis: each worker counting in
// its own memory would let a client through N times its limit (round-robin hands its connections
// to every worker), so the primary counts for all of them. A worker sends the counts its requests
// asked for during one turn of its event loop in one message, and the primary answers them in one:
// a message per request cost the primary twice the CPU (docs/history/benchmarks-2026-11.md,
// "every core used").

/** Keys whose window is kept (least recently used dropped first): in each process, or in the primary for its workers. */
export const RATE_LIMIT_KEYS = 100_000;

/** One request to count: [id, key, window ms, max]. */
type Count = [number, string, number, number];
/** Its count: [id, requests in the window so far, ms left of the window]. */
type Counted = [number, number, number];

interface Counts {
  rateLimit: 'count';
  counts: Count[];
}
interface Answers {
  rateLimit: 'counted';
  answers: Counted[];
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const waiting = new Map<number, Callback>();
let nextId = 0;
let batch: Count[] = [];
let listening = false;

function answered(message: unknown): void {
  const m = message as Partial<Answers> | null;
  if (m?.rateLimit !== 'counted') return;
  for (const [id, current, ttl] of m.answers!) {
    const callback = waiting.get(id);
    waiting.delete(id);
    callback?.(null, { current, ttl });
  }
}

/** Sends the counts of this turn of the event loop in one message. */
function flush(): void {
  const counts = batch;
  batch = [];
  const message: Counts = { rateLimit: 'count', counts };
  // The channel closes only when the primary is gone, and the worker then exits: the requests
  // fail open (src/http/rate-limit.ts) rather than wait.
  process.send!(message, undefined, undefined, (err: Error | null) => {
    if (!err) return;
    for (const [id] of counts) {
      const callback = waiting.get(id);
      if (waiting.delete(id)) callback!(err);
    }
  });
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
    if (batch.length === 0) setImmediate(flush);
    batch.push([id, this.namespace + key, timeWindow, max]);
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
    const m = message as Partial<Counts> | null;
    if (m?.rateLimit !== 'count') return;
    const answers: Counted[] = [];
    for (const [id, key, timeWindow, max] of m.counts!) {
      // LocalStore answers at once (its callback runs before incr returns).
      store.incr(key, (_err, r) => answers.push([id, r!.current, r!.ttl]), timeWindow, max);
    }
    const reply: Answers = { rateLimit: 'counted', answers };
    // A worker that exited meanwhile gets no answer; nothing else to do.
    worker.send(reply, () => {});
  });
}
