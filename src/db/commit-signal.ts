import type pg from 'pg';

/**
 * The tables whose committed changes PostgreSQL announces (migrations 0650 and 0750: a statement
 * trigger on each calls pg_notify on COMMIT_CHANNEL with the table's name). Only reads of these
 * tables can be memoized on PostgreSQL (memoizedQuery and memoizedRead refuse others).
 */
export const SIGNALLED_TABLES: ReadonlySet<string> = new Set([
  'oauth_clients',
  'oauth_grants',
  'shops',
  'catalog_versions',
  'webhook_endpoints',
]);

const COMMIT_CHANNEL = 'tenpo_commits';

/**
 * How Tenpo's own transactions send their notifications: after the COMMIT, in the same round trip,
 * not inside the transaction. PostgreSQL holds a database-wide lock from a notifying transaction's
 * commit until its WAL is flushed, so commits that notify flush one at a time, which cut concurrent
 * writers' commits to a third or less (docs/BENCHMARKS.md). A transaction begun this way has `tenpo.deferred_notify` set; the trigger
 * (migration 0650) then only notes the table in the session's `tenpo.changed_tables` (undone with
 * the transaction if it rolls back), and the statements after COMMIT notify each noted table in a
 * transaction of their own, which writes no WAL, and clear the note. PostgreSQL runs a message's
 * statements to the end whatever becomes of the client. Statements outside a transaction, and
 * other programs' writes (psql, scripts), notify inside their transaction as before.
 */
export const SIGNAL_AFTER_COMMIT = {
  begin: "BEGIN; SET LOCAL tenpo.deferred_notify = 'on'",
  commit: `COMMIT; SELECT t AS changed_table, pg_notify('${COMMIT_CHANNEL}', t) FROM unnest(string_to_array(current_setting('tenpo.changed_tables', true), ',')) AS t; SELECT set_config('tenpo.changed_tables', '', false)`,
} as const;

const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5000;

/**
 * PostgreSQL's counterpart of SQLite's `PRAGMA data_version`: numbers that change after commits
 * to SIGNALLED_TABLES, so that memoized reads are served without a round trip while nothing they
 * read has changed. A dedicated connection LISTENs on COMMIT_CHANNEL; each notification advances
 * its table's number. Commits of this process advance the numbers of the tables they changed as
 * soon as they are acknowledged (noteCommit), so a process always reads its own writes, and are not
 * counted again when their notifications arrive; another process's commit is seen once its notification arrives (PostgreSQL sends it at commit; docs/BENCHMARKS.md has the
 * measured delay).
 *
 * While the listening connection is down (not yet connected, dropped, PostgreSQL restarting),
 * version() answers undefined and callers read every time: a notification lost then cannot leave
 * a stale answer. Once LISTEN is back, every number advances, since commits in between went unheard.
 */
export class CommitSignal {
  private readonly tables = new Map<string, number>();
  /** The backends of this process's pool: their commits are counted when acknowledged (noteCommit), not again when heard. */
  private readonly ownBackends = new Set<number>();
  /** Advanced by every (re)connection, when commits may have gone unheard: part of every table's number. */
  private epoch = 0;
  private listener: pg.Client | null = null;
  private listening = false;
  private started = false;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly connect: () => pg.Client) {}

  /** The number for reads of these tables, or undefined while changes could go unheard. Starts listening on first use. */
  version(tables: readonly string[]): number | undefined {
    if (!this.started) this.start();
    if (!this.listening) return undefined;
    let v = this.epoch;
    for (const t of tables) v += this.tables.get(t) ?? 0;
    return v;
  }

  /** A connection of this process's pool: its notifications are its commits, which noteCommit counts already. */
  own(client: pg.PoolClient): void {
    const backend = (client as pg.PoolClient & { processID: number }).processID;
    this.ownBackends.add(backend);
    client.once('end', () => this.ownBackends.delete(backend));
  }

  /**
   * This process committed: reads of `tables` (the signalled tables the transaction changed, as its
   * commit reported them) are made again. Every write runs in a transaction (the read handle refuses
   * writes), so every commit of this process is reported here with its tables.
   */
  noteCommit(tables: readonly string[]): void {
    for (const t of tables) this.bump(t);
  }

  private bump(table: string): void {
    this.tables.set(table, (this.tables.get(table) ?? 0) + 1);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }

  private start(): void {
    this.started = true;
    void this.listen();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = this.connect();
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listening = false;
      this.listener = null;
      client.end().catch(() => {});
      this.retryLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === COMMIT_CHANNEL && n.payload && !this.ownBackends.has(n.processId)) this.bump(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${COMMIT_CHANNEL}`);
    } catch {
      lost();
      return;
    }
    if (this.listener !== client) return; // closed meanwhile
    this.epoch++;
    this.listening = true;
    this.retryMs = RECONNECT_MIN_MS;
  }

  private retryLater(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.listen();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }
}
