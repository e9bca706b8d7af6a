import { errors } from '@strapi/utils';
import { MAX_PICTURE_BYTES } from '../../users/profile-picture-guard';
import { inspectImage, MAX_IMAGE_SIDE, type AllowedImageType } from '../../users/image-type';
import { refuseUnknownKeys } from '../../users/validation';

// What a banned player sends to appeal (POST /api/bans/:documentId/appeal, multipart): the text and up to
// three images, each checked like a profile picture (src/users/profile-picture-guard.ts: type from the bytes,
// size, pixels, a real decode) before anything is stored. Linear, every refusal a Spanish 400.

export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 2000;
export const MAX_APPEAL_IMAGES = 3;
export const ANSWER_REASON_MAX = 1000;

export type UploadedFile = {
  filepath: string;
  size: number;
  mimetype?: string | null;
  originalFilename?: string | null;
};

export type CheckedImage = { file: UploadedFile; mime: AllowedImageType; ext: string };
export type AppealInput = { text: string; images: CheckedImage[] };

const invalid = (message: string): never => {
  throw new errors.ValidationError(message);
};

function filesOf(files: unknown): UploadedFile[] {
  if (!files || typeof files !== 'object') return [];
  const entries = Object.entries(files as Record<string, UploadedFile | UploadedFile[]>);
  const unknown = entries.filter(([field]) => field !== 'images').map(([field]) => field);
  if (unknown.length > 0) invalid(`Las imágenes van en el campo "images", no en "${unknown[0].slice(0, 40)}".`);
  const images = (files as { images?: UploadedFile | UploadedFile[] }).images;
  if (!images) return [];
  return Array.isArray(images) ? images : [images];
}

// The multipart parser does not keep the parts' order, so a refused image is named by its file name (the
// client's: cut and stripped of control characters, it is only echoed back in a message).
function displayName(file: UploadedFile): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const name = Array.from((file.originalFilename ?? '').replace(/[\u0000-\u001f\u007f-\u009f"]/g, ''))
    .slice(0, 60)
    .join('');
  return name ? `"${name}"` : 'sin nombre';
}

export function readAppealText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') invalid('Escribí tu descargo.');
  const text = (value as string).trim();
  const length = Array.from(text).length;
  if (length < APPEAL_TEXT_MIN) invalid(`El descargo tiene que tener al menos ${APPEAL_TEXT_MIN} caracteres.`);
  if (length > APPEAL_TEXT_MAX) invalid(`El descargo puede tener hasta ${APPEAL_TEXT_MAX} caracteres.`);
  return text;
}

export async function readAppealInput(body: unknown, files: unknown): Promise<AppealInput> {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  refuseUnknownKeys(fields, ['text']);
  const text = readAppealText(fields.text);
  const uploaded = filesOf(files);
  if (uploaded.length > MAX_APPEAL_IMAGES) invalid(`Podés adjuntar hasta ${MAX_APPEAL_IMAGES} imágenes.`);
  const images: CheckedImage[] = [];
  for (const file of uploaded) {
    const which = `La imagen ${displayName(file)}`;
    if (file.size > MAX_PICTURE_BYTES) {
      throw new errors.PayloadTooLargeError(`${which} supera el máximo de 5 MB.`);
    }
    const image = await inspectImage(file.filepath);
    if (image.verdict === 'too-many-pixels') {
      invalid(
        `${which} mide ${image.width} × ${image.height} píxeles: el máximo es ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE}. Achicala y volvé a subirla.`,
      );
    }
    if (image.verdict !== 'image') {
      invalid(`${which} no es una imagen válida. Subí imágenes JPG, PNG, WebP o GIF.`);
    } else {
      images.push({ file, mime: image.mime, ext: image.ext });
    }
  }
  return { text, images };
}

// A staff answer: rejecting needs a reason the player will read; accepting may carry a note.
export function readAnswerReason(raw: unknown, required: boolean): string | null {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!body) invalid('Enviá los datos como un objeto JSON.');
  refuseUnknownKeys(body as Record<string, unknown>, ['reason']);
  const value = (body as Record<string, unknown>).reason;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) invalid('Escribí el motivo del rechazo: el jugador lo va a leer.');
    return null;
  }
  if (typeof value !== 'string') invalid('El motivo tiene que ser texto.');
  const reason = (value as string).trim();
  if (Array.from(reason).length > ANSWER_REASON_MAX)
    invalid(`El motivo puede tener hasta ${ANSWER_REASON_MAX} caracteres.`);
  return reason;
}
