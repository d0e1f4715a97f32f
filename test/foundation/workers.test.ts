import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { after, before, describe, it } from 'node:test';
import { decodeProtectedHeader } from 'jose';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { shopRepo } from '../../src/shop/repo.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { ConsoleAgent, createTestStaff } from '../helpers/console.ts';
import { freshStorage, sqlitePassOnly, storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { insertOrder } from '../helpers/orders.ts';
import { runProcess } from '../helpers/processes.ts';
import { freePort, ROOT, runTenpo, startServerProcess, type ServerProcess } from '../helpers/server.ts';
import { seenFromAnotherProcess, until } from '../helpers/until.ts';

/**
 * WORKERS=N: N server processes on one port (node:cluster). Each worker is a whole server, so
 * what holds between two server processes of a deployment (test/foundation/two-server-processes)
 * must hold between workers, reached here as clients reach them: new connections to one port,
 * which the primary hands to the workers in turn.
 */

const METRICS_TOKEN = 'metrics-token-for-workers-0123456789';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The process that answered: request ids start with a random prefix per process (src/app.ts requestIds). */
  process: string;
}

/** One request on a connection of its own (Connection: close), so consecutive requests reach the workers in turn. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; key?: string; form?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { connection: 'close' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['idempotency-key'] = opts.key;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${server.url}${path}`, { method, headers, body, signal: opts.signal });
  return {
    status: res.status,
    headers: res.headers,
    text: await res.text(),
    process: (res.headers.get('x-request-id') ?? '').slice(4, 16),
  };
}

const processesOf = (answers: Answer[]) => new Set(answers.map((a) => a.process));

/** The primary's children (Linux /proc): its workers. */
function workerPids(server: ServerProcess): number[] {
  const pid = server.child.pid!;
  return fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}

/** /healthz answers once the first worker listens; the others start after it. Resolves with both processes seen. */
async function bothWorkersAnswering(server: ServerProcess): Promise<Set<string>> {
  return until(async () => {
    const seen = processesOf(await Promise.all(Array.from({ length: 4 }, () => call(server, 'GET', '/healthz'))));
    return seen.size === 2 ? seen : null;
  }, 'two workers to answer');
}

async function newClient(env: Record<string, string>, scopes: string) {
  const created = await runTenpo(['clients', 'create', '--name', 'workers test', '--scopes', scopes, '--json'], env);
  assert.equal(created.code, 0, created.stderr);
  return JSON.parse(created.stdout) as { client_id: string; client_secret: string };
}

async function tokenOf(server: ServerProcess, client: { client_id: string; client_secret: string }) {
  const r = await call(server, 'POST', '/v1/oauth/token', {
    form: { grant_type: 'client_credentials', client_id: client.client_id, client_secret: client.client_secret },
  });
  assert.equal(r.status, 200, r.text);
  return { token: (JSON.parse(r.text) as { access_token: string }).access_token, process: r.process };
}

/** A new item of the category, with a sku of its own. */
const itemBody = (categoryId: string, name = 'Turn beans') => ({
  kind: 'normal',
  sku: `TURN-${randomUUID().slice(0, 8)}`,
  inventory: 3,
  name,
  category_id: categoryId,
  description: 'Written by one of the workers',
  price: { amount: 900, currency: 'JPY' },
  tax_rate: 8,
  main_image_orientation: 'square',
  delivery_datetime_possibility: 'nullable',
  cancellation: { enabled: false, cancel_by: '' },
});

/** Rejects if the promise is still unsettled after 30 s: a write turn never given on would leave writes waiting. */
async function within30s<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still unanswered after 30 s`)), 30_000);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** `count` item creations at once, each on a connection of its own. */
const createItems = (server: ServerProcess, token: string, categoryId: string, count: number) =>
  within30s(
    Promise.all(
      Array.from({ length: count }, () =>
        call(server, 'POST', '/v1/items', { token, key: randomUUID(), body: itemBody(categoryId) }),
      ),
    ),
    `${count} item creations`,
  );

describe('WORKERS configuration', () => {
  it('defaults WORKERS to the number of cores and refuses anything but a whole number from 1', () => {
    assert.equal(loadConfig({}).workers, os.availableParallelism());
    assert.equal(loadConfig({ WORKERS: '3' }).workers, 3);
    for (const value of ['0', 'two', '1.5', '-1'])
      assert.throws(
        () => loadConfig({ WORKERS: value }),
        (err: unknown) => err instanceof ConfigError && err.message.includes('WORKERS'),
        value,
      );
  });
});

describe(`Two workers on one port (WORKERS=2, ${TEST_DIALECT})`, () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let server: ServerProcess;
  let client: { client_id: string; client_secret: string };
  let token: string;

  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = {
      ...storageEnv(storage),
      RATE_LIMIT_PER_MINUTE: '0',
      BASE_URL: 'http://tenpo.test',
      WORKERS: '2',
      METRICS_TOKEN,
    };
    client = await newClient(env, 'read_users read_items write_items');
    server = await startServerProcess(env);
    await bothWorkersAnswering(server);
    ({ token } = await tokenOf(server, client));
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it('serves one port from two worker processes under one primary, which serves nothing itself', async () => {
    assert.equal(workerPids(server).length, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(server, 'GET', '/v1/me', { token })));
    for (const a of answers) assert.equal(a.status, 200, a.text);
    assert.equal(processesOf(answers).size, 2, 'new connections reach both workers');
  });

  it('answers a /metrics scrape with the sum over both workers, whichever takes the scrape', async () => {
    const healthzCount = async () => {
      const r = await call(server, 'GET', '/metrics', { token: METRICS_TOKEN });
      assert.equal(r.status, 200, r.text);
      const line = r.text
        .split('\n')
        .find((l) => l.startsWith('tenpo_http_request_duration_seconds_count{') && l.includes('route="/healthz"'));
      return { count: Number(line?.split(' ')[1] ?? 0), process: r.process };
    };
    const before = await healthzCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(server, 'GET', '/healthz')));
    assert.equal(processesOf(answers).size, 2, 'the requests reached both workers');
    const scrapes = [await healthzCount(), await healthzCount()];
    for (const s of scrapes) assert.equal(s.count - before.count, 20, `scraped through worker ${s.process}`);
  });

  it('writes through both workers at once, each write once; on SQLite the workers take turns at the write lock, granted by the primary', async () => {
    const category = JSON.parse(
      (await call(server, 'POST', '/v1/categories', { token, body: { name: 'Turns' }, key: randomUUID() })).text,
    ).data;
    const totalItems = async () =>
      (
        JSON.parse((await call(server, 'GET', '/v1/items?limit=1', { token })).text) as {
          pagination: { total: number };
        }
      ).pagination.total;
    const before_ = await totalItems();
    const created = await createItems(server, token, category.id, 60);
    for (const r of created) assert.equal(r.status, 201, r.text);
    assert.equal(processesOf(created).size, 2, 'both workers wrote');
    assert.equal(await totalItems(), before_ + 60);
    const scrape = await call(server, 'GET', '/metrics', { token: METRICS_TOKEN });
    const turns = Number(/^tenpo_db_write_turn_wait_seconds_count (\d+)/m.exec(scrape.text)?.[1] ?? 0);
    if (TEST_DIALECT === 'sqlite') assert.ok(turns >= 2, `write turns taken: ${turns}`);
    else assert.equal(turns, 0, 'PostgreSQL has no write turns: its writers run side by side');
  });

  it('executes a write exactly once when 20 identical requests with one Idempotency-Key reach both workers', async () => {
    const key = randomUUID();
    const name = `Roasts ${randomUUID().slice(0, 8)}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(server, 'POST', '/v1/categories', { token, body: { name }, key })),
    );
    assert.equal(processesOf(results).size, 2, 'both workers answered');
    const created = results.filter((r) => r.status === 201);
    assert.ok(created.length >= 1, JSON.stringify(results.map((r) => r.status)));
    for (const r of created) assert.equal(r.text, created[0]!.text, 'every success is the same answer');
    for (const r of results.filter((r) => r.status !== 201)) {
      assert.equal(r.status, 409, r.text);
      assert.equal(JSON.parse(r.text).error.code, 'idempotency_key_in_use');
    }
    const list = JSON.parse((await call(server, 'GET', '/v1/categories?limit=100', { token })).text);
    assert.equal(list.data.filter((c: { name: string }) => c.name === name).length, 1, 'one category written');
  });

  it("shows every worker a write made through another (at once on SQLite, once notified on PostgreSQL): item lists (each worker's page cache) and the client's token", async () => {
    const total = async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => call(server, 'GET', '/v1/items?limit=5', { token })),
      );
      assert.equal(processesOf(answers).size, 2, 'both workers answered');
      return answers.map((a) => (JSON.parse(a.text) as { pagination: { total: number } }).pagination.total);
    };
    const before_ = await total();
    assert.equal(new Set(before_).size, 1, `both workers agree: ${before_.join(',')}`);
    await total(); // the pages are now cached by both workers
    const category = JSON.parse(
      (await call(server, 'POST', '/v1/categories', { token, body: { name: 'Cache' }, key: randomUUID() })).text,
    ).data;
    const created = await call(server, 'POST', '/v1/items', {
      token,
      key: randomUUID(),
      body: {
        kind: 'normal',
        sku: `CACHE-${randomUUID().slice(0, 8)}`,
        inventory: 3,
        name: 'Cache beans',
        category_id: category.id,
        description: 'Seen by every worker',
        price: { amount: 900, currency: 'JPY' },
        tax_rate: 8,
        main_image_orientation: 'square',
        delivery_datetime_possibility: 'nullable',
        cancellation: { enabled: false, cancel_by: '' },
      },
    });
    assert.equal(created.status, 201, created.text);
    // The worker that did not write learns of it from the commit's notification on PostgreSQL
    // (README, Workers: milliseconds later); on SQLite every request reads the version itself.
    const counted = before_.map((n) => n + 1).join(',');
    await seenFromAnotherProcess(
      async () => (await total()).join(',') === counted,
      'every answer after the write counts the new item',
    );

    // The authentication read is kept until the next commit by any process: a client disabled by
    // the CLI (another process) is refused by both workers.
    const other = await newClient(env, 'read_users');
    const { token: doomed } = await tokenOf(server, other);
    const works = await Promise.all(Array.from({ length: 4 }, () => call(server, 'GET', '/v1/me', { token: doomed })));
    assert.deepEqual(
      works.map((a) => a.status),
      [200, 200, 200, 200],
    );
    const disabled = await runTenpo(['clients', 'disable', other.client_id], env);
    assert.equal(disabled.code, 0, disabled.stderr);
    await seenFromAnotherProcess(async () => {
      const refused = await Promise.all(
        Array.from({ length: 6 }, () => call(server, 'GET', '/v1/me', { token: doomed })),
      );
      assert.equal(processesOf(refused).size, 2, 'both workers answered');
      return refused.every((a) => a.status === 401);
    }, 'both workers refuse the disabled client');
  });

  it('keeps old tokens working on both workers after `tenpo keys rotate`, and both sign new ones with the new key', async () => {
    const oldKid = decodeProtectedHeader(token).kid!;
    const r = await runTenpo(['keys', 'rotate', '--json'], env);
    assert.equal(r.code, 0, r.stderr);
    const rotated = JSON.parse(r.stdout) as { kid: string };
    assert.notEqual(rotated.kid, oldKid);
    const old = await Promise.all(Array.from({ length: 6 }, () => call(server, 'GET', '/v1/me', { token })));
    assert.equal(processesOf(old).size, 2);
    for (const a of old) assert.equal(a.status, 200, 'a token signed before rotation works on every worker');
    await new Promise((r) => setTimeout(r, 1100)); // a process looks for a newer signing key once a second
    // One after another: the token that makes a worker look waits for the answer, while tokens it
    // signs meanwhile still use the retired key (published until their expiry, so they verify).
    const fresh: { token: string; process: string }[] = [];
    for (let i = 0; i < 6; i++) fresh.push(await tokenOf(server, client));
    assert.equal(new Set(fresh.map((f) => f.process)).size, 2, 'both workers issued tokens');
    for (const f of fresh) {
      assert.equal(decodeProtectedHeader(f.token).kid, rotated.kid);
      const me = await Promise.all(Array.from({ length: 4 }, () => call(server, 'GET', '/v1/me', { token: f.token })));
      for (const a of me) assert.equal(a.status, 200, 'verified by either worker');
    }
  });
});

// SQLite pass only: the primary counts for its workers, apart from the database.
const countedApart = sqlitePassOnly('rate limits are counted apart from the database');

describe(`Rate limits with two workers and no Redis (${TEST_DIALECT})`, countedApart, () => {
  let storage: TestStorage;
  let server: ServerProcess;
  let token: string;
  before(async () => {
    storage = await freshStorage({ migrated: true });
    const env = { ...storageEnv(storage), RATE_LIMIT_PER_MINUTE: '10', WORKERS: '2' };
    const client = await newClient(env, 'read_users');
    server = await startServerProcess(env);
    await bothWorkersAnswering(server);
    ({ token } = await tokenOf(server, client));
  });
  after(async () => {
    await server?.stop();
    await storage?.cleanup();
  });

  it("counts a client's requests once across both workers (in the primary): 30 concurrent requests, limit 10", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => call(server, 'GET', '/v1/me', { token })));
    assert.equal(processesOf(results).size, 2, 'both workers answered');
    const served = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    assert.equal(served.length, 10, JSON.stringify(results.map((r) => r.status)));
    assert.equal(refused.length, 20);
    assert.deepEqual(
      served.map((r) => Number(r.headers.get('ratelimit-remaining'))).sort((a, b) => a - b),
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      'one counter: each remaining count handed out once',
    );
    for (const r of refused) {
      assert.equal(JSON.parse(r.text).error.code, 'rate_limited');
      assert.ok(Number(r.headers.get('retry-after')) >= 1);
    }
  });

  it('counts sign-in guesses for one e-mail once across both workers: 12 guesses from two agents, 10 answered', async () => {
    // Two agents guessing at once hold two connections, which the primary hands to both workers;
    // fetch may reuse kept-alive connections of one worker for both, though, so when one worker
    // answered every guess, they run once more for a new e-mail (each run's counts checked all the
    // same; two runs stay under the 30 guesses a minute allowed per address).
    const workersSeen = new Set<string>();
    for (let attempt = 0; attempt < 2 && workersSeen.size < 2; attempt++) {
      const handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
      const login = await createTestStaff(handle, (await shopRepo(handle.db).findDefault())!.id).finally(() =>
        handle.close(),
      );
      const guesses = await Promise.all(
        [0, 1].map(async (agentNo) => {
          const agent = new ConsoleAgent(server.url);
          const answers: { status: number; process: string }[] = [];
          for (let i = 0; i < 6; i++) {
            const res = await agent.signIn({ email: login.email, password: `guess ${agentNo}-${i}` });
            answers.push({ status: res.status, process: (res.headers.get('x-request-id') ?? '').slice(4, 16) });
          }
          return answers;
        }),
      );
      const all = guesses.flat();
      assert.deepEqual(
        all.map((a) => a.status).sort(),
        [...Array<number>(10).fill(401), 429, 429],
        'ten guesses a minute for one e-mail, whichever worker takes them',
      );
      if (new Set(all.map((a) => a.process)).size === 2) for (const a of all) workersSeen.add(a.process);
    }
    assert.equal(workersSeen.size, 2, 'both workers answered the guesses of one e-mail');
  });
});

describe(`The primary keeps its workers (${TEST_DIALECT})`, () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let client: { client_id: string; client_secret: string };
  let writer: { client_id: string; client_secret: string };
  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = { ...storageEnv(storage), RATE_LIMIT_PER_MINUTE: '0', WORKERS: '2' };
    client = await newClient(env, 'read_users');
    writer = await newClient(env, 'read_users read_items write_items');
  });
  after(() => storage?.cleanup());

  it('drains both workers on SIGTERM: requests in flight on each complete, then the primary exits 0', async () => {
    // debug: the line on each request's arrival shows what is in flight.
    const server = await startServerProcess({ ...env, LOG_LEVEL: 'debug' });
    try {
      await bothWorkersAnswering(server);
      const body = new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: client.client_id,
        client_secret: client.client_secret,
      }).toString();
      // One request per connection, each held open mid-body; consecutive connections go to the workers in turn.
      const held = Array.from({ length: 2 }, () => {
        let finish!: () => void;
        const answer = new Promise<{ status: number; requestId: string }>((resolve, reject) => {
          const req = http.request(
            `${server.url}/v1/oauth/token`,
            {
              method: 'POST',
              agent: false,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode!, requestId: String(res.headers['x-request-id']) }));
            },
          );
          req.on('error', reject);
          req.write(body.slice(0, 10));
          finish = () => req.end(body.slice(10));
        });
        return { answer, finish: () => finish() };
      });
      await until(() => server.arrivals('/v1/oauth/token') >= 2, 'both held requests to reach the workers');
      server.child.kill('SIGTERM');
      // The primary and each worker say so.
      await until(
        () => (server.output().match(/shutting down/g) ?? []).length >= 3,
        'every process to start shutting down',
      );
      for (const h of held) h.finish();
      const answers = await Promise.all(held.map((h) => h.answer));
      for (const a of answers) assert.equal(a.status, 200);
      assert.equal(new Set(answers.map((a) => a.requestId.slice(4, 16))).size, 2, 'one held request on each worker');
      assert.equal(await server.stop(), 0, server.output());
      await assert.rejects(fetch(`${server.url}/healthz`), 'no longer accepting connections');
    } finally {
      await server.stop('SIGKILL');
    }
  });

  it('replaces a worker that dies in its place (slot), logging it, and keeps serving on both', async () => {
    const server = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    try {
      const first = await bothWorkersAnswering(server);
      const [victim, survivor] = workerPids(server);
      process.kill(victim!, 'SIGKILL');
      const replaced = await until(() => {
        const pids = workerPids(server);
        return pids.length === 2 && !pids.includes(victim!) ? pids : null;
      }, 'a new worker');
      assert.ok(replaced.includes(survivor!));
      const now = await bothWorkersAnswering(server);
      assert.equal([...now].filter((p) => !first.has(p)).length, 1, 'one of the two answering processes is new');

      // Whole lines only: the output may end in a line still being written.
      const logLines = () =>
        server
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{') && l.endsWith('}'))
          .map(
            (l) =>
              JSON.parse(l) as { msg: string; time: unknown; worker?: number; worker_pid?: number; signal?: string },
          );
      const lines = logLines();
      const exited = lines.find((l) => l.msg.startsWith('worker exited'));
      assert.ok(exited, server.output());
      for (const l of lines) assert.match(String(l.time), /^\d{4}-\d\d-\d\dT.*Z$/, 'the primary logs ISO times too');
      assert.equal(exited.worker_pid, victim);
      assert.equal(exited.signal, 'SIGKILL');
      const newPid = replaced.find((p) => p !== survivor);
      // The primary logs a worker's listening when its message arrives, which may be after the
      // worker has begun to answer the connections the primary handed it.
      const listening = await until(
        () => logLines().find((l) => l.msg === 'worker listening' && l.worker_pid === newPid),
        "the primary's line for the replacement",
      );
      assert.equal(listening.worker, exited.worker, 'the replacement takes its slot');
    } finally {
      await server.stop();
    }
  });

  it('keeps writing through the survivor when a worker dies in the middle of writes (its turn at the write lock is given on)', async () => {
    // debug: the line on each request's arrival shows what is in flight.
    const server = await startServerProcess({ ...env, LOG_LEVEL: 'debug' });
    try {
      await bothWorkersAnswering(server);
      const { token } = await tokenOf(server, writer);
      const category = JSON.parse(
        (await call(server, 'POST', '/v1/categories', { token, body: { name: 'Survivors' }, key: randomUUID() })).text,
      ).data;
      const [victim] = workerPids(server);
      // Writes in flight on both workers when one is killed. Those on its connections fail, or (a
      // connection the primary handed it as it died) go unanswered: once the survivor has shown it
      // serves, the client gives up on those, as its own time limit would.
      const giveUp = new AbortController();
      const statuses: number[] = [];
      const during = Array.from({ length: 40 }, () =>
        call(server, 'POST', '/v1/items', {
          token,
          key: randomUUID(),
          body: itemBody(category.id),
          signal: giveUp.signal,
        }).then(
          (r) => statuses.push(r.status),
          () => null,
        ),
      );
      await until(() => server.arrivals('/v1/items') >= 10, 'writes under way');
      process.kill(victim!, 'SIGKILL');
      await until(() => statuses.includes(201), 'the survivor to answer writes sent while the other worker died');
      // A connection the primary hands out before it sees the death goes to the dead worker.
      await until(() => /worker exited/.test(server.output()), 'the primary to see the death');
      const after_ = await createItems(server, token, category.id, 20);
      for (const r of after_) assert.equal(r.status, 201, r.text);
      giveUp.abort();
      await Promise.all(during);
    } finally {
      await server.stop();
    }
  });

  it('gives up with exit status 1 when workers keep dying (crash loop)', async () => {
    const server = await startServerProcess(env);
    try {
      // Once a worker has listened: before that, the first worker's death is a failed start (next test).
      await bothWorkersAnswering(server);
      const killed = new Set<number>();
      await until(() => {
        if (server.child.exitCode !== null) return true;
        for (const pid of workerPids(server)) {
          if (killed.has(pid)) continue;
          killed.add(pid);
          process.kill(pid, 'SIGKILL');
        }
        return false;
      }, 'the primary to give up');
      assert.equal(await server.stop(), 1);
      // The primary gives up at the sixth exit (crashLimit of 2 workers is 5). Counted from its log,
      // not from the kills: a worker may also exit on its own here (a new one refused a connection
      // by a busy PostgreSQL), and at most the two workers running when it gives up are killed past it.
      const output = server.output();
      assert.match(output, /"exits":6,.*crash loop/);
      assert.ok(killed.size <= 8, `killed ${killed.size} workers:\n${output}`);
    } finally {
      await server.stop('SIGKILL');
    }
  });

  it("exits 1 at once, with the first worker's one-line reason, when it cannot start (port in use)", async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => squatter.once('listening', r));
    try {
      const r = await runProcess(process.execPath, ['dist/server.js'], {
        cwd: ROOT,
        env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
      });
      assert.equal(r.code, 1, r.stderr);
      const lines = r.stderr.trim().split('\n');
      assert.equal(lines.length, 1, r.stderr);
      assert.match(lines[0]!, /^tenpo: cannot start: .*EADDRINUSE/);
      assert.doesNotMatch(r.stdout, /starting another in its place/, 'no restarts');
    } finally {
      squatter.close();
    }
  });

  it('runs WORKERS=1 in one process, without a primary', async () => {
    const server = await startServerProcess({ ...env, WORKERS: '1' });
    try {
      assert.deepEqual(workerPids(server), []);
      const answers = await Promise.all(Array.from({ length: 4 }, () => call(server, 'GET', '/healthz')));
      assert.equal(processesOf(answers).size, 1);
    } finally {
      await server.stop();
    }
  });
});

describe(`The sweeps run in one worker (${TEST_DIALECT})`, () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  it('leaves an abandoned checkout to the sweeping worker: an app built with sweeps off does not resume it, one with them on does', async () => {
    const first = await startTestApp({}, { sweeps: false });
    apps.push(first);
    // Placed two minutes ago and never charged: the sweep resumes it at start (src/storefront/checkout.ts).
    const order = await insertOrder(first, { orderedAt: new Date(Date.now() - 120_000).toISOString() });
    await first.fixtures.updateTable('orders').set({ status: 'pending_payment' }).where('id', '=', order.id).execute();
    const status = async () =>
      (await first.ctx.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow())
        .status;
    apps.push(await startTestApp({}, { storage: first.storage, sweeps: false }));
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await status(), 'pending_payment', 'no sweep where sweeps are off');
    apps.push(await startTestApp({}, { storage: first.storage }));
    await until(async () => (await status()) !== 'pending_payment', 'the sweep to resume the checkout');
  });
});
