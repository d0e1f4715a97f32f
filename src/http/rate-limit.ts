import { ApiError } from './errors.ts';

/**
 * Fixed one-minute windows per key (client id, or address for unauthenticated endpoints), kept in
 * this process's memory: with N processes the effective limit is N times the setting.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly perMinute: number) {}

  /** Counts one request for key; throws 429 rate_limited when the window is full. */
  hit(key: string): void {
    if (this.perMinute <= 0) return;
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= 60_000) {
      if (this.windows.size > 100_000) this.windows.clear();
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((w.start + 60_000 - now) / 1000));
      throw new ApiError('rate_limited', `Too many requests; retry after ${retryAfter} s`, { headers: { 'Retry-After': String(retryAfter) } });
    }
  }
}
