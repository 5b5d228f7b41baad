import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { QueryError } from '../../../components/ui/query-error';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { useGetMyResultsQuery } from '../api';
import { getExamResultsHref } from '../exam-links';
import { formatPercentage } from '../exam-format';
import { PerformanceBadge } from './exam-badges';

const RESULTS_FETCH_FAILED = 'Failed to fetch results';
const RESULT_COLUMNS = ['Exam', 'Date', 'Score', 'Outcome', 'Badge'];

/** The student's finished attempts, ten a page (spec §9). */
export function MyResults() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetMyResultsQuery(page);

  return (
    <section aria-labelledby="my-results-heading" className="space-y-4">
      <h2 id="my-results-heading" className="text-2xl font-bold text-slate-900">
        My results
      </h2>
      {isLoading ? (
        <div role="status" aria-label="Loading results" className="space-y-2">
          {[0, 1, 2].map((index) => (
            <SkeletonBlock key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : error !== undefined || data === undefined ? (
        <QueryError error={error} fallback={RESULTS_FETCH_FAILED} onRetry={() => void refetch()} />
      ) : data.results.length === 0 ? (
        <p className="text-slate-700">You have not finished an exam yet.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your exam results</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {RESULT_COLUMNS.map((label) => (
                    <th key={label} scope="col" className="px-4 py-3 font-semibold">
                      {label}
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
                    <td className="px-4 py-3 text-slate-700">{result.passed ? 'Passed' : 'Failed'}</td>
                    <td className="px-4 py-3">
                      <PerformanceBadge badge={result.badge} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Result pages"
            page={data.current_page}
            totalPages={data.total_pages}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
