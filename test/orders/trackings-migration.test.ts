import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import * as trackingsUniqueNumber from '../../src/db/migrations/0810_trackings_unique_number.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { carrierOf, insertOrder } from '../helpers/orders.ts';

const OLD = '2026-01-01T00:00:00.000Z';

describe('migration 0810: existing duplicate trackings', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('keeps the first registration with the latest spelling and date, deletes the copies, and then holds the rule', async () => {
    const carrier = await carrierOf(t);
    const o = await insertOrder(t, { shippings: ['unshipped', 'unshipped'] });
    const db = t.ctx.database.migrationDb as Kysely<any>;
    await trackingsUniqueNumber.down(db);
    const row = (
      id: string,
      shipping: string,
      number: string,
      date: string | null,
      created: string,
      updated: string,
    ) => ({
      id,
      shop_id: t.shopId,
      order_id: o.id,
      order_shipping_id: shipping,
      carrier_id: carrier,
      tracking_number: number,
      delivery_date: date,
      created_at: created,
      updated_at: updated,
    });
    const [s1, s2] = o.shippingIds as [string, string];
    await db
      .insertInto('trackings')
      .values([
        row('trk_a_first', s1, '1111-2222', '2026-12-01', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'),
        row('trk_b_copy', s1, '1111 2222', '2026-12-03', '2026-11-02T00:00:00.000Z', '2026-11-05T00:00:00.000Z'),
        row('trk_c_copy', s1, '11112222', null, '2026-11-03T00:00:00.000Z', '2026-11-03T00:00:00.000Z'),
        row('trk_d_other', s1, '3333', null, '2026-11-04T00:00:00.000Z', '2026-11-04T00:00:00.000Z'),
        row('trk_e_elsewhere', s2, '1111-2222', null, '2026-11-04T00:00:00.000Z', '2026-11-04T00:00:00.000Z'),
      ])
      .execute();
    await trackingsUniqueNumber.up(db);
    const rows = await t.ctx.db
      .selectFrom('trackings')
      .select(['id', 'tracking_number', 'tracking_key', 'delivery_date', 'updated_at'])
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(rows, [
      {
        id: 'trk_a_first',
        tracking_number: '1111 2222',
        tracking_key: '11112222',
        delivery_date: '2026-12-03',
        updated_at: '2026-11-05T00:00:00.000Z',
      },
      {
        id: 'trk_d_other',
        tracking_number: '3333',
        tracking_key: '3333',
        delivery_date: null,
        updated_at: '2026-11-04T00:00:00.000Z',
      },
      {
        id: 'trk_e_elsewhere',
        tracking_number: '1111-2222',
        tracking_key: '11112222',
        delivery_date: null,
        updated_at: '2026-11-04T00:00:00.000Z',
      },
    ]);
    await assert.rejects(
      db
        .insertInto('trackings')
        .values({ ...row('trk_f_copy', s1, '1111-2222', null, OLD, OLD), tracking_key: '11112222' })
        .execute(),
      'the unique index refuses another copy',
    );
  });
});
