import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeFailure, readErrorCode } from '../../../lib/errors';
import { useBulkDeleteCoursesMutation, useDeleteCourseMutation } from '../api';

/** The courses to delete: one named by its title, or the selection (`title` null). */
export type DeleteTarget = { ids: number[]; title: string | null };

/**
 * Deleting courses, asked twice when it matters: first "are you sure", then, when students are
 * enrolled, the server's own account of who loses what (409 `confirmation_required`) before
 * deleting anyway.
 */
export function DeleteCoursesDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (detail: string) => void;
}) {
  const { t } = useLingui();
  const [deleteCourse] = useDeleteCourseMutation();
  const [bulkDeleteCourses] = useBulkDeleteCoursesMutation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enrolledWarning, setEnrolledWarning] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setEnrolledWarning(null);
    onClose();
  };

  const remove = async (ids: number[], isConfirmed: boolean) => {
    const [courseId] = ids;
    if (ids.length === 1 && courseId !== undefined) return deleteCourse({ courseId, isConfirmed });
    return bulkDeleteCourses({ courseIds: ids, isConfirmed });
  };

  const confirm = async () => {
    if (target === null) return;
    setIsBusy(true);
    setError(null);
    const result = await remove(target.ids, enrolledWarning !== null);
    setIsBusy(false);
    if (result.error === undefined) {
      setEnrolledWarning(null);
      onDeleted(result.data.detail);
      return;
    }
    const message = describeFailure(result.error, FALLBACK_MESSAGES.courseDelete);
    if (readErrorCode(result.error) === 'confirmation_required') setEnrolledWarning(message);
    else setError(message);
  };

  const count = target?.ids.length ?? 0;
  const title = target?.title ?? null;
  return (
    <ConfirmDialog
      isOpen={target !== null}
      title={
        count > 1
          ? t`${plural(count, { one: 'Delete # course?', other: 'Delete # courses?' })}`
          : t`Delete this course?`
      }
      confirmLabel={enrolledWarning === null ? t`Delete` : t`Delete anyway`}
      busyLabel={t`Deleting...`}
      isBusy={isBusy}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {enrolledWarning === null ? (
        <p>
          {title !== null
            ? t`“${title}” will be deleted with its lessons. This cannot be undone.`
            : t`${plural(count, {
                one: 'The selected course will be deleted with its lessons. This cannot be undone.',
                other: 'The # selected courses will be deleted with their lessons. This cannot be undone.',
              })}`}
        </p>
      ) : (
        <p role="alert" className="font-medium text-red-800">
          {enrolledWarning}
        </p>
      )}
    </ConfirmDialog>
  );
}
