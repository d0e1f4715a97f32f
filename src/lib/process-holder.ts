import os from 'node:os';
import { randomBytes } from 'node:crypto';

// A process that holds something in the database (an idempotency key while its request runs, a
// webhook delivery's lease) names itself so that another process can tell when the holder died.

/** This process, as a key's holder: `host:pid:nonce` (see isAlive). */
export function processHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
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
