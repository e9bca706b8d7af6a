import { isMapOfMode } from '../../src/community/mode-maps';
import { COMMUNITY_SERVERS } from '../../src/community/servers';
import { parseLogEvent, type LogEvent } from '../../src/game-servers/game-log/log-events';
import { simulatedGame } from '../simulated-game';

// The simulated game looks like a real one (issue 48: a TOP 15 row with 34 kills from 15 shots, a Zombie server on
// de_dust2): what each simulated server logs over two simulated hours, read by the CMS's own log parser.

const HOUR_MS = 60 * 60 * 1000;

function playFor(serverIndex: number, durationMs: number): LogEvent[] {
  const events: LogEvent[] = [];
  const game = simulatedGame(serverIndex, (line) => {
    const event = parseLogEvent(line);
    if (event) events.push(event);
  });
  for (let elapsed = 0; elapsed < durationMs; elapsed += 60_000) game.minute();
  return events;
}

const live = COMMUNITY_SERVERS.map((server, index) => ({ server, index })).filter(
  ({ server }) => !server.simulatedDown,
);

describe('a simulated server', () => {
  it.each(live.map(({ server, index }) => [server.name, index] as const))(
    '%s plays only its mode’s maps',
    (_, index) => {
      const server = COMMUNITY_SERVERS[index]!;
      const maps = playFor(index, 2 * HOUR_MS).flatMap((event) =>
        event.type === 'map-started' ? [event.map ?? '(not a map name)'] : [],
      );
      expect(maps.length).toBeGreaterThan(4);
      expect(maps.filter((map) => !isMapOfMode(server.gameMode, map))).toEqual([]);
    },
  );

  it('plants the bomb in some rounds of a bomb map, defused when the CTs win, and never elsewhere', () => {
    const events = playFor(0, 2 * HOUR_MS);
    const actions = events.flatMap((event) => (event.type === 'objective' ? [event.objective] : []));
    const plants = actions.filter((action) => action === 'bombsPlanted').length;
    const rounds = events.filter((event) => event.type === 'round-end').length;
    expect(plants).toBeGreaterThan(rounds * 0.2);
    expect(plants).toBeLessThan(rounds * 0.6);
    expect(actions.filter((action) => action === 'bombsDefused').length).toBeLessThan(plants);
    expect(actions.every((action) => action === 'bombsPlanted' || action === 'bombsDefused')).toBe(true);
    // A round is won once: by the bomb, its defusal or the other team's elimination.
    expect(events.filter((event) => event.type === 'round-won')).toHaveLength(rounds);
    const zombie = live.find(({ server }) => server.gameMode.toLowerCase().includes('zombie'));
    if (!zombie) throw new Error('a zombie server is simulated');
    expect(playFor(zombie.index, HOUR_MS).filter((event) => event.type === 'objective')).toEqual([]);
  });

  it('logs per weapon shots >= hits >= kills and headshots <= hits, and as many kills as its kill lines', () => {
    const events = playFor(0, 2 * HOUR_MS);
    const weaponStats = events.filter((event) => event.type === 'weaponstats');
    expect(weaponStats.length).toBeGreaterThan(100);
    for (const stats of weaponStats) {
      expect(stats.shots).toBeGreaterThanOrEqual(stats.hits);
      expect(stats.hits).toBeGreaterThanOrEqual(stats.kills);
      expect(stats.hits).toBeGreaterThanOrEqual(stats.headshots);
    }

    // Up to the last map change every connection's weapon totals are logged: the kill lines of that span and the
    // weaponstats' kills agree, player by player and weapon by weapon.
    const lastMap = events.map((event) => event.type).lastIndexOf('map-started');
    const logged = new Map<string, { lines: number; stats: number; shots: number }>();
    const entry = (steamId: string, weapon: string) => {
      const key = `${steamId} ${weapon}`;
      let found = logged.get(key);
      if (!found) logged.set(key, (found = { lines: 0, stats: 0, shots: 0 }));
      return found;
    };
    for (const event of events.slice(0, lastMap)) {
      if (event.type === 'kill') entry(event.candidates[0]!.killer.steamId!, event.weapon).lines += 1;
      if (event.type === 'weaponstats') {
        const found = entry(event.player.steamId!, event.weapon);
        found.stats += event.kills;
        found.shots += event.shots;
      }
    }
    for (const [key, { lines, stats, shots }] of logged) {
      expect({ key, kills: stats }).toEqual({ key, kills: lines });
      expect(shots).toBeGreaterThanOrEqual(lines);
    }
  });

  it('kills at a human pace: about one to two a minute for each player on', () => {
    const events = playFor(0, HOUR_MS);
    const kills = new Map<string, number>();
    for (const event of events) {
      if (event.type !== 'kill') continue;
      const killer = event.candidates[0]!.killer.steamId!;
      kills.set(killer, (kills.get(killer) ?? 0) + 1);
    }
    const most = Math.max(...kills.values());
    // Nobody kills 34 in a quarter of an hour; an hour of play is well under 150.
    expect(most).toBeLessThan(150);
    expect(most).toBeGreaterThan(20);
  });
});

describe('a player brought in through the control', () => {
  it('stays through hours of play, as a test expects, until kicked or connected again', () => {
    const game = simulatedGame(0);
    expect(game.play.playerWithSteamId('STEAM_0:0:4242', 'Molesto')).not.toBeNull();
    // Each other simulated player leaves in a minute with some chance; this one never does.
    for (let elapsed = 0; elapsed < 3 * HOUR_MS; elapsed += 60_000) {
      game.minute();
      expect(game.play.currentPlayers().map((player) => player.name)).toContain('Molesto');
    }
  });
});
