import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { freshStorage, TEST_DATABASE_URL, TEST_DIALECT } from '../helpers/db.ts';

/**
 * PostgreSQL backends terminated in the middle of a write load (a failover, an operator's
 * pg_terminate_backend): requests answer 503 service_unavailable with Retry-After while it lasts,
 * never 500; the pool recovers without a restart; no acknowledged write is lost and, resent with
 * their keys, the refused ones run once.
 */
describe(
  `Database connections lost mid-load (${TEST_DIALECT})`,
  { skip: TEST_DIALECT !== 'postgres' && 'PostgreSQL backends only: SQLite is a file in this process' },
  () => {
    let t: TestApp;
    let token: string;
    const applicationName = `tenpo-loss-${randomUUID().slice(0, 8)}`;

    before(async () => {
      const storage = await freshStorage({ migrated: true });
      const url = new URL(storage.databaseUrl!);
      url.searchParams.set('application_name', applicationName); // so that only this app's backends are terminated
      t = await startTestApp({ DATABASE_URL: url.toString() }, { storage });
      token = await t.token(['read_items', 'write_items']);
    });
    after(() => t?.close());

    const createCategory = (name: string, key: string) =>
      t.request('POST', '/v1/categories', { token, key, body: { name } });

    it(
      'answers 503 with Retry-After while backends die, recovers without restart, and loses nothing acknowledged',
      { timeout: 60_000 },
      async () => {
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        let killing = true;
        let terminated = 0;
        const killer = (async () => {
          while (killing) {
            const { rows } = await admin.query(
              'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1',
              [applicationName],
            );
            terminated += rows.length;
            await new Promise((r) => setTimeout(r, 100));
          }
        })();
        const writes: { name: string; key: string; status: number }[] = [];
        const load = async (c: number) => {
          for (let i = 0; i < 15; i++) {
            const w = { name: `loss ${c}-${i}`, key: randomUUID(), status: 0 };
            const res = await createCategory(w.name, w.key);
            w.status = res.statusCode;
            writes.push(w);
            assert.ok(res.statusCode === 201 || res.statusCode === 503, `answered ${res.statusCode}: ${res.body}`);
            if (res.statusCode === 503) {
              assert.equal(res.json().error.code, 'service_unavailable');
              assert.ok(res.headers['retry-after'], 'a 503 says when to retry');
            }
            const read = await t.request('GET', '/v1/categories?limit=5', { token });
            assert.ok(
              read.statusCode === 200 || read.statusCode === 503,
              `a read answered ${read.statusCode}: ${read.body}`,
            );
          }
        };
        await Promise.all(Array.from({ length: 4 }, (_, c) => load(c)));
        killing = false;
        await killer;
        await admin.end();
        assert.ok(terminated > 0, 'backends were terminated during the load');

        // Recovered without a restart: the refused writes, resent with their keys, run (once).
        for (const w of writes.filter((x) => x.status !== 201)) {
          const res = await createCategory(w.name, w.key);
          assert.equal(res.statusCode, 201, res.body);
        }
        const list = (await t.request('GET', '/v1/categories?limit=100', { token })).json();
        for (const w of writes)
          assert.equal(list.data.filter((c: { name: string }) => c.name === w.name).length, 1, `${w.name} exists once`);
        console.log(
          `connection loss: ${writes.length} writes, ${writes.filter((w) => w.status === 503).length} answered 503, ${terminated} backends terminated`,
        );
      },
    );
  },
);
