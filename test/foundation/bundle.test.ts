import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildOpenApiDocument } from '../../scripts/openapi-document.ts';
import { freshStorage, sqlitePassOnly, storageEnv, type TestStorage } from '../helpers/db.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server.ts';

/**
 * The built server (dist/, scripts/build.js) compiles most packages into its bundle, where a
 * CommonJS package that reads a file beside its own finds none; the rest of the suite runs src/.
 * These checks run what a deployment runs against what src/ builds.
 */
describe(
  'the built server (dist/server.js) serves what src/ builds',
  { ...sqlitePassOnly('the bundle does not depend on the database'), timeout: 120_000 },
  () => {
    let storage: TestStorage;
    let server: ServerProcess;
    before(async () => {
      storage = await freshStorage({ migrated: true });
      // The settings scripts/openapi-document.ts builds the document with.
      server = await startServerProcess({
        ...storageEnv(storage),
        BASE_URL: 'https://api.tenpo.example',
        RATE_LIMIT_PER_MINUTE: '0',
        WEBHOOKS_WORKER: 'false',
        METRICS_TOKEN: 'bundle-metrics-token',
      });
    });
    after(async () => {
      await server?.stop();
      await storage?.cleanup();
    });

    it("every class of src/ under its own name (the build keeps no names: pino logs an error's class as its type)", () => {
      const declared = (dir: string, ext: string, declaration: RegExp) =>
        fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith(ext))
          .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(declaration)])
          .map((m) => m[1] ?? m[2]);
      // esbuild writes most classes as `var Name = class …`, which takes its name from the variable.
      const built = new Set(declared('dist', '.js', /^(?:export )?class (\w+)|^var (\w+) = class\b/gm));
      const renamed = declared('src', '.ts', /^(?:export )?class (\w+)/gm).filter((name) => !built.has(name));
      assert.deepEqual(renamed, [], 'classes esbuild renamed (or left out) in dist/');
    });

    it('the same OpenAPI document, byte for byte', async () => {
      const served = await (await fetch(`${server.url}/v1/openapi.json`)).text();
      assert.equal(served, JSON.stringify(await buildOpenApiDocument()));
    });

    it('the metrics scrape (prom-client, imported at run time)', async () => {
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer bundle-metrics-token' } });
      assert.equal(res.status, 200);
      assert.match(await res.text(), /^tenpo_http_request_duration_seconds_count\{/m);
    });

    it("the interactive docs with @fastify/swagger-ui's own files, and the console's stylesheet", async () => {
      for (const [path, type] of [
        ['/docs/static/index.html', /text\/html/],
        ['/docs/static/swagger-ui-bundle.js', /javascript/],
        ['/console/assets/console.css', /text\/css/],
      ] as const) {
        const res = await fetch(`${server.url}${path}`);
        assert.equal(res.status, 200, path);
        assert.match(String(res.headers.get('content-type')), type, path);
        assert.ok((await res.arrayBuffer()).byteLength > 100, path);
      }
    });
  },
);
