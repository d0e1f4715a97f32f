import cluster, { type Worker } from 'node:cluster';
import { metrics, metricsOn } from '../lib/metrics.ts';

// The workers of one server (WORKERS > 1) on SQLite take turns at the database's one write lock
// in the order they asked, the primary keeping the line (src/db/write-turn.ts says why). A turn
// covers one group-commit batch; a worker that waits meanwhile gathers more writes into its next
// batch, so the writes of N workers share commits as those of one do.

interface TurnMessage {
  writeTurn: 'take' | 'granted' | 'give';
  id: number;
}

const isTurnMessage = (m: unknown): m is TurnMessage =>
  typeof m === 'object' && m !== null && typeof (m as Partial<TurnMessage>).writeTurn === 'string';

/** In a worker: a WriteTurn (src/db/write-turn.ts) granted by the primary. */
export function writeTurnFromPrimary() {
  const waiting = new Map<number, () => void>();
  let nextId = 0;
  let held: number | null = null;
  // The primary gone (the worker is about to exit) or a message lost: every waiter goes ahead,
  // back to SQLite's busy handler, which still keeps the writes apart.
  const goAhead = () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  };
  process.on('message', (m: unknown) => {
    if (!isTurnMessage(m) || m.writeTurn !== 'granted') return;
    const resolve = waiting.get(m.id);
    waiting.delete(m.id);
    if (resolve) {
      held = m.id;
      resolve();
    } else send({ writeTurn: 'give', id: m.id }); // granted after its waiter went ahead
  });
  process.on('disconnect', goAhead);
  const send = (m: TurnMessage) => process.send!(m, undefined, undefined, (err: Error | null) => err && goAhead());
  return {
    take(): Promise<void> {
      if (!process.connected) return Promise.resolve();
      const id = nextId++;
      const asked = metricsOn() ? performance.now() : 0;
      return new Promise<void>((resolve) => {
        waiting.set(id, () => {
          if (asked) metrics.writeTurn((performance.now() - asked) / 1000);
          resolve();
        });
        send({ writeTurn: 'take', id });
      });
    },
    give(): void {
      if (held === null) return;
      const id = held;
      held = null;
      if (process.connected) send({ writeTurn: 'give', id });
    },
  };
}

/** In the primary: one line of workers waiting for the write turn, granted one at a time in order. */
export function grantWriteTurnsForWorkers(): void {
  const line: { worker: Worker; id: number }[] = [];
  let holder: { worker: Worker; id: number } | null = null;
  const grantNext = () => {
    while (!holder && line.length) {
      const next = line.shift()!;
      if (next.worker.isDead()) continue;
      holder = next;
      // A worker that exited meanwhile gets no answer; its exit frees the turn.
      next.worker.send({ writeTurn: 'granted', id: next.id } satisfies TurnMessage, () => {});
    }
  };
  cluster.on('message', (worker, m: unknown) => {
    if (!isTurnMessage(m)) return;
    if (m.writeTurn === 'take') line.push({ worker, id: m.id });
    else if (m.writeTurn === 'give' && holder?.worker === worker && holder.id === m.id) holder = null;
    grantNext();
  });
  cluster.on('exit', (worker) => {
    for (let i = line.length - 1; i >= 0; i--) if (line[i]!.worker === worker) line.splice(i, 1);
    if (holder?.worker === worker) holder = null;
    grantNext();
  });
}
