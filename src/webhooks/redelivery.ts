import type { WebhookSettings } from '../config.ts';
import type { Read, Tx } from '../db/database.ts';
import { EVENT_RETENTION_MS } from '../changes/service.ts';
import { eventsBetween, eventsFrom, typesAsked, type EventRow } from '../events/service.ts';
import { invalidField } from '../lib/errors.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { newDelivery } from './fan-out.ts';
import { webhooksRepo, type EndpointRow } from './repo.ts';
import { delivered, sendSigned } from './sender.ts';
import {
  deliveryScopes,
  enabledEndpoint,
  ownEndpoint,
  subscribed,
  type EndpointAccessRow,
  type EndpointOwner,
} from './service.ts';

/** Events queued again at most by one resend or replay. */
export const RESEND_LIMIT = 10_000;

/** New deliveries of stored events to an endpoint, due now, in commit order; answers how many. */
async function queueAgain(tx: Tx, shopId: string, endpoint: EndpointRow, events: EventRow[]): Promise<number> {
  const now = nowIso();
  if (events.length)
    await webhooksRepo(tx).insertDeliveries(
      events.map((e) => newDelivery(shopId, endpoint.id, { eventId: e.event_id!, type: e.type }, now)),
    );
  return events.length;
}

/**
 * Staff's "resend from this event": a new delivery of that event and of every later event of the
 * shop the endpoint is subscribed to (at most RESEND_LIMIT), in commit order. Answers how many.
 */
export async function resendFrom(tx: Tx, owner: EndpointOwner, endpointId: string, eventId: string): Promise<number> {
  const endpoint = await ownEndpoint(tx, owner, endpointId);
  const rows = await eventsFrom(tx, owner.shopId, eventId, subscribed(endpoint), RESEND_LIMIT);
  if (rows === null)
    throw invalidField('event_id', 'is not an event of this shop (unknown, or older than the 30 days events are kept)');
  return queueAgain(tx, owner.shopId, endpoint, rows);
}

interface ReplayInput {
  from: string;
  to: string;
  /** Event types; the endpoint's topics when none. */
  types?: string[];
}

/** What a replay queued: the period and types it covered and how many deliveries. */
interface ReplayResult {
  from: string;
  to: string;
  types: string[];
  deliveries: number;
}

/**
 * Delivers again every stored event recorded in [from, to) of the types asked (the endpoint's
 * topics by default; each one the endpoint's scopes show), as new deliveries with the same event
 * ids, in commit order. The period starts at most 30 days back (events are kept that long); more
 * than RESEND_LIMIT events is refused, so that a replay is all or nothing.
 */
export async function replayPeriod(
  tx: Tx,
  owner: EndpointOwner,
  endpointId: string,
  input: ReplayInput,
  nowMs = Date.now(),
): Promise<ReplayResult> {
  const endpoint = await enabledEndpoint(tx, owner, endpointId, 'a replay');
  const from = new Date(input.from).toISOString();
  const to = new Date(input.to).toISOString();
  if (from >= to) throw invalidField('to', 'must be later than from');
  if (Date.parse(from) < nowMs - EVENT_RETENTION_MS)
    throw invalidField('from', 'is more than 30 days ago: events are kept 30 days');
  const types = input.types?.length
    ? typesAsked(input.types.join(','), deliveryScopes(endpoint), 'types')
    : subscribed(endpoint).types;
  const rows = await eventsBetween(
    tx,
    owner.shopId,
    { from, to },
    { ...subscribed(endpoint), types },
    RESEND_LIMIT + 1,
  );
  if (rows.length > RESEND_LIMIT)
    throw invalidField('to', `the period holds more than ${RESEND_LIMIT} events: replay it in shorter periods`);
  return { from, to, types, deliveries: await queueAgain(tx, owner.shopId, endpoint, rows) };
}

/** What the receiver answered to a test event. */
interface TestDelivery {
  event_id: string;
  delivered: boolean;
  status_code: number | null;
  duration_ms: number;
  response_excerpt: string;
  error: string | null;
}

/** The ping event a test sends: not stored, never in GET /v1/events, its id fresh each time. */
function pingEvent(endpoint: Pick<EndpointAccessRow, 'id' | 'shop_id' | 'url'>) {
  return {
    id: newId('evt'),
    type: 'ping' as const,
    created_at: nowIso(),
    shop_id: endpoint.shop_id,
    data: { object: { endpoint_id: endpoint.id, url: endpoint.url } },
  };
}

/**
 * Sends a signed `ping` event to the endpoint at once, whether or not it is enabled (a receiver is
 * checked before it is enabled again), and answers what the receiver did. Stores nothing.
 */
export async function sendTestEvent(
  db: Read,
  owner: EndpointOwner,
  endpointId: string,
  settings: Pick<WebhookSettings, 'timeoutMs' | 'allowPrivateUrls'>,
): Promise<TestDelivery> {
  const endpoint = await ownEndpoint(db, owner, endpointId);
  const event = pingEvent(endpoint);
  const result = await sendSigned(endpoint, event.id, JSON.stringify(event), nowIso(), settings);
  return {
    event_id: event.id,
    delivered: delivered(result),
    status_code: result.statusCode,
    duration_ms: result.durationMs,
    response_excerpt: result.excerpt,
    error: result.error,
  };
}
