import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { constants } from 'node:os';
import { after } from 'node:test';

/**
 * Every process a test starts (the server, the CLI, npm, a script) goes through spawnProcess, so that
 * none outlives its test file, whatever the tests' outcome. Each is the leader of a process group of
 * its own (detached), so killing the group also ends what it started: a primary's workers, the node
 * that `npm start` runs. What is still running when the file's tests are done is killed by a hook of
 * the file's root (registered below, when a test file imports this module), and when the test process
 * exits or is told to stop (the runner's --test-timeout sends SIGTERM). scripts/test.js then kills
 * whatever of its run is left (a test process killed outright cannot clean up).
 */
const groups = new Set<number>();

/** Sends signal to the process group that child leads; nothing when the group is gone already. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    /* no process of the group is left */
  }
}

/** True while some process of the group numbered pgid is left (a signal 0 reaches it). */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function killAll(): void {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      /* gone already */
    }
  }
  groups.clear();
}

after(() => {
  const left = [...groups].filter(groupAlive);
  if (left.length) console.error(`killing processes the tests left running (process groups ${left.join(', ')})`);
  killAll();
});
process.on('exit', killAll);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(128 + constants.signals[signal]);
  });

/**
 * node:child_process spawn, detached into a process group of its own that is registered for killing.
 * env defaults to this process's; TENPO_TEST_RUN (the run's name) is always passed on, so that
 * scripts/test.js recognizes what is left of its run.
 */
export function spawnProcess(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const env = { ...(options.env ?? process.env) };
  if (process.env.TENPO_TEST_RUN) env.TENPO_TEST_RUN = process.env.TENPO_TEST_RUN;
  const child = spawn(command, args, { ...options, env, detached: true });
  if (child.pid === undefined) return child; // failed to start: its 'error' event says why
  const pgid = child.pid;
  groups.add(pgid);
  // Once the group has no process left it is forgotten (its number may be reused); a leader that
  // exits leaving others behind (npm, a primary) keeps its group registered.
  child.once('exit', () => setImmediate(() => groupAlive(pgid) || groups.delete(pgid)));
  return child;
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end through spawnProcess, with input on its stdin; resolves with its status and output. */
export function runProcess(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'stdio'> & { input?: string } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawnProcess(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '',
      stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    child.stdin!.end(options.input ?? '');
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
