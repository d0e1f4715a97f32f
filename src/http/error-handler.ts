import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { isUnavailableError } from '../db/errors.ts';
import { ApiError, ERROR_STATUS, OAuthError, type ErrorCode, type ErrorDetail } from '../lib/errors.ts';

/** Longest path segment (an id) the router matches; a longer one is 414 uri_too_long. */
export const MAX_PATH_SEGMENT = 200;

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (issue.params.missingProperty ?? issue.params.additionalProperty) as string | undefined;
  const field = [base, extra].filter(Boolean).join('.');
  return field || (context === 'body' ? 'body' : (context ?? 'request'));
}

function messageOf(issue: ValidationIssue): string {
  if (issue.keyword === 'additionalProperties') return 'is not a known field';
  if (issue.keyword === 'required') return 'is required';
  if (issue.keyword === 'enum') return `must be one of ${(issue.params.allowedValues as unknown[]).join(', ')}`;
  return issue.message ?? 'is invalid';
}

/** An error lists at most this many details; `details_total` then says how many there were. */
const MAX_ERROR_DETAILS = 100;

function errorBody(
  code: string,
  message: string,
  requestId: string,
  details?: ErrorDetail[],
  detailsTotal = details?.length ?? 0,
) {
  const error: Record<string, unknown> = { code, message, request_id: requestId };
  if (details?.length) error.details = details.slice(0, MAX_ERROR_DETAILS);
  if (detailsTotal > MAX_ERROR_DETAILS) error.details_total = detailsTotal;
  return { error };
}

function render(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
  detailsTotal = details?.length ?? 0,
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, reply.request.id, details, detailsTotal));
}

/** An ApiError's answer as the error handler would send it (its own headers aside), for storing: see idempotency. */
export function apiErrorAnswer(
  err: ApiError,
  requestId: string,
): { status: number; headers: Record<string, string>; body: string } {
  return {
    status: err.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(errorBody(err.code, err.message, requestId, err.options.details)),
  };
}

/** Every error leaves in one shape, `{error:{code,message,request_id[,details[,details_total]]}}`; never a stack trace. */
/** RFC 6749's error body, never cached; the error's detail goes to the log only. */
export function sendOAuthError(err: OAuthError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err.detail) req.log.warn({ oauth_error: err.error, detail: err.detail }, err.description);
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply
    .status(err.status)
    .header('Cache-Control', 'no-store')
    .send({ error: err.error, error_description: err.description });
}

export function registerErrorHandling(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp(
      '^' + route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+') + '/?$',
    );
    const methods = ([] as string[]).concat(route.method);
    const existing = routes.find((r) => r.pattern.source === pattern.source);
    if (existing) methods.forEach((m) => existing.methods.add(m));
    else routes.push({ pattern, methods: new Set(methods) });
  });

  // Messages never repeat the request (path, method, header values): an answer must not reflect what a client sent.
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const match = routes.find((r) => r.pattern.test(path));
    if (match) {
      reply.header('Allow', [...match.methods].filter((m) => m !== 'HEAD').join(', '));
      return render(
        reply,
        405,
        'method_not_allowed',
        'This method is not allowed on this path; the Allow header lists those that are',
      );
    }
    return render(reply, 404, 'not_found', 'No such route');
  });

  app.setErrorHandler((err: FastifyError | ApiError | OAuthError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof OAuthError) return sendOAuthError(err, req, reply);
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.options.headers ?? {})) reply.header(k, v);
      return render(reply, err.status, err.code, err.message, err.options.details);
    }
    const fe = err;
    if (fe.validation) {
      const issues = fe.validation as ValidationIssue[];
      const details = issues
        .slice(0, MAX_ERROR_DETAILS)
        .map((v) => ({ field: fieldOf(v, fe.validationContext), message: messageOf(v) }));
      const first = details[0]!;
      return render(reply, 400, 'invalid_request', `${first.field} ${first.message}`, details, issues.length);
    }
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return render(reply, 415, 'unsupported_media_type', 'This Content-Type is not accepted here');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // The rest of the body is not read: the connection closes rather than carry it into the next request.
        reply.header('Connection', 'close');
        return render(reply, 413, 'payload_too_large', 'Body is larger than this endpoint accepts');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return render(reply, 400, 'invalid_request', fe.message);
    }
    if (isUnavailableError(err)) {
      req.log.warn({ err }, 'storage unavailable');
      reply.header('Retry-After', '1');
      return render(reply, 503, 'service_unavailable', 'Storage is unavailable; retry shortly');
    }
    if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      return render(reply, 400, 'invalid_request', fe.message);
    }
    req.log.error({ err }, 'unhandled error');
    return render(reply, 500, 'internal_error', 'An internal error occurred; it has been logged with this request id');
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any hook runs (so X-Request-Id is set
 * here): a path that is not valid percent-encoded UTF-8, a path segment over MAX_PATH_SEGMENT.
 */
export function routerRefusal(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', req.id);
  if (err.code === 'FST_ERR_BAD_URL') {
    render(reply, 400, 'invalid_request', 'The path is not valid percent-encoded UTF-8');
  } else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    render(reply, 414, 'uri_too_long', `A path segment is longer than ${MAX_PATH_SEGMENT} characters`);
  } else {
    req.log.error({ err }, 'router error');
    render(reply, 500, 'internal_error', 'An internal error occurred; it has been logged with this request id');
  }
}

const PARSER_REFUSALS: Record<string, [ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['request_timeout', 'The request was not received in time'],
  HPE_HEADER_OVERFLOW: ['headers_too_large', 'The request line and headers are larger than this server accepts'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['payload_too_large', 'Chunk extensions are larger than this server accepts'],
};

/** A request's id, stamped on the raw request when Fastify asks for one, so a timeout answered below Fastify carries it. */
export const RAW_REQUEST_ID = Symbol('requestId');

/**
 * Fastify's `clientErrorHandler` (the server's clientError event): requests the HTTP parser refuses
 * (headers too large, malformed HTTP) and requests not received within the timeouts. The parser's
 * state is lost, so the answer is a whole HTTP/1.1 response in the error shape, then the socket
 * closes (`Connection: close` says so). Nothing is written once a response has begun.
 */
export function parserRefusal(nextRequestId: () => string) {
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    // Gone, or answered already (this error arrived while the answer below was still being sent).
    if (err.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
    const [code, message] = PARSER_REFUSALS[err.code ?? ''] ?? [
      'invalid_request',
      'The request is not well-formed HTTP/1.1',
    ];
    const inFlight = (
      socket as Socket & { _httpMessage?: { headersSent: boolean; req?: { [RAW_REQUEST_ID]?: string } } }
    )._httpMessage;
    const requestId = inFlight?.req?.[RAW_REQUEST_ID] ?? nextRequestId();
    this.log.info({ reqId: requestId, code: err.code }, 'request refused by the HTTP server');
    if (socket.writable && !inFlight?.headersSent) {
      const status = ERROR_STATUS[code];
      const body = JSON.stringify({ error: { code, message, request_id: requestId } });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
      // Closed once the answer is out: destroy() would drop it while still queued (a busy machine's
      // socket), and the client would see the connection close without an answer.
      socket.destroySoon();
      return;
    }
    socket.destroy();
  };
}
