import { spawn } from 'node:child_process';
import { repoRoot } from './remote-variant';

export type RunningServer = { url: string; stop(): Promise<void> };

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts an npm script of the repository exactly as a developer types it (e.g. `npm run dev -w mfe-help`),
 * with its own PORT and the tests' CMS as API_URL, and resolves once it serves its page. The dev server
 * answers only after its first compilation, so "answers" means "ready".
 */
export async function startServer(npmArgs: string[], { port, apiUrl }: { port: number; apiUrl: string }) {
  const url = `http://localhost:${port}`;
  if (await answers(`${url}/`)) throw new Error(`port ${port} is taken: another server answers there`);
  const child = spawn('npm', npmArgs, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops webpack too.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test that times out while this waits never reaches its own stop(): the worker's exit stops it instead,
  // so the port is free for the next test.
  const stopOnExit = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('exit', stopOnExit);

  const started = Date.now();
  while (!(await answers(`${url}/`))) {
    if (child.exitCode !== null) throw new Error(`npm ${npmArgs.join(' ')} exited:\n${output}`);
    if (Date.now() - started > 150_000) throw new Error(`npm ${npmArgs.join(' ')} did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const server: RunningServer = {
    url,
    async stop() {
      process.off('exit', stopOnExit);
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
    },
  };
  return server;
}
