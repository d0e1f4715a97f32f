import assert from 'node:assert/strict';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { freshStorage, sqlitePassOnly, storageEnv } from '../helpers/db.ts';
import { groupAlive, signalGroup, spawnProcess } from '../helpers/processes.ts';
import { freePort, ROOT } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

/**
 * `npm start` as a supervisor runs it: the supervisor signals the process it started, npm, and
 * nothing else. npm passes SIGTERM and SIGINT on to the script's process and exits when it does;
 * the script execs node (package.json), so that process is the server, not a shell that would die
 * and leave the server running on its port.
 */
// SQLite pass only: npm passes signals alike whatever the database (test/foundation/shutdown.test.ts stops the server on both).
const npmOnly = sqlitePassOnly("npm's signals do not depend on the database");

describe('npm start stops with its server', npmOnly, () => {
  for (const workers of ['1', '2'])
    for (const signal of ['SIGTERM', 'SIGINT'] as const)
      it(
        `WORKERS=${workers}: ${signal} to npm drains and stops every server process, and npm exits 0`,
        { timeout: 120_000 },
        async () => {
          const storage = await freshStorage({ migrated: true });
          const port = await freePort();
          const url = `http://127.0.0.1:${port}`;
          const npm = spawnProcess('npm', ['start'], {
            cwd: ROOT,
            env: {
              ...process.env,
              ...storageEnv(storage),
              HOST: '127.0.0.1',
              PORT: String(port),
              BASE_URL: url,
              WORKERS: workers,
              LOG_LEVEL: 'info',
              npm_config_update_notifier: 'false',
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          npm.stdout!.on('data', (d) => (output += d));
          npm.stderr!.on('data', (d) => (output += d));
          const exited = once(npm, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
          try {
            await until(async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok, 'the server to answer');
            npm.kill(signal);
            const [code, killedBy] = await exited;
            assert.equal(groupAlive(npm.pid!), false, `a server process outlived npm:\n${output}`);
            assert.deepEqual({ code, killedBy }, { code: 0, killedBy: null }, output);
            assert.match(output, /shutting down/, 'the server drained');
            await assert.rejects(fetch(`${url}/healthz`), 'the port no longer answers');
          } finally {
            signalGroup(npm, 'SIGKILL');
            await storage.cleanup();
          }
        },
      );
});
