import type { Config } from './config.ts';
import type { DatabaseHandle, Read, Tx } from './db/database.ts';
import { SecretBox } from './lib/sealed-secrets.ts';

/**
 * What every area's routes and services are built from: one per app (or CLI run). The OAuth
 * services are added above it, where the layers allow (src/oauth/context.ts).
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  /** The read handle (database.db): reads outside transactions. */
  db: Read;
  /** Seals and opens the secrets shops configure. */
  secrets: SecretBox;
  /**
   * Runs in the transaction of an item edit that takes the item out of shoppers' carts (price,
   * status, selling period, …): the storefront's dropItemsFromCarts, given by whoever assembles the
   * app (src/app.ts, the CLI), since the catalogue sits below the storefront.
   */
  dropItemsFromCarts: (tx: Tx, shopId: string, drops: { itemId: string; reason: string }[]) => Promise<unknown>;
}

export function createContext(
  config: Config,
  database: DatabaseHandle,
  dropItemsFromCarts: AppContext['dropItemsFromCarts'],
): AppContext {
  return { config, database, db: database.db, secrets: new SecretBox(config), dropItemsFromCarts };
}

/** Options every area plugin receives (src/app.ts registers each area with them). */
export interface AreaOptions {
  ctx: AppContext;
}
