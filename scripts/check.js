#!/usr/bin/env node
// `npm run check`: the typecheck, the dependency rule, dead code (knip), ESLint and Prettier, as many at once as there are
// cores (the longest first: ESLint and tsc each take a core for most of the run), each one's output
// printed when it ends. Locally each keeps a cache in .cache/, so a second run only redoes what changed;
// `--no-cache` (CI) starts from nothing. ESLint's cache re-lints only changed files, so a type changed
// in one file can leave a stale verdict on another that uses it: CI's run, uncached, is the judge.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const cached = !process.argv.includes('--no-cache');
const ifCached = (...args) => (cached ? args : []);
const jobs = [
  [
    'eslint',
    [
      '.',
      '--max-warnings',
      '0',
      ...ifCached('--cache', '--cache-location', '.cache/eslint', '--cache-strategy', 'content'),
    ],
  ],
  ['tsc', ['--noEmit', '-p', '.', ...ifCached('--incremental', '--tsBuildInfoFile', '.cache/tsc.tsbuildinfo')]],
  [
    'prettier',
    ['--check', '.', ...ifCached('--cache', '--cache-location', '.cache/prettier', '--cache-strategy', 'content')],
  ],
  ['depcruise', ['src', '--config', '.dependency-cruiser.cjs']],
  // Unused files, exports and dependencies (knip.json names the entry points): no dead code lands.
  ['knip', ['--no-progress', ...ifCached('--cache', '--cache-location', '.cache/knip')]],
];

function run([name, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(path.join('node_modules', '.bin', name), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`check: ${name} ${ok ? 'passed' : 'FAILED'} in ${seconds} s\n`);
      if (!ok) process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const queue = [...jobs];
const results = [];
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) results.push(await run(job));
}
const started = performance.now();
await Promise.all(Array.from({ length: Math.min(jobs.length, os.availableParallelism()) }, worker));
process.stdout.write(`check: done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
process.exitCode = results.every(Boolean) ? 0 : 1;
