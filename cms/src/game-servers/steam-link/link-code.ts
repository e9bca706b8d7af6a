import { createHash, randomInt } from 'node:crypto';

// The one-time code a player says in a game server's chat to prove a Steam ID is theirs. Eight characters
// of Crockford's base 32 (digits and letters without I, L, O and U, which are read as 1, 1 and 0 when
// typed): 32^8 ≈ 1.1 × 10^12 codes, 40 bits, so with every attempt limited per Steam ID and per server
// (./link-attempt.ts) guessing one is hopeless. Stored only as a SHA-256 hash: whoever reads the
// database cannot say one.

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;
export const CODE_LIFETIME_MS = 15 * 60 * 1000;
// The chat command, as the site shows it and the game-log parser reads it.
export const LINK_COMMAND = '!vincular';

export type LinkCode = { code: string; display: string };

export function newLinkCode(pick: (max: number) => number = randomInt): LinkCode {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return { code, display: displayCode(code) };
}

// "K7QM-2XPA": read more easily off a screen and typed into a console.
export function displayCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

// What a player typed, as a code: case, a hyphen, spaces and look-alikes (O for 0, I or L for 1) do not
// matter; anything else that does not fit the alphabet and length is no code at all.
export function normalizeCode(typed: string): string | null {
  if (typed.length > 32) return null;
  const code = typed.replace(/[\s-]/g, '').toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const char of code) if (!CODE_ALPHABET.includes(char)) return null;
  return code;
}

export function codeHash(code: string): string {
  return createHash('sha256').update(`steam-link:${code}`).digest('hex');
}

// What the site tells the player to type in the console (the chat form is the same without "say ").
export function consoleCommand(display: string): string {
  return `say ${LINK_COMMAND} ${display}`;
}
