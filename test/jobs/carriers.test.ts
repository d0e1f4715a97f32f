import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { parse } from 'csv-parse/sync';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { csvText, finishedJob, runImport, shiftJis } from '../helpers/jobs.ts';
import { placeTestOrder } from '../helpers/storefront.ts';

/** A Yamato tracking number: 11 digits and their value modulo 7. */
const yamatoNumber = (n: number) => {
  const body = String(40_000_000_000 + n);
  return `${body}${Number(body) % 7}`;
};

const SENDER = {
  name: '珈琲舎 髙田',
  phone: '03-1234-5678',
  postal_code: '150-0001',
  address: '東京都渋谷区神宮前1-2-3',
};

describe(`Yamato B2 Cloud: label file out, shipping history in (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp({ STOREFRONT_DEV_LOGIN: 'true' });
    token = await t.token(['write_shipping', 'read_orders', 'read_orders_pii']);
  });
  after(() => t.close());

  it('without a sender (ご依頼主) the label file is refused, naming it, and no job is queued', async () => {
    const refused = await t.post('/v1/shippings/exports', token, { format: 'yamato_b2' });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(errorOf(refused).details?.[0]?.field, 'sender');
    assert.match(errorOf(refused).message, /ご依頼主/);
    const jobs = await t.ctx.db.selectFrom('jobs').select('id').where('type', '=', 'shippings_export').execute();
    assert.equal(jobs.length, 0);
    await t.fixtures
      .insertInto('shop_senders')
      .values({ shop_id: t.shopId, ...SENDER, updated_at: new Date().toISOString() })
      .execute();
  });

  it('every shipping awaiting shipment is a row (Shift_JIS, CRLF), moved to preparing; the history registers every tracking number', async () => {
    const orders = [await placeTestOrder(t), await placeTestOrder(t), await placeTestOrder(t)];
    const started = await t.post('/v1/shippings/exports?mark_preparing=true', token, { format: 'yamato_b2' });
    assert.equal(started.statusCode, 202, started.body);
    const job = await finishedJob(t, token, started.json().data.id);
    assert.equal(job.status, 'succeeded', JSON.stringify(job));
    const file = await t.get(`/v1/jobs/${job.id}/file`, token);
    assert.equal(file.headers['content-type'], 'text/csv; charset=shift_jis');
    const text = iconv.decode(file.rawPayload, 'cp932');
    assert.ok(text.endsWith('\r\n') && !/[^\r]\n/.test(text), 'CRLF line ends');
    const rows: string[][] = parse(text);
    assert.equal(rows[0]![0], 'お客様管理番号');
    assert.equal(rows[0]![3], '伝票番号');
    const numbers = await Promise.all(
      orders.map(async (o) => String((await t.get(`/v1/orders/${o.orderId}`, token)).json().data.number)),
    );
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
      [...numbers].sort(),
    );
    for (const r of rows.slice(1)) {
      assert.deepEqual([r[19], r[21], r[22], r[24]], [SENDER.phone, SENDER.postal_code, SENDER.address, SENDER.name]);
      assert.equal(r[1], '0');
      assert.match(r[4]!, /^\d{4}\/\d{2}\/\d{2}$/);
      assert.ok(r[15], 'recipient name');
      assert.ok(r[11], 'recipient address');
    }
    for (const o of orders) {
      const detail = (await t.get(`/v1/orders/${o.orderId}`, token)).json().data;
      assert.deepEqual(
        detail.shippings.map((s: any) => s.status),
        ['preparing'],
      );
    }

    // B2 Cloud's history: the same layout with 伝票番号 filled; one number with a wrong check digit.
    const history = rows.map((r, i) => (i === 0 ? r : r.map((cell, c) => (c === 3 ? yamatoNumber(i) : cell))));
    const wrong = yamatoNumber(99);
    history.push([
      ...history[1]!.slice(0, 3),
      `${wrong.slice(0, 11)}${(Number(wrong[11]) + 1) % 10}`,
      ...history[1]!.slice(4),
    ]);
    const { job: imported, results } = await runImport(
      t,
      '/v1/trackings/imports?format=yamato_b2',
      token,
      shiftJis(csvText(history)),
      'text/csv; charset=shift_jis',
    );
    assert.deepEqual(imported.rows, { total: 4, processed: 4, created: 3, updated: 0, unchanged: 0, failed: 1 });
    assert.deepEqual(
      results[3].errors.map((e: any) => [e.field, e.code]),
      [['tracking_number', 'invalid_request']],
    );
    for (const [i, o] of orders.entries()) {
      const detail = (await t.get(`/v1/orders/${o.orderId}`, token)).json().data;
      const row = history.findIndex((r) => r[0] === String(detail.number));
      assert.deepEqual(
        detail.shippings[0].trackings.map((k: any) => k.tracking_number),
        [yamatoNumber(row)],
        `order ${i}`,
      );
    }
    // The same history again registers nothing twice.
    const again = await runImport(
      t,
      '/v1/trackings/imports?format=yamato_b2',
      token,
      shiftJis(csvText(history)),
      'text/csv; charset=shift_jis',
    );
    assert.deepEqual(
      again.results.map((r) => r.status),
      ['unchanged', 'unchanged', 'unchanged', 'failed'],
    );
  });

  it('a label file needs read_orders_pii; unconfirmed layouts are refused, not guessed', async () => {
    const plain = await t.token(['write_shipping']);
    assert.equal(
      errorOf(await t.post('/v1/shippings/exports', plain, { format: 'yamato_b2' })).code,
      'insufficient_scope',
    );
    assert.equal(errorOf(await t.post('/v1/shippings/exports', token, { format: 'sagawa' })).code, 'invalid_request');
    const res = await t.request('POST', '/v1/trackings/imports?format=japanpost', {
      token,
      key: 'k-japanpost',
      body: Buffer.from('a,b\n1,2\n'),
      headers: { 'content-type': 'text/csv' },
    });
    assert.equal(errorOf(res).code, 'invalid_request');
  });
});
