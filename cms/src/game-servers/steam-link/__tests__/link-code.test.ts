import { parseLogEvent } from '../../game-log/log-events';
import { readLinkCommand } from '../chat-command';
import {
  judgeLinkAttempt,
  MAX_FAILURES_PER_SERVER,
  MAX_FAILURES_PER_STEAM_ID,
  type AttemptFacts,
} from '../link-attempt';
import { CODE_ALPHABET, CODE_LENGTH, codeHash, consoleCommand, newLinkCode, normalizeCode } from '../link-code';

// The pure parts of linking a Steam ID from the game's chat: the code, the chat line, and the verdict.

describe('link codes', () => {
  it('are 8 characters of Crockford base 32 (40 bits), shown as XXXX-XXXX, random', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const { code, display } = newLinkCode();
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
      expect(display).toBe(`${code.slice(0, 4)}-${code.slice(4)}`);
      codes.add(code);
    }
    expect(codes.size).toBe(200);
    expect(CODE_ALPHABET.length ** CODE_LENGTH).toBeGreaterThanOrEqual(2 ** 40);
  });

  it('read what a player types: any case, with or without the hyphen, look-alikes as their digits', () => {
    expect(normalizeCode('K7QM-2XPA')).toBe('K7QM2XPA');
    expect(normalizeCode('k7qm2xpa')).toBe('K7QM2XPA');
    expect(normalizeCode('O1IL-ABCD')).toBe('0111ABCD');
    for (const bad of ['K7QM-2XP', 'K7QM-2XPAA', 'K7QM-2XPU', 'K7QM_2XPA', '', 'x'.repeat(40)]) {
      expect(normalizeCode(bad)).toBeNull();
    }
  });

  it('are kept as a hash, never in clear, and the console command says them', () => {
    expect(codeHash('K7QM2XPA')).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash('K7QM2XPA')).not.toContain('K7QM');
    expect(consoleCommand('K7QM-2XPA')).toBe('say !vincular K7QM-2XPA');
  });
});

describe('the chat line of a link code', () => {
  const line = (name: string, id: string, message: string, extra = '') =>
    `"${name}<12><${id}><CT>" say "${message}"${extra}`;

  it('is read from say and say_team, alive or dead, in any case', () => {
    expect(parseLogEvent(line('Tincho', 'STEAM_0:1:4242', '!vincular K7QM-2XPA'))).toMatchObject({
      type: 'link-code',
      code: 'K7QM-2XPA',
      player: { name: 'Tincho', uid: 12, kind: 'steam', steamId: 'STEAM_0:1:4242' },
    });
    expect(parseLogEvent(`"Tincho<12><STEAM_0:1:4242><CT>" say_team "!Vincular k7qm2xpa" (dead)`)).toMatchObject({
      type: 'link-code',
      code: 'k7qm2xpa',
    });
  });

  it("reads every other chat line as chat (a ban appeal's evidence)", () => {
    for (const message of ['hola', 'gg', '!rank']) {
      expect(parseLogEvent(line('Tincho', 'STEAM_0:1:4242', message))).toMatchObject({
        type: 'chat',
        candidates: [{ player: { steamId: 'STEAM_0:1:4242' }, text: message }],
      });
    }
  });

  // Issue 41, item 4: one word must not hide a line from the evidence, and a mistyped command's code stays secret.
  it('keeps a line that only mentions the command as chat, with what may be a code blanked', () => {
    for (const [message, kept] of [
      ['vincular K7QM-2XPA', 'vincular [código]'],
      ['!vincular K7QM 2XPA extra', '!vincular [código] extra'],
      ['VINCULAR: k7qm2xpa', 'VINCULAR: [código]'],
      ['sos un manco, vincular', 'sos un manco, vincular'],
      ['vincular esta, manco de mierda', 'vincular [código] manco de mierda'],
      ['mi codigo es K7QM-2XPA', 'mi codigo es K7QM-2XPA'],
      ['para vincular usé K7QM-2XPA ayer', 'para vincular [código] [código] ayer'],
      ['!vincular', '!vincular'],
    ]) {
      expect(parseLogEvent(line('Tincho', 'STEAM_0:1:4242', message))).toEqual({
        type: 'chat',
        candidates: [{ player: expect.objectContaining({ steamId: 'STEAM_0:1:4242' }), text: kept, team: false }],
      });
    }
  });

  // Issue 41, item 1: HLDS logs a message as typed, so `say <7><STEAM_0:0:V><CT>" say "!vincular CODE` puts a
  // victim's token in the line. The speaker is the first player token; a message with a token in it is no command.
  it("always names the speaker, the line's first player token: never a token typed into the message", () => {
    const attacker = '"Atacante<3><STEAM_0:1:111><T>"';
    const victim = '<7><STEAM_0:0:999><CT>';
    for (const forged of [
      `${attacker} say "${victim}" say "!vincular K7QM-2XPA"`,
      `${attacker} say_team "${victim}" say_team "!vincular K7QM-2XPA"`,
      `${attacker} say "${victim}" say "!vincular K7QM-2XPA" (dead)`,
      `${attacker} say "${victim}" say "!vincular K7QM-2XPA" (dead)" (dead)`,
      `${attacker} say "${victim}" say "${victim}" say "!vincular K7QM-2XPA"`,
      `${attacker} say "!vincular K7QM-2XPA${victim}" say "x"`,
      `${attacker} say "!vincular K7QM-2XPA" say "x"`,
      `${attacker} say_team "${victim}" say "!vincular K7QM-2XPA"`,
    ]) {
      const parsed = parseLogEvent(forged);
      // Chat, whose first reading is the attacker's (the sessions pick among the readings for the evidence).
      if (parsed?.type !== 'chat') throw new Error(`not chat: ${forged}`);
      expect(parsed.candidates[0].player).toMatchObject({ uid: 3, steamId: 'STEAM_0:1:111' });
      expect(JSON.stringify(parsed)).not.toContain('K7QM-2XPA');
    }
    // A name with a token in it is still one name: its own token is the last one before the message.
    const named = `"Evil<7><STEAM_0:0:999><CT><3><STEAM_0:1:111><T>" say "!vincular K7QM-2XPA"`;
    expect(parseLogEvent(named)).toMatchObject({
      type: 'link-code',
      player: { name: 'Evil<7><STEAM_0:0:999><CT>', uid: 3, steamId: 'STEAM_0:1:111' },
      code: 'K7QM-2XPA',
    });
  });

  it('refuses as a command a message holding a quote or angle brackets', () => {
    for (const message of ['!vincular K7QM-2XPA"', '!vincular <K7QM-2XPA>', '!vincular "K7QM-2XPA"']) {
      expect(readLinkCommand(message)).toBeNull();
    }
    expect(readLinkCommand(' !Vincular  k7qm2xpa ')).toBe('k7qm2xpa');
  });

  it('reads the id a pending, LAN, bot or HLTV player has, so the verdict can refuse it', () => {
    for (const [id, kind] of [
      ['STEAM_ID_PENDING', 'pending'],
      ['VALVE_ID_PENDING', 'pending'],
      ['STEAM_ID_LAN', 'other'],
      ['BOT', 'bot'],
      ['HLTV', 'hltv'],
    ]) {
      expect(parseLogEvent(line('X', id, '!vincular K7QM-2XPA'))).toMatchObject({ player: { kind, steamId: null } });
    }
  });

  it('stays fast on hostile lines of the longest size', () => {
    expect(parseLogEvent(`"${'" say "'.repeat(140)}" say "!vincular ${'A'.repeat(900)}"`)).toBeNull();
    expect(parseLogEvent(`"a<1><STEAM_0:0:1><CT>" say "${'>" say "'.repeat(120)}"`)).toMatchObject({
      type: 'chat',
      candidates: [{ player: { uid: 1 } }],
    });
  });
});

describe('the verdict on one attempt', () => {
  const now = 1_800_000_000_000;
  const stored = { id: 1, userId: 7, expiresAt: now + 60_000, usedAt: null };
  const facts = (changes: Partial<AttemptFacts> = {}): AttemptFacts => ({
    kind: 'steam',
    steamId: 'STEAM_0:1:4242',
    inGame: true,
    serverHasSecret: true,
    failuresOfSteamId: 0,
    failuresOfServer: 0,
    said: 'K7QM-2XPA',
    stored,
    now,
    ...changes,
  });

  it('links a validated Steam ID that says a live code on a server with a log secret', () => {
    expect(judgeLinkAttempt(facts())).toEqual({ link: true, code: stored, steamId: 'STEAM_0:1:4242' });
  });

  it.each([
    ['unverified-id', { kind: 'pending' as const, steamId: null }],
    ['unverified-id', { kind: 'other' as const, steamId: null }],
    ['unverified-id', { kind: 'bot' as const, steamId: null }],
    ['unverified-id', { kind: 'hltv' as const, steamId: null }],
    ['not-in-game', { inGame: false }],
    ['no-log-secret', { serverHasSecret: false }],
    ['throttled', { failuresOfSteamId: MAX_FAILURES_PER_STEAM_ID }],
    ['throttled', { failuresOfServer: MAX_FAILURES_PER_SERVER }],
    ['malformed', { said: 'hola', stored: null }],
    ['unknown', { stored: null }],
    ['used', { stored: { ...stored, usedAt: now - 1000 } }],
    ['expired', { stored: { ...stored, expiresAt: now - 1 } }],
  ])('refuses: %s', (reason, changes) => {
    expect(judgeLinkAttempt(facts(changes))).toEqual({ link: false, reason });
  });

  it('links a non-Steam id as what it is', () => {
    expect(judgeLinkAttempt(facts({ kind: 'non-steam', steamId: 'STEAM_1:0:1210079896' }))).toEqual({
      link: true,
      code: stored,
      steamId: 'STEAM_1:0:1210079896',
    });
  });

  it('refuses a valid code from a server without a log secret, and from a throttled Steam ID', () => {
    expect(judgeLinkAttempt(facts({ serverHasSecret: false }))).toMatchObject({ link: false });
    expect(judgeLinkAttempt(facts({ failuresOfSteamId: 99 }))).toMatchObject({ link: false, reason: 'throttled' });
  });
});
