import type { Ban } from '@cs16ar/contracts';

/** docs/product.md §2 "Baneos": a ban as `GET /api/bans` answers it, written once in `@cs16ar/contracts`. */
export type { Ban, BanState } from '@cs16ar/contracts';
export { MAX_BAN_MINUTES } from '@cs16ar/contracts';
/** Ban appeals (descargos) as the CMS answers them, written once in `@cs16ar/contracts`. */
export type {
  AppealEvidenceLine,
  AppealImage,
  AppealListItem,
  AppealState,
  BanAppeal,
  EvidenceKind,
  StaffAppeal,
} from '@cs16ar/contracts';

export type BanPage = {
  bans: Ban[];
  page: number;
  pageCount: number;
  total: number;
};
