import { Type, type Static } from '@sinclair/typebox';
import { clientActor } from '../../lib/actor.ts';
import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../../context.ts';
import {
  DataOf,
  IdParam,
  IdParams as Params,
  ListOf,
  PageQuerystring,
  Timestamp,
  errorResponses,
} from '../../http/schemas.ts';
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from './service.ts';

const EXAMPLE = {
  id: 'cat_01jd2k3m4n5p6q7r8s9t0v1w2x',
  name: 'シングルオリジン',
  parent_id: 'cat_01jd2k3m4n0a1b2c3d4e5f6g7h',
  sort: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
};

const CategorySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: '1-64 characters' }),
    parent_id: Type.Union([Type.String(), Type.Null()], {
      description: 'The parent category, or null for a top-level category',
    }),
    sort: Type.Integer({ description: 'Display order, ascending (ties by id)' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Category' },
);

const Name = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '\\S',
  description: '1-64 characters, not only white space',
});
const ParentId = Type.Union([IdParam, Type.Null()], {
  description: 'A category of this shop; not the category itself nor one of its descendants; null for top level',
});
const Sort = Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: '0-1000000000, ascending' });

const CreateBody = Type.Object(
  {
    name: Name,
    parent_id: Type.Optional(ParentId),
    sort: Type.Optional({
      ...Sort,
      description: `${Sort.description}; default: after every other category of the shop`,
    }),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'シングルオリジン', parent_id: 'cat_01jd2k3m4n0a1b2c3d4e5f6g7h', sort: 2 }],
  },
);

const UpdateBody = Type.Object(
  { name: Type.Optional(Name), parent_id: Type.Optional(ParentId), sort: Type.Optional(Sort) },
  { additionalProperties: false, minProperties: 1, examples: [{ name: '季節のブレンド', sort: 1 }] },
);

const one = DataOf(CategorySchema, EXAMPLE);

export default async function categoriesRoutes(app: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/v1/categories',
    {
      config: { scopes: ['read_items'] },
      schema: {
        tags: ['Categories'],
        operationId: 'listCategories',
        summary: 'List categories',
        description: 'Every category of the shop, flat, ordered by sort then id; nest them with parent_id.',
        querystring: PageQuerystring,
        response: { 200: ListOf(CategorySchema, [EXAMPLE]), ...errorResponses('invalid_request') },
      },
    },
    async (req) => listCategories(ctx.db, req.auth.shopId, req.query),
  );

  app.get<{ Params: Static<typeof Params> }>(
    '/v1/categories/:id',
    {
      config: { scopes: ['read_items'] },
      schema: {
        tags: ['Categories'],
        operationId: 'getCategory',
        summary: 'Get a category',
        description: "A category of the shop; another shop's category is 404 not_found.",
        params: Params,
        response: { 200: one, ...errorResponses('not_found') },
      },
    },
    async (req) => ({ data: await getCategory(ctx.db, req.auth.shopId, req.params.id) }),
  );

  app.post<{ Body: Static<typeof CreateBody> }>(
    '/v1/categories',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Categories'],
        operationId: 'createCategory',
        summary: 'Create a category',
        description:
          'parent_id must be a category of this shop (400 invalid_request otherwise). Without sort the category goes last.',
        body: CreateBody,
        response: { 201: one },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await req.unit.transaction((tx) => createCategory(tx, req.auth.shopId, req.body)) }),
  );

  app.patch<{ Params: Static<typeof Params>; Body: Static<typeof UpdateBody> }>(
    '/v1/categories/:id',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Categories'],
        operationId: 'updateCategory',
        summary: 'Edit a category',
        description:
          'Partial update of name, parent_id and sort. Moving a category under itself or one of its descendants is 400 invalid_request.',
        params: Params,
        body: UpdateBody,
        response: { 200: one, ...errorResponses('not_found') },
      },
    },
    async (req) => ({
      data: await req.unit.transaction((tx) => updateCategory(tx, req.auth.shopId, req.params.id, req.body)),
    }),
  );

  app.delete<{ Params: Static<typeof Params> }>(
    '/v1/categories/:id',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Categories'],
        operationId: 'deleteCategory',
        summary: 'Delete a category',
        description:
          '409 category_in_use while any item (archived ones included) belongs to it or while it has child categories.',
        params: Params,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses('not_found', 'category_in_use') },
      },
    },
    async (req, reply) => {
      await req.unit.transaction((tx) =>
        deleteCategory(tx, req.auth.shopId, req.params.id, clientActor(req.auth.clientId)),
      );
      return reply.status(204).send();
    },
  );
}
