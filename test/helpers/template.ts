// Makes this run's template storage (test/helpers/db.ts freshStorage({ migrated: true }) copies it):
// every migration applied and one signing key, so test apps skip both. scripts/test.js runs it once
// per pass, with DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) naming the template.
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { rotateSigningKey } from '../../src/oauth/keys.ts';

const handle = openDatabase(loadConfig());
try {
  await migrateToLatest(handle);
  await rotateSigningKey(handle);
} finally {
  await handle.close();
}
