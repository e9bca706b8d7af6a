// Which maps each game mode plays, by the prefix the mappers of CS 1.6 give them: a zombie server on de_dust2 or
// a TTT server on cs_office does not exist, and the demo's simulated servers must look like real ones (issue 48).
// The seed's servers (servers.ts) and so the simulator keep to it (src/community/__tests__/mode-maps.test.ts).
export const MODE_MAP_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Clásico: ['de_', 'cs_'],
  Retake: ['de_'],
  // CSDM on the classic maps and the small aim and fy ones.
  Deathmatch: ['de_', 'cs_', 'aim_', 'fy_'],
  Zombie: ['zm_'],
  'Zombie Escape': ['ze_'],
  GunGame: ['gg_', 'fy_', 'aim_'],
  'Mata al Traidor': ['ttt_'],
  Surf: ['surf_'],
  KZ: ['kz_', 'bkz_'],
  AWP: ['awp_'],
  Jailbreak: ['jail_', 'jb_'],
  Soccerjam: ['soccerjam', 'sj_'],
  'Hide and Seek': ['hns_'],
  Diversión: ['fy_', 'aim_', '35hp_'],
};

/** Whether `map` is one of `gameMode`'s maps; a mode this table does not know plays any map. */
export function isMapOfMode(gameMode: string, map: string): boolean {
  const prefixes = MODE_MAP_PREFIXES[gameMode];
  return !prefixes || prefixes.some((prefix) => map.startsWith(prefix));
}
