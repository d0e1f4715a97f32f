/** Timestamps are stored and returned as ISO 8601 UTC with milliseconds and a trailing Z, so they sort as text. */
export function nowIso(): string {
  // Formatted once per millisecond: a write asks for the time in many places (about 1 % of a checkout's CPU).
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}
let lastMs = Number.NaN;
let lastIso = '';

export function isoAfterSeconds(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}
