import assert from 'node:assert/strict';
import { TEST_DIALECT } from './db.ts';

/**
 * Waits until done() holds, checking every millisecond; fails after two seconds, saying what did
 * not happen. For what another process's commit changes here: on PostgreSQL it arrives with the
 * commit's notification (src/db/commit-signal.ts), a few milliseconds later at most under load.
 */
export async function until(done: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await done())) {
    assert.ok(Date.now() < deadline, `${what} within two seconds`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/**
 * What another process committed, as this one sees it: at once on SQLite (the next read checks
 * the file's data_version), once the commit's notification arrives on PostgreSQL (until()).
 */
export async function seenFromAnotherProcess(done: () => Promise<boolean>, what: string): Promise<void> {
  if (TEST_DIALECT === 'postgres') return until(done, what);
  assert.ok(await done(), `${what} at once`);
}
