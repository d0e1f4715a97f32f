import assert from 'node:assert/strict';
import { TEST_DIALECT } from './db.ts';

/**
 * How long a wait may last before it fails, saying what did not happen. Generous: on a loaded
 * machine things take many times longer than usual, and a wait must only ever slow a test down.
 * (The test's own time limit, scripts/test.js --test-timeout, is longer still.)
 */
export const WAIT_MS = 60_000;

/**
 * Waits until check() answers something truthy, and resolves with it; checks every few
 * milliseconds, fails after `within` ms. An error thrown by check() fails the wait at once.
 */
export async function until<T>(check: () => T | Promise<T>, what: string, within = WAIT_MS): Promise<NonNullable<T>> {
  const deadline = Date.now() + within;
  for (;;) {
    const got = await check();
    if (got) return got;
    assert.ok(Date.now() < deadline, `timed out after ${within} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * What another process committed, as this one sees it: at once on SQLite (the next read checks
 * the file's data_version), once the commit's notification arrives on PostgreSQL
 * (src/db/commit-signal.ts), a few milliseconds later.
 */
export async function seenFromAnotherProcess(done: () => Promise<boolean>, what: string): Promise<void> {
  if (TEST_DIALECT === 'postgres') await until(done, what);
  else assert.ok(await done(), `${what} at once`);
}
