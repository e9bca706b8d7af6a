import type { AppealEvidenceLine, EvidenceKind } from '@cs16ar/contracts';
import type { LogEvent } from '../game-log/log-events';
import type { PlayerToken } from '../game-log/player-token';

// Which of a log line's events a ban appeal's evidence keeps, per player (docs/product.md "Baneos"): chat,
// kills and deaths (weapon, headshot), suicides, team changes, entering and leaving. Pure, no I/O; the rows
// are written by evidence-store.ts in the consumer's transaction. Only players with a Steam ID or a non-Steam
// id are kept (bots, HLTV and unvalidated ids could be anybody), and a line with more than one reading (a hostile
// name or message imitating another event's text) is dropped rather than blamed on the wrong player: the consumer
// first lets the player sessions pick a chat line's real speaker (src/game-servers/statistics/apply-log-events.ts, chatSpeaker).

export const EVIDENCE_KINDS = [
  'chat',
  'team-chat',
  'kill',
  'death',
  'suicide',
  'team',
  'connect',
  'disconnect',
] as const satisfies readonly EvidenceKind[];
export type { EvidenceKind };

// A row of the evidence table: an appeal's evidence line (the contract's shape, `at` as the number stored) and
// whose it is.
export type EvidenceLine = Omit<AppealEvidenceLine, 'at'> & {
  serverDocumentId: string;
  steamId: string;
  at: number;
};

// "L 11/27/2026 - 14:57:05: " in front of every queued line.
const LOG_TIME = /^L (\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}): /;

export function serverLogTime(queuedLine: string): string | null {
  return LOG_TIME.exec(queuedLine)?.[1] ?? null;
}

type Source = { serverDocumentId: string; at: number; logTime: string | null };

function row(
  source: Source,
  player: PlayerToken,
  kind: EvidenceKind,
  text: string,
  extra: { weapon?: string; headshot?: boolean } = {},
): EvidenceLine[] {
  if (!player.steamId) return [];
  return [
    {
      ...source,
      steamId: player.steamId,
      kind,
      text,
      weapon: extra.weapon ?? null,
      headshot: extra.headshot ?? false,
      playerName: player.name,
    },
  ];
}

export function evidenceOf(event: LogEvent, source: Source): EvidenceLine[] {
  switch (event.type) {
    case 'chat': {
      if (event.candidates.length !== 1) return [];
      const [said] = event.candidates;
      return row(source, said.player, said.team ? 'team-chat' : 'chat', said.text);
    }
    case 'kill': {
      if (event.candidates.length !== 1) return [];
      const [{ killer, victim }] = event.candidates;
      const how = { weapon: event.weapon, headshot: event.headshot };
      return [...row(source, killer, 'kill', victim.name, how), ...row(source, victim, 'death', killer.name, how)];
    }
    case 'suicide':
      return row(source, event.player, 'suicide', '', { weapon: event.weapon });
    case 'joined-team':
      return row(source, event.player, 'team', event.team);
    case 'entered':
      return row(source, event.player, 'connect', '');
    case 'disconnected':
      return row(source, event.player, 'disconnect', '');
    default:
      return [];
  }
}
