import * as yup from 'yup';
import { PAID_PLAN_IDS, type PaidPlanId } from '@cs16ar/shared';
import type { CourtesyRequest } from '../api/membership-staff';

// The courtesy form's rules, the CMS's own (contracts/memberships.d.ts), so a mistake is said next to its field
// before anything is sent; the CMS checks again and its message is shown if it refuses.

export const MAX_COURTESY_DAYS = 365;
export const MIN_REASON_LENGTH = 3;
export const MAX_REASON_LENGTH = 300;

/** A staff action's reason as the CMS wants it (3–300 characters); `missing`, what to say when there is none. */
export function staffReason(missing: string) {
  return yup
    .string()
    .trim()
    .default('')
    .required(missing)
    .min(MIN_REASON_LENGTH, `El motivo tiene que tener al menos ${MIN_REASON_LENGTH} caracteres.`)
    .max(MAX_REASON_LENGTH, `El motivo puede tener hasta ${MAX_REASON_LENGTH} caracteres.`);
}

export const courtesySchema = yup.object({
  username: yup.string().trim().default('').required('Ingresá el nombre de usuario del jugador.'),
  plan: yup
    .mixed<PaidPlanId>()
    .oneOf([...PAID_PLAN_IDS], 'Elegí Premium o Admin.')
    .required('Elegí Premium o Admin.'),
  days: yup
    .string()
    .trim()
    .default('')
    .test(
      'whole',
      `Ingresá los días con un número entero de 1 a ${MAX_COURTESY_DAYS}.`,
      (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_COURTESY_DAYS,
    ),
  reason: staffReason('Escribí el motivo de la cortesía.'),
});

export type CourtesyValues = yup.InferType<typeof courtesySchema>;

export const courtesyDefaults: CourtesyValues = { username: '', plan: 'premium', days: '30', reason: '' };

/** The request the form's values make: the days as a number, the text trimmed. */
export function courtesyRequest(values: CourtesyValues): CourtesyRequest {
  return {
    username: values.username.trim(),
    plan: values.plan,
    days: Number(values.days.trim()),
    reason: values.reason.trim(),
  };
}
