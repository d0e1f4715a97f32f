import { randomInt } from 'node:crypto';
import type { Actor } from '../lib/actor.ts';
import type { Db, Tx, UnitOfWork } from '../db/database.ts';
import { recordEvents } from '../events/service.ts';
import { ApiError, invalidField } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { pageOf, type PageRequest } from '../lib/page.ts';
import { addDays, jstDay } from '../lib/jst-time.ts';
import { nowIso } from '../lib/time.ts';
import { inflowRoutesRepo, type InflowRouteRow } from './repo.ts';
import { CODE_PATTERN, type InflowRoute } from './schemas.ts';

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i), so a printed code is typed back correctly. */
const CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const GENERATED_CODE_LENGTH = 8;
/** 31^8 codes: a collision is rare, and two in a row rarer still; a third is a bug, not bad luck. */
const GENERATION_ATTEMPTS = 3;

function generateCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The link shoppers open: it answers a redirect to the shop's storefront URL with `ir` added (visitInflowRoute). */
function inflowRouteUrl(baseUrl: string, shopId: string, code: string): string {
  return `${baseUrl}/s/${encodeURIComponent(shopId)}?ir=${encodeURIComponent(code)}`;
}

function view(row: InflowRouteRow, baseUrl: string): InflowRoute {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    url: inflowRouteUrl(baseUrl, row.shop_id, row.code),
    order_count: row.order_count,
    created_at: row.created_at,
  };
}

/** Creates the route and its inflow_route.created event, drawing another code when a generated one is taken. */
export async function createInflowRoute(
  tx: Tx,
  baseUrl: string,
  shopId: string,
  input: { name: string; code?: string },
  by: Actor,
): Promise<InflowRoute> {
  const name = input.name.trim();
  if (name === '') throw invalidField('name', 'must not be blank');
  for (let attempt = 1; ; attempt++) {
    const row: InflowRouteRow = {
      id: newId('ir'),
      shop_id: shopId,
      code: input.code ?? generateCode(),
      name,
      order_count: 0,
      visit_count: 0,
      created_at: nowIso(),
    };
    if (await inflowRoutesRepo(tx).insertUnlessTaken(row)) {
      const route = view(row, baseUrl);
      await recordEvents(tx, shopId, by, [{ type: 'inflow_route.created', object: route }]);
      return route;
    }
    if (input.code !== undefined)
      throw new ApiError(
        'inflow_route_code_taken',
        `The code "${input.code}" is already used by another inflow route of this shop`,
      );
    if (attempt === GENERATION_ATTEMPTS)
      throw new Error(`${GENERATION_ATTEMPTS} generated inflow route codes in a row were taken`);
  }
}

export async function listInflowRoutes(db: Db, baseUrl: string, shopId: string, page: PageRequest) {
  const repo = inflowRoutesRepo(db);
  const [rows, total] = await Promise.all([repo.list(shopId, page.limit, page.offset), repo.count(shopId)]);
  return pageOf(
    rows.map((r) => view(r, baseUrl)),
    page,
    total,
  );
}

/** The shop's links with their visits, for staff: the API's view plus visit_count, oldest first. */
export async function listInflowRoutesForStaff(db: Db, baseUrl: string, shopId: string, page: PageRequest) {
  const repo = inflowRoutesRepo(db);
  const [rows, total] = await Promise.all([repo.list(shopId, page.limit, page.offset), repo.count(shopId)]);
  return pageOf(
    rows.map((r) => ({ ...view(r, baseUrl), visit_count: r.visit_count })),
    page,
    total,
  );
}

type InflowVisit = { outcome: 'redirect'; location: string } | { outcome: 'unknown_link' | 'no_storefront' };

/**
 * A shopper opened a link: where to send them. With a storefront URL, the visit is counted on the
 * route's total and on its Japan day's tally (inflow_route_daily) at `now`, in one transaction of its
 * own, and the answer is that URL with `ir=CODE` added (its other query parameters kept), so checkout
 * can send `inflow_route_code`.
 * `storefrontUrl`: the shop's setting, '' when unset, undefined when there is no such shop.
 * `counted` false: the opener has opened this shop's links too often this minute; redirected all
 * the same, the visit is not counted (so a script cannot inflate a route's visits).
 */
export async function visitInflowRoute(
  { db, transaction }: UnitOfWork,
  shopId: string,
  storefrontUrl: string | undefined,
  code: string,
  counted = true,
  now = Date.now(),
): Promise<InflowVisit> {
  if (storefrontUrl === undefined || !new RegExp(CODE_PATTERN).test(code)) return { outcome: 'unknown_link' };
  if (storefrontUrl === '')
    return (await inflowRouteIdOfCode(db, shopId, code)) ? { outcome: 'no_storefront' } : { outcome: 'unknown_link' };
  const known = counted
    ? await transaction(async (tx) => {
        const repo = inflowRoutesRepo(tx);
        const id = await repo.countVisit(shopId, code);
        if (id) await repo.addToDay(shopId, jstDay(now), id, { visits: 1, orders: 0 });
        return id !== undefined;
      })
    : (await inflowRouteIdOfCode(db, shopId, code)) !== undefined;
  if (!known) return { outcome: 'unknown_link' };
  const location = new URL(storefrontUrl);
  location.searchParams.set('ir', code);
  return { outcome: 'redirect', location: location.toString() };
}

/** The route an order was placed through, by the code of its link; undefined for an unknown code. */
export async function inflowRouteIdOfCode(db: Db, shopId: string, code: string): Promise<string | undefined> {
  return (await inflowRoutesRepo(db).findByCode(shopId, code))?.id;
}

/** Counts a confirmed order on its route's total and on the tally of the Japan day it was placed (inside the order's transaction). */
export async function countInflowRouteOrder(tx: Tx, id: string, orderedAt: string): Promise<void> {
  const repo = inflowRoutesRepo(tx);
  const shopId = await repo.countOrder(id);
  if (shopId) await repo.addToDay(shopId, jstDay(Date.parse(orderedAt)), id, { visits: 0, orders: 1 });
}

interface RouteDay {
  day: string;
  visits: number;
  orders: number;
}

/**
 * The shop's inflow routes over the `days` Japan days up to `now`'s, from the per-day tally: all
 * routes' visits and orders per day (every day listed, oldest first), and each route's sums over
 * those days, the most visited first (then most ordered, then oldest).
 */
export async function inflowRouteDays(db: Db, shopId: string, now: number, days: number) {
  const today = jstDay(now);
  const from = addDays(today, 1 - days);
  const rows = await inflowRoutesRepo(db).days(shopId, from, today);
  const byDay = new Map<string, RouteDay>();
  const byRoute = new Map<string, { visits: number; orders: number }>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { day: r.day, visits: 0, orders: 0 };
    byDay.set(r.day, { day: r.day, visits: d.visits + Number(r.visits), orders: d.orders + Number(r.orders) });
    const t = byRoute.get(r.route_id) ?? { visits: 0, orders: 0 };
    byRoute.set(r.route_id, { visits: t.visits + Number(r.visits), orders: t.orders + Number(r.orders) });
  }
  const chart: RouteDay[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) chart.push(byDay.get(d) ?? { day: d, visits: 0, orders: 0 });
  const named = await inflowRoutesByIds(db, shopId, [...byRoute.keys()]);
  const routes = [...byRoute]
    .map(([id, sums]) => ({ id, name: named.get(id)?.name ?? id, ...sums }))
    .sort((a, b) => b.visits - a.visits || b.orders - a.orders || (a.id < b.id ? -1 : 1));
  return { today, chart, routes };
}

/** The shop's routes among ids, as orders show them ({ id, code, name }), by id. */
export async function inflowRoutesByIds(
  db: Db,
  shopId: string,
  ids: string[],
): Promise<Map<string, { id: string; code: string; name: string }>> {
  const rows = await inflowRoutesRepo(db).findByIds(shopId, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}
