import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { destination, pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

/**
 * The per-request logger (`req.log`), made only when a line is written: pino's child() serializes
 * and redacts its bindings at once, a cost every request would pay although most log nothing
 * (request logging is off below info).
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: Logger,
    /** The request's own fields of every line (its id, and once authenticated the client and shop). */
    public bindings: Bindings,
    private readonly options: object,
  ) {}

  /** Adds to every later line's bindings (who made the request, once authenticated), still without making the logger. */
  setBindings(more: Bindings): void {
    this.bindings = { ...this.bindings, ...more };
    if (this.made) (this.made as Logger).setBindings(more);
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options) as FastifyBaseLogger);
  }

  private write(level: Level, args: unknown[]): void {
    // pino's LogFn is overloaded, so a spread of unknown arguments needs its loosest signature.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    if (this.parent.isLevelEnabled(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.parent.level;
  }

  isLevelEnabled(level: string): boolean {
    return this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}
}

/**
 * Names the client and shop in the request's later log lines, the completion line among them.
 * Fastify's no-op logger (logging off) has no bindings to set.
 */
export function bindRequestLog(req: FastifyRequest, bindings: { client_id: string; shop_id: string }): void {
  const log = req.log as Partial<Pick<LazyRequestLogger, 'setBindings'>>;
  if (typeof log.setBindings === 'function') log.setBindings(bindings);
}

/** Fastify's `childLoggerFactory`: request loggers that cost nothing until they log (pino; with logging off, Fastify's no-op logger). */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  if (typeof (logger as Partial<Logger>).isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new LazyRequestLogger(logger as Logger, bindings, options);
}

/** Fields that may hold a secret or personal data, censored wherever they appear in a line logged with them. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.client_secret',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.purchaser',
  '*.recipient',
  '*.profile',
  '*.tel',
  '*.email',
  '*.address',
];

interface ServerLogs {
  /** Fastify's logger: every line but the access lines, redacted by REDACTED_PATHS. */
  logger: FastifyBaseLogger;
  controller: LogController;
}

/**
 * The server's loggers, writing one JSON line per event to `stream` (standard output by default).
 * Each request's access line is written apart, by a logger without redaction: its fields are the
 * request's bindings and what `serializeRequest` keeps, never a logged object, and pino's redaction
 * (an object copied and stringified per field) was half the line's cost.
 */
export function serverLogs(level: LoggerOptions['level'], stream?: DestinationStream): ServerLogs {
  const out = stream ?? destination({ dest: 1, sync: true });
  // pino's isoTime: "time" in ISO 8601 UTC rather than epoch milliseconds.
  const common = { level, timestamp: pino.stdTimeFunctions.isoTime };
  const logger = pino(
    { ...common, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { req: serializeRequest } },
    out,
  );
  return { logger, controller: new AccessLogController(pino(common, out)) };
}

/**
 * One access line per request, as Stripe's canonical log lines: the completion line carries the
 * request (method, redacted URL, peer) beside its status and time, and Fastify's line on arrival
 * moves to debug. `GET /v1/me` spent a third of its CPU on its two request lines at info; an
 * operator tracing a request that never completes turns on debug.
 */
class AccessLogController extends LogController {
  constructor(private readonly access: Logger) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else if (this.access.isLevelEnabled('info')) {
      const log = request.log as Partial<LazyRequestLogger>;
      this.access.info(
        {
          ...log.bindings,
          req: serializeRequest(request),
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
  }
}

/** Query parameters whose value is a credential, whatever the endpoint (compared lower-cased). */
const SECRET_PARAMS = new Set([
  'access_token',
  'token',
  'refresh_token',
  'id_token',
  'client_secret',
  'code',
  'code_verifier',
  'password',
  'secret',
  'api_key',
]);
/** Values that look like a credential wherever they appear in a URL: `Bearer …`/`Basic …` (encoded or not) and JWTs. */
const CREDENTIAL_LIKE = /\b(?:bearer|basic)(?:%20|\+|\s)+[^&#\s]+|\beyJ[\w%-]*\.[\w%-]+\.[\w%-]+/gi;
const REDACTED = '[redacted]';

/** A URL fit for a log line: credential query values and credential-looking values replaced by [redacted]. */
function redactUrl(url: string): string {
  const out = url.replace(CREDENTIAL_LIKE, REDACTED);
  const q = out.indexOf('?');
  if (q < 0) return out;
  const params = out
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        /* a malformed escape: the name is compared as written */
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    });
  return `${out.slice(0, q)}?${params.join('&')}`;
}

/** Fastify's request serializer (the `req` of request lines), with the URL redacted. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
