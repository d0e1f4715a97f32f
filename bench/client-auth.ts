// `node --import tsx bench/client-auth.ts`: CPU time of one client check at the token endpoint
// (ClientService.authenticate: the read of the client and the secret's check) when it succeeds,
// when the secret is wrong and when the client id is unknown, and the first check of a client whose
// stored hash is still scrypt (N = 2^14, as hashes stored before were), in one process on SQLite.
// CPU is the process's (process.cpuUsage, every thread: scrypt runs in libuv's pool), per check.
import { ClientService } from '../src/oauth/clients.ts';
import { hashSecret } from '../src/oauth/secrets.ts';
import { freshStorage, newClient, openFixture } from './fixtures.ts';

const REPEAT = Number(process.env.BENCH_REPEAT || 200);
const LEGACY_REPEAT = 20;

async function cpuPerCall(repeat: number, call: (i: number) => Promise<unknown>): Promise<string> {
  const cpu = process.cpuUsage();
  const wall = process.hrtime.bigint();
  for (let i = 0; i < repeat; i++) await call(i).catch(() => {});
  const used = process.cpuUsage(cpu);
  const wallMs = Number(process.hrtime.bigint() - wall) / 1e6 / repeat;
  return `${((used.user + used.system) / 1000 / repeat).toFixed(3)} ms CPU, ${wallMs.toFixed(3)} ms wall`;
}

const storage = await freshStorage('client-auth');
const f = await openFixture(storage);
try {
  const clients: ClientService = f.ctx.clients;
  const client = await newClient(f, ['read_items']);
  const { client_id: id, client_secret: secret } = client;
  await clients.authenticate(id, secret, false); // warm: statements compiled, first check done
  const rows: [string, string][] = [
    ['success', await cpuPerCall(REPEAT, () => clients.authenticate(id, secret, false))],
    ['wrong secret', await cpuPerCall(REPEAT, (i) => clients.authenticate(id, `${secret}${i}`, false))],
    ['unknown client id', await cpuPerCall(REPEAT, (i) => clients.authenticate(`cli_unknown${i}`, secret, false))],
  ];
  // Clients whose hash was stored as scrypt before: each check's cost until its first success.
  const legacy = await Promise.all(Array.from({ length: LEGACY_REPEAT }, () => newClient(f, ['read_items'])));
  for (const c of legacy) {
    const hash = await hashSecret(c.client_secret, 16384);
    await f.ctx.database.transaction((tx) =>
      tx.updateTable('oauth_clients').set({ secret_hash: hash }).where('id', '=', c.client_id).execute(),
    );
  }
  rows.push(
    [
      'scrypt-hashed client, wrong secret',
      await cpuPerCall(LEGACY_REPEAT, (i) => clients.authenticate(legacy[i]!.client_id, 'wrong', false)),
    ],
    [
      'scrypt-hashed client, first success',
      await cpuPerCall(LEGACY_REPEAT, (i) =>
        clients.authenticate(legacy[i]!.client_id, legacy[i]!.client_secret, false),
      ),
    ],
    [
      'scrypt-hashed client, next success',
      await cpuPerCall(LEGACY_REPEAT, (i) =>
        clients.authenticate(legacy[i]!.client_id, legacy[i]!.client_secret, false),
      ),
    ],
  );
  for (const [what, figure] of rows) console.log(`${what.padEnd(38)} ${figure}`);
} finally {
  await f.close();
  await storage.cleanup();
}
