import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { describeFailure } from '../../../../lib/errors';
import { useReleaseCollegeExamResultsMutation } from '../college-api';

/**
 * Asks before releasing a manual-release exam's results: once released, every student who took
 * it sees their answers against the correct ones, and that cannot be taken back.
 */
export function ReleaseResultsDialog({
  exam,
  onClose,
  onDone,
}: {
  exam: { id: number; title: string };
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useLingui();
  const [release, { isLoading }] = useReleaseCollegeExamResultsMutation();
  const [error, setError] = useState<string | null>(null);
  const title = exam.title;

  const confirm = async () => {
    setError(null);
    const result = await release(exam.id);
    if (result.error !== undefined) {
      setError(describeFailure(result.error, t`The results could not be released. Please try again.`));
      return;
    }
    onDone(t`Results of ${title} released: its students can now see their answers reviewed.`);
  };

  return (
    <ConfirmDialog
      isOpen
      title={t`Release the results of ${title}?`}
      confirmLabel={t`Release results`}
      busyLabel={t`Releasing…`}
      isBusy={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        <Trans>
          Every student who took this exam will see their answers next to the correct ones, with the
          explanations. This cannot be undone.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}
