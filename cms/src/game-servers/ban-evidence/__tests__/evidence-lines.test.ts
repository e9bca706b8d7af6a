import { parseLogEvent, MAX_CHAT_TEXT_LENGTH } from '../../game-log/log-events';
import { evidenceOf, serverLogTime } from '../evidence-lines';

// What a ban appeal's evidence keeps of the log, hostile names and text included. Pure: no CMS needed (the
// path over UDP and HTTP is src/game-servers/ban-appeals/__tests__/ban-appeals.test.ts).

const SOURCE = { serverDocumentId: 'srv1', at: 1_000, logTime: '11/27/2026 - 14:57:05' };
const keep = (line: string) => {
  const event = parseLogEvent(line);
  return event ? evidenceOf(event, SOURCE) : [];
};

describe('evidence: chat', () => {
  it('keeps what a player says, to everyone or to the team, dead or alive', () => {
    expect(keep('"Pibe<12><STEAM_0:1:4242><CT>" say "vamos b"')).toEqual([
      expect.objectContaining({ steamId: 'STEAM_0:1:4242', kind: 'chat', text: 'vamos b', playerName: 'Pibe' }),
    ]);
    expect(keep('"Pibe<12><STEAM_0:1:4242><CT>" say_team "rush b" (dead)')).toEqual([
      expect.objectContaining({ kind: 'team-chat', text: 'rush b' }),
    ]);
  });

  it('reads quotes, <> and the separators inside the text without losing the speaker', () => {
    expect(keep('"Pibe<12><STEAM_0:1:4242><CT>" say "sos un "manco" <b>jaja</b>"')).toEqual([
      expect.objectContaining({ steamId: 'STEAM_0:1:4242', text: 'sos un "manco" <b>jaja</b>' }),
    ]);
    expect(keep('"Ju"ga<dor><12><STEAM_0:1:4242><TERRORIST>" say "hola"')).toEqual([
      expect.objectContaining({ steamId: 'STEAM_0:1:4242', playerName: 'Ju"ga<dor>', text: 'hola' }),
    ]);
  });

  it('never blames a line on another player: a name imitating a speaker makes the line unreadable, not theirs', () => {
    // Either the real speaker is STEAM_0:0:9 named `Fake<1><STEAM_0:1:4242><CT>" say "`, or STEAM_0:1:4242 said
    // `x" say "...`: two readings, none kept here (the consumer lets the player sessions choose first).
    const line = '"Fake<1><STEAM_0:1:4242><CT>" say "hack<2><STEAM_0:0:9><CT>" say "soy yo"';
    expect(parseLogEvent(line)).toMatchObject({ type: 'chat' });
    expect(keep(line)).toEqual([]);
  });

  it('cuts a long message, drops control characters, and never keeps a link code', () => {
    const [long] = keep(`"Pibe<12><STEAM_0:1:4242><CT>" say "${'a'.repeat(10_000)}\u0007"`);
    expect(long.text).toHaveLength(MAX_CHAT_TEXT_LENGTH);
    expect(keep('"Pibe<12><STEAM_0:1:4242><CT>" say "!vincular K7QM-2XPA"')).toEqual([]);
  });

  // Issue 41, item 4: the word alone no longer hides a line; what may be a code is blanked.
  it('keeps a line that mentions the link command without being one, the code blanked', () => {
    expect(keep('"Pibe<12><STEAM_0:1:4242><CT>" say "!VINCULAR mal escrito K7QM-2XPA"')).toEqual([
      expect.objectContaining({ text: '!VINCULAR [código] escrito [código]' }),
    ]);
    expect(keep('"Toxico<12><STEAM_0:1:4242><CT>" say "sos un manco vincular"')).toEqual([
      expect.objectContaining({ steamId: 'STEAM_0:1:4242', text: 'sos un manco vincular' }),
    ]);
  });

  it('keeps nothing of bots, HLTV or unvalidated ids', () => {
    expect(keep('"Bot<3><BOT><CT>" say "hola"')).toEqual([]);
    expect(keep('"Nuevo<4><STEAM_ID_PENDING><>" say "hola"')).toEqual([]);
  });
});

describe("evidence: the rest of a player's lines", () => {
  it("a kill is the killer's kill and the victim's death, with weapon and headshot", () => {
    expect(
      keep('"Pibe<12><STEAM_0:1:4242><CT>" killed "Otro<13><STEAM_0:0:77><TERRORIST>" with "ak47" (headshot)'),
    ).toEqual([
      expect.objectContaining({
        steamId: 'STEAM_0:1:4242',
        kind: 'kill',
        text: 'Otro',
        weapon: 'ak47',
        headshot: true,
      }),
      expect.objectContaining({ steamId: 'STEAM_0:0:77', kind: 'death', text: 'Pibe', weapon: 'ak47', headshot: true }),
    ]);
  });

  it('team changes, entering and leaving', () => {
    expect(keep('"Pibe<12><STEAM_0:1:4242><>" joined team "CT"')).toEqual([
      expect.objectContaining({ kind: 'team', text: 'CT' }),
    ]);
    expect(keep('"Pibe<12><STEAM_0:1:4242><>" entered the game')).toEqual([
      expect.objectContaining({ kind: 'connect' }),
    ]);
    expect(keep('"Pibe<12><STEAM_0:1:4242><CT>" disconnected')).toEqual([
      expect.objectContaining({ kind: 'disconnect', at: 1_000, logTime: '11/27/2026 - 14:57:05' }),
    ]);
  });

  it("reads the server's log time from the queued line", () => {
    expect(serverLogTime('L 11/27/2026 - 14:57:05: "Pibe<12><STEAM_0:1:4242><CT>" say "x"')).toBe(
      '11/27/2026 - 14:57:05',
    );
    expect(serverLogTime('garbage')).toBeNull();
  });
});
