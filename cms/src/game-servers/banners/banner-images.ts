import type { Core } from '@strapi/strapi';
import { serverHistory } from '../live-status/history-graph';
import { createImageCache } from './image-cache';
import { serverBannerSvg } from './server-banner';

// A server's banner as SVG and PNG (image-cache.ts: drawn at most every BANNER_REFRESH_MS, a PNG per distinct SVG).

const SERVER_UID = 'api::server.server';
const BANNER_REFRESH_MS = 30_000;

type Row = {
  name: string;
  ipAddress: string;
  port: number;
  maxPlayers: number | null;
  online: boolean | null;
  current_data: { players?: { online?: unknown; max?: unknown }; map?: unknown } | null;
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0);

export function createServerBanners(strapi: Core.Strapi) {
  const images = createImageCache(BANNER_REFRESH_MS);

  async function draw(documentId: string): Promise<string | null> {
    const row = (await strapi.db.query(SERVER_UID).findOne({
      where: { documentId },
      select: ['name', 'ipAddress', 'port', 'maxPlayers', 'online', 'current_data'],
    })) as Row | null;
    if (!row) return null;
    const history = await serverHistory(strapi.db.connection, documentId, '24h', Date.now());
    const online = row.online === true;
    return serverBannerSvg({
      name: row.name,
      online,
      map: typeof row.current_data?.map === 'string' ? row.current_data.map : null,
      players: online ? count(row.current_data?.players?.online) : 0,
      maxPlayers: count(row.current_data?.players?.max) || count(row.maxPlayers),
      address: `${row.ipAddress}:${row.port}`,
      lastDay: history.buckets.map((bucket) => bucket.players?.avg ?? null),
    });
  }

  return {
    svg: (documentId: string) => images.svg(documentId, () => draw(documentId)),
    png: (documentId: string) => images.png(documentId, () => draw(documentId)),
  };
}

export type ServerBanners = ReturnType<typeof createServerBanners>;
