import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { html, jst } from '../../web/html.ts';
import { texts } from '../../web/i18n.ts';
import { csrfField, field, notice, sendPage, tableBox } from '../../web/layout.ts';
import { MAX_FILE_BYTES } from '../../jobs/files.ts';
import { checkColumns, type ImportType } from '../../jobs/imports.ts';
import type { JobType } from '../../jobs/schemas.ts';
import {
  failedRows,
  exportFile,
  findJob,
  jobView,
  queueJob,
  recentJobs,
  resultLines,
  type JobParams,
} from '../../jobs/service.ts';
import { formatOf, readUpload, type Upload } from '../../jobs/upload.ts';

const text = texts({
  en: {
    title: 'Imports and exports',
    importTitle: 'Import a file',
    importHelp:
      'CSV with a header row (UTF-8, or Shift_JIS as Excel saves it) or JSON lines; up to 100,000 rows and 50 MB. Rows are applied as the API applies them; each row is reported.',
    kind: 'What the file holds',
    items: 'Items (matched by sku)',
    stock: 'Stock levels (sku, inventory or adjustment)',
    trackings: 'Yamato B2 Cloud shipping history (tracking numbers)',
    encoding: 'Character set',
    dryRun: 'Check only (write nothing)',
    file: 'File',
    upload: 'Upload',
    exportTitle: 'Export a file',
    exportItems: 'Items (CSV, UTF-8)',
    exportItemsSjis: 'Items (CSV, Shift_JIS)',
    exportOrders: 'Orders (CSV)',
    exportLabels: 'Yamato B2 Cloud labels (shippings awaiting shipment)',
    markPreparing: 'Move the exported shippings to “Preparing”',
    export: 'Export',
    jobs: 'Recent jobs',
    type: 'Job',
    status: 'Status',
    progress: 'Progress',
    created: 'Started',
    none: 'No jobs yet.',
    job: (type: string) => `Job: ${type}`,
    rows: (done: number, total: number) => `${done} of ${total} rows`,
    counts: (c: { created: number; updated: number; unchanged: number; failed: number }) =>
      `created ${c.created}, updated ${c.updated}, unchanged ${c.unchanged}, failed ${c.failed}`,
    dry: 'Check only: nothing was written.',
    failedRows: 'Failed rows (first 100)',
    row: 'Row',
    errors: 'Errors',
    noFailures: 'No row failed.',
    downloadReport: 'Download the report (every row, failed first)',
    downloadFile: 'Download the file',
    back: 'All imports and exports',
    refreshing: 'This page refreshes itself until the job ends.',
    queued: 'Queued',
    running: 'Running',
    succeeded: 'Done',
    failed: 'Failed',
  },
  ja: {
    title: 'インポート・エクスポート',
    importTitle: 'ファイルを取り込む',
    importHelp:
      '見出し行つきの CSV（UTF-8、または Excel が保存する Shift_JIS）か JSON Lines。10 万行・50 MB まで。API と同じ規則で 1 行ずつ反映し、行ごとに結果を示します。',
    kind: 'ファイルの内容',
    items: '商品（SKU で照合）',
    stock: '在庫数',
    trackings: 'B2クラウド発行済みデータ',
    encoding: '文字コード',
    dryRun: '確認のみ（書き込まない）',
    file: 'ファイル',
    upload: 'アップロード',
    exportTitle: 'ファイルを書き出す',
    exportItems: '商品（CSV・UTF-8）',
    exportItemsSjis: '商品（CSV・Shift_JIS）',
    exportOrders: '注文（CSV）',
    exportLabels: 'B2クラウド送り状（未発送）',
    markPreparing: '書き出した配送を「発送準備中」にする',
    export: '書き出す',
    jobs: '最近のジョブ',
    type: 'ジョブ',
    status: '状態',
    progress: '進み具合',
    created: '開始',
    none: 'ジョブはまだありません。',
    job: (type: string) => `ジョブ：${type}`,
    rows: (done: number, total: number) => `${total} 行中 ${done} 行`,
    counts: (c: { created: number; updated: number; unchanged: number; failed: number }) =>
      `作成 ${c.created}・更新 ${c.updated}・変更なし ${c.unchanged}・失敗 ${c.failed}`,
    dry: '確認のみ：何も書き込んでいません。',
    failedRows: '失敗した行（先頭 100 行）',
    row: '行',
    errors: 'エラー',
    noFailures: '失敗した行はありません。',
    downloadReport: '結果をダウンロード（全行、失敗した行が先）',
    downloadFile: 'ファイルをダウンロード',
    back: 'インポート・エクスポート一覧',
    refreshing: 'ジョブが終わるまでこのページは自動で更新されます。',
    queued: '待機中',
    running: '実行中',
    succeeded: '完了',
    failed: '失敗',
  },
});

const IMPORTS: Record<string, { type: ImportType; trackings?: boolean }> = {
  items: { type: 'items_import' },
  stock: { type: 'stock_import' },
  trackings: { type: 'trackings_import', trackings: true },
};

/** What the console's export buttons start. */
const EXPORTS: Record<string, { type: JobType; params: Omit<JobParams, 'actor'> }> = {
  items: { type: 'items_export', params: { format: 'csv', encoding: 'utf-8' } },
  items_sjis: { type: 'items_export', params: { format: 'csv', encoding: 'shift_jis' } },
  orders: { type: 'orders_export', params: { format: 'csv', encoding: 'utf-8', pii: true } },
  labels: {
    type: 'shippings_export',
    params: {
      format: 'csv',
      encoding: 'shift_jis',
      pii: true,
      labels: { statuses: ['unshipped', 'preparing'], markPreparing: false },
    },
  },
};

/** Jobs started in the console are found by the worker's next look (it polls every few seconds). */
const noWake = () => {};

const progressOf = (job: { rows: { total: number; processed: number } }) =>
  html`<progress value="${job.rows.processed}" max="${Math.max(job.rows.total, job.rows.processed, 1)}"></progress>`;

/**
 * Imports and exports for shop staff (DECISIONS.md section 7): the same jobs as the API's, started
 * by staff. Without script, a running job's page refreshes itself (the Refresh header) and shows a
 * progress bar; the report lists failed rows first and downloads whole.
 */
export function registerJobsPages(scope: FastifyInstance, ctx: AppContext): void {
  scope.get('/console/jobs', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const session = req.console!;
    const jobs = await recentJobs(ctx.db, session.staff.shopId, 20);
    return sendPage(
      req,
      reply,
      t.title,
      html`<section><h2>${t.importTitle}</h2><p class="muted">${t.importHelp}</p>
<form method="post" action="/console/jobs/imports" enctype="multipart/form-data" class="stack">${csrfField(session)}
<label>${t.kind} <select name="kind"><option value="items">${t.items}</option><option value="stock">${t.stock}</option><option value="trackings">${t.trackings}</option></select></label>
<label>${t.encoding} <select name="encoding"><option value="utf-8">UTF-8</option><option value="shift_jis">Shift_JIS</option></select></label>
<label><input type="checkbox" name="dry_run" value="true"> ${t.dryRun}</label>
<label>${t.file} <input type="file" name="file" accept=".csv,.txt,.ndjson,.jsonl,text/csv" required></label>
<button type="submit">${t.upload}</button></form></section>
<section><h2>${t.exportTitle}</h2>
<form method="post" action="/console/jobs/exports" class="stack">${csrfField(session)}
<label>${t.kind} <select name="what"><option value="items">${t.exportItems}</option><option value="items_sjis">${t.exportItemsSjis}</option><option value="orders">${t.exportOrders}</option><option value="labels">${t.exportLabels}</option></select></label>
<label><input type="checkbox" name="mark_preparing" value="true"> ${t.markPreparing}</label>
<button type="submit">${t.export}</button></form></section>
<section><h2>${t.jobs}</h2>${
        jobs.length === 0
          ? html`<p class="muted">${t.none}</p>`
          : tableBox(
              t.jobs,
              html`<table><thead><tr><th>${t.type}</th><th>${t.status}</th><th>${t.progress}</th><th>${t.created}</th></tr></thead><tbody>
${jobs.map(
  (j) => html`<tr><td><a href="/console/jobs/${j.id}">${j.type}</a></td><td>${t[j.status]}</td>
<td>${progressOf(j)} ${t.rows(j.rows.processed, j.rows.total)}</td><td>${jst(j.created_at)}</td></tr>`,
)}</tbody></table>`,
            )
      }</section>`,
    );
  });

  scope.get<{ Params: { id: string } }>('/console/jobs/:id', { schema: { hide: true } }, async (req, reply) => {
    const t = text(req);
    const row = await findJob(ctx.db, req.console!.staff.shopId, req.params.id, 'staff');
    const job = jobView(row);
    const running = job.status === 'queued' || job.status === 'running';
    if (running) reply.header('Refresh', '2');
    const failures = job.type.endsWith('_import') ? await failedRows(ctx.db, job.id, 100) : [];
    return sendPage(
      req,
      reply,
      t.job(job.type),
      html`<p><a href="/console/jobs">${t.back}</a></p>
<p><strong>${t[job.status]}</strong> ${progressOf(job)} ${t.rows(job.rows.processed, job.rows.total)}</p>
${running ? html`<p class="muted">${t.refreshing}</p>` : html``}
${notice('error', job.error)}${job.dry_run ? html`<p class="muted">${t.dry}</p>` : html``}
<p>${t.counts(job.rows)}</p>
${
  job.type.endsWith('_import')
    ? html`<p><a href="/console/jobs/${job.id}/report" download>${t.downloadReport}</a></p>
<h2>${t.failedRows}</h2>${
        failures.length === 0
          ? html`<p class="muted">${t.noFailures}</p>`
          : tableBox(
              t.failedRows,
              html`<table><thead><tr><th class="num">${t.row}</th><th>sku</th><th>${t.errors}</th></tr></thead><tbody>
${failures.map(
  (f) =>
    html`<tr><td class="num">${f.row}</td><td>${f.sku ?? ''}</td><td>${f.errors.map((e) => html`<code>${e.code}</code> ${e.field ?? ''} ${e.message}<br>`)}</td></tr>`,
)}</tbody></table>`,
            )
      }`
    : job.status === 'succeeded'
      ? html`<p><a href="/console/jobs/${job.id}/file" download>${t.downloadFile}</a></p>`
      : html``
}`,
    );
  });

  scope.get<{ Params: { id: string } }>('/console/jobs/:id/report', { schema: { hide: true } }, async (req, reply) => {
    const job = await findJob(ctx.db, req.console!.staff.shopId, req.params.id, 'staff');
    reply.header('Content-Disposition', `attachment; filename="${job.type}-${job.id}-report.ndjson"`);
    return reply.type('application/x-ndjson; charset=utf-8').send(Readable.from(resultLines(ctx.db, job.id, true)));
  });

  scope.get<{ Params: { id: string } }>('/console/jobs/:id/file', { schema: { hide: true } }, async (req, reply) => {
    const job = await findJob(ctx.db, req.console!.staff.shopId, req.params.id, 'staff');
    const file = exportFile(ctx.db, job, 'staff');
    reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return reply.type(file.contentType).send(file.stream);
  });

  scope.post('/console/jobs/exports', { schema: { hide: true } }, async (req, reply) => {
    const chosen = EXPORTS[field(req.body, 'what')];
    if (!chosen) throw new ApiError('invalid_request', 'Choose what to export');
    const staff = req.console!.staff;
    const params: JobParams = {
      ...chosen.params,
      actor: { type: 'staff', staffId: staff.staffId },
      ...(chosen.params.labels
        ? { labels: { ...chosen.params.labels, markPreparing: field(req.body, 'mark_preparing') === 'true' } }
        : {}),
    };
    const job = await req.unit.transaction((tx) =>
      queueJob(tx, { shopId: staff.shopId, type: chosen.type, params, wake: noWake }),
    );
    return reply.redirect(`/console/jobs/${job.id}`, 303);
  });

  // The upload streams into the file reader as it arrives (onFile), so its fields come before the file in the form.
  void scope.register(async (uploads) => {
    await uploads.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 7 },
      async onFile(part) {
        const body = (this.body ?? {}) as Record<string, unknown>;
        const name = part.filename.toLowerCase();
        const json = name.endsWith('.ndjson') || name.endsWith('.jsonl');
        // Fields parsed before the file are still {value} parts here.
        const chosen = (body.encoding as { value?: unknown } | undefined)?.value;
        const charset = chosen === 'shift_jis' ? 'shift_jis' : 'utf-8';
        const contentType = json ? 'application/x-ndjson' : `text/csv; charset=${charset}`;
        const { format, encoding } = formatOf(contentType);
        (part as unknown as { value: Upload }).value = await readUpload(part.file, format, encoding);
      },
    });
    uploads.post('/console/jobs/imports', { schema: { hide: true } }, (req, reply) => startImport(ctx, req, reply));
  });
}

async function startImport(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const chosen = IMPORTS[field(req.body, 'kind')];
  const upload = (req.body as { file?: Upload } | undefined)?.file;
  if (!chosen || !upload || !('sha256' in upload))
    throw new ApiError('invalid_request', 'Choose what the file holds and a file');
  const staff = req.console!.staff;
  const params: JobParams = {
    actor: { type: 'staff', staffId: staff.staffId },
    format: upload.format,
    encoding: upload.encoding,
    ...(chosen.trackings ? { trackingFormat: 'yamato_b2' as const } : {}),
  };
  checkColumns(chosen.type, params, upload.columns);
  const job = await req.unit.transaction((tx) =>
    queueJob(tx, {
      shopId: staff.shopId,
      type: chosen.type,
      params,
      dryRun: field(req.body, 'dry_run') === 'true',
      upload,
      wake: noWake,
    }),
  );
  return reply.redirect(`/console/jobs/${job.id}`, 303);
}
