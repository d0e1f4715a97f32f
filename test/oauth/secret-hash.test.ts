import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createStaff, verifyStaffPassword } from '../../src/console/service.ts';
import { ClientService } from '../../src/oauth/clients.ts';
import { decoyHash, hashSecret, verifySecret } from '../../src/oauth/secrets.ts';
import { startTestApp, TEST_SECRET_HASH_COST, type TestApp } from '../helpers/app.ts';

describe('Client secrets and staff passwords: scrypt at the configured cost', () => {
  let t: TestApp;
  const productionCost = loadConfig({}).secretHashCost;
  before(async () => (t = await startTestApp()));
  after(() => t?.close());

  it('hashes at N = 2^14, r = 8, p = 1 by default: the cost is not read from the environment', () => {
    assert.equal(productionCost, 16384);
    assert.equal(loadConfig({ SECRET_HASH_COST: '16' }).secretHashCost, 16384);
  });

  it('stores a client secret at the configured cost and authenticates it, and refuses a wrong secret', async () => {
    const clients = new ClientService(t.ctx.db, productionCost);
    const c = await clients.create({ shopId: t.shopId, name: 'hash cost', scopes: ['read_items'], trusted: false });
    const row = (await clients.get(c.client_id))!;
    assert.match(row.secret_hash, /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    assert.equal((await clients.authenticate(c.client_id, c.client_secret, false)).id, c.client_id);
    await assert.rejects(clients.authenticate(c.client_id, `${c.client_secret}x`, false), { error: 'invalid_client' });
  });

  it('stores a staff password at the configured cost; sign-in checks it, and an unknown e-mail is refused alike', async () => {
    const staff = await createStaff(
      t.ctx.db,
      { shopId: t.shopId, email: 'hash@example.test', password: 'a long enough secret' },
      productionCost,
    );
    const row = await t.ctx.db
      .selectFrom('staff')
      .select('password_hash')
      .where('id', '=', staff.staffId)
      .executeTakeFirstOrThrow();
    assert.match(row.password_hash, /^scrypt\$16384\$8\$1\$/);
    assert.equal(
      (await verifyStaffPassword(t.ctx.db, 'hash@example.test', 'a long enough secret', productionCost))?.staffId,
      staff.staffId,
    );
    assert.equal(await verifyStaffPassword(t.ctx.db, 'hash@example.test', 'another long secret', productionCost), null);
    assert.equal(
      await verifyStaffPassword(t.ctx.db, 'nobody@example.test', 'a long enough secret', productionCost),
      null,
    );
  });

  it('verifies a stored hash at the cost it names, whatever the configured cost: cheap test hashes and production hashes both check', async () => {
    for (const cost of [TEST_SECRET_HASH_COST, productionCost]) {
      const stored = await hashSecret('s3cret', cost);
      assert.equal(stored.split('$')[1], String(cost));
      assert.equal(await verifySecret('s3cret', stored), true);
      assert.equal(await verifySecret('s3cres', stored), false);
    }
  });

  it('checks an unknown client id or e-mail against a decoy hash at the configured cost, which no secret matches', async () => {
    for (const cost of [TEST_SECRET_HASH_COST, productionCost]) {
      assert.equal(decoyHash(cost).split('$')[1], String(cost));
      assert.equal(await verifySecret('', decoyHash(cost)), false);
    }
  });
});
