import { parseArgs as parseNodeArgs } from 'node:util';

/** A command's arguments: positionals, and each flag's values in order (a boolean flag's is "true"). */
export interface Parsed {
  positionals: string[];
  flags: Map<string, string[]>;
}

/** The command line is wrong (unknown command or flag, missing value): printed with the usage, exit status 2. */
export class UsageError extends Error {}

/** What a command accepts: its flags (those in `booleanFlags` take no value); `--help`/`-h` is every command's. */
interface FlagSpec {
  flags: string[];
  booleanFlags?: string[];
}

/**
 * Parses with node's util.parseArgs (its tokens, so each refusal can be one line that names the
 * flag): unknown flags are refused with the nearest known one suggested, a flag that needs a value
 * refuses to take the next flag as it (`--name --json`), a boolean flag refuses a value.
 */
export function parseArgs(argv: string[], spec: FlagSpec): Parsed {
  const booleans = new Set([...(spec.booleanFlags ?? []), 'help']);
  const known = [...new Set([...spec.flags, 'help'])];
  const options = Object.fromEntries(
    known.map((name) => [
      name,
      booleans.has(name)
        ? { type: 'boolean' as const, ...(name === 'help' ? { short: 'h' } : {}) }
        : { type: 'string' as const },
    ]),
  );
  const { tokens } = parseNodeArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    if (!known.includes(token.name)) {
      const near = suggestion(token.name, known);
      throw new UsageError(`unknown flag ${token.rawName}${near ? `; did you mean --${near}?` : ''}`);
    }
    let value: string;
    if (booleans.has(token.name)) {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} takes no value`);
      value = 'true';
    } else {
      // util.parseArgs takes the next argument as the value even when it is a flag; a value that looks
      // like one is the user forgetting the value (`--name --json`), as its strict mode says too.
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith('-'))) {
        throw new UsageError(`${token.rawName} needs a value`);
      }
      value = token.value;
    }
    flags.set(token.name, [...(flags.get(token.name) ?? []), value]);
  }
  return { positionals, flags };
}

export function one(p: Parsed, name: string): string | undefined {
  return p.flags.get(name)?.at(-1);
}

export function has(p: Parsed, name: string): boolean {
  return p.flags.has(name);
}

/** The candidate nearest to a mistyped word (edit distance at most a third of its length, at least 1), if any. */
export function suggestion(typed: string, candidates: string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(typed, candidate);
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(typed.length / 3)) ? best.candidate : undefined;
}

/** Damerau-Levenshtein distance (optimal string alignment): a swapped pair of letters counts as one edit. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
