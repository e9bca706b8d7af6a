import * as yup from 'yup';
import { MAX_BAN_MINUTES } from '@cs16ar/shared';
import type { NewBanRequest } from '../api/ban-moderation';

// The staff forms' rules, the same the CMS applies (cms/src/game-servers/bans/staff-ban-input.ts), so a mistake is said
// next to its field before anything is sent; the CMS checks again and its message is shown if it refuses.

/** The longest timed ban the CMS takes (ten years, in minutes): the servers take the same (shared, from the contracts). */
export { MAX_BAN_MINUTES };
export const MAX_REASON_LENGTH = 200;
export const MAX_NOTE_LENGTH = 1000;
export const MAX_PLAYER_NAME_LENGTH = 64;

/** STEAM_0:1:123, [U:1:247] and the 64-bit 7656119… (a Steam account), or STEAM_1:0:123 to STEAM_5 (a non-Steam
 * client's id, as the game shows it): the forms the CMS reads. */
const ANY_STEAM_ID = /^(?:STEAM_[0-5]:[01]:\d{1,10}|\[U:1:\d{1,10}\]|7656119\d{10})$/i;

export const DURATION_UNITS = {
  minutes: { label: 'minutos', minutes: 1 },
  hours: { label: 'horas', minutes: 60 },
  days: { label: 'días', minutes: 24 * 60 },
} as const;
export type DurationUnit = keyof typeof DURATION_UNITS;

const durationAmount = () =>
  yup
    .string()
    .trim()
    .default('')
    .test(
      'whole',
      'Ingresá la duración con un número entero mayor que 0.',
      (value) => /^\d{1,7}$/.test(value) && Number(value) > 0,
    );

const unit = () =>
  yup
    .mixed<DurationUnit>()
    .oneOf(Object.keys(DURATION_UNITS) as DurationUnit[], 'Elegí minutos, horas o días.')
    .required('Elegí minutos, horas o días.');

export function minutesOf(amount: string, durationUnit: DurationUnit): number {
  return Number(amount) * DURATION_UNITS[durationUnit].minutes;
}

const TOO_LONG = `La duración puede ser de hasta ${MAX_BAN_MINUTES / (24 * 60)} días; para más, marcá permanente.`;

export const newBanSchema = yup.object({
  steamId: yup
    .string()
    .trim()
    .default('')
    .required('Ingresá el Steam ID del jugador.')
    .matches(ANY_STEAM_ID, 'Ese Steam ID no es válido: usá STEAM_0:1:123, [U:1:247] o 7656119….'),
  playerName: yup
    .string()
    .trim()
    .default('')
    .max(MAX_PLAYER_NAME_LENGTH, `El nick puede tener hasta ${MAX_PLAYER_NAME_LENGTH} caracteres.`),
  // '' is every server.
  server: yup.string().default(''),
  reason: yup
    .string()
    .trim()
    .default('')
    .required('Escribí el motivo del baneo.')
    .max(MAX_REASON_LENGTH, `El motivo puede tener hasta ${MAX_REASON_LENGTH} caracteres.`),
  ruleAnchor: yup.string().default(''),
  permanent: yup.boolean().default(false),
  durationAmount: yup
    .string()
    .default('')
    .when('permanent', {
      is: true,
      then: (schema) => schema,
      otherwise: () =>
        durationAmount().test(
          'longest',
          TOO_LONG,
          (value, context) =>
            !/^\d{1,7}$/.test(value) ||
            minutesOf(value, (context.parent as { durationUnit: DurationUnit }).durationUnit) <= MAX_BAN_MINUTES,
        ),
    }),
  durationUnit: unit(),
  communityWide: yup.boolean().default(false),
  internalNote: yup
    .string()
    .trim()
    .default('')
    .max(MAX_NOTE_LENGTH, `La nota interna puede tener hasta ${MAX_NOTE_LENGTH} caracteres.`),
});

export type NewBanValues = yup.InferType<typeof newBanSchema>;

export const newBanDefaults: NewBanValues = {
  steamId: '',
  playerName: '',
  server: '',
  reason: '',
  ruleAnchor: '',
  permanent: false,
  durationAmount: '1',
  durationUnit: 'days',
  communityWide: false,
  internalNote: '',
};

/** The request the form's values make; a ban on every server is community-wide by nature. */
export function newBanRequest(values: NewBanValues): { request: NewBanRequest; communityWide: boolean } {
  return {
    request: {
      steamId: values.steamId.trim(),
      playerName: values.playerName.trim() || null,
      server: values.server || null,
      reason: values.reason.trim(),
      minutes: values.permanent ? null : minutesOf(values.durationAmount.trim(), values.durationUnit),
      ruleAnchor: values.ruleAnchor || null,
      internalNote: values.internalNote.trim() || null,
    },
    communityWide: values.communityWide || !values.server,
  };
}

/** "Acortar": the new whole duration, shorter than the current one (the CMS says so if it is not). */
export const shortenSchema = yup.object({
  durationAmount: durationAmount(),
  durationUnit: unit(),
});
export type ShortenValues = yup.InferType<typeof shortenSchema>;
