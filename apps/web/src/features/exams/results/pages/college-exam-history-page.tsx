import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type CollegeExamHistoryRow, type HistoryState } from '@vidya/contract';
import { useState } from 'react';
import type { DataColumn } from '../../../../components/data-table/data-table';
import { ListNoticeAlert, type ListNotice } from '../../../../components/data-table/list-notice';
import { ListToolbar } from '../../../../components/data-table/list-toolbar';
import { PagedList } from '../../../../components/data-table/paged-list';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { formatPercentage } from '../../../../components/performance-badge';
import { useGetCollegeExamHistoryQuery } from '../college-api';
import { ReleaseResultsDialog } from '../components/release-results-dialog';

const STATE_LABELS: Record<HistoryState, MessageDescriptor> = {
  running: msg`Running`,
  ended: msg`Ended`,
  cancelled: msg`Cancelled`,
};
const STATE_TONES: Record<HistoryState, BadgeTone> = {
  running: 'warning',
  ended: 'neutral',
  cancelled: 'danger',
};

const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercentage(value));

/** Whether the students see their reviews yet, in words. */
function ReleaseState({ exam }: { exam: CollegeExamHistoryRow }) {
  const { t } = useLingui();
  if (exam.results_released) return <Badge tone="success">{t`Released`}</Badge>;
  if (exam.results_release === 'after_window') return <Badge>{t`When the exam closes`}</Badge>;
  return <Badge tone="warning">{t`Not released`}</Badge>;
}

/**
 * `/CollegeDashboard/ExamHistory`: the college's exams that have started, ended or were cancelled,
 * newest first, 25 a page, with participants, average, pass rate and whether the results are
 * released; a manual-release exam's results are released from here after a confirmation.
 */
export function CollegeExamHistoryPage() {
  const { t, i18n } = useLingui();
  const list = useListParams();
  const query = useGetCollegeExamHistoryQuery({ page: list.page, search: list.search });
  const [notice, setNotice] = useState<ListNotice | null>(null);
  const [releasing, setReleasing] = useState<CollegeExamHistoryRow | null>(null);

  const columns: DataColumn<CollegeExamHistoryRow>[] = [
    {
      id: 'title',
      header: t`Exam`,
      cell: (exam) => (
        <TextLink to={paths.college.examDetails.href({ examId: exam.id })}>{exam.title}</TextLink>
      ),
    },
    {
      id: 'date',
      header: t`Date`,
      cell: (exam) => (
        <span className="whitespace-nowrap">
          {exam.start_time === null ? '—' : formatDateTime(exam.start_time)}
        </span>
      ),
    },
    {
      id: 'state',
      header: t`Status`,
      cell: (exam) => <Badge tone={STATE_TONES[exam.state]}>{i18n._(STATE_LABELS[exam.state])}</Badge>,
    },
    { id: 'participants', header: t`Participants`, cell: (exam) => formatNumber(exam.participants) },
    { id: 'average', header: t`Average`, cell: (exam) => percentOrDash(exam.average_percentage) },
    { id: 'pass', header: t`Pass rate`, cell: (exam) => percentOrDash(exam.pass_rate) },
    { id: 'results', header: t`Results`, cell: (exam) => <ReleaseState exam={exam} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (exam) => {
        if (exam.results_release !== 'manual' || exam.results_released || exam.state === 'cancelled')
          return <span className="text-slate-600">—</span>;
        const title = exam.title;
        return (
          <Button
            size="sm"
            aria-label={t`Release the results of ${title}`}
            onClick={() => setReleasing(exam)}
          >
            {t`Release results`}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={t`Exam History`}
        description={t`Exams your college has held, with how your students did. Open one for its results and item analysis.`}
      />
      <ListToolbar
        label={t`Search your exam history`}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        searchHint={t`Exam title.`}
        gridClassName="md:grid-cols-2"
      />
      <div aria-live="polite">
        <ListNoticeAlert notice={notice} />
      </div>
      <PagedList
        query={query}
        title={t`Exams held`}
        loadingLabel={t`Loading your exam history`}
        failureFallback={FALLBACK_MESSAGES.examsFetch}
        columns={columns}
        getRowId={(exam) => exam.id}
        empty={list.isFiltered ? t`No exam matches this search.` : t`Your college has not held an exam yet.`}
        countLabel={(count) => t`${plural(count, { one: '# exam in all', other: '# exams in all' })}`}
        pagesLabel={t`Exam history pages`}
        onPageChange={list.setPage}
      />
      {releasing !== null && (
        <ReleaseResultsDialog
          exam={releasing}
          onClose={() => setReleasing(null)}
          onDone={(text) => {
            setReleasing(null);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
    </>
  );
}
