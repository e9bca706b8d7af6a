import type { Core } from '@strapi/strapi';
import { ALLOWED_IMAGE_TYPES } from '../users/image-type';

// /uploads is served from the CMS's origin, the admin panel's origin. Whatever a file there is (one
// uploaded before uploads were checked, or put there by hand), the browser never runs it: no type
// sniffing, a sandboxing CSP, and anything but a raster image goes out as an opaque download.
export default (_config: unknown, _context: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    await next();
    if (!ctx.path.startsWith('/uploads/')) return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    if (ctx.status < 300 && !(ALLOWED_IMAGE_TYPES as readonly string[]).includes(ctx.response.type)) {
      ctx.type = 'application/octet-stream';
      ctx.attachment();
    }
  };
