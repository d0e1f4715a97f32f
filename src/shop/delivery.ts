import { Type } from '@sinclair/typebox';
import type { Db, Tx } from '../db/database.ts';
import { isCalendarDate } from '../lib/jst-time.ts';
import { prefectureOf, type Prefecture } from '../lib/prefectures.ts';
import { nowIso } from '../lib/time.ts';
import type { CalendarSettings } from './delivery-calendar.ts';
import { shopRepo } from './repo.ts';
import { ShopInputError } from './service.ts';

/*
 * A shop's delivery settings (DECISIONS §8): the time slots offered, the calendar's rules
 * (delivery-calendar.ts) and whether gift wrapping is offered. Stored as one JSON text on the shop,
 * null while the defaults hold; shown by GET /v1/me as `delivery`, set from the console and the CLI.
 */

export interface TimeSlot {
  code: string;
  label: string;
}

export interface DeliverySettings extends CalendarSettings {
  time_slots: TimeSlot[];
  gift_wrapping: boolean;
}

/** Yamato's time-slot codes and labels. */
const DEFAULT_TIME_SLOTS: TimeSlot[] = [
  { code: '0812', label: '午前中' },
  { code: '1416', label: '14時〜16時' },
  { code: '1618', label: '16時〜18時' },
  { code: '1820', label: '18時〜20時' },
  { code: '1921', label: '19時〜21時' },
];

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  time_slots: DEFAULT_TIME_SLOTS,
  lead_days: 2,
  cutoff: null,
  closed_dates: [],
  max_days_ahead: 30,
  lead_days_by_prefecture: {},
  gift_wrapping: false,
};

const DELIVERY_LIMITS = { slots: 20, days: 365, closedDates: 400 } as const;

const FIELDS = Object.keys(DEFAULT_DELIVERY_SETTINGS) as (keyof DeliverySettings)[];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isDays = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

function timeSlots(v: unknown): TimeSlot[] {
  if (!Array.isArray(v) || v.length > DELIVERY_LIMITS.slots)
    throw new ShopInputError(`time_slots must be a list of at most ${DELIVERY_LIMITS.slots} {code, label}`);
  const codes = new Set<string>();
  return v.map((slot, i) => {
    if (!isObject(slot) || Object.keys(slot).some((k) => k !== 'code' && k !== 'label'))
      throw new ShopInputError(`time_slots[${i}] must be {code, label}`);
    const { code, label } = slot;
    if (typeof code !== 'string' || !/^[0-9A-Za-z_-]{1,16}$/.test(code))
      throw new ShopInputError(`time_slots[${i}].code must be 1-16 letters, digits, - or _ (Yamato's: 0812, 1416, …)`);
    if (typeof label !== 'string' || label.trim() === '' || label.length > 40)
      throw new ShopInputError(`time_slots[${i}].label must be 1-40 characters`);
    if (codes.has(code)) throw new ShopInputError(`time_slots: the code ${code} is listed twice`);
    codes.add(code);
    return { code, label: label.trim() };
  });
}

function closedDates(v: unknown): string[] {
  if (!Array.isArray(v) || v.length > DELIVERY_LIMITS.closedDates)
    throw new ShopInputError(`closed_dates must be a list of at most ${DELIVERY_LIMITS.closedDates} dates`);
  for (const d of v)
    if (typeof d !== 'string' || !isCalendarDate(d))
      throw new ShopInputError(`closed_dates: ${JSON.stringify(d)} is not a date YYYY-MM-DD`);
  return [...new Set(v as string[])].sort();
}

function leadByPrefecture(v: unknown): Partial<Record<Prefecture, number>> {
  if (!isObject(v)) throw new ShopInputError('lead_days_by_prefecture must be an object {prefecture: days}');
  const out: Partial<Record<Prefecture, number>> = {};
  for (const [key, days] of Object.entries(v)) {
    const p = prefectureOf(key);
    if (!p)
      throw new ShopInputError(
        `lead_days_by_prefecture: ${key} is not a prefecture (a name such as 沖縄県, or its JIS code 01-47)`,
      );
    if (out[p] !== undefined) throw new ShopInputError(`lead_days_by_prefecture: ${p} is given twice`);
    if (!isDays(days, DELIVERY_LIMITS.days))
      throw new ShopInputError(
        `lead_days_by_prefecture: ${key} must be a whole number of days from 0 to ${DELIVERY_LIMITS.days}`,
      );
    out[p] = days;
  }
  return out;
}

/**
 * The settings `input` makes of `current`: the fields given replace theirs, the others stay. Every
 * field is checked; a problem is a ShopInputError naming the field and why. Prefectures are kept by name.
 */
export function mergeDeliverySettings(current: DeliverySettings, input: unknown): DeliverySettings {
  if (!isObject(input)) throw new ShopInputError('delivery settings must be a JSON object');
  const unknown = Object.keys(input).filter((k) => !FIELDS.includes(k as keyof DeliverySettings));
  if (unknown.length)
    throw new ShopInputError(`delivery settings: unknown field ${unknown.join(', ')} (known: ${FIELDS.join(', ')})`);
  const s: DeliverySettings = { ...current };
  if (input.time_slots !== undefined) s.time_slots = timeSlots(input.time_slots);
  if (input.lead_days !== undefined) {
    if (!isDays(input.lead_days, DELIVERY_LIMITS.days))
      throw new ShopInputError(`lead_days must be a whole number of days from 0 to ${DELIVERY_LIMITS.days}`);
    s.lead_days = input.lead_days;
  }
  if (input.cutoff !== undefined) {
    if (
      input.cutoff !== null &&
      (typeof input.cutoff !== 'string' || !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(input.cutoff))
    )
      throw new ShopInputError('cutoff must be a Japan time HH:mm (00:00-23:59), or null for none');
    s.cutoff = input.cutoff;
  }
  if (input.closed_dates !== undefined) s.closed_dates = closedDates(input.closed_dates);
  if (input.max_days_ahead !== undefined) {
    if (!isDays(input.max_days_ahead, DELIVERY_LIMITS.days) || input.max_days_ahead < 1)
      throw new ShopInputError(`max_days_ahead must be a whole number of days from 1 to ${DELIVERY_LIMITS.days}`);
    s.max_days_ahead = input.max_days_ahead;
  }
  if (input.lead_days_by_prefecture !== undefined)
    s.lead_days_by_prefecture = leadByPrefecture(input.lead_days_by_prefecture);
  if (input.gift_wrapping !== undefined) {
    if (typeof input.gift_wrapping !== 'boolean') throw new ShopInputError('gift_wrapping must be true or false');
    s.gift_wrapping = input.gift_wrapping;
  }
  const longest = Math.max(s.lead_days, ...Object.values(s.lead_days_by_prefecture));
  if (longest > s.max_days_ahead)
    throw new ShopInputError(
      `max_days_ahead (${s.max_days_ahead}) must be at least the lead days (${longest}), or no day is ever offered`,
    );
  return s;
}

/** The settings a stored value holds: the defaults for null, completed with the defaults of fields added later. */
export function deliverySettingsOf(stored: string | null): DeliverySettings {
  if (stored === null) return DEFAULT_DELIVERY_SETTINGS;
  return { ...DEFAULT_DELIVERY_SETTINGS, ...(JSON.parse(stored) as Partial<DeliverySettings>) };
}

/** A shop's delivery settings; undefined when there is no such shop. */
export async function shopDeliverySettings(db: Db, shopId: string): Promise<DeliverySettings | undefined> {
  const row = await shopRepo(db).deliverySettings(shopId);
  return row && deliverySettingsOf(row.delivery_settings);
}

/** Changes the fields of `input` (see mergeDeliverySettings) and answers the settings now in force. */
export async function updateDeliverySettings(tx: Tx, shopId: string, input: unknown): Promise<DeliverySettings> {
  const current = await shopDeliverySettings(tx, shopId);
  if (!current) throw new ShopInputError(`no shop ${shopId}`);
  const next = mergeDeliverySettings(current, input);
  await shopRepo(tx).update(shopId, { delivery_settings: JSON.stringify(next), updated_at: nowIso() });
  return next;
}

const Days = (description: string) => Type.Integer({ minimum: 0, maximum: DELIVERY_LIMITS.days, description });

/** The settings as GET /v1/me shows them (`delivery`), and as the console and the CLI take them. */
export const DeliverySettingsSchema = Type.Object(
  {
    time_slots: Type.Array(Type.Object({ code: Type.String(), label: Type.String() }), {
      description: "Offered time slots; Yamato's codes by default (0812 午前中, 1416, 1618, 1820, 1921)",
    }),
    lead_days: Days('Days from the order to the first date offered (default 2)'),
    cutoff: Type.Union([Type.String({ pattern: '^\\d{2}:\\d{2}$' }), Type.Null()], {
      description: 'Japan time HH:mm from which an order counts from the next day; null: none',
    }),
    closed_dates: Type.Array(Type.String(), { description: 'YYYY-MM-DD days never offered' }),
    max_days_ahead: Days('The last date offered is today plus this (default 30)'),
    lead_days_by_prefecture: Type.Record(Type.String(), Type.Integer(), {
      description: 'Lead days replacing lead_days for destinations in a prefecture, by name (沖縄県)',
    }),
    gift_wrapping: Type.Boolean({ description: 'Whether checkout offers gift wrapping and noshi' }),
  },
  { title: 'DeliverySettings' },
);
