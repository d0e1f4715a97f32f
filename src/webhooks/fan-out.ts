import type { Db } from '../db/database.ts';
import type { Write } from '../db/write-together.ts';
import type { EventType } from '../events/types.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { webhooksRepo, type DeliveryRow } from './repo.ts';

/**
 * This process's delivery worker, when it runs one. Deliveries queued here are leased to it in
 * their own transaction and handed over at once: it sends them as soon as their commit is visible,
 * with no lease transaction of its own. Should this process die first, the lease lapses like any other.
 */
export interface LocalWorker {
  holder: string;
  /** The end of a lease taken now (the worker's clock). */
  leaseUntil(): string;
  /** Takes deliveries leased to it, possibly before their transaction commits. */
  adopt(ids: string[]): void;
  /** Looks for due deliveries now. */
  wake(): void;
}

let local: LocalWorker | null = null;

export function registerLocalWorker(worker: LocalWorker): () => void {
  local ??= worker;
  return () => {
    if (local === worker) local = null;
  };
}

/** Deliveries were made due (a retry, a resend): the local worker looks at once. */
export function deliveriesQueued(): void {
  local?.wake();
}

/** A delivery of an event to an endpoint, due at `at`. */
export function newDelivery(
  shopId: string,
  endpointId: string,
  event: { eventId: string; type: string },
  at: string,
): DeliveryRow {
  return {
    id: newId('whd'),
    shop_id: shopId,
    endpoint_id: endpointId,
    event_id: event.eventId,
    event_type: event.type,
    status: 'pending',
    attempt_count: 0,
    next_attempt_at: at,
    lease_holder: null,
    lease_until: null,
    created_at: at,
    updated_at: at,
  };
}

/**
 * Queues one delivery per event and enabled endpoint subscribed to its type, in the events'
 * transaction: an event that commits has its deliveries, one that rolls back has none. Read before
 * the events are numbered (the subscribers), so that nothing is read while the change record's
 * clock is held: `writes` gives the insert to run with the events' own, `handOver` then passes the
 * deliveries to this process's worker.
 */
export async function deliveryQueue(tx: Db, shopId: string) {
  const repo = webhooksRepo(tx);
  const endpoints = (await repo.subscribers(shopId, nowIso())).map((e) => ({
    id: e.id,
    topics: JSON.parse(e.topics) as string[],
  }));
  const worker = local;
  let queued: string[] = [];
  return {
    writes(events: { eventId: string; type: EventType }[], at: string): Write[] {
      const lease = worker ? { lease_holder: worker.holder, lease_until: worker.leaseUntil() } : null;
      const rows: DeliveryRow[] = [];
      for (const endpoint of endpoints) {
        for (const e of events) {
          if (!endpoint.topics.includes(e.type)) continue;
          const row = newDelivery(shopId, endpoint.id, e, at);
          rows.push(lease ? { ...row, ...lease, next_attempt_at: lease.lease_until } : row);
        }
      }
      queued = rows.map((r) => r.id);
      return rows.length ? [repo.insertDeliveries(rows)] : [];
    },
    handOver(): void {
      if (queued.length) worker?.adopt(queued);
    },
  };
}
