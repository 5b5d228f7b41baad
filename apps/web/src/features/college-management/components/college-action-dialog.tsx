import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, SUCCESS_MESSAGES, type ManagedCollege } from '@vidya/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeFailure } from '../../../lib/errors';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import { useApproveCollegeMutation, useDeleteCollegeMutation } from '../api';

/** One college to approve or delete, once the admin confirms. */
export type CollegeAction = {
  kind: 'approve' | 'delete';
  college: Pick<ManagedCollege, 'id' | 'college_name'>;
};

/**
 * Asks before approving or deleting one college. A failure shows in the dialog, so the admin can
 * try again or cancel; on success the dialog hands the spec's message (§8) to the page.
 */
export function CollegeActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: CollegeAction | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [approveCollege, approving] = useApproveCollegeMutation();
  const [deleteCollege, deleting] = useDeleteCollegeMutation();
  const [error, setError] = useState<string | null>(null);
  if (action === null) return null;
  const name = action.college.college_name;
  const isApproval = action.kind === 'approve';

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setError(null);
    const result = isApproval
      ? await approveCollege(action.college.id)
      : await deleteCollege(action.college.id);
    if (result.error !== undefined) {
      setError(
        describeFailure(
          result.error,
          isApproval ? FALLBACK_MESSAGES.collegeApprove : FALLBACK_MESSAGES.collegeDelete,
        ),
      );
      return;
    }
    onDone(fixed(isApproval ? SUCCESS_MESSAGES.collegeApproved : SUCCESS_MESSAGES.collegeDeleted));
  };

  return (
    <ConfirmDialog
      isOpen
      title={isApproval ? t`Approve this college?` : t`Delete this college?`}
      confirmLabel={isApproval ? t`Approve` : t`Delete`}
      busyLabel={isApproval ? t`Approving...` : t`Deleting...`}
      isBusy={approving.isLoading || deleting.isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {isApproval ? (
        <p>
          <Trans>
            “{name}” will be able to sign in to the college portal, and students can choose it. The college is
            emailed that it has been approved.
          </Trans>
        </p>
      ) : (
        <DeletionConsequences count={1} name={name} />
      )}
    </ConfirmDialog>
  );
}

/** What deleting colleges does (docs/colleges.md), said before the admin confirms. */
export function DeletionConsequences({ count, name }: { count: number; name?: string }) {
  return (
    <>
      <p>
        {name === undefined ? (
          <Plural
            value={count}
            one="The selected college will be deleted: its account is closed and can no longer sign in."
            other="The # selected colleges will be deleted: their accounts are closed and can no longer sign in."
          />
        ) : (
          <Trans>“{name}” will be deleted: its account is closed and can no longer sign in.</Trans>
        )}
      </p>
      <p>
        <Plural
          value={count}
          one="Its students stay on the platform without a college, keeping their enrolments, results and certificates. Its exams are closed to new attempts."
          other="Their students stay on the platform without a college, keeping their enrolments, results and certificates. Their exams are closed to new attempts."
        />
      </p>
    </>
  );
}
