import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** How much of an unread body is still read (and dropped) to keep the connection: a form, a small JSON body. */
export const DRAIN_LIMIT = 64 * 1024;

/**
 * A request answered before its body was read (refused by authentication, the rate limit or its
 * content type, all of which run before parsing) would have Node read and drop the whole rest of
 * the body to keep the connection: 50 MB sent after a 401 were read to the last byte. When more than
 * DRAIN_LIMIT may still come (or an unknown length: chunked), the answer says `Connection: close`
 * and the connection closes once it is sent; a smaller rest is drained and the connection kept.
 */
export function registerUnreadBodyClose(app: FastifyInstance): void {
  // A callback hook: on every request's path, it spares a promise an async hook would cost.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.raw.complete === false && mayExceed(req.headers, DRAIN_LIMIT)) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/** Whether a request's body may be longer than `limit` bytes: a larger Content-Length, or none (chunked). */
function mayExceed(headers: IncomingHttpHeaders, limit: number): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  return Number(headers['content-length'] ?? 0) > limit;
}
