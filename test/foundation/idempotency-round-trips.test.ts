import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DIALECT } from '../helpers/db.ts';
import { newTestRouteState, testWriteRoutes } from './test-routes.ts';

/**
 * What holding an Idempotency-Key costs on PostgreSQL, in statements sent (each a round trip):
 * a keyed write beside the handler's own statement, and a replay. Counted at pg's Client, so
 * BEGIN and COMMIT count too.
 */
describe(
  'Idempotency on PostgreSQL: round trips per keyed write',
  { skip: TEST_DIALECT !== 'postgres' && 'round trips are PostgreSQL’s' },
  () => {
    let t: TestApp;
    let token: string;
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    before(async () => {
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text;
        sent.push(text ?? '?');
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      t = await startTestApp({}, { extraRoutes: testWriteRoutes(newTestRouteState()) });
      token = await t.token(['write_items']);
    });
    after(async () => {
      pg.Client.prototype.query = query;
      await t.close();
    });

    /** The statements one request sends, and its answer. */
    async function counted(url: string, key: string): Promise<{ statements: string[]; status: number }> {
      sent.length = 0;
      const r = await t.request('POST', url, { token, key, body: { name: 'round trips' } });
      return { statements: [...sent], status: r.statusCode };
    }

    /** The statements about the key (its look-up, lock, claim or stored answer), and the commits. */
    const keyStatements = (statements: string[]) => statements.filter((q) => /idempotency/.test(q));
    const commits = (statements: string[]) => statements.filter((q) => /^COMMIT/.test(q));

    // Measured for issue 26: a key held by the advisory lock costs its entering (the lock and the
    // key's read in one call) and the answer's INSERT, in the handler's own transaction; a running
    // row committed first (as SQLite holds keys) would cost a second commit for every write.
    for (const [url, lookUp] of [
      ['/v1/test/shops', 0],
      ['/v1/test/checked-shops', 1], // a route with preHandlers of its own looks the key up before them
    ] as const) {
      it(`${url}: a new key costs ${2 + lookUp} statements and one commit, its replay ${lookUp ? 'one look-up' : 'one transaction'}`, async () => {
        await counted(url, randomUUID()); // warm: the client's token
        const key = randomUUID();
        const first = await counted(url, key);
        assert.equal(first.status, 201);
        assert.equal(keyStatements(first.statements).length, 2 + lookUp, first.statements.join('\n'));
        assert.equal(commits(first.statements).length, 1, first.statements.join('\n'));
        const replay = await counted(url, key);
        assert.equal(replay.status, 201);
        // The look-up alone, or a transaction that enters the key and finds the answer. (Statements
        // of the app's background workers may interleave: only the key's and the commits are counted.)
        assert.equal(keyStatements(replay.statements).length, 1, replay.statements.join('\n'));
        assert.equal(commits(replay.statements).length, lookUp ? 0 : 1, replay.statements.join('\n'));
      });
    }
  },
);
