import type dgram from 'node:dgram';
import { answerA2s, type A2sSource, type AnswerOptions } from './a2s-answer';
import {
  encodeInfo,
  encodeLegacyInfo,
  encodePlayers,
  splitGoldSrc,
  type A2sRequest,
  type ServerInfo,
} from './a2s-protocol';

// How a simulated server answers queries: like a current HLDS (the default), or like the broken and the
// different servers a real server list holds, so the poller is tested against them over real UDP.
export const REPLY_BEHAVIOURS = [
  // Counter-Strike 1.6 on a current HLDS build, with the 0x41 challenge.
  'hlds',
  // Every reply cut off in the middle (no challenge, so the cut reply is the information itself).
  'truncated',
  // Replies far beyond GoldSrc's 1400 bytes in one datagram: 60 KB of junk after the information, 255
  // players with 200-character names.
  'oversized',
  // Every request answered with a packet of a type it did not ask for.
  'wrong-type',
  // The player list in GoldSrc split packets (FF FF FF FE), last part first.
  'split',
  // Replies sent from another UDP port than the one queried (a NAT or a misconfigured host).
  'other-address',
  // An HLTV proxy: server type "p", its spectators as players, nobody in the player list.
  'hltv',
  // An old non-Steam build: protocol 47, no VAC, no challenge, and the obsolete 0x6D reply sent before 0x49.
  'non-steam',
] as const;
export type ReplyBehaviour = (typeof REPLY_BEHAVIOURS)[number];

const HLTV_SPECTATORS = 12;
const HLTV_SLOTS = 100;

export type FaultyContext = {
  source: A2sSource;
  // The address a non-Steam server prints in its 0x6D reply.
  host: string;
  port: number;
  // Numbers the split replies, one per reply.
  nextSplitId: () => number;
};

// The datagrams a server that behaves like `behaviour` sends for one request (none: it stays silent).
export function repliesFor(
  behaviour: ReplyBehaviour,
  request: A2sRequest,
  remote: dgram.RemoteInfo,
  context: FaultyContext,
): Buffer[] {
  const { source } = context;
  const reply = (options: AnswerOptions = {}) => answerA2s(source, request, options);
  switch (behaviour) {
    case 'truncated':
      return [reply({ challenge: false })]
        .filter((packet): packet is Buffer => packet !== null)
        .map((packet) => packet.subarray(0, Math.ceil(packet.length / 2)));
    case 'oversized': {
      const players = Array.from({ length: 255 }, (_unused, index) => ({
        name: `${index}`.padEnd(200, 'W'),
        score: index,
        durationSeconds: index * 60,
      }));
      const packet = reply({ players });
      if (!packet) return [];
      return [request.kind === 'info' ? Buffer.concat([packet, Buffer.alloc(60000, 0x41)]) : packet];
    }
    case 'wrong-type': {
      const info = source.info();
      const wrong = request.kind === 'info' ? encodePlayers(source.players()) : encodeInfo(info);
      return [wrong];
    }
    case 'split': {
      const packet = reply();
      if (!packet) return [];
      if (request.kind !== 'players' || packet[4] !== 0x44) return [packet];
      const parts = splitGoldSrc(packet, context.nextSplitId(), Math.ceil(packet.length / 3));
      return parts.reverse();
    }
    case 'hltv': {
      const packet = reply({
        info: { serverType: 'p', players: HLTV_SPECTATORS, maxPlayers: HLTV_SLOTS, bots: 0 },
        players: [],
      });
      return packet ? [packet] : [];
    }
    case 'non-steam': {
      const overrides: Partial<ServerInfo> = { protocol: 47, vacSecured: false, version: '1.1.2.6' };
      const packet = reply({ challenge: false, info: overrides });
      if (!packet) return [];
      if (request.kind !== 'info') return [packet];
      const address = `${remote.address === '127.0.0.1' ? context.host : remote.address}:${context.port}`;
      return [encodeLegacyInfo({ ...source.info(), ...overrides }, address), packet];
    }
    default: {
      const packet = reply();
      return packet ? [packet] : [];
    }
  }
}
