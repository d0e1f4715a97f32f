import type { CliIo, Command } from '../cli-kit/command.ts';
import { CliError } from '../cli-kit/command.ts';
import { one } from '../cli-kit/args.ts';
import { shopIdOf } from '../shop/cli.ts';
import type { AppContext } from '../context.ts';
import type { Parsed } from '../cli-kit/args.ts';
import { createStaff, listStaff, resetStaffPassword, setStaffDisabled, StaffInputError } from './service.ts';

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
          ctx.database,
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
  {
    name: 'staff list',
    usage: "tenpo staff list [--shop SHOP_ID] [--json]  (every shop's accounts without --shop)",
    flags: ['shop', 'json'],
    async run(ctx, args) {
      const shop = one(args, 'shop');
      const staff = await listStaff(ctx.db, shop ? await shopIdOf(ctx, shop) : null);
      return {
        json: { staff },
        text:
          staff
            .map((s) => `${s.staff_id}\t${s.shop_id}\t${s.email}\t${s.role}\t${s.disabled_at ? 'disabled' : 'active'}`)
            .join('\n') || '(no staff)',
      };
    },
  },
  {
    name: 'staff disable',
    usage: 'tenpo staff disable STAFF_ID [--json]  (no more sign-ins; signed-in sessions end at once)',
    flags: ['json'],
    async run(ctx, args) {
      const id = await staffIdOf(ctx, args, (staffId) =>
        ctx.database.transaction((tx) => setStaffDisabled(tx, staffId, true)),
      );
      return { json: { staff_id: id, disabled: true }, text: `disabled ${id}; its console sessions have ended` };
    },
  },
  {
    name: 'staff enable',
    usage: 'tenpo staff enable STAFF_ID [--json]  (a disabled account may sign in again)',
    flags: ['json'],
    async run(ctx, args) {
      const id = await staffIdOf(ctx, args, (staffId) =>
        ctx.database.transaction((tx) => setStaffDisabled(tx, staffId, false)),
      );
      return { json: { staff_id: id, disabled: false }, text: `enabled ${id}` };
    },
  },
  {
    name: 'staff reset-password',
    usage: 'tenpo staff reset-password STAFF_ID [--json]  (new password on standard input; signed-in sessions end)',
    flags: ['json'],
    async run(ctx, args, io) {
      const password = await readPassword(io);
      const id = await staffIdOf(ctx, args, (staffId) =>
        resetStaffPassword(ctx.database, staffId, password, ctx.config.secretHashCost),
      );
      return {
        json: { staff_id: id, password_reset: true },
        text: `new password set for ${id}; its console sessions have ended`,
      };
    },
  },
];

/** The one STAFF_ID argument, given to `change`; a missing account or a refused input is a one-line refusal. */
async function staffIdOf(
  ctx: AppContext,
  args: Parsed,
  change: (staffId: string) => Promise<boolean>,
): Promise<string> {
  const [id, ...more] = args.positionals;
  if (!id) throw new CliError('STAFF_ID is required (tenpo staff list shows them)');
  if (more.length) throw new CliError(`one STAFF_ID only (got ${args.positionals.join(' ')})`);
  try {
    if (!(await change(id))) throw new CliError(`no staff account ${id}`);
  } catch (err) {
    if (err instanceof StaffInputError) throw new CliError(err.message);
    throw err;
  }
  return id;
}
