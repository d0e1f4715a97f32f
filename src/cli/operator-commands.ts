import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { backupSqlite, BackupError, restoreSqlite, type RestoredKey } from '../db/backup.ts';
import { openDatabase, sqliteFile, storageProblem, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest, migrationStatus } from '../db/migrate.ts';
import { groupBy } from '../lib/group.ts';
import { configuredSecretsKey, SecretBox, secretsKeyFile } from '../lib/sealed-secrets.ts';
import { issuerMismatch, replaceIssuer, storedIssuer } from '../oauth/issuer.ts';
import { KeyStore, listSigningKeys } from '../oauth/keys.ts';
import { unreadableSealedSettings, type UnreadableSetting } from '../shop/service.ts';
import { has, type Parsed } from '../cli-kit/args.ts';
import { CliError, type CommandResult, type EnvironmentCommand } from '../cli-kit/command.ts';

const PG_DUMP =
  'pg_dump --format=custom --file FILE "$DATABASE_URL" (and pg_restore --clean --if-exists --dbname "$DATABASE_URL" FILE)';

/** The one FILE argument, as an absolute path. */
function fileOf(args: Parsed): string {
  const [file, ...more] = args.positionals;
  if (!file) throw new CliError('FILE is required');
  if (more.length) throw new CliError(`one FILE only (got ${args.positionals.join(' ')})`);
  return path.resolve(file);
}

/**
 * Backup and restore work on the SQLite file; a PostgreSQL deployment uses PostgreSQL's own tools,
 * whose dump does not hold the sealing key.
 */
function sqliteConfig(env: NodeJS.ProcessEnv, what: string): Config {
  const config = loadConfig(env);
  if (config.databaseUrl)
    throw new CliError(
      `storage is PostgreSQL (DATABASE_URL): ${what} it with ${PG_DUMP}. The dump does not hold the key that seals the shops' secrets (SECRETS_KEY, or ${secretsKeyFile(config.dataDir)}): keep that key with it, and after pg_restore run tenpo doctor, which checks that they open`,
    );
  return config;
}

/** "shop_1: LINE channel secret, Stripe secret key; shop_2: …" */
function settingsOfShops(settings: UnreadableSetting[]): string {
  const byShop = groupBy(
    settings,
    (s) => s.shop_id,
    (s) => s.setting,
  );
  return [...byShop].map(([shop, list]) => `${shop}: ${list.join(', ')}`).join('; ');
}

/** The shops' sealed settings of a database that `key` does not open. */
async function unreadableWith(database: DatabaseHandle, key: string | null, dataDir: string) {
  return unreadableSealedSettings(database.db, key === null ? null : new SecretBox({ secretsKey: key, dataDir }));
}

/** `tenpo restore`'s check of the restored copy: every shop's sealed setting opens with the key the deployment will use. */
async function checkSealedSettings(staged: string, key: RestoredKey, backup: string, keyFile: string): Promise<void> {
  const database = openDatabase({ dataDir: staged, databaseUrl: null });
  let unreadable: UnreadableSetting[];
  try {
    ({ unreadable } = await unreadableWith(database, key.key, staged));
  } finally {
    await database.close();
  }
  if (!unreadable.length) return;
  const which = settingsOfShops(unreadable);
  const sealedWith = `set SECRETS_KEY to the key they were sealed with, or put that secrets.key at ${keyFile}, and restore again`;
  if (key.key === null)
    throw new BackupError(
      `${backup} carries no key for the shops' sealed secrets (taken with --without-secrets-key, or by an earlier release) and none is configured (SECRETS_KEY is unset, no ${keyFile}), so these could not be read: ${which}; ${sealedWith}`,
    );
  const hint =
    key.from === 'SECRETS_KEY' && key.carried
      ? `the backup carries the key they were sealed with: unset SECRETS_KEY to restore it as ${keyFile}, or set SECRETS_KEY to it (README, "Backups")`
      : key.carried
        ? 'they did not open where the backup was taken either (tenpo doctor there names them)'
        : sealedWith;
  throw new BackupError(`the shops' sealed secrets in ${backup} do not open with ${key.from}: ${which}; ${hint}`);
}

/** BackupError is the operator's to act on: one line, exit 1. */
async function asRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof BackupError) throw new CliError(err.message);
    throw err;
  }
}

type CheckStatus = 'ok' | 'change' | 'problem';
interface Check {
  check: string;
  status: CheckStatus;
  detail: string;
}

/** The checks of `tenpo doctor`, in order; each says what is, what the next start would change, or what is wrong. */
async function diagnose(env: NodeJS.ProcessEnv, fix: boolean): Promise<Check[]> {
  const checks: Check[] = [];
  const note = (check: string, status: CheckStatus, detail: string) => checks.push({ check, status, detail });
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    note('configuration', 'problem', err.message);
    return checks;
  }
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite at ${sqliteFile(config.dataDir)}`;
  note('configuration', 'ok', `${storage}; BASE_URL ${config.baseUrl}, so the OAuth issuer is ${config.issuer}`);
  // DATA_DIR holds the SQLite database and the key file; on PostgreSQL with SECRETS_KEY nothing is written there.
  if (!config.databaseUrl || !config.secretsKey) {
    const folder = dataDirCheck(config.dataDir);
    note('data folder', folder.status, folder.detail);
  }
  if (!config.databaseUrl && !fs.existsSync(sqliteFile(config.dataDir)) && !fix) {
    note('storage', 'change', 'no database yet: the first start (or tenpo migrate) creates it');
    return checks;
  }
  const database = openDatabase(config);
  try {
    try {
      await database.ping();
    } catch (err) {
      note('storage', 'problem', storageProblem(err, config) ?? (err as Error).message);
      return checks;
    }
    note('storage', 'ok', 'reachable');
    let status = await migrationStatus(database);
    if (fix && !status.unknown.length) {
      await repair(database, config);
      status = await migrationStatus(database);
    }
    const { applied, pending, unknown } = status;
    if (unknown.length)
      note(
        'migrations',
        'problem',
        `${unknown.join(', ')} recorded by a newer release of Tenpo, unknown to this one, which will not start on it: run that release (or restore a backup of this one)`,
      );
    else if (pending.length)
      note(
        'migrations',
        'change',
        `${pending.length} pending (${pending.join(', ')}): applied at the next start or by tenpo migrate`,
      );
    else note('migrations', 'ok', `all ${applied.length} applied`);
    // The keys' and the issuer's tables may not exist yet: the migrations report that already.
    if (applied.includes('0001_foundation')) {
      const keys = await listSigningKeys(database.db, config.accessTokenTtl);
      const signing = keys.filter((k) => k.state === 'signing');
      const published = keys.filter((k) => k.state === 'published');
      if (signing.length === 0) note('signing keys', 'change', 'none: the next start creates one');
      else
        note(
          'signing keys',
          'ok',
          `signing with ${signing.map((k) => k.kid).join(', ')}; ${published.length} retired key(s) still published`,
        );
    }
    if (applied.includes('0001_foundation')) {
      const secrets = await sealedSettingsCheck(database, config);
      note('shop secrets', secrets.status, secrets.detail);
    }
    if (applied.includes('0020_deployment_settings')) {
      const stored = await storedIssuer(database.db);
      if (!stored) note('issuer', 'change', `none recorded: the next start records ${config.issuer}`);
      else if (stored === config.issuer) note('issuer', 'ok', `${stored}, the same as BASE_URL gives`);
      else note('issuer', 'problem', issuerMismatch(config.issuer, stored));
    }
    return checks;
  } finally {
    await database.close();
  }
}

/**
 * Whether this user can write in DATA_DIR (or make it): tried with a file made and removed there,
 * since permission bits do not tell (root, read-only mounts, access lists). Doctor makes no folder.
 */
function dataDirCheck(dataDir: string): Omit<Check, 'check'> {
  let existing = dataDir;
  while (!fs.existsSync(existing)) existing = path.dirname(existing);
  const probe = path.join(existing, `.tenpo-doctor-${process.pid}`);
  try {
    fs.writeFileSync(probe, '', { flag: 'wx' });
    fs.rmSync(probe);
  } catch (err) {
    const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    const what =
      existing === dataDir
        ? `DATA_DIR ${dataDir} is not writable`
        : `DATA_DIR ${dataDir} cannot be made in ${existing}`;
    return {
      status: 'problem',
      detail: `${what} by this user (${why}): the SQLite database, its journal and the key file are written there; fix the owner or permissions, or set DATA_DIR`,
    };
  }
  if (existing !== dataDir) return { status: 'change', detail: `${dataDir} does not exist: the first start makes it` };
  return { status: 'ok', detail: `${dataDir} is writable` };
}

/** Whether every shop's sealed setting opens with the configured key (a lost or wrong key makes LINE sign-in and Stripe fail). */
async function sealedSettingsCheck(database: DatabaseHandle, config: Config): Promise<Omit<Check, 'check'>> {
  const key = configuredSecretsKey(config);
  const { sealed, unreadable } = await unreadableWith(database, key?.key ?? null, config.dataDir);
  if (!sealed) return { status: 'ok', detail: 'none stored (LINE channel secrets, Stripe keys)' };
  if (!unreadable.length) return { status: 'ok', detail: `${sealed} sealed setting(s) open with ${key!.from}` };
  const withWhat = key
    ? ` with ${key.from}`
    : ` (no key: SECRETS_KEY is unset and there is no ${secretsKeyFile(config.dataDir)})`;
  return {
    status: 'problem',
    detail: `${unreadable.length} of ${sealed} sealed setting(s) do not open${withWhat} (${settingsOfShops(unreadable)}): set SECRETS_KEY to the key they were sealed with or put that key file back, or enter them again with tenpo shops update`,
  };
}

/** `tenpo doctor --fix`: what a start would do (migrations, a signing key) and the issuer made this BASE_URL's. */
async function repair(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateToLatest(database);
  await new KeyStore(database, config.accessTokenTtl).init();
  await database.transaction((tx) => replaceIssuer(tx, config.issuer));
}

const MARK: Record<CheckStatus, string> = { ok: 'ok     ', change: 'change ', problem: 'PROBLEM' };

export const operatorCommands: EnvironmentCommand[] = [
  {
    name: 'doctor',
    usage:
      'tenpo doctor [--fix] [--json]  (configuration, storage, migrations, signing keys, issuer vs BASE_URL, and what a start would change; exit 1 on a problem. --fix applies migrations, creates a signing key, records this BASE_URL as the issuer)',
    flags: ['fix', 'json'],
    booleanFlags: ['fix'],
    withoutContext: true,
    async run(env, args): Promise<CommandResult> {
      const checks = await diagnose(env, has(args, 'fix'));
      const problems = checks.filter((c) => c.status === 'problem').length;
      return {
        json: { checks, problems },
        text: [
          ...checks.map((c) => `${MARK[c.status]}  ${c.check}: ${c.detail}`),
          problems ? `${problems} problem(s)` : 'no problems',
        ].join('\n'),
        status: problems ? 1 : 0,
      };
    },
  },
  {
    name: 'backup',
    usage: `tenpo backup FILE [--force] [--without-secrets-key] [--json]  (SQLite: a consistent copy while servers run, with the key that seals the shops' secrets unless --without-secrets-key; readable by its owner only; --force overwrites FILE. PostgreSQL: ${PG_DUMP})`,
    flags: ['force', 'without-secrets-key', 'json'],
    booleanFlags: ['force', 'without-secrets-key'],
    withoutContext: true,
    async run(env, args) {
      const config = sqliteConfig(env, 'back up');
      const file = fileOf(args);
      const key = configuredSecretsKey(config);
      const leftOut = has(args, 'without-secrets-key') && key !== null;
      const { bytes } = await asRefusal(() =>
        backupSqlite(sqliteFile(config.dataDir), file, {
          overwrite: has(args, 'force'),
          secretsKey: leftOut ? null : (key?.key ?? null),
        }),
      );
      const secretsKey = !key ? 'none' : leftOut ? 'left_out' : 'included';
      const about = {
        none: 'no key seals shop secrets yet',
        left_out: `it does NOT hold the key that seals the shops' secrets: a restore needs ${key?.from}, keep it apart`,
        included: `it holds the key that seals the shops' secrets (${key?.from}): keep it as secret as that key`,
      }[secretsKey];
      return {
        json: { file, bytes, secrets_key: secretsKey },
        text: `backed up ${sqliteFile(config.dataDir)} to ${file} (${bytes} bytes); ${about}`,
      };
    },
  },
  {
    name: 'restore',
    usage:
      'tenpo restore FILE [--force] [--json]  (SQLite: replaces the database with a backup, or refuses and changes nothing: a damaged backup, one of a newer release, or shop secrets that would not open; refused while a server has it open; --force to replace an existing database, which is kept beside it)',
    flags: ['force', 'json'],
    booleanFlags: ['force'],
    withoutContext: true,
    async run(env, args) {
      const config = sqliteConfig(env, 'restore');
      const file = fileOf(args);
      const target = sqliteFile(config.dataDir);
      const keyFile = secretsKeyFile(config.dataDir);
      const { bytes, replaced } = await asRefusal(() =>
        restoreSqlite(file, target, {
          overwrite: has(args, 'force'),
          keys: { configured: config.secretsKey, file: keyFile },
          check: (staged, key) => checkSealedSettings(staged, key, file, keyFile),
        }),
      );
      const kept = replaced.length ? `; kept what it replaced until you remove it: ${replaced.join(', ')}` : '';
      return {
        json: { file, database: target, bytes, replaced },
        text: `restored ${target} from ${file} (${bytes} bytes)${kept}; the next start applies any newer migrations`,
      };
    },
  },
];
