#!/usr/bin/env node
// Compiles the TypeScript once (npm's `prepare`, so `npm ci` runs it; `npm test` runs it again) so
// that the server and the CLI start as plain JavaScript: one esbuild bundle per entry point, with
// packages left to node_modules except the ES-module ones listed in BUNDLED. Code the entry points
// share, and what one imports dynamically (src/server.ts's app, which a primary of WORKERS never
// loads, nor its packages), is split into chunks. Every bundle and chunk sits directly in dist/,
// so a file read relative to import.meta.url (the console's stylesheet, './assets/console.css')
// finds the copy made below.
import { build } from 'esbuild';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Pure-JavaScript ES-module packages of hundreds of small files: Node keeps a module record, its
 * source and a loader job for each file for the life of the process, so compiled into the bundle
 * they cost a fraction of the memory at idle (docs/BENCHMARKS.md), and esbuild leaves out what
 * Tenpo does not use (kysely's MySQL and MSSQL dialects). Everything else stays in
 * node_modules: native addons (better-sqlite3), packages that read their own files at run time
 * (@fastify/swagger-ui's static assets), CommonJS that requires at run time, and the drivers that
 * src/db and src/http load only when a deployment uses them (pg, ioredis).
 */
const BUNDLED = new Set(['kysely', '@sinclair/typebox', 'jose']);

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
          args.kind === 'entry-point' || BUNDLED.has(packageOf(args.path))
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  keepNames: true, // error types in logs (pino reads constructor.name) keep their source names
  logLevel: 'warning',
});
fs.cpSync(new URL('../src/console/assets/', import.meta.url), new URL('assets/', dist), { recursive: true });
