import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { COMMANDS, tenpoVersion } from '../../src/cli/run.ts';
import { TEST_DATABASE_URL } from '../helpers/db.ts';
import { ROOT, runTenpo, spawnTenpo, type CliRun } from '../helpers/server.ts';

/** A usage error: exit status 2, one line naming the problem first on stderr, nothing on stdout. */
function usageError(r: CliRun, message: RegExp): void {
  assert.equal(r.code, 2, r.stderr);
  assert.match(r.stderr.split('\n')[0]!, message);
  assert.equal(r.stdout, '');
}

// None of these reach storage: help, version and usage errors are answered before a context is built.
const NO_STORAGE = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/never_opened' };

describe('tenpo CLI manners: help, version, suggestions, exit statuses', () => {
  it('answers --help and -h on every command with its usage, exit 0, touching no storage', async () => {
    for (const command of COMMANDS) {
      for (const flag of ['--help', '-h']) {
        const r = await runTenpo([...command.name.split(' '), flag], NO_STORAGE);
        assert.equal(r.code, 0, `${command.name} ${flag}: ${r.stderr}`);
        assert.ok(r.stdout.startsWith(`usage: ${command.usage}\n`), `${command.name} ${flag}:\n${r.stdout}`);
        assert.match(r.stdout, /Exit status: 0 done, 1 failed .*, 2 usage error/);
        assert.equal(r.stderr, '');
      }
    }
  });

  it('answers --help after other flags too, even one that would need a value (clients create --name --help)', async () => {
    const r = await runTenpo(['clients', 'create', '--name', '--help'], NO_STORAGE);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^usage: tenpo clients create/);
  });

  it('lists a group with tenpo GROUP --help (exit 0) and with tenpo GROUP alone (usage error, exit 2)', async () => {
    for (const group of new Set(COMMANDS.map((c) => c.name.split(' ')[0]!))) {
      const members = COMMANDS.filter((c) => c.name.split(' ')[0] === group);
      if (members.some((c) => c.name === group)) continue; // a command of one word (doctor, migrate): its own help
      const listed = await runTenpo([group, '--help'], NO_STORAGE);
      assert.equal(listed.code, 0, listed.stderr);
      for (const c of members) assert.ok(listed.stdout.includes(c.usage), `${group} --help lists ${c.name}`);
      const bare = await runTenpo([group], NO_STORAGE);
      assert.equal(bare.code, 2);
      assert.ok(bare.stderr.includes(members[0]!.usage));
    }
  });

  it('lists every command with tenpo --help, tenpo help and (as a usage error) tenpo alone', async () => {
    for (const argv of [['--help'], ['help'], ['-h']]) {
      const r = await runTenpo(argv, NO_STORAGE);
      assert.equal(r.code, 0);
      for (const c of COMMANDS) assert.ok(r.stdout.includes(c.usage), c.name);
    }
    const bare = await runTenpo([], NO_STORAGE);
    assert.equal(bare.code, 2);
    assert.match(bare.stderr, /^usage: tenpo COMMAND/);
  });

  it("prints package.json's version with --version, -V and version", async () => {
    const version = (JSON.parse(fs.readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string }).version;
    assert.equal(tenpoVersion(), version);
    for (const argv of [['--version'], ['-V'], ['version']]) {
      const r = await runTenpo(argv, NO_STORAGE);
      assert.equal(r.code, 0);
      assert.equal(r.stdout, `tenpo ${version}\n`);
    }
    const spawned = await spawnTenpo(['--version'], NO_STORAGE);
    assert.equal(spawned.code, 0, spawned.stderr);
    assert.equal(spawned.stdout, `tenpo ${version}\n`);
  });

  it('names an unknown flag with the nearest known one: exit 2, the usage after', async () => {
    const r = await runTenpo(['clients', 'create', '--nmae', 'x', '--scopes', 'read_items'], NO_STORAGE);
    usageError(r, /^tenpo: unknown flag --nmae; did you mean --name\?$/);
    assert.match(r.stderr, /usage: tenpo clients create/);
    usageError(await runTenpo(['clients', 'list', '--jsno'], NO_STORAGE), /did you mean --json\?/);
    usageError(await runTenpo(['keys', 'list', '--zzzzzzzz'], NO_STORAGE), /^tenpo: unknown flag --zzzzzzzz$/);
    usageError(await runTenpo(['shops', 'list', '-x'], NO_STORAGE), /^tenpo: unknown flag -x/);
  });

  it('refuses a flag without its value, and a value given to a flag that takes none', async () => {
    usageError(await runTenpo(['clients', 'create', '--name'], NO_STORAGE), /^tenpo: --name needs a value$/);
    usageError(await runTenpo(['clients', 'create', '--name', '--json'], NO_STORAGE), /--name needs a value/);
    usageError(await runTenpo(['clients', 'list', '--json=yes'], NO_STORAGE), /^tenpo: --json takes no value$/);
  });

  it('names an unknown command with the nearest command or group', async () => {
    usageError(
      await runTenpo(['clients', 'lsit'], NO_STORAGE),
      /^tenpo: unknown command "clients lsit"; did you mean "clients list"\?$/,
    );
    usageError(
      await runTenpo(['clinets', 'list'], NO_STORAGE),
      /^tenpo: unknown command "clinets"; did you mean "clients"\?$/,
    );
    usageError(
      await runTenpo(['frobnicate'], NO_STORAGE),
      /^tenpo: unknown command "frobnicate"; tenpo --help lists the commands$/,
    );
  });

  it('exits 0 done, 1 failed, 2 usage, as a process', async () => {
    assert.equal((await spawnTenpo(['--help'], NO_STORAGE)).code, 0);
    assert.equal((await spawnTenpo(['clients', 'list', '--bogus'], NO_STORAGE)).code, 2);
    const failed = await spawnTenpo(['clients', 'list'], NO_STORAGE);
    assert.equal(failed.code, 1);
  });

  it('says in one line, without a stack trace, that PostgreSQL cannot be reached or lacks the database', async () => {
    const missing = new URL(TEST_DATABASE_URL);
    missing.pathname = `/tenpo_missing_${process.pid}`;
    const server = `${missing.hostname}:${missing.port || 5432}`;
    const r = await spawnTenpo(['clients', 'list'], { DATABASE_URL: missing.toString() });
    assert.equal(r.code, 1);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.doesNotMatch(r.stderr, /\n\s+at /);
    assert.match(
      r.stderr,
      new RegExp(
        `^tenpo: (PostgreSQL at ${server} has no database "tenpo_missing_${process.pid}": create it first|cannot reach PostgreSQL at ${server})`,
      ),
    );
    const unreachable = await spawnTenpo(['clients', 'list'], NO_STORAGE);
    assert.equal(
      unreachable.stderr,
      'tenpo: cannot reach PostgreSQL at 127.0.0.1:1 (ECONNREFUSED): is it running, and is DATABASE_URL right?\n',
    );
  });
});
