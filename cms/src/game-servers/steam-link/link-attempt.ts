import type { PlayerKind } from '../game-log/steam-id';
import { normalizeCode } from './link-code';

// Whether one `!vincular CODE` said in a game links the speaker's Steam ID, decided from facts the store
// read, without any I/O. Linear, every refusal before anything changes (like src/users/profile-picture-guard.ts):
//   1. the speaker's id must be a validated Steam ID or non-Steam id ('unverified-id': STEAM_ID_PENDING,
//      STEAM_ID_LAN, VALVE_ID_PENDING, HLTV, BOT and anything else never link), and the speaker a player the
//      server has connected under that uid and id ('not-in-game': a token typed into a chat message, or a line
//      naming someone who is not there, issue 41, item 1);
//   2. the server must have a log secret, so its lines cannot have been forged by anyone who knows its
//      address ('no-log-secret');
//   3. that Steam ID and that server must not have failed too often lately ('throttled'), so guessing
//      codes is hopeless: at most MAX_FAILURES_PER_STEAM_ID and MAX_FAILURES_PER_SERVER wrong codes an
//      hour, against 32^8 possible codes;
//   4. the code must read as one ('malformed'), exist ('unknown'), not be used ('used') and not be past
//      its 15 minutes ('expired'). These four count as failures.

export const FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const MAX_FAILURES_PER_STEAM_ID = 10;
export const MAX_FAILURES_PER_SERVER = 100;

export const LINK_REFUSALS = [
  'unverified-id',
  'not-in-game',
  'no-log-secret',
  'throttled',
  'malformed',
  'unknown',
  'used',
  'expired',
] as const;
export type LinkRefusal = (typeof LINK_REFUSALS)[number];

// The refusals that count against the Steam ID and the server that said them ('not-in-game' does not: its
// Steam ID is whoever the line names, and counting it would let anyone throttle someone else's link).
const FAILURES: ReadonlySet<LinkRefusal> = new Set(['malformed', 'unknown', 'used', 'expired']);
export const countsAsFailure = (reason: LinkRefusal) => FAILURES.has(reason);

export type StoredCode = { id: number; userId: number; expiresAt: number; usedAt: number | null };

export type AttemptFacts = {
  kind: PlayerKind;
  steamId: string | null;
  // Whether the server has the speaker connected under the line's uid and id (src/game-servers/statistics/apply-log-events.ts).
  inGame: boolean;
  serverHasSecret: boolean;
  failuresOfSteamId: number;
  failuresOfServer: number;
  // The code said, as typed, and the stored code it names (null when none does).
  said: string;
  stored: StoredCode | null;
  now: number;
};

export type AttemptVerdict = { link: true; code: StoredCode; steamId: string } | { link: false; reason: LinkRefusal };

export function judgeLinkAttempt(facts: AttemptFacts): AttemptVerdict {
  if ((facts.kind !== 'steam' && facts.kind !== 'non-steam') || !facts.steamId) {
    return { link: false, reason: 'unverified-id' };
  }
  if (!facts.inGame) return { link: false, reason: 'not-in-game' };
  if (!facts.serverHasSecret) return { link: false, reason: 'no-log-secret' };
  if (facts.failuresOfSteamId >= MAX_FAILURES_PER_STEAM_ID || facts.failuresOfServer >= MAX_FAILURES_PER_SERVER) {
    return { link: false, reason: 'throttled' };
  }
  if (normalizeCode(facts.said) === null) return { link: false, reason: 'malformed' };
  if (!facts.stored) return { link: false, reason: 'unknown' };
  if (facts.stored.usedAt !== null) return { link: false, reason: 'used' };
  if (facts.now > facts.stored.expiresAt) return { link: false, reason: 'expired' };
  return { link: true, code: facts.stored, steamId: facts.steamId };
}
