import { defineChannel } from '../cluster/event-bus';
import { DOCUMENT_ID } from '../community/document-id';

// "These bans changed" (created from a server's log, lifted, or their time ran out: src/bans), published by
// the instance that saw it; every instance then tells its own live-event clients, so /baneos and a ban's page
// update without polling. Only public facts travel: a ban's documentId and what happened to it.
// 'delivered': a community-wide ban's rcon deliveries changed ("aplicado en N de M"); 'shortened': staff
// gave it a shorter duration.
export const BAN_CHANGES = ['created', 'lifted', 'expired', 'delivered', 'shortened'] as const;
export type BanChangeKind = (typeof BAN_CHANGES)[number];
export type BanChange = { bans: { documentId: string; change: BanChangeKind }[] };

const MAX_BANS = 200;

export const banChanges = defineChannel<BanChange>('ban.changed', (raw) => {
  const bans = (raw as { bans?: unknown } | null)?.bans;
  if (!Array.isArray(bans) || bans.length === 0 || bans.length > MAX_BANS) return null;
  const valid = bans.every((ban) => {
    const { documentId, change } = (ban ?? {}) as { documentId?: unknown; change?: unknown };
    return (
      typeof documentId === 'string' &&
      DOCUMENT_ID.test(documentId) &&
      typeof change === 'string' &&
      (BAN_CHANGES as readonly string[]).includes(change)
    );
  });
  return valid ? { bans: bans as BanChange['bans'] } : null;
});
