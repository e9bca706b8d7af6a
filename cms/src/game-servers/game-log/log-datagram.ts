// The framing of one HLDS log datagram (`logaddress_add`): the out-of-band header FF FF FF FF, then
//   `log L MM/DD/YYYY - HH:MM:SS: <event>\n\0`         GoldSrc (HLDS)
//   `RL MM/DD/YYYY - HH:MM:SS: <event>\n\0`            Source engine
//   `S<secret>L MM/DD/YYYY - HH:MM:SS: <event>\n\0`    either, with sv_logsecret set (no separator)
// Every check is linear and runs before anything is kept; nothing here throws on hostile bytes.

// HLDS formats a log line into a 1024-byte buffer: nothing longer is a real line.
export const MAX_LOG_TEXT_BYTES = 1024;
// Header, "log " or "S" plus a secret of up to 64 characters, and the trailing "\n\0".
export const MAX_LOG_DATAGRAM_BYTES = 4 + 4 + 64 + MAX_LOG_TEXT_BYTES + 2;
export const MAX_LOG_SECRET_LENGTH = 64;

export type LogDatagram = {
  // The secret the server sent (S form), or null (plain forms).
  secret: string | null;
  // "MM/DD/YYYY - HH:MM:SS" as the server wrote it: server-local time without a zone, so it only
  // identifies the line (arrival time is what counts).
  time: string;
  // What happened, after the timestamp.
  event: string;
};

export type DatagramRejection = 'oversized' | 'malformed';

export type DatagramResult = { ok: true; datagram: LogDatagram } | { ok: false; reason: DatagramRejection };

const SECRET_AND_TIME = /^S([!-~]{1,64}?)L (\d\d\/\d\d\/\d{4} - \d\d:\d\d:\d\d): /;
const TIME = /^L (\d\d\/\d\d\/\d{4} - \d\d:\d\d:\d\d): /;
const utf8 = new TextDecoder('utf-8', { fatal: false });

function endWithoutTrailer(packet: Buffer): number {
  let end = packet.length;
  while (end > 4 && (packet[end - 1] === 0x00 || packet[end - 1] === 0x0a || packet[end - 1] === 0x0d)) end -= 1;
  return end;
}

type Header = { secret: string | null; time: string; eventStart: number };

// Which of the three forms the datagram uses, and where its event text starts.
function readHeader(packet: Buffer, end: number): Header | null {
  const peek = (from: number, length: number) => packet.toString('latin1', from, Math.min(end, from + length));
  if (peek(4, 4) === 'log ' || packet[4] === 0x52 /* R */) {
    const from = packet[4] === 0x52 ? 5 : 8;
    const head = TIME.exec(peek(from, 30));
    return head ? { secret: null, time: head[1], eventStart: from + head[0].length } : null;
  }
  if (packet[4] === 0x53 /* S */) {
    // The secret is ASCII without spaces, so the first "L <timestamp>: " after it ends it.
    const head = SECRET_AND_TIME.exec(peek(4, 1 + MAX_LOG_SECRET_LENGTH + 30));
    return head ? { secret: head[1], time: head[2], eventStart: 4 + head[0].length } : null;
  }
  return null;
}

export function readLogDatagram(packet: Buffer): DatagramResult {
  if (packet.length > MAX_LOG_DATAGRAM_BYTES) return { ok: false, reason: 'oversized' };
  if (packet.length < 8 || packet.readInt32LE(0) !== -1) return { ok: false, reason: 'malformed' };
  const end = endWithoutTrailer(packet);
  // One line per datagram: a NUL or a line break inside it is not something HLDS sends.
  for (let i = 4; i < end; i += 1) {
    if (packet[i] === 0x00 || packet[i] === 0x0a || packet[i] === 0x0d) return { ok: false, reason: 'malformed' };
  }
  const header = readHeader(packet, end);
  if (!header || end <= header.eventStart) return { ok: false, reason: 'malformed' };
  if (end - header.eventStart > MAX_LOG_TEXT_BYTES) return { ok: false, reason: 'oversized' };
  // Names are UTF-8 from the game client: invalid bytes become U+FFFD instead of failing the line.
  const event = utf8.decode(packet.subarray(header.eventStart, end));
  return { ok: true, datagram: { secret: header.secret, time: header.time, event } };
}
