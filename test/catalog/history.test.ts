import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestCategory, createTestItem } from '../helpers/catalog.ts';
import { runTenpo } from '../helpers/server.ts';
import { newId } from '../../src/lib/ids.ts';
import { updateItem } from '../../src/catalog/items/service.ts';
import { money } from '../../src/lib/money.ts';

describe('item history, management, edited by hand, cart drops', () => {
  let t: TestApp;
  let manager: { clientId: string; token: string };
  let categoryId: string;
  before(async () => {
    t = await startTestApp();
    manager = await t.client(['write_items', 'read_items']);
    categoryId = (await createTestCategory(t)).id;
  });
  after(() => t.close());

  const history = async (id: string, query: Record<string, string> = {}) =>
    (await t.get(`/v1/items/${id}/history`, manager.token, query)).json();

  it('creation writes no history; every edit writes who, when and each changed field with old and new value, newest first', async () => {
    const item = await createTestItem(t, manager.token, { category_id: categoryId });
    assert.equal((await history(item.id)).pagination.total, 0);
    await t.patch(`/v1/items/${item.id}`, manager.token, { price: money(1500), name: 'Renamed' });
    await t.ctx.database.transaction((tx) =>
      updateItem(tx, t.ctx, t.shopId, item.id, { status: 'inactive' }, { type: 'staff', staffId: 'staff_42' }),
    );
    const h = await history(item.id);
    assert.equal(h.pagination.total, 2);
    assert.deepEqual(h.data[0].actor, { type: 'staff', id: 'staff_42' });
    assert.deepEqual(h.data[0].changes, [{ field: 'status', old: 'active', new: 'inactive' }]);
    assert.deepEqual(h.data[1].actor, { type: 'client', id: manager.clientId });
    assert.deepEqual(h.data[1].changes, [
      { field: 'name', old: 'Drip coffee 200g', new: 'Renamed' },
      { field: 'price', old: money(1200), new: money(1500) },
    ]);
    assert.ok(h.data[0].created_at >= h.data[1].created_at);
    const page = await history(item.id, { limit: '1', offset: '1' });
    assert.equal(page.data.length, 1);
    assert.equal(page.data[0].id, h.data[1].id);
  });

  it('an edit that changes nothing writes no history and keeps updated_at', async () => {
    const item = await createTestItem(t, manager.token, { category_id: categoryId });
    const res = await t.patch(`/v1/items/${item.id}`, manager.token, { name: item.name, price: item.price });
    assert.equal(res.json().data.updated_at, item.updated_at);
    assert.equal((await history(item.id)).pagination.total, 0);
  });

  it('history of a missing or foreign item is 404; read_items is enough', async () => {
    const item = await createTestItem(t, manager.token, { category_id: categoryId });
    assert.equal((await t.get(`/v1/items/${item.id}/history`, await t.token(['read_items']))).statusCode, 200);
    assert.equal(
      (await t.get(`/v1/items/${item.id}/history`, await t.token(['read_items'], await t.newShop()))).statusCode,
      404,
    );
  });

  describe('management', () => {
    it('external_ref places the item under the client; managed_by null releases, "self" takes over', async () => {
      const other = await t.client(['write_items', 'read_items']);
      const item = await createTestItem(t, manager.token, { category_id: categoryId, external_ref: 'ERP-9' });
      assert.equal(item.managed_by, 'self');
      assert.equal((await t.get(`/v1/items/${item.id}`, other.token)).json().data.managed_by, 'other');
      const released = await t.patch(`/v1/items/${item.id}`, manager.token, { managed_by: null });
      assert.equal(released.json().data.managed_by, null);
      const taken = await t.patch(`/v1/items/${item.id}`, other.token, { managed_by: 'self' });
      assert.equal(taken.json().data.managed_by, 'self');
      assert.equal((await t.get(`/v1/items/${item.id}`, manager.token)).json().data.managed_by, 'other');
      const cleared = await t.patch(`/v1/items/${item.id}`, other.token, { external_ref: null });
      assert.equal(cleared.json().data.external_ref, null);
    });

    it('edited_by_hand: after a staff edit, the managing client\'s status or archived write is 409 until it sends managed_by "self"', async () => {
      const item = await createTestItem(t, manager.token, { category_id: categoryId, external_ref: 'ERP-10' });
      await t.ctx.database.transaction((tx) =>
        updateItem(
          tx,
          t.ctx,
          t.shopId,
          item.id,
          { description: 'Edited in the console' },
          { type: 'staff', staffId: 'staff_1' },
        ),
      );
      const row = await t.ctx.db
        .selectFrom('items')
        .select('edited_by_hand')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.edited_by_hand, 1);
      for (const body of [{ status: 'inactive' }, { archived: true }]) {
        const res = await t.patch(`/v1/items/${item.id}`, manager.token, body);
        assert.equal(res.statusCode, 409);
        assert.equal(errorOf(res).code, 'edited_by_hand');
      }
      assert.equal(
        (await t.patch(`/v1/items/${item.id}`, manager.token, { price: money(1300) })).statusCode,
        200,
        'other fields still writable',
      );
      const other = await t.token(['write_items']);
      assert.equal(
        (await t.patch(`/v1/items/${item.id}`, other, { status: 'active' })).statusCode,
        200,
        'only the managing client is held back',
      );
      const back = await t.patch(`/v1/items/${item.id}`, manager.token, { managed_by: 'self', status: 'inactive' });
      assert.equal(back.statusCode, 200, back.body);
      assert.equal(back.json().data.status, 'inactive');
      assert.equal((await t.patch(`/v1/items/${item.id}`, manager.token, { archived: true })).statusCode, 200);
    });

    it('a staff edit of an unmanaged item does not mark it', async () => {
      const item = await createTestItem(t, manager.token, { category_id: categoryId });
      await t.ctx.database.transaction((tx) =>
        updateItem(tx, t.ctx, t.shopId, item.id, { description: 'x' }, { type: 'staff', staffId: 'staff_1' }),
      );
      const row = await t.ctx.db
        .selectFrom('items')
        .select('edited_by_hand')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.edited_by_hand, 0);
    });
  });

  describe('dropped from carts on edit', () => {
    async function cartWith(itemId: string): Promise<string> {
      const now = new Date().toISOString();
      const customer = newId('cus');
      await t.fixtures
        .insertInto('customers')
        .values({ id: customer, shop_id: t.shopId, line_user_id: customer, created_at: now, updated_at: now } as any)
        .execute();
      const cart = newId('cart');
      await t.fixtures
        .insertInto('carts')
        .values({
          id: cart,
          shop_id: t.shopId,
          customer_id: customer,
          inflow_route_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const line = newId('line');
      await t.fixtures
        .insertInto('cart_lines')
        .values({
          id: line,
          shop_id: t.shopId,
          cart_id: cart,
          item_id: itemId,
          variant_id: null,
          option_choice_ids: '[]',
          quantity: 1,
          dropped_reason: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return line;
    }
    const reasonOf = async (line: string) =>
      (
        await t.ctx.db
          .selectFrom('cart_lines')
          .select('dropped_reason')
          .where('id', '=', line)
          .executeTakeFirstOrThrow()
      ).dropped_reason;

    const dropping: [string, Record<string, unknown>][] = [
      ['price', { price: money(999) }],
      ['discount_rate', { discount_rate: 5 }],
      ['tax_rate', { tax_rate: 10 }],
      ['status to inactive', { status: 'inactive' }],
      ['archived to true', { archived: true }],
      ['sell_from', { sell_from: '2026-01-01 00:00' }],
      ['sell_by', { sell_by: '2099-01-01 00:00' }],
      ['options', { options: [{ type: 'choice', label: 'Wrap', choices: [{ text: 'Yes' }] }] }],
    ];
    for (const [what, body] of dropping) {
      it(`${what} drops the item from carts with a reason`, async () => {
        const item = await createTestItem(t, manager.token, { category_id: categoryId });
        const line = await cartWith(item.id);
        assert.equal((await t.patch(`/v1/items/${item.id}`, manager.token, body)).statusCode, 200);
        assert.match((await reasonOf(line)) ?? '', /removed from your cart because/);
      });
    }
    it('other edits (name, description, status to active) keep it in carts', async () => {
      const item = await createTestItem(t, manager.token, { category_id: categoryId, status: 'inactive' });
      const line = await cartWith(item.id);
      await t.patch(`/v1/items/${item.id}`, manager.token, {
        name: 'New name',
        description: 'New text',
        status: 'active',
      });
      assert.equal(await reasonOf(line), null);
    });
    it('a refused edit drops nothing', async () => {
      const item = await createTestItem(t, manager.token, { category_id: categoryId });
      const line = await cartWith(item.id);
      assert.equal((await t.patch(`/v1/items/${item.id}`, manager.token, { price: money(10) })).statusCode, 422);
      assert.equal(await reasonOf(line), null);
    });
  });

  it('tenpo items edit: edits as staff "cli", marks a managed item, prints the full item; JSON or plain values', async () => {
    const item = await createTestItem(t, manager.token, { category_id: categoryId, external_ref: 'ERP-CLI' });
    const env: Record<string, string> = {
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    };
    const r = await runTenpo(
      [
        'items',
        'edit',
        item.id,
        '--set',
        'name=Coffee',
        '--set',
        'price={"amount":1400,"currency":"JPY"}',
        '--shop',
        t.shopId,
        '--json',
      ],
      env,
    );
    assert.equal(r.code, 0, r.stderr);
    const printed = JSON.parse(r.stdout);
    assert.equal(printed.name, 'Coffee');
    assert.deepEqual(printed.price, money(1400));
    assert.equal(printed.variants.length, 0);
    const h = await history(item.id);
    assert.deepEqual(h.data[0].actor, { type: 'staff', id: 'cli' });
    assert.equal(
      errorOf(await t.patch(`/v1/items/${item.id}`, manager.token, { status: 'inactive' })).code,
      'edited_by_hand',
    );
    const bad = await runTenpo(['items', 'edit', item.id, '--set', 'price=10', '--json'], env);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /invalid_request/);
  });
});
