import { logEvents, type LogPlayer } from '../../../../simulator/game-log';
import {
  applyLogEvent,
  chatSpeaker,
  closeSilentSessions,
  isLiveSession,
  MAX_SESSIONS_PER_SERVER,
  newServerLogState,
  StatsBatch,
  type ServerLogState,
} from '../apply-log-events';
import { parseLogEvent } from '../../game-log/log-events';
import { scoreOf } from '../score';
import type { StatCounts } from '../apply-log-events';

// What a server's log means for the statistics: sessions, frags, the minimum of real players, bots,
// HLTV and unvalidated ids, play time, weaponstats. Pure: events in, counts out.

const RULES = { minPlayers: 2, sessionGapMs: 10 * 60 * 1000 };
const T0 = Date.UTC(2026, 10, 24, 18, 0, 0);

const player = (uid: number, name: string, steam: number, team = 'CT'): LogPlayer => ({
  name,
  uid,
  id: `STEAM_0:1:${steam}`,
  team,
});
const tincho = player(1, 'Tincho', 101, 'CT');
const rulo = player(2, 'Rulo', 102, 'TERRORIST');
const pato = player(3, 'Pato', 103, 'TERRORIST');

function feed(state: ServerLogState, batch: StatsBatch, lines: [number, string][], rules = RULES) {
  for (const [seconds, text] of lines) {
    const event = parseLogEvent(text);
    if (!event) throw new Error(`not parsed: ${text}`);
    applyLogEvent(state, event, T0 + seconds * 1000, rules, batch);
  }
}

function totals(batch: StatsBatch, steamId: string) {
  const rows = [...batch.days.values()].filter((row) => row.steamId === steamId);
  return rows.reduce(
    (sum, row) => {
      for (const [key, value] of Object.entries(row.counts)) sum[key] = (sum[key] ?? 0) + value;
      return sum;
    },
    {} as Record<string, number>,
  );
}

const arrive = (p: LogPlayer, at: number): [number, string][] => [
  [at, logEvents.connected({ ...p, id: 'STEAM_ID_PENDING', team: '' }, '1.2.3.4:27005')],
  [at, logEvents.validated(p)],
  [at, logEvents.entered({ ...p, team: '' })],
  [at, logEvents.joinedTeam({ ...p, team: '' }, p.team)],
];

describe('applyLogEvent', () => {
  it('counts kills, deaths, team kills and suicides between validated players', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(rulo, 1),
      ...arrive(pato, 2),
      [10, logEvents.killed(tincho, rulo, 'ak47', true)],
      [11, logEvents.killed(tincho, pato, 'ak47')],
      [12, logEvents.killed(rulo, pato, 'glock18')],
      [13, logEvents.suicide(tincho)],
    ]);
    expect(totals(batch, 'STEAM_0:1:101')).toMatchObject({ kills: 2, deaths: 1, suicides: 1, teamKills: 0 });
    expect(totals(batch, 'STEAM_0:1:102')).toMatchObject({ kills: 0, deaths: 1, teamKills: 1 });
    expect(totals(batch, 'STEAM_0:1:103')).toMatchObject({ deaths: 2 });
    // The (headshot) suffix is not a source: headshots come from weaponstats only.
    expect(totals(batch, 'STEAM_0:1:101').headshots).toBe(0);
  });

  it('takes shots, hits, headshots and damage from weaponstats, and never its kills or deaths', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(rulo, 1),
      [5, logEvents.killed(tincho, rulo, 'm4a1')],
      [
        9,
        logEvents.weaponstats(tincho, 'm4a1', {
          shots: 40,
          hits: 12,
          kills: 7,
          headshots: 3,
          teamKills: 0,
          damage: 900,
          deaths: 4,
        }),
      ],
      [9, logEvents.disconnected(tincho)],
    ]);
    expect(totals(batch, 'STEAM_0:1:101')).toMatchObject({
      kills: 1,
      deaths: 0,
      shots: 40,
      hits: 12,
      headshots: 3,
      damage: 900,
    });
    expect(state.sessions.has(tincho.uid)).toBe(false);
  });

  it("counts each weapon's kills, headshot kills and deaths from the kill lines and its shots, hits and damage from weaponstats", () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(rulo, 1),
      ...arrive(pato, 2),
      [5, logEvents.killed(tincho, rulo, 'ak47', true)],
      [6, logEvents.killed(tincho, pato, 'AK47')],
      [7, logEvents.killed(rulo, pato, 'glock18')], // a teammate: Pato's death, no kill for Rulo
      [8, logEvents.suicide(tincho, 'hegrenade')],
      [
        9,
        logEvents.weaponstats(tincho, 'ak47', {
          shots: 40,
          hits: 12,
          kills: 7,
          headshots: 3,
          teamKills: 0,
          damage: 900,
          deaths: 4,
        }),
      ],
    ]);
    const byWeapon = (steamId: string) =>
      Object.fromEntries(
        [...batch.weapons.values()].filter((row) => row.steamId === steamId).map((row) => [row.weapon, row.counts]),
      );
    expect(byWeapon('STEAM_0:1:101')).toEqual({
      ak47: { kills: 2, headshotKills: 1, deaths: 0, shots: 40, hits: 12, damage: 900 },
    });
    expect(byWeapon('STEAM_0:1:102')).toEqual({
      ak47: { kills: 0, headshotKills: 0, deaths: 1, shots: 0, hits: 0, damage: 0 },
    });
    expect(byWeapon('STEAM_0:1:103')).toEqual({
      ak47: { kills: 0, headshotKills: 0, deaths: 1, shots: 0, hits: 0, damage: 0 },
      glock18: { kills: 0, headshotKills: 0, deaths: 1, shots: 0, hits: 0, damage: 0 },
    });
  });

  it('refuses weaponstats with more hits than shots allow or more head hits than hits', () => {
    const line = (weapon: string, shots: number, hits: number, headshots = 0) =>
      parseLogEvent(
        logEvents.weaponstats(tincho, weapon, { shots, hits, kills: 0, headshots, teamKills: 0, damage: 0, deaths: 0 }),
      );
    expect(line('ak47', 5, 6)).toBeNull();
    expect(line('ak47', 10, 4, 5)).toBeNull();
    expect(line('knife', 1, 2)).toBeNull();
    expect(line('ak47', 10, 10, 10)).toMatchObject({ type: 'weaponstats', shots: 10, hits: 10 });
    // Every pellet of a shotgun's shell and everyone a grenade reaches is a hit.
    expect(line('xm1014', 4, 24)).toMatchObject({ type: 'weaponstats', hits: 24 });
    expect(line('m3', 1, 10)).toBeNull();
    expect(line('grenade', 1, 5)).toMatchObject({ type: 'weaponstats', hits: 5 });
    // Negative damage (a plugin's heal) is no damage dealt; the line's other figures count.
    expect(
      parseLogEvent(
        logEvents.weaponstats(tincho, 'ak47', {
          shots: 3,
          hits: 1,
          kills: 0,
          headshots: 0,
          teamKills: 0,
          damage: -50,
          deaths: 0,
        }),
      ),
    ).toMatchObject({ damage: 0, shots: 3 });
  });

  it("counts each map's rounds, team wins and time, and each player's kills, deaths, rounds won and time there", () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      [0, logEvents.mapStarted('de_dust2', 1)],
      ...arrive(tincho, 0),
      ...arrive(rulo, 1),
      [60, logEvents.killed(tincho, rulo, 'ak47')],
      [90, logEvents.teamWin('CT', 1, 0)],
      [90, logEvents.roundEnd()],
      [120, 'Team "TERRORIST" triggered "Target_Bombed" (CT "1") (T "1")'],
      [120, logEvents.roundEnd()],
      [180, logEvents.mapStarted('de_inferno', 2)],
      // More than the session gap (10 min) of silence: nobody's time, and the map's neither; the map goes on after it.
      [1000, logEvents.roundEnd()],
      [1030, 'Started map "../../x" (CRC "1")'],
      [1060, logEvents.roundEnd()],
    ]);
    const maps = Object.fromEntries([...batch.maps.values()].map((row) => [row.map, row.counts]));
    expect(maps).toEqual({
      de_dust2: { rounds: 2, ctWins: 1, tWins: 1, playedMs: 180_000 },
      // From 1000 to the path's "map" at 1030; what follows is on no map.
      de_inferno: { rounds: 1, ctWins: 0, tWins: 0, playedMs: 30_000 },
    });
    const played = (steamId: string) =>
      Object.fromEntries(
        [...batch.playerMaps.values()].filter((row) => row.steamId === steamId).map((row) => [row.map, row.counts]),
      );
    expect(played('STEAM_0:1:101')).toEqual({
      de_dust2: { kills: 1, deaths: 0, rounds: 2, roundsWon: 1, playSeconds: 180 },
    });
    expect(played('STEAM_0:1:102')).toEqual({
      de_dust2: { kills: 0, deaths: 1, rounds: 2, roundsWon: 1, playSeconds: 179 },
    });
  });

  it("counts a player's part in the map's objectives, worth points in the score, and never a forged or lone one", () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    const line = (p: LogPlayer, action: string) => `"${p.name}<${p.uid}><${p.id}><${p.team}>" triggered "${action}"`;
    feed(state, batch, [
      ...arrive(rulo, 0),
      // Alone on the server: below the minimum of real players, it counts nothing.
      [1, line(rulo, 'Planted_The_Bomb')],
      ...arrive(tincho, 2),
      [3, line(rulo, 'Planted_The_Bomb')],
      [4, line(tincho, 'Defused_The_Bomb')],
      [5, line(tincho, 'Rescued_A_Hostage')],
      [6, line(tincho, 'Rescued_A_Hostage')],
      [7, line(rulo, 'Killed_A_Hostage')],
      [8, line(rulo, 'Assassinated_The_VIP')],
    ]);
    expect(totals(batch, 'STEAM_0:1:102')).toMatchObject({ bombsPlanted: 1, hostagesKilled: 1, vipsAssassinated: 1 });
    expect(totals(batch, 'STEAM_0:1:101')).toMatchObject({ bombsDefused: 1, hostagesRescued: 2, bombsPlanted: 0 });
    // HLstatsX:CE's rewards on the scale of a kill: plant or defuse 3, rescue 1, VIP 2, killed hostage -5.
    expect(scoreOf(totals(batch, 'STEAM_0:1:102') as unknown as StatCounts)).toBe(3 - 5 + 2);
    expect(scoreOf(totals(batch, 'STEAM_0:1:101') as unknown as StatCounts)).toBe(3 + 2);
    // Another action, or a name that writes the action into the line, is no objective.
    expect(parseLogEvent('"Pibe<5><STEAM_0:1:5><CT>" triggered "Touched_A_Hostage"')).toBeNull();
    expect(parseLogEvent('"Pibe<5><STEAM_0:1:5><CT>" triggered "toString"')).toBeNull();
    expect(parseLogEvent('"Pibe" triggered "Planted_The_Bomb<5><STEAM_0:1:5><TERRORIST>" triggered "x"')).toBeNull();
  });

  it('keeps each visit of a minute or more once it ends, with the kills in it; a quick one is none', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(rulo, 1),
      ...arrive(pato, 2),
      [30, logEvents.killed(tincho, rulo, 'ak47')],
      [31, logEvents.killed(tincho, pato, 'ak47')],
      [32, logEvents.killed(rulo, pato, 'ak47')], // a teammate: no kill for Rulo's visit
      [40, logEvents.disconnected(pato)], // 38 seconds: no session
      [90, logEvents.disconnected(tincho)],
    ]);
    expect(batch.sessions).toEqual([
      {
        serverDocumentId: 'srv',
        steamId: 'STEAM_0:1:101',
        name: 'Tincho',
        startedAt: T0,
        endedAt: T0 + 90_000,
        kills: 2,
      },
    ]);
    // Rulo's visit goes on, its kills kept with the session.
    expect(state.sessions.get(rulo.uid)?.kills).toBe(0);
  });

  it('does not count frags below the minimum of real players, nor with bots, HLTV or unvalidated ids', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    const bot: LogPlayer = { name: 'Bot', uid: 7, id: 'BOT', team: 'TERRORIST' };
    const pending: LogPlayer = { name: 'Nuevo', uid: 8, id: 'STEAM_ID_PENDING', team: 'TERRORIST' };
    const lan: LogPlayer = { name: 'Lan', uid: 9, id: 'STEAM_ID_LAN', team: 'TERRORIST' };
    feed(state, batch, [
      ...arrive(tincho, 0),
      // Alone with a bot: one real player, and the other is a bot anyway.
      [1, logEvents.entered(bot)],
      [2, logEvents.killed(tincho, bot, 'ak47')],
      [3, logEvents.killed(bot, tincho, 'ak47')],
      ...arrive(rulo, 4),
      [5, logEvents.connected(pending, '1.1.1.1:1')],
      [6, logEvents.killed(tincho, pending, 'ak47')],
      [7, logEvents.killed(lan, tincho, 'ak47')],
      [8, logEvents.connected({ name: 'HLTV Proxy', uid: 10, id: 'HLTV', team: '' }, '1.1.1.1:2')],
    ]);
    expect(totals(batch, 'STEAM_0:1:101')).toMatchObject({ kills: 0, deaths: 0 });
    expect(batch.skipped.unranked).toBe(4);
    expect([...state.sessions.values()].map((session) => session.name).sort()).toEqual(['Nuevo', 'Rulo', 'Tincho']);

    const lonely = newServerLogState('solo');
    const alone = new StatsBatch();
    feed(lonely, alone, [...arrive(tincho, 0), ...arrive(rulo, 0), [1, logEvents.killed(tincho, rulo, 'ak47')]], {
      ...RULES,
      minPlayers: 3,
    });
    expect(alone.skipped.belowMinPlayers).toBe(1);
    expect(totals(alone, 'STEAM_0:1:101').kills).toBe(0);
  });

  // Issue 41, item 8: a non-Steam client is ranked as itself, never as the Steam account with its number.
  it('ranks a non-Steam id as a player of its own, apart from the Steam account with the same number', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    const emulated = { name: 'Pibe', uid: 4, id: 'STEAM_1:1:101', team: 'TERRORIST' };
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(emulated, 1),
      [10, logEvents.killed(emulated, tincho, 'ak47')],
      [11, logEvents.killed(tincho, emulated, 'm4a1')],
    ]);
    expect(totals(batch, 'STEAM_1:1:101')).toMatchObject({ kills: 1, deaths: 1 });
    expect(totals(batch, 'STEAM_0:1:101')).toMatchObject({ kills: 1, deaths: 1 });
    expect(batch.skipped.unranked).toBe(0);
  });

  // Issue 41, item 1: the live-session check a link command needs.
  it('knows whether a line names a player the server has connected under that uid and id', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, arrive(tincho, 0));
    const token = (uid: number, id: string) => parseLogEvent(logEvents.entered({ ...tincho, uid, id }));
    const speaker = (uid: number, id: string) => {
      const event = token(uid, id);
      if (event?.type !== 'entered') throw new Error('not an entered line');
      return event.player;
    };
    expect(isLiveSession(state, speaker(1, 'STEAM_0:1:101'))).toBe(true);
    expect(isLiveSession(state, speaker(7, 'STEAM_0:1:101'))).toBe(false);
    expect(isLiveSession(state, speaker(1, 'STEAM_0:0:999'))).toBe(false);
    expect(isLiveSession(state, speaker(1, 'STEAM_ID_PENDING'))).toBe(false);
    // A link command is no sign of life: it never opens a session.
    feed(state, batch, [[5, logEvents.say({ ...tincho, uid: 9, id: 'STEAM_0:0:999' }, '!vincular K7QM-2XPA')]]);
    expect(state.sessions.has(9)).toBe(false);
  });

  // Issue 41, item 1: a token typed into a message gives the line a second reading; the sessions pick the real one.
  it("picks a chat line's speaker among its readings by the sessions, and nobody when they cannot tell", () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [...arrive(tincho, 0), ...arrive(rulo, 0)]);
    const chat = (text: string) => {
      const event = parseLogEvent(text);
      if (event?.type !== 'chat') throw new Error(`not chat: ${text}`);
      return event.candidates;
    };
    const typed = chat(`"Tincho<1><STEAM_0:1:101><CT>" say "<2><STEAM_0:1:102><TERRORIST>" say "soy Rulo y uso wall"`);
    expect(typed).toHaveLength(2);
    expect(chatSpeaker(state, typed)?.player).toMatchObject({ uid: 1, steamId: 'STEAM_0:1:101' });
    // Neither reading is a connected player as it reads: nobody's.
    const nobody = chat(`"Nadie<9><STEAM_0:1:9><CT>" say "<8><STEAM_0:1:8><CT>" say "hola"`);
    expect(chatSpeaker(state, nobody)).toBeNull();
    // One reading is the speaker's, connected or not.
    expect(chatSpeaker(state, chat(`"Nadie<9><STEAM_0:1:9><CT>" say "hola"`))?.player.uid).toBe(9);
  });

  // Issue 41, item 9: a shutdown's `"Name<-1><><CT>" disconnected`.
  it("ends a session at a shutdown's disconnect, which names the player but not their uid", () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [...arrive(tincho, 0), ...arrive(rulo, 0), [60, '"Tincho<-1><><CT>" disconnected']]);
    expect(state.sessions.has(1)).toBe(false);
    expect(state.sessions.has(2)).toBe(true);
    expect(totals(batch, 'STEAM_0:1:101').playSeconds).toBe(60);
  });

  it('counts a player held as STEAM_ID_PENDING once "STEAM USERID validated" names their Steam ID', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      [1, logEvents.connected({ ...rulo, id: 'STEAM_ID_PENDING', team: '' }, '1.1.1.1:1')],
      [2, logEvents.killed(tincho, { ...rulo, id: 'STEAM_ID_PENDING' }, 'ak47')],
      [3, logEvents.validated(rulo)],
      [4, logEvents.killed(tincho, rulo, 'ak47')],
    ]);
    expect(totals(batch, 'STEAM_0:1:101').kills).toBe(1);
    expect(totals(batch, 'STEAM_0:1:102').deaths).toBe(1);
  });

  it('reads the kill line a hostile name makes ambiguous by the sessions, and skips it when none fits', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    const trap = player(4, `x<2><STEAM_0:1:102><TERRORIST>" killed "Pato`, 104, 'TERRORIST');
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(rulo, 0),
      ...arrive(pato, 0),
      ...arrive(trap, 0),
      // Really: Tincho killed the player whose name imitates a kill of Rulo by... someone.
      [5, logEvents.killed(tincho, trap, 'awp')],
    ]);
    expect(totals(batch, 'STEAM_0:1:101').kills).toBe(1);
    expect(totals(batch, 'STEAM_0:1:104').deaths).toBe(1);
    expect(totals(batch, 'STEAM_0:1:102').deaths ?? 0).toBe(0);

    const unknown = newServerLogState('other');
    const skipped = new StatsBatch();
    feed(unknown, skipped, [[5, logEvents.killed(tincho, trap, 'awp')]]);
    expect(skipped.skipped.ambiguous).toBe(1);
    expect(skipped.days.size).toBe(0);
  });

  it('adds play time at disconnect and at every map start, and ends a reconnect without disconnect', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      [600, 'Started map "de_inferno" (CRC "1")'],
      [900, logEvents.disconnected(tincho)],
      ...arrive(rulo, 1000),
      // Rulo comes back with a new uid and no "disconnected" line for the old one.
      ...arrive({ ...rulo, uid: 22 }, 1300),
      [1400, logEvents.disconnected({ ...rulo, uid: 22 })],
    ]);
    expect(totals(batch, 'STEAM_0:1:101').playSeconds).toBe(900);
    expect(totals(batch, 'STEAM_0:1:102').playSeconds).toBe(400);
    expect(state.map).toBe('de_inferno');
    expect(state.sessions.size).toBe(0);
  });

  it('ends a session whose uid shows up again for someone else (the server restarted)', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      [120, logEvents.connected({ name: 'Bot', uid: tincho.uid, id: 'BOT', team: '' }, 'loopback')],
    ]);
    expect(state.sessions.size).toBe(0);
    expect(totals(batch, 'STEAM_0:1:101').playSeconds).toBe(120);
  });

  it('counts a round for players on a team when it ends', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [
      ...arrive(tincho, 0),
      ...arrive(rulo, 0),
      [1, logEvents.joinedTeam(rulo, 'SPECTATOR')],
      [100, 'World triggered "Round_End"'],
      [200, 'World triggered "Round_End"'],
    ]);
    expect(totals(batch, 'STEAM_0:1:101').rounds).toBe(2);
    expect(totals(batch, 'STEAM_0:1:102').rounds).toBe(0);
  });

  it('follows renames and keeps every name seen, the latest one shown', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [...arrive(tincho, 0), [5, logEvents.changedName(tincho, 'Tincho "el" <Capo>')]]);
    const [row] = [...batch.days.values()];
    expect(row.name).toBe('Tincho "el" <Capo>');
    expect([...batch.names.values()].map((seen) => seen.name).sort()).toEqual(['Tincho', 'Tincho "el" <Capo>']);
  });

  it('ends the sessions of a server that stopped logging, at its last line', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [...arrive(tincho, 0), [300, 'World triggered "Round_Start"']]);
    expect(closeSilentSessions(state, T0 + 60 * 1000 * 60, RULES, batch)).toBe(true);
    expect(state.sessions.size).toBe(0);
    expect(totals(batch, 'STEAM_0:1:101').playSeconds).toBe(300);
  });

  it('puts activity in the Argentine day it happened (UTC-3)', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    const beforeMidnight = Date.UTC(2026, 10, 25, 2, 59, 0); // 23:59 in Buenos Aires
    const event = parseLogEvent(logEvents.entered(tincho))!;
    applyLogEvent(state, event, beforeMidnight, RULES, batch);
    applyLogEvent(state, event, beforeMidnight + 2 * 60 * 1000, RULES, batch);
    expect([...batch.days.values()].map((row) => row.day)).toEqual([
      Math.floor(Date.UTC(2026, 10, 24) / 86400000),
      Math.floor(Date.UTC(2026, 10, 25) / 86400000),
    ]);
  });

  // Issue 23: every connect with a new uid opened a session, and each connect walked all of them.
  it('keeps at most 32 sessions however many connects come, ending the one seen least recently', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    feed(state, batch, [...arrive(tincho, 0), ...arrive(rulo, 0)]);
    const kill = parseLogEvent(logEvents.killed(tincho, rulo, 'ak47'))!;
    for (let uid = 1000; uid < 61000; uid += 1) {
      const at = T0 + 1000 + uid;
      const forged = player(uid, `x${uid}`, uid);
      applyLogEvent(state, parseLogEvent(logEvents.connected(forged, '1.2.3.4:27005'))!, at, RULES, batch);
      // Tincho and Rulo keep playing while the connects pour in: they are seen, so they stay.
      if (uid % 20 === 0) applyLogEvent(state, kill, at, RULES, batch);
    }
    expect(state.sessions.size).toBe(MAX_SESSIONS_PER_SERVER);
    expect(state.sessionsBySteamId.size).toBe(MAX_SESSIONS_PER_SERVER);
    expect(state.sessions.get(tincho.uid)?.steamId).toBe('STEAM_0:1:101');
    expect(state.sessions.get(rulo.uid)?.steamId).toBe('STEAM_0:1:102');
    // The newest connects are the ones kept, and a normal line still counts.
    expect(state.sessions.has(60999)).toBe(true);
    const before = totals(batch, 'STEAM_0:1:101').kills;
    feed(state, batch, [[100, logEvents.killed(tincho, rulo, 'deagle')]]);
    expect(totals(batch, 'STEAM_0:1:101').kills).toBe(before + 1);
  });

  it('evicts the same session in every consumer: the lower uid when two were last seen together', () => {
    const state = newServerLogState('srv');
    const batch = new StatsBatch();
    for (let uid = 1; uid <= MAX_SESSIONS_PER_SERVER + 1; uid += 1)
      feed(state, batch, arrive(player(uid, `P${uid}`, 500 + uid), 0));
    expect(state.sessions.has(1)).toBe(false);
    expect([...state.sessions.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: MAX_SESSIONS_PER_SERVER }, (_, i) => i + 2),
    );
  });
});
