import type { Config } from './config.ts';
import type { DatabaseHandle, Db } from './db/database.ts';
import { SecretBox } from './lib/sealed-secrets.ts';
import { ClientService } from './oauth/clients.ts';
import { KeyStore } from './oauth/keys.ts';
import { TokenService } from './oauth/tokens.ts';

/** What every area's routes and services are built from: one per app (or CLI run). */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  keys: KeyStore;
  tokens: TokenService;
  clients: ClientService;
  /** Seals and opens the secrets shops configure. */
  secrets: SecretBox;
  /**
   * Runs in the transaction of an item edit that takes the item out of shoppers' carts (price,
   * status, selling period, …): the storefront's dropItemFromCarts, given by whoever assembles the
   * app (src/app.ts, the CLI), since the catalogue sits below the storefront.
   */
  dropItemFromCarts: (tx: Db, drop: { shopId: string; itemId: string; reason: string }) => Promise<unknown>;
}

export async function createContext(
  config: Config,
  database: DatabaseHandle,
  dropItemFromCarts: AppContext['dropItemFromCarts'],
): Promise<AppContext> {
  const keys = new KeyStore(database.db, config.accessTokenTtl);
  await keys.init();
  return {
    config,
    database,
    db: database.db,
    keys,
    tokens: new TokenService(config, keys),
    clients: new ClientService(database.db),
    secrets: new SecretBox(config),
    dropItemFromCarts,
  };
}

/** Options every area plugin receives (src/app.ts registers each area with them). */
export interface AreaOptions {
  ctx: AppContext;
}
