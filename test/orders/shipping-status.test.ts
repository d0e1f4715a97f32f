import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { insertOrder } from '../helpers/orders.ts';
import { SHIPPING_STATUSES, type ShippingStatus } from '../../src/orders/schemas.ts';

const ALLOWED: Record<ShippingStatus, ShippingStatus[]> = {
  unshipped: ['preparing', 'cancelled'],
  preparing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

describe('POST /v1/orders/{id}/shippings/{order_shipping_id}/status', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['write_shipping']);
  });
  after(() => t.close());

  const move = (orderId: string, shippingId: string, status: unknown, tok = token) =>
    t.post(`/v1/orders/${orderId}/shippings/${shippingId}/status`, tok, { status });
  const orderRow = (id: string) =>
    t.ctx.db.selectFrom('orders').select(['status', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();
  const shippingRow = (id: string) =>
    t.ctx.db
      .selectFrom('order_shippings')
      .select(['status', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  for (const from of SHIPPING_STATUSES) {
    for (const to of SHIPPING_STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${allowed ? 'allows' : 'refuses with 409 invalid_transition'} ${from} → ${to}`, async () => {
        // Two shippings keep the order from being fulfilled by this move, so only the shipping changes.
        const o = await insertOrder(t, { shippings: [from, 'unshipped'], updatedAt: '2026-01-01T00:00:00.000Z' });
        const res = await move(o.id, o.shippingIds[0]!, to);
        if (allowed) {
          assert.equal(res.statusCode, 200, res.body);
          const data = res.json().data;
          assert.equal(data.order_shipping_id, o.shippingIds[0]);
          assert.equal(data.status, to);
          assert.equal((await shippingRow(o.shippingIds[0]!)).status, to);
          assert.ok((await orderRow(o.id)).updated_at > '2026-01-01T00:00:00.000Z', 'the move moves orders.updated_at');
          assert.equal((await shippingRow(o.shippingIds[0]!)).updated_at, (await orderRow(o.id)).updated_at);
        } else {
          assert.equal(res.statusCode, 409, res.body);
          assert.equal(errorOf(res).code, 'invalid_transition');
          assert.equal((await shippingRow(o.shippingIds[0]!)).status, from);
          assert.equal((await orderRow(o.id)).updated_at, '2026-01-01T00:00:00.000Z', 'a refused move writes nothing');
        }
      });
    }
  }

  it('fulfils a paid order when every shipping that is not cancelled is shipped or delivered', async () => {
    const o = await insertOrder(t, { shippings: ['preparing', 'delivered', 'cancelled'] });
    assert.equal((await move(o.id, o.shippingIds[0]!, 'shipped')).statusCode, 200);
    assert.equal((await orderRow(o.id)).status, 'fulfilled');
    assert.equal((await t.get(`/v1/orders/${o.id}`, await t.token(['read_orders']))).json().data.status, 'fulfilled');
  });

  it('fulfils a paid order when cancelling its last unshipped shipping leaves only shipped ones', async () => {
    const o = await insertOrder(t, { shippings: ['shipped', 'unshipped'] });
    assert.equal((await move(o.id, o.shippingIds[1]!, 'cancelled')).statusCode, 200);
    assert.equal((await orderRow(o.id)).status, 'fulfilled');
  });

  it('keeps a paid order paid while a shipping is still open', async () => {
    const o = await insertOrder(t, { shippings: ['preparing', 'unshipped'] });
    await move(o.id, o.shippingIds[0]!, 'shipped');
    assert.equal((await orderRow(o.id)).status, 'paid');
  });

  it('keeps the order status when every shipping is cancelled (cancelling the order is a separate decision)', async () => {
    const o = await insertOrder(t, { shippings: ['unshipped', 'cancelled'] });
    assert.equal((await move(o.id, o.shippingIds[0]!, 'cancelled')).statusCode, 200);
    assert.equal((await orderRow(o.id)).status, 'paid');
  });

  it('does not fulfil an unpaid (init) order', async () => {
    const o = await insertOrder(t, { status: 'init', shippings: ['preparing'] });
    assert.equal((await move(o.id, o.shippingIds[0]!, 'shipped')).statusCode, 200);
    assert.equal((await orderRow(o.id)).status, 'init');
  });

  it('allows only cancelling the shippings of a cancelled order', async () => {
    const o = await insertOrder(t, { status: 'cancelled', shippings: ['unshipped', 'unshipped'] });
    const refused = await move(o.id, o.shippingIds[0]!, 'preparing');
    assert.equal(refused.statusCode, 409);
    assert.equal(errorOf(refused).code, 'invalid_transition');
    assert.equal((await move(o.id, o.shippingIds[1]!, 'cancelled')).statusCode, 200);
  });

  it('fulfils the order when its last two open shippings ship at the same moment (moves queue on the order lock)', async () => {
    for (let round = 0; round < 5; round++) {
      const o = await insertOrder(t, { shippings: ['preparing', 'preparing'] });
      const results = await Promise.all(o.shippingIds.map((id) => move(o.id, id, 'shipped')));
      assert.deepEqual(
        results.map((r) => r.statusCode),
        [200, 200],
      );
      assert.equal((await orderRow(o.id)).status, 'fulfilled');
    }
  });

  it('lets exactly one of two concurrent identical moves win; the other is 409 invalid_transition', async () => {
    const o = await insertOrder(t, { shippings: ['unshipped'] });
    const results = await Promise.all([
      move(o.id, o.shippingIds[0]!, 'preparing'),
      move(o.id, o.shippingIds[0]!, 'preparing'),
    ]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409]);
  });

  it('refuses bad bodies with 400 invalid_request and writes nothing', async () => {
    const o = await insertOrder(t, { updatedAt: '2026-01-01T00:00:00.000Z' });
    for (const body of [{ status: 'lost' }, { status: 1 }, { status: 'preparing', note: 'x' }, {}, { status: null }]) {
      const res = await t.post(`/v1/orders/${o.id}/shippings/${o.shippingIds[0]}/status`, token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
    assert.equal((await shippingRow(o.shippingIds[0]!)).status, 'unshipped');
    assert.equal((await orderRow(o.id)).updated_at, '2026-01-01T00:00:00.000Z');
  });

  it('answers 404 not_found for an unknown order or a shipping of another order, writing nothing', async () => {
    const a = await insertOrder(t, { updatedAt: '2026-01-01T00:00:00.000Z' });
    const b = await insertOrder(t);
    assert.equal((await move('ord_missing', a.shippingIds[0]!, 'preparing')).statusCode, 404);
    const res = await move(a.id, b.shippingIds[0]!, 'preparing');
    assert.equal(res.statusCode, 404);
    assert.equal(errorOf(res).code, 'not_found');
    assert.equal((await shippingRow(b.shippingIds[0]!)).status, 'unshipped');
    assert.equal((await orderRow(a.id)).updated_at, '2026-01-01T00:00:00.000Z');
  });

  it('needs write_shipping and an Idempotency-Key, and replays a retried move', async () => {
    const o = await insertOrder(t);
    const forbidden = await move(o.id, o.shippingIds[0]!, 'preparing', await t.token(['read_orders']));
    assert.equal(forbidden.statusCode, 403);
    const noKey = await t.post(
      `/v1/orders/${o.id}/shippings/${o.shippingIds[0]}/status`,
      token,
      { status: 'preparing' },
      null,
    );
    assert.equal(errorOf(noKey).code, 'idempotency_key_required');
    const first = await t.post(
      `/v1/orders/${o.id}/shippings/${o.shippingIds[0]}/status`,
      token,
      { status: 'preparing' },
      'move-1',
    );
    const again = await t.post(
      `/v1/orders/${o.id}/shippings/${o.shippingIds[0]}/status`,
      token,
      { status: 'preparing' },
      'move-1',
    );
    assert.equal(first.statusCode, 200);
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['idempotent-replay'], 'true');
    assert.equal(again.body, first.body);
  });
});
