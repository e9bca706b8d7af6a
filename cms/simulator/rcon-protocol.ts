import { randomInt } from 'node:crypto';
import { MAX_PACKET_BYTES } from './a2s-protocol';

// GoldSrc's remote console over UDP, as HLDS speaks it on the game port (the server side; the CMS's client
// is src/game-servers/rcon/):
//   FF FF FF FF "challenge rcon\n"                       → FF FF FF FF "challenge rcon <number>\n\0"
//   FF FF FF FF "rcon <number> \"<password>\" <command>"  → FF FF FF FF "l<output>\0", in as many datagrams
//                                                         as the output needs (each at most 1400 bytes)
// A wrong password is answered "Bad rcon_password.\n", a challenge this address was not given (or an old
// one) "Bad challenge.\n". HLDS keeps one challenge per client address for a while.

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);
// The engine flushes its redirected console output before a line that would not fit in one packet
// (MAX_PACKET_BYTES, GoldSrc's single-packet limit, as the A2S answers keep to).
const PRINT_OVERHEAD = HEADER.length + 2; // 'l' and the closing \0
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
// Addresses remembered at once: a stranger asking for challenges from many ports cannot grow it.
const MAX_CHALLENGES = 256;

export type RconRequest =
  { kind: 'challenge' } | { kind: 'command'; challenge: string; password: string; command: string };

// Null for anything that is not an rcon request (the A2S queries go elsewhere).
export function readRconRequest(packet: Buffer): RconRequest | null {
  if (packet.length < 9 || packet.length > 2048 || !packet.subarray(0, 4).equals(HEADER)) return null;
  const text = packet
    .subarray(4)
    .toString('latin1')
    .replace(/[\0\n\r]+$/, '');
  if (/^challenge rcon$/.test(text)) return { kind: 'challenge' };
  const match = /^rcon (\S+) (?:"([^"]*)"|(\S+)) ?(.*)$/s.exec(text);
  if (!match) return null;
  return { kind: 'command', challenge: match[1], password: match[2] ?? match[3] ?? '', command: match[4] };
}

export function challengeReply(challenge: string): Buffer {
  return Buffer.concat([HEADER, Buffer.from(`challenge rcon ${challenge}\n\0`, 'latin1')]);
}

// The console output in datagrams, split between lines like the engine's flushes.
export function printReplies(output: string): Buffer[] {
  const room = MAX_PACKET_BYTES - PRINT_OVERHEAD;
  const chunks: string[] = [];
  let current = '';
  for (const line of output.match(/[^\n]*\n|[^\n]+$/g) ?? ['']) {
    for (let start = 0; start < line.length; start += room) {
      const piece = line.slice(start, start + room);
      if (current.length + piece.length > room) {
        chunks.push(current);
        current = '';
      }
      current += piece;
    }
  }
  chunks.push(current);
  return chunks.map((chunk) => Buffer.concat([HEADER, Buffer.from(`l${chunk}\0`, 'latin1')]));
}

// The challenges given out, one per client IP address, like HLDS.
export class RconChallenges {
  private readonly issued = new Map<string, { value: string; at: number }>();

  constructor(private readonly now: () => number) {}

  issue(address: string): string {
    const value = String(randomInt(1, 2 ** 31 - 1));
    this.issued.delete(address);
    if (this.issued.size >= MAX_CHALLENGES) {
      const oldest = this.issued.keys().next().value;
      if (oldest !== undefined) this.issued.delete(oldest);
    }
    this.issued.set(address, { value, at: this.now() });
    return value;
  }

  isCurrent(address: string, value: string): boolean {
    const issued = this.issued.get(address);
    return issued !== undefined && issued.value === value && this.now() - issued.at < CHALLENGE_LIFETIME_MS;
  }
}
