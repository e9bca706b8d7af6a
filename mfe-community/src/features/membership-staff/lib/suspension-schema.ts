import * as yup from 'yup';
import { staffReason } from './courtesy-schema';

// "Suspender privilegios": the reason, as the CMS wants it (3–300 characters), said next to the field.
export const suspensionSchema = yup.object({
  reason: staffReason('Escribí el motivo de la suspensión.'),
});

export type SuspensionValues = yup.InferType<typeof suspensionSchema>;
