import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('category tree under concurrent moves', () => {
  let t: TestApp;
  let write: string;
  before(async () => {
    t = await startTestApp();
    write = await t.token(['write_items', 'read_items']);
  });
  after(() => t.close());

  const create = async (name: string) => (await t.post('/v1/categories', write, { name })).json().data.id as string;

  it('never lets two concurrent moves (A under B, B under A) together make a cycle: exactly one wins', async () => {
    for (let round = 0; round < 10; round++) {
      const a = await create(`A${round}`);
      const b = await create(`B${round}`);
      const [ab, ba] = await Promise.all([
        t.patch(`/v1/categories/${a}`, write, { parent_id: b }),
        t.patch(`/v1/categories/${b}`, write, { parent_id: a }),
      ]);
      assert.deepEqual([ab.statusCode, ba.statusCode].sort(), [200, 400], `round ${round}: ${ab.body} ${ba.body}`);
      const parents = await t.ctx.db
        .selectFrom('categories')
        .select(['id', 'parent_id'])
        .where('id', 'in', [a, b])
        .execute();
      assert.equal(parents.filter((p) => p.parent_id !== null).length, 1);
    }
  });
});
