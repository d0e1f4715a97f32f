import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../../context.ts';
import { imageMedia } from './service.ts';
import { IdParams as Params, errorResponses } from '../../http/schemas.ts';

/**
 * Public image bytes, like a CDN: no auth. An image id's bytes never change (a new upload is a new
 * id), so responses are cacheable forever and the id is the ETag.
 */
export default async function mediaRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  app.get<{ Params: Static<typeof Params> }>(
    '/media/:id',
    {
      schema: {
        tags: ['Item images'],
        operationId: 'getMedia',
        security: [],
        summary: 'Image bytes',
        description:
          'The bytes of an item image with its stored content type; public (no token), immutable, with an ETag (If-None-Match answers 304).',
        params: Params,
        response: {
          200: { description: 'The image', content: { 'image/*': { schema: Type.String({ format: 'binary' }) } } },
          304: { description: 'Not modified', type: 'null' },
          ...errorResponses('not_found'),
        },
      },
    },
    async (req, reply) => {
      const media = await imageMedia(ctx.db, req.params.id);
      const etag = `"${req.params.id}"`;
      reply.headers({
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        // Served from the API's origin: never let a file act as a document.
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
      if (req.headers['if-none-match']?.split(',').some((t) => t.trim() === etag || t.trim() === '*'))
        return reply.status(304).send();
      return reply.type(media.contentType).send(media.data);
    },
  );
}
