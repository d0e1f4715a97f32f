import type SQLite from 'better-sqlite3';
import type { ControlledTransaction } from 'kysely';
import { metrics } from '../lib/metrics.ts';
import type { Database } from './schema.ts';
import type { Db, Tx } from './types.ts';
import { collectAfterCommit, runAfterCommit } from './after-commit.ts';
import type { WriteTurn } from './write-turn.ts';

type Batch = ControlledTransaction<Database>;

interface Job {
  fn: (tx: Tx) => Promise<unknown>;
  /** Whether its commit must reach the disk before it is settled (DatabaseHandle.transaction's options). */
  durable: boolean;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

/** At most this many transactions share one commit, so a batch never holds the write lock long. */
const MAX_BATCH = 64;

/**
 * Group commit for SQLite's single writer connection. Transactions that queue up while one runs
 * share one BEGIN IMMEDIATE … COMMIT, each inside its own SAVEPOINT: a transaction that throws is
 * rolled back to its savepoint alone, and the others go on. Every job of a batch is handed the
 * batch's Kysely transaction (a ControlledTransaction, begun on the held connection); the job's
 * savepoints are run on the raw connection, as synchronous prepared statements, which costs each job
 * no more than before Kysely's transaction was handed to it (Kysely's own savepoint() would compile
 * and run two more asynchronous commands per job). Nobody hears of success before the
 * COMMIT, so an answer is never sent for data that is not yet durable and visible to every
 * process. Why: a commit writes every page the transaction touched to the WAL, and consecutive
 * writes touch mostly the same pages (index leaves, counters, the search index), so one commit
 * for many transactions writes a fraction of the pages, with one lock round instead of many.
 * The transactions of a batch run one after another, each seeing the ones before it: the
 * same serial order as one commit each.
 *
 * Invariants (what keeps a batch equivalent to one commit per transaction):
 * - `raw` is the connection beneath `db`'s dialect, and every use of it goes through that
 *   dialect's one connection, which a batch holds (db.connection()) from BEGIN to COMMIT: no
 *   statement outside a job runs inside the batch's transaction (writes outside transactions, and
 *   migrations' own transactions, wait for the connection and run between batches).
 * - A job touches the database only through the tx it is given, and never waits on anything that
 *   waits for this writer (another transaction(), a statement on the database handle): the batch
 *   awaits the job, so that would wait forever. src/db/scope.ts makes both throw at once.
 * - A job ends no transaction itself (no BEGIN, COMMIT, ROLLBACK) and leaves its own savepoints
 *   released, so the `job` savepoint it runs in is the one ROLLBACK TO undoes.
 * - A job has no effect outside the database: rolled back to its savepoint, it leaves nothing.
 * - Nothing is resolved before COMMIT returns; with synchronous = FULL the batch is then durable.
 *   A batch whose every job said it need not be (an idempotency key's claim) commits with
 *   synchronous = NORMAL: visible to every process, and synced to disk by the next FULL commit.
 *   A failure that ends the whole transaction (raw.inTransaction turns false) rejects every job of
 *   the batch whose work went with it.
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private running = false;

  /** The savepoint statements run on the raw connection, which the batch holds through Kysely's connection. */
  private readonly control: Record<'savepoint' | 'release' | 'rollbackTo', () => void>;
  private readonly synchronous: Record<'FULL' | 'NORMAL', () => void>;
  /** The connection's synchronous setting (openSqlite sets FULL), changed between batches only. */
  private synchronousNow: 'FULL' | 'NORMAL' = 'FULL';

  constructor(
    private readonly db: Db,
    private readonly raw: SQLite.Database,
    private readonly turn: WriteTurn,
  ) {
    const statement = (text: string) => {
      let prepared: SQLite.Statement | null = null;
      return () => void (prepared ??= raw.prepare(text)).run();
    };
    this.control = {
      savepoint: statement('SAVEPOINT job'),
      release: statement('RELEASE job'),
      rollbackTo: statement('ROLLBACK TO job'),
    };
    this.synchronous = {
      FULL: statement('PRAGMA synchronous = FULL'),
      NORMAL: statement('PRAGMA synchronous = NORMAL'),
    };
  }

  /** FULL for a batch with a durable job, NORMAL for one without: the WAL is synced at its commit, or with the next FULL one. */
  private syncFor(jobs: Job[]): void {
    const wanted = jobs.some((job) => job.durable) ? 'FULL' : 'NORMAL';
    if (wanted === this.synchronousNow) return;
    this.synchronous[wanted]();
    this.synchronousNow = wanted;
  }

  private inTransaction(): boolean {
    return this.raw.inTransaction;
  }

  run<T>(fn: (tx: Tx) => Promise<T>, durable: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, durable, resolve: resolve, reject });
      if (!this.running) this.schedule();
    });
  }

  /** Drains after this turn of the event loop, so the requests that arrived with it can join the batch. */
  private schedule(): void {
    this.running = true;
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    try {
      await this.db.connection().execute(async (conn) => {
        while (this.queue.length) {
          // The jobs queued while this process waits for its turn join the batch.
          await this.turn.take();
          try {
            await this.batch(conn, this.queue.splice(0, MAX_BATCH));
          } finally {
            this.turn.give();
          }
        }
      });
    } catch (err) {
      // The connection itself failed (closed database): nothing queued can run.
      for (const job of this.queue.splice(0)) job.reject(err);
    } finally {
      this.running = false;
      if (this.queue.length) this.schedule();
    }
  }

  /** Runs jobs under one commit; every job is settled when it returns, whatever failed. */
  private async batch(conn: Db, jobs: Job[]): Promise<void> {
    let succeeded: { job: Job; value: unknown; callbacks: (() => void)[] }[] = [];
    let next = 0;
    let tx: Batch | undefined;
    try {
      this.syncFor(jobs);
      for (; next < jobs.length; next++) {
        const job = jobs[next]!;
        // The first job, or the one after a failure that ended the whole transaction (I/O error, disk full).
        if (!this.inTransaction()) {
          await release(tx);
          tx = await conn.startTransaction().execute(); // BEGIN IMMEDIATE (openSqlite)
        }
        this.control.savepoint();
        try {
          // Jobs run one at a time: what is registered on the batch's transaction now (afterCommit) is this job's.
          const callbacks = collectAfterCommit(tx!);
          const value = await job.fn(tx!);
          this.control.release();
          succeeded.push({ job, value, callbacks });
        } catch (err) {
          job.reject(err);
          if (this.inTransaction()) {
            this.control.rollbackTo();
            this.control.release();
          } else {
            for (const s of succeeded) s.job.reject(err); // their work went with the transaction
            succeeded = [];
          }
        }
      }
      if (this.inTransaction()) {
        const start = performance.now();
        await tx!.commit().execute();
        metrics.commit((performance.now() - start) / 1000);
      } else await release(tx);
    } catch (err) {
      // BEGIN (busy past the timeout, storage gone), a savepoint statement or COMMIT failed: nothing of this batch stays.
      await release(tx);
      for (const s of succeeded) s.job.reject(err);
      for (const job of jobs.slice(next + 1)) job.reject(err);
      if (next < jobs.length) jobs[next]!.reject(err); // settling twice is harmless: a promise keeps its first outcome
      return;
    }
    for (const s of succeeded) {
      runAfterCommit(s.callbacks);
      s.job.resolve(s.value);
    }
  }
}

/**
 * Rolls back what is left of a batch's transaction and frees the connection it holds. Where SQLite
 * ended the transaction itself, or the connection failed, the ROLLBACK fails and the connection is
 * freed all the same.
 */
async function release(tx: Batch | undefined): Promise<void> {
  if (tx && !tx.isCommitted && !tx.isRolledBack)
    await tx
      .rollback()
      .execute()
      .catch(() => {});
}
