/**
 * When a failed delivery is tried again: after each failure the next delay of this list (the last
 * repeating), each stretched or shrunk at random by up to 20 % so that receivers coming back from
 * an outage are not hit by every retry at once, for as long as the next attempt falls within
 * 3 days of the delivery's first attempt. Published in the README and the OpenAPI document.
 */
export const RETRY_DELAYS_SECONDS = [5, 20, 80, 320, 1280, 5120, 20_480, 43_200] as const;
const RETRY_JITTER = 0.2;
export const RETRY_WINDOW_MS = 3 * 24 * 3600 * 1000;

/**
 * The time of the next attempt after `failures` failed ones (1 or more), or null when it would fall
 * past the 3 days: the delivery has failed. random() is in [0, 1).
 */
export function nextAttemptAt(
  failures: number,
  firstAttemptMs: number,
  nowMs: number,
  random: () => number,
): number | null {
  const base = RETRY_DELAYS_SECONDS[Math.min(failures, RETRY_DELAYS_SECONDS.length) - 1]! * 1000;
  const at = nowMs + Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
  return at <= firstAttemptMs + RETRY_WINDOW_MS ? at : null;
}

/** The schedule in words, for the documents. */
export function describeSchedule(): string {
  const words = (s: number) =>
    s < 120 ? `${s} s` : s < 3600 ? `${Math.round(s / 60)} min` : `${Math.round((s / 3600) * 10) / 10} h`;
  return (
    `after ${RETRY_DELAYS_SECONDS.map(words).join(', ')}, then every ${words(RETRY_DELAYS_SECONDS.at(-1)!)} ` +
    `(each ±${RETRY_JITTER * 100} % at random), while within 3 days of the first attempt`
  );
}
