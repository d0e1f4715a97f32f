import { Type, type TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/database.ts';
import { firstInputProblem, nulProblem } from '../http/input-checks.ts';
import { ApiError, invalidField, notFound, refusalOf } from '../lib/errors.ts';
import {
  CreateItemBody,
  StockBody,
  UpdateItemBody,
  type CreateItemInput,
  type Item,
} from '../catalog/items/schemas.ts';
import { createItem, createItems, findBySkus, updateItems } from '../catalog/items/service.ts';
import { changeStocks, type StockChange } from '../catalog/items/stock-changes.ts';
import { bodyOfCells, leafColumns } from './columns.ts';
import { registerTrackingRow, TRACKING_COLUMNS } from './carriers.ts';
import type { JobParams } from './service.ts';
import type { RowOutcome } from './schemas.ts';

/*
 * What the rows of an import do: the single-item endpoint's service, called with each row as its
 * body, so every rule and error code is that endpoint's own. Trackings go row by row, each row in a
 * savepoint: one that fails is rolled back alone and the batch goes on. Stock rows go a batch at
 * once through changeStocks, the stock endpoint's service for many changes, whose refused changes
 * write nothing. Items rows go a window of rows at once: those of new skus through createItems, the
 * create endpoint's service for many items, and those of existing items through updateItems, the
 * edit endpoint's.
 */

type Body = Record<string, unknown>;

type Importer = {
  /** The columns a CSV file may have (the body's fields, nested ones dotted), and the one it must. */
  columns: readonly string[];
  required: string;
  /** The schema CSV cells are read with (JSON lines come typed). */
  cellSchema: TSchema;
  /** What rows acting on the same thing share (a sku, a shipping): a dry run replays a key's earlier rows. */
  key: (values: Body) => string | null;
} & (
  | { apply(tx: Tx, ctx: AppContext, shopId: string, params: JobParams, body: Body): Promise<RowOutcome> }
  /**
   * The rows of a batch at once, in file order: one outcome (or refusal) per row, for the rows from
   * the first up to where it stopped once `deadline` passed (a performance.now() time; at least one).
   */
  | {
      applyAll(
        tx: Tx,
        ctx: AppContext,
        shopId: string,
        params: JobParams,
        bodies: Body[],
        deadline: number,
      ): Promise<(RowOutcome | ApiError)[]>;
    }
);

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
  async applyAll(tx, ctx, shopId, params, bodies, deadline) {
    const outcomes: (RowOutcome | ApiError)[] = [];
    // Rows go a window at a time, each twice the last, until the deadline: a window's rows are
    // looked up in a statement or a few, its new items created together and its edits applied
    // together. A window ends before a row naming a sku one of its rows named (its own, or a
    // variant's), so that row sees what the earlier one did, as row by row.
    let from = 0;
    for (let window = FIRST_WINDOW; from < bodies.length && (from === 0 || performance.now() < deadline); window *= 2) {
      const named = new Set<string>();
      let to = from;
      for (; to < bodies.length && to - from < window; to++) {
        const skus = skusOf(bodies[to]!);
        if (skus.some((sku) => named.has(sku))) break;
        for (const sku of skus) named.add(sku);
      }
      const owners = await findBySkus(tx, shopId, bodies.slice(from, to).flatMap(skusOf));
      const creates: number[] = [];
      const edits: number[] = [];
      for (let i = from; i < to; i++) {
        const sku = refusalOf(() => skuOf(bodies[i]!));
        const found = sku instanceof ApiError ? undefined : owners.get(sku);
        if (sku instanceof ApiError) outcomes[i] = sku;
        else if (!found) creates.push(i);
        else if (found.variantId)
          outcomes[i] = new ApiError(
            'sku_taken',
            "This sku is a variant's: an items file names items (variants are edited one by one)",
          );
        else edits.push(i);
      }
      const created = await createRows(
        tx,
        ctx,
        shopId,
        params,
        creates.map((i) => bodies[i]!),
      );
      creates.forEach((row, j) => (outcomes[row] = created[j]!));
      const edited = await editRows(
        tx,
        ctx,
        shopId,
        params,
        edits.map((i) => ({ body: bodies[i]!, itemId: owners.get(bodies[i]!.sku as string)!.itemId })),
      );
      edits.forEach((row, j) => (outcomes[row] = edited[j]!));
      from = to;
    }
    return outcomes.slice(0, from);
  },
};

/** The rows of an items batch's first window (then 2×, 4×…): few, so a batch of slow rows (options, bundles) still ends near its deadline. */
const FIRST_WINDOW = 16;

/** The skus a row names: its own, and its new variants'. */
function skusOf(body: Body): string[] {
  const variants = Array.isArray(body.variants) ? (body.variants as { sku?: unknown }[]) : [];
  return [body.sku, ...variants.map((v) => v?.sku)].filter((s): s is string => typeof s === 'string');
}

/**
 * Rows of new skus, created by createItems together. A sku taken that the look-up did not see (a
 * request creating it meanwhile, a variant's sku named twice) rejects them all: then each row goes
 * alone in its savepoint, the one taken refused and the others created.
 */
async function createRows(
  tx: Tx,
  ctx: AppContext,
  shopId: string,
  params: JobParams,
  bodies: Body[],
): Promise<(RowOutcome | ApiError)[]> {
  if (bodies.length === 0) return [];
  const created = (item: Item): RowOutcome => ({ status: 'created', id: item.id, sku: item.sku, errors: [] });
  const together = await inSavepoint(tx, () => createItems(tx, ctx.config, shopId, bodies, params.actor));
  if (!(together instanceof ApiError)) return together.map((item) => (item instanceof ApiError ? item : created(item)));
  if (together.code !== 'sku_taken') throw together;
  const outcomes: (RowOutcome | ApiError)[] = [];
  for (const body of bodies)
    outcomes.push(
      await inSavepoint(tx, async () =>
        created(await createItem(tx, ctx.config, shopId, body as CreateItemInput, params.actor)),
      ),
    );
  return outcomes;
}

/**
 * Rows of existing items' skus, as edits of them (the fields only a creation sets left out) by
 * updateItems, the edit endpoint's service for many items: a refused row writes nothing, and a row
 * that changes nothing is `unchanged`.
 */
async function editRows(
  tx: Tx,
  ctx: AppContext,
  shopId: string,
  params: JobParams,
  rows: { body: Body; itemId: string }[],
): Promise<(RowOutcome | ApiError)[]> {
  if (rows.length === 0) return [];
  const edits = rows.map(({ body, itemId }) => ({
    itemId,
    body: Object.fromEntries(Object.entries(body).filter(([k]) => !CREATION_ONLY.includes(k))),
  }));
  const edited = await updateItems(tx, ctx, shopId, edits, params.actor);
  return edited.map((outcome, j) =>
    outcome instanceof ApiError
      ? outcome
      : {
          status: outcome.changed ? 'updated' : 'unchanged',
          id: outcome.row.id,
          sku: rows[j]!.body.sku as string,
          errors: [],
        },
  );
}

const stockImporter: Importer = {
  columns: ['sku', 'inventory', 'adjustment'],
  required: 'sku',
  cellSchema: Type.Object({ sku: Type.String(), ...StockBody.properties }),
  key: skuKey,
  async applyAll(tx, _ctx, shopId, params, bodies) {
    const owners = await findBySkus(
      tx,
      shopId,
      bodies.flatMap((b) => (typeof b.sku === 'string' ? [b.sku] : [])),
    );
    const changes = bodies.map((body) => refusalOf(() => stockChangeOf(body, owners)));
    const levels = await changeStocks(
      tx,
      shopId,
      changes.filter((c): c is StockChange => !(c instanceof ApiError)),
      params.actor,
    );
    return changes.map((change, i) => {
      if (change instanceof ApiError) return change;
      const level = levels.shift()!;
      if (level instanceof ApiError) return level;
      return { status: 'updated', id: level.variant_id ?? level.item_id, sku: bodies[i]!.sku as string, errors: [] };
    });
  },
};

/** A stock row as the stock endpoint's change: its sku's item, and its variant when the sku is one's. */
function stockChangeOf(body: Body, owners: Awaited<ReturnType<typeof findBySkus>>): StockChange {
  const { sku: _sku, ...change } = body;
  const found = owners.get(skuOf(body));
  if (!found) throw notFound('item or variant with this sku');
  return { itemId: found.itemId, body: { ...change, ...(found.variantId ? { variant_id: found.variantId } : {}) } };
}

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

function skuOf(body: Body): string {
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
 * Applies the rows of a batch in file order and answers what each did, until `deadline` (a
 * performance.now() time) has passed: the rows after it are left for the next batch. Row by row,
 * each row runs in its own savepoint, kept unless the row fails (a dry run rolls its whole batch
 * back: src/jobs/dry-run.ts); a batch-wise importer applies many rows in one go, its statements not
 * growing with the rows, and stops at the deadline where it can. A refusal (a 4xx of the endpoint)
 * is the row's failure; anything else (storage) fails the batch, which then writes nothing.
 */
export async function applyRows(
  tx: Tx,
  ctx: AppContext,
  job: { shopId: string; type: ImportType; params: JobParams },
  rows: { values?: Body; problem?: string }[],
  deadline = Infinity,
): Promise<RowOutcome[]> {
  const importer: Importer = IMPORTERS[job.type];
  const checked = rows.map((row) => checkedRow(importer, job.params, row));
  const outcomes: (RowOutcome | ApiError)[] = [];
  if ('applyAll' in importer) {
    const applied = await importer.applyAll(
      tx,
      ctx,
      job.shopId,
      job.params,
      checked.flatMap((c) => (c.body ? [c.body] : [])),
      deadline,
    );
    // The rows it applied, with the unreadable rows among and right after them.
    for (const c of checked) {
      if (!c.outcome && applied.length === 0) break;
      outcomes.push(c.outcome ?? applied.shift()!);
    }
  } else
    for (const { body, outcome } of checked) {
      outcomes.push(outcome ?? (await inSavepoint(tx, () => importer.apply(tx, ctx, job.shopId, job.params, body!))));
      if (performance.now() >= deadline) break;
    }
  return outcomes.map((outcome, i) =>
    outcome instanceof ApiError ? failed(checked[i]!.sku, errorsOf(outcome)) : outcome,
  );
}

/** A row's body as the endpoint takes it, or the row's failure when it is no body (unreadable, or holding text no field may). */
function checkedRow(
  importer: Importer,
  params: JobParams,
  row: { values?: Body; problem?: string },
): { sku: string | null; body?: Body; outcome?: RowOutcome } {
  const sku = typeof row.values?.sku === 'string' ? row.values.sku : null;
  if (!row.values)
    return { sku, outcome: failed(sku, [{ field: null, code: 'invalid_request', message: `The row ${row.problem}` }]) };
  const body = params.format === 'csv' ? bodyOfCells(row.values, importer.cellSchema) : row.values;
  const problem = firstInputProblem(body, textProblem);
  if (!problem) return { sku, body };
  const errors = [{ field: problem.path.join('.') || null, code: 'invalid_request', message: problem.message }];
  return { sku, outcome: failed(sku, errors) };
}

/** What fn answers, its writes kept; or, when it refuses, the ApiError, its writes rolled back. */
async function inSavepoint<T>(tx: Tx, fn: () => Promise<T>): Promise<T | ApiError> {
  await sql`savepoint job_row`.execute(tx);
  try {
    const outcome = await fn();
    await sql`release savepoint job_row`.execute(tx);
    return outcome;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) throw err;
    await sql`rollback to savepoint job_row`.execute(tx);
    await sql`release savepoint job_row`.execute(tx);
    return err;
  }
}

/** A refusal as a row's errors: each of its details, or its message. */
function errorsOf(err: ApiError): RowOutcome['errors'] {
  const details = err.options.details ?? [];
  return details.length
    ? details.map((d) => ({ field: d.field, code: err.code, message: d.message }))
    : [{ field: null, code: err.code, message: err.message }];
}

const failed = (sku: string | null, errors: RowOutcome['errors']): RowOutcome => ({
  status: 'failed',
  id: null,
  sku,
  errors,
});
