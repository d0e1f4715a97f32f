import { Readable } from 'node:stream';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaOptions } from '../context.ts';
import { DataOf, errorResponses, IdParams } from '../http/schemas.ts';
import { buildValidator } from '../http/validation.ts';
import { ApiError, invalidField } from '../lib/errors.ts';
import { CLIENT_TIME_FORMS, parseClientTime } from '../lib/jst-time.ts';
import type { Scope } from '../lib/scopes.ts';
import { StringEnum } from '../catalog/items/field-schemas.ts';
import { ORDER_STATUSES } from '../orders/schemas.ts';
import { MAX_FILE_BYTES, MAX_ROWS } from './files.ts';
import { checkColumns, type ImportType } from './imports.ts';
import { exampleJob, ExportBody, JobSchema, type JobType } from './schemas.ts';
import { exportFile, findJob, JOB_SCOPES, jobView, queueJob, resultLines, type JobParams } from './service.ts';
import { IMPORT_TYPES, registerUploadParser, type Upload } from './upload.ts';
import { ITEM_EXPORT_COLUMNS, requiredSender } from './exports.ts';
import type { TrackingFormat } from './carriers.ts';

/** What the jobs routes need beyond the context: a way to wake this process's job worker. */
interface JobsOptions extends AreaOptions {
  wake: () => void;
}

const DryRun = Type.Optional(
  StringEnum(['true', 'false'], { description: 'true: every row is checked and reported, and nothing is written' }),
);
const ImportQuery = Type.Object({ dry_run: DryRun }, { additionalProperties: false });
const TrackingsQuery = Type.Object(
  {
    dry_run: DryRun,
    format: Type.Optional(
      StringEnum(['tenpo', 'yamato_b2', 'japanpost', 'sagawa'], {
        description:
          "tenpo (default): columns order_shipping_id, carrier_id, tracking_number, delivery_date. yamato_b2: B2 Cloud's shipping history (send it as text/csv; charset=shift_jis). japanpost and sagawa: 400, their layouts are not confirmed yet.",
      }),
    ),
  },
  { additionalProperties: false },
);

const ShippingsExportBody = Type.Object(
  {
    format: StringEnum(['yamato_b2', 'japanpost', 'sagawa'], {
      description:
        "yamato_b2: B2 Cloud's upload layout (Shift_JIS, CRLF). japanpost and sagawa: 400, not confirmed yet.",
    }),
    status: Type.Optional(
      Type.Array(StringEnum(['unshipped', 'preparing']), {
        minItems: 1,
        uniqueItems: true,
        description: "The shippings' statuses (default both)",
      }),
    ),
  },
  { additionalProperties: false },
);
const ShippingsExportQuery = Type.Object(
  {
    mark_preparing: Type.Optional(
      StringEnum(['true', 'false'], {
        description:
          'true: the unshipped shippings exported move to preparing, in the transaction writing them to the file',
      }),
    ),
  },
  { additionalProperties: false },
);

const OrdersExportBody = Type.Object(
  {
    ...ExportBody.properties,
    updated_since: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 40,
        description: 'Orders updated at or after this instant (as GET /v1/orders takes it)',
      }),
    ),
    status: Type.Optional(Type.Array(StringEnum([...ORDER_STATUSES]), { maxItems: 10, uniqueItems: true })),
  },
  { additionalProperties: false },
);

const FileBody = Type.String({ format: 'binary', description: 'The file' });

/** The app's own validation (src/http/validation.ts) for an import's params and query string. */
const standardValidator = buildValidator({});

/** An import's body is the Upload its parser read (src/jobs/upload.ts); anything else is 415. */
function uploadValidator() {
  return (body: unknown) =>
    body && typeof body === 'object' && 'sha256' in body
      ? true
      : {
          error: new ApiError(
            'unsupported_media_type',
            'Send the file as the body: text/csv (UTF-8, or ; charset=shift_jis) or application/x-ndjson',
          ),
        };
}

const LIMITS = `At most ${MAX_ROWS} rows and ${MAX_FILE_BYTES / 1024 / 1024} MB (413 payload_too_large beyond). A file that cannot be read (not the encoding it says, unbalanced quotes, no header row, a column named twice, a column the import does not take) is 400 before anything is stored; a row that cannot be read or applied is a failed row of the job's results, and the other rows go on.`;
const FORMATS =
  'The body is the file: `text/csv` with a header row (UTF-8 with or without a BOM; Shift_JIS as Windows writes it with `text/csv; charset=shift_jis`; quoted fields may hold commas, quotes and line breaks) or `application/x-ndjson` (one JSON object per line, UTF-8).';

/** Imports, exports and their jobs (DECISIONS.md section 7). */
export default async function jobsRoutes(fastify: FastifyInstance, { ctx, wake }: JobsOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerUploadParser(fastify);
  const actorOf = (req: FastifyRequest) => ({ type: 'client' as const, clientId: req.auth.clientId });

  const importRoute = (
    path: string,
    type: ImportType,
    summary: string,
    description: string,
    querystring: typeof ImportQuery | typeof TrackingsQuery = ImportQuery,
  ) =>
    app.post(
      path,
      {
        config: { scopes: [JOB_SCOPES[type]], write: true },
        bodyLimit: MAX_FILE_BYTES + 1,
        validatorCompiler: (input) => (input.httpPart === 'body' ? uploadValidator() : standardValidator(input)),
        schema: {
          tags: ['Jobs'],
          summary,
          description: `${description}\n\n${FORMATS} ${LIMITS} Answers 202 with the job; follow it with GET /v1/jobs/{id} and read each row's outcome with GET /v1/jobs/{id}/results.`,
          consumes: IMPORT_TYPES,
          querystring,
          body: FileBody,
          response: {
            202: DataOf(JobSchema, { ...exampleJob, status: 'queued', started_at: null }),
            ...errorResponses('payload_too_large', 'unsupported_media_type'),
          },
        },
      },
      async (req, reply) => {
        const upload = req.body as unknown as Upload;
        const query = req.query as Static<typeof TrackingsQuery>;
        const params: JobParams = {
          actor: actorOf(req),
          format: upload.format,
          encoding: upload.encoding,
          ...(type === 'trackings_import' ? { trackingFormat: trackingFormat(query.format) } : {}),
        };
        checkColumns(type, params, upload.columns);
        const job = await req.unit.transaction((tx) =>
          queueJob(tx, {
            shopId: req.auth.shopId,
            type,
            params,
            dryRun: query.dry_run === 'true',
            upload,
            wake,
          }),
        );
        return reply.status(202).send({ data: job });
      },
    );

  importRoute(
    '/v1/items/imports',
    'items_import',
    'Import items (upsert by sku)',
    `Rows are matched by sku: a new sku creates an item (POST /v1/items: its rules, its defaults, its error codes), a known one edits it (PATCH /v1/items/{id}: fields left out stay). Columns are the item's fields, nested ones dotted (${ITEM_EXPORT_COLUMNS.slice(0, 8).join(', ')}, …, cancellation.enabled, ticket.venue_name); sku, kind and inventory are read only when the row creates the item (the stock import changes stock). An empty cell is null where the field takes null, else the field is left out. Variants, options and bundles are not in the file (JSON lines may carry options, bundle and ticket as the item body does). Each created or edited item records its events and history entries as the endpoints do.`,
  );
  importRoute(
    '/v1/stock/imports',
    'stock_import',
    'Import stock levels',
    "Columns sku (an item's or a variant's) and inventory (absolute; empty is unlimited, items only) or adjustment (a change, as PATCH /v1/items/{id}/stock takes it: never lost beside concurrent orders). Each row is that endpoint's change, with its rules, errors and stock events.",
  );

  importRoute(
    '/v1/trackings/imports',
    'trackings_import',
    'Import tracking numbers',
    "Each row registers a tracking number on a shipping as POST /v1/orders/{id}/trackings does (a number the shipping has already is unchanged), after checking that it is one of its carrier's: Yamato's are 12 digits with a check digit (the first 11 modulo 7). format=yamato_b2 reads B2 Cloud's shipping history: お客様管理番号 (the order number, and the shipping's place when it is not the first: 1001-2, as the label file writes it), 伝票番号 (the number) and お届け予定日.",
    TrackingsQuery,
  );

  app.post(
    '/v1/shippings/exports',
    {
      config: { scopes: ['write_shipping'], write: true },
      schema: {
        tags: ['Jobs'],
        summary: 'Export a carrier label file',
        description:
          "The shippings awaiting shipment (of paid orders, and of cash-on-delivery orders) in the carrier's upload layout: for Yamato B2 Cloud the invoice type (0, or 2 for cash on delivery with its amount), today's shipping date, the delivery date and time-slot code, the recipient, the shop as sender (ご依頼主: its name, phone, postal code and address, set in the console's shop settings; without them the export is 400 naming the field sender), the first item's name and the order number in お客様管理番号; Shift_JIS, CRLF. Needs read_orders_pii beside write_shipping (the file holds addresses), and so does reading the file.",
        querystring: ShippingsExportQuery,
        body: ShippingsExportBody,
        response: {
          202: DataOf(JobSchema, { ...exampleJob, type: 'shippings_export', status: 'queued', started_at: null }),
          ...errorResponses('insufficient_scope'),
        },
      },
    },
    async (req, reply) => {
      if (!req.auth.scopes.has('read_orders_pii'))
        throw new ApiError(
          'insufficient_scope',
          'A label file holds addresses: it needs the read_orders_pii scope too',
        );
      if (req.body.format !== 'yamato_b2') throw unconfirmed('format', req.body.format);
      const params: JobParams = {
        actor: actorOf(req),
        format: 'csv',
        encoding: 'shift_jis',
        pii: true,
        labels: {
          statuses: req.body.status ?? ['unshipped', 'preparing'],
          markPreparing: req.query.mark_preparing === 'true',
        },
      };
      const job = await req.unit.transaction(async (tx) => {
        await requiredSender(tx, req.auth.shopId);
        return queueJob(tx, { shopId: req.auth.shopId, type: 'shippings_export', params, wake });
      });
      return reply.status(202).send({ data: job });
    },
  );

  const exportRoute = (
    path: string,
    type: JobType,
    body: typeof ExportBody | typeof OrdersExportBody,
    summary: string,
    description: string,
  ) =>
    app.post(
      path,
      {
        config: { scopes: [JOB_SCOPES[type]], write: true },
        schema: {
          tags: ['Jobs'],
          summary,
          description: `${description} format csv (default; a header row) or ndjson; encoding utf-8 (default) or shift_jis (CSV only). Answers 202 with the job; its file is GET /v1/jobs/{id}/file once it succeeded.`,
          body,
          response: { 202: DataOf(JobSchema, { ...exampleJob, type, status: 'queued', started_at: null }) },
        },
      },
      async (req, reply) => {
        const input = (req.body ?? {}) as Static<typeof OrdersExportBody>;
        const format = input.format ?? 'csv';
        if (format === 'ndjson' && input.encoding === 'shift_jis')
          throw new ApiError('invalid_request', 'JSON lines are UTF-8: shift_jis is for CSV', {
            details: [{ field: 'encoding', message: 'must be utf-8 for ndjson' }],
          });
        const params: JobParams = {
          actor: actorOf(req),
          format,
          encoding: input.encoding ?? 'utf-8',
          ...(type === 'orders_export'
            ? {
                filters: { updated_since: input.updated_since, status: input.status },
                pii: req.auth.scopes.has('read_orders_pii'),
              }
            : {}),
        };
        if (input.updated_since !== undefined && parseClientTime(input.updated_since) === null)
          throw invalidField('updated_since', `must be ${CLIENT_TIME_FORMS}`);
        const job = await req.unit.transaction((tx) => queueJob(tx, { shopId: req.auth.shopId, type, params, wake }));
        return reply.status(202).send({ data: job });
      },
    );

  exportRoute(
    '/v1/items/exports',
    'items_export',
    ExportBody,
    'Export items',
    `Every item that is not archived, with the columns an items import takes (${ITEM_EXPORT_COLUMNS.join(', ')}): importing the file back changes nothing.`,
  );
  exportRoute(
    '/v1/orders/exports',
    'orders_export',
    OrdersExportBody,
    'Export orders',
    'Orders by updated_at, optionally updated_since and of the statuses given, with their lines. CSV: one row per line item, the order\'s columns (as GET /v1/orders lists them) repeated on each of its rows, then line.number (its place from 1), line.id, line.item_id, line.variant_id, line.sku, line.name, line.kind, line.options ("label: choice" joined with "; "), line.unit_price, line.quantity, line.discount_rate, line.tax_rate and line.subtotal (yen); rows.total counts rows. JSON lines: one order per line with its line_items as GET /v1/orders/{id} shows them. The purchaser\'s personal data only when the token holds read_orders_pii (and reading the file then needs it too).',
  );

  const jobScopes: Scope[] = [...new Set(Object.values(JOB_SCOPES))];
  app.get(
    '/v1/jobs/:id',
    {
      config: { scopes: jobScopes },
      schema: {
        tags: ['Jobs'],
        summary: 'Get a job',
        description:
          "The job's status and row counts; rows.processed grows while it runs. It needs the scope its type needs (an items import write_items, an items export read_items, an orders export read_orders); kept 7 days after it finished.",
        params: IdParams,
        response: { 200: DataOf(JobSchema, exampleJob), ...errorResponses('not_found') },
      },
    },
    async (req) => ({ data: jobView(await findJob(ctx.db, req.auth.shopId, req.params.id, req.auth.scopes)) }),
  );

  app.get(
    '/v1/jobs/:id/results',
    {
      config: { scopes: jobScopes },
      schema: {
        tags: ['Jobs'],
        summary: "An import's per-row results",
        description:
          'application/x-ndjson: one line per input row done so far, `{row, status: created|updated|unchanged|failed, id, sku, errors: [{field, code, message}]}`, rows counted from 1 after the header; a failed row carries the error code the single-item endpoint answers for it. failed_first=true lists the failed rows first.',
        params: IdParams,
        querystring: Type.Object(
          {
            failed_first: Type.Optional(
              StringEnum(['true', 'false'], {
                description: 'true: the failed rows first, then the others, each in row order',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: { description: 'JSON lines', content: { 'application/x-ndjson': { schema: Type.String() } } },
          ...errorResponses('not_found'),
        },
      },
    },
    async (req, reply) => {
      const job = await findJob(ctx.db, req.auth.shopId, req.params.id, req.auth.scopes);
      const lines = resultLines(ctx.db, job.id, req.query.failed_first === 'true');
      return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(lines) as never);
    },
  );

  app.get(
    '/v1/jobs/:id/file',
    {
      config: { scopes: jobScopes },
      schema: {
        tags: ['Jobs'],
        summary: "An export's file",
        description:
          'The file of an export that succeeded (409 invalid_transition before; 404 for an import). CSV as text/csv with its charset, JSON lines as application/x-ndjson.',
        params: IdParams,
        response: {
          200: {
            description: 'The file',
            content: { 'text/csv': { schema: FileBody }, 'application/x-ndjson': { schema: FileBody } },
          },
          ...errorResponses('not_found', 'invalid_transition', 'insufficient_scope'),
        },
      },
    },
    async (req, reply) => {
      const job = await findJob(ctx.db, req.auth.shopId, req.params.id, req.auth.scopes);
      const file = exportFile(ctx.db, job, req.auth.scopes);
      reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
      return reply.type(file.contentType).send(file.stream as never);
    },
  );
}

/** A carrier whose layout is not confirmed from public documentation: refused rather than guessed. */
function unconfirmed(field: string, format: string): ApiError {
  return invalidField(field, `${format} is not supported yet: its file layout is not confirmed (yamato_b2 is)`);
}

function trackingFormat(format: string | undefined): TrackingFormat {
  if (format === 'japanpost' || format === 'sagawa') throw unconfirmed('format', format);
  return format === 'yamato_b2' ? 'yamato_b2' : 'tenpo';
}
