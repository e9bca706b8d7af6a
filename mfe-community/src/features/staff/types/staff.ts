import type { StaffMemberFace } from '@cs16ar/shared';

/** Where a staff member is now, from the game servers' logs; null without a Steam ID the site trusts. */
export type StaffPresence = {
  state: 'playing' | 'offline';
  server: { documentId: string; name: string } | null;
  since: string | null;
  lastSeen: string | null;
};

/** `GET /staff` (cms/README.md "API"): owners, then administrators, then moderators. */
export type StaffMember = StaffMemberFace & {
  /** The servers they look after. */
  servers: { documentId: string; name: string; gameMode: string | null }[];
  presence: StaffPresence | null;
};
