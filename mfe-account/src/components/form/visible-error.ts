import type { FieldErrors, FieldValues, FormState, Path } from 'react-hook-form';

/**
 * docs/product.md §5: "Errors show only after a field has been touched". A submit attempt counts as touching every
 * field (that is when an untouched required field must say so). Re-validation of a dependent field (the
 * password confirmation when the password changes) therefore stays quiet until the user has been there.
 */
export function visibleError<Values extends FieldValues>(
  formState: Pick<FormState<Values>, 'errors' | 'touchedFields' | 'isSubmitted'>,
  name: Path<Values>,
): string | undefined {
  const touched = (formState.touchedFields as Partial<Record<string, unknown>>)[name] === true;
  if (!touched && !formState.isSubmitted) return undefined;
  const error = (formState.errors as FieldErrors)[name];
  return typeof error?.message === 'string' ? error.message : undefined;
}
