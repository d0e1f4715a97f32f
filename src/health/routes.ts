import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../context.ts';

const Health = Type.Object({ status: Type.String() });

/** Liveness and readiness, outside /v1 and without auth. */
export default async function healthRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  app.get('/healthz', { schema: { hide: true, response: { 200: Health } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ready' };
    } catch {
      reply.header('Retry-After', '1');
      return reply.status(503).send({ status: 'storage unreachable' });
    }
  });
}
