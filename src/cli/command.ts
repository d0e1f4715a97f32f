import type { AppContext } from '../context.ts';
import type { Parsed } from './args.ts';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Reads all of standard input (for secrets that must not be flags). */
  readStdin(): Promise<string>;
  stdinIsTTY: boolean;
}

export interface Command {
  /** Words that select it, e.g. "clients create". */
  name: string;
  usage: string;
  flags: string[];
  booleanFlags?: string[];
  /** Returns the object printed with --json; `text` is printed otherwise. */
  run(ctx: AppContext, args: Parsed, io: CliIo): Promise<{ json: unknown; text: string }>;
}

/** A refusal the user can act on: printed on stderr, exit status 1. */
export class CliError extends Error {}

/** Migrations a CLI run applied while building its context (reported by `tenpo migrate`). */
export const migrationsAppliedAtStart = new WeakMap<AppContext, string[]>();
