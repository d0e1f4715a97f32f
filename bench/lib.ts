import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server gets core 0; this process (the load generator) runs on core 1. */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
export const DURATION_S = Number(process.env.BENCH_SECONDS || 8);
/** BENCH_SCALE=0.1 divides the data set sizes by 10 (a quick check); 1 is the real run. */
export const SCALE = Number(process.env.BENCH_SCALE || 1);
/** A data set size under BENCH_SCALE (never below `min`). */
export const scaled = (n: number, min = 50) => Math.max(min, Math.round(n * SCALE));
/**
 * BENCH_CPU_PROF=DIR runs every pinned server with `--cpu-prof` into DIR/<server>-<time>/ (written when it
 * exits); `node --import tsx bench/profile-top.ts DIR/<server>-<time>` lists the hot spots.
 */
export const CPU_PROF_DIR = process.env.BENCH_CPU_PROF || '';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** With a CpuMeter: the server's CPU time per request served, in µs (and PostgreSQL's, when it measures that). */
  serverUs?: number;
  postgresUs?: number;
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
  /** The server process (taskset replaces itself with node), for reading its memory in /proc. */
  pid: number;
  /** Milliseconds from spawning the process to its first answer of /healthz (polled every 10 ms). */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/**
 * What every section measures: the compiled bundle `npm start` runs (bench/run.ts rebuilds it
 * first). Run through tsx instead, a request cost a third more CPU (its loader's hooks and source
 * maps), a cost no deployment pays.
 */
export const SERVER_SCRIPT = 'dist/server.js';

/**
 * BENCH_SYNC_DELAY_US=1000: every fsync and fdatasync of the servers takes that much longer (strace's
 * fault injection, filtered by seccomp so other system calls run untraced), as on a disk whose sync
 * is slower than this VM's (about 0.2 ms): network block storage takes 0.5-2 ms. Needs strace.
 */
const SYNC_DELAY_US = process.env.BENCH_SYNC_DELAY_US ?? '';
const syncDelay = SYNC_DELAY_US
  ? [
      'strace',
      '-f',
      '--seccomp-bpf',
      '-o',
      '/dev/null',
      '-e',
      'trace=fsync,fdatasync',
      '-e',
      `inject=fsync,fdatasync:delay_exit=${SYNC_DELAY_US}`,
    ]
  : [];

/** BENCH_SERVER_NODE_ARGS: Node.js options for the servers alone (a V8 flag measured against the default). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Starts a Node script pinned to the server core (or to `cores`, a taskset list) and waits for its
 * /healthz: TypeScript through tsx, JavaScript as it is. One server process (WORKERS=1) unless env
 * says otherwise.
 */
export async function startPinned(script: string, env: Record<string, string>, cores = SERVER_CORE): Promise<Proc> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // One directory per server: the main thread and tsx's loader thread each write a profile there (the larger one is the server's).
  const prof = CPU_PROF_DIR
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR, `${env.BENCH_PROF_NAME ?? path.basename(script, path.extname(script))}-${Date.now()}`)}`,
      ]
    : [];
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const spawned = performance.now();
  const argv = ['-c', cores, ...syncDelay, process.execPath, ...SERVER_NODE_ARGS, ...prof, ...loader, script];
  const child: ChildProcess = spawn('taskset', argv, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      // warn by default: the request lines are measured apart, with BENCH_LOG_LEVEL=info.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let firstAnswerMs = NaN;
  for (let i = 0; i < 6000 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        firstAnswerMs = performance.now() - spawned;
        break;
      }
    } catch {
      /* not listening yet: try again shortly */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  if (Number.isNaN(firstAnswerMs)) {
    child.kill('SIGKILL');
    throw new Error(`${script} did not come up on ${url}`);
  }
  // Under strace the server is strace's child: it is the one measured and signalled (strace ends with it).
  const pid = syncDelay.length ? childrenOf(child.pid!)[0]! : child.pid!;
  return {
    url,
    pid,
    firstAnswerMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          /* gone already: its exit ends strace too */
        }
      }),
  };
}

/** A process's resident memory in MB (/proc/PID/status): in all, anonymous (heaps, stacks) and file-backed (the node binary and libraries, shared with other processes). */
export function residentMemory(pid: number): { rss: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') };
}

/**
 * CPU time a process has used (user + system), in ms, from /proc/PID/stat (clock ticks of 10 ms);
 * with `reaped`, also what it collected from children that ended (cutime + cstime).
 */
export function cpuMs(pid: number, reaped = false): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
  return ticks * 10;
}

/** The processes a process forked (/proc children): a server's workers. */
export function childrenOf(pid: number): number[] {
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

/** CPU time of a server and its workers, in ms. */
export function serverCpuMs(pid: number): number {
  return childrenOf(pid).reduce((sum, child) => sum + cpuMs(child), cpuMs(pid));
}

/**
 * CPU time of PostgreSQL on this machine, in ms: every postgres process's own, plus what the
 * postmaster has collected from backends that ended (cutime and cstime), so that backends closing
 * during a run are not lost.
 */
export function postgresCpuMs(): number {
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') sum += cpuMs(Number(entry), true);
    } catch {
      // the process ended meanwhile
    }
  }
  return sum;
}

/** CPU time used so far (ms) by a server and, when measured, by the PostgreSQL backends serving it. */
export interface CpuMeter {
  read(): Promise<{ server: number; postgres?: number }>;
  close(): Promise<void>;
}

/**
 * A CpuMeter of the server process `pid` (and its workers), and with `postgres`, of the PostgreSQL
 * backends whose application_name is the one the server connects with (see withApplicationName):
 * those serving this server's connections and no other client's. PostgreSQL must run on this
 * machine (its backends are read in /proc). A backend seen once counts with its last reading; one
 * that starts during a run counts in full, one that ends during a run loses what it used since the
 * previous reading (the server's pool keeps its connections while it is loaded).
 */
export async function cpuMeter(pid: number, postgres?: { url: string; applicationName: string }): Promise<CpuMeter> {
  let client: pg.Client | undefined;
  if (postgres) {
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
  }
  const lastSeen = new Map<number, number>();
  return {
    async read() {
      const server = serverCpuMs(pid);
      if (!client) return { server };
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
        [postgres!.applicationName],
      );
      for (const { pid: backend } of rows) {
        try {
          lastSeen.set(backend, cpuMs(backend));
        } catch {
          // ended since pg_stat_activity listed it: its last reading stands
        }
      }
      let sum = 0;
      for (const ms of lastSeen.values()) sum += ms;
      return { server, postgres: sum };
    },
    close: async () => void (await client?.end()),
  };
}

/** A PostgreSQL URL whose connections name themselves `name` in pg_stat_activity (for cpuMeter). */
export function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

/** Runs autocannon against one request shape (after a short warm-up) and returns throughput and latency. */
export async function load(opts: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  requests?: autocannon.Request[];
  /** Reads the server's CPU (and PostgreSQL's) before and after the run: LoadResult.serverUs and postgresUs. */
  cpu?: CpuMeter;
}): Promise<LoadResult> {
  await run(opts, 2); // warm-up
  return run(opts, DURATION_S);
}

/** One autocannon run of a request shape (32 connections unless given). */
async function run(o: LoadOptions, seconds: number): Promise<LoadResult> {
  const before = await o.cpu?.read();
  const r = await autocannon({
    url: o.url,
    method: o.method ?? 'GET',
    headers: o.headers,
    body: o.body,
    connections: o.connections ?? 32,
    requests: o.requests,
    duration: seconds,
  });
  const result: LoadResult = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
  if (before) Object.assign(result, cpuPerUnit(before, (await o.cpu!.read())!, r.requests.total));
  return result;
}

/** µs of CPU per unit of work between two CpuMeter readings. */
export function cpuPerUnit(
  before: { server: number; postgres?: number },
  after: { server: number; postgres?: number },
  units: number,
): { serverUs: number; postgresUs?: number } {
  const per = (a: number, b: number) => ((b - a) * 1000) / Math.max(1, units);
  return {
    serverUs: per(before.server, after.server),
    ...(after.postgres !== undefined ? { postgresUs: per(before.postgres ?? 0, after.postgres) } : {}),
  };
}

type LoadOptions = Parameters<typeof load>[0];

/**
 * Two request shapes (each on its own server, both pinned to the server core) measured in
 * alternating rounds, so a machine whose speed drifts during the run (a shared VM) moves both
 * alike: each round's ratio a/b compares neighbours in time, and the median round is reported.
 */
export async function alternating(
  a: LoadOptions,
  b: LoadOptions,
  rounds = 4,
): Promise<{ a: LoadResult; b: LoadResult; ratio: number }> {
  const seconds = Math.max(2, Math.round(DURATION_S / 2));
  for (const o of [a, b]) await run(o, 2); // warm-up
  const pairs: { a: LoadResult; b: LoadResult }[] = [];
  for (let i = 0; i < rounds; i++) pairs.push({ a: await run(a, seconds), b: await run(b, seconds) });
  const median = <T>(xs: T[], key: (x: T) => number) => [...xs].sort((x, y) => key(x) - key(y))[xs.length >> 1]!;
  const sum = (f: (p: { a: LoadResult; b: LoadResult }) => number) => pairs.reduce((n, p) => n + f(p), 0);
  const mid = median(pairs, (p) => p.a.rps / p.b.rps);
  return {
    a: { ...mid.a, errors: sum((p) => p.a.errors), non2xx: sum((p) => p.a.non2xx) },
    b: { ...mid.b, errors: sum((p) => p.b.errors), non2xx: sum((p) => p.b.non2xx) },
    ratio: mid.a.rps / mid.b.rps,
  };
}

/**
 * A server against bare Fastify serving the same bytes (bench/bare-server.js), in alternating
 * rounds: each of `paths` is fetched once from the server (it must answer 200, and `check` may
 * inspect the body), the bare server serves the i-th body at /bare/i, and both loads go round the
 * paths in the same order (autocannon's request list, per connection). `a` is the server's.
 */
export async function versusBare(
  server: { url: string },
  paths: string[],
  headers: Record<string, string>,
  opts: { cpu?: CpuMeter; check?: (path: string, body: string) => void } = {},
): Promise<{ a: LoadResult; b: LoadResult; ratio: number }> {
  const bodies: string[] = [];
  for (const p of paths) {
    const r = await request(`${server.url}${p}`, { headers });
    if (r.status !== 200) throw new Error(`${p} answered ${r.status}: ${r.body.slice(0, 200)}`);
    opts.check?.(p, r.body);
    bodies.push(r.body);
  }
  const dir = tempDir('bare');
  try {
    const file = path.join(dir, 'bodies.json');
    fs.writeFileSync(file, JSON.stringify(bodies));
    const bare = await startPinned('bench/bare-server.js', { BARE_BODIES_FILE: file });
    return await alternating(
      { url: server.url, requests: paths.map((p) => ({ method: 'GET', path: p, headers })), cpu: opts.cpu },
      { url: bare.url, requests: paths.map((_, i) => ({ method: 'GET', path: `/bare/${i}` })) },
    ).finally(() => bare.stop());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export interface Row {
  name: string;
  value: string;
  target?: string;
  ok?: boolean;
  /** The row's figures as named cells: rows with the same cell names also make a compact table of their own (bench/run.ts). */
  cells?: Record<string, string>;
}

/** Latency summary of a custom load loop: throughput and percentiles with sub-millisecond precision. */
export interface LoopResult {
  rps: number;
  p50: number;
  p99: number;
  count: number;
  failures: number;
  /** The first failure's message (status and body), for the report. */
  firstFailure?: string;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * A custom load generator for request shapes autocannon cannot express (a cursor walk, a cart-add
 * then checkout pair): `concurrency` workers each run `op(worker, n)` back to back for `seconds`
 * (after `warmupSeconds`), and every op's latency is recorded. `op` throws on a failure.
 */
export async function loop(opts: {
  seconds: number;
  concurrency: number;
  warmupSeconds?: number;
  op: (worker: number, n: number) => Promise<void>;
  /** Called (and awaited) when the recorded run starts (after the warm-up). */
  onRecord?: () => void | Promise<void>;
}): Promise<LoopResult> {
  const run = async (seconds: number, record: boolean) => {
    const latencies: number[] = [];
    let failures = 0;
    let firstFailure: string | undefined;
    const started = performance.now();
    const end = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: opts.concurrency }, async (_, w) => {
        for (let n = 0; performance.now() < end; n++) {
          const t0 = performance.now();
          try {
            await opts.op(w, n);
            if (record) latencies.push(performance.now() - t0);
          } catch (err) {
            failures++;
            firstFailure ??= (err as Error).message;
            if (failures > 1000) break;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      count: latencies.length,
      failures,
      firstFailure,
    };
  };
  if (opts.warmupSeconds) await run(opts.warmupSeconds, false);
  await opts.onRecord?.();
  return run(opts.seconds, true);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request over a keep-alive connection; answers status and body text. Cheaper on the load core than fetch. */
export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: {
          ...opts.headers,
          ...(opts.body !== undefined ? { 'content-length': Buffer.byteLength(opts.body) } : {}),
        },
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

/** A list answer (GET /v1/items, /v1/orders), as far as the bench reads it. */
export interface ListPage<Entry> {
  data: Entry[];
  pagination: { total: number };
}

/** request() that throws unless the status is the expected one, and parses the JSON body (of the shape the caller names). */
export async function requestJson<Body = unknown>(
  url: string,
  expect: number,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Body> {
  const r = await request(url, opts);
  if (r.status !== expect)
    throw new Error(`${opts.method ?? 'GET'} ${new URL(url).pathname} answered ${r.status}: ${r.body.slice(0, 300)}`);
  return (r.body ? JSON.parse(r.body) : null) as Body;
}

export const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;

/** The p50 growth row of a small and a large data set, against the "< 1.5×" target. */
export function growthRow(name: string, small: { n: number; p50: number }, large: { n: number; p50: number }): Row {
  const ratio = large.p50 / small.p50;
  return {
    name,
    value: `${fmt(ratio, 2)}× (p50 ${ms(small.p50)} at ${fmt(small.n)} → ${ms(large.p50)} at ${fmt(large.n)})`,
    target: '< 1.5×',
    ok: ratio < 1.5,
  };
}
