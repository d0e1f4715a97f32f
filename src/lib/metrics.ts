/**
 * What the server counts for GET /metrics beyond its HTTP answers (src/http/metrics.ts installs
 * the Prometheus implementation when METRICS_TOKEN is set). The places that count call `metrics.…` and pay one
 * null check when metrics are off; prom-client is loaded only by a deployment that scrapes.
 * Metrics are per process, as Prometheus expects (each process is scraped, or each worker).
 */
interface MetricsSink {
  /** A write transaction from call to settlement (queueing included), by outcome. */
  transaction(outcome: 'committed' | 'failed', seconds: number): void;
  /** One COMMIT statement (on SQLite, of a group of transactions). */
  commit(seconds: number): void;
  /** A wait for the turn at SQLite's write lock among the workers of one server (WORKERS > 1). */
  writeTurn(seconds: number): void;
  /** An Idempotency-Key answered from its stored answer, or refused (in use, reused with another body). */
  idempotency(outcome: 'replayed' | 'in_use' | 'reused'): void;
  /** An access token issued, by grant type. */
  tokenIssued(grantType: string): void;
  /** A webhook delivery attempt's outcome (failed: retried later, or given up). */
  webhookAttempt(outcome: 'delivered' | 'failed'): void;
}

let sink: MetricsSink | null = null;

/** Sets where counts go (null: nowhere); answers the previous sink so a closing app can put it back. */
export function installMetrics(next: MetricsSink | null): MetricsSink | null {
  const previous = sink;
  sink = next;
  return previous;
}

/** The process's counters: each call does nothing unless a sink is installed. */
export const metrics: MetricsSink = {
  transaction: (outcome, seconds) => sink?.transaction(outcome, seconds),
  commit: (seconds) => sink?.commit(seconds),
  writeTurn: (seconds) => sink?.writeTurn(seconds),
  idempotency: (outcome) => sink?.idempotency(outcome),
  tokenIssued: (grantType) => sink?.tokenIssued(grantType),
  webhookAttempt: (outcome) => sink?.webhookAttempt(outcome),
};

/** Whether a sink is installed: timing is measured only then. */
export function metricsOn(): boolean {
  return sink !== null;
}
