import { createHmac } from 'node:crypto';

// The simulated servers prove their log lines with sv_logsecret like any real server must (issue 23): the
// seed gives each seeded server a secret and the simulator signs that server's stream with it, so the
// demo and the tests run the path production runs. Both derive server i's secret from one key,
// SIMULATOR_LOG_SECRET_KEY (generated into cms/.env on a demo's first start, set by the tests), so
// nothing has to travel between the CMS and the simulator.

export function simulatorLogSecretKey(): string | null {
  return process.env.SIMULATOR_LOG_SECRET_KEY?.trim() || null;
}

// Nine digits, as HLDS admins write sv_logsecret (a number); never starting with 0.
export function simulatedLogSecret(key: string, index: number): string {
  const digest = createHmac('sha256', key).update(`sv_logsecret ${index}`).digest();
  return String(100000000 + (digest.readUInt32BE(0) % 900000000));
}

// Server i's rcon_password, from the same key (issue 26: bans sent to every server over rcon): the seed
// stores it as the server's private rconPassword, the simulator's server i accepts it. 24 characters
// of [A-Za-z0-9], none of which needs quoting in `rcon "<password>"`.
export function simulatedRconPassword(key: string, index: number): string {
  const digest = createHmac('sha256', key).update(`rcon_password ${index}`).digest('base64url');
  return digest.replace(/[-_]/g, '').slice(0, 24);
}

// Server i's key to fetch its users.ini block (issue 44: src/game-servers/privileges/server-keys.ts), from the same
// key: the seed stores its hash, the simulator's game host i runs game-server/sync-users-ini.sh with it.
export function simulatedPrivilegesKey(key: string, index: number): string {
  return createHmac('sha256', key).update(`privileges_key ${index}`).digest('base64url');
}
