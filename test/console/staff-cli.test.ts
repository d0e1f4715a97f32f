import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openDatabase } from '../../src/db/database.ts';
import { verifySecret } from '../../src/oauth/secrets.ts';
import { freshStorage, storageEnv, type TestStorage } from '../helpers/db.ts';
import { runTenpo } from '../helpers/server.ts';

describe('tenpo staff create', () => {
  let storage: TestStorage;
  let shopId: string;
  const tenpo = (args: string[], stdin?: string) => runTenpo(args, storageEnv(storage), stdin);

  before(async () => {
    storage = await freshStorage({ migrated: true });
    shopId = JSON.parse((await tenpo(['shops', 'create', '--name', 'CLI shop', '--json'])).stdout).shop_id;
  });
  after(() => storage.cleanup());

  it('creates a staff member with the password from standard input, stored as a slow hash', async () => {
    const r = await tenpo(
      [
        'staff',
        'create',
        '--shop',
        shopId,
        '--email',
        'Owner@Shop.Example',
        '--role',
        'owner',
        '--name',
        'Aiko',
        '--json',
      ],
      'a long enough secret\nignored second line\n',
    );
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout);
    assert.deepEqual(
      { ...out, staff_id: undefined },
      { staff_id: undefined, shop_id: shopId, email: 'owner@shop.example', name: 'Aiko', role: 'owner', locale: 'ja' },
    );
    const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      const row = await handle.db
        .selectFrom('staff')
        .selectAll()
        .where('id', '=', out.staff_id)
        .executeTakeFirstOrThrow();
      assert.match(row.password_hash, /^scrypt\$16384\$8\$1\$/, 'the CLI hashes at the production cost');
      assert.ok(await verifySecret('a long enough secret', row.password_hash));
    } finally {
      await handle.close();
    }
  });

  it('refuses a short password, a password flag, and a duplicate e-mail', async () => {
    const short = await tenpo(['staff', 'create', '--shop', shopId, '--email', 'a@shop.example'], 'short\n');
    assert.equal(short.code, 1);
    assert.match(short.stderr, /at least 10 characters/);
    const flag = await tenpo([
      'staff',
      'create',
      '--shop',
      shopId,
      '--email',
      'b@shop.example',
      '--password',
      'a long enough secret',
    ]);
    assert.equal(flag.code, 2);
    assert.match(flag.stderr, /unknown flag --password/);
    const dup = await tenpo(
      ['staff', 'create', '--shop', shopId, '--email', 'owner@shop.example'],
      'a long enough secret\n',
    );
    assert.equal(dup.code, 1);
    assert.match(dup.stderr, /already exists/);
  });
});
