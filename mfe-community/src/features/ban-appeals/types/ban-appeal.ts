import type { Ban } from '@cs16ar/shared';

// The CMS's answers about ban appeals (cms/README.md "Bans": /api/bans/:documentId/appeal, /api/ban-appeals).

export type AppealState = 'pendiente' | 'aceptado' | 'rechazado';

export type AppealImage = { url: string; width: number | null; height: number | null; mime: string };

/** `GET|POST /bans/:documentId/appeal` → `data`: the banned player's own appeal. */
export type BanAppeal = {
  documentId: string;
  banDocumentId: string;
  text: string;
  images: AppealImage[];
  state: AppealState;
  answer: string | null;
  createdAt: string;
  answeredAt: string | null;
};

/** `GET /ban-appeals` → `data[]` (staff). */
export type AppealListItem = {
  documentId: string;
  state: AppealState;
  createdAt: string;
  answeredAt: string | null;
  excerpt: string;
  ban: Pick<Ban, 'documentId' | 'player' | 'server' | 'reason' | 'state'> | null;
};

export type AppealPage = { appeals: AppealListItem[]; page: number; pageCount: number; total: number };

export type EvidenceKind = 'chat' | 'team-chat' | 'kill' | 'death' | 'suicide' | 'team' | 'connect' | 'disconnect';

export type EvidenceLine = {
  at: string;
  /** The game server's own log time, as written ("11/27/2026 - 14:57:05"). */
  logTime: string | null;
  kind: EvidenceKind;
  text: string;
  weapon: string | null;
  headshot: boolean;
  playerName: string;
};

/** `GET /ban-appeals/:documentId` → `data` (staff): the appeal, its ban and the evidence. */
export type StaffAppeal = BanAppeal & {
  answeredBy: string | null;
  ban: Ban | null;
  evidence: {
    server: { documentId: string; name: string } | null;
    from: string | null;
    to: string | null;
    lines: EvidenceLine[];
  };
};

/** What the ban page knows of the signed-in player's appeal: not theirs to appeal, none yet, or theirs. */
export type OwnAppeal = { status: 'not-theirs' } | { status: 'none' } | { status: 'sent'; appeal: BanAppeal };
