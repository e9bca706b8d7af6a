import { readFileSync } from 'node:fs';

// What stock AMX Mod X does with `configs/users.ini` (admin.amxx), as far as the site's privileges need it (issue 44):
// at start and on `amx_reloadadmins` it reads every line `"<auth>" "<password>" "<access>" "<flags>"` (`;` starts a
// comment), keeps the Steam ID entries (flag `c`), answers `Loaded N admins from file`, and logs for each connected
// player it now knows (and for one connecting) `[admin.amxx] Login: "Name<uid><STEAM_…><>" became an admin (account "STEAM_…") (access "bt") (address "…")`.

const LINE = /^"([^"]*)"\s+"([^"]*)"\s+"([a-z]*)"\s+"([a-z]*)"\s*$/;

/** Steam ID → access flags of a users.ini text (the last line of an ID wins, as admin.amxx's lookup finds it). */
export function readUsersIni(text: string): Map<string, string> {
  const admins = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith(';')) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const [, auth, , access, flags] = match;
    if (flags.includes('c') && /^STEAM_[0-5]:[01]:\d{1,10}$/.test(auth)) admins.set(auth, access);
  }
  return admins;
}

export class AmxAdmins {
  private admins = new Map<string, string>();

  constructor(private readonly usersIniPath: string | null) {
    this.reload();
  }

  /** Reads the file again (a missing one: no admins); the number loaded. */
  reload(): number {
    if (!this.usersIniPath) return 0;
    let text = '';
    try {
      text = readFileSync(this.usersIniPath, 'utf8');
    } catch {
      text = '';
    }
    this.admins = readUsersIni(text);
    return this.admins.size;
  }

  accessOf(steamId: string): string | null {
    return this.admins.get(steamId) ?? null;
  }
}

// A player's made-up address (the simulated players have none of their own).
export function addressOf(player: { uid: number }): string {
  return `10.0.0.${(player.uid % 250) + 1}`;
}

// log_amx tags the line with the plugin that logged it.
export function loginLine(player: { name: string; uid: number; steamId: string }, access: string, address: string) {
  return (
    `[admin.amxx] Login: "${player.name}<${player.uid}><${player.steamId}><>" became an admin (account "${player.steamId}") ` +
    `(access "${access}") (address "${address}")`
  );
}

// The community's stock adminslots.amxx settings, as the simulated servers run them (docs/production.md): two
// reserved slots on every server, the whole server on a Premium one, with the DROPPED_RES text its
// data/lang/adminslots.txt says in Spanish.
export const RESERVED_SLOTS = 2;

export function reservationOf(server: { maxPlayers: number; privilege: string | null }): {
  slots: number;
  message: string;
} {
  if (server.privilege === 'Premium') {
    return {
      slots: server.maxPlayers,
      message: 'Este servidor es solo para socios Premium. Hacete socio en cs16.com.ar/membresia',
    };
  }
  return {
    slots: RESERVED_SLOTS,
    message: 'Los últimos lugares son para socios con slot reservado. Hacete socio en cs16.com.ar/membresia',
  };
}
