import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { describeFailure } from '../../../lib/errors';
import {
  useApproveStudentRequestMutation,
  useRejectStudentRequestMutation,
  useUnlinkStudentMutation,
} from '../college-api';

export type CollegeStudentActionKind = 'approve' | 'reject' | 'unlink';

/** The student the college acts on: their student id, account id and name. */
export type CollegeStudentTarget = { id: number; user: number; full_name: string };

/**
 * Asks a college before it approves or rejects one request, or unlinks one of its students, saying
 * what happens to the student. A failure shows in the dialog, so the college can try again or
 * cancel; on success the page gets what to say.
 */
export function CollegeStudentActionDialog({
  kind,
  student,
  onClose,
  onDone,
}: {
  kind: CollegeStudentActionKind;
  student: CollegeStudentTarget;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const [approve, approving] = useApproveStudentRequestMutation();
  const [reject, rejecting] = useRejectStudentRequestMutation();
  const [unlink, unlinking] = useUnlinkStudentMutation();
  const [error, setError] = useState<string | null>(null);
  const name = student.full_name;

  const run = async () => {
    setError(null);
    if (kind === 'approve') {
      const result = await approve({ userId: student.user });
      if (result.error !== undefined)
        return setError(describeFailure(result.error, FALLBACK_MESSAGES.studentsApprove));
      return onDone(t`${name} is approved and can now take your college's exams.`);
    }
    if (kind === 'reject') {
      const result = await reject({ userId: student.user });
      if (result.error !== undefined)
        return setError(
          describeFailure(result.error, t`The request could not be rejected. Please try again.`),
        );
      return onDone(t`${name}'s request is rejected; they have been told by email.`);
    }
    const result = await unlink({ studentId: student.id });
    if (result.error !== undefined)
      return setError(describeFailure(result.error, t`The student could not be unlinked. Please try again.`));
    onDone(t`${name} is unlinked from your college.`);
  };

  const texts = {
    approve: {
      title: t`Approve this student?`,
      confirm: t`Approve`,
      busy: t`Approving...`,
      body: (
        <Trans>
          “{name}” will join your college's students and can take your college's exams from now on.
        </Trans>
      ),
    },
    reject: {
      title: t`Reject this request?`,
      confirm: t`Reject`,
      busy: t`Rejecting...`,
      body: (
        <Trans>
          “{name}” will no longer be linked to your college and is told by email. They keep their account and
          may choose a college again.
        </Trans>
      ),
    },
    unlink: {
      title: t`Unlink this student?`,
      confirm: t`Unlink`,
      busy: t`Unlinking...`,
      body: (
        <Trans>
          “{name}” will no longer be linked to your college and can no longer see or start your college's
          exams. Their past results stay with them.
        </Trans>
      ),
    },
  }[kind];

  return (
    <ConfirmDialog
      isOpen
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      isBusy={approving.isLoading || rejecting.isLoading || unlinking.isLoading}
      error={error}
      onConfirm={() => void run()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <p>{texts.body}</p>
    </ConfirmDialog>
  );
}
