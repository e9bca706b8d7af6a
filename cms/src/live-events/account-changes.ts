import { defineChannel } from '../cluster/event-bus';
import { DOCUMENT_ID } from '../community/document-id';

// "These accounts changed" (today: their Steam ID was linked or moved, src/game-servers/steam-link), published by the
// instance that changed them; every instance then tells its own live-event clients. Only the accounts'
// documentIds travel (their public profiles' addresses; a numeric id could be counted): what changed is read by
// the account's owner through their own session, so the public stream says nothing private.
export type AccountChange = { profileIds: string[] };

const MAX_IDS = 200;

export const accountChanges = defineChannel<AccountChange>('account.changed', (raw) => {
  const profileIds = (raw as { profileIds?: unknown } | null)?.profileIds;
  if (!Array.isArray(profileIds) || profileIds.length === 0 || profileIds.length > MAX_IDS) return null;
  if (!profileIds.every((id) => typeof id === 'string' && DOCUMENT_ID.test(id))) return null;
  return { profileIds: profileIds as string[] };
});
