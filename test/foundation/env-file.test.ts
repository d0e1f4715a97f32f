import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freshStorage, type TestStorage } from '../helpers/db.ts';
import { runProcess } from '../helpers/processes.ts';
import { ROOT } from '../helpers/server.ts';

/*
 * `.env` in the directory the server or the CLI starts in is read at start (process.loadEnvFile);
 * a variable set in the environment keeps its value. The CLI shows it here (the server reads it
 * the same way, first thing in src/server.ts): the file names the storage (DATA_DIR, and
 * DATABASE_URL on the PostgreSQL pass), and a bad PORT in the file loses to the environment's.
 */
describe('.env at start', () => {
  let storage: TestStorage;
  let dir: string;
  before(async () => {
    storage = await freshStorage({ migrated: true });
    dir = fs.mkdtempSync(path.join(storage.dataDir, 'cwd-'));
  });
  after(() => storage.cleanup());

  const tenpo = (args: string[], env: Record<string, string>) => {
    const { DATA_DIR: _d, DATABASE_URL: _u, PORT: _p, ...inherited } = process.env;
    return runProcess(process.execPath, [path.join(ROOT, 'bin/tenpo.js'), ...args], {
      cwd: dir,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    });
  };

  it('reads the file, and the environment wins over it', async () => {
    fs.writeFileSync(
      path.join(dir, '.env'),
      [
        '# a developer machine',
        `DATA_DIR=${storage.dataDir}`,
        ...(storage.databaseUrl ? [`DATABASE_URL=${storage.databaseUrl}`] : []),
        'PORT=not-a-port',
        '',
      ].join('\n'),
    );
    const refused = await tenpo(['shops', 'create', '--name', 'From .env', '--json'], {});
    assert.equal(refused.code, 1, 'the bad PORT of the file is read');
    assert.match(refused.stderr, /PORT/);

    const created = await tenpo(['shops', 'create', '--name', 'From .env', '--json'], { PORT: '3999' });
    assert.equal(created.code, 0, created.stderr);
    const listed = await tenpo(['shops', 'list', '--json'], { PORT: '3999' });
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, /From \.env/, "the file's storage");
  });
});
