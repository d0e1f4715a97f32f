import os from 'node:os';
import { randomUUID } from 'node:crypto';

// A process that holds something in the database (an idempotency key while its request runs, a
// webhook delivery's lease) names itself so that another process can tell when the holder died.

const THIS_PROCESS = `${os.hostname()}:${process.pid}`;

/** This process, as a key's holder: `host:pid:nonce` (see isAlive). */
export function processHolder(): string {
  // The nonce from randomUUID, whose bytes Node draws from a pool: a call to the system's generator
  // and to uname per claim cost about 1 % of a stock change's CPU. Its first 12 hex digits are random.
  return `${THIS_PROCESS}:${randomUUID().slice(0, 12)}`;
}

/** False only when the holder names a process of this host that no longer exists. */
export function isAlive(holder: string | null): boolean {
  const [host, pid] = (holder ?? '').split(':');
  if (host !== os.hostname() || !pid) return true;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
