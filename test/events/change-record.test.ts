import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  addChangeSink,
  append,
  EVENT_RETENTION_MS,
  pruneChanges,
  type AppendedEvent,
} from '../../src/changes/service.ts';
import { openDatabase } from '../../src/db/database.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { emit, stockEvent } from '../webhooks/helpers.ts';
import { SYSTEM } from '../../src/lib/actor.ts';

describe('the change record (src/changes): sinks and retention', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  const changesOf = (shopId: string) =>
    t.ctx.db.selectFrom('changes').selectAll().where('shop_id', '=', shopId).orderBy('seq').execute();

  test('a sink reads before the clock and gets the appended events, numbered and stamped, in the transaction; the latest of a name runs', async () => {
    const shop = await t.newShop();
    const steps: string[] = [];
    const handed: { events: AppendedEvent[]; stamp: string }[] = [];
    const sink = (name: string) => async () => {
      steps.push(`${name} reads`);
      return async (events: AppendedEvent[], stamp: string) => {
        steps.push(`${name} writes`);
        handed.push({ events, stamp });
      };
    };
    const removeFirst = addChangeSink(t.ctx.db, 'test', sink('first'));
    const removeSecond = addChangeSink(t.ctx.db, 'test', sink('second'));
    try {
      const stamp = await emit(t.ctx.database, shop, [stockEvent('item_a', 3), stockEvent('item_b', 0)]);
      assert.deepEqual(steps, ['second reads', 'second writes'], 'of one name the latest registered runs');
      const rows = await changesOf(shop);
      assert.deepEqual(handed, [
        { stamp, events: rows.map((r) => ({ seq: r.seq, type: r.type, eventId: r.event_id, clientId: null })) },
      ]);
      assert.deepEqual(
        handed[0]!.events.map((e) => e.type),
        ['stock.changed', 'stock.out'],
      );

      steps.length = 0;
      await t.ctx.database.transaction((tx) =>
        append(tx, shop, SYSTEM, [{ type: 'order.updated', objectType: 'order', objectId: 'ord_none' }]),
      );
      assert.deepEqual(steps, [], 'changes without events reach no sink');

      removeSecond();
      await emit(t.ctx.database, shop, [stockEvent('item_c', 1)]);
      assert.deepEqual(steps, ['first reads', 'first writes'], 'removing the latest restores the one before');
    } finally {
      removeFirst();
      removeSecond();
    }
  });

  test("a sink runs for the database handle it was registered on only, as another process's would", async () => {
    const shop = await t.newShop();
    const other = openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    const heard: string[] = [];
    const remove = addChangeSink(other.db, 'test', async () => async (events) => {
      heard.push(...events.map((e) => e.type));
    });
    try {
      await emit(t.ctx.database, shop, [stockEvent('item_a', 3)]);
      assert.deepEqual(heard, [], "the app's own appends reach none of another handle's sinks");
      await emit(other, shop, [stockEvent('item_b', 0)]);
      assert.deepEqual(heard, ['stock.out']);
    } finally {
      remove();
      await other.close();
    }
  });

  test('a sink that fails rolls the change back: no change, no event', async () => {
    const shop = await t.newShop();
    const remove = addChangeSink(t.ctx.db, 'test', async () => async () => {
      throw new Error('sink refused');
    });
    try {
      await assert.rejects(emit(t.ctx.database, shop, [stockEvent('item_a', 3)]), /sink refused/);
      assert.deepEqual(await changesOf(shop), []);
    } finally {
      remove();
    }
  });

  test('pruneChanges deletes events past their 30 days and keeps the other changes', async () => {
    const shop = await t.newShop();
    await emit(t.ctx.database, shop, [stockEvent('item_a', 3)]);
    await t.ctx.database.transaction((tx) =>
      append(tx, shop, SYSTEM, [{ type: 'order.updated', objectType: 'order', objectId: 'ord_none' }]),
    );
    const before = await changesOf(shop);
    assert.equal(before.length, 2);
    await t.ctx.database.transaction((tx) => pruneChanges(tx, Date.now() + EVENT_RETENTION_MS - 60_000));
    assert.equal((await changesOf(shop)).length, 2, 'not yet 30 days old');
    await t.ctx.database.transaction((tx) => pruneChanges(tx, Date.now() + EVENT_RETENTION_MS + 60_000));
    assert.deepEqual(
      (await changesOf(shop)).map((c) => c.type),
      ['order.updated'],
    );
  });
});
