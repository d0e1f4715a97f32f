import type { DatabaseHandle, Tx } from '../db/database.ts';
import { metrics } from '../lib/metrics.ts';
import { EVENT_RETENTION_MS } from '../changes/service.ts';
import { eventAsSeen, eventsByIds, type EventRow } from '../events/service.ts';
import { visibleTypes, type EventType } from '../events/types.ts';
import { isAlive, processHolder } from '../lib/process-holder.ts';
import { Pause } from '../lib/pause.ts';
import type { WebhookSettings } from '../config.ts';
import type { LocalWorker } from './fan-out.ts';
import { webhooksRepo, type ClaimedDelivery, type EndpointRow } from './repo.ts';
import { deliveryScopes, endpointHalt } from './service.ts';
import { nextAttemptAt, RETRY_WINDOW_MS } from './schedule.ts';
import { delivered, sendSigned, type SendResult } from './sender.ts';

export interface WorkerOptions extends Omit<WebhookSettings, 'worker'> {
  /** The worker's clock (ms since the epoch): due times, leases, retries and the 3-day rules. Tests pass their own. */
  now: () => number;
  /** Jitter of the retry schedule, in [0, 1). */
  random: () => number;
  /** Deliveries leased at a time. */
  batch: number;
  /** Deliveries being sent at once, at most. */
  maxInFlight: number;
}

const PRUNE_EVERY_MS = 3600_000;
const HOLDERS_CHECK_EVERY_MS = 5000;
/** Adopted deliveries looked up per turn: one statement's parameters stay well within SQLite's limit. */
const ADOPTED_PER_TURN = 500;

/**
 * Delivers webhooks: leases due deliveries from the database (several processes share the work,
 * none sending a delivery another holds), signs and POSTs each, and records the attempts. A lease
 * is also the delivery's next attempt time, so a worker killed mid-delivery loses nothing: the
 * delivery is due again when the lease ends, or at once once another worker of the same host sees
 * the holder's process gone. Deliveries queued by this process come leased to it already
 * (src/webhooks/fan-out.ts, as src/app.ts registers it) and are sent as soon as their commit is
 * visible; others are found by polling.
 */
export class DeliveryWorker implements LocalWorker {
  readonly holder = processHolder();
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly pause = new Pause();
  private inFlight = 0;
  private readonly batches = new Set<Promise<void>>();
  /** Deliveries leased to this worker by the fan-out, handed over once their transaction committed. */
  private adopted: string[] = [];
  private lastPrune = -Infinity;
  private lastHoldersCheck = -Infinity;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly options: WorkerOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops taking deliveries and waits for those being sent. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  lease(): { holder: string; until: string } | null {
    if (!this.running) return null;
    return { holder: this.holder, until: new Date(this.options.now() + this.options.leaseMs).toISOString() };
  }

  adopt(ids: string[]): void {
    this.adopted = this.adopted.concat(ids);
    // Ends the wait without marking anything due: the next claim still probes before it writes.
    this.pause.interrupt();
  }

  private wake(): void {
    this.pause.wake();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let busy = false;
      try {
        await this.housekeeping();
        busy = (await this.takeAdopted()) || (await this.takeDue());
      } catch {
        // Storage unreachable for a moment: the next turn tries again.
      }
      if (busy || !this.running) continue;
      await this.pause.wait(this.options.pollMs, this.adopted.length > 0);
    }
    await Promise.all(this.batches);
  }

  /** Starts sending the adopted deliveries; answers whether it started any. */
  private async takeAdopted(): Promise<boolean> {
    if (this.adopted.length === 0) return false;
    const ids = this.adopted.splice(0, ADOPTED_PER_TURN);
    const found = await webhooksRepo(this.database.db).leasedTo(this.holder, ids);
    if (found.length) this.dispatch(found);
    return found.length > 0;
  }

  /** Leases a batch of due deliveries when there is room; answers whether it started any. */
  private async takeDue(): Promise<boolean> {
    const room = Math.min(this.options.batch, this.options.maxInFlight - this.inFlight);
    if (room <= 0) return false;
    const woken = this.pause.takeWake();
    const claimed = await this.claim(room, !woken);
    if (claimed.length) this.dispatch(claimed);
    return claimed.length > 0;
  }

  private dispatch(deliveries: ClaimedDelivery[]): void {
    this.inFlight += deliveries.length;
    const batch = this.send(deliveries)
      .catch(() => {})
      .finally(() => {
        this.inFlight -= deliveries.length;
        this.batches.delete(batch);
        this.wake();
      });
    this.batches.add(batch);
  }

  /** Sends every delivery due now, batch after batch, until none is left (tests drive the worker with this). */
  async runDue(): Promise<number> {
    let total = 0;
    for (let claimed; (claimed = await this.claim(this.options.batch, false)).length > 0;) {
      await this.send(claimed);
      total += claimed.length;
    }
    return total;
  }

  private async claim(limit: number, probeFirst: boolean): Promise<ClaimedDelivery[]> {
    const nowMs = this.options.now();
    const now = new Date(nowMs).toISOString();
    // An idle worker only reads; it writes (the lease) when something is due.
    if (probeFirst && !(await webhooksRepo(this.database.db).anyDue(now))) return [];
    const leaseUntil = new Date(nowMs + this.options.leaseMs).toISOString();
    // The lease need not survive a power failure (the process holding it would not either): a
    // delivery is marked sent by the record of its attempt, which commits durably.
    return this.database.transaction(
      (tx) => webhooksRepo(tx).claim(this.database.dialect, this.holder, now, leaseUntil, limit),
      { durable: false },
    );
  }

  /**
   * Sends a batch of leased deliveries at once, then records every attempt in one transaction. The
   * endpoints and their access are read now, whichever process queued or leased the deliveries: one
   * whose access ended (grant revoked, client disabled, secret replaced) or which was disabled
   * meanwhile gets nothing, and its deliveries go back unsent; what each shows follows the scopes held now.
   */
  private async send(claimed: ClaimedDelivery[]): Promise<void> {
    const [events, endpoints] = await Promise.all([
      eventsByIds(this.database.db, [...new Set(claimed.map((d) => d.event_id))]),
      webhooksRepo(this.database.db).endpointsByIds([...new Set(claimed.map((d) => d.endpoint_id))]),
    ]);
    const eventById = new Map(events.map((e) => [e.event_id!, e]));
    const endpointById = new Map(endpoints.map((e) => [e.id, e]));
    const bodies = new Map<string, string>();
    const unsent: string[] = [];
    const attempts = await Promise.all(
      claimed.flatMap((delivery) => {
        const endpoint = endpointById.get(delivery.endpoint_id);
        if (!endpoint) return []; // deleted meanwhile, its deliveries with it
        if (endpointHalt(endpoint, new Date(this.options.now()).toISOString()) !== null) {
          unsent.push(delivery.id);
          return [];
        }
        const event = eventById.get(delivery.event_id);
        const scopes = deliveryScopes(endpoint);
        const refusal = !event
          ? 'the event is no longer kept'
          : !visibleTypes(scopes).includes(event.type as EventType)
            ? `the app's access no longer covers ${event.type} events`
            : null;
        const result = refusal
          ? Promise.resolve({ statusCode: null, durationMs: 0, excerpt: '', error: refusal })
          : this.attempt(event!, endpoint, scopes, bodies);
        return [result.then((r) => ({ delivery, endpoint, result: r, giveUp: refusal !== null }))];
      }),
    );
    await this.database.transaction(async (tx) => {
      for (const a of attempts) await this.record(tx, a.delivery, a.endpoint, a.result, a.giveUp);
      if (unsent.length)
        await webhooksRepo(tx).releaseUnsent(this.holder, unsent, new Date(this.options.now()).toISOString());
    });
    for (const { result } of attempts) metrics.webhookAttempt(delivered(result) ? 'delivered' : 'failed');
  }

  private async attempt(
    event: EventRow,
    endpoint: EndpointRow,
    scopes: ReadonlySet<string>,
    bodies: Map<string, string>,
  ): Promise<SendResult> {
    // What a delivery shows depends on the endpoint's client and scopes (personal data, an item's managed_by): one body per event and reader.
    const key = `${event.event_id} ${endpoint.client_id} ${[...scopes].join(' ')}`;
    let body = bodies.get(key);
    if (body === undefined)
      bodies.set(key, (body = JSON.stringify(eventAsSeen(event, { clientId: endpoint.client_id, scopes }))));
    return sendSigned(endpoint, event.event_id!, body, new Date(this.options.now()).toISOString(), this.options);
  }

  /** Records an attempt and what follows from it: done, retried later, or failed (and the endpoint's state). */
  private async record(
    tx: Tx,
    delivery: ClaimedDelivery,
    endpoint: EndpointRow,
    result: SendResult,
    giveUp: boolean,
  ): Promise<void> {
    const nowMs = this.options.now();
    const now = new Date(nowMs).toISOString();
    const ok = delivered(result);
    const gone = result.statusCode === 410;
    const next =
      ok || gone || giveUp
        ? null
        : nextAttemptAt(delivery.attempt_count + 1, Date.parse(delivery.created_at), nowMs, this.options.random);
    const repo = webhooksRepo(tx);
    const held = await repo.finishAttempt(this.holder, delivery.id, {
      status: ok ? 'succeeded' : next === null ? 'failed' : 'pending',
      next_attempt_at: next === null ? null : new Date(next).toISOString(),
      attempt_count: delivery.attempt_count + 1,
      updated_at: now,
    });
    if (!held) return; // the lease ran out and another worker took the delivery over: its attempt counts
    await repo.insertAttempt({
      delivery_id: delivery.id,
      number: delivery.attempt_count + 1,
      attempted_at: now,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      response_excerpt: result.excerpt,
      error: result.error,
    });
    if (ok) return void (await repo.clearFailing(endpoint.id));
    if (gone) return void (await repo.disableEndpoint(endpoint.id, 'gone', now));
    await repo.markFailing(endpoint.id, now);
    if (endpoint.failing_since && Date.parse(endpoint.failing_since) + RETRY_WINDOW_MS <= nowMs)
      await repo.disableEndpoint(endpoint.id, 'failing', now);
  }

  /** Now and then: deliveries held by processes of this host that are gone become due; old deliveries are pruned (their events go too: src/changes pruneChanges). */
  private async housekeeping(): Promise<void> {
    const nowMs = this.options.now();
    const now = new Date(nowMs).toISOString();
    if (performance.now() - this.lastHoldersCheck >= HOLDERS_CHECK_EVERY_MS) {
      this.lastHoldersCheck = performance.now();
      const dead = (await webhooksRepo(this.database.db).leaseHolders(now)).filter(
        (h) => h !== this.holder && !isAlive(h),
      );
      for (const holder of dead) await this.database.transaction((tx) => webhooksRepo(tx).releaseHolder(holder, now));
    }
    if (performance.now() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = performance.now();
      await this.database.transaction((tx) =>
        webhooksRepo(tx).pruneDeliveries(new Date(nowMs - EVENT_RETENTION_MS).toISOString()),
      );
    }
  }
}

export function workerOptions(settings: WebhookSettings, overrides: Partial<WorkerOptions> = {}): WorkerOptions {
  const { worker: _worker, ...rest } = settings;
  return { ...rest, now: Date.now, random: Math.random, batch: 100, maxInFlight: 400, ...overrides };
}
