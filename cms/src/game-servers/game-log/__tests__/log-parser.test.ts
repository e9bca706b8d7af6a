import { MAX_LOG_TEXT_BYTES, readLogDatagram } from '../log-datagram';
import { parseLogEvent, type LogEvent } from '../log-events';
import { parsePlayerToken } from '../player-token';
import {
  canonicalPlayerId,
  GOLDSRC_STEAM_UNIVERSES,
  readLogPlayerId,
  readTypedPlayerId,
  steamUniversesOf,
} from '../steam-id';

// The log line parser over lines in the real HLDS / Counter-Strike 1.6 / AMX Mod X format, hostile
// ones included. Pure functions: no CMS needed.

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const datagram = (text: string, trailer = '\n\0') => Buffer.concat([HEADER, Buffer.from(text + trailer, 'utf8')]);
const LINE = 'L 11/24/2026 - 21:03:07: ';

function event(text: string): LogEvent {
  const parsed = parseLogEvent(text);
  if (!parsed) throw new Error(`not parsed: ${text}`);
  return parsed;
}

describe('readLogDatagram: the framing of one HLDS log datagram', () => {
  it('reads the GoldSrc form "log L <time>: <event>\\n\\0"', () => {
    expect(readLogDatagram(datagram(`log ${LINE}World triggered "Round_Start"`))).toEqual({
      ok: true,
      datagram: { secret: null, time: '11/24/2026 - 21:03:07', event: 'World triggered "Round_Start"' },
    });
  });

  it('reads the Source form "RL ..." and the secret form "S<secret>L ..." with no separator', () => {
    const source = readLogDatagram(datagram(`R${LINE}World triggered "Round_End"`));
    expect(source).toMatchObject({ ok: true, datagram: { secret: null, event: 'World triggered "Round_End"' } });
    const secret = readLogDatagram(datagram(`S8127734${LINE}World triggered "Round_End"`));
    expect(secret).toMatchObject({ ok: true, datagram: { secret: '8127734', event: 'World triggered "Round_End"' } });
    // A secret may itself contain an L: the first "L <timestamp>: " ends it.
    const withL = readLogDatagram(datagram(`SabcL9L${LINE}World triggered "Round_End"`));
    expect(withL).toMatchObject({ ok: true, datagram: { secret: 'abcL9L' } });
  });

  it('strips any mix of trailing \\r, \\n and \\0', () => {
    for (const trailer of ['', '\n', '\0', '\r\n\0', '\n\0\0', '\r\n']) {
      const read = readLogDatagram(datagram(`log ${LINE}World triggered "Round_End"`, trailer));
      expect(read).toMatchObject({ ok: true, datagram: { event: 'World triggered "Round_End"' } });
    }
  });

  it('decodes names as UTF-8, keeping invalid bytes as U+FFFD instead of failing', () => {
    const bytes = Buffer.concat([
      HEADER,
      Buffer.from(`log ${LINE}"Ñandú `, 'utf8'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('<2><STEAM_0:1:5><CT>" entered the game\n\0', 'utf8'),
    ]);
    const read = readLogDatagram(bytes);
    expect(read.ok && read.datagram.event).toBe('"Ñandú \ufffd(<2><STEAM_0:1:5><CT>" entered the game');
  });

  it('refuses wrong prefixes, missing timestamps and broken headers as malformed', () => {
    const malformed = [
      Buffer.from('log L 11/24/2026 - 21:03:07: x'), // no FF FF FF FF
      Buffer.concat([Buffer.from([0xfe, 0xff, 0xff, 0xff]), Buffer.from(`log ${LINE}x`)]),
      datagram(`LOG ${LINE}x`),
      datagram(`log L 24/11/2026 21:03:07: x`),
      datagram(`log ${LINE}`),
      datagram(`Q${LINE}x`),
      datagram(`S${LINE}x`), // S without a secret
      datagram(`S${'x'.repeat(65)}${LINE}x`), // secret too long
      datagram(`S12 34${LINE}x`), // a secret has no spaces
      datagram(`log ${LINE}first line\nL 11/24/2026 - 21:03:08: second`), // two lines in one datagram
      datagram(`log ${LINE}a\0b`),
      Buffer.from([0xff, 0xff, 0xff, 0xff, 0x6c]),
      Buffer.alloc(0),
    ];
    for (const packet of malformed) expect(readLogDatagram(packet)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a 4 KB datagram and an event text over 1024 bytes as oversized, and keeps a 1024-byte one', () => {
    expect(readLogDatagram(datagram(`log ${LINE}${'A'.repeat(4096)}`))).toEqual({ ok: false, reason: 'oversized' });
    expect(readLogDatagram(datagram(`log ${LINE}${'A'.repeat(MAX_LOG_TEXT_BYTES + 1)}`))).toEqual({
      ok: false,
      reason: 'oversized',
    });
    const cut = readLogDatagram(datagram(`log ${LINE}${'A'.repeat(MAX_LOG_TEXT_BYTES)}`, ''));
    expect(cut.ok).toBe(true);
  });
});

describe('Steam IDs and non-Steam ids', () => {
  const kindOf = (id: string) => readLogPlayerId(id).kind;

  it('classifies the id field of a player token', () => {
    expect(kindOf('STEAM_0:1:12345')).toBe('steam');
    expect(kindOf('BOT')).toBe('bot');
    expect(kindOf('HLTV')).toBe('hltv');
    expect(kindOf('STEAM_ID_PENDING')).toBe('pending');
    expect(kindOf('VALVE_ID_PENDING')).toBe('pending');
    for (const other of ['STEAM_ID_LAN', 'VALVE_0:1:123', 'UNKNOWN', '', 'STEAM_0:2:1', 'STEAM_0:1:99999999999']) {
      expect(kindOf(other)).toBe('other');
    }
  });

  // Issue 41, item 8: ReUnion gives RevEmu and SC2009 clients STEAM_1:0:N and other emulators STEAM_2 to 5; their
  // numbers are no Steam account's (a real line of ReGameDLL_CS issue #108 carries STEAM_1:0:1210079896).
  it('reads STEAM_1 to STEAM_5 on a GoldSrc server as non-Steam ids of their own, never the Steam account', () => {
    expect(readLogPlayerId('STEAM_1:0:1210079896')).toEqual({ kind: 'non-steam', playerId: 'STEAM_1:0:1210079896' });
    for (const universe of [2, 3, 4, 5]) {
      expect(readLogPlayerId(`STEAM_${universe}:1:0042`)).toEqual({
        kind: 'non-steam',
        playerId: `STEAM_${universe}:1:42`,
      });
    }
    expect(readLogPlayerId('STEAM_0:0:1210079896', GOLDSRC_STEAM_UNIVERSES).playerId).not.toBe(
      readLogPlayerId('STEAM_1:0:1210079896', GOLDSRC_STEAM_UNIVERSES).playerId,
    );
  });

  it("follows a server's steamIdPrefixes: a universe it names is Steam, kept as STEAM_0", () => {
    const universes = steamUniversesOf('STEAM_0,STEAM_1');
    expect(readLogPlayerId('STEAM_1:1:30000003', universes)).toEqual({ kind: 'steam', playerId: 'STEAM_0:1:30000003' });
    expect(readLogPlayerId('STEAM_2:1:30000003', universes).kind).toBe('non-steam');
    expect([...steamUniversesOf(null)]).toEqual([0]);
    expect([...steamUniversesOf('STEAM_9')]).toEqual([0]);
    expect([...steamUniversesOf('STEAM_2')]).toEqual([0, 2]);
  });

  it('keeps the universe and drops leading zeros, so one id is one key', () => {
    expect(canonicalPlayerId('STEAM_1:1:30000003')).toBe('STEAM_1:1:30000003');
    expect(canonicalPlayerId('STEAM_0:0:0042')).toBe('STEAM_0:0:42');
    expect(canonicalPlayerId('STEAM_0:1:4294967296')).toBeNull();
    expect(canonicalPlayerId('steam_0:1:5')).toBeNull();
  });

  it('reads what a person types: STEAM_0, SteamID3 and the 64-bit id are one Steam account; STEAM_1 is not', () => {
    for (const typed of ['STEAM_0:1:123', 'steam_0:1:123', '[U:1:247]', '76561197960265975', ' STEAM_0:1:123 ']) {
      expect(readTypedPlayerId(typed)).toBe('STEAM_0:1:123');
    }
    expect(readTypedPlayerId('[U:1:246]')).toBe('STEAM_0:0:123');
    expect(readTypedPlayerId('STEAM_1:1:123')).toBe('STEAM_1:1:123');
    for (const typed of ['pepe', '[G:1:247]', '7656119796026597', '99999999999999999', '[U:1:99999999999]']) {
      expect(readTypedPlayerId(typed)).toBeNull();
    }
  });

  it('parses a non-Steam player of a line as such', () => {
    expect(parseLogEvent('"Pibe<4><STEAM_1:0:1210079896><CT>" entered the game')).toMatchObject({
      type: 'entered',
      player: { kind: 'non-steam', steamId: 'STEAM_1:0:1210079896' },
    });
    expect(
      parseLogEvent('"Pibe<4><STEAM_1:0:1210079896><CT>" entered the game', steamUniversesOf('STEAM_0,STEAM_1')),
    ).toMatchObject({ player: { kind: 'steam', steamId: 'STEAM_0:0:1210079896' } });
  });
});

describe('parsePlayerToken: Name<uid><id><team> read from the right', () => {
  it('reads a plain token', () => {
    expect(parsePlayerToken('Tincho<12><STEAM_0:1:4821337><CT>')).toEqual({
      name: 'Tincho',
      uid: 12,
      id: 'STEAM_0:1:4821337',
      kind: 'steam',
      steamId: 'STEAM_0:1:4821337',
      team: 'CT',
    });
  });

  it('keeps names with <>, quotes and fake tokens inside, and an empty team', () => {
    expect(parsePlayerToken('<<x>> "el" <3><BOT><CT><7><STEAM_0:0:9><>')).toMatchObject({
      name: '<<x>> "el" <3><BOT><CT>',
      uid: 7,
      steamId: 'STEAM_0:0:9',
      team: '',
    });
  });

  it('removes control characters from names and cuts them at 64 characters', () => {
    const token = parsePlayerToken(`\u0001Ro\u0007jo${'x'.repeat(100)}<1><STEAM_0:0:1><TERRORIST>`);
    expect(token?.name).toBe(`Rojo${'x'.repeat(60)}`);
  });

  it('refuses tokens without a numeric uid or with a cut tail', () => {
    expect(parsePlayerToken('Name<x><STEAM_0:0:1><CT>')).toBeNull();
    expect(parsePlayerToken('Name<1><STEAM_0:0:1><CT')).toBeNull();
    expect(parsePlayerToken('Name<1><STEAM_0:0:1>')).toBeNull();
  });

  // Issue 23: "x<3000000000>…" reached the 32-bit session column and stopped the consumer on PostgreSQL.
  it('refuses a player id beyond 2^31 - 1, the largest userid the engine writes', () => {
    expect(parsePlayerToken('x<2147483647><STEAM_0:0:4242><CT>')?.uid).toBe(2147483647);
    expect(parsePlayerToken('x<2147483648><STEAM_0:0:4242><CT>')).toBeNull();
    expect(parsePlayerToken('x<3000000000><STEAM_0:0:4242><CT>')).toBeNull();
    expect(parseLogEvent('"x<3000000000><STEAM_0:0:4242><CT>" entered the game')).toBeNull();
  });
});

describe('parseLogEvent: the events statistics use', () => {
  it('reads connect, validation, entering, team and disconnect lines', () => {
    expect(event('"Tincho<12><STEAM_ID_PENDING><>" connected, address "190.17.4.2:27005"')).toMatchObject({
      type: 'connected',
      player: { name: 'Tincho', uid: 12, kind: 'pending', steamId: null },
    });
    expect(event('"Tincho<12><STEAM_0:1:4821337><>" STEAM USERID validated')).toMatchObject({
      type: 'validated',
      player: { uid: 12, kind: 'steam', steamId: 'STEAM_0:1:4821337' },
    });
    expect(event('"Tincho<12><STEAM_0:1:4821337><>" entered the game')).toMatchObject({ type: 'entered' });
    expect(event('"Tincho<12><STEAM_0:1:4821337><>" joined team "CT"')).toMatchObject({
      type: 'joined-team',
      team: 'CT',
    });
    expect(event('"Tincho<12><STEAM_0:1:4821337><CT>" disconnected')).toMatchObject({ type: 'disconnected' });
    expect(event('"Tincho<12><STEAM_0:1:4821337><CT>" disconnected (reason "Kicked")')).toMatchObject({
      type: 'disconnected',
    });
  });

  it('reads kills with and without the (headshot) suffix', () => {
    expect(event('"Tincho<12><STEAM_0:1:4821337><CT>" killed "Rulo<3><STEAM_0:0:77><TERRORIST>" with "ak47"')).toEqual({
      type: 'kill',
      weapon: 'ak47',
      headshot: false,
      candidates: [
        {
          killer: expect.objectContaining({ name: 'Tincho', uid: 12, team: 'CT' }),
          victim: expect.objectContaining({ name: 'Rulo', uid: 3, steamId: 'STEAM_0:0:77', team: 'TERRORIST' }),
        },
      ],
    });
    expect(
      event('"Tincho<12><STEAM_0:1:4821337><CT>" killed "Rulo<3><STEAM_0:0:77><TERRORIST>" with "deagle" (headshot)'),
    ).toMatchObject({ type: 'kill', weapon: 'deagle', headshot: true });
  });

  it('keeps every reading of a kill line whose names hold " killed " and tokens', () => {
    const parsed = event(
      '"Evil<9><STEAM_0:0:5><CT>" killed "x<9><STEAM_0:0:5><CT>" killed "Rulo<3><STEAM_0:0:77><TERRORIST>" with "awp"',
    );
    expect(parsed.type === 'kill' && parsed.candidates.map((c) => [c.killer.name, c.victim.name])).toEqual([
      ['Evil', 'x<9><STEAM_0:0:5><CT>" killed "Rulo'],
      ['Evil<9><STEAM_0:0:5><CT>" killed "x', 'Rulo'],
    ]);
  });

  it('reads suicides, renames, map starts and rounds', () => {
    expect(event('"Rulo<3><STEAM_0:0:77><TERRORIST>" committed suicide with "world"')).toMatchObject({
      type: 'suicide',
      weapon: 'world',
    });
    expect(event('"Rulo<3><STEAM_0:0:77><TERRORIST>" changed name to "Rulo \\"el\\" <Capo>"')).toMatchObject({
      type: 'changed-name',
      candidates: [{ player: { name: 'Rulo' }, newName: 'Rulo \\"el\\" <Capo>' }],
    });
    expect(event('Started map "de_dust2" (CRC "-1159425449")')).toEqual({ type: 'map-started', map: 'de_dust2' });
    expect(event('World triggered "Round_Start"')).toEqual({ type: 'round-start' });
    expect(event('World triggered "Round_End"')).toEqual({ type: 'round-end' });
  });

  // Issue 41, item 9: lines real HLDS logs carry, which the parser dropped.
  it("reads deaths the world caused, a shutdown's disconnects and the teams the game chose", () => {
    // ReGameDLL's CBasePlayer::Killed for a fall or a trigger_hurt.
    expect(event('"P<1><STEAM_0:0:1><TERRORIST>" committed suicide with "worldspawn" (world)')).toMatchObject({
      type: 'suicide',
      weapon: 'worldspawn',
      player: { uid: 1, steamId: 'STEAM_0:0:1' },
    });
    expect(event('"P<1><STEAM_0:0:1><TERRORIST>" committed suicide with "trigger_hurt" (world)')).toMatchObject({
      type: 'suicide',
      weapon: 'trigger_hurt',
    });
    // HLDS's shutdown drops every client after letting it go: uid -1 and no id.
    expect(event('"Admin<-1><><CT>" disconnected')).toMatchObject({
      type: 'disconnected',
      player: { name: 'Admin', uid: -1, id: '', kind: 'other', steamId: null },
    });
    // The team balance moving a player.
    expect(event('"P<2><STEAM_0:0:1><CT>" joined team "TERRORIST" (auto)')).toMatchObject({
      type: 'joined-team',
      team: 'TERRORIST',
    });
    expect(parseLogEvent('"x<-2><STEAM_0:0:1><CT>" disconnected')).toBeNull();
  });

  it("reads AMX Mod X's weaponstats line", () => {
    expect(
      event(
        '"Tincho<12><STEAM_0:1:4821337><CT>" triggered "weaponstats" (weapon "m4a1") (shots "214") (hits "61")' +
          ' (kills "14") (headshots "6") (tks "0") (damage "1873") (deaths "9")',
      ),
    ).toMatchObject({
      type: 'weaponstats',
      player: { steamId: 'STEAM_0:1:4821337' },
      weapon: 'm4a1',
      shots: 214,
      hits: 61,
      kills: 14,
      headshots: 6,
      teamKills: 0,
      damage: 1873,
      deaths: 9,
    });
  });

  it('tells bots and HLTV apart from players', () => {
    expect(event('"HLTV Proxy<5><HLTV><>" connected, address "10.0.0.5:27020"')).toMatchObject({
      player: { name: 'HLTV Proxy', kind: 'hltv', steamId: null },
    });
    expect(event('"[POD]Bot<4><BOT><TERRORIST>" killed "Tincho<12><STEAM_0:1:48><CT>" with "mp5navy"')).toMatchObject({
      candidates: [{ killer: { kind: 'bot' }, victim: { kind: 'steam' } }],
    });
  });

  it('strips [No C-D] style tags added to names', () => {
    expect(event('"Tincho [No C-D]<12><STEAM_0:1:48><CT>" entered the game')).toMatchObject({
      player: { name: 'Tincho ' },
    });
    expect(event('"Rulo[OLD C-D]<3><STEAM_0:0:77><CT>" entered the game')).toMatchObject({ player: { name: 'Rulo' } });
    expect(event('"Pato[NOCL]<3><STEAM_0:0:77><CT>" entered the game')).toMatchObject({ player: { name: 'Pato' } });
  });

  it('recognises Rcon lines (which carry the rcon password) only to drop them', () => {
    expect(event('Rcon: "rcon 1234567 secreta status" from "200.5.1.1:27005"')).toEqual({ type: 'rcon' });
    expect(event('Bad Rcon: "rcon 1234567 adivina status" from "200.5.1.1:27005"')).toEqual({ type: 'rcon' });
  });

  it("reads AMX Mod X's Login line (a member's flags confirmed by the server) by its real Steam ID, never its address", () => {
    const tail = '<7><STEAM_0:1:234><>" became an admin (account "STEAM_0:1:234") (access "bt") (address "200.5.1.1")';
    expect(event(`[admin.amxx] Login: "Socio VIP${tail}`)).toEqual({
      type: 'admin-login',
      player: expect.objectContaining({ name: 'Socio VIP', uid: 7, steamId: 'STEAM_0:1:234' }),
      access: 'bt',
    });
    expect(event(`Login: "Socio${tail}`)).toMatchObject({ type: 'admin-login', access: 'bt' });
    expect(JSON.stringify(event(`[admin_sql.amxx] Login: "Socio${tail}`))).not.toContain('200.5.1.1');
    // A name holding another member's whole line is still the real speaker's: read from the right.
    const fake =
      'x<3><STEAM_0:0:999><>" became an admin (account "STEAM_0:0:999") (access "abcdefghijklmnopqrstu") (address "1")';
    expect(event(`[admin.amxx] Login: "${fake}${tail}`)).toMatchObject({
      player: { steamId: 'STEAM_0:1:234', uid: 7 },
      access: 'bt',
    });
    // Another plugin's tag, a player typing the line in the chat, or a cut line are not a confirmation.
    const unused = [
      `[evil.amxx] Login: "Socio${tail}`,
      `"Socio<7><STEAM_0:1:234><CT>" say "Login: "Socio${tail}"`,
      `[admin.amxx] Login: "Socio${tail.slice(0, -5)}`,
      `[admin.amxx] Login: "Socio${tail.replace('"bt"', '"b;t"')}`,
    ];
    for (const text of unused) expect(parseLogEvent(text)?.type).not.toBe('admin-login');
  });

  it('returns null for unknown events, cut lines and garbage', () => {
    const unused = [
      // Chat is read (src/game-servers/ban-evidence), but not a line with no text.
      '"Tincho<12><STEAM_0:1:48><CT>" say ""',
      '"Tincho<12><STEAM_0:1:48><CT>" triggered "Got_The_Bomb"',
      '"Tincho<12><STEAM_0:1:48><CT>" triggered "weaponstats2" (weapon "ak47") (head "3") (chest "5")',
      'Server cvars start',
      'Log file started (file "logs/L1124000.log") (game "cstrike") (version "48/1.1.2.7/Stdio/8684")',
      // A round's winner is read (the maps' table), but not a cut or an unknown team's.
      'Team "CT" triggered "CTs_Win" (CT "3")',
      'Team "SPECTATOR" triggered "CTs_Win" (CT "3") (T "1")',
      // Cut at 1024 bytes: the weapon and closing quotes are gone.
      `"Tincho<12><STEAM_0:1:48><CT>" killed "${'R'.repeat(990)}<3><STEAM_0:0:77><TERRORIST>" with "ak`,
      '"Tincho<12><STEAM_0:1:48><CT>" killed "Rulo<3><STEAM_0:0:77><TERRORIST>"',
      '"Tincho<12><STEAM_0:1:48><CT> entered the game',
      '"<12><STEAM_0:1:48><CT>" killed with "ak47"',
      '\u0000\u0001\u00ff garbage',
      '',
      '"',
      '""""""""" killed """"" with ""',
    ];
    for (const text of unused) expect(parseLogEvent(text)).toBeNull();
  });

  it('keeps at most four readings of a line full of fake tokens', () => {
    const hostile = `"${'<1><STEAM_0:0:1><CT>" killed "'.repeat(30)}x<1><STEAM_0:0:1><CT>" with "ak47"`;
    const parsed = parseLogEvent(hostile);
    expect(parsed?.type === 'kill' && parsed.candidates.length).toBe(4);
  });
});
