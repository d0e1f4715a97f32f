import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { SIGNAL_AFTER_COMMIT } from './commit-signal.ts';

/** Statements a connection prepares at most (beyond them, statements are parsed each time). */
const PREPARED_PER_CONNECTION = 1000;

/**
 * pg's pool as Kysely's PostgresDialect sees it (its PostgresPool interface, so pg's client is
 * used as documented, never patched), with two differences:
 * - Every statement that has parameters runs as a named prepared statement of its connection
 *   (pg's `name` query option): PostgreSQL parses it once per connection, and after a few runs may
 *   keep a generic plan, instead of parsing and planning it at every run (Kysely sends each
 *   statement unnamed; the gain is in docs/PERFORMANCE.md). Statements without parameters (BEGIN,
 *   COMMIT, DDL) run as they are. The name is a digest of the SQL text and of the pool's
 *   generation: when a migration (by this process or another) changes the columns a prepared
 *   statement returns, PostgreSQL refuses to run it (isStalePlan); the generation then moves on,
 *   so every connection prepares its statements afresh, and the refused statement runs again at
 *   once when it was not in a transaction (a transaction runs again as after a conflict).
 * - SIGNAL_AFTER_COMMIT.commit, several statements in one message, answers the rows of its second
 *   statement (the tables the transaction changed, see src/db/commit-signal.ts): pg answers such a
 *   message with one result per statement, of which Kysely would read none.
 */
export function kyselyPool(pool: pg.Pool): PostgresPool {
  // Names of the current generation, by SQL text (keyed by the text itself: building a longer key
  // for every statement cost 2 % of the server's CPU under the checkout load).
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `s${generation}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      if (names.size >= 10 * PREPARED_PER_CONNECTION) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const prepared = new Set<string>();
    const run = (text: string, values: unknown[]) => {
      const name = nameOf(text);
      if (!prepared.has(name)) {
        if (prepared.size >= PREPARED_PER_CONNECTION) return client.query(text, values);
        prepared.add(name);
      }
      return client.query({ text, values, name });
    };
    // Kysely calls query(text, values) with an array of its own (and never a cursor here: nothing streams).
    const query = async (text: string, values: unknown[]) => {
      if (text === SIGNAL_AFTER_COMMIT.commit) return ((await client.query(text)) as unknown as pg.QueryResult[])[1]!;
      if (values.length === 0) return client.query(text, values);
      const inTransaction = client.getTransactionStatus() !== 'I';
      try {
        return await run(text, values);
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        generation++;
        names.clear();
        if (inTransaction) throw err;
        return run(text, values);
      }
    };
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let kyselyClient = wrapped.get(client);
      if (!kyselyClient) wrapped.set(client, (kyselyClient = wrap(client)));
      return kyselyClient;
    },
    end: () => pool.end(),
  };
}

/** PostgreSQL's refusal to run a prepared statement whose result columns a schema change altered. */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}
