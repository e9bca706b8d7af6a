// Encoding of the Valve server query (A2S) packets a GoldSrc (Counter-Strike 1.6) server answers with.
// Reference: Valve Developer Wiki, "Server queries". All integers are little endian.

export const A2S_INFO_REQUEST = 0x54;
export const A2S_PLAYER_REQUEST = 0x55;
export const A2S_RULES_REQUEST = 0x56;
export const A2S_LEGACY_CHALLENGE_REQUEST = 0x57;

const INFO_RESPONSE = 0x49;
// The reply of pre-Steam GoldSrc ("m"), which old and non-Steam HLDS builds still send beside 0x49.
const LEGACY_INFO_RESPONSE = 0x6d;
const PLAYER_RESPONSE = 0x44;
const RULES_RESPONSE = 0x45;
const CHALLENGE_RESPONSE = 0x41;

const INFO_PAYLOAD = 'Source Engine Query\0';
// Protocol 48 is what GoldSrc servers report; app id 10 is Counter-Strike.
const GOLDSRC_PROTOCOL = 48;
const CS16_APP_ID = 10;
// GoldSrc's single-packet limit; the simulator keeps every answer inside it.
export const MAX_PACKET_BYTES = 1400;

export type A2sRequest =
  | { kind: 'info'; challenge: number | null }
  | { kind: 'players'; challenge: number }
  | { kind: 'rules'; challenge: number }
  | { kind: 'challenge' };

export type ServerInfo = {
  name: string;
  map: string;
  folder: string;
  game: string;
  players: number;
  maxPlayers: number;
  bots: number;
  version: string;
  gamePort: number;
  // 48 for current HLDS, 47 for old (often non-Steam) builds.
  protocol?: number;
  // 'd' dedicated, 'l' listen, 'p' an HLTV proxy.
  serverType?: 'd' | 'l' | 'p';
  vacSecured?: boolean;
};

export type PlayerEntry = { name: string; score: number; durationSeconds: number };

class PacketWriter {
  private readonly chunks: Buffer[] = [];

  byte(value: number): this {
    this.chunks.push(Buffer.from([value & 0xff]));
    return this;
  }

  short(value: number): this {
    const b = Buffer.alloc(2);
    b.writeUInt16LE(value & 0xffff);
    this.chunks.push(b);
    return this;
  }

  long(value: number): this {
    const b = Buffer.alloc(4);
    b.writeInt32LE(value | 0);
    this.chunks.push(b);
    return this;
  }

  float(value: number): this {
    const b = Buffer.alloc(4);
    b.writeFloatLE(value);
    this.chunks.push(b);
    return this;
  }

  string(value: string): this {
    this.chunks.push(Buffer.from(value.replace(/\0/g, ''), 'utf8'), Buffer.from([0]));
    return this;
  }

  toBuffer(): Buffer {
    return Buffer.concat([Buffer.from([0xff, 0xff, 0xff, 0xff]), ...this.chunks]);
  }
}

// Returns null for anything that is not a well-formed A2S request, so junk is silently ignored like a
// real server does.
export function parseRequest(packet: Buffer): A2sRequest | null {
  if (packet.length < 5 || packet.readInt32LE(0) !== -1) return null;
  const type = packet[4];
  switch (type) {
    case A2S_INFO_REQUEST: {
      const payload = packet.subarray(5, 5 + INFO_PAYLOAD.length).toString('latin1');
      if (payload !== INFO_PAYLOAD) return null;
      const rest = packet.subarray(5 + INFO_PAYLOAD.length);
      return { kind: 'info', challenge: rest.length >= 4 ? rest.readInt32LE(0) : null };
    }
    case A2S_PLAYER_REQUEST:
    case A2S_RULES_REQUEST: {
      if (packet.length < 9) return null;
      const challenge = packet.readInt32LE(5);
      return type === A2S_PLAYER_REQUEST ? { kind: 'players', challenge } : { kind: 'rules', challenge };
    }
    case A2S_LEGACY_CHALLENGE_REQUEST:
      return { kind: 'challenge' };
    default:
      return null;
  }
}

export function encodeChallenge(challenge: number): Buffer {
  return new PacketWriter().byte(CHALLENGE_RESPONSE).long(challenge).toBuffer();
}

export function encodeInfo(info: ServerInfo): Buffer {
  return new PacketWriter()
    .byte(INFO_RESPONSE)
    .byte(info.protocol ?? GOLDSRC_PROTOCOL)
    .string(info.name)
    .string(info.map)
    .string(info.folder)
    .string(info.game)
    .short(CS16_APP_ID)
    .byte(info.players)
    .byte(info.maxPlayers)
    .byte(info.bots)
    .byte((info.serverType ?? 'd').charCodeAt(0))
    .byte('l'.charCodeAt(0)) // Linux
    .byte(0) // no password
    .byte(info.vacSecured === false ? 0 : 1)
    .string(info.version)
    .byte(0x80) // extra data flag: game port follows
    .short(info.gamePort)
    .toBuffer();
}

// The obsolete GoldSrc info reply (Valve Developer Wiki, "Server queries", "Obsolete GoldSource Response").
export function encodeLegacyInfo(info: ServerInfo, address: string): Buffer {
  return new PacketWriter()
    .byte(LEGACY_INFO_RESPONSE)
    .string(address)
    .string(info.name)
    .string(info.map)
    .string(info.folder)
    .string(info.game)
    .byte(info.players)
    .byte(info.maxPlayers)
    .byte(info.protocol ?? GOLDSRC_PROTOCOL)
    .byte((info.serverType ?? 'd').charCodeAt(0))
    .byte('l'.charCodeAt(0))
    .byte(0) // no password
    .byte(0) // not a mod
    .byte(info.vacSecured === false ? 0 : 1)
    .byte(info.bots)
    .toBuffer();
}

// A reply too large for one packet, as GoldSrc splits it: each part is FF FF FF FE, the reply's id (4
// bytes), one byte with the part's number (high nibble) and the number of parts (low nibble), then its
// share of the whole reply (which starts with its own FF FF FF FF header).
export function splitGoldSrc(reply: Buffer, id: number, partBytes: number): Buffer[] {
  const count = Math.ceil(reply.length / partBytes);
  if (count > 15) throw new Error('a GoldSrc split reply has at most 15 parts');
  return Array.from({ length: count }, (_unused, index) => {
    const header = Buffer.alloc(9);
    header.writeInt32LE(-2, 0);
    header.writeInt32LE(id | 0, 4);
    header[8] = (index << 4) | count;
    return Buffer.concat([header, reply.subarray(index * partBytes, (index + 1) * partBytes)]);
  });
}

export function encodePlayers(players: readonly PlayerEntry[]): Buffer {
  const writer = new PacketWriter().byte(PLAYER_RESPONSE).byte(players.length);
  players.forEach((player, index) => {
    writer.byte(index).string(player.name).long(player.score).float(player.durationSeconds);
  });
  return writer.toBuffer();
}

export function encodeRules(rules: Readonly<Record<string, string>>): Buffer {
  const entries = Object.entries(rules);
  const writer = new PacketWriter().byte(RULES_RESPONSE).short(entries.length);
  for (const [key, value] of entries) writer.string(key).string(value);
  return writer.toBuffer();
}
