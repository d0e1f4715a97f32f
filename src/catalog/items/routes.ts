import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  DataOf,
  errorResponses,
  IdParam,
  IdParams as ItemParams,
  ListOf,
  PageQuerystring,
  withExample,
} from '../../http/schemas.ts';
import { CreateVariantBody, StandaloneVariantSchema, UpdateVariantBody } from './part-schemas.ts';
import {
  CreateItemBody,
  HistoryEntrySchema,
  ItemSchema,
  ItemSummarySchema,
  ListItemsQuery,
  StockBody,
  StockResultSchema,
  UpdateItemBody,
  type ListItemsInput,
} from './schemas.ts';
import type { Actor } from './rules.ts';
import { createItem, getItem, itemHistory, itemListPages, renderedItemList, updateItem } from './service.ts';
import { changeStock } from './stock-changes.ts';
import { createVariant, updateVariant } from './variants.ts';

const VariantParams = Type.Object({ id: IdParam, variantId: IdParam });

const exampleVariant = {
  id: 'var_01jd2k3m4nabcdefghjkmnpqrs',
  sku: 'DRIP-200-DARK',
  name: 'Dark roast',
  price: null,
  inventory: 12,
  discount_rate: 0,
  status: 'active',
  axis_values: [{ axis: 'Roast', value: 'Dark' }],
};
const exampleSummary = {
  id: 'item_01jd2k3m4nabcdefghjkmnpqrs',
  sku: 'DRIP-200',
  name: 'ドリップコーヒー 200g',
  status: 'active',
  kind: 'normal',
  price: { amount: 1200, currency: 'JPY' },
  inventory: 30,
  for_gift: false,
  category_id: 'cat_01jd2k3m4nabcdefghjkmnpqrs',
  main_image: 'https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T03:04:05.000Z',
  sell_from: '2026-10-31T15:00:00.000Z',
  sell_by: null,
  external_ref: 'ERP-4711',
  managed_by: 'self',
  archived: false,
};
const exampleItem = {
  ...exampleSummary,
  description: '中煎り。ドリップ用に挽いてあります。',
  shipping_cost: null,
  detail_url: 'https://shop.example.jp/coffee',
  main_image_orientation: 'square',
  restock_notification: true,
  cancellation: { enabled: true, cancel_by: '発送の24時間前まで' },
  ticket: null,
  bundle: null,
  tax_rate: 8,
  discount_rate: 10,
  delivery_datetime_possibility: 'nullable',
  shipping_date_estimate: '3営業日以内に発送',
  selling_limits: 5,
  discount_title: '秋の感謝祭',
  is_shipping: true,
  share_button_enabled: true,
  number_of_sets: 1,
  category_name: 'コーヒー豆',
  images: [
    {
      id: 'img_01jd2k3m4nabcdefghjkmnpqrs',
      url: 'https://api.example.jp/media/img_01jd2k3m4nabcdefghjkmnpqrs',
      sort: 0,
    },
  ],
  variation_axes: [
    {
      id: 'axis_01jd2k3m4nabcdefghjkmnpqr',
      name: 'Roast',
      values: [{ id: 'val_01jd2k3m4nabcdefghjkmnpqrs', name: 'Dark' }],
    },
  ],
  variants: [exampleVariant],
  options: [
    {
      id: 'opt_01jd2k3m4nabcdefghjkmnpqrs',
      type: 'choice',
      label: 'Grind',
      description: '',
      required: true,
      price: { amount: 0, currency: 'JPY' },
      choices: [{ id: 'choice_01jd2k3m4nabcdefghjkmnpq', text: 'Whole beans', price: { amount: 0, currency: 'JPY' } }],
    },
  ],
};
const exampleCreate = {
  sku: 'DRIP-200',
  inventory: 30,
  name: 'ドリップコーヒー 200g',
  category_id: 'cat_01jd2k3m4nabcdefghjkmnpqrs',
  description: '中煎り。ドリップ用に挽いてあります。',
  price: { amount: 1200, currency: 'JPY' },
  tax_rate: 8,
  discount_rate: 10,
  discount_title: '秋の感謝祭',
  sell_from: '2026-11-01 00:00',
  cancellation: { enabled: true, cancel_by: '発送の24時間前まで' },
  external_ref: 'ERP-4711',
  variation_axes: [{ name: 'Roast', values: [{ name: 'Dark' }] }],
  variants: [
    { sku: 'DRIP-200-DARK', name: 'Dark roast', price: null, axis_values: [{ axis: 'Roast', value: 'Dark' }] },
  ],
  options: [{ type: 'choice', label: 'Grind', required: true, choices: [{ text: 'Whole beans' }] }],
};

/** What the item rules refuse (src/catalog/items/rules.ts), on creation and on a full edit alike. */
const ITEM_RULE_ERRORS = [
  'price_below_minimum',
  'gift_must_not_ship',
  'number_of_sets_required',
  'ticket_info_required',
  'bundle_not_allowed',
] as const;

const actorOf = (req: FastifyRequest): Actor => ({ type: 'client', clientId: req.auth.clientId });

const TIME_RULE =
  'Time values without an offset ("YYYY-MM-DD HH:mm[:ss]") are Japan time; with Z or ±hh:mm that exact instant; responses are UTC with Z and can be sent back as they are.';

/** Items: thin routes over the item service (src/catalog/items/service.ts); the rules live in rules.ts. */
export default async function itemsRoutes(fastify: FastifyInstance, { ctx }: AreaOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const pages = itemListPages(ctx.db, ctx.config);

  app.post(
    '/v1/items',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Items'],
        summary: 'Create an item',
        description: `Creates an item of any kind (normal, gift, ticket, free_ticket, pre_sale_ticket, bundle; fixed at creation). Not recorded in the item history.
Rules: discounted price floor(amount × (100 − discount_rate) / 100) ≥ 50 JPY (422 price_below_minimum; also each variant, free_ticket exempt); kind gift never ships (422 gift_must_not_ship); ticket kinds need number_of_sets and ticket (422 number_of_sets_required, ticket_info_required); only bundle items take bundle (422 bundle_not_allowed), whose components must be existing non-bundle items of the shop (400 invalid_request naming bundle.components[i].item_id) and whose inventory is null; duplicate sku (items, and variants among themselves) 409 sku_taken; category_id must be a category of the shop (400). external_ref places the item under the calling client's management (managed_by "self").
Optional with defaults: kind (normal), status (active), main_image_orientation (square), delivery_datetime_possibility (nullable), is_shipping (true; false for gift), number_of_sets (1). Variants start with stock 0. ${TIME_RULE}`,
        body: withExample(CreateItemBody, exampleCreate),
        response: {
          201: DataOf(ItemSchema, exampleItem),
          ...errorResponses('sku_taken', ...ITEM_RULE_ERRORS),
        },
      },
    },
    async (req, reply) => {
      const item = await req.unit.transaction((tx) =>
        createItem(tx, ctx.config, req.auth.shopId, req.body, actorOf(req)),
      );
      return reply.status(201).send({ data: item });
    },
  );

  // Untyped: it answers the bytes its page cache rendered, not an object of the response schema.
  fastify.get(
    '/v1/items',
    {
      config: { scopes: ['read_items'] },
      schema: {
        tags: ['Items'],
        summary: 'List items',
        description:
          "Item summaries ordered by updated_at, then id (oldest update first). Archived items are excluded unless archived=include|only; status defaults to all. external_ref needs write_items (403 insufficient_scope otherwise). q matches a part of the name, any script, case-insensitively. pagination.total is the exact number of items matching every filter given; with q it is counted among the matches, so its cost grows with the number of matches (not with the shop's size for q of 3+ characters alone).",
        querystring: ListItemsQuery,
        response: { 200: ListOf(ItemSummarySchema, [exampleSummary]), ...errorResponses('invalid_request') },
      },
    },
    async (req, reply) => {
      const query = req.query as ListItemsInput;
      if (query.external_ref !== undefined && !req.auth.scopes.has('write_items')) {
        throw new ApiError('insufficient_scope', 'Filtering by external_ref needs the write_items scope');
      }
      const body = await renderedItemList(
        ctx.db,
        ctx.config,
        pages,
        req.auth.shopId,
        query,
        req.auth.clientId,
        (page) => reply.serialize(page) as string,
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/v1/items/:id',
    {
      config: { scopes: ['read_items'] },
      schema: {
        tags: ['Items'],
        summary: 'Get an item',
        description:
          'The full item. managed_by is "self" for the managing client, "other" for any other client, null under manual operation.',
        params: ItemParams,
        response: { 200: DataOf(ItemSchema, exampleItem), ...errorResponses('not_found') },
      },
    },
    async (req) => {
      const { id } = req.params;
      return { data: await getItem(ctx.db, ctx.config, req.auth.shopId, id, req.auth.clientId) };
    },
  );

  app.patch(
    '/v1/items/:id',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Items'],
        summary: 'Edit an item',
        description: `Partial update; every change is recorded in the item history. kind, sku, inventory and variants are 409 field_not_editable, variation_axes 409 variation_axes_locked. The creation rules apply to the merged result. ticket changes only the fields sent; options replace all options. null clears detail_url, discount_title, sell_from, sell_by, selling_limits, shipping_cost and external_ref. managed_by "self" takes the item over (clearing the edited-by-hand mark), null releases it. After shop staff edit a managed item by hand, the managing client's writes of status or archived are 409 edited_by_hand until it sends managed_by "self". Changes to price, discount_rate, tax_rate, status to inactive, archived to true, sell_from/sell_by, options or bundle remove the item from shoppers' carts. ${TIME_RULE}`,
        params: ItemParams,
        body: withExample(UpdateItemBody, {
          price: { amount: 1100, currency: 'JPY' },
          status: 'inactive',
          sell_by: '2026-12-31 23:59',
        }),
        response: {
          200: DataOf(ItemSchema, exampleItem),
          ...errorResponses(
            'not_found',
            'field_not_editable',
            'variation_axes_locked',
            'edited_by_hand',
            'sku_taken',
            ...ITEM_RULE_ERRORS,
          ),
        },
      },
    },
    async (req) => {
      const { id } = req.params;
      return {
        data: await req.unit.transaction((tx) => updateItem(tx, ctx, req.auth.shopId, id, req.body, actorOf(req))),
      };
    },
  );

  app.get(
    '/v1/items/:id/history',
    {
      config: { scopes: ['read_items'] },
      schema: {
        tags: ['Items'],
        summary: "An item's edit history",
        description:
          'Every edit (not creation), newest first: who (client id or staff id), when, and each changed field with its old and new value (in API form; managed_by holds client ids; variant changes are named variants.{variantId}[.field]).',
        params: ItemParams,
        querystring: PageQuerystring,
        response: {
          200: ListOf(HistoryEntrySchema, [
            {
              id: 'hist_01jd2k3m4nabcdefghjkmnpqrs',
              item_id: exampleItem.id,
              actor: { type: 'client', id: 'cli_01jd2k3m4nabcdefghjkmnpqrs' },
              created_at: '2026-11-02T03:04:05.000Z',
              changes: [
                { field: 'price', old: { amount: 1200, currency: 'JPY' }, new: { amount: 1100, currency: 'JPY' } },
              ],
            },
          ]),
          ...errorResponses('not_found'),
        },
      },
    },
    async (req) => {
      const { id } = req.params;
      return itemHistory(ctx.db, req.auth.shopId, id, req.query);
    },
  );

  app.post(
    '/v1/items/:id/variants',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Items'],
        summary: 'Add a variant',
        description:
          'Adds a variant using existing axes and values only (by name or id, one value per axis, a combination no other variant has). price null falls back to the item price. Variant skus are unique within the shop (409 sku_taken).',
        params: ItemParams,
        body: withExample(CreateVariantBody, {
          sku: 'DRIP-200-LIGHT',
          name: 'Light roast',
          price: { amount: 1300, currency: 'JPY' },
          axis_values: [{ axis: 'Roast', value: 'Light' }],
          inventory: 5,
        }),
        response: {
          201: DataOf(StandaloneVariantSchema, { item_id: exampleItem.id, ...exampleVariant }),
          ...errorResponses('not_found', 'sku_taken', 'price_below_minimum'),
        },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      return reply.status(201).send({
        data: await req.unit.transaction((tx) => createVariant(tx, ctx, req.auth.shopId, id, req.body, actorOf(req))),
      });
    },
  );

  app.patch(
    '/v1/items/:id/variants/:variantId',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Items'],
        summary: 'Edit a variant',
        description:
          "sku, name, price (null falls back to the item price), discount_rate, status. axis_values is 409 variation_axes_locked; inventory is 409 field_not_editable (use the stock endpoint with variant_id). A price, discount or status-to-inactive change removes the item from shoppers' carts.",
        params: VariantParams,
        body: withExample(UpdateVariantBody, { price: { amount: 1250, currency: 'JPY' } }),
        response: {
          200: DataOf(StandaloneVariantSchema, { item_id: exampleItem.id, ...exampleVariant }),
          ...errorResponses(
            'not_found',
            'sku_taken',
            'price_below_minimum',
            'field_not_editable',
            'variation_axes_locked',
            'edited_by_hand',
          ),
        },
      },
    },
    async (req) => {
      const { id, variantId } = req.params;
      return {
        data: await req.unit.transaction((tx) =>
          updateVariant(tx, ctx, req.auth.shopId, id, variantId, req.body, actorOf(req)),
        ),
      };
    },
  );

  app.patch(
    '/v1/items/:id/stock',
    {
      config: { scopes: ['write_items'], write: true },
      schema: {
        tags: ['Items'],
        summary: "Set or adjust an item's or a variant's stock",
        description:
          'Exactly one of inventory (absolute; null = unlimited, items only) or adjustment (non-zero change), optionally with variant_id. Atomic: concurrent adjustments never lose an update. Going below 0 is 422 insufficient_stock; above 1000000000 is 400; a bundle item is 409 field_not_editable. Stock changes are not item-history entries.',
        params: ItemParams,
        body: withExample(StockBody, { adjustment: -1, variant_id: exampleVariant.id }),
        response: {
          200: DataOf(StockResultSchema, { item_id: exampleItem.id, variant_id: exampleVariant.id, inventory: 11 }),
          ...errorResponses('not_found', 'insufficient_stock', 'field_not_editable'),
        },
      },
    },
    async (req) => {
      const { id } = req.params;
      return { data: await req.unit.transaction((tx) => changeStock(tx, req.auth.shopId, id, req.body, actorOf(req))) };
    },
  );
}
