import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ATTENTION_BELOW_PERCENTAGE,
  type BadgeCount,
  type CollegePerformance,
  type ExamPerformance,
  type ExportFormat,
  type PerformanceFigure,
  type StudentNeedingAttention,
} from '@vidya/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListNoticeAlert, type ListNotice } from '../../../components/data-table/list-notice';
import { PerformanceBadge, formatPercentage } from '../../../components/performance-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryError } from '../../../components/ui/query-error';
import { PerformanceSkeleton } from '../../../components/ui/skeleton';
import { SkeletonBlock } from '../../../components/ui/skeleton-block';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { describeFailure } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useExportPerformanceFigureMutation, useGetCollegePerformanceQuery } from '../performance-api';

const TrendsChart = lazy(() =>
  import('../components/trends-chart').then((module) => ({ default: module.TrendsChart })),
);

const examLink = (exam: { exam: number; title: string }) => (
  <TextLink to={paths.college.examDetails.href({ examId: String(exam.exam) })}>{exam.title}</TextLink>
);

function useExamColumns(): DataColumn<ExamPerformance>[] {
  const { t } = useLingui();
  return [
    { id: 'exam', header: t`Exam`, cell: examLink },
    {
      id: 'date',
      header: t`Date`,
      cell: (exam) => <span className="whitespace-nowrap">{formatDate(exam.date)}</span>,
    },
    { id: 'participants', header: t`Participants`, cell: (exam) => formatNumber(exam.participants) },
    { id: 'average', header: t`Average`, cell: (exam) => formatPercentage(exam.average_percentage) },
    { id: 'passRate', header: t`Pass rate`, cell: (exam) => formatPercentage(exam.pass_rate) },
  ];
}

/** A section of the page: its heading, its export buttons (named for the figure) and its content. */
function FigureSection({
  id,
  title,
  exportLabel,
  onExport,
  children,
}: {
  id: string;
  title: string;
  exportLabel: string;
  onExport: (format: ExportFormat) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <div role="group" aria-label={exportLabel} className="flex flex-wrap gap-2">
            <ExportButton onExport={onExport} />
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}

function Trends({ exams }: { exams: ExamPerformance[] }) {
  const { t } = useLingui();
  const columns = useExamColumns();
  return (
    <>
      {exams.length > 0 && (
        <figure className="space-y-2">
          <Suspense fallback={<SkeletonBlock className="h-72 w-full" />}>
            <TrendsChart exams={exams} />
          </Suspense>
          <figcaption className="text-sm text-slate-600">
            <Trans>
              Average and pass rate of each exam over time. The table below lists the same figures.
            </Trans>
          </figcaption>
        </figure>
      )}
      <DataTable
        caption={t`Average and pass rate of each exam, oldest first`}
        columns={columns}
        rows={exams}
        getRowId={(exam) => exam.exam}
        empty={t`No exam was held in this period.`}
      />
    </>
  );
}

function Badges({ badges }: { badges: BadgeCount[] }) {
  const { t } = useLingui();
  const total = badges.reduce((sum, row) => sum + row.count, 0);
  const share = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
  const columns: DataColumn<BadgeCount>[] = [
    { id: 'badge', header: t`Badge`, cell: (row) => <PerformanceBadge badge={row.badge} /> },
    { id: 'count', header: t`Results`, cell: (row) => formatNumber(row.count) },
    {
      id: 'share',
      header: t`Share`,
      cell: (row) => (
        <span className="flex items-center gap-3">
          <span className="w-14 tabular-nums">{formatPercentage(share(row.count))}</span>
          <span aria-hidden="true" className="h-2.5 w-32 overflow-hidden rounded-full bg-slate-200">
            <span
              className="block h-full rounded-full bg-indigo-600"
              style={{ width: `${share(row.count)}%` }}
            />
          </span>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t`How many results earned each badge`}
      columns={columns}
      rows={total === 0 ? [] : badges}
      getRowId={(row) => row.badge}
      empty={t`No results yet.`}
    />
  );
}

function RankedExams({ data }: { data: CollegePerformance }) {
  const { t } = useLingui();
  const columns = useExamColumns();
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {[
        {
          id: 'strongest',
          title: t`Strongest`,
          rows: data.strongest,
          caption: t`Exams with the highest average`,
        },
        { id: 'weakest', title: t`Weakest`, rows: data.weakest, caption: t`Exams with the lowest average` },
      ].map((list) => (
        <div key={list.id} className="space-y-2">
          <h3 className="font-semibold text-slate-900">{list.title}</h3>
          <DataTable
            caption={list.caption}
            columns={columns}
            rows={list.rows}
            getRowId={(exam) => exam.exam}
            empty={t`Not enough exams to compare yet.`}
          />
        </div>
      ))}
    </div>
  );
}

const below = ATTENTION_BELOW_PERCENTAGE;

function Attention({ students }: { students: StudentNeedingAttention[] }) {
  const { t } = useLingui();
  const columns: DataColumn<StudentNeedingAttention>[] = [
    {
      id: 'student',
      header: t`Student`,
      cell: (student) => (
        <span>
          <span className="block font-medium">{student.full_name}</span>
          <a className="block text-sm text-indigo-700 underline" href={`mailto:${student.email}`}>
            {student.email}
          </a>
        </span>
      ),
    },
    { id: 'roll', header: t`Roll number`, cell: (student) => student.roll_number ?? '—' },
    {
      id: 'results',
      header: t`Last two exams`,
      cell: (student) => (
        <ul className="space-y-1">
          {student.results.map((result) => (
            <li key={result.exam}>
              {examLink(result)} · {formatPercentage(result.percentage)}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <DataTable
      caption={t`Students below ${below}% in each of their last two exams, weakest first`}
      columns={columns}
      rows={students}
      getRowId={(student) => student.student}
      empty={t`No student is below ${below}% in both of their last two exams.`}
    />
  );
}

/**
 * `/CollegeDashboard/CollegePerformance` (issue #14): trends across the college's exams (chart and
 * table), the badge distribution, the strongest and weakest exams and the students who need
 * attention, each exportable, optionally for a range of exam dates.
 */
export function CollegePerformancePage() {
  const { t } = useLingui();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const range = { from: from || undefined, to: to || undefined };
  // The figures of this range only: while another range loads, the placeholder shows, not the old one's.
  const { currentData: data, error, isFetching, refetch } = useGetCollegePerformanceQuery(range);
  const [exportFigure] = useExportPerformanceFigureMutation();
  const [notice, setNotice] = useState<ListNotice | null>(null);

  const exporter = (figure: PerformanceFigure) => async (format: ExportFormat) => {
    setNotice(null);
    const result = await exportFigure({ ...range, figure, format });
    if (result.error !== undefined)
      setNotice({
        tone: 'error',
        text: describeFailure(result.error, t`The figure could not be exported. Please try again.`),
      });
  };

  const attention = data?.needs_attention.length ?? 0;
  return (
    <>
      <PageHeader
        title={t`Performance`}
        description={t`How your students do across your exams. Each student counts once per exam, with their best attempt.`}
      />
      <form className="mb-6 flex flex-wrap items-end gap-4" onSubmit={(event) => event.preventDefault()}>
        <div className="w-48">
          <TextField
            label={t`From`}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="w-48">
          <TextField
            label={t`To`}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        {(from !== '' || to !== '') && (
          <Button
            variant="secondary"
            onClick={() => {
              setFrom('');
              setTo('');
            }}
          >
            {t`All dates`}
          </Button>
        )}
      </form>
      <ListNoticeAlert notice={notice} />
      {data === undefined && isFetching ? (
        <PerformanceSkeleton />
      ) : data === undefined ? (
        <QueryError
          error={error}
          fallback={t`Your performance figures could not be loaded.`}
          onRetry={() => void refetch()}
        />
      ) : (
        <div className="space-y-8">
          <FigureSection
            id="trends-heading"
            title={t`Trends`}
            exportLabel={t`Export the trends`}
            onExport={exporter('trends')}
          >
            <Trends exams={data.trends} />
          </FigureSection>
          <FigureSection
            id="badges-heading"
            title={t`Badge distribution`}
            exportLabel={t`Export the badge distribution`}
            onExport={exporter('badges')}
          >
            <p className="text-sm text-slate-700">
              <Trans>Every student's best result in each exam, by badge.</Trans>
            </p>
            <Badges badges={data.badges} />
          </FigureSection>
          <FigureSection
            id="ranked-heading"
            title={t`Strongest and weakest exams`}
            exportLabel={t`Export every exam by average`}
            onExport={exporter('exams')}
          >
            <RankedExams data={data} />
          </FigureSection>
          <FigureSection
            id="attention-heading"
            title={t`Students who need attention`}
            exportLabel={t`Export the students who need attention`}
            onExport={exporter('attention')}
          >
            <p className="text-sm text-slate-700">
              {t`${plural(attention, { one: '# student is', other: '# students are' })} below ${below}% in each of their last two exams.`}
            </p>
            <Attention students={data.needs_attention} />
          </FigureSection>
        </div>
      )}
    </>
  );
}
