import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { GENERIC_ERRORS, type AdminExamRow } from '@vidya/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../lib/paths';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { describeFailure, readErrorStatus } from '../../../../lib/errors';
import { useFixedText } from '../../../../lib/i18n/fixed-texts';
import { withNotice } from '../../../../lib/navigation-notice';
import { useDeleteExamMutation } from '../api';

/**
 * Asks before deleting an exam with its questions and attempts. A 401 means the admin's session
 * could not be renewed: the spec's sentence is shown in the dialog and handed to the admin login
 * page the session guard sends them to, so it is still there when they arrive.
 */
export function DeleteExamDialog({
  exam,
  onClose,
  onDeleted,
}: {
  exam: Pick<AdminExamRow, 'id' | 'title' | 'attempts_count'> | null;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [deleteExam, { isLoading }] = useDeleteExamMutation();
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (exam === null) return;
    setError(null);
    const result = await deleteExam(exam.id);
    if (result.error === undefined) {
      onDeleted(exam.title);
      return;
    }
    if (readErrorStatus(result.error) === 401) {
      setError(fixed(GENERIC_ERRORS.adminExamDeleteExpired));
      void navigate(paths.adminLogin.href(), {
        replace: true,
        state: { ...withNotice(GENERIC_ERRORS.adminExamDeleteExpired), from: location.pathname },
      });
      return;
    }
    setError(describeFailure(result.error, t`The exam could not be deleted. Please try again.`));
  };

  const title = exam?.title ?? '';
  const attempts = exam?.attempts_count ?? 0;

  return (
    <ConfirmDialog
      isOpen={exam !== null}
      title={t`Delete this exam?`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      isBusy={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <p>
        {attempts > 0
          ? t`${plural(attempts, {
              one: `“${title}” will be deleted with its questions and # attempt students made. This cannot be undone.`,
              other: `“${title}” will be deleted with its questions and # attempts students made. This cannot be undone.`,
            })}`
          : t`“${title}” will be deleted with its questions. This cannot be undone.`}
      </p>
    </ConfirmDialog>
  );
}
