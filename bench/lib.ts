import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server gets core 0; this process (the load generator) runs on core 1. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
export const DURATION_S = Number(process.env.BENCH_SECONDS || 8);

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `tenpo-bench-${name}-`));
}

export interface Proc {
  url: string;
  stop(): Promise<void>;
}

/** Starts a Node script pinned to the server core and waits for its /healthz. */
export async function startPinned(script: string, env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('taskset', ['-c', SERVER_CORE, process.execPath, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), BASE_URL: url, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

/** Runs autocannon against one request shape (after a short warm-up) and returns throughput and latency. */
export async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  const base = { url: opts.url, method: opts.method ?? 'GET', headers: opts.headers, body: opts.body, connections: opts.connections ?? 32, requests: opts.requests };
  await autocannon({ ...base, duration: 2 });
  const r = await autocannon({ ...base, duration: DURATION_S });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export interface Row {
  name: string;
  value: string;
  target?: string;
  ok?: boolean;
}
