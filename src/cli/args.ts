/** Minimal argument parsing: positionals, `--flag value`, `--flag=value`, boolean flags, repeatable flags. */
export interface Parsed {
  positionals: string[];
  flags: Map<string, string[]>;
}

export class UsageError extends Error {}

export function parseArgs(argv: string[], booleanFlags: string[]): Parsed {
  const positionals: string[] = [];
  const flags = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    let name = arg.slice(2);
    let value: string;
    const eq = name.indexOf('=');
    if (eq >= 0) {
      value = name.slice(eq + 1);
      name = name.slice(0, eq);
    } else if (booleanFlags.includes(name)) {
      value = 'true';
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      value = next;
      i++;
    }
    flags.set(name, [...(flags.get(name) ?? []), value]);
  }
  return { positionals, flags };
}

export function one(p: Parsed, name: string): string | undefined {
  return p.flags.get(name)?.at(-1);
}

export function has(p: Parsed, name: string): boolean {
  return p.flags.has(name);
}

/** Refuses flags the command does not know, so a typo is never silently ignored. */
export function allowOnly(p: Parsed, names: string[]): void {
  for (const name of p.flags.keys()) if (!names.includes(name)) throw new UsageError(`unknown flag --${name}`);
}
