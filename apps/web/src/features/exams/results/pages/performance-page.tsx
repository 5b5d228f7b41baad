import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { paths } from '../../../../lib/paths';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { PerformanceSkeleton } from '../../../../components/ui/skeleton';
import { StatCards } from '../../../../components/ui/stat-cards';
import { TextLink } from '../../../../components/ui/text-link';
import { useGetPerformanceQuery } from '../../taking/api';
import { PerformanceBadge } from '../../taking/components/exam-badges';
import { ScoreChart } from '../components/score-chart';
import { getExamResultsHref } from '../../taking/exam-links';
import { formatPercentage } from '../../taking/exam-format';

const PER_EXAM_COLUMNS: MessageDescriptor[] = [
  msg`Exam`,
  msg`Attempts`,
  msg`Best`,
  msg`Latest`,
  msg`Outcome`,
  msg`Badge`,
];

/** `/StudentDashboard/StudentPerformance`: the student's exam scores, over time and exam by exam. */
export function PerformancePage() {
  const { t } = useLingui();
  const { data, error, isLoading, refetch } = useGetPerformanceQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const header = (
    <PageHeader
      title={t`Performance`}
      description={t`How you have done in your exams, and how it is going.`}
    />
  );

  if (isLoading) {
    return (
      <>
        {header}
        <PerformanceSkeleton />
      </>
    );
  }
  if (data === undefined) {
    return (
      <>
        {header}
        <QueryError error={error} fallback={FALLBACK_MESSAGES.statsFetch} onRetry={() => void refetch()} />
      </>
    );
  }
  if (data.total_attempts === 0) {
    return (
      <>
        {header}
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          <Trans>
            You have not finished an exam yet.{' '}
            <TextLink to={paths.student.examination.href()}>Find an exam to take</TextLink>
          </Trans>
        </p>
      </>
    );
  }

  const examsTaken = data.exams_taken;
  return (
    <>
      {header}
      <div className="space-y-10">
        <section aria-label={t`Your exams at a glance`}>
          <StatCards
            items={[
              {
                label: t`Attempts`,
                value: data.total_attempts,
                detail: <Plural value={examsTaken} one="# exam" other="# exams" />,
              },
              {
                label: t`Average score`,
                value: formatPercentage(data.average_percentage),
                detail: data.badge === null ? undefined : <PerformanceBadge badge={data.badge} />,
              },
              { label: t`Best score`, value: formatPercentage(data.best_percentage) },
              { label: t`Exams passed`, value: data.passed },
            ]}
          />
        </section>
        <ScoreChart timeline={data.timeline} />
        <section aria-labelledby="per-exam-heading" className="space-y-4">
          <h2 id="per-exam-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Exam by exam</Trans>
          </h2>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                <Trans>Your results exam by exam</Trans>
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {PER_EXAM_COLUMNS.map((heading) => (
                    <th key={heading.id} scope="col" className="px-4 py-3 font-semibold">
                      {t(heading)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.per_exam.map((exam) => (
                  <tr key={exam.exam}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      <TextLink to={getExamResultsHref(exam.exam_slug)}>{exam.exam_title}</TextLink>
                    </th>
                    <td className="px-4 py-3 text-slate-700">{exam.attempts}</td>
                    <td className="px-4 py-3 text-slate-700">{formatPercentage(exam.best_percentage)}</td>
                    <td className="px-4 py-3 text-slate-700">{formatPercentage(exam.last_percentage)}</td>
                    <td className="px-4 py-3 text-slate-700">
                      {exam.passed ? t`Passed` : t`Not passed yet`}
                    </td>
                    <td className="px-4 py-3">
                      <PerformanceBadge badge={exam.badge} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  );
}
