import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import iconv from 'iconv-lite';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app.ts';
import { until, WAIT_MS } from './until.ts';

/** Job fixtures: files sent as imports, jobs waited for, results read. */

/** CSV text from rows of cells (quoted where a cell needs it), CRLF between lines as spreadsheets write it. */
export function csvText(rows: unknown[][]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const shiftJis = (text: string): Buffer => iconv.encode(text, 'cp932');

/** The columns of the items files the tests write: what a new item needs. */
export const ITEM_HEADER = [
  'sku',
  'name',
  'category_id',
  'description',
  'price.amount',
  'price.currency',
  'tax_rate',
  'inventory',
  'cancellation.enabled',
  'cancellation.cancel_by',
];

/** An items file row (ITEM_HEADER's cells) creating a valid item, with the cells given replaced. */
export function itemRow(sku: string, categoryId: string, cells: Record<string, unknown> = {}): unknown[] {
  const row: Record<string, unknown> = {
    sku,
    name: `珈琲 ${sku}`,
    category_id: categoryId,
    description: '深煎り',
    'price.amount': 1200,
    'price.currency': 'JPY',
    tax_rate: 8,
    inventory: 5,
    'cancellation.enabled': 'false',
    'cancellation.cancel_by': '',
    ...cells,
  };
  return ITEM_HEADER.map((c) => row[c]);
}

/** Sends a file to an import route; contentType defaults to UTF-8 CSV. */
export function sendImport(
  t: TestApp,
  path: string,
  token: string,
  file: string | Buffer,
  contentType = 'text/csv',
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.request('POST', path, {
    token,
    key,
    body: Buffer.isBuffer(file) ? file : Buffer.from(file),
    headers: { 'content-type': contentType },
  });
}

/** Waits for the job to finish and answers it as GET /v1/jobs/{id} shows it. */
export async function finishedJob(t: TestApp, token: string, id: string, within = WAIT_MS): Promise<any> {
  return until(
    async () => {
      const res = await t.get(`/v1/jobs/${id}`, token);
      assert.equal(res.statusCode, 200, res.body);
      const job = res.json().data;
      return job.status === 'succeeded' || job.status === 'failed' ? job : null;
    },
    `job ${id} to finish`,
    within,
  );
}

/** A finished job's results, one object per row. */
export async function resultsOf(
  t: TestApp,
  token: string,
  id: string,
  query: Record<string, string> = {},
): Promise<any[]> {
  const res = await t.get(`/v1/jobs/${id}/results`, token, query);
  assert.equal(res.statusCode, 200, res.body);
  return res.body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Imports a file and waits for its job: answers the job and its results. */
export async function runImport(
  t: TestApp,
  path: string,
  token: string,
  file: string | Buffer,
  contentType?: string,
  within?: number,
): Promise<{ job: any; results: any[] }> {
  const res = await sendImport(t, path, token, file, contentType);
  assert.equal(res.statusCode, 202, res.body);
  const job = await finishedJob(t, token, res.json().data.id, within);
  return { job, results: await resultsOf(t, token, job.id) };
}
