// `npm run lint:openapi`: builds the app's OpenAPI document (scripts/openapi-document.ts), lints it
// with Redocly's recommended rules (redocly.yaml) and Spectral's spectral:oas rules (.spectral.yaml),
// each failing on any error or warning, and checks that the SDK's generated types
// (clients/typescript/src/schema.ts) are what the document generates now. Exits non-zero when any fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOpenApiDocument, ROOT, SDK_SCHEMA_FILE, sdkSchemaSource } from './openapi-document.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenpo-openapi-lint-'));
const failures: string[] = [];
const run = (name: string, command: string, args: string[]) => {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin', command), args, {
    stdio: 'inherit',
    cwd: ROOT,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (r.status !== 0) failures.push(name);
};
/** Redocly's count of errors and warnings for these arguments. */
function redoclyTotals(args: string[]): { errors: number; warnings: number } {
  const r = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), [...args, '--format=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const report = JSON.parse(r.stdout) as { totals: { errors: number; warnings: number } };
  return report.totals;
}

try {
  const document = await buildOpenApiDocument();
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  // Redocly exits 0 on warnings: its JSON totals decide, and a failing run is shown again readably.
  const redocly = ['lint', file, '--config', path.join(ROOT, 'redocly.yaml')];
  const totals = redoclyTotals(redocly);
  if (totals.errors + totals.warnings > 0) {
    run('redocly', 'redocly', [...redocly, '--format=stylish']);
    if (!failures.includes('redocly')) failures.push('redocly (warnings)');
  } else console.log('openapi-lint: Redocly: valid, no warnings');
  run('spectral', 'spectral', [
    'lint',
    file,
    '--ruleset',
    path.join(ROOT, '.spectral.yaml'),
    '--fail-severity=warn',
    '--display-only-failures',
  ]);
  const generated = await sdkSchemaSource(document);
  const committed = fs.existsSync(SDK_SCHEMA_FILE) ? fs.readFileSync(SDK_SCHEMA_FILE, 'utf8') : '';
  if (generated !== committed) {
    console.error('openapi-lint: clients/typescript/src/schema.ts differs from the document; run npm run sdk:generate');
    failures.push('sdk drift');
  } else console.log('openapi-lint: the SDK types match the document');
} catch (err) {
  console.error(`openapi-lint: ${(err as Error).stack ?? String(err)}`);
  failures.push('document');
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failures.length) console.error(`openapi-lint: failed: ${failures.join(', ')}`);
process.exit(failures.length ? 1 : 0);
