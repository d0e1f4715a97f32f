#!/usr/bin/env node
// Compiles the TypeScript once (npm's `prepare`, so `npm ci` runs it; `npm test` runs it again) so
// that the server and the CLI start as plain JavaScript: one esbuild bundle per entry point, the
// packages they use compiled in but for those scripts/bundling.js leaves out. Code the entry points share, and
// what one imports dynamically (src/server.ts's app, which a primary of WORKERS never loads, nor its
// packages), is split into chunks. Every bundle and chunk sits directly in dist/, so a file read
// relative to import.meta.url (the console's stylesheet, './assets/console.css') finds the copy made
// below.
import { build } from 'esbuild';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { packagesCompiledIn } from './bundling.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = new URL('../dist/', import.meta.url);

fs.rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  ...packagesCompiledIn(),
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  // No keepNames: its helper sets the name of every function made at run time, and Fastify makes
  // several per request (a seventh of `GET /v1/me`'s CPU). Classes keep their names unless two
  // collide, which test/foundation/bundle.test.ts checks (pino logs an error's class as its type).
  logLevel: 'warning',
});
fs.cpSync(new URL('../src/console/assets/', import.meta.url), new URL('assets/', dist), { recursive: true });
