import { GENERIC_ERRORS, type AdminExamRow } from '@vidya/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeFailure, readErrorStatus } from '../../../lib/errors';
import { withNotice } from '../../../lib/navigation-notice';
import { useDeleteExamMutation } from '../api';

const EXAM_DELETE_FAILED = 'The exam could not be deleted. Please try again.';

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
      setError(GENERIC_ERRORS.adminExamDeleteExpired);
      void navigate(paths.adminLogin.href(), {
        replace: true,
        state: { ...withNotice(GENERIC_ERRORS.adminExamDeleteExpired), from: location.pathname },
      });
      return;
    }
    setError(describeFailure(result.error, EXAM_DELETE_FAILED));
  };

  return (
    <ConfirmDialog
      isOpen={exam !== null}
      title="Delete this exam?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <p>
        “{exam?.title}” will be deleted with its questions
        {exam !== null && exam.attempts_count > 0
          ? ` and ${exam.attempts_count} ${exam.attempts_count === 1 ? 'attempt' : 'attempts'} students made`
          : ''}
        . This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
