import type { AppendedEvent, ChangeSink } from '../changes/service.ts';
import { afterCommit } from '../db/after-commit.ts';
import type { Tx } from '../db/database.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import { webhooksRepo, type DeliveryRow } from './repo.ts';

/**
 * A delivery worker of this process (src/webhooks/worker.ts), which deliveries queued here may be
 * leased to in their own transaction and handed over at once: it sends them as soon as their
 * commit is visible, with no lease transaction of its own. Should this process die first, the
 * lease lapses like any other.
 */
export interface LocalWorker {
  /** The lease to give deliveries queued now: the worker and the lease's end; null while it is not running. */
  lease(): { holder: string; until: string } | null;
  /** Takes deliveries leased to it, possibly before their transaction commits. */
  adopt(ids: string[]): void;
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
 * The change record's sink for webhooks (registered by src/app.ts): one delivery per appended
 * event and enabled endpoint subscribed to its type (of an event that belongs to a client, that
 * client's endpoints only), in the events' transaction, so an event that
 * commits has its deliveries and one that rolls back has none. The subscribers are read before
 * the clock, as the change record's lock rule asks; deliveries are leased to `local` when it runs,
 * and handed to it once the transaction has committed.
 */
export function deliveryFanOut(local: LocalWorker | null): ChangeSink {
  return async (tx: Tx, shopId: string) => {
    const repo = webhooksRepo(tx);
    const endpoints = (await repo.subscribers(shopId, nowIso())).map((e) => ({
      id: e.id,
      clientId: e.client_id,
      topics: JSON.parse(e.topics) as string[],
    }));
    return async (events: AppendedEvent[], at: string) => {
      const lease = local?.lease();
      const rows: DeliveryRow[] = [];
      for (const endpoint of endpoints) {
        for (const e of events) {
          if (!endpoint.topics.includes(e.type) || (e.clientId !== null && e.clientId !== endpoint.clientId)) continue;
          const row = newDelivery(shopId, endpoint.id, e, at);
          rows.push(
            lease
              ? { ...row, lease_holder: lease.holder, lease_until: lease.until, next_attempt_at: lease.until }
              : row,
          );
        }
      }
      if (rows.length === 0) return;
      await repo.insertDeliveries(rows);
      if (lease) afterCommit(tx, () => local!.adopt(rows.map((r) => r.id)));
    };
  };
}
