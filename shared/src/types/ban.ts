import type { Ban } from '@cs16ar/contracts';

/** docs/product.md §2 "Baneos": a ban as `GET /api/bans` answers it, written once in `@cs16ar/contracts`. */
export type { Ban, BanState } from '@cs16ar/contracts';

export type BanPage = {
  bans: Ban[];
  page: number;
  pageCount: number;
  total: number;
};
