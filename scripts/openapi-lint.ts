// `npm run lint:openapi`: builds the app on a temporary SQLite directory, writes its OpenAPI
// document to a temporary file and lints it with Redocly's CLI (rules in redocly.yaml).
// Exits non-zero when Redocly reports errors.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-openapi-'));
let status = 1;
try {
  const config = loadConfig({
    DATA_DIR: dir,
    BASE_URL: 'https://api.tenpo.example',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const { app } = await buildApp(config, { logger: false });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
  await app.close();
  if (res.statusCode !== 200) throw new Error(`GET /v1/openapi.json answered ${res.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(res.json(), null, 2));
  const args = [
    'lint',
    file,
    '--format=stylish',
    '--config',
    path.join(root, 'redocly.yaml'),
    ...process.argv.slice(2),
  ];
  const r = spawnSync(path.join(root, 'node_modules/.bin/redocly'), args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  status = r.status ?? 1;
} catch (err) {
  console.error(`openapi-lint: ${(err as Error).message}`);
  status = 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
