import type { Db } from '../db/database.ts';
import { addDays, jstDay } from '../lib/jst-time.ts';
import { orderDailyRepo } from './repo/daily.ts';
import { orderListsRepo } from './repo/lists.ts';

/** Orders that count as sales: placed and not cancelled (awaiting payment included: the order is taken). */
const SALES_STATUSES = new Set(['init', 'paid', 'fulfilled']);
/** Days of the sales chart, today included. */
export const CHART_DAYS = 30;
/** Payments awaited listed by name on the home page, nearest deadline first. */
const DUE_LISTED = 5;

export interface Figure {
  orders: number;
  sales: number;
}
interface DayFigure extends Figure {
  day: string;
}

const sum = (days: DayFigure[]): Figure =>
  days.reduce((a, d) => ({ orders: a.orders + d.orders, sales: a.sales + d.sales }), { orders: 0, sales: 0 });

/**
 * A shop's sales as its home page shows them, at `now`: today and yesterday, this month so far and
 * the same days of the previous month (to its last day when shorter), and each of the last
 * CHART_DAYS days. All Japan days, read from the per-day tally (order_daily, migration 0870).
 */
export async function salesFigures(db: Db, shopId: string, now: number) {
  const today = jstDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const previousStart = `${addDays(monthStart, -1).slice(0, 8)}01`;
  const previousEnd = addDays(previousStart, Number(today.slice(8)) - 1);
  const chartStart = addDays(today, 1 - CHART_DAYS);
  const from = chartStart < previousStart ? chartStart : previousStart;
  const byDay = new Map<string, Figure>();
  for (const r of await orderDailyRepo(db).days(shopId, from, today)) {
    if (!SALES_STATUSES.has(r.status)) continue;
    const f = byDay.get(r.day) ?? { orders: 0, sales: 0 };
    byDay.set(r.day, { orders: f.orders + r.orders, sales: f.sales + r.amount });
  }
  const span = (start: string, end: string): DayFigure[] => {
    const days: DayFigure[] = [];
    for (let d = start; d <= end; d = addDays(d, 1))
      days.push({ day: d, ...(byDay.get(d) ?? { orders: 0, sales: 0 }) });
    return days;
  };
  const lastOfPrevious = addDays(monthStart, -1);
  return {
    today,
    day: { current: sum(span(today, today)), previous: sum(span(addDays(today, -1), addDays(today, -1))) },
    month: {
      current: sum(span(monthStart, today)),
      previous: sum(span(previousStart, previousEnd < lastOfPrevious ? previousEnd : lastOfPrevious)),
    },
    chart: span(chartStart, today),
  };
}

/** The orders' work waiting at `now`: orders to ship, payments awaited (the nearest deadlines by name), shippings late. */
export async function orderWork(db: Db, shopId: string, now: number) {
  const lists = orderListsRepo(db);
  const daily = orderDailyRepo(db);
  const today = jstDay(now);
  const [toShip, awaitingPayment, due, lateShippings] = await Promise.all([
    lists.count(shopId, { statuses: ['paid'] }),
    lists.count(shopId, { statuses: ['init'] }),
    daily.paymentsDue(shopId, DUE_LISTED),
    daily.lateShippings(shopId, today),
  ]);
  return {
    today,
    toShip,
    awaitingPayment,
    due: due.map((o) => ({ ...o, total: Number(o.total) })),
    lateShippings,
  };
}
