'use strict';
// Many Server-Sent Events clients on one CMS, for the benchmark (scripts/bench.js): opens them, and reports
// when each one received a given server's status event, measured from the poll that saw the change (the
// event's statusCheckedAt). Plain HTTP, no dependencies; each client only scans its stream for the one
// event it waits for, so the swarm costs the machine little besides sockets. Clients come from many
// loopback addresses (Linux routes all of 127.0.0.0/8 here), as visitors do: one address holds at most
// SSE_MAX_CLIENTS_PER_ADDRESS streams. `hammer` is the hostile client of issue 23: one address opening
// stream after stream and reading none.
const http = require('node:http');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// `count` loopback addresses for visitors, 127.0.<block>.1 and on.
function loopbackAddresses(count, block = 1) {
  return Array.from({ length: count }, (_, i) => `127.0.${block + Math.floor(i / 250)}.${1 + (i % 250)}`);
}

// Opens `count` streams on `url`, `batch` at a time, client i from addresses[i % addresses.length]. Resolves
// with the swarm once all answered.
async function openSwarm(url, count, { batch = 100, addresses = ['127.0.0.1'] } = {}) {
  const clients = [];
  let waiting = null;
  const refused = [];

  function openOne(localAddress) {
    return new Promise((resolve, reject) => {
      const client = { text: '', response: null, request: null };
      const options = { agent: false, localAddress, headers: { Accept: 'text/event-stream' } };
      const request = http.get(url, options, (response) => {
        if (response.statusCode !== 200) {
          refused.push(response.statusCode);
          response.resume();
          resolve(null);
          return;
        }
        response.setEncoding('utf8');
        client.response = response;
        response.on('data', (chunk) => {
          if (!waiting) return;
          // Keep a tail so an event split across two chunks is still found.
          client.text = (client.text + chunk).slice(-(chunk.length + 256));
          const at = client.text.indexOf(waiting.marker);
          if (at < 0 || client.receivedAt !== undefined) return;
          const checked = /"statusCheckedAt":"([^"]+)"/.exec(client.text.slice(at));
          if (!checked) return;
          client.receivedAt = Date.now();
          client.checkedAt = new Date(checked[1]).getTime();
          waiting.done += 1;
        });
        resolve(client);
      });
      client.request = request;
      request.on('error', reject);
    });
  }

  for (let i = 0; i < count; i += batch) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(batch, count - i) }, (_, j) => openOne(addresses[(i + j) % addresses.length])),
    );
    for (const client of opened) if (client) clients.push(client);
  }

  return {
    connected: () => clients.length,
    refused: () => refused.length,
    // Resolves with the delays (ms) of every client that received the server's event within timeoutMs.
    async waitForStatus(documentId, online, timeoutMs) {
      waiting = { marker: `"documentId":"${documentId}","online":${online}`, done: 0 };
      for (const client of clients) {
        client.text = '';
        client.receivedAt = undefined;
      }
      const deadline = Date.now() + timeoutMs;
      while (waiting.done < clients.length && Date.now() < deadline) await sleep(50);
      waiting = null;
      return clients.filter((client) => client.receivedAt !== undefined).map((c) => c.receivedAt - c.checkedAt);
    },
    close() {
      for (const client of clients) client.request.destroy();
    },
  };
}

// One address opening streams without pause and reading none of them, `batch` at a time, until stop():
// what it got (accepted streams are kept open and paused) and how it was refused.
function hammer(url, localAddress, { batch = 100 } = {}) {
  const held = [];
  const statuses = {};
  let attempts = 0;
  let stopped = false;
  const openOne = () =>
    new Promise((resolve) => {
      const request = http.get(url, { agent: false, localAddress }, (response) => {
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode === 200) {
          response.pause();
          held.push(request);
        } else response.resume();
        resolve();
      });
      request.on('error', () => resolve());
    });
  const running = (async () => {
    while (!stopped) {
      attempts += batch;
      await Promise.all(Array.from({ length: batch }, openOne));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      for (const request of held) request.destroy();
      return { attempts, held: held.length, statuses };
    },
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function rssKiB(pid) {
  const status = require('node:fs').readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]);
}

module.exports = { hammer, loopbackAddresses, openSwarm, percentile, rssKiB };
