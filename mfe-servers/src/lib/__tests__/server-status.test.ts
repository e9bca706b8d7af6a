import { makeServer } from '@cs16ar/shared/testing';
import {
  accessOf,
  formatPlayerCount,
  freeSlots,
  gameModeOf,
  liveStatusOf,
  locationOf,
  mapLabel,
  steamConnectUrl,
} from '../server-status';

describe('live status of a server', () => {
  it('reads current_data: players, capacity, map and the players list', () => {
    const status = liveStatusOf(makeServer());

    expect(status).toEqual({
      online: true,
      hasLiveData: true,
      playersOnline: 2,
      maxPlayers: 32,
      map: 'de_dust2',
      players: [
        { name: 'Tincho', score: 14, time: 754 },
        { name: 'ElPibe', score: 3, time: 61 },
      ],
    });
    expect(formatPlayerCount(status)).toBe('2/32');
    expect(freeSlots(status)).toBe(30);
  });

  it('reads the raw query shape (players list, maxplayers, map) when there is no current_data', () => {
    const status = liveStatusOf(
      makeServer({
        current_data: null,
        maxPlayers: 32,
        query: { players: [{ name: 'Solo', score: 1, time: 30 }], maxplayers: 20, map: 'de_inferno' },
      }),
    );

    expect(status).toMatchObject({ hasLiveData: true, playersOnline: 1, maxPlayers: 20, map: 'de_inferno' });
    expect(status.players).toEqual([{ name: 'Solo', score: 1, time: 30 }]);
  });

  it('shows "?" for an unknown player count and "Desconocido" for an unknown map', () => {
    const status = liveStatusOf(makeServer({ online: false, current_data: null, maxPlayers: 20 }));

    expect(status).toMatchObject({ online: false, hasLiveData: false, playersOnline: null, players: null });
    expect(formatPlayerCount(status)).toBe('?/20');
    expect(formatPlayerCount(liveStatusOf(makeServer({ current_data: null, maxPlayers: null })))).toBe('?/?');
    expect(mapLabel(status)).toBe('Desconocido');
    expect(freeSlots(status)).toBeNull();
  });

  it('treats a blank map as unknown', () => {
    const server = makeServer();
    const status = liveStatusOf({ ...server, current_data: { ...server.current_data!, map: '  ' } });

    expect(mapLabel(status)).toBe('Desconocido');
  });
});

describe('server facts', () => {
  it('falls back to Clásico, Público and Desconocida when fields are missing (docs/product.md §2)', () => {
    const bare = makeServer({ gameMode: null, privilege: null, location: '' });

    expect(gameModeOf(bare)).toBe('Clásico');
    expect(accessOf(bare)).toBe('Público');
    expect(locationOf(bare)).toBe('Desconocida');
  });

  it('uses the values the CMS sent', () => {
    const server = makeServer({ gameMode: 'Zombie', privilege: { type: 'VIP' }, location: 'Córdoba' });

    expect([gameModeOf(server), accessOf(server), locationOf(server)]).toEqual(['Zombie', 'VIP', 'Córdoba']);
  });

  it('builds the Steam connect link from ip and port', () => {
    expect(steamConnectUrl(makeServer({ ipAddress: '181.30.4.10', port: 27016 }))).toBe(
      'steam://connect/181.30.4.10:27016',
    );
  });
});
