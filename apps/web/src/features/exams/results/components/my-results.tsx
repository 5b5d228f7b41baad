import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryError } from '../../../../components/ui/query-error';
import { SkeletonBlock } from '../../../../components/ui/skeleton-block';
import { TextLink } from '../../../../components/ui/text-link';
import { formatDate } from '../../../../lib/format';
import { useGetMyResultsQuery } from '../../taking/api';
import { getExamResultsHref } from '../../taking/exam-links';
import { formatPercentage } from '../../taking/exam-format';
import { PerformanceBadge } from '../../taking/components/exam-badges';

const RESULT_COLUMNS: MessageDescriptor[] = [msg`Exam`, msg`Date`, msg`Score`, msg`Outcome`, msg`Badge`];

/** The student's finished attempts, ten a page (spec §9). */
export function MyResults() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetMyResultsQuery(page);

  return (
    <section aria-labelledby="my-results-heading" className="space-y-4">
      <h2 id="my-results-heading" className="text-2xl font-bold text-slate-900">
        <Trans>My results</Trans>
      </h2>
      {isLoading ? (
        <div role="status" aria-label={t`Loading results`} className="space-y-2">
          {[0, 1, 2].map((index) => (
            <SkeletonBlock key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : error !== undefined || data === undefined ? (
        <QueryError error={error} fallback={t`Failed to fetch results`} onRetry={() => void refetch()} />
      ) : data.results.length === 0 ? (
        <p className="text-slate-700">
          <Trans>You have not finished an exam yet.</Trans>
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                <Trans>Your exam results</Trans>
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {RESULT_COLUMNS.map((label) => (
                    <th key={label.id} scope="col" className="px-4 py-3 font-semibold">
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.results.map((result) => (
                  <tr key={result.attempt}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      <TextLink to={getExamResultsHref(result.exam_slug, result.attempt)}>
                        {result.exam_title}
                      </TextLink>
                    </th>
                    <td className="px-4 py-3 text-slate-700">{formatDate(result.submitted_at)}</td>
                    <td className="px-4 py-3 text-slate-700">
                      {result.score}/{result.max_score} ({formatPercentage(result.percentage)})
                    </td>
                    <td className="px-4 py-3 text-slate-700">{result.passed ? t`Passed` : t`Failed`}</td>
                    <td className="px-4 py-3">
                      <PerformanceBadge badge={result.badge} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label={t`Result pages`}
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
