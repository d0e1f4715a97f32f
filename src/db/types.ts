import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
/** The Kysely instance beneath the handles (the engine, migrations); domain code takes Read, Tx or Queryable. */
export type Db = Kysely<Database>;
/**
 * A transaction: what writes take. Kysely's own type, whose `isTransaction: true` makes the
 * database handle unassignable to it, so a write handed the read handle does not compile.
 */
export type Tx = Transaction<Database>;
/** The database handle: what reads outside transactions take (DatabaseHandle.db). */
export type Read = Kysely<Database>;
/** Runs fn as a step of writes and answers what it answered: DatabaseHandle.transaction, an atomic request's steps. */
export type Writes = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
/**
 * Where a flow of reads and steps of writes runs, handed to it explicitly: the database handle
 * itself (its read handle, each step a transaction of its own), or inside an atomic request (a
 * route's req.unit under an Idempotency-Key, the demo seeder's batches) the request's transaction
 * for reads, and its steps for writes.
 */
export interface UnitOfWork {
  db: Read;
  transaction: Writes;
  /**
   * True inside an atomic request: its steps are one transaction that commits only after the flow
   * returns (and on PostgreSQL may run again), so the flow calls nothing outside the database, no
   * payment gateway; what it owes one (a refund) is left to the outbox's retry loop.
   */
  oneTransaction: boolean;
}
/**
 * Either a transaction or the database handle: what the repositories and the reads that also run
 * inside transactions take. Read accepts a Tx already (Transaction extends Kysely); this name says
 * that the function is meant for both.
 */
export type Queryable = Read;
