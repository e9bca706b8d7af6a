import http from 'node:http';
import type { SimulatedServer } from './simulated-server';

// A small HTTP control so the site's browser tests can take a simulated server down and bring it back (a
// server going down must show Offline on an open page). Off unless SIMULATOR_CONTROL_PORT is set, and bound
// to 127.0.0.1 only: it exists for tests on this machine, never for anything reachable from outside.
//
//   GET  /servers              → 200 [{ port, name, answering }]
//   POST /servers/:port/stop   → 204; the server keeps its port and stops answering, like a hung process
//   POST /servers/:port/start  → 204; it answers again
//
// Anything else is a 404 (unknown path or port) or a 405 (wrong method); requests with a body are refused.

export const CONTROL_HOST = '127.0.0.1';

const ACTION_PATH = /^\/servers\/(\d{1,5})\/(stop|start)$/;

type Reply = { status: number; body?: unknown };

function handle(servers: readonly SimulatedServer[], method: string, path: string): Reply {
  if (path === '/servers') {
    if (method !== 'GET') return { status: 405 };
    return {
      status: 200,
      body: servers.map((server) => ({ port: server.port, name: server.name, answering: server.isAnswering })),
    };
  }
  const match = ACTION_PATH.exec(path);
  if (!match) return { status: 404 };
  if (method !== 'POST') return { status: 405 };
  const server = servers.find((candidate) => candidate.port === Number(match[1]));
  if (!server) return { status: 404 };
  server.setAnswering(match[2] === 'start');
  return { status: 204 };
}

export function startControlServer(servers: readonly SimulatedServer[], port: number): Promise<http.Server> {
  const control = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    const reply: Reply = hasBody ? { status: 400 } : handle(servers, request.method ?? '', path);
    request.resume();
    const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
    response.writeHead(reply.status, body ? { 'Content-Type': 'application/json' } : {});
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(port, CONTROL_HOST, () => {
      control.off('error', reject);
      resolve(control);
    });
  });
}

// SIMULATOR_CONTROL_PORT: a TCP port (1-65535), or nothing (the control stays off).
export function controlPortFromEnv(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  if (!/^\d{1,5}$/.test(value.trim())) throw new Error(`SIMULATOR_CONTROL_PORT must be a TCP port, not "${value}"`);
  const port = Number(value.trim());
  if (port < 1 || port > 65535) throw new Error(`SIMULATOR_CONTROL_PORT must be 1-65535, not ${port}`);
  return port;
}
