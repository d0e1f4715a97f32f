import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runCli } from '../../src/cli/run.ts';
import type { CliIo } from '../../src/cli-kit/command.ts';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';
import { CUSTOMER_PROFILE, insertCustomer, insertOrder } from '../helpers/orders.ts';

const CUSTOMER_KEYS = ['created_at', 'id', 'line_user_id', 'order_count', 'tags', 'total_spent', 'updated_at'];

describe('customers API', () => {
  let t: TestApp;
  let token: string;
  let first: string;
  let second: string;
  before(async () => {
    t = await startTestApp();
    token = await t.token(['read_customers']);
    first = await insertCustomer(t, {
      tags: ['vip', 'Newsletter'],
      orderCount: 3,
      totalSpent: 14280,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    second = await insertCustomer(t, { tags: ['a"quote', 'back\\slash'], createdAt: '2026-01-02T00:00:00.000Z' });
  });
  after(() => t.close());

  it('lists customers oldest first with exactly the documented fields and total_spent as Money', async () => {
    const res = await t.get('/v1/customers', token);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(
      body.data.map((c: any) => c.id),
      [first, second],
    );
    assert.deepEqual(body.pagination, { limit: 20, offset: 0, total: 2 });
    const c = body.data[0];
    assert.deepEqual(Object.keys(c).sort(), CUSTOMER_KEYS);
    assert.deepEqual(c.tags, ['vip', 'Newsletter']);
    assert.equal(c.order_count, 3);
    assert.deepEqual(c.total_spent, { amount: 14280, currency: 'JPY' });
    assert.match(c.line_user_id, /^U[0-9a-f]{32}$/);
  });

  it('filters by an exact, case-sensitive tag, including tags with JSON-special characters', async () => {
    const ids = async (tag: string) => (await t.get('/v1/customers', token, { tag })).json().data.map((c: any) => c.id);
    assert.deepEqual(await ids('vip'), [first]);
    assert.deepEqual(await ids('Newsletter'), [first]);
    assert.deepEqual(await ids('newsletter'), []);
    assert.deepEqual(await ids('vi'), [], 'a part of a tag is not the tag');
    assert.deepEqual(await ids('a"quote'), [second]);
    assert.deepEqual(await ids('back\\slash'), [second]);
    assert.equal((await t.get('/v1/customers', token, { tag: 'vip' })).json().pagination.total, 1);
  });

  it('adds the profile only with read_customers_pii', async () => {
    const res = await t.get(`/v1/customers/${first}`, await t.token(['read_customers', 'read_customers_pii']));
    assert.deepEqual(res.json().data.profile, CUSTOMER_PROFILE);
    assert.ok(!('profile' in (await t.get(`/v1/customers/${first}`, token)).json().data));
  });

  it('refuses unknown parameters, bad limits and empty tags with 400 invalid_request', async () => {
    const bad: Record<string, string>[] = [
      { limit: '0' },
      { limit: '1000' },
      { tag: '' },
      { updated: 'x' },
      { offset: 'abc' },
    ];
    for (const query of bad) {
      const res = await t.get('/v1/customers', token, query);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      assert.equal(errorOf(res).code, 'invalid_request');
    }
  });

  it('answers 404 not_found for an unknown customer and its orders', async () => {
    for (const url of ['/v1/customers/cus_missing', '/v1/customers/cus_missing/orders']) {
      const res = await t.get(url, token);
      assert.equal(res.statusCode, 404);
      assert.equal(errorOf(res).code, 'not_found');
    }
  });

  it("lists a customer's orders as order list entries, newest placed first, with read_customers", async () => {
    const older = await insertOrder(t, { customerId: first, orderedAt: '2026-03-01T00:00:00.000Z' });
    const newer = await insertOrder(t, { customerId: first, orderedAt: '2026-03-02T00:00:00.000Z' });
    await insertOrder(t, { customerId: second });
    const res = await t.get(`/v1/customers/${first}/orders`, token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().data.map((o: any) => o.id),
      [newer.id, older.id],
    );
    assert.deepEqual(res.json().pagination, { limit: 20, offset: 0, total: 2 });
    assert.ok(!('purchaser' in res.json().data[0]));
  });

  it('needs read_customers (403 naming it)', async () => {
    const res = await t.get('/v1/customers', await t.token(['read_orders', 'read_customers_pii']));
    assert.equal(res.statusCode, 403);
    assert.match(errorOf(res).message, /read_customers/);
  });
});

describe('tenpo customers tag', () => {
  let t: TestApp;
  let out: string[];
  let err: string[];
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  const io: CliIo = {
    out: (s) => void out.push(s),
    err: (s) => void err.push(s),
    readStdin: async () => '',
    stdinIsTTY: false,
  };
  // The CLI closes its context when done; the test app's storage must stay open.
  const tenpo = (...argv: string[]) => {
    out = [];
    err = [];
    return runCli(argv, async () => ({ ...t.ctx, database: { ...t.ctx.database, close: async () => {} } }), io);
  };
  const tagsOf = async (id: string) =>
    JSON.parse(
      (await t.ctx.db.selectFrom('customers').select('tags').where('id', '=', id).executeTakeFirstOrThrow()).tags,
    );

  it('adds and removes tags, keeping order and dropping duplicates, and prints the customer without profile', async () => {
    const id = await insertCustomer(t, { tags: ['vip', 'old'], createdAt: '2026-01-01T00:00:00.000Z' });
    assert.equal(
      await tenpo('customers', 'tag', id, '--add', 'newsletter', '--add', 'vip', '--remove', 'old', '--json'),
      0,
      err.join(),
    );
    const printed = JSON.parse(out.join(''));
    assert.deepEqual(printed.tags, ['vip', 'newsletter']);
    assert.deepEqual(Object.keys(printed).sort(), CUSTOMER_KEYS);
    assert.deepEqual(await tagsOf(id), ['vip', 'newsletter']);
    assert.ok(printed.updated_at > '2026-01-01T00:00:00.000Z', 'tagging moves updated_at');
    const api = (await t.get(`/v1/customers/${id}`, await t.token(['read_customers']))).json().data;
    assert.deepEqual(api.tags, ['vip', 'newsletter']);
  });

  it("refuses bad tags, a missing change, and another shop's customer, changing nothing", async () => {
    const id = await insertCustomer(t, { tags: ['vip'] });
    assert.equal(await tenpo('customers', 'tag', id, '--add', 'x'.repeat(41)), 1);
    assert.match(err.join(), /1-40 characters/);
    assert.equal(await tenpo('customers', 'tag', id, '--add', '   '), 1);
    assert.equal(await tenpo('customers', 'tag', id), 1);
    assert.equal(await tenpo('customers', 'tag', id, '--bogus', 'x'), 2);
    const other = await t.newShop();
    assert.equal(await tenpo('customers', 'tag', id, '--add', 'x', '--shop', other), 1);
    assert.match(err.join(), /no customer/);
    assert.deepEqual(await tagsOf(id), ['vip']);
    assert.equal(await tenpo('customers', 'tag', id, '--add', 'there', '--shop', t.shopId), 0);
    assert.deepEqual(await tagsOf(id), ['vip', 'there']);
  });
});
