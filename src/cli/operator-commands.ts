import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { backupSqlite, BackupError, restoreSqlite } from '../db/backup.ts';
import { openDatabase, sqliteFile, storageProblem, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest, migrationStatus } from '../db/migrate.ts';
import { issuerMismatch, replaceIssuer, storedIssuer } from '../oauth/issuer.ts';
import { KeyStore, listSigningKeys } from '../oauth/keys.ts';
import { has, type Parsed } from './args.ts';
import { CliError, type CommandResult, type EnvironmentCommand } from './command.ts';

const PG_DUMP =
  'pg_dump --format=custom --file FILE "$DATABASE_URL" (and pg_restore --clean --if-exists --dbname "$DATABASE_URL" FILE)';

/** The one FILE argument, as an absolute path. */
function fileOf(args: Parsed): string {
  const [file, ...more] = args.positionals;
  if (!file) throw new CliError('FILE is required');
  if (more.length) throw new CliError(`one FILE only (got ${args.positionals.join(' ')})`);
  return path.resolve(file);
}

/** Backup and restore work on the SQLite file; a PostgreSQL deployment uses PostgreSQL's own tools. */
function sqliteConfig(env: NodeJS.ProcessEnv, what: string): Config {
  const config = loadConfig(env);
  if (config.databaseUrl) throw new CliError(`storage is PostgreSQL (DATABASE_URL): ${what} it with ${PG_DUMP}`);
  return config;
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
    if (fix) await repair(database, config);
    const { applied, pending } = await migrationStatus(database);
    if (pending.length)
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

/** `tenpo doctor --fix`: what a start would do (migrations, a signing key) and the issuer made this BASE_URL's. */
async function repair(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateToLatest(database);
  await new KeyStore(database.db, config.accessTokenTtl).init();
  await replaceIssuer(database.db, config.issuer);
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
    usage: `tenpo backup FILE [--force] [--json]  (SQLite: a consistent copy while servers run; --force overwrites FILE. PostgreSQL: ${PG_DUMP})`,
    flags: ['force', 'json'],
    booleanFlags: ['force'],
    withoutContext: true,
    async run(env, args) {
      const config = sqliteConfig(env, 'back up');
      const file = fileOf(args);
      const { bytes } = await asRefusal(() => backupSqlite(sqliteFile(config.dataDir), file, has(args, 'force')));
      return { json: { file, bytes }, text: `backed up ${sqliteFile(config.dataDir)} to ${file} (${bytes} bytes)` };
    },
  },
  {
    name: 'restore',
    usage:
      'tenpo restore FILE [--force] [--json]  (SQLite: replaces the database with a backup; refused while a server has it open; --force to replace an existing database)',
    flags: ['force', 'json'],
    booleanFlags: ['force'],
    withoutContext: true,
    async run(env, args) {
      const config = sqliteConfig(env, 'restore');
      const file = fileOf(args);
      const target = sqliteFile(config.dataDir);
      const { bytes } = await asRefusal(() => restoreSqlite(file, target, has(args, 'force')));
      return {
        json: { file, database: target, bytes },
        text: `restored ${target} from ${file} (${bytes} bytes); the next start applies any newer migrations`,
      };
    },
  },
];
