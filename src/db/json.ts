import * as postgresJson from 'kysely/helpers/postgres';
import * as sqliteJson from 'kysely/helpers/sqlite';
import type { Kysely } from 'kysely';
import { dialectOf } from './dialect.ts';

/** Kysely's JSON helpers for the database a handle talks to: a read's lists as JSON built in the database (jsonArrayFrom, jsonObjectFrom). */
export function jsonHelpers<DB>(db: Kysely<DB>): typeof postgresJson | typeof sqliteJson {
  return dialectOf(db) === 'postgres' ? postgresJson : sqliteJson;
}

/** A value a JSON helper built, as JavaScript: PostgreSQL's driver parses json itself; SQLite answers its text. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
