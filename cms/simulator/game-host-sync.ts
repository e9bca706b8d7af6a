import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

// What each game host runs every minute (game-server/README.md: a cron line or a systemd timer), done for every
// simulated server: the project's own game-server/sync-users-ini.sh, with the server's key, into the users.ini its
// simulated AMX Mod X reads (simulator/amx-admins.ts). One host after another, so 26 of them never load the machine.

export type GameHost = { port: number; key: string };

// The script from wherever this file runs (simulator/ under ts-jest, dist/simulator/ once built).
function scriptPath(): string {
  for (let dir = __dirname, level = 0; level < 5; level += 1, dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'game-server', 'sync-users-ini.sh');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('game-server/sync-users-ini.sh not found above the simulator');
}

export function usersIniPath(configsDir: string, port: number): string {
  return path.join(configsDir, String(port), 'users.ini');
}

function runScript(script: string, apiUrl: string, host: GameHost, configsDir: string): Promise<string | null> {
  const usersIni = usersIniPath(configsDir, host.port);
  mkdirSync(path.dirname(usersIni), { recursive: true });
  return new Promise((resolve) => {
    execFile(
      'sh',
      [script],
      {
        env: {
          PATH: process.env.PATH ?? '',
          CS16_API_URL: apiUrl,
          CS16_SERVER_KEY: host.key,
          CS16_USERS_INI: usersIni,
        },
        timeout: 30_000,
      },
      (error, _stdout, stderr) => resolve(error ? stderr.trim() || error.message : null),
    );
  });
}

/** Every `everyMs` each host syncs once; the first run now. A host whose script fails says so once until it works. */
export function startGameHostSync(options: {
  apiUrl: string;
  configsDir: string;
  hosts: readonly GameHost[];
  everyMs: number;
}): { stop: () => void } {
  const script = scriptPath();
  const failing = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const round = async () => {
    for (const host of options.hosts) {
      if (stopped) return;
      const failure = await runScript(script, options.apiUrl, host, options.configsDir);
      if (failure && !failing.has(host.port)) console.warn(`[simulator] users.ini of ${host.port}: ${failure}`);
      if (failure) failing.add(host.port);
      else failing.delete(host.port);
    }
    if (!stopped) timer = setTimeout(() => void round(), options.everyMs);
  };
  void round();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
