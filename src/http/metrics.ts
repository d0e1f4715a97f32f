import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { scrapeAllWorkers } from '../cluster/metrics.ts';
import type { AppContext } from '../context.ts';
import { installMetrics } from '../lib/metrics.ts';
import { ApiError } from '../lib/errors.ts';

/** Request latency buckets, seconds: most answers take 1-10 ms here, writes up to tens of ms, a slow path seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format, only for `Authorization: Bearer $METRICS_TOKEN`, and
 * only when METRICS_TOKEN is set (else there is no such route: 404). prom-client is loaded here,
 * so a deployment that does not scrape never loads it and its requests pay one null check per
 * counting place (src/lib/metrics.ts). Registered before the areas so its hook sees every route.
 */
export async function registerMetrics(
  app: FastifyInstance,
  ctx: AppContext,
  webhookQueueDepth: () => Promise<number>,
): Promise<void> {
  const token = ctx.config.metricsToken;
  if (!token) return;
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  if (cluster.isWorker) {
    // The primary gathers this registry with the other workers' (src/cluster/metrics.ts).
    prom.AggregatorRegistry.setRegistries([registry]);
    new prom.AggregatorRegistry();
  }
  const registers = [registry];
  prom.collectDefaultMetrics({ register: registry, prefix: 'tenpo_' });
  const requests = new prom.Histogram({
    name: 'tenpo_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status: count and latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rateLimited = new prom.Counter({
    name: 'tenpo_rate_limited_total',
    help: 'Requests refused with 429 rate_limited',
    registers,
  });
  const transactions = new prom.Histogram({
    name: 'tenpo_db_transaction_duration_seconds',
    help: 'Write transactions from call to settlement (waiting for the writer included), by outcome',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const commits = new prom.Histogram({
    name: 'tenpo_db_commit_duration_seconds',
    help: 'COMMIT statements (on SQLite one commits a group of transactions)',
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers,
  });
  const writeTurns = new prom.Histogram({
    name: 'tenpo_db_write_turn_wait_seconds',
    help: "Waits of this worker for its turn at SQLite's write lock, granted by the primary in the order asked (WORKERS > 1)",
    buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers,
  });
  const idempotency = new prom.Counter({
    name: 'tenpo_idempotency_keys_total',
    help: 'Idempotency-Key outcomes: replayed (stored answer sent), in_use (409), reused (422)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const tokens = new prom.Counter({
    name: 'tenpo_oauth_tokens_issued_total',
    help: 'Access tokens issued, by grant type',
    labelNames: ['grant_type'] as const,
    registers,
  });
  const webhookAttempts = new prom.Counter({
    name: 'tenpo_webhook_attempts_total',
    help: 'Webhook delivery attempts of this process by outcome (delivered: 2xx; failed: retried later or given up)',
    labelNames: ['outcome'] as const,
    registers,
  });
  new prom.Gauge({
    name: 'tenpo_webhook_queue_depth',
    help: 'Webhook deliveries of the deployment waiting for an attempt (read from the database at each scrape)',
    registers,
    // Every worker reads the same queue: across workers the figure is one of theirs, not their sum.
    aggregator: 'max',
    async collect() {
      this.set(await webhookQueueDepth());
    },
  });

  const previous = installMetrics({
    transaction: (outcome, seconds) => transactions.observe({ outcome }, seconds),
    commit: (seconds) => commits.observe(seconds),
    writeTurn: (seconds) => writeTurns.observe(seconds),
    idempotency: (outcome) => idempotency.inc({ outcome }),
    tokenIssued: (grantType) => tokens.inc({ grant_type: grantType }),
    webhookAttempt: (outcome) => webhookAttempts.inc({ outcome }),
  });
  app.addHook('onClose', async () => void installMetrics(previous));
  // A callback hook, as the request-id hook of src/app.ts: no promise per request.
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    requests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status },
      reply.elapsedTime / 1000,
    );
    if (status === 429) rateLimited.inc();
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    // Compared as digests: equal lengths for timingSafeEqual, and no timing hint of the token.
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      throw new ApiError('invalid_token', 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>', {
        headers: { 'WWW-Authenticate': 'Bearer realm="tenpo-metrics"' },
      });
    }
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return cluster.isWorker ? scrapeAllWorkers() : registry.metrics();
  });
}
