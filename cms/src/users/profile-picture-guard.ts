import type { KoaContext } from '../http/content-api';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { forbidden, unauthorized } from '../http/errors';
import { consumeOrRefuse } from '../http/rate-limits';
import { inspectImage, MAX_IMAGE_SIDE } from './image-type';
import { USER_UID } from './user-fields';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
// No fileInfo: the stored name is the server's, not the client's.
const ALLOWED_BODY_KEYS = ['ref', 'refId', 'field'];

type UploadedFile = { filepath: string; size: number; mimetype?: string | null; originalFilename?: string | null };
type AuthUser = { id: number };

function uploadedFiles(ctx: KoaContext): UploadedFile[] {
  const files = (ctx.request as { files?: { files?: UploadedFile | UploadedFile[] } }).files?.files;
  if (!files) return [];
  return Array.isArray(files) ? files : [files];
}

async function currentPictureId(strapi: Core.Strapi, userId: number): Promise<number | null> {
  const user = (await strapi.db.query(USER_UID).findOne({
    where: { id: userId },
    populate: { profilePicture: { select: ['id'] } },
  })) as { profilePicture?: { id: number } | null } | null;
  return user?.profilePicture?.id ?? null;
}

// The old picture goes once nothing else uses it, so replacing a picture leaves no orphan file behind.
async function removeIfUnused(strapi: Core.Strapi, fileId: number): Promise<void> {
  const file = (await strapi.db.query('plugin::upload.file').findOne({
    where: { id: fileId },
    populate: { related: true },
  })) as { related?: unknown[] } | null;
  if (!file || (Array.isArray(file.related) && file.related.length > 0)) return;
  await strapi.plugin('upload').service('upload').remove(file);
}

// Route middleware on POST /api/upload. The authenticated role may upload, but only one image, to its
// own profilePicture: no free media-library uploads, no replacing files by id, no writing to other
// users or other content types. Checked before Strapi's upload action stores anything.
export function profilePictureGuard(strapi: Core.Strapi): Core.MiddlewareHandler {
  return async (ctx, next) => {
    const user = ctx.state.user as AuthUser | undefined;
    if (!user) unauthorized();
    await consumeOrRefuse(
      ctx,
      'upload',
      String(user.id),
      (wait) => `Subiste demasiadas fotos seguidas. Esperá ${wait} y volvé a intentar.`,
    );
    if (ctx.query.id !== undefined) forbidden('Solo podés cambiar tu propia foto de perfil.');

    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const extra = Object.keys(body).filter((key) => !ALLOWED_BODY_KEYS.includes(key));
    if (extra.length > 0) {
      throw new errors.ValidationError(`Campos no permitidos: ${extra.slice(0, 5).join(', ')}.`);
    }
    if (body.ref !== USER_UID || body.field !== 'profilePicture' || String(body.refId) !== String(user.id)) {
      forbidden('Solo podés cambiar tu propia foto de perfil.');
    }

    const files = uploadedFiles(ctx);
    if (files.length === 0) throw new errors.ValidationError('Elegí una imagen para subir.');
    if (files.length > 1) throw new errors.ValidationError('Subí una sola imagen.');
    const [file] = files;
    if (file.size > MAX_PICTURE_BYTES) throw new errors.PayloadTooLargeError('La imagen supera el máximo de 5 MB.');
    const image = await inspectImage(file.filepath);
    if (image.verdict === 'too-many-pixels') {
      throw new errors.ValidationError(
        `La imagen mide ${image.width} × ${image.height} píxeles: el máximo es ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE}. Achicala y volvé a subirla.`,
      );
    }
    if (image.verdict !== 'image') {
      throw new errors.ValidationError('El archivo no es una imagen válida. Subí una imagen JPG, PNG, WebP o GIF.');
    }
    // Stored as what the bytes are: the name, extension and type the client sent are all replaced, so a
    // GIF called x.html is kept, and served, as a .gif.
    const name = `foto-de-perfil-${user.id}.${image.ext}`;
    file.mimetype = image.mime;
    file.originalFilename = name;
    body.fileInfo = { name };

    const previousId = await currentPictureId(strapi, user.id);
    await next();

    const uploaded = Array.isArray(ctx.body) ? (ctx.body as { id?: number }[]) : [];
    if (ctx.status < 300 && previousId !== null && uploaded.every((entry) => entry.id !== previousId)) {
      try {
        await removeIfUnused(strapi, previousId);
      } catch (error) {
        strapi.log.warn(`Could not remove replaced profile picture ${previousId}: ${String(error)}`);
      }
    }
  };
}
