import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getDisplayErrorMessage, getFieldErrors } from './errors';

/**
 * Puts a refused submission's field errors next to the fields the form has, and returns what
 * the form should say above them: the server's `detail` (or the rate-limit sentence) when no
 * field took a message, else `null`. Messages for fields the form does not show are folded
 * into that text so nothing the server said is lost.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  formFields: readonly Path<Values>[],
  fallback?: string,
): string | null {
  const fieldErrors = getFieldErrors(error);
  const known = new Set<string>(formFields);
  const unplaced: string[] = [];
  let hasPlacedAny = false;
  let shouldFocus = true;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (known.has(field)) {
      setError(field as Path<Values>, { type: 'server', message }, { shouldFocus });
      shouldFocus = false;
      hasPlacedAny = true;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  return hasPlacedAny ? null : getDisplayErrorMessage(error, fallback);
}
