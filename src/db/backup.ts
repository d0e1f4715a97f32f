import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { sqliteFile } from './database.ts';
import { migrations } from './migrations/index.ts';

// Loaded when a backup is taken, as src/db/database.ts loads the driver: a PostgreSQL deployment never needs it.
const requireDriver = createRequire(import.meta.url);
const open = (file: string, options?: SQLite.Options) =>
  new (requireDriver('better-sqlite3') as typeof SQLite)(file, options);

/** Why a backup or restore could not be made, in words the operator can act on. */
export class BackupError extends Error {}

/**
 * What a backup carries beside the database, in a table of its own: when it was taken and, unless
 * left out, the key that seals the shops' secrets. A restore reads it and drops it from the restored
 * database, which must not hold the key (a copy of the database alone does not reveal the secrets).
 */
const CARRIED = 'tenpo_backup';

/**
 * Copies the database to `target` with SQLite's online backup API while servers keep writing: the
 * copy is one consistent snapshot (every page in one step, which a concurrent commit cannot
 * interleave with), written beside the target and renamed into place, so a failed backup leaves no
 * file. It is readable by its owner only: it holds personal data and, given, the sealing key.
 */
export async function backupSqlite(
  source: string,
  target: string,
  options: { overwrite: boolean; secretsKey: string | null },
): Promise<{ bytes: number }> {
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  if (fs.existsSync(target) && !options.overwrite) throw new BackupError(`${target} exists; --force overwrites it`);
  const partial = `${target}.partial-${process.pid}`;
  const db = open(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    fs.writeFileSync(partial, '', { mode: 0o600 }); // SQLite fills the empty file; never readable by others
    // In steps of 100 pages (the default) a commit by another connection between two steps restarts the copy; one step cannot be interrupted.
    await db.backup(partial, { progress: () => 0x7fffffff });
    const copy = open(partial);
    try {
      // One self-contained file: no WAL beside it, now or when it is read.
      copy.pragma('journal_mode = DELETE');
      copy.exec(`CREATE TABLE ${CARRIED} (name TEXT PRIMARY KEY, value TEXT NOT NULL)`);
      const carry = copy.prepare(`INSERT INTO ${CARRIED} (name, value) VALUES (?, ?)`);
      carry.run('taken_at', new Date().toISOString());
      if (options.secretsKey) carry.run('secrets_key', options.secretsKey);
    } finally {
      copy.close();
    }
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
function sqliteInUse(file: string): boolean {
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

/** The key the restored deployment opens the shops' secrets with, and where it comes from. */
export interface RestoredKey {
  /** null: no key at all (none carried, SECRETS_KEY unset, no key file). */
  key: string | null;
  /** 'SECRETS_KEY', 'the key this backup carries', or the key file's path. */
  from: string | null;
  /** Whether the backup carries a key (it may not be the one used: SECRETS_KEY wins). */
  carried: boolean;
}

interface RestoreOptions {
  overwrite: boolean;
  /** SECRETS_KEY when set (it stays the key, whatever the backup carries), and the key file used otherwise. */
  keys: { configured: string | null; file: string };
  /** Checks the restored copy, alone in a data folder of its own, before anything is replaced; throws BackupError to refuse. */
  check(stagedDataDir: string, key: RestoredKey): Promise<void>;
}

/**
 * Replaces the database with a backup, or refuses and changes nothing. The backup must be a whole,
 * undamaged Tenpo database of this release or an earlier one (see openBackup); its copy must pass
 * `check`. Then the key it carries becomes the key file (unless SECRETS_KEY is set), and the
 * database and key file it replaces are kept beside them (`….replaced-<time>`), listed in `replaced`.
 * Refused while any process has the database open.
 */
export async function restoreSqlite(
  backup: string,
  target: string,
  options: RestoreOptions,
): Promise<{ bytes: number; replaced: string[] }> {
  const source = openBackup(backup);
  const staging = path.join(path.dirname(target), `.restore-${process.pid}`);
  try {
    if (fs.existsSync(target) && !options.overwrite) {
      throw new BackupError(`${target} exists; --force replaces it with the backup (stop every server first)`);
    }
    if (sqliteInUse(target)) {
      throw new BackupError(`${target} is open in another process (a running server?); stop it, then restore`);
    }
    const carried = carriedBy(source).get('secrets_key') ?? null;
    const { configured, file: keyFile } = options.keys;
    const fileKey = fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8').trim() : null;
    const key: RestoredKey = configured
      ? { key: configured, from: 'SECRETS_KEY', carried: carried !== null }
      : carried
        ? { key: carried, from: 'the key this backup carries', carried: true }
        : { key: fileKey, from: fileKey === null ? null : keyFile, carried: false };
    fs.mkdirSync(staging, { recursive: true });
    const staged = sqliteFile(staging);
    await source.backup(staged, { progress: () => 0x7fffffff });
    await options.check(staging, key);
    settle(staged);

    // Everything is checked: from here the current files are moved aside, never removed.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const replaced: string[] = [];
    if (!configured && carried && carried !== fileKey) {
      if (fileKey !== null) replaced.push(moveAside(keyFile, stamp));
      fs.writeFileSync(`${keyFile}.partial-${process.pid}`, carried, { mode: 0o600 });
      fs.renameSync(`${keyFile}.partial-${process.pid}`, keyFile);
    }
    if (fs.existsSync(target)) {
      const aside = moveAside(target, stamp);
      // Not in use (checked above), so its WAL was written back; one left by a crash goes with it.
      if (fs.existsSync(`${target}-wal`)) fs.renameSync(`${target}-wal`, `${aside}-wal`);
      replaced.push(aside);
    }
    fs.rmSync(`${target}-shm`, { force: true });
    fs.renameSync(staged, target);
    return { bytes: fs.statSync(target).size, replaced };
  } finally {
    source.close();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function moveAside(file: string, stamp: string): string {
  const aside = `${file}.replaced-${stamp}`;
  fs.renameSync(file, aside);
  return aside;
}

/** What the backup carries (nothing when it was taken by an earlier release). */
function carriedBy(db: SQLite.Database): Map<string, string> {
  const table = db.prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(CARRIED);
  if (!table) return new Map();
  const rows = db.prepare(`SELECT name, value FROM ${CARRIED}`).all() as { name: string; value: string }[];
  return new Map(rows.map((r) => [r.name, r.value]));
}

/** The restored copy without what the backup carried (its pages overwritten, not merely freed), one file without a WAL. */
function settle(file: string): void {
  const db = open(file, { fileMustExist: true });
  try {
    db.pragma('secure_delete = ON');
    db.exec(`DROP TABLE IF EXISTS ${CARRIED}`);
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

/**
 * A backup file opened read-only and checked: as long as its pages say (a copy cut short fails here,
 * as SQLite's checks read the missing bytes as zeros), SQLite's full integrity check (every page,
 * every index against its table) and foreign key check, a Tenpo database, and no migration this
 * release does not know (a newer release's database would stop this one's start).
 */
function openBackup(file: string): SQLite.Database {
  if (!fs.existsSync(file)) throw new BackupError(`no file ${file}`);
  const db = open(file, { readonly: true, fileMustExist: true });
  try {
    let pages: number, pageSize: number;
    try {
      pageSize = db.pragma('page_size', { simple: true }) as number;
      pages = db.pragma('page_count', { simple: true }) as number;
    } catch (err) {
      const corrupt = String((err as { code?: string }).code).startsWith('SQLITE_CORRUPT');
      throw new BackupError(`${file} is ${corrupt ? 'damaged' : 'not a SQLite database'} (${(err as Error).message})`);
    }
    const bytes = fs.statSync(file).size;
    if (bytes !== pages * pageSize) {
      throw new BackupError(
        `${file} is damaged: ${bytes} bytes, where its ${pages} pages of ${pageSize} take ${pages * pageSize} (a copy cut short?)`,
      );
    }
    const problems = sqliteProblems(db);
    if (problems.length) throw new BackupError(`${file} is damaged: ${problems.slice(0, 5).join('; ')}`);
    const migrated = db
      .prepare("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .pluck()
      .get();
    if (!migrated) throw new BackupError(`${file} is not a Tenpo database (no migrations recorded)`);
    const recorded = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all() as string[];
    const unknown = recorded.filter((name) => !(name in migrations));
    if (unknown.length) {
      throw new BackupError(
        `${file} was made by a newer release of Tenpo: it has migration(s) ${unknown.join(', ')}, which this release does not know; restore it with that release or a later one`,
      );
    }
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

/** What SQLite's integrity and foreign key checks find, as lines; none when the database is sound. */
function sqliteProblems(db: SQLite.Database): string[] {
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[])
      .map((r) => r.integrity_check)
      .filter((line) => line !== 'ok');
    if (integrity.length) return integrity;
    const orphans = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
    return orphans.map((o) => `row ${o.rowid} of ${o.table} refers to a missing row of ${o.parent}`);
  } catch (err) {
    return [(err as Error).message];
  }
}
