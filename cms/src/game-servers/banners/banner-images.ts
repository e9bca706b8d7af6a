import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { serverHistory } from '../live-status/history-graph';
import { createMemo } from '../statistics/memo';
import { serverBannerSvg } from './server-banner';

// A server's banner as SVG and PNG, cheap to ask again and again (a forum shows it on every page view, a crawler asks
// every server's): the SVG is made from the server's row and its 24 hours of players at most once every
// BANNER_REFRESH_MS per server, and a PNG is rendered once per distinct SVG (its hash is the ETag, so an unchanged
// banner answers 304).

const SERVER_UID = 'api::server.server';
const BANNER_REFRESH_MS = 30_000;
const PNG_KEPT_MS = 10 * 60_000;

export type BannerImage = { body: string | Buffer; etag: string };

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
  const svgs = createMemo<BannerImage | null>(() => BANNER_REFRESH_MS, 500);
  const pngs = createMemo<Buffer>(() => PNG_KEPT_MS, 200);

  function svg(documentId: string): Promise<BannerImage | null> {
    return svgs.get(documentId, async () => {
      const row = (await strapi.db.query(SERVER_UID).findOne({
        where: { documentId },
        select: ['name', 'ipAddress', 'port', 'maxPlayers', 'online', 'current_data'],
      })) as Row | null;
      if (!row) return null;
      const history = await serverHistory(strapi.db.connection, documentId, '24h', Date.now());
      const online = row.online === true;
      const map = typeof row.current_data?.map === 'string' ? row.current_data.map : null;
      const body = serverBannerSvg({
        name: row.name,
        online,
        map,
        players: online ? count(row.current_data?.players?.online) : 0,
        maxPlayers: count(row.current_data?.players?.max) || count(row.maxPlayers),
        address: `${row.ipAddress}:${row.port}`,
        lastDay: history.buckets.map((bucket) => bucket.players?.avg ?? null),
      });
      return { body, etag: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
    });
  }

  async function png(documentId: string): Promise<BannerImage | null> {
    const drawn = await svg(documentId);
    if (!drawn) return null;
    const body = await pngs.get(drawn.etag, () => sharp(Buffer.from(drawn.body)).png().toBuffer());
    return { body, etag: `${drawn.etag}-png` };
  }

  return { svg, png };
}

export type ServerBanners = ReturnType<typeof createServerBanners>;
