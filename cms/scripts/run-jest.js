'use strict';
// Jest for the CMS suite, ending when its tests have. Jest's own command waits for ever when a test leaves
// something open (a server, a socket, a timer): once, a test whose clean-up failed halfway left its SMTP server
// listening, and CI waited until its time ran out (90 minutes) instead of showing the failure. Here the process
// ends by itself when nothing is left open, as before; if something still is `OPEN_HANDLES_GRACE_MS` after the
// results, the run says so and fails (a leak is a fault of the tests, passed or not).
//   node scripts/run-jest.js [jest's options]
const { buildArgv, runCLI } = require('jest');

// Milliseconds, at most setTimeout's limit (a longer delay fires at once); checked before Jest runs.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;
const graceSetting = process.env.CMS_TEST_OPEN_HANDLES_GRACE_MS || '30000';
if (!/^\d+$/.test(graceSetting) || Number(graceSetting) > MAX_TIMEOUT_MS) {
  console.error(
    `[cms] CMS_TEST_OPEN_HANDLES_GRACE_MS tiene que ser un número entero de milisegundos entre 0 y ${MAX_TIMEOUT_MS}, ` +
      `no ${JSON.stringify(graceSetting)}.`,
  );
  process.exit(1);
}
const OPEN_HANDLES_GRACE_MS = Number(graceSetting);

async function main() {
  const argv = await buildArgv(process.argv.slice(2));
  const { results } = await runCLI(argv, [process.cwd()]);
  process.exitCode = results.success ? 0 : 1;
  setTimeout(() => {
    console.error(
      `\n[cms] Jest terminó, pero ${OPEN_HANDLES_GRACE_MS / 1000} s después algo que abrió un test sigue abierto ` +
        '(un servidor, un socket, un proceso): la corrida cuenta como fallida. `--detectOpenHandles` dice qué es.',
    );
    process.exit(1);
  }, OPEN_HANDLES_GRACE_MS).unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
