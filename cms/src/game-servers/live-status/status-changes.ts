import { isDocumentId } from '../../community/document-id';
import { defineChannel } from '../../cluster/event-bus';
import type { CurrentData } from './game-status';

// What a player can see change on a server between two polls. Only time connected changes on every poll
// for every player; it is not a change on its own (it is carried along with the next real one).
export type LiveChange = 'status' | 'players' | 'map';
export type LiveFields = { online: boolean; current_data: CurrentData | null };

function playersKey(data: CurrentData | null): string {
  if (!data) return '';
  const list = data.players.list.map((player) => `${player.name}\u0000${player.score}`).join('\u0001');
  return `${data.players.online}/${data.players.max}\u0002${list}`;
}

export function changesBetween(before: LiveFields | undefined, after: LiveFields): LiveChange[] {
  if (!before) return ['status', 'players', 'map'];
  const changes: LiveChange[] = [];
  if (before.online !== after.online) changes.push('status');
  if (playersKey(before.current_data) !== playersKey(after.current_data)) changes.push('players');
  if ((before.current_data?.map ?? null) !== (after.current_data?.map ?? null)) changes.push('map');
  return changes;
}

// Published by whichever instance polls, after the poll's writes are committed: which servers changed.
// Receivers read the servers themselves (the message stays small whatever the players did).
export type LiveStatusChange = { checkedAt: number; documentIds: string[] };

const MAX_IDS = 200;

export const liveStatusChanges = defineChannel<LiveStatusChange>('live-status.changed', (raw) => {
  if (!raw || typeof raw !== 'object') return null;
  const { checkedAt, documentIds } = raw as Record<string, unknown>;
  if (typeof checkedAt !== 'number' || !Number.isFinite(checkedAt)) return null;
  if (!Array.isArray(documentIds) || documentIds.length > MAX_IDS) return null;
  if (!documentIds.every(isDocumentId)) return null;
  return { checkedAt, documentIds };
});
