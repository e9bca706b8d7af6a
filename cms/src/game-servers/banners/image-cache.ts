import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createMemo } from '../statistics/memo';

// The images of this folder (server banners, player signatures), cheap to ask again and again (a forum shows one on
// every page view, a crawler asks for all of them): each SVG is drawn from the data at most once every `refreshMs`
// per key, and a PNG is rendered once per distinct SVG (its hash is the ETag, so an unchanged image answers 304).

export type DrawnImage = { body: string | Buffer; etag: string };

const PNG_KEPT_MS = 10 * 60_000;

export function createImageCache(refreshMs: number) {
  const svgs = createMemo<DrawnImage | null>(() => refreshMs, 1000);
  const pngs = createMemo<Buffer>(() => PNG_KEPT_MS, 300);

  function svg(key: string, draw: () => Promise<string | null>): Promise<DrawnImage | null> {
    return svgs.get(key, async () => {
      const body = await draw();
      return body === null ? null : { body, etag: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
    });
  }

  async function png(key: string, draw: () => Promise<string | null>): Promise<DrawnImage | null> {
    const drawn = await svg(key, draw);
    if (!drawn) return null;
    const body = await pngs.get(drawn.etag, () => sharp(Buffer.from(drawn.body)).png().toBuffer());
    return { body, etag: `${drawn.etag}-png` };
  }

  return { svg, png };
}
