import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import { createContext, type AreaOptions } from './context.ts';
import { withOAuth, type OAuthContext } from './oauth/context.ts';
import { openDatabase } from './db/database.ts';
import { workerSlot } from './cluster/slot.ts';
import { writeTurnFromPrimary } from './cluster/write-turns.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerAuth } from './http/auth.ts';
import {
  MAX_PATH_SEGMENT,
  parserRefusal,
  RAW_REQUEST_ID,
  registerErrorHandling,
  routerRefusal,
} from './http/error-handler.ts';
import { ApiError } from './lib/errors.ts';
import { registerIdempotency } from './http/idempotency/plugin.ts';
import { registerUnitOfWork } from './http/unit-of-work.ts';
import { retryPendingRefunds } from './orders/refunds.ts';
import { foldPastTallySlots } from './orders/tallies.ts';
import { dropItemsFromCarts } from './storefront/cart.ts';
import { sweepPendingCheckouts } from './storefront/checkout.ts';
import { storefrontServices } from './storefront/providers.ts';
import { sweepOverduePayments } from './storefront/stripe-webhooks.ts';
import { registerNulCheck } from './http/input-checks.ts';
import { registerUnreadBodyClose } from './http/unread-body.ts';
import { registerJsonParser } from './http/json-body.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimits } from './http/rate-limit.ts';
import { lazyRequestLogger, serverLogs } from './http/request-logger.ts';
import { buildValidator } from './http/validation.ts';
import { ensureDefaultShop } from './shop/service.ts';
import { seedDefaultCarriers } from './catalog/carriers.ts';
import healthRoutes from './health/routes.ts';
import oauthRoutes from './oauth/routes.ts';
import shopRoutes from './shop/routes.ts';
import catalogRoutes from './catalog/routes.ts';
import orderRoutes, { customerOrdersRoutes } from './orders/routes.ts';
import customerRoutes from './customers/routes.ts';
import inflowRoutesRoutes from './inflow-routes/routes.ts';
import storefrontRoutes from './storefront/routes.ts';
import consoleRoutes from './console/routes.ts';
import eventsRoutes from './events/routes.ts';
import webhooksRoutes from './webhooks/routes.ts';
import jobsRoutes from './jobs/routes.ts';
import { JOB_WORKER_DEFAULTS, JobWorker, type JobWorkerOptions } from './jobs/worker.ts';
import { webhooksDocument } from './webhooks/openapi.ts';
import { webhookQueueDepth } from './webhooks/service.ts';
import { DeliveryWorker, workerOptions, type WorkerOptions } from './webhooks/worker.ts';
import { deliveryFanOut } from './webhooks/fan-out.ts';
import { addChangeSink, pruneChanges } from './changes/service.ts';
import { accessChecks } from './oauth/grants/index.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: OAuthContext;
  /** Compiles every route's response serializers now (each is otherwise compiled at its first use); answers how many. */
  compileAllSerializers: () => number;
}

/** Builds the whole service from a config: storage opened and migrated, default shop present, routes ready. */
export interface BuildOptions {
  logger?: boolean;
  /** Test-only routes, registered after the areas with the same options (e.g. a write route to exercise idempotency). */
  extraRoutes?: FastifyPluginAsync<AreaOptions>;
  /** Where log lines go (tests capture them); standard output otherwise. */
  logStream?: { write(line: string): void };
  /** The webhook delivery worker's clock and other settings (tests); it runs unless config.webhooks.worker is false. */
  webhookWorker?: Partial<WorkerOptions>;
  /** The job worker's settings (tests); it runs unless config.jobsWorker is false. */
  jobWorker?: Partial<JobWorkerOptions>;
  /**
   * Whether this process runs the checkout, refund and overdue-payment sweeps (default true). Of
   * the workers of one server (WORKERS) only one does: they would otherwise ask the gateway the
   * same questions at the same instants (its idempotency keys and the guarded updates keep that
   * harmless, as between the servers of a deployment, but it is work done N times).
   */
  sweeps?: boolean;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  // A worker of WORKERS > 1 takes its turn at SQLite's write lock through the primary.
  const database = openDatabase(
    config,
    workerSlot() !== null && !config.databaseUrl ? writeTurnFromPrimary() : undefined,
  );
  try {
    await migrateToLatest(database);
    await ensureDefaultShop(database, config, seedDefaultCarriers);
    const ctx = await withOAuth(createContext(config, database, dropItemsFromCarts));
    const nextRequestId = requestIds();
    const serializers = serializersCompiledOnFirstUse();
    const logs = options.logger === false ? undefined : serverLogs(config.logLevel, options.logStream);
    const app = Fastify({
      // Without loggerInstance, Fastify's logger is a no-op (logging off).
      ...(logs ? { loggerInstance: logs.logger, logController: logs.controller } : {}),
      childLoggerFactory: lazyRequestLogger,
      genReqId: (raw) => ((raw as { [RAW_REQUEST_ID]?: string })[RAW_REQUEST_ID] = nextRequestId()),
      requestIdHeader: false,
      bodyLimit: 1024 * 1024,
      routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_SEGMENT },
      frameworkErrors: routerRefusal,
      clientErrorHandler: parserRefusal(nextRequestId),
      ...serverTimeouts(config.timeouts),
      return503OnClosing: false,
      schemaController: { compilersFactory: { buildValidator, buildSerializer: serializers.factory } },
      forceCloseConnections: 'idle',
      // Fastify trusts no hop for a bare count (it cannot check the peer), so the count is spelled out:
      // the peer and the next n - 1 addresses of X-Forwarded-For are proxies.
      trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    });
    // Requests that arrive on a busy connection while the server closes: 503 in the error shape
    // (Fastify's own is not; Fastify adds Connection: close either way).
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    // A callback hook: on every request's path, it spares a promise an async hook would cost.
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('X-Request-Id', req.id);
      if (closing)
        return done(
          new ApiError('service_unavailable', 'The server is shutting down; retry', {
            headers: { 'Retry-After': '1' },
          }),
        );
      done();
    });
    registerJsonParser(app);
    registerNulCheck(app);
    registerUnreadBodyClose(app);
    registerErrorHandling(app);
    await registerMetrics(app, ctx, () => webhookQueueDepth(ctx.db));
    await registerOpenApi(app, config, webhooksDocument());
    registerAuth(app, ctx, accessChecks(ctx), await registerRateLimits(app, config));
    registerUnitOfWork(app, ctx.database);
    registerIdempotency(app, ctx.database);

    await app.register(healthRoutes, { ctx });
    await app.register(oauthRoutes, { ctx });
    await app.register(shopRoutes, { ctx });
    await app.register(catalogRoutes, { ctx });
    await app.register(orderRoutes, { ctx });
    await app.register(customerRoutes, { ctx });
    await app.register(customerOrdersRoutes, { ctx });
    await app.register(inflowRoutesRoutes, { ctx });
    await app.register(storefrontRoutes, { ctx });
    await app.register(consoleRoutes, { ctx });
    await app.register(eventsRoutes, { ctx });
    await app.register(webhooksRoutes, { ctx });
    // Every server process runs import and export jobs (src/jobs/worker.ts), unless JOBS_WORKER=false.
    const jobWorker = config.jobsWorker ? new JobWorker(ctx, { ...JOB_WORKER_DEFAULTS, ...options.jobWorker }) : null;
    await app.register(jobsRoutes, { ctx, wake: () => jobWorker?.wake() });
    if (options.extraRoutes) await app.register(options.extraRoutes, { ctx });

    // Every server process delivers webhooks (src/webhooks/worker.ts), unless the operator runs `tenpo worker` apart.
    const worker = config.webhooks.worker
      ? new DeliveryWorker(database, workerOptions(config.webhooks, options.webhookWorker))
      : null;
    // Events appended to the change record queue their webhook deliveries, leased to this process's worker.
    const removeFanOut = addChangeSink(database.db, 'webhooks', deliveryFanOut(worker));
    // Checkouts a crash left between placing and confirming: resumed with their payment key. Refunds
    // a cancellation owes and the gateway has not confirmed (failed, or a crash before sending): sent
    // again with their refund key (src/orders/refunds.ts). Stripe payments past their deadline:
    // cancelled (or paid, when the money came after all). Hourly, events past their 30 days are pruned
    // and the order tallies' past days folded into one slot (src/orders/tallies.ts).
    const services = storefrontServices(ctx);
    const sweep = () => {
      void sweepPendingCheckouts(ctx.database, services).catch(() => {});
      void retryPendingRefunds(ctx.database, services.payments).catch(() => {});
      void sweepOverduePayments(ctx, services.payments).catch(() => {});
    };
    const prune = () => {
      void database.transaction((tx) => pruneChanges(tx, Date.now())).catch(() => {});
      void database.transaction((tx) => foldPastTallySlots(tx, Date.now())).catch(() => {});
    };
    const sweeps =
      options.sweeps === false ? [] : [setInterval(sweep, 30_000).unref(), setInterval(prune, 3600_000).unref()];
    if (sweeps.length) {
      sweep();
      prune();
    }
    app.addHook('onReady', async () => {
      worker?.start();
      jobWorker?.start();
    });
    app.addHook('onClose', async () => {
      sweeps.forEach(clearInterval);
      removeFanOut();
      await Promise.all([worker?.stop(), jobWorker?.stop()]);
      await database.close();
    });
    return { app, ctx, compileAllSerializers: serializers.compileAll };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/**
 * Slow clients are cut off: headers must arrive within headersMs and the whole request within
 * requestMs of its first byte (then 408 request_timeout and the connection closes), and an idle
 * kept-alive connection closes after keepAliveMs. Node checks open connections every
 * connectionsCheckingInterval, so a timeout fires at most that much late.
 */
function serverTimeouts({ headersMs, requestMs, keepAliveMs }: Config['timeouts']) {
  return {
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(headersMs / 4)),
    },
  };
}

const buildSerializer = SerializerSelector();

/**
 * Fastify's response serializers (fast-json-stringify), each compiled at its first use rather than
 * all at start, as the validators are (src/http/validation.ts): every route declares a schema for
 * each status it may answer, most of which a process never sends, and compiling them all made a
 * large share of the idle heap (docs/BENCHMARKS.md). `compileAll` compiles every one at once, so
 * a test proves none would fail at its first answer (test/foundation/serializers.test.ts).
 */
function serializersCompiledOnFirstUse() {
  const compilers: (() => unknown)[] = [];
  const factory = (...factoryArgs: Parameters<typeof buildSerializer>): ReturnType<typeof buildSerializer> => {
    const compile = buildSerializer(...factoryArgs);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      compilers.push(() => (serialize ??= compile(route)));
      return (data) => (serialize ??= compile(route))(data);
    };
  };
  return {
    factory,
    compileAll: () => {
      compilers.forEach((compiled) => compiled());
      return compilers.length;
    },
  };
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Request ids unique across processes and restarts: a random per-process prefix and a counter. */
function requestIds(): () => string {
  const prefix = randomBytes(9).toString('base64url');
  let n = 0;
  return () => `req_${prefix}${(n++).toString(36).padStart(6, '0')}`;
}
