import { Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, SuspendStudentBody, type ManagedStudent } from '@vidya/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import { describeFailure } from '../../../lib/errors';
import { useFixedText } from '../../../lib/i18n/fixed-texts';
import {
  useApproveStudentMutation,
  useDeleteStudentMutation,
  useLiftSuspensionMutation,
  useSuspendStudentMutation,
} from '../api';
import { DeletionConsequences } from './deletion-consequences';

export type StudentActionKind = 'suspend' | 'lift' | 'approve' | 'delete';

type Student = Pick<ManagedStudent, 'id' | 'full_name' | 'college_name'>;

/** The longest suspension reason the server keeps (the contract's limit). */
const REASON_MAX_LENGTH = 500;

/**
 * Suspending needs a reason (required, at most 500 characters), written in the dialog; the
 * server's refusal shows there, else the spec's 'Failed to suspend student'.
 */
function SuspendDialog({
  student,
  onClose,
  onDone,
}: {
  student: Student;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [suspendStudent, { isLoading }] = useSuspendStudentMutation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const name = student.full_name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = SuspendStudentBody.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(fixed(parsed.error.issues[0]?.message ?? FALLBACK_MESSAGES.studentSuspend));
      return;
    }
    setFieldError(undefined);
    const result = await suspendStudent({ studentId: student.id, reason: parsed.data.reason });
    if (result.error !== undefined) {
      setError(describeFailure(result.error, FALLBACK_MESSAGES.studentSuspend));
      return;
    }
    onDone(t`${name} is suspended and has been signed out everywhere.`);
  };

  return (
    <Dialog isOpen onClose={onClose} title={t`Suspend this student?`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 text-slate-700">
        <p>
          <Trans>
            “{name}” will be signed out at once and cannot sign in until the suspension is lifted. An exam
            they have in progress is finished with the answers saved so far.
          </Trans>
        </p>
        <TextAreaField
          label={t`Reason`}
          hint={t`Required; at most 500 characters. Admins see it on the student's page.`}
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          required
          error={fieldError}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on the one thing to write
          autoFocus
          onChange={(event) => setReason(event.target.value)}
        />
        {error !== null && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? t`Suspending...` : t`Suspend`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Asks before lifting a suspension, approving the student for their college or deleting them.
 * A failure shows in the dialog, so the admin can try again or cancel; on success the page gets
 * what to say.
 */
function ConfirmStudentAction({
  kind,
  student,
  onClose,
  onDone,
}: {
  kind: Exclude<StudentActionKind, 'suspend'>;
  student: Student;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const [liftSuspension, lifting] = useLiftSuspensionMutation();
  const [approveStudent, approving] = useApproveStudentMutation();
  const [deleteStudent, deleting] = useDeleteStudentMutation();
  const [error, setError] = useState<string | null>(null);
  const name = student.full_name;
  const college = student.college_name ?? '';

  const run = async () => {
    setError(null);
    if (kind === 'lift') {
      const result = await liftSuspension(student.id);
      if (result.error !== undefined)
        return setError(
          describeFailure(result.error, t`The suspension could not be lifted. Please try again.`),
        );
      return onDone(t`The suspension is lifted: ${name} can sign in again.`);
    }
    if (kind === 'approve') {
      const result = await approveStudent(student.id);
      if (result.error !== undefined)
        return setError(describeFailure(result.error, FALLBACK_MESSAGES.studentsApprove));
      return onDone(t`${name} is approved for ${college} and can take its exams.`);
    }
    const result = await deleteStudent(student.id);
    if (result.error !== undefined)
      return setError(describeFailure(result.error, FALLBACK_MESSAGES.studentDelete));
    onDone(fixed(result.data.detail));
  };

  const texts = {
    lift: {
      title: t`Lift the suspension?`,
      confirm: t`Lift suspension`,
      busy: t`Lifting...`,
      body: <Trans>“{name}” will be able to sign in again.</Trans>,
    },
    approve: {
      title: t`Approve for ${college}?`,
      confirm: t`Approve`,
      busy: t`Approving...`,
      body: (
        <Trans>
          “{name}” will be approved on behalf of {college}, as if the college had approved them, and can then
          take its exams.
        </Trans>
      ),
    },
    delete: {
      title: t`Delete this student?`,
      confirm: t`Delete`,
      busy: t`Deleting...`,
      body: null,
    },
  }[kind];

  return (
    <ConfirmDialog
      isOpen
      title={texts.title}
      confirmLabel={texts.confirm}
      busyLabel={texts.busy}
      isBusy={lifting.isLoading || approving.isLoading || deleting.isLoading}
      error={error}
      onConfirm={() => void run()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      {kind === 'delete' ? <DeletionConsequences count={1} name={name} /> : <p>{texts.body}</p>}
    </ConfirmDialog>
  );
}

/** The dialog of the action the admin chose on a student's page, if any. */
export function StudentActionDialog({
  kind,
  student,
  onClose,
  onDone,
}: {
  kind: StudentActionKind | null;
  student: Student;
  onClose: () => void;
  onDone: (kind: StudentActionKind, message: string) => void;
}) {
  if (kind === null) return null;
  const done = (message: string) => onDone(kind, message);
  return kind === 'suspend' ? (
    <SuspendDialog student={student} onClose={onClose} onDone={done} />
  ) : (
    <ConfirmStudentAction kind={kind} student={student} onClose={onClose} onDone={done} />
  );
}
