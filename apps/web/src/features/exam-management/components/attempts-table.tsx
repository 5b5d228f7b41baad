import type { AdminAttemptRow } from '@vidya/contract';
import { Badge } from '../../../components/ui/badge';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { getStudentRef } from '../exam-paths';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';

const STATUS_LABELS: Record<AdminAttemptRow['status'], string> = {
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Time ran out',
};

export function AttemptOutcome({ attempt }: { attempt: AdminAttemptRow }) {
  if (attempt.passed === null) return <Badge>Not marked</Badge>;
  return attempt.passed ? <Badge tone="success">Passed</Badge> : <Badge tone="danger">Failed</Badge>;
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
  const reviewHref = (attempt: AdminAttemptRow) =>
    `${paths.admin.studentExamDetail.href({
      studentName: getStudentRef(attempt.student, attempt.student_name),
      examName: getStudentRef(attempt.exam, attempt.exam_title),
    })}?attempt=${attempt.attempt}`;
  const columns: DataColumn<AdminAttemptRow>[] = [
    showExam
      ? {
          id: 'exam',
          header: 'Exam',
          cell: (attempt) => <TextLink to={reviewHref(attempt)}>{attempt.exam_title}</TextLink>,
        }
      : {
          id: 'student',
          header: 'Student',
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
    { id: 'number', header: 'Attempt', cell: (attempt) => `#${attempt.attempt_number}` },
    { id: 'status', header: 'Status', cell: (attempt) => STATUS_LABELS[attempt.status] },
    { id: 'score', header: 'Score', cell: formatScore },
    { id: 'percentage', header: 'Percentage', cell: formatPercentage },
    { id: 'passed', header: 'Outcome', cell: (attempt) => <AttemptOutcome attempt={attempt} /> },
    {
      id: 'date',
      header: 'Submitted',
      cell: (attempt) => (attempt.submitted_at === null ? '—' : formatDate(attempt.submitted_at)),
    },
    {
      id: 'review',
      header: <span className="sr-only">Review</span>,
      cell: (attempt) => (
        <TextLink
          to={reviewHref(attempt)}
          aria-label={`Review attempt ${attempt.attempt_number} of ${attempt.student_name}`}
        >
          Review
        </TextLink>
      ),
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
