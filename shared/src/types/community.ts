/**
 * `GET /api/community/summary` (cms/README.md "Live data"): the landing page's figures, all from the CMS's
 * latest poll of the game servers and its accounts table. Also the data of the live `summary` event.
 */
export type CommunitySummary = {
  /** Every account. */
  registeredUsers: number;
  servers: { online: number; total: number };
  /** Players on all servers now (what the servers report). */
  playersOnline: number;
  mostActive: {
    /** What `seconds` counts: each listed player's time connected in this session. */
    basis: 'connected-time';
    /** Up to 20, most seconds first. */
    players: ActivePlayer[];
    /** Online players not listed: "Y otros N jugadores conectados". */
    others: number;
  };
  /** Up to four online servers with the most players now. */
  featuredServers: FeaturedServer[];
  /** The poll these figures come from; null before the first. */
  statusCheckedAt: string | null;
};

export type ActivePlayer = { name: string; seconds: number; server: { documentId: string; name: string } };

export type FeaturedServer = {
  documentId: string;
  name: string;
  gameMode: string | null;
  map: string;
  players: number;
  maxPlayers: number;
  /** host:port */
  address: string;
};
