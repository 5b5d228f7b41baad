import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button } from './button';

/** What became of the last save of a form, shown above its buttons. */
export type FormOutcome = { tone: 'success' | 'error'; text: string };

/**
 * The foot of an edit form: the last outcome, "Save changes" and "Discard changes" (enabled
 * only when something changed).
 */
export function FormOutcomeActions({
  outcome,
  isSubmitting,
  isDirty,
  onDiscard,
}: {
  outcome: FormOutcome | null;
  isSubmitting: boolean;
  isDirty: boolean;
  onDiscard: () => void;
}) {
  return (
    <>
      {outcome !== null && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
        </Button>
        <Button variant="secondary" disabled={isSubmitting || !isDirty} onClick={onDiscard}>
          <Trans>Discard changes</Trans>
        </Button>
      </div>
    </>
  );
}
