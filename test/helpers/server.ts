import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CliIo } from '../../src/cli-kit/command.ts';
import { asLine, buildCliContext, runCli } from '../../src/cli/run.ts';
import { runProcess, signalGroup, spawnProcess } from './processes.ts';
import { until } from './until.ts';

/** The repository: the nearest folder above this file with a package.json (scripts/test.js runs a bundle of it from .test-build/). */
export const ROOT = (function repository(dir: string): string {
  return fs.existsSync(path.join(dir, 'package.json')) ? dir : repository(path.dirname(dir));
})(path.dirname(fileURLToPath(import.meta.url)));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  /** How many requests for path have reached the server so far: its lines on arrival, written at LOG_LEVEL debug. */
  arrivals(path: string): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server (`dist/server.js`, built by scripts/test.js before the suites) on 127.0.0.1 and waits until /healthz answers.
 * One process (WORKERS=1) unless env says otherwise: tests about several processes start several.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawnProcess(process.execPath, ['dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      LOG_LEVEL: 'warn',
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    return (await fetch(`${url}/healthz`).catch(() => null))?.ok;
  }, 'the server to answer /healthz').catch((err: Error) => {
    signalGroup(child, 'SIGKILL');
    throw new Error(`${err.message}\n${output}`);
  });
  return {
    url,
    port,
    child,
    output: () => output,
    // The access line on completion names the url too, so only the arrival lines are counted.
    arrivals: (path) =>
      output
        .split('\n')
        .filter((line) => line.includes('"msg":"incoming request"') && line.includes(`"url":${JSON.stringify(path)}`))
        .length,
    // A stopping signal goes to the server alone, as a supervisor sends it (a primary drains its
    // workers); whatever of its group still runs 10 s later is killed, as SIGKILL kills it at once.
    async stop(signal = 'SIGTERM') {
      if (signal === 'SIGKILL') signalGroup(child, signal);
      else if (child.exitCode === null) child.kill(signal);
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a CLI command in this process (src/cli/run.ts runCli, what bin/tenpo.js runs) with env
 * added to this process's environment; resolves with the exit status it would set and its output.
 * For what a command prints and does; tests about the process itself use spawnTenpo.
 */
export async function runTenpo(args: string[], env: Record<string, string>, stdin?: string): Promise<CliRun> {
  let stdout = '',
    stderr = '';
  const io: CliIo = {
    out: (t) => void (stdout += asLine(t)),
    err: (t) => void (stderr += asLine(t)),
    readStdin: async () => stdin ?? '',
    stdinIsTTY: false,
  };
  const all = { ...process.env, ...env };
  const code = await runCli(args, () => buildCliContext(all), io, all);
  return { code, stdout, stderr };
}

/** Runs the CLI as operators do, a process of its own (`bin/tenpo.js`, i.e. dist/cli.js) with env; resolves with its exit status and output. */
export async function spawnTenpo(args: string[], env: Record<string, string>, stdin?: string): Promise<CliRun> {
  const { code, stdout, stderr } = await runProcess(process.execPath, [path.join(ROOT, 'bin/tenpo.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input: stdin,
  });
  return { code, stdout, stderr };
}

/**
 * Real server processes of one deployment (env), and a token of a client the CLI created with the
 * given scopes, obtained from the first of them by client_credentials.
 */
export async function startServersWithClient(
  env: Record<string, string>,
  count: number,
  scopes: string,
): Promise<{ servers: ServerProcess[]; token: string }> {
  const created = await runTenpo(['clients', 'create', '--name', 'server test', '--scopes', scopes, '--json'], env);
  if (created.code !== 0) throw new Error(`clients create failed: ${created.stderr}`);
  const client = JSON.parse(created.stdout) as { client_id: string; client_secret: string };
  const servers: ServerProcess[] = [];
  for (let i = 0; i < count; i++) servers.push(await startServerProcess(env));
  return { servers, token: await clientCredentialsToken(servers[0]!.url, client) };
}

/** An access token from a running server's token endpoint (client credentials); throws unless it answers 200. */
export async function clientCredentialsToken(
  baseUrl: string,
  client: { client_id: string; client_secret: string },
): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    }),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
