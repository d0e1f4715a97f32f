import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestApp, type TestApp, type TestClient } from '../helpers/app.ts';
import { sqlitePassOnly } from '../helpers/db.ts';
import { insertOrder } from '../helpers/orders.ts';
import { runProcess } from '../helpers/processes.ts';
import { ROOT } from '../helpers/server.ts';

const SDK = path.join(ROOT, 'clients/typescript');
const EXAMPLES = ['first-program.mjs', 'shop.cjs'].map((name) => ({
  name,
  text: fs.readFileSync(path.join(SDK, 'examples', name), 'utf8'),
}));

/*
 * The README's walkthrough as a newcomer follows it (issue 30): the SDK packed (npm pack), an empty
 * folder, `npm init -y`, the package file installed, and the README's program run as written, in an
 * ES module project and in the CommonJS one npm init makes, against a real server: the orders synced,
 * an item created (on a second run its 409 sku_taken said, not hidden) and a signed test webhook
 * verified. The programs are the files under clients/typescript/examples, shown whole in the README.
 * npm installs from its cache (--prefer-offline: openapi-fetch is there after Tenpo's npm ci).
 * SQLite only: the walkthrough packs the SDK inside the checkout, which two passes at once would
 * share; the program's calls are the SDK's, tested on both databases by test/sdk/sdk.test.ts.
 */
describe('the README walkthrough, from an empty folder', sqlitePassOnly('SQLite pass only'), () => {
  let t: TestApp;
  let baseUrl: string;
  let client: TestClient;
  let tmp: string;
  before(async () => {
    t = await startTestApp({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = await t.client(['read_users', 'read_items', 'write_items', 'read_orders']);
    await insertOrder(t);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-walkthrough-'));
  });
  after(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** Runs a command to its end in dir; a non-zero exit fails with its output. */
  async function run(dir: string, command: string, args: string[]): Promise<string> {
    const r = await runProcess(command, args, {
      cwd: dir,
      env: {
        ...process.env,
        TENPO_URL: baseUrl,
        TENPO_CLIENT_ID: client.clientId,
        TENPO_CLIENT_SECRET: client.clientSecret,
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      },
    });
    if (r.code !== 0)
      throw new Error(`${command} ${args.join(' ')} failed (${r.code ?? r.signal}):\n${r.stdout}${r.stderr}`);
    return r.stdout;
  }

  it('the README shows each example program whole', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const { name, text } of EXAMPLES) assert.ok(readme.includes(text.trimEnd()), `${name} as it is in the README`);
  });

  it(
    'packs, installs and runs in an ES module project and in a CommonJS one: orders synced, an item, a verified test webhook',
    { timeout: 300_000 },
    async () => {
      await run(SDK, 'npm', ['pack', '--pack-destination', tmp]);
      const tarball = path.join(tmp, 'tenpo-sdk-0.1.0.tgz');
      assert.ok(fs.existsSync(tarball), 'npm pack wrote the package file');

      for (const kind of ['module', 'commonjs'] as const) {
        const project = path.join(tmp, kind);
        fs.mkdirSync(project);
        await run(project, 'npm', ['init', '-y']);
        if (kind === 'module') await run(project, 'npm', ['pkg', 'set', 'type=module']);
        await run(project, 'npm', ['install', '--prefer-offline', tarball]);
        const installed = path.join(project, 'node_modules/@tenpo/sdk');
        const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
        assert.deepEqual(
          Object.keys(manifest.scripts ?? {}).filter((s) => /^(pre|post)?install$|^prepare$/.test(s)),
          [],
          'no install script',
        );

        const program = kind === 'module' ? 'first-program.js' : 'first-program.mjs';
        fs.writeFileSync(path.join(project, program), EXAMPLES[0]!.text);
        const first = await run(project, process.execPath, [program]);
        assert.match(first, /^orders synced: [1-9]\d*; next time from \{"updated_since":"[^"]+","after_id":"ord_/m);
        assert.match(first, /^(item created: item_|item DRIP-200 exists already: item_)/m);
        assert.match(first, /^webhook test event verified: ping evt_\S+ \(204 in \d+ ms\)$/m);

        if (kind === 'module') {
          const again = await run(project, process.execPath, [program]);
          assert.match(again, /^item DRIP-200 exists already: item_/m, 'the second run says its 409, and goes on');
          assert.match(again, /^webhook test event verified/m);
        } else {
          fs.writeFileSync(path.join(project, 'shop.cjs'), EXAMPLES[1]!.text);
          assert.match(
            await run(project, process.execPath, ['shop.cjs']),
            /^shop: /m,
            'require gives the CommonJS build',
          );
        }

        // It stays installed: a later install keeps a copy (no link into Tenpo's checkout) and its dependency.
        await run(project, 'npm', ['install', '--prefer-offline']);
        assert.ok(fs.lstatSync(installed).isDirectory() && !fs.lstatSync(installed).isSymbolicLink());
        assert.ok(fs.existsSync(path.join(project, 'node_modules/openapi-fetch/package.json')));
        assert.match(await run(project, process.execPath, [program]), /^webhook test event verified/m);
      }
    },
  );
});
