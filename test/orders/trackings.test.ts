import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { carrierOf, insertOrder } from '../helpers/orders.ts';

const TRACKING_KEYS = [
  'carrier_id',
  'delivery_date',
  'order_id',
  'order_shipping_id',
  'tracking_id',
  'tracking_number',
];
const OLD = '2026-01-01T00:00:00.000Z';

describe('POST /v1/orders/{id}/trackings and PATCH /v1/orders/{id}/trackings/{tracking_id}', () => {
  let t: TestApp;
  let token: string;
  let carrier: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_shipping']);
    carrier = await carrierOf(t);
  });
  after(() => t.close());

  const orderUpdatedAt = async (id: string) =>
    (await t.ctx.db.selectFrom('orders').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow())
      .updated_at;

  it('registers a tracking number: 201 with the Tracking object at top level, visible in the order detail', async () => {
    const o = await insertOrder(t, { updatedAt: OLD });
    const res = await t.post(`/v1/orders/${o.id}/trackings`, token, {
      order_shipping_id: o.shippingIds[0],
      carrier_id: carrier,
      tracking_number: '1234-5678-9012',
      delivery_date: '2026-12-05',
    });
    assert.equal(res.statusCode, 201, res.body);
    const tracking = res.json();
    assert.deepEqual(Object.keys(tracking).sort(), TRACKING_KEYS);
    assert.match(tracking.tracking_id, /^trk_/);
    assert.deepEqual(
      { ...tracking, tracking_id: 'x' },
      {
        tracking_id: 'x',
        order_id: o.id,
        order_shipping_id: o.shippingIds[0],
        carrier_id: carrier,
        tracking_number: '1234-5678-9012',
        delivery_date: '2026-12-05',
      },
    );
    assert.ok((await orderUpdatedAt(o.id)) > OLD, 'registration moves orders.updated_at');
    const detail = (await t.get(`/v1/orders/${o.id}`, await t.token(['read_orders']))).json().data;
    assert.deepEqual(detail.shippings[0].trackings, [tracking]);
  });

  it('answers delivery_date null when none was given', async () => {
    const o = await insertOrder(t);
    const res = await t.post(`/v1/orders/${o.id}/trackings`, token, {
      order_shipping_id: o.shippingIds[0],
      carrier_id: carrier,
      tracking_number: 'A1',
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().delivery_date, null);
  });

  it('refuses a cancelled shipping with 409 invalid_transition and writes nothing', async () => {
    const o = await insertOrder(t, { shippings: ['cancelled'], updatedAt: OLD });
    const before = await countRows(t, 'trackings');
    const res = await t.post(`/v1/orders/${o.id}/trackings`, token, {
      order_shipping_id: o.shippingIds[0],
      carrier_id: carrier,
      tracking_number: 'A1',
    });
    assert.equal(res.statusCode, 409);
    assert.equal(errorOf(res).code, 'invalid_transition');
    assert.equal(await countRows(t, 'trackings'), before);
    assert.equal(await orderUpdatedAt(o.id), OLD);
  });

  it('refuses a carrier that is not a delivery company of the shop with 400 invalid_request naming carrier_id', async () => {
    const o = await insertOrder(t);
    const otherShopCarrier = await carrierOf(t, await t.newShop());
    const before = await countRows(t, 'trackings');
    for (const carrier_id of ['dlv_unknown', otherShopCarrier]) {
      const res = await t.post(`/v1/orders/${o.id}/trackings`, token, {
        order_shipping_id: o.shippingIds[0],
        carrier_id,
        tracking_number: 'A1',
      });
      assert.equal(res.statusCode, 400);
      const e = errorOf(res);
      assert.equal(e.code, 'invalid_request');
      assert.deepEqual(
        e.details?.map((d) => d.field),
        ['carrier_id'],
      );
    }
    assert.equal(await countRows(t, 'trackings'), before);
  });

  it('refuses a shipping of another order with 400 invalid_request naming order_shipping_id', async () => {
    const a = await insertOrder(t);
    const b = await insertOrder(t);
    const res = await t.post(`/v1/orders/${a.id}/trackings`, token, {
      order_shipping_id: b.shippingIds[0],
      carrier_id: carrier,
      tracking_number: 'A1',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(errorOf(res).details?.[0]?.field, 'order_shipping_id');
  });

  it('refuses malformed bodies (types, unknown fields, impossible dates, long numbers) and writes nothing', async () => {
    const o = await insertOrder(t, { updatedAt: OLD });
    const good = { order_shipping_id: o.shippingIds[0], carrier_id: carrier, tracking_number: 'A1' };
    const bad = [
      { ...good, delivery_date: '2026-02-30' },
      { ...good, delivery_date: '2026-13-01' },
      { ...good, delivery_date: '05/12/2026' },
      { ...good, delivery_date: '2026-12-05T00:00:00Z' },
      { ...good, tracking_number: 12345 },
      { ...good, tracking_number: '' },
      { ...good, tracking_number: 'x'.repeat(65) },
      { ...good, tracking_number: '   ' },
      { ...good, tracking_number: 'tab\tinside' },
      { ...good, status: 'shipped' },
      { carrier_id: carrier, tracking_number: 'A1' },
      { ...good, delivery_date: null },
    ];
    const before = await countRows(t, 'trackings');
    for (const body of bad) {
      const res = await t.post(`/v1/orders/${o.id}/trackings`, token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    assert.equal(await countRows(t, 'trackings'), before);
    assert.equal(await orderUpdatedAt(o.id), OLD);
  });

  it('accepts tracking numbers as pasted (spaces, hyphens, letters), trims the ends and stores the rest as sent', async () => {
    const o = await insertOrder(t);
    for (const [sent, stored] of [
      ['4455 6677 8899', '4455 6677 8899'],
      ['  AB-1234-5678 JP\u3000', 'AB-1234-5678 JP'],
      ['１２３４－５６７８', '１２３４－５６７８'],
      ['x'.repeat(62), 'x'.repeat(62)],
    ]) {
      const res = await t.post(`/v1/orders/${o.id}/trackings`, token, {
        order_shipping_id: o.shippingIds[0],
        carrier_id: carrier,
        tracking_number: sent,
      });
      assert.equal(res.statusCode, 201, `${sent}: ${res.body}`);
      assert.equal(res.json<{ tracking_number: string }>().tracking_number, stored);
      const corrected = await t.patch(
        `/v1/orders/${o.id}/trackings/${res.json<{ tracking_id: string }>().tracking_id}`,
        token,
        { tracking_number: ` ${stored} ` },
      );
      assert.equal(corrected.json<{ tracking_number: string }>().tracking_number, stored);
    }
  });

  it('answers 404 for an unknown order', async () => {
    const o = await insertOrder(t);
    const res = await t.post('/v1/orders/ord_missing/trackings', token, {
      order_shipping_id: o.shippingIds[0],
      carrier_id: carrier,
      tracking_number: 'A1',
    });
    assert.equal(res.statusCode, 404);
    assert.equal(errorOf(res).code, 'not_found');
  });

  it('corrects a tracking: only the fields sent change, answered at top level, updated_at moves', async () => {
    const o = await insertOrder(t);
    const created = (
      await t.post(`/v1/orders/${o.id}/trackings`, token, {
        order_shipping_id: o.shippingIds[0],
        carrier_id: carrier,
        tracking_number: 'WRONG',
        delivery_date: '2026-12-05',
      })
    ).json();
    await t.fixtures.updateTable('orders').set({ updated_at: OLD }).where('id', '=', o.id).execute();
    const res = await t.patch(`/v1/orders/${o.id}/trackings/${created.tracking_id}`, token, {
      tracking_number: 'RIGHT-1',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { ...created, tracking_number: 'RIGHT-1' });
    assert.ok((await orderUpdatedAt(o.id)) > OLD);
    const cleared = await t.patch(`/v1/orders/${o.id}/trackings/${created.tracking_id}`, token, {
      delivery_date: null,
    });
    assert.equal(cleared.json().delivery_date, null);
    const detail = (await t.get(`/v1/orders/${o.id}`, await t.token(['read_orders']))).json().data;
    assert.deepEqual(detail.shippings[0].trackings, [cleared.json()]);
  });

  it('refuses corrections that are empty, name unknown or fixed fields, or use a foreign carrier', async () => {
    const o = await insertOrder(t);
    const created = (
      await t.post(`/v1/orders/${o.id}/trackings`, token, {
        order_shipping_id: o.shippingIds[0],
        carrier_id: carrier,
        tracking_number: 'T1',
      })
    ).json();
    const url = `/v1/orders/${o.id}/trackings/${created.tracking_id}`;
    for (const body of [
      {},
      { order_shipping_id: o.shippingIds[0] },
      { delivery_date: '2026-04-31' },
      { carrier_id: 'dlv_nope' },
    ]) {
      const res = await t.patch(url, token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    const row = await t.ctx.db
      .selectFrom('trackings')
      .selectAll()
      .where('id', '=', created.tracking_id)
      .executeTakeFirstOrThrow();
    assert.equal(row.tracking_number, 'T1');
    assert.equal(row.carrier_id, carrier);
  });

  it('refuses a correction on a cancelled shipping with 409 invalid_transition', async () => {
    const o = await insertOrder(t);
    const created = (
      await t.post(`/v1/orders/${o.id}/trackings`, token, {
        order_shipping_id: o.shippingIds[0],
        carrier_id: carrier,
        tracking_number: 'T1',
      })
    ).json();
    assert.equal(
      (await t.post(`/v1/orders/${o.id}/shippings/${o.shippingIds[0]}/status`, token, { status: 'cancelled' }))
        .statusCode,
      200,
    );
    const res = await t.patch(`/v1/orders/${o.id}/trackings/${created.tracking_id}`, token, { tracking_number: 'T2' });
    assert.equal(res.statusCode, 409);
    assert.equal(errorOf(res).code, 'invalid_transition');
  });

  it('answers 404 for a tracking of another order', async () => {
    const a = await insertOrder(t);
    const b = await insertOrder(t);
    const created = (
      await t.post(`/v1/orders/${b.id}/trackings`, token, {
        order_shipping_id: b.shippingIds[0],
        carrier_id: carrier,
        tracking_number: 'T1',
      })
    ).json();
    const res = await t.patch(`/v1/orders/${a.id}/trackings/${created.tracking_id}`, token, { tracking_number: 'T2' });
    assert.equal(res.statusCode, 404);
  });

  describe('a tracking number is registered once per shipping and carrier', () => {
    const registered = () => countRows(t, 'changes', { type: 'tracking.registered', object_type: 'tracking' });
    const trackingsOf = (shippingId: string) => countRows(t, 'trackings', { order_shipping_id: shippingId });

    it('the same number again, with another Idempotency-Key or spelling, answers 200 with the first registration and records nothing', async () => {
      const o = await insertOrder(t);
      const body = {
        order_shipping_id: o.shippingIds[0],
        carrier_id: carrier,
        tracking_number: '1234-5678-9012',
        delivery_date: '2026-12-05',
      };
      const first = await t.post(`/v1/orders/${o.id}/trackings`, token, body);
      assert.equal(first.statusCode, 201, first.body);
      await t.fixtures.updateTable('orders').set({ updated_at: OLD }).where('id', '=', o.id).execute();
      const events = await registered();
      for (const tracking_number of [
        '1234-5678-9012',
        ' 1234 5678 9012 ',
        '１２３４－５６７８－９０１２',
        '123456789012',
      ]) {
        const again = await t.post(`/v1/orders/${o.id}/trackings`, token, {
          ...body,
          tracking_number,
          delivery_date: '2026-12-24',
        });
        assert.equal(again.statusCode, 200, `${tracking_number}: ${again.body}`);
        assert.equal(again.body, first.body, 'the same body as the first registration, as it stands');
      }
      assert.equal(await trackingsOf(o.shippingIds[0]!), 1);
      assert.equal(await registered(), events, 'no second tracking.registered');
      assert.equal(await orderUpdatedAt(o.id), OLD, 'the order does not move');
    });

    it('the same number with another carrier, or on another shipping, is a registration of its own', async () => {
      const o = await insertOrder(t, { shippings: ['unshipped', 'unshipped'] });
      const otherCarrier = (
        await t.ctx.db
          .selectFrom('delivery_companies')
          .select('id')
          .where('shop_id', '=', t.shopId)
          .where('id', '!=', carrier)
          .executeTakeFirstOrThrow()
      ).id;
      for (const [order_shipping_id, carrier_id] of [
        [o.shippingIds[0], carrier],
        [o.shippingIds[0], otherCarrier],
        [o.shippingIds[1], carrier],
      ]) {
        const res = await t.post(`/v1/orders/${o.id}/trackings`, token, {
          order_shipping_id,
          carrier_id,
          tracking_number: 'SAME-1',
        });
        assert.equal(res.statusCode, 201, res.body);
      }
    });

    it('two registrations of one number at once with different Idempotency-Keys: one 201, one 200 with the same body, one event', async () => {
      for (let round = 0; round < 5; round++) {
        const o = await insertOrder(t);
        const events = await registered();
        const body = { order_shipping_id: o.shippingIds[0], carrier_id: carrier, tracking_number: `RACE-${round}` };
        const answers = await Promise.all([0, 1, 2].map(() => t.post(`/v1/orders/${o.id}/trackings`, token, body)));
        assert.deepEqual(
          answers.map((a) => a.statusCode).sort(),
          [200, 200, 201],
          answers.map((a) => a.body).join('\n'),
        );
        assert.equal(new Set(answers.map((a) => a.body)).size, 1);
        assert.equal(await trackingsOf(o.shippingIds[0]!), 1);
        assert.equal(await registered(), events + 1);
      }
    });

    it('a correction to a number the shipping has with that carrier is 409 tracking_number_taken and changes nothing', async () => {
      const o = await insertOrder(t);
      const post = (tracking_number: string) =>
        t.post(`/v1/orders/${o.id}/trackings`, token, {
          order_shipping_id: o.shippingIds[0],
          carrier_id: carrier,
          tracking_number,
        });
      const a = (await post('AAA-1')).json();
      const b = (await post('BBB-2')).json();
      const res = await t.patch(`/v1/orders/${o.id}/trackings/${b.tracking_id}`, token, { tracking_number: 'AAA 1' });
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(errorOf(res).code, 'tracking_number_taken');
      const respelled = await t.patch(`/v1/orders/${o.id}/trackings/${a.tracking_id}`, token, {
        tracking_number: 'AAA1',
      });
      assert.equal(respelled.statusCode, 200, 'a tracking may be respelled');
      const again = await post('BBB2');
      assert.equal(again.statusCode, 200);
      assert.equal(again.json().tracking_id, b.tracking_id, 'the corrected-away duplicate was not written');
    });
  });
});
