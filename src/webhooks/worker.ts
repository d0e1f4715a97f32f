import type { DatabaseHandle } from '../db/database.ts';
import { eventAsSeen, pruneEvents, EVENT_RETENTION_MS } from '../events/service.ts';
import { eventsRepo, type EventRow } from '../events/repo.ts';
import { isAlive, processHolder } from '../http/idempotency-keys.ts';
import type { WebhookSettings } from '../config.ts';
import { onDeliveriesQueued } from './fan-out.ts';
import { webhooksRepo, type ClaimedDelivery, type EndpointRow } from './repo.ts';
import { nextAttemptAt, RETRY_WINDOW_MS } from './schedule.ts';
import { sendWebhook, type SendResult } from './sender.ts';
import { signatureHeader } from './signing.ts';

export interface WorkerOptions extends Omit<WebhookSettings, 'worker'> {
  /** The worker's clock (ms since the epoch): due times, leases, retries and the 3-day rules. Tests pass their own. */
  now: () => number;
  /** Jitter of the retry schedule, in [0, 1). */
  random: () => number;
  /** Deliveries leased at a time. */
  batch: number;
}

const PRUNE_EVERY_MS = 3600_000;
const HOLDERS_CHECK_EVERY_MS = 5000;
/** After a wake-up that found nothing (the commit not yet visible), look again this often, this long. */
const AFTER_WAKE_RETRY_MS = 5;
const AFTER_WAKE_WINDOW_MS = 250;

/**
 * Delivers webhooks: leases due deliveries from the database (several processes share the work,
 * none sending a delivery another holds), signs and POSTs each, and records the attempt. A lease
 * is also the delivery's next attempt time, so a worker killed mid-delivery loses nothing: the
 * delivery is due again when the lease ends, or at once once another worker of the same host sees
 * the holder's process gone. Woken in-process when deliveries are queued; polls otherwise.
 */
export class DeliveryWorker {
  private readonly holder = processHolder();
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private wokenAt = -Infinity;
  private lastPrune = -Infinity;
  private lastHoldersCheck = -Infinity;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly database: DatabaseHandle, private readonly options: WorkerOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = onDeliveriesQueued(() => this.wake());
    this.loop = this.run();
  }

  /** Stops taking deliveries and waits for those being sent. */
  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe?.();
    this.wake();
    await this.loop;
  }

  wake(): void {
    this.wokenAt = performance.now();
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      let sent = 0;
      try {
        await this.housekeeping();
        sent = await this.round(performance.now() - this.wokenAt < AFTER_WAKE_WINDOW_MS);
      } catch {
        // Storage unreachable for a moment: the next round tries again.
      }
      if (sent > 0 || !this.running) continue;
      const recentlyWoken = performance.now() - this.wokenAt < AFTER_WAKE_WINDOW_MS;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, recentlyWoken ? AFTER_WAKE_RETRY_MS : this.options.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  /** Sends every delivery due now, round after round, until none is left (tests drive the worker with this). */
  async runDue(): Promise<number> {
    let total = 0;
    for (let n; (n = await this.round(true)) > 0;) total += n;
    return total;
  }

  /** Leases one batch of due deliveries and sends them; answers how many. */
  private async round(skipProbe: boolean): Promise<number> {
    const nowMs = this.options.now();
    const now = new Date(nowMs).toISOString();
    const repo = webhooksRepo(this.database.db);
    // An idle worker only reads; it writes (the lease) when something is due.
    if (!skipProbe && !(await repo.anyDue(now))) return 0;
    const leaseUntil = new Date(nowMs + this.options.leaseMs).toISOString();
    const claimed = await this.database.transaction((tx) => webhooksRepo(tx).claim(this.database.dialect, this.holder, now, leaseUntil, this.options.batch));
    if (claimed.length === 0) return 0;
    const [events, endpoints] = await Promise.all([
      eventsRepo(this.database.db).byIds([...new Set(claimed.map((d) => d.event_id))]),
      repo.endpointsByIds([...new Set(claimed.map((d) => d.endpoint_id))]),
    ]);
    const eventById = new Map(events.map((e) => [e.event_id!, e]));
    const endpointById = new Map(endpoints.map((e) => [e.id, e]));
    await Promise.all(claimed.map((d) => this.deliver(d, eventById.get(d.event_id), endpointById.get(d.endpoint_id))));
    return claimed.length;
  }

  private async deliver(delivery: ClaimedDelivery, event: EventRow | undefined, endpoint: EndpointRow | undefined): Promise<void> {
    if (!endpoint) return; // deleted meanwhile (its deliveries with it)
    let result: SendResult;
    if (!event) {
      result = { statusCode: null, durationMs: 0, excerpt: '', error: 'the event is no longer kept' };
    } else {
      const body = JSON.stringify(eventAsSeen(event, new Set(endpoint.scopes.split(' '))));
      const timestamp = Math.floor(Date.now() / 1000); // the receiver checks it against its own clock
      const nowIso = new Date(this.options.now()).toISOString();
      const secrets = [endpoint.secret, ...(endpoint.previous_secret && endpoint.previous_secret_until! > nowIso ? [endpoint.previous_secret] : [])];
      result = await sendWebhook(endpoint.url, {
        'webhook-id': event.event_id!,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, event.event_id!, timestamp, body),
      }, body, this.options.timeoutMs, this.options.allowPrivateUrls);
    }
    await this.record(delivery, endpoint, result, !event);
  }

  /** Records an attempt and what follows from it: done, retried later, or failed (and the endpoint's state). */
  private async record(delivery: ClaimedDelivery, endpoint: EndpointRow, result: SendResult, giveUp: boolean): Promise<void> {
    const nowMs = this.options.now();
    const now = new Date(nowMs).toISOString();
    const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const gone = result.statusCode === 410;
    const next = ok || gone || giveUp ? null : nextAttemptAt(delivery.attempt_count + 1, Date.parse(delivery.created_at), nowMs, this.options.random);
    await this.database.transaction(async (tx) => {
      const repo = webhooksRepo(tx);
      const held = await repo.finishAttempt(this.holder, delivery.id, {
        status: ok ? 'succeeded' : next === null ? 'failed' : 'pending',
        next_attempt_at: next === null ? null : new Date(next).toISOString(),
        attempt_count: delivery.attempt_count + 1,
        updated_at: now,
      });
      if (!held) return; // the lease ran out and another worker took the delivery over: its attempt counts
      await repo.insertAttempt({
        delivery_id: delivery.id, number: delivery.attempt_count + 1, attempted_at: now, status_code: result.statusCode,
        duration_ms: result.durationMs, response_excerpt: result.excerpt, error: result.error,
      });
      if (ok) return void (await repo.clearFailing(endpoint.id));
      if (gone) return void (await repo.disableEndpoint(endpoint.id, 'gone', now));
      await repo.markFailing(endpoint.id, now);
      if (endpoint.failing_since && Date.parse(endpoint.failing_since) + RETRY_WINDOW_MS <= nowMs) await repo.disableEndpoint(endpoint.id, 'failing', now);
    });
  }

  /** Now and then: deliveries held by processes of this host that are gone become due; old events and deliveries are pruned. */
  private async housekeeping(): Promise<void> {
    const nowMs = this.options.now();
    const now = new Date(nowMs).toISOString();
    if (performance.now() - this.lastHoldersCheck >= HOLDERS_CHECK_EVERY_MS) {
      this.lastHoldersCheck = performance.now();
      const dead = (await webhooksRepo(this.database.db).leaseHolders(now)).filter((h) => h !== this.holder && !isAlive(h));
      for (const holder of dead) await this.database.transaction((tx) => webhooksRepo(tx).releaseHolder(holder, now));
    }
    if (performance.now() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = performance.now();
      await this.database.transaction(async (tx) => {
        await pruneEvents(tx, nowMs);
        await webhooksRepo(tx).pruneDeliveries(new Date(nowMs - EVENT_RETENTION_MS).toISOString());
      });
    }
  }
}

export function workerOptions(settings: WebhookSettings, overrides: Partial<WorkerOptions> = {}): WorkerOptions {
  const { worker: _worker, ...rest } = settings;
  return { ...rest, now: Date.now, random: Math.random, batch: 100, ...overrides };
}
