import { REGULAR_PLAYERS } from '../src/community/regular-players';
import { COMMUNITY_SERVERS } from '../src/community/servers';
import { createRandom, MatchPlay } from './match-play';

const MAP_MS = 15 * 60 * 1000;

// A community server's game on a clock of its own (by default from 2026-12-01 21:00 UTC) with its log stream, for the
// tests: `minute()` moves it on; `log` gets each line and the simulated moment it was written.
export function simulatedGame(
  serverIndex: number,
  log: (line: string, at: number) => void = () => undefined,
  startAt = Date.UTC(2026, 11, 1, 21, 0, 0),
) {
  const server = COMMUNITY_SERVERS[serverIndex];
  if (!server) throw new Error(`no community server ${serverIndex}`);
  let now = startAt;
  const play = new MatchPlay({
    maxPlayers: server.maxPlayers,
    maps: server.maps,
    mapDurationMs: MAP_MS,
    stepMs: 5000,
    now: () => now,
    seed: 7000 + serverIndex,
    random: createRandom(9000 + serverIndex),
    index: serverIndex,
    regulars: REGULAR_PLAYERS,
    log,
    refuses: () => false,
  });
  play.logStreamStart(now);
  return {
    play,
    minute() {
      now += 60_000;
      play.advance();
    },
  };
}
