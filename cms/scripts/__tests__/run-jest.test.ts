import { spawn } from 'node:child_process';
import path from 'node:path';

// The suite's Jest ends when its tests have, even when one of them leaves something open (scripts/run-jest.js):
// run on a test file that passes and leaves a server listening, and on one that closes it.

const SCRIPT = path.resolve(__dirname, '..', 'run-jest.js');
const FIXTURES = path.resolve(__dirname, 'fixtures');

function runJestOn(
  fixture: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string; stderr: string }> {
  // A configuration of its own: no CMS seeded for two plain test files.
  const config = JSON.stringify({ rootDir: FIXTURES, testMatch: [`**/${fixture}`], testEnvironment: 'node' });
  const child = spawn(process.execPath, [SCRIPT, '--config', config, '--runInBand'], {
    cwd: FIXTURES,
    env: { ...process.env, CMS_TEST_OPEN_HANDLES_GRACE_MS: '2000', FORCE_COLOR: '0', ...env },
  });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, stderr })));
}

it('fails a run whose test leaves a server open, instead of waiting for ever', async () => {
  const { code, output } = await runJestOn('leaves-a-server-open.js');
  expect(output).toContain('1 passed');
  expect(output).toContain('algo que abrió un test sigue abierto');
  expect(code).toBe(1);
});

it('ends a run that closes what it opened with its result', async () => {
  const { code, output } = await runJestOn('closes-its-server.js');
  expect(output).toContain('1 passed');
  expect(output).not.toContain('sigue abierto');
  expect(code).toBe(0);
});

it('refuses a grace period that is not a whole number of milliseconds, before running Jest', async () => {
  const { code, output, stderr } = await runJestOn('closes-its-server.js', { CMS_TEST_OPEN_HANDLES_GRACE_MS: 'abc' });
  expect(stderr).toContain('CMS_TEST_OPEN_HANDLES_GRACE_MS');
  expect(stderr).toContain('"abc"');
  expect(output).not.toContain('passed');
  expect(code).toBe(1);
});
