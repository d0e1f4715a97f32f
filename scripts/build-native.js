#!/usr/bin/env node
// npm's install step: builds the optional addon in native/shm-view (a read-only mapping of SQLite's
// wal-index header; see src/db/commit-signal.ts). Without a compiler it is skipped, and Tenpo reads
// the header with pread instead: slower per request, the same behaviour.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'native', 'shm-view');
if (process.platform === 'win32') process.exit(0);
const r = spawnSync('node-gyp', ['rebuild'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', shell: false });
if (r.status !== 0) {
  const why = r.error ? r.error.message : (r.stderr || '').trim().split('\n').slice(-3).join(' | ');
  console.warn(`tenpo: optional addon native/shm-view not built (${why}); SQLite commit checks will use pread`);
}
