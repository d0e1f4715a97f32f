import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { itemBody } from '../helpers/catalog.ts';
import { freshStorage, storageEnv, TEST_DIALECT, type TestStorage } from '../helpers/db.ts';
import { startServerProcess, startServersWithClient, type ServerProcess } from '../helpers/server.ts';

const ROUNDS = 3;
const CLIENTS = 8;

interface Write {
  key: string;
  method: string;
  path: string;
  body: unknown;
  /** The status of the first answer received, before the crash or after it. */
  status?: number;
  text?: string;
  acknowledgedBeforeCrash: boolean;
}

/**
 * Exactly once per Idempotency-Key, whatever dies when (DECISIONS.md section 3): a real server
 * process gets SIGKILL in the middle of a write load (item creations and stock adjustments, each
 * with its own key), restarts, and every request left unanswered is sent again with its key. No
 * acknowledged write is lost, no write is applied twice, and no resend is refused for long.
 */
describe(`Crash during writes: SIGKILL mid-load, restart, resend with the same keys (${TEST_DIALECT})`, () => {
  let storage: TestStorage;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let token: string;
  const figures = { rounds: 0, requests: 0, acknowledged: 0, resent: 0, lost: 0, appliedTwice: 0 };

  const call = async (w: Pick<Write, 'method' | 'path'> & { body?: unknown; key?: string }, target = server!) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (w.body !== undefined) headers['content-type'] = 'application/json';
    if (w.key) headers['idempotency-key'] = w.key;
    const res = await fetch(`${target.url}${w.path}`, {
      method: w.method,
      headers,
      body: w.body === undefined ? undefined : JSON.stringify(w.body),
    });
    return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
  };

  before(async () => {
    storage = await freshStorage({ migrated: true });
    env = { ...storageEnv(storage), RATE_LIMIT_PER_MINUTE: '0', BASE_URL: 'http://tenpo.test' };
    let servers: ServerProcess[];
    ({ servers, token } = await startServersWithClient(env, 1, 'read_items write_items'));
    server = servers[0];
  });
  after(async () => {
    await server?.stop('SIGKILL');
    await storage?.cleanup();
    console.log(`crash test (${TEST_DIALECT}): ${JSON.stringify(figures)}`);
  });

  it(`loses no acknowledged write and applies none twice over ${ROUNDS} crashes`, { timeout: 120_000 }, async () => {
    const category = JSON.parse(
      (await call({ method: 'POST', path: '/v1/categories', body: { name: 'Crash' }, key: randomUUID() })).text,
    ).data;
    const body = (sku: string, inventory: number) => itemBody(category.id, { sku, inventory });
    const counter = JSON.parse(
      (
        await call({
          method: 'POST',
          path: '/v1/items',
          body: body(`counter-${randomUUID().slice(0, 8)}`, 0),
          key: randomUUID(),
        })
      ).text,
    ).data;
    const writes: Write[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      let crashed = false;
      const roundWrites: Write[] = [];
      const client = async (c: number) => {
        for (let i = 0; !crashed; i++) {
          const w: Write =
            i % 2
              ? {
                  key: randomUUID(),
                  method: 'PATCH',
                  path: `/v1/items/${counter.id}/stock`,
                  body: { adjustment: 1 },
                  acknowledgedBeforeCrash: false,
                }
              : {
                  key: randomUUID(),
                  method: 'POST',
                  path: '/v1/items',
                  body: body(`r${round}-c${c}-${i}-${randomUUID().slice(0, 6)}`, 1),
                  acknowledgedBeforeCrash: false,
                };
          roundWrites.push(w);
          try {
            const r = await call(w);
            Object.assign(w, { status: r.status, text: r.text, acknowledgedBeforeCrash: true });
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 500));
      crashed = true;
      await server!.stop('SIGKILL');
      await load;
      server = await startServerProcess(env);

      // Every unanswered request again, with its key, until it is answered (409 in use: wait and retry).
      for (const w of roundWrites.filter((x) => !x.acknowledgedBeforeCrash)) {
        figures.resent++;
        for (let attempt = 0; ; attempt++) {
          const r = await call(w);
          if ((r.status === 409 && JSON.parse(r.text).error.code === 'idempotency_key_in_use') || r.status === 503) {
            assert.ok(attempt < 10, `${w.method} ${w.path} refused ${attempt} times after the restart: ${r.text}`);
            await new Promise((res) => setTimeout(res, 1000 * Number(r.retryAfter ?? 1)));
            continue;
          }
          Object.assign(w, { status: r.status, text: r.text });
          break;
        }
      }
      writes.push(...roundWrites);
      figures.rounds++;
    }

    figures.requests = writes.length;
    figures.acknowledged = writes.filter((w) => w.acknowledgedBeforeCrash).length;
    for (const w of writes) {
      assert.ok(w.status === 200 || w.status === 201, `${w.method} ${w.path} answered ${w.status}: ${w.text}`);
    }
    // Each creation exactly once: its sku names one item.
    const list = JSON.parse((await call({ method: 'GET', path: `/v1/items?limit=1&category_id=${category.id}` })).text);
    const creations = writes.filter((w) => w.method === 'POST');
    assert.equal(list.pagination.total, creations.length + 1, 'one item per creation, and the counter');
    const counterNow = JSON.parse((await call({ method: 'GET', path: `/v1/items/${counter.id}` })).text).data;
    const adjustments = writes.length - creations.length;
    figures.appliedTwice = Math.max(0, counterNow.inventory - adjustments);
    figures.lost = Math.max(0, adjustments - counterNow.inventory);
    assert.equal(counterNow.inventory, adjustments, 'every adjustment applied exactly once');
    assert.ok(figures.acknowledged > 0 && figures.resent >= 0);
  });
});
