import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.ts';
import { createStaff, verifyStaffPassword } from '../../src/console/service.ts';
import { ClientService } from '../../src/oauth/clients.ts';
import {
  DECOY_CLIENT_SECRET_HASH,
  decoyHash,
  hashClientSecret,
  hashSecret,
  verifyClientSecret,
  verifySecret,
} from '../../src/oauth/secrets.ts';
import { startTestApp, TEST_SECRET_HASH_COST, type TestApp } from '../helpers/app.ts';

describe('Staff passwords: scrypt at the configured cost; client secrets: SHA-256, and scrypt hashes stored before still check', () => {
  let t: TestApp;
  const productionCost = loadConfig({}).secretHashCost;
  before(async () => (t = await startTestApp()));
  after(() => t?.close());

  it('hashes at N = 2^14, r = 8, p = 1 by default: the cost is not read from the environment', () => {
    assert.equal(productionCost, 16384);
    assert.equal(loadConfig({ SECRET_HASH_COST: '16' }).secretHashCost, 16384);
  });

  it('stores a client secret as its SHA-256 digest and authenticates it, and refuses a wrong secret', async () => {
    const clients = new ClientService(t.ctx.database);
    const c = await clients.create({ shopId: t.shopId, name: 'digest', scopes: ['read_items'], trusted: false });
    const row = (await clients.get(c.client_id))!;
    assert.match(c.client_secret, /^sk_[\w-]{43}$/, '256 random bits: no guess finds one, so no slow hash is needed');
    assert.match(row.secret_hash, /^sha256\$[\w-]{43}$/);
    assert.equal(row.secret_hash, hashClientSecret(c.client_secret));
    assert.equal((await clients.authenticate(c.client_id, c.client_secret, false)).id, c.client_id);
    await assert.rejects(clients.authenticate(c.client_id, `${c.client_secret}x`, false), { error: 'invalid_client' });
  });

  it('checks a wrong secret and an unknown client id by SHA-256 alone (a decoy digest no secret matches), never by scrypt', async () => {
    assert.match(DECOY_CLIENT_SECRET_HASH, /^sha256\$[\w-]{43}$/);
    for (const secret of ['', 'sk_x', 'A'.repeat(43)])
      assert.equal(await verifyClientSecret(secret, DECOY_CLIENT_SECRET_HASH), false);
    await assert.rejects(t.ctx.clients.authenticate('cli_unknown', 'sk_x', false), { error: 'invalid_client' });
    // A stored digest of another scheme or length never matches.
    const c = await t.client(['read_items']);
    for (const stored of ['', 'sha256$', `md5$${hashClientSecret(c.clientSecret).slice(7)}`, 'sha256$AAAA'])
      assert.equal(await verifyClientSecret(c.clientSecret, stored), false, stored);
  });

  it('a client whose secret was stored as scrypt (before) authenticates as before, and that hash becomes SHA-256 at its first success', async () => {
    const c = await t.client(['read_items']);
    const setHashes = (hashes: {
      secret_hash?: string;
      previous_secret_hash?: string;
      previous_secret_until?: string;
    }) => t.fixtures.updateTable('oauth_clients').set(hashes).where('id', '=', c.clientId).execute();
    const stored = async () => (await t.ctx.clients.get(c.clientId))!;
    const legacy = await hashSecret(c.clientSecret, productionCost);
    await setHashes({ secret_hash: legacy });
    await assert.rejects(t.ctx.clients.authenticate(c.clientId, 'sk_wrong', false), { error: 'invalid_client' });
    assert.equal((await stored()).secret_hash, legacy, 'a failed check changes nothing');
    assert.equal((await t.ctx.clients.authenticate(c.clientId, c.clientSecret, false)).id, c.clientId);
    assert.equal((await stored()).secret_hash, hashClientSecret(c.clientSecret), 'upgraded at the first success');
    assert.equal((await t.ctx.clients.authenticate(c.clientId, c.clientSecret, false)).id, c.clientId);
    // The secret a rotation replaced, stored as scrypt, works through its grace period and is upgraded alike.
    const rotated = (await t.ctx.clients.rotateSecret(c.clientId, 3600))!;
    await setHashes({ previous_secret_hash: await hashSecret(c.clientSecret, TEST_SECRET_HASH_COST) });
    assert.equal((await t.ctx.clients.authenticate(c.clientId, c.clientSecret, false)).id, c.clientId);
    assert.equal((await t.ctx.clients.authenticate(c.clientId, rotated.client_secret, false)).id, c.clientId);
    const after = await stored();
    assert.equal(after.previous_secret_hash, hashClientSecret(c.clientSecret));
    assert.equal(after.secret_hash, hashClientSecret(rotated.client_secret));
    // Through the token endpoint too: a scrypt-hashed client gets its token.
    await setHashes({ previous_secret_hash: legacy, previous_secret_until: new Date(0).toISOString() });
    await setHashes({ secret_hash: await hashSecret(rotated.client_secret, TEST_SECRET_HASH_COST) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/oauth/token',
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: c.clientId,
        client_secret: rotated.client_secret,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await stored()).secret_hash, hashClientSecret(rotated.client_secret));
    assert.equal(
      (await stored()).previous_secret_hash,
      legacy,
      'an expired previous secret is neither checked nor changed',
    );
  });

  it('stores a staff password at the configured cost; sign-in checks it, and an unknown e-mail is refused alike', async () => {
    const staff = await createStaff(
      t.ctx.database,
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
