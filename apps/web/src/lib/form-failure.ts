import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors } from './errors';
import { getFailureMessage } from './failure-message';
import { applyServerErrors } from './form-errors';

/**
 * `applyServerErrors` for a form whose action has its own fallback text (spec §8): field errors
 * go next to their fields, and what the form says above them is the server's words, else the
 * fallback ('Failed to create course') rather than a bare 'HTTP 500'.
 */
export function applyServerFailure<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly Path<Values>[],
  fallback: string,
): string | null {
  const message = applyServerErrors(error, setError, formFields, fallback);
  if (message === null) return null;
  return Object.keys(getFieldErrors(error)).length > 0 ? message : getFailureMessage(error, fallback);
}
