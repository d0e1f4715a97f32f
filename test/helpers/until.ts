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

/**
 * Sends a request again, as a client should, for as long as it is answered 503 (storage busy beyond
 * its limits: on a loaded machine a statement waiting on a contended row can outlast
 * PG_STATEMENT_TIMEOUT_MS, or SQLite's busy timeout), after the Retry-After the answer gives. A 5xx
 * lets go of the request's Idempotency-Key, so sending it again with the same key runs it anew.
 * `answer` reads a response's status and Retry-After header.
 */
export async function retriedWhileUnavailable<R>(
  send: () => Promise<R>,
  answer: (r: R) => { status: number; retryAfter: string | null | undefined },
): Promise<R> {
  for (;;) {
    const r = await send();
    const { status, retryAfter } = answer(r);
    if (status !== 503) return r;
    assert.ok(retryAfter, '503 says when to retry');
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000));
  }
}
