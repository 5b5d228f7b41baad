import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminAttemptRow } from '@vidya/contract';
import { Badge } from '../../../../components/ui/badge';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDate } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { getStudentRef } from '../../authoring/exam-paths';
import { DataTable, type DataColumn } from '../../../../components/data-table/data-table';

const STATUS_LABELS: Record<AdminAttemptRow['status'], MessageDescriptor> = {
  in_progress: msg`In progress`,
  submitted: msg`Submitted`,
  expired: msg`Time ran out`,
};

export function AttemptOutcome({ attempt }: { attempt: AdminAttemptRow }) {
  if (attempt.passed === null)
    return (
      <Badge>
        <Trans>Not marked</Trans>
      </Badge>
    );
  return attempt.passed ? (
    <Badge tone="success">
      <Trans>Passed</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Failed</Trans>
    </Badge>
  );
}

export const formatScore = (attempt: AdminAttemptRow): string =>
  attempt.score === null || attempt.max_score === null ? '—' : `${attempt.score} / ${attempt.max_score}`;

export const formatPercentage = (attempt: AdminAttemptRow): string =>
  attempt.percentage === null ? '—' : `${Math.round(attempt.percentage * 10) / 10}%`;

/**
 * Attempts with who made them, their score and outcome; each leads to the review of that
 * attempt. `showExam` names the exam (a student's list), else the student (an exam's list).
 */
export function AttemptsTable({
  attempts,
  caption,
  showExam,
  empty,
  isBusy,
}: {
  attempts: AdminAttemptRow[];
  caption: string;
  showExam: boolean;
  empty: string;
  isBusy?: boolean;
}) {
  const { t } = useLingui();
  const reviewHref = (attempt: AdminAttemptRow) =>
    `${paths.admin.studentExamDetail.href({
      studentName: getStudentRef(attempt.student, attempt.student_name),
      examName: getStudentRef(attempt.exam, attempt.exam_title),
    })}?attempt=${attempt.attempt}`;
  const columns: DataColumn<AdminAttemptRow>[] = [
    showExam
      ? {
          id: 'exam',
          header: t`Exam`,
          cell: (attempt) => <TextLink to={reviewHref(attempt)}>{attempt.exam_title}</TextLink>,
        }
      : {
          id: 'student',
          header: t`Student`,
          cell: (attempt) => (
            <div>
              <TextLink
                to={paths.admin.studentExamList.href({
                  studentName: getStudentRef(attempt.student, attempt.student_name),
                })}
              >
                {attempt.student_name}
              </TextLink>
              <p className="text-slate-600">{attempt.student_email}</p>
            </div>
          ),
        },
    { id: 'number', header: t`Attempt`, cell: (attempt) => `#${attempt.attempt_number}` },
    { id: 'status', header: t`Status`, cell: (attempt) => t(STATUS_LABELS[attempt.status]) },
    { id: 'score', header: t`Score`, cell: formatScore },
    { id: 'percentage', header: t`Percentage`, cell: formatPercentage },
    { id: 'passed', header: t`Outcome`, cell: (attempt) => <AttemptOutcome attempt={attempt} /> },
    {
      id: 'date',
      header: t`Submitted`,
      cell: (attempt) => (attempt.submitted_at === null ? '—' : formatDate(attempt.submitted_at)),
    },
    {
      id: 'review',
      header: (
        <span className="sr-only">
          <Trans>Review</Trans>
        </span>
      ),
      cell: (attempt) => {
        const number = attempt.attempt_number;
        const student = attempt.student_name;
        return (
          <TextLink to={reviewHref(attempt)} aria-label={t`Review attempt ${number} of ${student}`}>
            <Trans>Review</Trans>
          </TextLink>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={attempts}
      getRowId={(attempt) => attempt.attempt}
      empty={empty}
      isBusy={isBusy}
    />
  );
}
