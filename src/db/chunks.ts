/**
 * Bound parameters a statement built from a list may carry: below the 999 SQLite allowed before
 * 3.32 (PostgreSQL allows 65,535), with room for the statement's few others.
 */
const LIST_PARAMS = 900;

/** The list cut into pieces whose statements bind at most LIST_PARAMS parameters, `each` per element. */
export function chunks<T>(list: readonly T[], each = 1): T[][] {
  const size = Math.max(1, Math.floor(LIST_PARAMS / each));
  const pieces: T[][] = [];
  for (let i = 0; i < list.length; i += size) pieces.push(list.slice(i, i + size));
  return pieces;
}
