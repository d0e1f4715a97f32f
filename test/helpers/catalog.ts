import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { ItemRow } from '../../src/catalog/items/repo/items.ts';
import { newId } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import type { TestApp } from './app.ts';

/** Catalogue fixtures shared by every area's tests. Keep the exported names stable. */

interface TestCategory {
  id: string;
  name: string;
  shopId: string;
}

/** A category row inserted directly (the categories API belongs to another sub-area). */
export async function createTestCategory(
  t: TestApp,
  options: { shopId?: string; name?: string } = {},
): Promise<TestCategory> {
  const now = nowIso();
  const row = {
    id: newId('cat'),
    shop_id: options.shopId ?? t.shopId,
    name: options.name ?? 'Coffee beans',
    parent_id: null,
    sort: 0,
    created_at: now,
    updated_at: now,
  };
  await t.fixtures.insertInto('categories').values(row).execute();
  return { id: row.id, name: row.name, shopId: row.shop_id };
}

let skuCounter = 0;

/** A valid create body for a normal item; overrides replace top-level fields. */
export function itemBody(categoryId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  skuCounter += 1;
  return {
    kind: 'normal',
    sku: `SKU-${process.pid}-${skuCounter}`,
    inventory: 10,
    name: 'Drip coffee 200g',
    category_id: categoryId,
    description: 'Medium roast, ground for drip.',
    price: { amount: 1200, currency: 'JPY' },
    tax_rate: 8,
    main_image_orientation: 'square',
    delivery_datetime_possibility: 'nullable',
    cancellation: { enabled: true, cancel_by: '24h before shipping' },
    ...overrides,
  };
}

/**
 * Creates an item through POST /v1/items (token needs write_items) and returns the full item.
 * Without a category_id override a new category of the default shop (`t.shopId`) is made;
 * pass `category_id` for items of another shop.
 */
export async function createTestItem(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<any> {
  const categoryId = (overrides.category_id as string | undefined) ?? (await createTestCategory(t)).id;
  const res = await t.post('/v1/items', token, itemBody(categoryId, overrides));
  assert.equal(res.statusCode, 201, `createTestItem: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/**
 * Inserts items straight into storage, each a copy of the shop's first item (create one through the
 * API first) with the fields given (id, sku and updated_at at least; created then too unless given; no
 * external_ref), 100 rows an insert: catalogues too large to build through the API in a test's time.
 */
export async function insertItemCopies(
  t: TestApp,
  rows: (Partial<ItemRow> & Pick<ItemRow, 'id' | 'sku' | 'updated_at'>)[],
): Promise<void> {
  const template = await t.ctx.db
    .selectFrom('items')
    .selectAll()
    .where('shop_id', '=', t.shopId)
    .limit(1)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < rows.length; i += 100)
    await t.fixtures
      .insertInto('items')
      .values(
        rows.slice(i, i + 100).map((row) => ({ ...template, external_ref: null, created_at: row.updated_at, ...row })),
      )
      .execute();
}

export interface MultipartPart {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body: each part a file (with filename) or a plain field. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----tenpo${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
