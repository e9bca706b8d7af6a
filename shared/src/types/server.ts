import type { StrapiMedia } from './media';

export type ServerPlayer = {
  name: string;
  score: number;
  /** Seconds connected. */
  time: number;
};

/** Live status written by the CMS poller (docs/product.md §3 `current_data`). */
export type ServerCurrentData = {
  players: {
    online: number;
    max: number;
    list: ServerPlayer[];
  };
  map: string;
  game?: string;
};

/** The other live shape docs/product.md §3 mentions: a raw query result. */
export type ServerQueryData = {
  players?: ServerPlayer[];
  maxplayers?: number;
  map?: string;
};

export type ServerPrivilege = {
  id?: number;
  type: string;
};

export type ServerUserSummary = {
  id: number;
  documentId?: string;
  username: string;
  nickname?: string | null;
  userType?: string | null;
};

export type Server = {
  id: number;
  documentId: string;
  name: string;
  description?: string | null;
  ipAddress: string;
  port: number;
  location?: string | null;
  maxPlayers?: number | null;
  gameMode?: string | null;
  photo?: StrapiMedia | null;
  privilege?: ServerPrivilege | null;
  online?: boolean | null;
  mod_guide?: string | null;
  rules?: string | null;
  current_data?: ServerCurrentData | null;
  /** When the CMS last polled this server (ISO, UTC); null before its first poll. */
  statusCheckedAt?: string | null;
  query?: ServerQueryData | null;
  users?: ServerUserSummary[];
  createdAt?: string;
  updatedAt?: string;
};

/** `GET /servers/{id}/statistics`: labels and values printed as they come. */
export type ServerStatistics = Record<string, string | number>;
