import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { alternating, fmt, load, ROOT, SERVER_CORE, SERVER_SCRIPT, startPinned, tempDir, type Row } from '../lib.ts';

/** Runs the CLI with --json and parses its answer (of the shape the caller names). */
function tenpo<Answer>(args: string[], env: Record<string, string>): Answer {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/tenpo.js'), ...args, '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`tenpo ${args.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Answer;
}

/** RSA-2048 signatures per second on the server's core, alone (bench/sign-ceiling.ts). */
function signingCeiling(): number {
  const r = spawnSync('taskset', ['-c', SERVER_CORE, process.execPath, '--import', 'tsx', 'bench/sign-ceiling.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`sign-ceiling failed: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { signaturesPerSecond: number }).signaturesPerSecond;
}

/** Issue 2: token issuance, authenticated GET /v1/me, and the same bytes from a bare route. */
export async function foundationBench(env: Record<string, string>, label: string): Promise<Row[]> {
  const storage = env.DATABASE_URL ? env : { ...env, DATA_DIR: tempDir('foundation') };
  const client = tenpo<{ client_id: string; client_secret: string }>(
    ['clients', 'create', '--name', 'bench', '--scopes', 'read_users read_items'],
    storage,
  );
  const server = await startPinned(SERVER_SCRIPT, storage);
  const rows: Row[] = [];
  try {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    }).toString();
    const tokenRes = await fetch(`${server.url}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const meBody = await (
      await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${access_token}` } })
    ).text();

    const tokens = await load({
      url: `${server.url}/v1/oauth/token`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      connections: 16,
    });
    // /v1/me and the bare route in alternating rounds (see alternating in bench/lib.ts).
    const bare = await startPinned('bench/bare-server.js', { BARE_BODY: meBody });
    const {
      a: me,
      b: bareRun,
      ratio,
    } = await alternating(
      { url: `${server.url}/v1/me`, headers: { authorization: `Bearer ${access_token}` } },
      { url: `${bare.url}/bare` },
    ).finally(() => bare.stop());
    await server.stop();

    const ceiling = signingCeiling();
    rows.push(
      {
        name: `[${label}] POST /v1/oauth/token (client_credentials)`,
        value: `${fmt(tokens.rps)} tokens/s, p50 ${tokens.p50} ms, p99 ${tokens.p99} ms`,
        target: '≥ 1,000/s (SQLite)',
        ok: label !== 'sqlite' || tokens.rps >= 1000,
      },
      {
        name: `[${label}] RS256 signatures alone on the server core (the token endpoint's ceiling)`,
        value: `${fmt(ceiling)} signatures/s; tokens reach ${fmt((100 * tokens.rps) / ceiling, 1)} % of it`,
      },
      {
        name: `[${label}] GET /v1/me (authenticated)`,
        value: `${fmt(me.rps)} req/s, p50 ${me.p50} ms, p99 ${me.p99} ms`,
      },
      {
        name: `[${label}] bare Fastify route, same bytes as /v1/me`,
        value: `${fmt(bareRun.rps)} req/s, p50 ${bareRun.p50} ms, p99 ${bareRun.p99} ms`,
      },
      {
        name: `[${label}] /v1/me ÷ bare (median of 4 alternating rounds)`,
        value: `${fmt(ratio * 100, 1)} %`,
        target: '≥ 60 %',
        ok: ratio >= 0.6,
      },
    );
    for (const [name, r] of [
      ['token', tokens],
      ['me', me],
    ] as const) {
      if (r.errors || r.non2xx)
        rows.push({ name: `[${label}] ${name} errors`, value: `${r.errors} errors, ${r.non2xx} non-2xx`, ok: false });
    }
  } finally {
    await server.stop();
    if (!env.DATABASE_URL) fs.rmSync(storage.DATA_DIR!, { recursive: true, force: true });
  }
  return rows;
}
