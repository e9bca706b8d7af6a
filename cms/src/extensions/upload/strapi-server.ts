import type { Core } from '@strapi/strapi';
import { profilePictureGuard } from '../../users/profile-picture-guard';

type Route = {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown> & { middlewares?: unknown[] };
};
type UploadPlugin = { routes: { 'content-api': { routes: Route[] } } };

export default (plugin: UploadPlugin): UploadPlugin => {
  const upload = plugin.routes['content-api'].routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload plugin has no POST / content API route to guard');
  const guard: Core.MiddlewareHandler = (ctx, next) => profilePictureGuard(strapi)(ctx, next);
  upload.config = { ...upload.config, middlewares: [...(upload.config?.middlewares ?? []), guard] };
  return plugin;
};
