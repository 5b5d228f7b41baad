import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, type StudentExamDetail } from '@vidya/contract';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { QueryError } from '../../../../components/ui/query-error';
import { ExamDetailsSkeleton } from '../../../../components/ui/skeleton';
import { describeFailure, readErrorStatus } from '../../../../lib/errors';
import { useGetExamQuery } from '../api';
import { ExamNotFound } from './exam-not-found';

/**
 * Loads the exam a student page is about (always fresh: attempts and status change) and renders
 * `children` with it; loading, an exam that does not exist for this student, and a failed load
 * each get their own screen.
 */
export function StudentExamGate({
  examId,
  title,
  children,
}: {
  examId: number;
  title: string;
  children: (exam: StudentExamDetail) => ReactNode;
}) {
  const { t } = useLingui();
  const {
    data: exam,
    error,
    isLoading,
    refetch,
  } = useGetExamQuery(examId, { refetchOnMountOrArgChange: true });
  if (isLoading) return <ExamDetailsSkeleton />;
  if (exam === undefined) {
    if (readErrorStatus(error) === 404) {
      return <ExamNotFound detail={describeFailure(error, t`This exam does not exist.`)} />;
    }
    return (
      <>
        <PageHeader title={title} />
        <QueryError
          error={error}
          fallback={FALLBACK_MESSAGES.examDetailFetch}
          onRetry={() => void refetch()}
        />
      </>
    );
  }
  return children(exam);
}
