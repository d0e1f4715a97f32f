import type { Queryable, Read, Tx } from '../db/database.ts';
import type { Actor } from '../lib/actor.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { recordEvents, typesAsked, type EventFilter } from '../events/service.ts';
import type { EventType } from '../events/types.ts';
import { newId } from '../lib/ids.ts';
import { pageOf, type PageRequest } from '../lib/page.ts';
import { nowIso } from '../lib/time.ts';
import {
  webhooksRepo,
  type AttemptRow,
  type DeliveryRow,
  type DisabledReason,
  type EndpointAccessRow,
  type EndpointRow,
  secretInForce,
} from './repo.ts';
import { newWebhookSecret } from './signing.ts';

/** The token that sets an endpoint's topics or enables it: its scopes, and its grant (null for client credentials). */
interface SettingToken {
  scopes: ReadonlySet<string>;
  grantId: string | null;
  /** The client secret that obtained a client-credentials token. */
  secretId: string | null;
}

/** Who is asking: the client (API) or shop staff (console, every endpoint of the shop). */
export interface EndpointOwner {
  shopId: string;
  /** null for staff. */
  clientId: string | null;
}

interface WebhookEndpoint {
  id: string;
  url: string;
  topics: EventType[];
  description: string;
  enabled: boolean;
  created_at: string;
}

/** After a rotation the old secret keeps signing beside the new one this long. */
const ROTATION_OVERLAP_MS = 24 * 3600 * 1000;

/**
 * Why deliveries to an endpoint stop at `now`, or null while they go. The access it delivers under
 * comes first: its client disabled or deleted, the grant whose token set it revoked, or the client
 * secret that obtained that token replaced and past its grace; then why it was disabled
 * (`by_client`: PATCH enabled: false).
 */
type EndpointHalt = 'client_disabled' | 'access_revoked' | 'secret_replaced' | DisabledReason | 'by_client';

export function endpointHalt(row: EndpointAccessRow, now = nowIso()): EndpointHalt | null {
  if (row.client_disabled_at) return 'client_disabled';
  if (row.grant_id && (row.grant_scopes === null || row.grant_revoked_at)) return 'access_revoked';
  if (!secretInForce(row, now)) return 'secret_replaced';
  if (row.enabled === 1) return null;
  return (row.disabled_reason as DisabledReason | null) ?? 'by_client';
}

/**
 * What a delivery may show, decided as it is sent: the scopes of the token that set the topics,
 * narrowed to those the grant holds now (the client's, for an endpoint set with client credentials).
 */
export function deliveryScopes(row: EndpointAccessRow): ReadonlySet<string> {
  const held = new Set((row.grant_id ? (row.grant_scopes ?? '') : row.client_scopes).split(' '));
  return new Set(row.scopes.split(' ').filter((s) => held.has(s)));
}

function endpointView(row: EndpointRow, halt: EndpointHalt | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    topics: JSON.parse(row.topics) as EventType[],
    description: row.description,
    enabled: halt === null,
    created_at: row.created_at,
  };
}

const viewOf = (row: EndpointAccessRow) => endpointView(row, endpointHalt(row));

/** The events an endpoint is subscribed to: its topics, of those its client sees. */
export const subscribed = (endpoint: EndpointRow): EventFilter => ({
  types: JSON.parse(endpoint.topics) as string[],
  clientId: endpoint.client_id,
});

export async function ownEndpoint(db: Queryable, owner: EndpointOwner, id: string): Promise<EndpointAccessRow> {
  const row = await webhooksRepo(db).findEndpoint(owner.shopId, owner.clientId, id);
  if (!row) throw notFound('webhook endpoint');
  return row;
}

/** Topics as asked: known, visible to the scopes, no repeats (order kept). */
function topicsOf(topics: string[], scopes: ReadonlySet<string>): EventType[] {
  return typesAsked(topics.join(','), scopes, 'topics');
}

interface EndpointInput {
  url: string;
  topics: string[];
  description?: string;
}

/** Creates an endpoint (its URL already checked, see webhookUrlProblem); answers it with its secret, shown this once. */
export async function createEndpoint(
  tx: Tx,
  owner: { shopId: string; clientId: string },
  token: SettingToken,
  input: EndpointInput,
) {
  const now = nowIso();
  const row: EndpointRow = {
    id: newId('whe'),
    shop_id: owner.shopId,
    client_id: owner.clientId,
    url: input.url,
    topics: JSON.stringify(topicsOf(input.topics, token.scopes)),
    description: input.description ?? '',
    enabled: 1,
    scopes: [...token.scopes].join(' '),
    grant_id: token.grantId,
    client_secret_id: token.secretId,
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_until: null,
    disabled_reason: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  await webhooksRepo(tx).insertEndpoint(row);
  return { ...endpointView(row, null), secret: row.secret };
}

export async function listEndpoints(db: Read, owner: { shopId: string; clientId: string }, page: PageRequest) {
  const repo = webhooksRepo(db);
  const [rows, total] = await Promise.all([
    repo.listEndpoints(owner.shopId, owner.clientId, page.limit, page.offset),
    repo.countEndpoints(owner.shopId, owner.clientId),
  ]);
  return pageOf(rows.map(viewOf), page, total);
}

export async function getEndpoint(db: Read, owner: EndpointOwner, id: string): Promise<WebhookEndpoint> {
  return viewOf(await ownEndpoint(db, owner, id));
}

interface EndpointPatch {
  url?: string;
  topics?: string[];
  description?: string;
  enabled?: boolean;
}

/**
 * Changes the fields sent. Setting the topics or enabling binds the endpoint to this request's
 * token: its scopes (checked against the topics) and its grant then decide what deliveries show and
 * until when. Enabling clears what the service disabled it for; one disabled by staff stays disabled.
 */
export async function updateEndpoint(
  tx: Tx,
  owner: { shopId: string; clientId: string },
  token: SettingToken,
  id: string,
  patch: EndpointPatch,
): Promise<WebhookEndpoint> {
  const row = await ownEndpoint(tx, owner, id);
  if (patch.enabled && row.disabled_reason === 'staff')
    throw new ApiError('invalid_transition', "The shop's staff disabled this endpoint; only they can enable it again");
  const set: Partial<EndpointRow> = { updated_at: nowIso() };
  const bind = { scopes: [...token.scopes].join(' '), grant_id: token.grantId, client_secret_id: token.secretId };
  if (patch.url !== undefined) set.url = patch.url;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.topics !== undefined)
    Object.assign(set, { topics: JSON.stringify(topicsOf(patch.topics, token.scopes)) }, bind);
  // Staff's disable stays as it is (enabled: false leaves their reason in place, or enabled: true would pass next).
  if (patch.enabled !== undefined && row.disabled_reason !== 'staff')
    Object.assign(set, { enabled: patch.enabled ? 1 : 0, disabled_reason: null, failing_since: null });
  if (patch.enabled) Object.assign(set, bind);
  await webhooksRepo(tx).updateEndpoint(row.id, set);
  return viewOf(await ownEndpoint(tx, owner, id));
}

/**
 * Deletes an endpoint with its deliveries (the client's own; staff: any of the shop's); one being
 * sent at that moment is the last. Records webhook_endpoint.deleted, which only its client sees.
 */
export async function deleteEndpoint(tx: Tx, owner: EndpointOwner, id: string, by: Actor): Promise<void> {
  const endpoint = await ownEndpoint(tx, owner, id);
  await webhooksRepo(tx).deleteEndpoint(endpoint.id);
  await recordEvents(tx, owner.shopId, by, [
    { type: 'webhook_endpoint.deleted', clientId: endpoint.client_id, object: { id: endpoint.id } },
  ]);
}

/** A new secret; the current one keeps signing beside it for 24 hours. */
export async function rotateSecret(tx: Tx, owner: { shopId: string; clientId: string }, id: string) {
  const row = await ownEndpoint(tx, owner, id);
  const now = Date.now();
  const set = {
    secret: newWebhookSecret(),
    previous_secret: row.secret,
    previous_secret_until: new Date(now + ROTATION_OVERLAP_MS).toISOString(),
    updated_at: new Date(now).toISOString(),
  };
  await webhooksRepo(tx).updateEndpoint(row.id, set);
  return { ...viewOf(row), secret: set.secret };
}

interface DeliveryView {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  next_attempt_at: string | null;
  created_at: string;
  attempts: Omit<AttemptRow, 'delivery_id'>[];
}

function deliveryView(row: DeliveryRow, attempts: AttemptRow[]): DeliveryView {
  return {
    id: row.id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    // While a worker sends it, next_attempt_at holds the end of its lease (when it is due again if that worker died).
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    created_at: row.created_at,
    attempts: attempts
      .filter((a) => a.delivery_id === row.id)
      .map((a) => ({
        number: a.number,
        attempted_at: a.attempted_at,
        status_code: a.status_code,
        duration_ms: a.duration_ms,
        response_excerpt: a.response_excerpt,
        error: a.error,
      })),
  };
}

export async function listDeliveries(db: Read, owner: EndpointOwner, endpointId: string, page: PageRequest) {
  const endpoint = await ownEndpoint(db, owner, endpointId);
  const repo = webhooksRepo(db);
  const [rows, total] = await Promise.all([
    repo.listDeliveries(endpoint.id, page.limit, page.offset),
    repo.countDeliveries(endpoint.id),
  ]);
  const attempts = await repo.attemptsOf(rows.map((r) => r.id));
  return pageOf(
    rows.map((r) => deliveryView(r, attempts)),
    page,
    total,
  );
}

/** The client's (or, for staff, the shop's) endpoint, which must deliver now to be sent anything again: 409 invalid_transition otherwise. */
export async function enabledEndpoint(
  tx: Tx,
  owner: EndpointOwner,
  id: string,
  before: string,
): Promise<EndpointAccessRow> {
  const endpoint = await ownEndpoint(tx, owner, id);
  if (endpointHalt(endpoint) !== null)
    throw new ApiError(
      'invalid_transition',
      `The endpoint is disabled; enable it (PATCH enabled: true) before ${before}`,
    );
  return endpoint;
}

/** Sends a delivery again at a worker's next look (WEBHOOKS_POLL_MS), whatever became of it; the endpoint must be enabled. */
export async function retryDelivery(
  tx: Tx,
  owner: EndpointOwner,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryView> {
  const endpoint = await enabledEndpoint(tx, owner, endpointId, 'retrying its deliveries');
  const repo = webhooksRepo(tx);
  const delivery = await repo.findDelivery(endpoint.id, deliveryId);
  if (!delivery) throw notFound('delivery');
  const now = nowIso();
  await repo.makeDue(delivery.id, now);
  return deliveryView({ ...delivery, status: 'pending', next_attempt_at: now }, await repo.attemptsOf([delivery.id]));
}

/** A page of the shop's endpoints for staff, oldest first, with their access (why deliveries stop: endpointHalt). */
export async function shopEndpoints(db: Read, shopId: string, page: PageRequest): Promise<EndpointAccessRow[]> {
  return webhooksRepo(db).listEndpoints(shopId, null, page.limit, page.offset);
}

export type { EndpointAccessRow };

/** How many of the shop's endpoints are failing or were disabled for failing (the console's home page). */
export function failingEndpoints(db: Read, shopId: string): Promise<number> {
  return webhooksRepo(db).countFailing(shopId);
}

export async function shopEndpoint(db: Queryable, shopId: string, id: string): Promise<EndpointAccessRow> {
  return ownEndpoint(db, { shopId, clientId: null }, id);
}

/**
 * Staff disable any endpoint of the shop (its deliveries wait, unsent, and the client cannot enable
 * it again), or enable one again, whoever disabled it: deliveries resume while its access is in force.
 */
export async function setEnabledAsStaff(tx: Tx, shopId: string, id: string, enabled: boolean): Promise<void> {
  const row = await shopEndpoint(tx, shopId, id);
  const now = nowIso();
  if (!enabled) return void (await webhooksRepo(tx).disableEndpoint(row.id, 'staff', now));
  await webhooksRepo(tx).updateEndpoint(row.id, {
    enabled: 1,
    disabled_reason: null,
    failing_since: null,
    updated_at: now,
  });
}

/** Deliveries of every shop waiting to be sent (first attempt or a retry): the queue's depth. */
export function webhookQueueDepth(db: Read): Promise<number> {
  return webhooksRepo(db).countPending();
}
