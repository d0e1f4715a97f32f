import { addDays, jstDay, jstTime } from '../lib/jst-time.ts';
import type { Prefecture } from '../lib/prefectures.ts';

/*
 * The delivery calendar: which Japan days a parcel may be wished for. Pure rules of the settings
 * and an instant, in JST (UTC+9, no daylight saving) whatever the process's TZ.
 */

export interface CalendarSettings {
  lead_days: number;
  /** JST "HH:mm": from this minute on, an order counts from the next day; null: no cutoff. */
  cutoff: string | null;
  closed_dates: string[];
  max_days_ahead: number;
  lead_days_by_prefecture: Partial<Record<Prefecture, number>>;
}

/**
 * The days offered at `now` for a destination in `prefecture` (unknown: the shop's lead days):
 * from today (JST) plus the lead days (one more from the cutoff minute on) up to today plus
 * max_days_ahead, closed dates left out; oldest first.
 */
export function deliveryDates(s: CalendarSettings, now: number, prefecture?: Prefecture): string[] {
  const today = jstDay(now);
  const lead =
    (prefecture ? (s.lead_days_by_prefecture[prefecture] ?? s.lead_days) : s.lead_days) +
    (s.cutoff !== null && jstTime(now) >= s.cutoff ? 1 : 0);
  const closed = new Set(s.closed_dates);
  const dates: string[] = [];
  for (let n = lead; n <= s.max_days_ahead; n++) {
    const day = addDays(today, n);
    if (!closed.has(day)) dates.push(day);
  }
  return dates;
}
