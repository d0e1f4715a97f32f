import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SQLite from 'better-sqlite3';

// Loaded when a backup is taken, as src/db/database.ts loads the driver: a PostgreSQL deployment never needs it.
const requireDriver = createRequire(import.meta.url);
const open = (file: string, options?: SQLite.Options) =>
  new (requireDriver('better-sqlite3') as typeof SQLite)(file, options);

/** Why a backup or restore could not be made, in words the operator can act on. */
export class BackupError extends Error {}

/**
 * Copies the database to `target` with SQLite's online backup API while servers keep writing: the
 * copy is one consistent snapshot (every page in one step, which a concurrent commit cannot
 * interleave with), written beside the target and renamed into place, so a failed backup leaves no file.
 */
export async function backupSqlite(source: string, target: string, overwrite: boolean): Promise<{ bytes: number }> {
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  if (fs.existsSync(target) && !overwrite) throw new BackupError(`${target} exists; --force overwrites it`);
  const partial = `${target}.partial-${process.pid}`;
  const db = open(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // In steps of 100 pages (the default) a commit by another connection between two steps restarts the copy; one step cannot be interrupted.
    await db.backup(partial, { progress: () => 0x7fffffff });
    fs.renameSync(partial, target);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    db.close();
  }
  return { bytes: fs.statSync(target).size };
}

/**
 * Whether a process has the database open: SQLite lets a connection leave WAL mode only when it is
 * the only one, which is how SQLite itself tells the last connection to close. Answers false for a
 * database nobody holds (left in WAL mode; the next open finds it as before).
 */
export function sqliteInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = open(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    let mode: unknown;
    try {
      mode = db.pragma('journal_mode = DELETE', { simple: true });
    } catch {
      return true; // SQLITE_BUSY: another connection holds it
    }
    if (mode !== 'delete') return true;
    db.pragma('journal_mode = WAL');
    return false;
  } finally {
    db.close();
  }
}

/**
 * Replaces the database with a backup: checked to be a Tenpo database that passes SQLite's quick
 * check, copied beside the target, then renamed over it after the old WAL is gone (a WAL left
 * behind would be replayed onto the restored file). Refused while any process has the database open.
 */
export async function restoreSqlite(backup: string, target: string, overwrite: boolean): Promise<{ bytes: number }> {
  const source = openBackup(backup);
  try {
    if (fs.existsSync(target) && !overwrite) {
      throw new BackupError(`${target} exists; --force replaces it with the backup (stop every server first)`);
    }
    if (sqliteInUse(target)) {
      throw new BackupError(`${target} is open in another process (a running server?); stop it, then restore`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}`;
    try {
      await source.backup(partial, { progress: () => 0x7fffffff });
      for (const leftover of [`${target}-wal`, `${target}-shm`]) fs.rmSync(leftover, { force: true });
      fs.renameSync(partial, target);
    } catch (err) {
      fs.rmSync(partial, { force: true });
      throw err;
    }
  } finally {
    source.close();
  }
  return { bytes: fs.statSync(target).size };
}

/** A backup file opened read-only, checked to be a Tenpo database that passes SQLite's quick check. */
function openBackup(file: string): SQLite.Database {
  if (!fs.existsSync(file)) throw new BackupError(`no file ${file}`);
  const db = open(file, { readonly: true, fileMustExist: true });
  try {
    let check: unknown;
    try {
      check = db.pragma('quick_check', { simple: true });
    } catch (err) {
      throw new BackupError(`${file} is not a SQLite database (${(err as Error).message})`);
    }
    if (check !== 'ok') throw new BackupError(`${file} is damaged: ${String(check)}`);
    const migrated = db
      .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .pluck()
      .get();
    if (!migrated) throw new BackupError(`${file} is not a Tenpo database (no migrations recorded)`);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}
