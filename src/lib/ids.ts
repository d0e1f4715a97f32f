import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

/** n characters of Crockford base32 for value, most significant first (so the text sorts as the number). */
function base32(value: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

/**
 * Random bytes drawn from a pool refilled a few kilobytes at a time: a call to the system's
 * generator per id cost about 2 % of a write's CPU (docs/history/benchmarks-2026-11.md,
 * "Checkout's statements compiled"). Node pools randomUUID's bytes the same way.
 */
const POOL_BYTES = 4096;
let pool = randomBytes(POOL_BYTES);
let used = 0;

function randomChars(n: number): string {
  if (used + n > POOL_BYTES) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  let out = '';
  for (let i = used; i < used + n; i++) out += ALPHABET[pool[i]! & 31];
  used += n;
  return out;
}

/**
 * `prefix_` + 10 characters of millisecond time + 16 random characters.
 * Ids of one kind sort by creation time, which keeps B-tree inserts local and cursors stable.
 */
export function newId(prefix: string): string {
  return `${prefix}_${base32(Date.now(), 10)}${randomChars(16)}`;
}

/**
 * An id of the same form (26 characters after the prefix) for the position-th thing made at the
 * instant timeMs: 10 characters of the time, 4 of the position, 12 random. Ids made at increasing
 * instants, and at one instant by increasing position, sort in that order (events in commit order).
 */
export function idAt(prefix: string, timeMs: number, position: number): string {
  return `${prefix}_${base32(timeMs, 10)}${base32(position, 4)}${randomChars(12)}`;
}

/** A URL-safe random secret with `bytes` bytes of entropy. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
