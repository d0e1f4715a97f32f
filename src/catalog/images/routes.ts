import multipart from '@fastify/multipart';
import { clientActor } from '../../lib/actor.ts';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../../context.ts';
import { ApiError, invalidField } from '../../lib/errors.ts';
import {
  DataOf,
  IdParam,
  IdParams as ItemParams,
  ListOf,
  PageQuerystring,
  errorResponses,
} from '../../http/schemas.ts';
import mediaRoutes from './media-routes.ts';
import { deleteImage, listImages, MAX_IMAGE_BYTES, sortImage, uploadImage } from './service.ts';

const EXAMPLE = {
  id: 'img_01jd2k3m4n5p6q7r8s9t0v1w2x',
  url: 'https://api.example.jp/media/img_01jd2k3m4n5p6q7r8s9t0v1w2x',
  sort: 0,
};

const ItemImageSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String({ description: 'Public URL of the bytes, {base_url}/media/{id}; no auth, cacheable forever' }),
    sort: Type.Integer({ description: "Ascending; the lowest is the item's main_image (ties by id)" }),
  },
  { $id: 'ItemImage' },
);

const Sort = Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: '0-1000000000' });
const ImageParams = Type.Object({ id: IdParam, imageId: IdParam });
const UploadBody = Type.Object(
  {
    file: Type.String({
      format: 'binary',
      description: 'The image: JPEG, PNG, WebP or GIF (read from its bytes), at most 10 MB',
    }),
  },
  { required: ['file'], additionalProperties: false },
);
const SortBody = Type.Object({ sort: Sort }, { additionalProperties: false, examples: [{ sort: 0 }] });
const one = DataOf(ItemImageSchema, EXAMPLE);

/**
 * Reads the multipart body into `{field: value}` with each file as a Buffer, before validation, so
 * the idempotency check hashes the file's content (same file and key replay; another file is 422).
 */
async function readMultipart(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const body: Record<string, unknown> = {};
  try {
    for await (const part of req.parts())
      body[part.fieldname] = part.type === 'file' ? await part.toBuffer() : part.value;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('payload_too_large', 'The file is larger than 10 MB');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw invalidField('file', 'send exactly one file, in the field "file", and no other fields');
    }
    throw new ApiError('invalid_request', `Malformed multipart/form-data body: ${(err as Error).message}`);
  }
  req.body = body;
}

/** The upload body is `{file: Buffer}` (JSON Schema cannot say Buffer, so this one is checked by hand). */
function uploadValidator() {
  return (body: unknown) => {
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return { error: invalidField('file', 'is required (send multipart/form-data)') };
    const unknown = Object.keys(body).find((k) => k !== 'file');
    if (unknown !== undefined) return { error: invalidField(unknown, 'is not a known field') };
    if (!Buffer.isBuffer((body as { file?: unknown }).file))
      return { error: invalidField('file', 'is required and must be a file part') };
    return true;
  };
}

export default async function imagesRoutes(app: FastifyInstance, opts: AreaOptions): Promise<void> {
  const { ctx } = opts;
  // Only this plugin's routes accept multipart; the limits stop a large upload while it streams.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 3,
      headerPairs: 50,
    },
  });
  await app.register(mediaRoutes, opts);

  app.get<{ Params: Static<typeof ItemParams>; Querystring: { limit: number; offset: number } }>(
    '/v1/items/:id/images',
    {
      config: { scopes: ['read_items'] },
      schema: {
        tags: ['Item images'],
        operationId: 'listItemImages',
        summary: "List an item's images",
        description: "Ordered by sort then id; the first is the item's main_image.",
        params: ItemParams,
        querystring: PageQuerystring,
        response: { 200: ListOf(ItemImageSchema, [EXAMPLE]), ...errorResponses('not_found') },
      },
    },
    async (req) => listImages(ctx.db, ctx.config, req.auth.shopId, req.params.id, req.query),
  );

  app.post<{ Params: Static<typeof ItemParams>; Body: { file: Buffer } }>(
    '/v1/items/:id/images',
    {
      config: { scopes: ['write_items'], write: true },
      preValidation: readMultipart,
      validatorCompiler: (input) => (input.httpPart === 'body' ? uploadValidator() : app.validatorCompiler!(input)),
      schema: {
        tags: ['Item images'],
        operationId: 'uploadItemImage',
        summary: 'Upload an item image',
        description:
          "multipart/form-data with one part, `file`: a JPEG, PNG, WebP or GIF of at most 10 MB. The format is read from the file's " +
          'bytes, not from its declared type or name: anything else is 415 unsupported_media_type and nothing is stored; over 10 MB is ' +
          "413 payload_too_large. The new image goes last (sort = highest + 1). The item's updated_at moves.",
        consumes: ['multipart/form-data'],
        params: ItemParams,
        body: UploadBody,
        response: { 201: one, ...errorResponses('not_found', 'payload_too_large', 'unsupported_media_type') },
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        data: await req.unit.transaction((tx) =>
          uploadImage(tx, ctx.config, req.auth.shopId, req.params.id, req.body.file, clientActor(req.auth.clientId)),
        ),
      }),
  );

  app.patch<{ Params: Static<typeof ImageParams>; Body: Static<typeof SortBody> }>(
    '/v1/items/:id/images/:imageId',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Item images'],
        operationId: 'updateItemImage',
        summary: 'Reorder an item image',
        description: "Sets sort; the lowest sort is the item's main_image. The item's updated_at moves.",
        params: ImageParams,
        body: SortBody,
        response: { 200: one, ...errorResponses('not_found') },
      },
    },
    async (req) => ({
      data: await req.unit.transaction((tx) =>
        sortImage(
          tx,
          ctx.config,
          req.auth.shopId,
          req.params.id,
          req.params.imageId,
          req.body.sort,
          clientActor(req.auth.clientId),
        ),
      ),
    }),
  );

  app.delete<{ Params: Static<typeof ImageParams> }>(
    '/v1/items/:id/images/:imageId',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Item images'],
        operationId: 'deleteItemImage',
        summary: 'Delete an item image',
        description:
          "Removes the image and its bytes; its /media URL answers 404 from then on. The item's updated_at moves.",
        params: ImageParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses('not_found') },
      },
    },
    async (req, reply) => {
      await req.unit.transaction((tx) =>
        deleteImage(tx, ctx.config, req.auth.shopId, req.params.id, req.params.imageId, clientActor(req.auth.clientId)),
      );
      return reply.status(204).send();
    },
  );
}
