import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorOf, startTestApp, type TestApp } from '../helpers/app.ts';

describe('GET /v1/me', () => {
  let t: TestApp;
  before(async () => (t = await startTestApp()));
  after(() => t.close());

  it("returns the shop profile of the token's shop with read_users", async () => {
    const res = await t.get('/v1/me', await t.token(['read_users']));
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.deepEqual(Object.keys(data).sort(), [
      'contact_email',
      'created_at',
      'delivery',
      'id',
      'invoice_registration_number',
      'name',
      'url',
    ]);
    assert.equal(data.id, t.shopId);
    assert.match(data.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("answers a token of another shop with that shop's profile only (tenant scoping)", async () => {
    const other = await t.newShop('Second shop');
    const res = await t.get('/v1/me', await t.token(['read_users'], other));
    assert.equal(res.json().data.id, other);
    assert.equal(res.json().data.name, 'Second shop');
  });

  it('refuses a token without read_users with 403 insufficient_scope naming the scope', async () => {
    const res = await t.get('/v1/me', await t.token(['read_items']));
    assert.equal(res.statusCode, 403);
    const e = errorOf(res);
    assert.equal(e.code, 'insufficient_scope');
    assert.match(e.message, /read_users/);
  });
});
