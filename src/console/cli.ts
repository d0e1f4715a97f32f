import type { CliIo, Command } from '../cli/command.ts';
import { CliError } from '../cli/command.ts';
import { one } from '../cli/args.ts';
import { shopIdOf } from '../cli/foundation-commands.ts';
import { createStaff, StaffInputError } from './service.ts';

/** Reads a password typed at a terminal without echoing it. */
function promptHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (err?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new CliError('cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The password comes from standard input (never a flag, which would land in shell history and `ps`). */
async function readPassword(io: CliIo): Promise<string> {
  if (io.stdinIsTTY) return promptHidden('Password (at least 10 characters): ');
  const text = await io.readStdin();
  return text.split(/\r?\n/)[0] ?? '';
}

export const consoleCommands: Command[] = [
  {
    name: 'staff create',
    usage:
      'tenpo staff create --shop SHOP_ID --email EMAIL [--role owner|staff] [--name NAME] [--locale ja|en] [--json]  (password on standard input)',
    flags: ['shop', 'email', 'role', 'name', 'locale', 'json'],
    async run(ctx, args, io) {
      const shopFlag = one(args, 'shop');
      if (!shopFlag) throw new CliError('--shop is required');
      const email = one(args, 'email');
      if (!email) throw new CliError('--email is required');
      const shopId = await shopIdOf(ctx, shopFlag);
      const password = await readPassword(io);
      try {
        const s = await createStaff(
          ctx.db,
          { shopId, email, name: one(args, 'name'), role: one(args, 'role'), locale: one(args, 'locale'), password },
          ctx.config.secretHashCost,
        );
        return {
          json: {
            staff_id: s.staffId,
            shop_id: s.shopId,
            email: s.email,
            name: s.name,
            role: s.role,
            locale: s.locale,
          },
          text: `created ${s.role} ${s.email} (${s.staffId}) in shop ${s.shopId}`,
        };
      } catch (err) {
        if (err instanceof StaffInputError) throw new CliError(err.message);
        throw err;
      }
    },
  },
];
