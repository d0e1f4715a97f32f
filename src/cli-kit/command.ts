import type { AppContext } from '../context.ts';
import type { Parsed } from './args.ts';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Reads all of standard input (for secrets that must not be flags). */
  readStdin(): Promise<string>;
  stdinIsTTY: boolean;
}

/** What a command printed: `json` with --json, `text` otherwise; `status` 1 when it reports problems (doctor). */
export interface CommandResult {
  json: unknown;
  text: string;
  status?: 0 | 1;
}

interface CommandShape {
  /** Words that select it, e.g. "clients create". */
  name: string;
  /** The whole usage line, with a short description in parentheses when the name does not say it all. */
  usage: string;
  flags: string[];
  booleanFlags?: string[];
}

/**
 * A command run on the app context: storage opened and migrated, default shop and signing key
 * present. The CLI hands every command the context with the OAuth services (src/oauth/context.ts);
 * a command of an area below oauth asks for the plain app context.
 */
export interface Command<Ctx extends AppContext = AppContext> extends CommandShape {
  run(ctx: Ctx, args: Parsed, io: CliIo): Promise<CommandResult>;
}

/**
 * A command that must not open storage the usual way (which migrates it): `doctor` reports what that
 * would change, `backup` and `restore` work on the database file. It gets the environment.
 */
export interface EnvironmentCommand extends CommandShape {
  withoutContext: true;
  run(env: NodeJS.ProcessEnv, args: Parsed, io: CliIo): Promise<CommandResult>;
}

export type CliCommand<Ctx extends AppContext = AppContext> = Command<Ctx> | EnvironmentCommand;

/** A refusal the user can act on: printed on stderr, exit status 1. */
export class CliError extends Error {}

/** Migrations a CLI run applied while building its context (reported by `tenpo migrate`). */
export const migrationsAppliedAtStart = new WeakMap<AppContext, string[]>();
