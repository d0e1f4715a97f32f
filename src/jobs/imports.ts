import { Type, type TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { firstInputProblem, nulProblem } from '../http/input-checks.ts';
import { ApiError, invalidField, notFound } from '../lib/errors.ts';
import { CreateItemBody, StockBody, UpdateItemBody } from '../catalog/items/schemas.ts';
import { changeStock, createItem, findBySku, updateItem } from '../catalog/items/service.ts';
import { bodyOfCells, leafColumns } from './columns.ts';
import { registerTrackingRow, TRACKING_COLUMNS } from './carriers.ts';
import type { JobParams } from './service.ts';
import type { RowOutcome } from './schemas.ts';

/*
 * What one row of an import does: the single-item endpoint's service, called with the row as its
 * body, so every rule and error code is that endpoint's own. A row runs in a savepoint: one that
 * fails (or a dry run's) is rolled back alone and the batch goes on.
 */

interface Importer {
  /** The columns a CSV file may have (the body's fields, nested ones dotted), and the one it must. */
  columns: readonly string[];
  required: string;
  apply(tx: Tx, ctx: AppContext, shopId: string, params: JobParams, body: Record<string, unknown>): Promise<RowOutcome>;
  /** The schema CSV cells are read with (JSON lines come typed). */
  cellSchema: TSchema;
  /** What rows acting on the same thing share (a sku, a shipping): a dry run replays a key's earlier rows. */
  key: (values: Record<string, unknown>) => string | null;
}

const skuKey = (values: Record<string, unknown>) => (typeof values.sku === 'string' ? values.sku : null);

/** Fields of a create that an edit refuses as not editable: the file sets them only when its row creates the item. */
const CREATION_ONLY = ['sku', 'kind', 'inventory'];

const itemsImporter: Importer = {
  columns: [
    ...new Set([...leafColumns(CreateItemBody), ...leafColumns(UpdateItemBody)].filter((c) => c !== 'managed_by')),
  ],
  required: 'sku',
  cellSchema: Type.Object({ ...UpdateItemBody.properties, ...CreateItemBody.properties }),
  key: skuKey,
  async apply(tx, ctx, shopId, params, body) {
    const sku = skuOf(body);
    const found = await findBySku(tx, shopId, sku);
    if (!found) {
      const item = await createItem(tx, ctx.config, shopId, body as never, params.actor);
      return { status: 'created', id: item.id, sku, errors: [] };
    }
    if (found.variantId)
      throw new ApiError(
        'sku_taken',
        "This sku is a variant's: an items file names items (variants are edited one by one)",
      );
    const edit = Object.fromEntries(Object.entries(body).filter(([k]) => !CREATION_ONLY.includes(k)));
    const item = await updateItem(tx, ctx, shopId, found.itemId, edit, params.actor);
    return { status: item.updated_at === found.updatedAt ? 'unchanged' : 'updated', id: item.id, sku, errors: [] };
  },
};

const stockImporter: Importer = {
  columns: ['sku', 'inventory', 'adjustment'],
  required: 'sku',
  cellSchema: Type.Object({ sku: Type.String(), ...StockBody.properties }),
  key: skuKey,
  async apply(tx, _ctx, shopId, params, body) {
    const sku = skuOf(body);
    const { sku: _sku, ...change } = body;
    const found = await findBySku(tx, shopId, sku);
    if (!found) throw notFound('item or variant with this sku');
    const result = await changeStock(
      tx,
      shopId,
      found.itemId,
      {
        ...change,
        ...(found.variantId ? { variant_id: found.variantId } : {}),
      },
      params.actor,
    );
    return { status: 'updated', id: result.variant_id ?? result.item_id, sku, errors: [] };
  },
};

/** A trackings row's shipping: its id (Tenpo's file) or its order number and place (B2 Cloud's お客様管理番号). */
const trackingKey = (values: Record<string, unknown>) => {
  const shipping = values.order_shipping_id ?? values[TRACKING_COLUMNS.yamato_b2.required[0]!];
  return typeof shipping === 'string' ? shipping.trim() : null;
};

const trackingsImporter: Importer = {
  columns: TRACKING_COLUMNS.tenpo.known!,
  required: 'tracking_number',
  cellSchema: Type.Object({}),
  key: trackingKey,
  apply: (tx, _ctx, shopId, params, body) =>
    registerTrackingRow(tx, shopId, params.trackingFormat ?? 'tenpo', body, params.actor),
};

export const IMPORTERS = {
  items_import: itemsImporter,
  stock_import: stockImporter,
  trackings_import: trackingsImporter,
} as const;
export type ImportType = keyof typeof IMPORTERS;

function skuOf(body: Record<string, unknown>): string {
  if (typeof body.sku !== 'string' || body.sku === '')
    throw invalidField('sku', 'is required: rows are matched by sku');
  return body.sku;
}

/** 400 for a CSV header naming a column the import does not take, or lacking one it needs. */
export function checkColumns(type: ImportType, params: JobParams, columns: string[]): void {
  if (params.format !== 'csv') return;
  const { required, known } =
    type === 'trackings_import'
      ? TRACKING_COLUMNS[params.trackingFormat ?? 'tenpo']
      : { required: [IMPORTERS[type].required], known: IMPORTERS[type].columns };
  const unknown = known ? columns.filter((c) => !known.includes(c)) : [];
  const missing = required.filter((c) => !columns.includes(c));
  const message = unknown.length
    ? `The header names columns this import does not take: ${unknown.join(', ')} (it takes ${known!.join(', ')})`
    : missing.length
      ? `The header must name the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`
      : null;
  if (message) throw new ApiError('invalid_request', message, { details: [{ field: 'header', message }] });
}

const textProblem = (text: string) =>
  text.isWellFormed() ? nulProblem(text) : 'must be well-formed Unicode (a lone surrogate is not)';

/**
 * Applies one row in its own savepoint, kept unless the row fails (a dry run rolls its whole batch
 * back: src/jobs/dry-run.ts); answers what it did. A refusal (a 4xx of the endpoint) is the row's
 * failure; anything else (storage) fails the batch, which then writes nothing.
 */
export async function applyRow(
  tx: Tx,
  ctx: AppContext,
  job: { shopId: string; type: ImportType; params: JobParams },
  row: { values?: Record<string, unknown>; problem?: string },
): Promise<RowOutcome> {
  const importer = IMPORTERS[job.type];
  const sku = typeof row.values?.sku === 'string' ? row.values.sku : null;
  if (!row.values) return failed(sku, [{ field: null, code: 'invalid_request', message: `The row ${row.problem}` }]);
  const body = job.params.format === 'csv' ? bodyOfCells(row.values, importer.cellSchema) : row.values;
  const problem = firstInputProblem(body, textProblem);
  if (problem)
    return failed(sku, [{ field: problem.path.join('.') || null, code: 'invalid_request', message: problem.message }]);
  await sql`savepoint job_row`.execute(tx);
  try {
    const outcome = await importer.apply(tx, ctx, job.shopId, job.params, body);
    await sql`release savepoint job_row`.execute(tx);
    return outcome;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    await sql`rollback to savepoint job_row`.execute(tx);
    await sql`release savepoint job_row`.execute(tx);
    const details = err.options.details ?? [];
    return failed(
      sku,
      details.length
        ? details.map((d) => ({ field: d.field, code: err.code, message: d.message }))
        : [{ field: null, code: err.code, message: err.message }],
    );
  }
}

const failed = (sku: string | null, errors: RowOutcome['errors']): RowOutcome => ({
  status: 'failed',
  id: null,
  sku,
  errors,
});
