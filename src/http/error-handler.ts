import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isUnavailableError } from '../db/database.ts';
import { ApiError, type ErrorDetail } from './errors.ts';

/** OAuth endpoints answer RFC 6749 bodies `{error, error_description}` instead of the API shape. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
  }
}

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
  return field || (context === 'body' ? 'body' : context ?? 'request');
}

function messageOf(issue: ValidationIssue): string {
  if (issue.keyword === 'additionalProperties') return 'is not a known field';
  if (issue.keyword === 'required') return 'is required';
  if (issue.keyword === 'enum') return `must be one of ${(issue.params.allowedValues as unknown[]).join(', ')}`;
  return issue.message ?? 'is invalid';
}

/** An error lists at most this many details; `details_total` then says how many there were. */
export const MAX_ERROR_DETAILS = 100;

function render(reply: FastifyReply, status: number, code: string, message: string, details?: ErrorDetail[], detailsTotal = details?.length ?? 0) {
  const error: Record<string, unknown> = { code, message, request_id: reply.request.id };
  if (details?.length) error.details = details.slice(0, MAX_ERROR_DETAILS);
  if (detailsTotal > MAX_ERROR_DETAILS) error.details_total = detailsTotal;
  return reply.status(status).type('application/json; charset=utf-8').send({ error });
}

/** Every error leaves in one shape, `{error:{code,message,request_id[,details[,details_total]]}}`; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    const pattern = new RegExp('^' + route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+') + '/?$');
    const methods = ([] as string[]).concat(route.method);
    const existing = routes.find((r) => r.pattern.source === pattern.source);
    if (existing) methods.forEach((m) => existing.methods.add(m));
    else routes.push({ pattern, methods: new Set(methods) });
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const match = routes.find((r) => r.pattern.test(path));
    if (match) {
      reply.header('Allow', [...match.methods].filter((m) => m !== 'HEAD').join(', '));
      return render(reply, 405, 'method_not_allowed', `${req.method} is not allowed on ${path}`);
    }
    return render(reply, 404, 'not_found', `No route ${req.method} ${path}`);
  });

  app.setErrorHandler((err: FastifyError | ApiError | OAuthError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof OAuthError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.status).header('Cache-Control', 'no-store').send({ error: err.error, error_description: err.description });
    }
    if (err instanceof ApiError) {
      for (const [k, v] of Object.entries(err.options.headers ?? {})) reply.header(k, v);
      return render(reply, err.status, err.code, err.message, err.options.details);
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      const issues = fe.validation as ValidationIssue[];
      const details = issues.slice(0, MAX_ERROR_DETAILS).map((v) => ({ field: fieldOf(v, fe.validationContext), message: messageOf(v) }));
      const first = details[0]!;
      return render(reply, 400, 'invalid_request', `${first.field} ${first.message}`, details, issues.length);
    }
    switch (fe.code) {
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return render(reply, 415, 'unsupported_media_type', `Content-Type ${req.headers['content-type'] ?? '(none)'} is not accepted here`);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
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
