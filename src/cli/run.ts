import { ConfigError, loadConfig } from '../config.ts';
import { createContext, type AppContext } from '../context.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensureDefaultShop } from '../shop/service.ts';
import { catalogCommands } from '../catalog/cli.ts';
import { customersCommands } from '../customers/cli.ts';
import { demoCommands } from '../demo/cli.ts';
import { ordersCommands } from '../orders/cli.ts';
import { consoleCommands } from '../console/cli.ts';
import { webhooksCommands } from '../webhooks/cli.ts';
import { allowOnly, has, parseArgs, UsageError } from './args.ts';
import { CliError, migrationsAppliedAtStart, type CliIo, type Command } from './command.ts';
import { foundationCommands } from './foundation-commands.ts';

export const COMMANDS: Command[] = [
  ...foundationCommands,
  ...catalogCommands,
  ...customersCommands,
  ...ordersCommands,
  ...demoCommands,
  ...consoleCommands,
  ...webhooksCommands,
];

/** The context of one CLI run, configured from `env` (tests run the CLI in their own process with another's). */
export async function buildCliContext(env: NodeJS.ProcessEnv = process.env): Promise<AppContext> {
  const config = loadConfig(env);
  const database = openDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    await ensureDefaultShop(database, config);
    const ctx = await createContext(config, database);
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

function help(): string {
  return [
    'usage:',
    ...COMMANDS.map((c) => `  ${c.usage}`),
    '',
    'Environment: DATA_DIR, DATABASE_URL (same as the server).',
  ].join('\n');
}

/** Runs one CLI invocation; returns the exit status (0 ok, 1 refused, 2 usage). */
export async function runCli(
  argv: string[],
  makeContext: () => Promise<AppContext>,
  io: CliIo = processIo,
): Promise<number> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    io.out(help());
    return argv.length === 0 ? 2 : 0;
  }
  const command = COMMANDS.map((c) => ({ c, words: c.name.split(' ') }))
    .filter(({ words }) => words.every((w, i) => argv[i] === w))
    .sort((a, b) => b.words.length - a.words.length)[0];
  const wantsHelp = argv.includes('--help') || argv.includes('-h');
  if (!command) {
    // `tenpo orders --help`: the usage of every command of the group.
    const group = COMMANDS.filter((c) => c.name.split(' ')[0] === argv[0]);
    if (wantsHelp && group.length > 0) {
      io.out(['usage:', ...group.map((c) => `  ${c.usage}`)].join('\n'));
      return 0;
    }
    io.err(`tenpo: unknown command "${argv.join(' ')}"\n${help()}`);
    return 2;
  }
  if (wantsHelp) {
    io.out(`usage: ${command.c.usage}`);
    return 0;
  }
  let ctx: AppContext | null = null;
  try {
    const args = parseArgs(argv.slice(command.words.length), [...(command.c.booleanFlags ?? []), 'json']);
    allowOnly(args, command.c.flags);
    ctx = await makeContext();
    const result = await command.c.run(ctx, args, io);
    io.out(has(args, 'json') ? JSON.stringify(result.json) : result.text);
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`tenpo: ${err.message}\nusage: ${command.c.usage}`);
      return 2;
    }
    if (err instanceof CliError || err instanceof ConfigError) {
      io.err(`tenpo: ${err.message}`);
      return 1;
    }
    io.err(`tenpo: ${(err as Error).stack ?? String(err)}`);
    return 1;
  } finally {
    await ctx?.database.close();
  }
}
