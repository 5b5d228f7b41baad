import { useState } from 'react';
import type { FieldValues, GlobalError, Path, UseFormSetError } from 'react-hook-form';
import { describeFailure } from '../../lib/errors';
import { showFieldErrors } from '../../lib/form-errors';
import { Alert } from './alert';
import type { FormOutcome } from './form-outcome-actions';

/** What a form's submission gets back: RTK Query's `{data}` or `{error}`. */
type Reply<Data> = { data?: Data; error?: unknown };

/**
 * A form's submission and what became of it (`outcome`). `send` clears the last outcome, sends, and
 * returns the reply's data; a refusal it says where it belongs instead, and returns nothing: a
 * 400's field errors next to their fields (`showFieldErrors`), any other failure as the form's one
 * message (`describeFailure`, with `fallback` for a failure that says nothing itself).
 */
export function useFormSubmission<Values extends FieldValues>(
  form: { setError: UseFormSetError<Values> },
  fields: readonly Path<Values>[],
  fallback?: string,
) {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const send = async <Data,>(request: () => PromiseLike<Reply<Data>>): Promise<Data | undefined> => {
    setOutcome(null);
    const result = await request();
    if (result.error === undefined) return result.data;
    if (!showFieldErrors(form, result.error, fields)) {
      setOutcome({ tone: 'error', text: describeFailure(result.error, fallback) });
    }
    return undefined;
  };
  return {
    outcome,
    send,
    clearOutcome: () => setOutcome(null),
    showSuccess: (text: string) => setOutcome({ tone: 'success', text }),
  };
}

/**
 * A form's own messages: the last outcome, and the server's words about fields the form does not
 * show (`errors.root.server`, which `showFieldErrors` sets).
 */
export function FormAlerts({
  outcome = null,
  serverError,
  className,
}: {
  outcome?: FormOutcome | null;
  serverError: GlobalError | undefined;
  className?: string;
}) {
  return (
    <>
      {outcome !== null && (
        <Alert tone={outcome.tone} className={className}>
          {outcome.text}
        </Alert>
      )}
      {serverError && (
        <Alert tone="error" className={className}>
          {serverError.message}
        </Alert>
      )}
    </>
  );
}
