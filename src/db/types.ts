import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
declare const transactionBrand: unique symbol;
/**
 * A transaction handle: what transaction functions receive. Code that must run inside a
 * transaction asks for this type, so handing it the database handle does not compile.
 */
export type Tx = Kysely<Database> & { readonly [transactionBrand]: true };
/** Either the database or a transaction on it: repositories accept both. */
export type Queryable = Kysely<Database>;
