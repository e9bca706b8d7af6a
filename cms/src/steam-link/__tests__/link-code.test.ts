import { parseLogEvent } from '../../game-stats/log-events';
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

  it("reads every other chat line as chat (a ban appeal's evidence), but never one that mentions the command", () => {
    for (const message of ['hola', 'gg', '!rank']) {
      expect(parseLogEvent(line('Tincho', 'STEAM_0:1:4242', message))).toMatchObject({
        type: 'chat',
        candidates: [{ text: message }],
      });
    }
    // A mistyped command still carries a code, a secret: neither a link nor chat.
    for (const message of ['!vincular', 'vincular K7QM-2XPA', '!vincular K7QM 2XPA extra', 'VINCULAR k7qm2xpa']) {
      expect(parseLogEvent(line('Tincho', 'STEAM_0:1:4242', message))).toBeNull();
    }
  });

  it("always names the speaker, whatever names and messages imitate: never someone else's Steam ID", () => {
    // A name that carries another player's token and a code, then the real message.
    const forged = `"Victima<3><STEAM_0:0:999><CT>" say "!vincular K7QM-2XPA<7><STEAM_0:1:111><T>" say "hola"`;
    expect(parseLogEvent(forged)).toBeNull();
    // A message that tries to close the line and open another.
    const injected = line('Atacante', 'STEAM_0:1:111', '!vincular K7QM-2XPA" say "x');
    expect(parseLogEvent(injected)).toBeNull();
    const named = `"a" say "!vincular AAAA-AAAA<7><STEAM_0:1:111><T>" say "!vincular K7QM-2XPA"`;
    expect(parseLogEvent(named)).toMatchObject({ player: { steamId: 'STEAM_0:1:111' }, code: 'K7QM-2XPA' });
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
    expect(readLinkCommand(`"${'" say "'.repeat(140)}" say "!vincular ${'A'.repeat(900)}"`)).toBeNull();
  });
});

describe('the verdict on one attempt', () => {
  const now = 1_800_000_000_000;
  const stored = { id: 1, userId: 7, expiresAt: now + 60_000, usedAt: null };
  const facts = (changes: Partial<AttemptFacts> = {}): AttemptFacts => ({
    kind: 'steam',
    steamId: 'STEAM_0:1:4242',
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

  it('refuses a valid code from a server without a log secret, and from a throttled Steam ID', () => {
    expect(judgeLinkAttempt(facts({ serverHasSecret: false }))).toMatchObject({ link: false });
    expect(judgeLinkAttempt(facts({ failuresOfSteamId: 99 }))).toMatchObject({ link: false, reason: 'throttled' });
  });
});
