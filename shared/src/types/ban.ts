/** docs/product.md §2 "Baneos": a ban as `GET /api/bans` answers it (cms/README.md "Bans"). Never an IP address. */
export type BanState = 'activo' | 'permanente' | 'expirado' | 'levantado';

export type Ban = {
  documentId: string;
  player: { name: string | null; steamId: string; profileId: string | null };
  server: { documentId: string; name: string } | null;
  reason: string | null;
  /** The rule broken, as its anchor on the rules page (`general-3`), when staff named one. */
  ruleAnchor: string | null;
  /** `name` null: the server console ("Consola"). `profileId`: the admin's account, when their Steam ID is verified. */
  admin: { name: string | null; profileId: string | null };
  bannedAt: string;
  /** null: permanent. */
  durationSeconds: number | null;
  permanent: boolean;
  expiresAt: string | null;
  liftedAt: string | null;
  state: BanState;
  communityWide: boolean;
  /** A community-wide ban: on how many of the other servers its latest command (ban, or lift) was applied. */
  deliveries: { applied: number; total: number } | null;
};

export type BanPage = {
  bans: Ban[];
  page: number;
  pageCount: number;
  total: number;
};
