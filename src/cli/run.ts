import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { withOAuth, type OAuthContext } from '../oauth/context.ts';
import { openDatabase, storageProblem } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureDefaultShop } from '../shop/service.ts';
import { dropItemsFromCarts } from '../storefront/cart.ts';
import { seedDefaultCarriers } from '../catalog/carriers.ts';
import { catalogCommands } from '../catalog/cli.ts';
import { customersCommands } from '../customers/cli.ts';
import { demoCommands } from '../demo/cli.ts';
import { ordersCommands } from '../orders/cli.ts';
import { consoleCommands } from '../console/cli.ts';
import { webhooksCommands } from '../webhooks/cli.ts';
import { deliveryFanOut } from '../webhooks/fan-out.ts';
import { addChangeSink } from '../changes/service.ts';
import { has, parseArgs, suggestion, UsageError } from '../cli-kit/args.ts';
import {
  CliError,
  migrationsAppliedAtStart,
  type CliCommand,
  type CliIo,
  type CommandResult,
} from '../cli-kit/command.ts';
import { foundationCommands } from './foundation-commands.ts';
import { operatorCommands } from './operator-commands.ts';

export const COMMANDS: CliCommand<OAuthContext>[] = [
  ...foundationCommands,
  ...operatorCommands,
  ...catalogCommands,
  ...customersCommands,
  ...ordersCommands,
  ...demoCommands,
  ...consoleCommands,
  ...webhooksCommands,
];

/** Exit statuses, documented in the help and the README. */
const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** The context of one CLI run, configured from `env` (tests run the CLI in their own process with another's). */
export async function buildCliContext(env: NodeJS.ProcessEnv = process.env): Promise<OAuthContext> {
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    await ensureDefaultShop(database, config, seedDefaultCarriers);
    const ctx = await withOAuth(createContext(config, database, dropItemsFromCarts));
    migrationsAppliedAtStart.set(ctx, applied);
    return ctx;
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** What `io.out` and `io.err` write for a text: the text, ending in one newline. */
export const asLine = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

const processIo: CliIo = {
  out: (t) => void process.stdout.write(asLine(t)),
  err: (t) => void process.stderr.write(asLine(t)),
  async readStdin() {
    const chunks: Buffer[] = [];
    for await (const c of process.stdin) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  stdinIsTTY: Boolean(process.stdin.isTTY),
};

/** Tenpo's version: package.json's, found above this module (src/cli/ in development, dist/ when bundled). */
export function tenpoVersion(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

const FOOTER = [
  'Every command answers --help (-h); --json prints one JSON object on standard output.',
  "Environment: the server's (DATA_DIR, DATABASE_URL, BASE_URL, …; see the README).",
  'Exit status: 0 done, 1 failed (refused, storage unreachable, doctor found problems), 2 usage error.',
];

function help(commands: CliCommand[], heading = 'usage: tenpo COMMAND [ARGUMENTS] [--json]'): string {
  return [heading, '', 'commands:', ...commands.map((c) => `  ${c.usage}`), '', ...FOOTER].join('\n');
}

const GROUPS = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0]!))];

/** The command that argv names (the longest match of its words), if any. */
function commandOf(argv: string[]): { command: CliCommand; words: number } | undefined {
  return COMMANDS.map((command) => ({ command, words: command.name.split(' ').length }))
    .filter(({ command }) => command.name.split(' ').every((w, i) => argv[i] === w))
    .sort((a, b) => b.words - a.words)[0];
}

/** A one-line message for an unknown command, naming the nearest command or group. */
function unknownCommand(argv: string[]): string {
  const group = COMMANDS.filter((c) => c.name.split(' ')[0] === argv[0]);
  const typed = group.length ? argv.slice(0, 2).join(' ') : argv[0]!;
  const candidates = group.length ? group.map((c) => c.name) : [...GROUPS, ...COMMANDS.map((c) => c.name)];
  const near = suggestion(typed, candidates);
  return `tenpo: unknown command "${typed}"; ${near ? `did you mean "${near}"?` : 'tenpo --help lists the commands'}`;
}

/** Anything not foreseen, in one line: storage problems in words the operator can act on, else the message's first line. */
function failureLine(err: unknown, env: NodeJS.ProcessEnv): string {
  let problem: string | undefined;
  try {
    problem = storageProblem(err, loadConfig(env));
  } catch {
    /* a configuration error was reported before storage was touched */
  }
  const message = err instanceof Error ? err.message || (err as { code?: string }).code || err.name : String(err);
  return `tenpo: ${problem ?? message.split('\n')[0]}`;
}

/**
 * Runs one CLI invocation; returns the exit status (EXIT: 0 ok, 1 failed, 2 usage). `makeContext`
 * builds the app context for commands that need one; `env` configures the others (doctor, backup, restore).
 */
export async function runCli(
  argv: string[],
  makeContext: () => Promise<OAuthContext>,
  io: CliIo = processIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const wantsHelp = argv.some((a) => a === '--help' || a === '-h');
  if (argv.length === 0) {
    io.err(help(COMMANDS));
    return EXIT.usage;
  }
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    const group = COMMANDS.filter((c) => c.name.split(' ')[0] === argv[1]);
    io.out(group.length ? help(group, `usage of tenpo ${argv[1]}:`) : help(COMMANDS));
    return EXIT.ok;
  }
  if (argv[0] === '--version' || argv[0] === '-V' || argv[0] === 'version') {
    io.out(`tenpo ${tenpoVersion()}`);
    return EXIT.ok;
  }
  const found = commandOf(argv);
  if (!found) {
    // `tenpo orders --help`: every command of the group; `tenpo orders` alone: the same, as a usage error.
    const group = COMMANDS.filter((c) => c.name.split(' ')[0] === argv[0]);
    if (group.length && wantsHelp) {
      io.out(help(group, `usage of tenpo ${argv[0]}:`));
      return EXIT.ok;
    }
    if (group.length && argv.length === 1) {
      io.err(help(group, `usage of tenpo ${argv[0]}:`));
      return EXIT.usage;
    }
    io.err(unknownCommand(argv));
    return EXIT.usage;
  }
  const { command, words } = found;
  if (wantsHelp) {
    io.out(`usage: ${command.usage}\n\n${FOOTER.join('\n')}`);
    return EXIT.ok;
  }
  let ctx: OAuthContext | null = null;
  try {
    const args = parseArgs(argv.slice(words), {
      flags: command.flags,
      booleanFlags: [...(command.booleanFlags ?? []), 'json'],
    });
    let result: CommandResult;
    if ('withoutContext' in command) {
      result = await command.run(env, args, io);
    } else {
      ctx = await makeContext();
      // Events the command records queue their webhook deliveries, as a server's do (src/app.ts).
      const removeFanOut = addChangeSink(ctx.db, 'webhooks', deliveryFanOut(null));
      result = await command.run(ctx, args, io).finally(removeFanOut);
    }
    io.out(has(args, 'json') ? JSON.stringify(result.json) : result.text);
    return result.status ?? EXIT.ok;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`tenpo: ${err.message}\nusage: ${command.usage}`);
      return EXIT.usage;
    }
    if (err instanceof CliError || err instanceof ConfigError) {
      io.err(`tenpo: ${err.message}`);
      return EXIT.failed;
    }
    io.err(failureLine(err, env));
    return EXIT.failed;
  } finally {
    await ctx?.database.close();
  }
}
