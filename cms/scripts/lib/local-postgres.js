'use strict';
// Starts the local PostgreSQL (./local-postgres-process.mjs) for `npm start` and the tests when DATABASE_URL names
// none, and answers its connection string. It lives as long as the process that started it.
const { fork } = require('node:child_process');
const path = require('node:path');

const START_TIMEOUT_MS = 120000;

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
function startLocalPostgres({ dir, port }) {
  const child = fork(path.join(__dirname, 'local-postgres-process.mjs'), [JSON.stringify({ dir, port })], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`local PostgreSQL in ${dir} did not answer within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local PostgreSQL in ${dir} exited (code ${code}) before it was ready`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      if (!message || typeof message.url !== 'string') {
        reject(new Error(message && message.error ? message.error : 'local PostgreSQL answered nothing usable'));
        return;
      }
      child.removeAllListeners('exit');
      // Not waited for: it must not hold its parent open.
      child.unref();
      child.channel?.unref();
      resolve({
        url: message.url,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.ref();
            child.once('exit', () => done());
            if (child.connected) child.disconnect();
            else child.kill('SIGTERM');
          }),
      });
    });
  });
}

module.exports = { startLocalPostgres };
