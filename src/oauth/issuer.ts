import type { Db, UnitOfWork } from '../db/database.ts';
import type { Tx } from '../db/types.ts';
import { nowIso } from '../lib/time.ts';
import { settingsRepo } from './repo.ts';

const ISSUER = 'issuer';

/** The issuer this deployment recorded at its first start (undefined before it). */
export function storedIssuer(db: Db): Promise<string | undefined> {
  return settingsRepo(db).get(ISSUER);
}

/** Records `issuer` unless one is recorded already; answers the deployment's issuer, which this process may differ from. */
export async function recordIssuer(database: UnitOfWork, issuer: string): Promise<string> {
  await database.transaction((tx) => settingsRepo(tx).insertIfAbsent(ISSUER, issuer, nowIso()));
  return (await storedIssuer(database.db)) ?? issuer;
}

/** Makes `issuer` the deployment's (`tenpo doctor --fix`, after the operator changed BASE_URL on purpose). */
export function replaceIssuer(tx: Tx, issuer: string): Promise<unknown> {
  return settingsRepo(tx).set(ISSUER, issuer, nowIso());
}

/** The warning of a process whose issuer (from BASE_URL) is not the deployment's: tokens of one are refused by the other. */
export function issuerMismatch(configured: string, stored: string): string {
  return (
    `BASE_URL gives the OAuth issuer ${configured}, but this deployment's issuer is ${stored}: ` +
    'tokens issued by this process are refused by the others and theirs by it. Give every process the same ' +
    'BASE_URL, or, if the address changed for good, run `tenpo doctor --fix` with the new BASE_URL.'
  );
}
