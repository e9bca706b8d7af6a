import type { Core } from '@strapi/strapi';
import { isOversizedImage } from '../../users/image-type';
import { profilePictureGuard } from '../../users/profile-picture-guard';

type Route = {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown> & { middlewares?: unknown[] };
};
type ProcessedFile = { filepath?: string };
type ImageManipulation = { isFaultyImage: (file: ProcessedFile) => Promise<boolean> } & Record<string, unknown>;
type UploadPlugin = {
  routes: { 'content-api': { routes: Route[] } };
  services: Record<string, unknown> & { 'image-manipulation': ImageManipulation };
};

export default (plugin: UploadPlugin): UploadPlugin => {
  const upload = plugin.routes['content-api'].routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload plugin has no POST / content API route to guard');
  const guard: Core.MiddlewareHandler = (ctx, next) => profilePictureGuard(strapi)(ctx, next);
  upload.config = { ...upload.config, middlewares: [...(upload.config?.middlewares ?? []), guard] };

  // Every upload (the admin panel's media library and the seed too) is checked for faults first, by
  // decoding it whole, then optimised and resized: an image over the pixel limit is called faulty from its
  // header, before any of that decodes it.
  const imageManipulation = plugin.services['image-manipulation'];
  plugin.services['image-manipulation'] = {
    ...imageManipulation,
    async isFaultyImage(file: ProcessedFile) {
      if (file.filepath && (await isOversizedImage(file.filepath))) return true;
      return imageManipulation.isFaultyImage(file);
    },
  };
  return plugin;
};
