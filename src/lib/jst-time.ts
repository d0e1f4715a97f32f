/**
 * Time values sent by clients (interface document, rule 2 of item writes):
 * - without an offset, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss`, the wall-clock time in Japan
 *   (JST, +09:00, no daylight saving);
 * - with an offset, `YYYY-MM-DDTHH:mm[:ss[.fff]]` followed by `Z` or `±hh:mm`, that exact instant
 *   (a space instead of the `T` is accepted too, as RFC 3339 allows).
 * Anything else, including `YYYY-MM-DDTHH:mm` without an offset, is refused: it is ambiguous.
 * The result is ISO 8601 UTC with milliseconds (`toISOString`), the storage and response form, so a
 * response value can be sent back unchanged.
 */

const JST_OFFSET_MINUTES = 9 * 60;

const WITHOUT_OFFSET = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;

/** Earliest and latest instants accepted: four-digit years that survive the round trip through toISOString. */
const MIN_MS = Date.UTC(1970, 0, 1);
const MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Parses a client time value; returns ISO 8601 UTC (`…Z`), or null when the value is not one of the accepted forms or not a real calendar time. */
export function parseClientTime(value: string): string | null {
  const plain = WITHOUT_OFFSET.exec(value);
  const zoned = plain ? null : WITH_OFFSET.exec(value);
  const m = plain ?? zoned;
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const millis = zoned?.[7] ? Number(zoned[7].slice(0, 3).padEnd(3, '0')) : 0;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  // The calendar check: Date.UTC rolls 2026-02-30 over to March, which we refuse.
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  let offsetMinutes = JST_OFFSET_MINUTES;
  if (zoned) {
    const tz = zoned[8]!;
    if (tz.toUpperCase() === 'Z') offsetMinutes = 0;
    else {
      const oh = Number(tz.slice(1, 3));
      const om = Number(tz.slice(4, 6));
      if (oh > 23 || om > 59) return null;
      offsetMinutes = (tz[0] === '-' ? -1 : 1) * (oh * 60 + om);
    }
  }
  const instant = wall - offsetMinutes * 60_000;
  if (instant < MIN_MS || instant > MAX_MS) return null;
  return new Date(instant).toISOString();
}

/** The accepted forms, for error messages and API descriptions. */
export const CLIENT_TIME_FORMS = '"YYYY-MM-DD HH:mm[:ss]" (Japan time) or ISO 8601 with Z or ±hh:mm';

const DAY_MS = 86_400_000;
/** Japan is UTC+9 all year (no daylight saving), so a Japan day is the UTC day of the instant plus 9 hours, whatever the process's TZ. */
const JST_OFFSET_MS = 9 * 3_600_000;

/** The Japan calendar day (YYYY-MM-DD) of an instant (milliseconds since the epoch). */
export function jstDay(instant: number): string {
  return new Date(instant + JST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Japan wall-clock time "HH:mm" of an instant. */
export function jstTime(instant: number): string {
  return new Date(instant + JST_OFFSET_MS).toISOString().slice(11, 16);
}

/** The calendar day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
