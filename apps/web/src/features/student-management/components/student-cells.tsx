import { Trans } from '@lingui/react/macro';
import type { ManagedStudent } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';
import { TextLink } from '../../../components/ui/text-link';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';

export const getStudentDetailsHref = (studentId: number) => paths.admin.studentDetails.href({ studentId });

/** The student's name, leading to their detail page. */
export function StudentNameLink({ student }: { student: Pick<ManagedStudent, 'id' | 'full_name'> }) {
  return <TextLink to={getStudentDetailsHref(student.id)}>{student.full_name}</TextLink>;
}

/** Whether the student's college has approved them; a dash for a platform student. */
export function ApprovalBadge({
  student,
}: {
  student: Pick<ManagedStudent, 'college' | 'is_approved_by_college'>;
}) {
  if (student.college === null) return <span className="text-slate-600">—</span>;
  return student.is_approved_by_college ? (
    <Badge tone="success">
      <Trans>Approved</Trans>
    </Badge>
  ) : (
    <Badge tone="warning">
      <Trans>Awaiting the college</Trans>
    </Badge>
  );
}

/** Suspended, closed or able to sign in. */
export function AccountStatusBadge({
  student,
}: {
  student: Pick<ManagedStudent, 'is_active' | 'is_suspended'>;
}) {
  if (student.is_suspended)
    return (
      <Badge tone="danger">
        <Trans>Suspended</Trans>
      </Badge>
    );
  return student.is_active ? (
    <Badge tone="success">
      <Trans>Active</Trans>
    </Badge>
  ) : (
    <Badge>
      <Trans>Inactive</Trans>
    </Badge>
  );
}

/** A mean percentage with one decimal, or a dash before the first finished exam. */
export const formatAverage = (percentage: number | null): string =>
  percentage === null ? '—' : `${formatNumber(Math.round(percentage * 10) / 10)}%`;

/** An email address that wraps only before its `@`, never in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </span>
  );
}
