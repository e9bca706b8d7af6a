'use strict';
// Starts the local PostgreSQL (./local-postgres-process.mjs) for `npm start` and the tests when DATABASE_URL names
// none, and answers its connection string. It lives as long as the process that started it.
const { fork } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const net = require('node:net');
const { tmpdir } = require('node:os');
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

/** A free TCP port on loopback. */
function freeTcpPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL for one run (the CMS tests, a bench): on a free loopback port, its data in a temporary folder that
 * goes when it stops (or when this process exits).
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startRunPostgres(prefix) {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', remove);
  const local = await startLocalPostgres({ dir: path.join(work, 'data'), port: await freeTcpPort() });
  return {
    url: local.url,
    stop: async () => {
      await local.stop();
      remove();
    },
  };
}

module.exports = { freeTcpPort, startLocalPostgres, startRunPostgres };
