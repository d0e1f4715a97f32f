/** Timestamps are stored and returned as ISO 8601 UTC with milliseconds and a trailing Z, so they sort as text. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfterSeconds(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}
