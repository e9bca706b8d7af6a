import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import type { DrawnImage } from '../game-servers/banners/image-cache';

// An image (a server's banner, a player's signature) answered so any site may show it: Cross-Origin-Resource-Policy
// cross-origin (the CMS's default keeps its answers to the site), reused by browsers and caches for a minute, 304
// while unchanged; a 404 with `notFound` when there is nothing to draw.
export function answerImage(ctx: Context, type: string, image: DrawnImage | null, notFound: string): void {
  if (!image) throw new errors.NotFoundError(notFound);
  const etag = `"${image.etag}"`;
  ctx.set('Cache-Control', 'public, max-age=60');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('ETag', etag);
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = type;
  ctx.body = image.body;
}
