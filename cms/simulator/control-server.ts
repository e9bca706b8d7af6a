import http from 'node:http';
import { readAdminBanRequest } from './admin-ban';
import { readChatRequest, readConnectRequest, sayOnServer } from './player-chat';
import type { SimulatedServer } from './simulated-server';

// A small HTTP control so the site's browser tests can take a simulated server down and bring it back (a
// server going down must show Offline on an open page). Off unless SIMULATOR_CONTROL_PORT is set, and bound
// to 127.0.0.1 only: it exists for tests on this machine, never for anything reachable from outside.
//
//   GET  /servers              → 200 [{ port, name, answering }]
//   POST /servers/:port/stop   → 204; the server keeps its port and stops answering, like a hung process
//   POST /servers/:port/start  → 204; it answers again
//   POST /servers/:port/say    { steamId, text, name?, team? } → 200 { uid, name, steamId }: a player with
//                              that Steam ID (joining first if none is there, in the place of one of the
//                              crowd when the server is full; held: it never leaves by itself) says `text` in
//                              the chat, in the server's log (simulator/player-chat.ts); 409 when only
//                              regulars and held players are on, or not logging, 400 for any other body
//   GET  /servers/:port/bans/:steamId → 200 { steamId, banned }: whether its ban list (rcon `banid`) refuses
//                              that Steam ID now
//   POST /servers/:port/connect { steamId, name? } → 200 { uid, refused, message }: the player with that Steam ID
//                              (re)connects, logged as HLDS logs it; one the ban list refuses, or one without
//                              access `b` taking a reserved slot (adminslots.amxx), is kicked ("Kick: ... by
//                              Console") once validated, `message` what they read; 409 when the server is full
//                              or down
//   POST /servers/:port/admin-ban { adminSteamId, steamId, minutes, reason?, adminName?, name? } → 200
//                              { adminUid, uid, steamId }: an admin bans a player with AMX Mod X's amx_ban
//                              (simulator/admin-ban.ts): the `[admincmd.amxx] Ban:` line, then the engine's
//                              banid with kick and its `Banid:` line, in the server's log; 409 when the server
//                              is full, down or not logging, 400 for any other body
//
// Anything else is a 404 (unknown path or port) or a 405 (wrong method); a body is refused (400) except on
// `say`, `connect` and `admin-ban`, where it must be JSON of at most 2 KB.

export const CONTROL_HOST = '127.0.0.1';

const ACTION_PATH = /^\/servers\/(\d{1,5})\/(stop|start|say|connect|admin-ban)$/;
const BAN_PATH = /^\/servers\/(\d{1,5})\/bans\/(STEAM_[0-5]:[01]:\d{1,10})$/;
const MAX_BODY_BYTES = 2048;

type Reply = { status: number; body?: unknown };

function handle(servers: readonly SimulatedServer[], method: string, path: string, body: unknown): Reply {
  if (path === '/servers') {
    if (method !== 'GET') return { status: 405 };
    if (body !== undefined) return { status: 400 };
    return {
      status: 200,
      body: servers.map((server) => ({ port: server.port, name: server.name, answering: server.isAnswering })),
    };
  }
  const ban = BAN_PATH.exec(path);
  if (ban) {
    if (method !== 'GET') return { status: 405 };
    if (body !== undefined) return { status: 400 };
    const server = servers.find((candidate) => candidate.port === Number(ban[1]));
    if (!server) return { status: 404 };
    return { status: 200, body: { steamId: ban[2], banned: server.isBanned(ban[2]) } };
  }
  const match = ACTION_PATH.exec(path);
  if (!match) return { status: 404 };
  if (method !== 'POST') return { status: 405 };
  const server = servers.find((candidate) => candidate.port === Number(match[1]));
  if (!server) return { status: 404 };
  if (match[2] === 'say') {
    const request = readChatRequest(body);
    if (!request) return { status: 400 };
    const said = sayOnServer(server, request);
    return said ? { status: 200, body: said } : { status: 409 };
  }
  if (match[2] === 'admin-ban') {
    const request = readAdminBanRequest(body);
    if (!request) return { status: 400 };
    const banned = server.adminBan(request);
    return banned ? { status: 200, body: banned } : { status: 409 };
  }
  if (match[2] === 'connect') {
    const request = readConnectRequest(body);
    if (!request) return { status: 400 };
    const connected = server.connectPlayer(request.steamId, request.name);
    return connected ? { status: 200, body: connected } : { status: 409 };
  }
  if (body !== undefined) return { status: 400 };
  server.setAnswering(match[2] === 'start');
  return { status: 204 };
}

// The request's JSON body, undefined without one, or null when it is too big or not JSON.
function readBody(request: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      if (size === 0) return resolve(undefined);
      if (size > MAX_BODY_BYTES) return resolve(null);
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        resolve(null);
      }
    });
    request.on('error', () => resolve(null));
  });
}

export function startControlServer(servers: readonly SimulatedServer[], port: number): Promise<http.Server> {
  const control = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    void readBody(request).then((received) => {
      const reply: Reply = handle(servers, request.method ?? '', path, received);
      const body = reply.body === undefined ? '' : JSON.stringify(reply.body);
      response.writeHead(reply.status, body ? { 'Content-Type': 'application/json' } : {});
      response.end(body);
    });
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
