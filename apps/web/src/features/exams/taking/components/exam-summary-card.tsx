import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../../../components/ui/card';
import { QueryError } from '../../../../components/ui/query-error';
import { SkeletonBlock } from '../../../../components/ui/skeleton-block';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../lib/paths';
import { formatDate } from '../../../../lib/format';
import { useGetMyResultsQuery, useGetPerformanceQuery } from '../api';
import { getExamResultsHref } from '../exam-links';
import { formatPercentage } from '../exam-format';
import { PerformanceBadge } from './exam-badges';

const RECENT_COUNT = 3;

/** "3 attempts, average 70%, best 85%". */
function AttemptsSummary({ attempts, average, best }: { attempts: number; average: string; best: string }) {
  return (
    <span>
      <Plural
        value={attempts}
        one={`# attempt, average ${average}, best ${best}`}
        other={`# attempts, average ${average}, best ${best}`}
      />
    </span>
  );
}

/** The student dashboard's view of exams: the overall standing and the latest results. */
export function ExamSummaryCard() {
  const { t } = useLingui();
  const performance = useGetPerformanceQuery(undefined);
  const results = useGetMyResultsQuery(1);
  const error = performance.error ?? results.error;

  return (
    <Card className="mt-6">
      <section aria-labelledby="exam-summary-heading" className="space-y-4">
        <h2 id="exam-summary-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Your exams</Trans>
        </h2>
        {performance.isLoading || results.isLoading ? (
          <div role="status" aria-label={t`Loading your exam results`} className="space-y-2">
            <SkeletonBlock className="h-6 w-1/2" />
            <SkeletonBlock className="h-10 w-full" />
          </div>
        ) : error !== undefined || performance.data === undefined || results.data === undefined ? (
          <QueryError
            error={error}
            fallback={t`Failed to fetch your exam results`}
            onRetry={() => {
              void performance.refetch();
              void results.refetch();
            }}
          />
        ) : performance.data.total_attempts === 0 ? (
          <p className="text-slate-700">
            <Trans>
              You have not taken an exam yet.{' '}
              <TextLink to={paths.student.examination.href()}>See the exams open to you</TextLink>.
            </Trans>
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-3 text-slate-700">
              <AttemptsSummary
                attempts={performance.data.total_attempts}
                average={formatPercentage(performance.data.average_percentage)}
                best={formatPercentage(performance.data.best_percentage)}
              />
              {performance.data.badge && <PerformanceBadge badge={performance.data.badge} />}
            </p>
            <ul className="divide-y divide-slate-200">
              {results.data.results.slice(0, RECENT_COUNT).map((result) => (
                <li key={result.attempt} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <TextLink to={getExamResultsHref(result.exam_slug, result.attempt)}>
                    {result.exam_title}
                  </TextLink>
                  <span className="text-sm text-slate-700">
                    {formatDate(result.submitted_at)} · {result.score}/{result.max_score} ·{' '}
                    {result.passed ? t`Passed` : t`Failed`}
                  </span>
                </li>
              ))}
            </ul>
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <TextLink to={paths.student.performance.href()}>
                <Trans>Your performance</Trans>
              </TextLink>
              <TextLink to={paths.student.examination.href()}>
                <Trans>All exams and results</Trans>
              </TextLink>
            </p>
          </>
        )}
      </section>
    </Card>
  );
}
