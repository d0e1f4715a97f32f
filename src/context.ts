import type { Config } from './config.ts';
import type { DatabaseHandle, Read } from './db/database.ts';
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
}

export function createContext(config: Config, database: DatabaseHandle): AppContext {
  return { config, database, db: database.db, secrets: new SecretBox(config) };
}

/** Options every area plugin receives (src/app.ts registers each area with them). */
export interface AreaOptions {
  ctx: AppContext;
}
