#!/usr/bin/env node
// Compiles the TypeScript once (npm's `prepare`, so `npm ci` runs it; `npm test` runs it again) so
// that the server and the CLI start as plain JavaScript: one esbuild bundle per entry point, the
// packages they use compiled in but for those listed in EXTERNAL. Code the entry points share, and
// what one imports dynamically (src/server.ts's app, which a primary of WORKERS never loads, nor its
// packages), is split into chunks. Every bundle and chunk sits directly in dist/, so a file read
// relative to import.meta.url (the console's stylesheet, './assets/console.css') finds the copy made
// below.
import { build } from 'esbuild';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Packages left in node_modules: a native addon (better-sqlite3); the drivers that src/db and
 * src/http load only when a deployment uses them (pg, ioredis); packages that read their own files
 * at run time (@fastify/swagger-ui's static assets, pino's worker threads for transports, tsx's
 * loader); stripe and prom-client, imported only when a shop takes cards or METRICS_TOKEN is set (a
 * compiled-in CommonJS package imported at run time would offer its default export alone);
 * iconv-lite, whose 540 KB of tables it requires on an encoding's first use. Every other package
 * is compiled in: Node then neither resolves, reads nor keeps a module record for each of their
 * hundreds of files (the first answer 120-240 ms sooner, docs/BENCHMARKS.md), and esbuild leaves
 * out what Tenpo does not use (kysely's MySQL and MSSQL dialects). A compiled-in CommonJS package
 * that reads a file beside its own (`__dirname`) finds none: @fastify/swagger reads its
 * package.json so, for defaults the document does not use. test/foundation/bundle.test.ts checks
 * the built server against src/.
 */
const EXTERNAL = new Set([
  'better-sqlite3',
  'pg',
  'ioredis',
  '@fastify/swagger-ui',
  'pino',
  'tsx',
  'stripe',
  'prom-client',
  'iconv-lite',
]);

/** A bare import's package name: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = new URL('../dist/', import.meta.url);

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          EXTERNAL.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined,
        );
      },
    },
  ],
  platform: 'node',
  format: 'esm',
  // The compiled-in CommonJS packages require Node's own modules; an ES module has no `require`.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  splitting: true,
  target: 'node20',
  keepNames: true, // error types in logs (pino reads constructor.name) keep their source names
  logLevel: 'warning',
});
fs.cpSync(new URL('../src/console/assets/', import.meta.url), new URL('assets/', dist), { recursive: true });
