// Child processes with prefixed output, stopped together when the parent stops.
import { spawn, spawnSync } from 'node:child_process';
import { setPriority } from 'node:os';

const children = new Set();
// Set once this process is stopping its children (Ctrl+C): a child that ends then was stopped, it did not fail.
let stopping = false;
const colours = [36, 35, 33, 32, 34, 31, 96, 95];
let nextColour = 0;

function prefixLines(name, colour, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`\x1b[${colour}m${name.padEnd(10)}\x1b[0m ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`\x1b[${colour}m${name.padEnd(10)}\x1b[0m ${pending}\n`);
  });
}

/** Starts a long-running process; its output is prefixed with `name`. */
export function startProcess(name, command, args, options = {}) {
  const colour = colours[nextColour++ % colours.length];
  const child = spawn(command, args, {
    ...options,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  // `niceness`: a lower priority (0-19) for work that must not hold the machine (the admin panel's build while
  // the site is first used); what the child starts inherits it.
  if (options.niceness && child.pid) {
    try {
      setPriority(child.pid, options.niceness);
    } catch {
      // Not allowed here (some containers): it runs at the normal priority.
    }
  }
  if (!options.quiet) {
    prefixLines(name, colour, child.stdout, process.stdout);
    prefixLines(name, colour, child.stderr, process.stderr);
  } else {
    child.stdout.resume();
    child.stderr.resume();
  }
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * Runs a command to completion with its output prefixed with `name` (beside others); rejects when it fails. Stopped
 * because this process is stopping, it neither resolves nor rejects: it did not finish, nor fail, and this process
 * exits once its children are gone.
 */
export function runPrefixed(name, command, args, options = {}) {
  const child = startProcess(name, command, args, options);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal})`));
    });
  });
}

/** Runs a command to completion with inherited output; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Stops a process started here and everything it started (its process group), and resolves once none of them is
 * left, so the ports they held are free for whatever starts next (a second `npm run bench` right after the first
 * found the first's CMS still answering as it shut down, then lost its connection). After `timeoutMs` it kills them.
 */
export async function stopProcessGroup(child, { timeoutMs = 15000 } = {}) {
  const group = -child.pid;
  // Signal 0 asks only whether any process of the group is left; a group that is gone throws (ESRCH).
  const signal = (name) => {
    try {
      process.kill(group, name);
      return true;
    } catch {
      return false;
    }
  };
  if (!signal('SIGTERM')) return;
  const deadline = Date.now() + timeoutMs;
  while (signal(0)) {
    if (Date.now() > deadline) {
      signal('SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops every child when this process is interrupted or exits. */
export function stopChildrenOnExit() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // A second Ctrl+C while they stop: at once.
      if (stopping) {
        stopAll('SIGKILL');
        process.exit(130);
      }
      stopping = true;
      // Exits once every child has stopped (its ports free), not while the CMS is still shutting down: a bench in
      // start mode stops `npm start` this way, and the next bench found its CMS still answering (ECONNRESET).
      void Promise.all([...children].map((child) => stopProcessGroup(child))).finally(() => process.exit(130));
    });
  }
  process.on('exit', () => stopAll());
}

/** Whether anything answers at `url` now, whatever the status: a server that is still up. */
export function answersHttp(url) {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

/** Polls `url` until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 120000, intervalMs = 500, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
