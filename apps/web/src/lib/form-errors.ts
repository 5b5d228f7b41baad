import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readErrorCode, readErrorValues } from './errors';
import { translateRefusal } from './i18n/fixed-texts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server's message for each field of the body it refused (`errors: {field: [message]}`, the
 * API's 400), the first message of each, in the reader's language: a fixed text translated, and
 * the message that is the refusal's own `detail` said by its code (decision 037).
 */
export function readFieldErrors(error: unknown): Record<string, string> {
  const body = isRecord(error) && 'status' in error ? error.data : undefined;
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const code = readErrorCode(error);
  const values = readErrorValues(error);
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first !== 'string' || first.trim() === '') continue;
    fieldErrors[field] = translateRefusal(first, first === body.detail ? code : undefined, values);
  }
  return fieldErrors;
}

/**
 * Puts a refused submission's field errors on its form: each next to its field when the form shows
 * that field (the first, in the form's order, focused), the others joined as the form's own message,
 * `errors.root.server`, which react-hook-form clears at the next submit. Returns whether the
 * server named any field; when it did not, the caller says what failed with `describeFailure`.
 */
export function showFieldErrors<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  error: unknown,
  fields: readonly Path<Values>[],
): boolean {
  const fieldErrors = readFieldErrors(error);
  let shouldFocus = true;
  for (const field of fields) {
    const message = Object.hasOwn(fieldErrors, field) ? fieldErrors[field] : undefined;
    if (message === undefined) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus });
    shouldFocus = false;
  }
  const known = new Set<string>(fields);
  const unplaced = Object.entries(fieldErrors)
    .filter(([field]) => !known.has(field))
    .map(([, message]) => message);
  if (unplaced.length > 0) form.setError('root.server', { type: 'server', message: unplaced.join(' ') });
  return Object.keys(fieldErrors).length > 0;
}
