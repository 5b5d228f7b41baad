import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES } from '@vidya/contract';
import { useState } from 'react';
import { Pagination } from '../../../../components/ui/pagination';
import { QueryError } from '../../../../components/ui/query-error';
import { ExamListSkeleton } from '../../../../components/ui/skeleton';
import { useGetExamsQuery, type ExamListKind } from '../api';
import { ExamCard } from './exam-card';

const EMPTY_TEXTS: Record<ExamListKind, MessageDescriptor> = {
  college: msg`No college exams for you yet. Your college’s exams, and any you join with a code, appear here.`,
  platform: msg`No platform exams are open right now. Check back soon.`,
};

/** One tab's exams, six a page (spec §9). */
export function ExamList({ kind }: { kind: ExamListKind }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetExamsQuery({ kind, page });

  if (isLoading) return <ExamListSkeleton />;
  if (error !== undefined || data === undefined) {
    return (
      <QueryError error={error} fallback={FALLBACK_MESSAGES.examsFetch} onRetry={() => void refetch()} />
    );
  }
  if (data.results.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        {t(EMPTY_TEXTS[kind])}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2" aria-busy={isFetching || undefined}>
        {data.results.map((exam) => (
          <li key={exam.id}>
            <ExamCard exam={exam} />
          </li>
        ))}
      </ul>
      <Pagination
        label={kind === 'college' ? t`College exam pages` : t`Platform exam pages`}
        page={data.current_page}
        totalPages={data.total_pages}
        onPageChange={setPage}
      />
    </>
  );
}
