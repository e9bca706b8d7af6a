import { isMapOfMode, MODE_MAP_PREFIXES } from '../mode-maps';
import { COMMUNITY_SERVERS } from '../servers';

// The seeded (and simulated) servers play their own mode's maps (issue 48: "Zombie Plague 5.0" playing de_dust2).

describe("each server's maps", () => {
  it.each(COMMUNITY_SERVERS.map((server) => [server.name, server] as const))(
    '%s plays its mode’s maps',
    (_, server) => {
      expect(MODE_MAP_PREFIXES[server.gameMode]).toBeDefined();
      expect(server.maps.length).toBeGreaterThan(0);
      expect(server.maps.filter((map) => !isMapOfMode(server.gameMode, map))).toEqual([]);
    },
  );

  it('tells a mode’s maps from the others', () => {
    expect(isMapOfMode('Zombie', 'zm_dust_world')).toBe(true);
    expect(isMapOfMode('Zombie', 'de_dust2')).toBe(false);
    expect(isMapOfMode('Surf', 'surf_ski_2')).toBe(true);
    expect(isMapOfMode('KZ', 'de_nuke')).toBe(false);
    expect(isMapOfMode('Mata al Traidor', 'cs_office')).toBe(false);
  });
});
