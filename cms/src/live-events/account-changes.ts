import { defineChannel } from '../cluster/event-bus';

// "These accounts changed" (today: their Steam ID was linked or moved, src/steam-link), published by the
// instance that changed them; every instance then tells its own live-event clients. Only ids travel: what
// changed is read by the account's owner through their own session, so the public stream says nothing private.
export type AccountChange = { userIds: number[] };

const MAX_IDS = 200;

export const accountChanges = defineChannel<AccountChange>('account.changed', (raw) => {
  const userIds = (raw as { userIds?: unknown } | null)?.userIds;
  if (!Array.isArray(userIds) || userIds.length === 0 || userIds.length > MAX_IDS) return null;
  if (!userIds.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) return null;
  return { userIds: userIds as number[] };
});
