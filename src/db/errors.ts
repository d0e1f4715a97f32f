import { isStalePlan } from './pg-pool.ts';

// How storage errors are told apart on both databases: what may run again, what answers 503, what is a duplicate.

/** PostgreSQL's deadlock_detected and serialization_failure, or a prepared statement a migration made stale: the transaction may simply run again. */
export function isRetryableConflict(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001' || isStalePlan(err);
}

/** True for errors that mean storage is unreachable or busy (answered 503), not a bug. */
export function isUnavailableError(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (!e || typeof e !== 'object') return false;
  if (e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_LOCKED' || e.code === 'SQLITE_CANTOPEN') return true;
  if (
    e.code === 'ECONNREFUSED' ||
    e.code === 'ECONNRESET' ||
    e.code === 'ETIMEDOUT' ||
    e.code === '57P01' ||
    e.code === '57014' ||
    e.code === '53300'
  )
    return true;
  if (isRetryableConflict(err)) return true; // still conflicting after retries: the client may retry
  return /Connection terminated|not queryable|timeout exceeded when trying to connect|database is closed|database connection is not open|driver has already been destroyed/i.test(
    e.message ?? '',
  );
}

/** True when err is a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
