import type { Db } from '../db/database.ts';
import type { EventType } from '../events/types.ts';
import { newId } from '../lib/ids.ts';
import { webhooksRepo, type DeliveryRow } from './repo.ts';

/** Wakes this process's delivery workers (called when deliveries were queued; they look once the commit is visible). */
const wakers = new Set<() => void>();

export function onDeliveriesQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function deliveriesQueued(): void {
  for (const wake of wakers) wake();
}

/** A delivery of an event to an endpoint, due at `at`. */
export function newDelivery(shopId: string, endpointId: string, event: { eventId: string; type: string }, at: string): DeliveryRow {
  return {
    id: newId('whd'), shop_id: shopId, endpoint_id: endpointId, event_id: event.eventId, event_type: event.type, status: 'pending',
    attempt_count: 0, next_attempt_at: at, lease_holder: null, lease_until: null, created_at: at, updated_at: at,
  };
}

/**
 * Queues one delivery per event and enabled endpoint subscribed to its type, in the events'
 * transaction: an event that commits has its deliveries, one that rolls back has none.
 */
export async function queueDeliveries(tx: Db, shopId: string, events: { eventId: string; type: EventType }[], at: string): Promise<void> {
  const repo = webhooksRepo(tx);
  const endpoints = await repo.subscribers(shopId);
  if (endpoints.length === 0) return;
  const rows: DeliveryRow[] = [];
  for (const endpoint of endpoints) {
    const topics = JSON.parse(endpoint.topics) as string[];
    for (const e of events) if (topics.includes(e.type)) rows.push(newDelivery(shopId, endpoint.id, e, at));
  }
  if (rows.length === 0) return;
  await repo.insertDeliveries(rows);
  deliveriesQueued();
}
