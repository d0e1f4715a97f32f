import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { changesRepo } from '../../src/changes/repo.ts';
import { append } from '../../src/changes/service.ts';
import { orderStamps } from '../../src/orders/stamp.ts';
import { moveShippingStatus } from '../../src/orders/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { assertCompleteWalk, insertCustomer, insertOrder, walkOrderCursor } from '../helpers/orders.ts';
import { SYSTEM } from '../../src/lib/actor.ts';

const HOLD_MS = 10_000;

/**
 * The order sync cannot skip a change whatever its commit takes (issue 12, item 2): one
 * transaction changes an order and stays open 10 s before it is stamped and committed, while other
 * orders change and commit (on PostgreSQL beside it; on SQLite queued behind it in group commit).
 * A client walks the cursor through the real endpoint of a second app on the same database all
 * along. It must see every change, the held one after its commit, and the change record must be
 * numbered 1, 2, 3… with strictly growing stamps.
 */
describe('order sync with a transaction held open before its commit', () => {
  let writer: TestApp & { storage: Awaited<ReturnType<typeof startTestApp>>['storage'] };
  let reader: TestApp;
  before(async () => {
    writer = await startTestApp();
    reader = await startTestApp({}, { storage: writer.storage });
  });
  after(async () => {
    await reader.close();
    await writer.close();
  });

  it(`sees a change held ${HOLD_MS / 1000} s before its commit, after the commit, and every change committed meanwhile`, async () => {
    const customerId = await insertCustomer(writer);
    const orders = [];
    for (let i = 0; i < 8; i++) orders.push(await insertOrder(writer, { customerId, shippings: ['unshipped'] }));
    const [held, ...others] = orders;
    const token = await reader.token(['read_orders']);

    let heldCommittedAt = 0;
    const heldTx = writer.ctx.database
      .transaction(async (tx) => {
        await tx
          .updateTable('order_shippings')
          .set({ status: 'preparing' })
          .where('id', '=', held!.shippingIds[0]!)
          .execute();
        await sleep(HOLD_MS); // a lock wait, a slow disk, or a long batch: the change is made but not committed
        await append(tx, writer.shopId, SYSTEM, [{ type: 'order.updated', objectType: 'order', objectId: held!.id }], {
          stamp: orderStamps([held!.id]),
        });
      })
      .then(() => (heldCommittedAt = Date.now()));

    // Other orders change and commit while it is held (on SQLite they queue behind it).
    let moved = 0;
    const movers = (async () => {
      await sleep(200);
      for (const o of others) {
        await writer.ctx.database.transaction((tx) =>
          moveShippingStatus(tx, writer.shopId, o.id, o.shippingIds[0]!, 'preparing', SYSTEM),
        );
        moved++;
        await sleep(HOLD_MS / 20);
      }
    })();

    let walkerDone = false;
    const walk = walkOrderCursor(reader, token, () => walkerDone, 2);
    await Promise.all([heldTx, movers]);
    // Still walking after the commit, as an integrator would be.
    await sleep(300);
    walkerDone = true;
    const seen = await walk;

    assert.equal(moved, others.length);
    assert.ok(heldCommittedAt > 0);
    const final = await writer.ctx.db.selectFrom('orders').select(['id', 'updated_at']).execute();
    assertCompleteWalk(seen, final);
    const heldFinal = final.find((o) => o.id === held!.id)!;
    const heldIndex = seen.findIndex((s) => s.id === held!.id && s.updated_at === heldFinal.updated_at);
    assert.ok(heldIndex >= 0, 'the held change is seen once committed');
    for (const o of others) {
      const last = final.find((f) => f.id === o.id)!;
      if (TEST_DIALECT === 'postgres') {
        // The others committed while it was held: their stamps come first, the held one is stamped at its commit.
        assert.ok(last.updated_at < heldFinal.updated_at, 'a change committed earlier is stamped earlier');
      } else {
        // SQLite's one writer: the others queued behind it and committed after it.
        assert.ok(last.updated_at > heldFinal.updated_at, 'a change committed later is stamped later');
      }
    }

    const record = await changesRepo(writer.ctx.db).after(writer.shopId, 0, 1000);
    assert.deepEqual(
      record.map((c) => c.seq),
      record.map((_, i) => i + 1),
      'changes are numbered 1, 2, 3… per shop',
    );
    for (let i = 1; i < record.length; i++)
      assert.ok(record[i - 1]!.created_at < record[i]!.created_at, 'stamps grow strictly with the number');
    assert.equal(record.filter((c) => c.object_id === held!.id).length, 1);
    assert.equal(record.length, orders.length);
  });
});
