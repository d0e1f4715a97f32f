import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createStorefrontItem, shopperRequest, signInShopper } from '../helpers/storefront.ts';
import { dropItemsFromCarts } from '../../src/storefront/cart.ts';

describe('storefront sign-in, profile and cart', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp({ STOREFRONT_DEV_LOGIN: 'true' })));
  after(() => t.close());

  it('dev sign-in creates the customer once with the profile and answers a Shopper token that works until sign-out', async () => {
    const body = { line_user_id: 'Uabc123', profile: { last_name: '高橋', first_name: '葵', email: 'aoi@example.jp' } };
    const r = await t.app.inject({ method: 'POST', url: `/storefront/v1/shops/${t.shopId}/session`, payload: body });
    assert.equal(r.statusCode, 201, r.body);
    const { token, token_type, customer } = r.json().data;
    assert.equal(token_type, 'Shopper');
    assert.equal(customer.profile.last_name, '高橋');
    const again = await t.app.inject({
      method: 'POST',
      url: `/storefront/v1/shops/${t.shopId}/session`,
      payload: body,
    });
    assert.equal(again.json().data.customer.id, customer.id);
    const stored = await t.ctx.db
      .withTables<{ shopper_sessions: { token_hash: string } }>()
      .selectFrom('shopper_sessions')
      .select('token_hash')
      .execute();
    assert.ok(
      stored.every((s) => s.token_hash !== token),
      'only a hash of the token is stored',
    );
    const upd = await shopperRequest(t, token, 'PATCH', '/storefront/v1/me', {
      tel: '090-1111-2222',
      postal_code: '1500001',
    });
    assert.equal(upd.json().data.profile.tel, '090-1111-2222');
    assert.equal((await shopperRequest(t, token, 'DELETE', '/storefront/v1/session')).statusCode, 204);
    const after = await shopperRequest(t, token, 'GET', '/storefront/v1/me');
    assert.equal(after.statusCode, 401);
    assert.equal(errorOf(after).code, 'invalid_token');
  });

  it('answers 401 without a shopper token, and refuses an API bearer token', async () => {
    assert.equal(errorOf(await shopperRequest(t, null, 'GET', '/storefront/v1/cart')).code, 'invalid_token');
    const bearer = await t.token(['read_orders']);
    const r = await t.app.inject({
      method: 'GET',
      url: '/storefront/v1/cart',
      headers: { authorization: `Bearer ${bearer}` },
    });
    assert.equal(r.statusCode, 401);
  });

  it('validates cart lines: variant of the item, choices of its options, required options, quantity; nothing written on refusal', async () => {
    const item = await createStorefrontItem(t, {
      variants: [{ name: 'S', inventory: 5 }],
      options: [{ label: 'Grind', required: true, choices: [{ text: 'Beans' }, { text: 'Fine' }] }],
    });
    const other = await createStorefrontItem(t, { variants: [{ name: 'X', inventory: 5 }] });
    const s = await signInShopper(t);
    const add = (b: Record<string, unknown>) => shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', b);
    const base = {
      item_id: item.id,
      variant_id: item.variantIds[0],
      option_choice_ids: [item.choiceIds[0]![0]],
      quantity: 1,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, variant_id: undefined }, 400, 'invalid_request'],
      [{ ...base, variant_id: other.variantIds[0] }, 400, 'invalid_request'],
      [{ ...base, option_choice_ids: [] }, 400, 'invalid_request'],
      [{ ...base, option_choice_ids: item.choiceIds[0] }, 400, 'invalid_request'],
      [{ ...base, quantity: 0 }, 400, 'invalid_request'],
      [{ ...base, item_id: 'item_missing' }, 404, 'not_found'],
      [{ ...base, extra: true }, 400, 'invalid_request'],
    ];
    for (const [b, status, code] of cases) {
      const r = await add(b);
      assert.equal(r.statusCode, status, `${JSON.stringify(b)} → ${r.body}`);
      assert.equal(errorOf(r).code, code);
    }
    const inactive = await createStorefrontItem(t, { status: 'inactive' });
    assert.equal(errorOf(await add({ item_id: inactive.id, quantity: 1 })).code, 'item_unavailable');
    const archived = await createStorefrontItem(t, { archived: true });
    assert.equal(errorOf(await add({ item_id: archived.id, quantity: 1 })).code, 'item_unavailable');
    assert.equal((await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data.lines.length, 0);
    assert.equal((await add(base)).statusCode, 201);
    const merged = (await add(base)).json().data;
    assert.equal(merged.lines.length, 1);
    assert.equal(merged.lines[0].quantity, 2);
    const line = merged.lines[0].id;
    assert.equal(
      (await shopperRequest(t, s.token, 'PATCH', `/storefront/v1/cart/lines/${line}`, { quantity: 5 })).json().data
        .lines[0].quantity,
      5,
    );
    assert.equal(
      (await shopperRequest(t, s.token, 'DELETE', `/storefront/v1/cart/lines/${line}`)).json().data.lines.length,
      0,
    );
    assert.equal((await shopperRequest(t, s.token, 'DELETE', `/storefront/v1/cart/lines/${line}`)).statusCode, 404);
  });

  it('shows a line dropped by an item edit once, with the reason, then removes it', async () => {
    const item = await createStorefrontItem(t);
    const s = await signInShopper(t);
    await shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', { item_id: item.id, quantity: 1 });
    await t.ctx.database.transaction((tx) =>
      dropItemsFromCarts(tx, t.shopId, [{ itemId: item.id, reason: 'The price changed' }]),
    );
    const first = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data;
    assert.equal(first.lines.length, 0);
    assert.equal(first.dropped.length, 1);
    assert.equal(first.dropped[0].reason, 'The price changed');
    const second = (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data;
    assert.equal(second.dropped.length, 0);
  });

  it('every cart write answers the cart as a GET then shows it: several lines of one item, variants and choices, an unavailable line, a dropped line listed once', async () => {
    const beans = await createStorefrontItem(t, {
      variants: [
        { name: 'S', inventory: 5 },
        { name: 'M', price: 1800, inventory: 5 },
      ],
      options: [{ label: 'Grind', choices: [{ text: 'Beans' }, { text: 'Fine', price: 50 }] }],
    });
    const mug = await createStorefrontItem(t);
    const seasonal = await createStorefrontItem(t);
    const gone = await createStorefrontItem(t);
    const s = await signInShopper(t);
    const cart = async () => (await shopperRequest(t, s.token, 'GET', '/storefront/v1/cart')).json().data;
    /** The write's answer, and the GET right after it: the same cart, but for the dropped lines it listed last. */
    const sameAsGet = async (write: Promise<{ statusCode: number; json(): any; body: string }>, status = 200) => {
      const r = await write;
      assert.equal(r.statusCode, status, r.body);
      const answer = r.json().data;
      assert.deepEqual(answer, { ...(await cart()), dropped: answer.dropped });
      return answer;
    };
    const add = (b: Record<string, unknown>) =>
      sameAsGet(shopperRequest(t, s.token, 'POST', '/storefront/v1/cart/lines', b), 201);

    await add({ item_id: gone.id, quantity: 1 });
    await add({ item_id: seasonal.id, quantity: 1 });
    await t.ctx.database.transaction((tx) =>
      dropItemsFromCarts(tx, t.shopId, [{ itemId: gone.id, reason: 'The price changed' }]),
    );
    await t.fixtures
      .updateTable('items')
      .set({ sell_by: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', seasonal.id)
      .execute();
    const first = await add({
      item_id: beans.id,
      variant_id: beans.variantIds[0],
      option_choice_ids: [beans.choiceIds[0]![0]],
      quantity: 1,
    });
    assert.deepEqual(
      first.dropped.map((d: any) => [d.item_id, d.reason]),
      [[gone.id, 'The price changed']],
    );
    assert.equal(first.lines[0].available, false, 'the line out of its selling period is shown, unavailable');
    await add({
      item_id: beans.id,
      variant_id: beans.variantIds[1],
      option_choice_ids: [beans.choiceIds[0]![1]],
      quantity: 2,
    });
    const again = await add({
      item_id: beans.id,
      variant_id: beans.variantIds[0],
      option_choice_ids: [beans.choiceIds[0]![0]],
      quantity: 1,
    });
    await add({ item_id: mug.id, quantity: 3 });
    const full = await cart();
    assert.deepEqual(
      full.lines.map((l: any) => [l.item_id, l.variant_id, l.quantity]),
      [
        [seasonal.id, null, 1],
        [beans.id, beans.variantIds[0], 2],
        [beans.id, beans.variantIds[1], 2],
        [mug.id, null, 3],
      ],
    );
    assert.equal(again.lines[1].subtotal.amount, full.lines[1].subtotal.amount);
    await sameAsGet(
      shopperRequest(t, s.token, 'PATCH', `/storefront/v1/cart/lines/${full.lines[2].id}`, { quantity: 4 }),
    );
    const removed = await sameAsGet(
      shopperRequest(t, s.token, 'DELETE', `/storefront/v1/cart/lines/${full.lines[0].id}`),
    );
    assert.equal(removed.lines.length, 3);
  });

  it('dev sign-in is 404 when STOREFRONT_DEV_LOGIN is off', async () => {
    const off = await startTestApp();
    try {
      const r = await off.app.inject({
        method: 'POST',
        url: `/storefront/v1/shops/${off.shopId}/session`,
        payload: { line_user_id: 'U1' },
      });
      assert.equal(r.statusCode, 404);
      assert.equal(errorOf(r).code, 'not_found');
      assert.equal((await off.ctx.db.selectFrom('customers').select('id').execute()).length, 0);
    } finally {
      await off.close();
    }
  });
});
