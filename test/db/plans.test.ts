import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import { itemsRepo } from '../../src/catalog/items/repo/items.ts';
import { itemSalesRepo } from '../../src/catalog/items/repo/sales.ts';
import { itemStockRepo } from '../../src/catalog/items/repo/stock.ts';
import { changesRepo } from '../../src/changes/repo.ts';
import { sqliteFile } from '../../src/db/database.ts';
import { eventsBetween } from '../../src/events/service.ts';
import { nowIso } from '../../src/lib/time.ts';
import { overduePaymentsBefore, pendingOrdersBefore } from '../../src/orders/queries.ts';
import { ordersRepo } from '../../src/orders/repo/orders.ts';
import { refundsRepo } from '../../src/orders/repo/refunds.ts';
import { webhooksRepo } from '../../src/webhooks/repo.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { sqlitePassOnly } from '../helpers/db.ts';

// SQLite plans without statistics and before binding parameters (src/db/plans.ts): it read a
// shop's every item through an index on shop_id for a look-up of 3 ids or more unless the shop is
// only a filter (with 100,000 items, every batch of an items file, every cart of three items), and
// a partial index serves only a statement naming its literal. A delete of a parent row checks its
// foreign keys by reading the child table unless an index starts with the child's column. The
// plans, not the timings, are checked: they do not depend on the machine.
describe(
  'SQLite plans: look-ups and stamps by id go by primary key, a period by its index, the sweeps by their partial indexes, prunes, exports and foreign-key checks by theirs',
  sqlitePassOnly('PostgreSQL keeps statistics and plans by them: tiny test tables are scanned whatever the query'),
  () => {
    let t: TestApp;
    let seen: string[] = [];
    const prepare = SQLite.prototype.prepare;
    before(async () => {
      // Without its sweeps and its webhook worker's housekeeping, whose statements it would otherwise
      // prepare (and keep) before the probe.
      t = await startTestApp({ WEBHOOKS_WORKER: 'false' }, { sweeps: false });
      SQLite.prototype.prepare = function (this: SQLite.Database, source: string) {
        seen.push(source);
        return prepare.call(this, source);
      } as typeof prepare;
    });
    after(async () => {
      SQLite.prototype.prepare = prepare;
      await t.close();
    });

    const ids = (prefix: string) => Array.from({ length: 200 }, (_, i) => `${prefix}_${i}`);

    /** The plan of each statement first prepared while fn ran that names items, variants, orders, shippings, changes, refunds, webhook deliveries, line allocations or option choices, read on a connection of its own. */
    async function plansOf(fn: () => Promise<unknown>): Promise<{ statement: string; plan: string[] }[]> {
      seen = [];
      await fn();
      const statements = seen.filter((s) =>
        /\b(items|item_variants|orders|order_shippings|changes|refunds|webhook_deliveries|order_line_shippings|item_options|item_option_choices)\b/.test(
          s,
        ),
      );
      const probe = new SQLite(sqliteFile(t.ctx.config.dataDir), { readonly: true });
      try {
        return statements.map((statement) => ({
          statement,
          plan: (
            probe
              .prepare(`EXPLAIN QUERY PLAN ${statement}`)
              .all(...Array.from(statement.matchAll(/\?/g), () => null)) as { detail: string }[]
          ).map((r) => r.detail),
        }));
      } finally {
        probe.close();
      }
    }

    const scansShop = (plan: string[]) => plan.some((line) => /\(shop_id=\?\)/.test(line));

    it('findItems, itemsWithParts, stockLevels and the items of variants writeStocks moves', async () => {
      const plans = await plansOf(async () => {
        await itemsRepo(t.ctx.db).findItems(t.shopId, ids('item'), true);
        await itemSalesRepo(t.ctx.db).itemsWithParts(t.shopId, ids('item'));
        await itemStockRepo(t.ctx.db).stockLevels(t.shopId, [
          ...ids('item').map((itemId) => ({ itemId, variantId: null })),
          ...ids('var').map((variantId) => ({ itemId: 'item_0', variantId })),
        ]);
        await t.ctx.database.transaction((tx) =>
          itemStockRepo(tx).writeStocks(
            t.shopId,
            'add',
            ids('var').map((variantId) => ({ itemId: 'item_0', variantId, value: 1 })),
            nowIso(),
          ),
        );
      });
      assert.ok(plans.length >= 5, `statements seen: ${plans.length}`);
      for (const { statement, plan } of plans)
        assert.ok(!scansShop(plan), `${statement.slice(0, 120)}…\nplans a scan of the shop: ${plan.join(' | ')}`);
    });

    it("a change's stamps of many orders and shippings", async () => {
      const plans = await plansOf(() =>
        t.ctx.database.transaction((tx) =>
          changesRepo(tx).insertChanges(
            t.shopId,
            nowIso(),
            [
              {
                shop_id: t.shopId,
                seq: 1_000_000,
                type: 'order.updated',
                object_type: 'order',
                object_id: 'ord_0',
                created_at: nowIso(),
                event_id: null,
                payload: null,
                client_id: null,
                actor_type: 'system',
                actor_id: null,
                reason: null,
              },
            ],
            [
              { table: 'orders', ids: ids('ord') },
              { table: 'order_shippings', ids: ids('shp') },
            ],
          ),
        ),
      );
      const stamps = plans.filter((p) => /^update/i.test(p.statement));
      assert.equal(stamps.length, 2, `stamps seen: ${stamps.length}`);
      for (const { statement, plan } of stamps)
        assert.ok(!scansShop(plan), `${statement.slice(0, 120)}…\nplans a scan of the shop: ${plan.join(' | ')}`);
    });

    it("the sweeps' look-ups of checkouts pending, payments overdue and refunds due use their partial indexes", async () => {
      const plans = await plansOf(async () => {
        await pendingOrdersBefore(t.ctx.db, nowIso(), 100);
        await overduePaymentsBefore(t.ctx.db, nowIso(), 100);
        await refundsRepo(t.ctx.db).dueRefunds(nowIso(), 100);
      });
      assert.deepEqual(
        plans.map((p) => p.plan.join(' | ')),
        [
          'SEARCH orders USING INDEX orders_pending_payment (ordered_at<?)',
          'SEARCH orders USING INDEX orders_payment_due (payment_due_at<?)',
          'SEARCH refunds USING INDEX refunds_pending (next_attempt_at<?)',
        ],
      );
    });

    it("a period's events are found by their time, not by reading the shop's every change", async () => {
      const plans = await plansOf(() =>
        eventsBetween(
          t.ctx.db,
          t.shopId,
          { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' },
          { types: ['order.created', 'item.updated'], clientId: 'cli_x' },
          100,
        ),
      );
      assert.equal(plans.length, 1, `statements seen: ${plans.length}`);
      assert.match(plans[0]!.plan.join(' | '), /USING INDEX changes_created_at \(created_at>\? AND created_at<\?\)/);
    });

    it("an items export's page seeks its first id in the shop's index, without sorting the shop's items", async () => {
      const plans = await plansOf(() => itemsRepo(t.ctx.db).pageAfter(t.shopId, 'item_0', 500));
      assert.equal(plans.length, 1, `statements seen: ${plans.length}`);
      assert.equal(
        plans[0]!.plan.join(' | '),
        'SEARCH items USING INDEX items_export (shop_id=? AND archived=? AND id>?)',
      );
    });

    it("deleting a declined order and replacing an item's options check their foreign keys by index, not by reading every order line or choice", async () => {
      const plans = await plansOf(() =>
        t.ctx.database.transaction(async (tx) => {
          await ordersRepo(tx).deleteOrder('order_none');
          await itemsRepo(tx).replaceOptions('item_none', [], []);
        }),
      );
      const parents = plans.filter((p) => /^delete from "(order_shippings|item_options)"/.test(p.statement));
      assert.equal(parents.length, 2, `statements seen: ${plans.map((p) => p.statement.slice(0, 40)).join('; ')}`);
      for (const { statement, plan } of parents) {
        const lines = plan.join(' | ');
        assert.match(
          lines,
          /INDEX (order_line_shippings_shipping|item_option_choices_option) /,
          `${statement}\n${lines}`,
        );
        assert.doesNotMatch(lines, /SCAN (order_line_shippings|item_option_choices)/, `${statement}\n${lines}`);
      }
    });

    it("the hourly prune finds deliveries past the retention by their time, not by reading every delivery under SQLite's write lock", async () => {
      const plans = await plansOf(() =>
        t.ctx.database.transaction((tx) => webhooksRepo(tx).pruneDeliveries('2026-11-01T00:00:00.000Z')),
      );
      assert.equal(plans.length, 2, `statements seen: ${plans.length}`);
      for (const { statement, plan } of plans) {
        const lines = plan.join(' | ');
        assert.match(lines, /INDEX webhook_deliveries_created \(created_at<\?\)/, `${statement}\n${lines}`);
        assert.doesNotMatch(lines, /SCAN webhook_deliveries/, `${statement}\n${lines}`);
      }
    });
  },
);
