import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type ExamRosterRow, type ExportFormat, type RosterStatus } from '@vidya/contract';
import { useState } from 'react';
import type { DataColumn } from '../../../../components/data-table/data-table';
import { ExportButton } from '../../../../components/data-table/export-button';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { PagedList } from '../../../../components/data-table/paged-list';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { Alert } from '../../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { SkeletonRows } from '../../../../components/data-table/skeleton-rows';
import { describeFailure } from '../../../../lib/errors';
import { formatMinutesSeconds } from '../../../../lib/format';
import { PerformanceBadge, formatPercentage } from '../../../../components/performance-badge';
import {
  useExportCollegeExamRosterMutation,
  useGetCollegeAttemptReviewQuery,
  useGetCollegeExamRosterQuery,
} from '../college-api';
import { AttemptReview } from './attempt-review';
import { ExtraTimeDialog } from '../../monitor/components/extra-time-dialog';

const STATUS: Record<RosterStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  not_started: { label: msg`Not started`, tone: 'neutral' },
  in_progress: { label: msg`In progress`, tone: 'warning' },
  submitted: { label: msg`Submitted`, tone: 'success' },
  missed: { label: msg`Missed`, tone: 'danger' },
};

/** One student's attempt, answer by answer, in a dialog. */
function ReviewDialog({
  examId,
  student,
  onClose,
}: {
  examId: number;
  student: ExamRosterRow & { attempt: number };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetCollegeAttemptReviewQuery({ examId, attemptId: student.attempt });
  const name = student.full_name;
  return (
    <Dialog isOpen onClose={onClose} title={t`Answers of ${name}`}>
      {/* A long review scrolls here, so the Close button stays in view. */}
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keyboard must reach a scrolling region to scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={t`Answers of ${name}`}
        className="max-h-[70vh] overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {isLoading ? (
          <SkeletonRows label={t`Loading the answers`} />
        ) : error !== undefined || data === undefined ? (
          <Alert tone="error">
            {describeFailure(error, t`The answers could not be loaded. Please try again.`)}
          </Alert>
        ) : (
          <AttemptReview attempt={data} />
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t`Close`}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * ExamDetails' results: every student who can take the exam with their status, best score,
 * percentage, badge and time taken; sorted from the column headers, searched, exported, and each
 * submitted attempt reviewed in a dialog. `canGiveExtraTime`: a student who has not submitted gets
 * the extra-time action in their row.
 */
export function ExamResultsRoster({
  examId,
  canGiveExtraTime,
}: {
  examId: number;
  canGiveExtraTime: boolean;
}) {
  const { t, i18n } = useLingui();
  const list = useListParams();
  const ordering = list.ordering || '-score';
  const query = useGetCollegeExamRosterQuery({ examId, page: list.page, search: list.search, ordering });
  const [exportRoster] = useExportCollegeExamRosterMutation();
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [reviewing, setReviewing] = useState<(ExamRosterRow & { attempt: number }) | null>(null);

  const exportList = async (format: ExportFormat) => {
    setNotice(null);
    const result = await exportRoster({ examId, search: list.search, ordering, format });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The results could not be exported. Please try again.`),
      });
  };

  const columns: DataColumn<ExamRosterRow>[] = [
    {
      id: 'name',
      header: t`Student`,
      sortField: 'full_name',
      cell: (row) => (
        <span>
          <span className="block font-medium">{row.full_name}</span>
          <span className="block text-sm text-slate-700">
            {row.roll_number ?? row.email}
            {row.joined_by_code && ` · ${t`joined by code`}`}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (row) => <Badge tone={STATUS[row.status].tone}>{i18n._(STATUS[row.status].label)}</Badge>,
    },
    {
      id: 'score',
      header: t`Score`,
      sortField: 'score',
      cell: (row) =>
        row.score === null || row.max_score === null ? (
          '—'
        ) : (
          <span className="whitespace-nowrap">
            {row.score} / {row.max_score} · {formatPercentage(row.percentage ?? 0)}
          </span>
        ),
    },
    {
      id: 'badge',
      header: t`Badge`,
      cell: (row) => (row.badge === null ? '—' : <PerformanceBadge badge={row.badge} />),
    },
    {
      id: 'time',
      header: t`Time taken`,
      sortField: 'time_taken',
      cell: (row) => (row.time_taken_seconds === null ? '—' : formatMinutesSeconds(row.time_taken_seconds)),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const name = row.full_name;
        const attempt = row.attempt;
        return (
          <div className="flex flex-wrap gap-2">
            {attempt !== null && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t`Review the answers of ${name}`}
                onClick={() => setReviewing({ ...row, attempt })}
              >
                {t`Review answers`}
              </Button>
            )}
            {canGiveExtraTime && row.status !== 'submitted' && (
              <ExtraTimeDialog examId={examId} studentId={row.student} studentName={row.full_name} />
            )}
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="roster-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="roster-heading" className="text-xl font-semibold text-slate-900">
          {t`Results`}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ExportButton onExport={exportList} />
        </div>
      </div>
      <ListToolbar
        label={t`Search the results`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Name, email or roll number.`}
        gridClassName="md:grid-cols-2"
      />
      <div aria-live="polite">
        <ListNoticeAlert notice={notice} />
      </div>
      <PagedList
        query={query}
        title={t`Results of every student`}
        loadingLabel={t`Loading the results`}
        failureFallback={FALLBACK_MESSAGES.examDetailFetch}
        columns={columns}
        getRowId={(row) => row.student}
        empty={list.isFiltered ? t`No student matches this search.` : t`No student can take this exam yet.`}
        countLabel={(count) => t`${plural(count, { one: '# student in all', other: '# students in all' })}`}
        pagesLabel={t`Result pages`}
        onPageChange={list.setPage}
        ordering={{ value: ordering, onChange: list.setOrdering }}
      />
      {reviewing !== null && (
        <ReviewDialog examId={examId} student={reviewing} onClose={() => setReviewing(null)} />
      )}
    </section>
  );
}
