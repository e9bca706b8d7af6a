import { createHash } from 'node:crypto';
import type { PaidPlanId } from '@cs16ar/contracts';

// The part of AMX Mod X's `configs/users.ini` the CMS writes on each game server (issue 44): one line per member,
// `"STEAM_0:1:234" "" "bt" "ce"` (Steam ID, no password, access flags, `c` = the name is a Steam ID, `e` = no
// password), between two comment lines that mark it. The game host's script (game-server/) replaces only what lies
// between them: the lines the server's own staff wrote outside stay theirs.

export const MANAGED_BEGIN = '; >>> cs16argentina: bloque gestionado por la web, no lo edites (se reemplaza entero)';
export const MANAGED_END = '; <<< cs16argentina';

// What each plan gives on every server: `b` a reserved slot, `t` the VIP flag the community's plugins read.
export const PLAN_FLAGS: Readonly<Record<PaidPlanId, string>> = { premium: 'bt', admin: 'bt' };

// What the Admin plan adds on the one server the player chose: kick, ban, slay, map, chat, vote and menu commands.
export const ADMIN_SERVER_FLAGS = 'cdefiju';

export type Grant = { steamId: string; flags: string };

// Only what cannot break a users.ini line is ever written: a Steam ID of this exact shape, flags a–z.
const STEAM_ID = /^STEAM_[0-5]:[01]:[0-9]{1,10}$/;
const FLAGS = /^[a-z]{1,26}$/;

export function isWritableGrant(grant: Grant): boolean {
  return STEAM_ID.test(grant.steamId) && FLAGS.test(grant.flags);
}

/** The managed block, whole: one line per Steam ID (flags of several grants merged), sorted, markers included. */
export function managedBlock(grants: readonly Grant[]): string {
  const flagsBySteamId = new Map<string, Set<string>>();
  for (const grant of grants) {
    if (!isWritableGrant(grant)) continue;
    const flags = flagsBySteamId.get(grant.steamId) ?? new Set<string>();
    for (const flag of grant.flags) flags.add(flag);
    flagsBySteamId.set(grant.steamId, flags);
  }
  const lines = [...flagsBySteamId.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([steamId, flags]) => `"${steamId}" "" "${[...flags].sort().join('')}" "ce"`);
  return [MANAGED_BEGIN, ...lines, MANAGED_END, ''].join('\n');
}

/** A strong ETag of the block: the script sends it back and gets a 304 while nothing changed. */
export function blockEtag(block: string): string {
  return `"${createHash('sha256').update(block).digest('base64url').slice(0, 32)}"`;
}
