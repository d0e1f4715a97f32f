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
/** Runs fn as a unit of work and answers what it answered: DatabaseHandle.transaction, a request's req.write. */
export type Writes = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
/**
 * Either a transaction or the database handle: what the repositories and the reads that also run
 * inside transactions take. Read accepts a Tx already (Transaction extends Kysely); this name says
 * that the function is meant for both.
 */
export type Queryable = Read;
