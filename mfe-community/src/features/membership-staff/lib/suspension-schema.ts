import * as yup from 'yup';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from './courtesy-schema';

// "Suspender privilegios": the reason, as the CMS wants it (3–300 characters), said next to the field.
export const suspensionSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .default('')
    .required('Escribí el motivo de la suspensión.')
    .min(MIN_REASON_LENGTH, `El motivo tiene que tener al menos ${MIN_REASON_LENGTH} caracteres.`)
    .max(MAX_REASON_LENGTH, `El motivo puede tener hasta ${MAX_REASON_LENGTH} caracteres.`),
});

export type SuspensionValues = yup.InferType<typeof suspensionSchema>;
