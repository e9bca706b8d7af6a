import * as yup from 'yup';

// The appeal form's rules, the CMS's own (cms/src/game-servers/ban-appeals/appeal-input.ts), said before anything is sent.
export const APPEAL_TEXT_MIN = 20;
export const APPEAL_TEXT_MAX = 2000;
export const MAX_APPEAL_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const REASON_MAX = 1000;

const length = (value: string | undefined) => Array.from((value ?? '').trim()).length;

export const appealSchema = yup.object({
  text: yup
    .string()
    .default('')
    .test('required', 'Escribí tu descargo.', (value) => length(value) > 0)
    .test(
      'min',
      `El descargo tiene que tener al menos ${APPEAL_TEXT_MIN} caracteres.`,
      (value) => length(value) === 0 || length(value) >= APPEAL_TEXT_MIN,
    )
    .test(
      'max',
      `El descargo puede tener hasta ${APPEAL_TEXT_MAX} caracteres.`,
      (value) => length(value) <= APPEAL_TEXT_MAX,
    ),
  images: yup
    .array(yup.mixed<File>().required())
    .default([])
    .max(MAX_APPEAL_IMAGES, `Podés adjuntar hasta ${MAX_APPEAL_IMAGES} imágenes.`)
    .test('type', 'Las imágenes tienen que ser JPG, PNG, WebP o GIF.', (files) =>
      (files ?? []).every((file) => (IMAGE_TYPES as readonly string[]).includes(file.type)),
    )
    .test('size', 'Cada imagen puede pesar hasta 5 MB.', (files) =>
      (files ?? []).every((file) => file.size <= MAX_IMAGE_BYTES),
    ),
});

export type AppealValues = yup.InferType<typeof appealSchema>;

export const rejectSchema = yup.object({
  reason: yup
    .string()
    .default('')
    .test('required', 'Escribí el motivo del rechazo: el jugador lo va a leer.', (value) => length(value) > 0)
    .test('max', `El motivo puede tener hasta ${REASON_MAX} caracteres.`, (value) => length(value) <= REASON_MAX),
});
